package org.senet.cli;

import java.util.concurrent.Callable;

import org.senet.cli.play.PlayCommand;
import org.senet.cli.play.PlayOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/** The top-level command: with no subcommand, the interactive game. */
@Command(name = "senet", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Senet, the ancient Egyptian race game, in its rule reconstructions.",
                "With no command, the interactive game starts (see 'senet play --help' for its keys, "
                        + "the save folder and scripted use: --light/--dark start the game at once; with bots on "
                        + "both sides it runs to the end without a terminal)."},
        footer = {"", "Examples:",
                "  senet --rules kendall                 play Kendall's rules",
                "  senet variants                        list the rule sets",
                "  senet moves --rules thibault --position 'WBWBWBWBWB.................... W' --throw 2",
                "  senet simulate --rules kendall --games 20000 --seed 1",
                "  senet ladder --rules kendall --bots random,easy,hard --games 400",
                "  senet study --rules all --games 20000 --seed 1 --report study"})
public final class SenetCommand implements Callable<Integer> {
    @Mixin
    PlayOptions play;

    @Spec
    CommandSpec spec;

    @Option(names = "--verbose", scope = ScopeType.INHERIT, description = "Log the engine's moves (debug) to stderr.")
    void verbose(boolean on) {
        Logging.verbose(on);
    }

    @Override
    public Integer call() throws java.io.IOException {
        return new PlayCommand(play, spec.commandLine().getOut()).call();
    }
}
