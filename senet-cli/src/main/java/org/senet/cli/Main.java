package org.senet.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

import org.senet.cli.command.BadInputException;
import org.senet.cli.command.HintCommand;
import org.senet.cli.command.MovesCommand;
import org.senet.cli.command.RuleSetOptions;
import org.senet.cli.command.RulesCommand;
import org.senet.cli.command.SimulateCommand;
import org.senet.cli.command.VariantsCommand;
import org.senet.cli.play.PlayCommand;
import org.senet.core.rules.SenetException;
import picocli.CommandLine;

/**
 * {@code java -jar senet.jar [command] [options]}: with no command, the interactive game starts
 * (DESIGN.md §4). Exit codes: 0 success, 2 bad usage or bad input (one line on stderr), 1 an
 * internal error.
 */
public final class Main {
    /** Exit code for bad usage or bad input. */
    public static final int BAD_INPUT = BadInputException.EXIT_CODE;
    /** Exit code for an internal error. */
    public static final int INTERNAL_ERROR = 1;

    private Main() {
    }

    /** Runs the command line and exits with its code. */
    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The configured command line (tests call {@code execute} on it with their own writers). */
    public static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new SenetCommand());
        cli.addSubcommand("play", new PlayCommand());
        cli.addSubcommand("variants", new VariantsCommand());
        cli.addSubcommand("rules", new RulesCommand());
        cli.addSubcommand("moves", new MovesCommand());
        cli.addSubcommand("simulate", new SimulateCommand());
        cli.addSubcommand("hint", new HintCommand());
        for (CommandLine command : List.of(cli, cli.getSubcommands().get("rules"))) {
            List<String> footer = new ArrayList<>(List.of(command.getCommandSpec().usageMessage().footer()));
            footer.addAll(RuleSetOptions.optionLines());
            command.getCommandSpec().usageMessage().footer(footer.toArray(String[]::new));
        }
        cli.setParameterExceptionHandler(Main::badUsage);
        cli.setExecutionExceptionHandler(Main::failure);
        return cli;
    }

    private static int badUsage(CommandLine.ParameterException e, String[] args) {
        CommandLine cli = e.getCommandLine();
        PrintWriter err = cli.getErr();
        err.println("senet: " + e.getMessage() + " (see '" + cli.getCommandSpec().qualifiedName() + " --help')");
        err.flush();
        return BAD_INPUT;
    }

    private static int failure(Exception e, CommandLine cli, CommandLine.ParseResult parseResult) {
        PrintWriter err = cli.getErr();
        if (e instanceof SenetException || e instanceof BadInputException) {
            err.println("senet: " + e.getMessage());
            err.flush();
            return BAD_INPUT;
        }
        err.println("senet: internal error: " + e);
        e.printStackTrace(err);
        err.flush();
        return INTERNAL_ERROR;
    }
}
