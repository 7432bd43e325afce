package org.senet.cli.play;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The interactive game: title screen, then the menu (A play, B load, C rules, D quit). */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = "The interactive game: title screen, then menu A play, B load a saved game, C rules, D quit.")
public final class PlayCommand implements Callable<Integer> {
    @Mixin
    PlayOptions options;

    @Spec
    CommandSpec spec;

    /** For picocli. */
    public PlayCommand() {
    }

    /** The game with options parsed by the top-level command. */
    public PlayCommand(PlayOptions options) {
        this.options = options;
    }

    @Override
    public Integer call() {
        options.rules().ruleSet();
        System.out.println("The interactive game is not available yet.");
        return 0;
    }
}
