package org.senet.cli.play;

import java.nio.file.Path;

import org.senet.cli.command.RuleSetOptions;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The options of the interactive game (docs/playing.md, docs/command-line.md). */
public final class PlayOptions {
    @Mixin
    RuleSetOptions rules;

    @Option(names = "--seed", paramLabel = "<long>", description = "Seed of the sticks and the bots: same seed, same game.")
    Long seed;

    @Option(names = "--throws", paramLabel = "3,1,6,...",
            description = "Scripted throws, used before any random ones (where the players throw for a 1 to "
            + "decide who takes dark, those throws first).")
    String throwsScript;

    @Option(names = "--light", paramLabel = "<player>", description = "Who plays light: human, random, or a bot name.")
    String light;

    @Option(names = "--dark", paramLabel = "<player>", description = "Who plays dark: human, random, or a bot name.")
    String dark;

    @Option(names = "--save", paramLabel = "<file>", description = "The file the game is saved to after every action.")
    Path save;

    @Option(names = "--lang", paramLabel = "en|pt|nl",
            description = "The language of the console: en (English), pt (Portuguese), nl (Dutch); "
                    + "default: the system's, else English.")
    String lang;

    @Option(names = "--board", paramLabel = "big|compact",
            description = "The board: big (numbered squares, default) or compact (three lines of ten).")
    String board;

    @Option(names = "--pace", paramLabel = "<ms>",
            description = "On a terminal, the pause after each action of a bot, in milliseconds (default "
                    + Terminal.DEFAULT_PACE + "; 0: no pauses). Piped output never pauses.")
    Integer pace;

    /** The rule-set options. */
    public RuleSetOptions rules() {
        return rules;
    }
}
