package org.senet.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.senet.cli.command.Plugins;
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
                "  senet --plugin sprint.jar variants    list them with those of a plugin jar",
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

    /** Read before parsing, by {@link Plugins#named}: the rule sets of these jars are what {@code --rules} accepts. */
    @Option(names = Plugins.OPTION, paramLabel = "<jar>", scope = ScopeType.INHERIT,
            description = "Load the rule sets of this plugin jar (repeatable), besides those of the jars in "
                    + "$SENET_HOME/plugins (default ~/.senet/plugins); play them with --rules <id>.")
    List<Path> plugins = new ArrayList<>();

    @Override
    public Integer call() throws java.io.IOException {
        return new PlayCommand(play, spec.commandLine().getOut()).call();
    }
}
