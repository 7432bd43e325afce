package org.senet.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.senet.cli.command.AnalyzeCommand;
import org.senet.cli.command.BadInputException;
import org.senet.cli.command.HintCommand;
import org.senet.cli.command.LadderCommand;
import org.senet.cli.command.MovesCommand;
import org.senet.cli.command.Plugins;
import org.senet.cli.command.RuleSetOptions;
import org.senet.cli.command.RulesCommand;
import org.senet.cli.command.ServeCommand;
import org.senet.cli.command.SimulateCommand;
import org.senet.cli.command.StudyCommand;
import org.senet.cli.command.TablesCommand;
import org.senet.cli.command.TrainCommand;
import org.senet.cli.command.VariantsCommand;
import org.senet.cli.play.PlayCommand;
import org.senet.cli.play.SaveFailedException;
import org.senet.core.SenetException;
import org.senet.core.rules.RuleSetProblem;
import org.senet.core.store.FileNameException;
import org.senet.core.store.FileNames;
import org.senet.core.text.Input;
import picocli.CommandLine;

/**
 * {@code java -jar senet.jar [command] [options]}: with no command, the interactive game starts
 * (docs/command-line.md). Exit codes: 0 success, 2 bad usage or bad input (one line on stderr), 3 a file or
 * the output could not be written (one line on stderr when it can be written), 1 an internal error or
 * the memory running out (one line on stderr; the stack trace with {@code --verbose}).
 *
 * <p>The rule sets are the built-in ones and those of the plugin jars ({@link Plugins}): the jars named
 * with {@code --plugin} are read from the arguments first, since the command line is built from the rule
 * sets (the ids {@code --rules} offers, their options in the help). A plugin jar or rule set that cannot be
 * loaded is one line on stderr, and the command runs with the others.
 */
public final class Main {
    /** Exit code for bad usage or bad input. */
    public static final int BAD_INPUT = BadInputException.EXIT_CODE;
    /** Exit code for an internal error. */
    public static final int INTERNAL_ERROR = 1;
    /** Exit code for a save or an output that could not be written. */
    public static final int IO_FAILURE = 3;

    private static final Pattern QUOTED = Pattern.compile("'([^']*)'");

    private Main() {
    }

    /**
     * Runs the command line on standard output and error, which fail fast, and exits with its code;
     * whatever goes wrong, even before a command runs, ends with one line on stderr.
     */
    public static void main(String[] given) {
        Optional<Integer> underUtf8 = Utf8Restart.runAgainIfNeeded(given);
        if (underUtf8.isPresent()) {
            System.exit(underUtf8.get());
        }
        String[] args = Utf8Restart.arguments(given);
        Plugins.request(Plugins.named(args));
        PrintWriter err = Output.of(new FileOutputStream(FileDescriptor.err));
        int code;
        try {
            CommandLine cli = commandLine();
            cli.setOut(Output.of(new FileOutputStream(FileDescriptor.out)));
            cli.setErr(err);
            for (RuleSetProblem problem : RuleSetOptions.REGISTRY.problems()) {
                report(cli.getErr(), problem.message());
            }
            code = run(cli, args);
        } catch (RuntimeException | Error e) {
            code = internalError(err, e);
        }
        System.exit(code);
    }

    /**
     * Runs {@code cli} and flushes its output; the exit code, {@value #IO_FAILURE} when the output
     * could not be written (its writers made by {@link Output}), {@value #INTERNAL_ERROR} for an error
     * of the machine (out of memory) or of the program, said in one line.
     */
    public static int run(CommandLine cli, String... args) {
        try {
            int code = cli.execute(args);
            cli.getOut().flush();
            return code;
        } catch (OutputFailedException e) {
            report(cli.getErr(), e.getMessage());
            return IO_FAILURE;
        } catch (RuntimeException | Error e) {
            return internalError(cli.getErr(), e);
        }
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
        cli.addSubcommand("analyze", new AnalyzeCommand());
        cli.addSubcommand("tables", new TablesCommand());
        cli.addSubcommand("train", new TrainCommand());
        cli.addSubcommand("ladder", new LadderCommand());
        cli.addSubcommand("study", new StudyCommand());
        cli.addSubcommand("serve", new ServeCommand());
        for (CommandLine command : List.of(cli, cli.getSubcommands().get("rules"))) {
            List<String> footer = new ArrayList<>(List.of(command.getCommandSpec().usageMessage().footer()));
            footer.addAll(RuleSetOptions.optionLines());
            footer.addAll(RuleSetOptions.pointLines());
            command.getCommandSpec().usageMessage().footer(footer.toArray(String[]::new));
        }
        // Numbers on the command line are plain ASCII digits: no '+2', no full-width digits.
        cli.registerConverter(Integer.class, Main::plainInt);
        cli.registerConverter(Integer.TYPE, Main::plainInt);
        cli.registerConverter(Long.class, Main::plainLong);
        cli.registerConverter(Long.TYPE, Main::plainLong);
        // A file name the system cannot represent (a locale without its characters) is refused with what to do.
        cli.registerConverter(Path.class, Main::path);
        cli.setParameterExceptionHandler(Main::badUsage);
        cli.setExecutionExceptionHandler(Main::failure);
        // Help and version texts are printed outside the commands: a failed write there ends the run too.
        CommandLine.IExecutionStrategy commands = cli.getExecutionStrategy();
        cli.setExecutionStrategy(parseResult -> {
            try {
                List<Path> unread = Plugins.named(parseResult.expandedArgs().toArray(String[]::new));
                unread.removeAll(Plugins.requested());
                if (!unread.isEmpty()) {
                    report(parseResult.commandSpec().commandLine().getErr(), "the plugin " + unread.get(0) + " was not "
                            + "loaded: " + Plugins.OPTION + " is read from the command line itself, not from an @file");
                    return BAD_INPUT;
                }
                return commands.execute(parseResult);
            } catch (OutputFailedException e) {
                report(parseResult.commandSpec().commandLine().getErr(), e.getMessage());
                return IO_FAILURE;
            }
        });
        return cli;
    }

    private static Integer plainInt(String text) {
        try {
            return Input.parseInt(text);
        } catch (NumberFormatException e) {
            throw new CommandLine.TypeConversionException(notANumber(text));
        }
    }

    private static Long plainLong(String text) {
        try {
            return Input.parseLong(text);
        } catch (NumberFormatException e) {
            throw new CommandLine.TypeConversionException(notANumber(text));
        }
    }

    private static Path path(String text) {
        try {
            return FileNames.path(text, "the file name");
        } catch (FileNameException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }

    private static String notANumber(String text) {
        return "'" + Input.shown(text) + "' is not a number (plain digits 0-9, with '-' for a negative one)"
                + (Input.isPlainNumber(text) ? " in range" : "");
    }

    private static int badUsage(CommandLine.ParameterException e, String[] args) {
        CommandLine cli = e.getCommandLine();
        report(cli.getErr(), e.getMessage() + " (see '" + cli.getCommandSpec().qualifiedName() + " --help')");
        return BAD_INPUT;
    }

    private static int failure(Exception e, CommandLine cli, CommandLine.ParseResult parseResult) {
        PrintWriter err = cli.getErr();
        if (e instanceof SenetException || e instanceof BadInputException) {
            report(err, e.getMessage());
            return BAD_INPUT;
        }
        if (e instanceof SaveFailedException || e instanceof OutputFailedException) {
            report(err, e.getMessage());
            return IO_FAILURE;
        }
        return internalError(err, e);
    }

    /**
     * Says in one line what went wrong that no command refuses on purpose: out of memory (with what to
     * do), or an internal error; the stack trace only with {@code --verbose}.
     *
     * @return {@value #INTERNAL_ERROR}
     */
    private static int internalError(PrintWriter err, Throwable e) {
        Throwable memory = e;
        while (memory != null && !(memory instanceof OutOfMemoryError)) {
            memory = memory.getCause();
        }
        try {
            if (memory != null) {
                report(err, "out of memory (" + memory.getMessage() + "): give Java more with -Xmx, e.g. java -Xmx4g"
                        + " -jar senet.jar ..., or ask for less");
            } else {
                report(err, "internal error: " + e);
            }
            if (Logging.verbose()) {
                e.printStackTrace(err);
                err.flush();
            }
        } catch (OutputFailedException unwritable) {
            // nowhere left to say it: the exit code does
        }
        return INTERNAL_ERROR;
    }

    /**
     * Writes {@code senet: <message>} as one line on stderr: control characters shown as {@code ?}, and
     * any input quoted in it cut to about a hundred characters. Nothing when stderr cannot be written.
     */
    private static void report(PrintWriter err, String message) {
        Matcher quoted = QUOTED.matcher(String.valueOf(message));
        StringBuilder line = new StringBuilder();
        while (quoted.find()) {
            quoted.appendReplacement(line, Matcher.quoteReplacement("'" + Input.shown(quoted.group(1)) + "'"));
        }
        quoted.appendTail(line);
        String text = line.toString().replaceAll("[\\p{Cc}\\u2028\\u2029]", "?");
        try {
            err.println("senet: " + (text.length() > 1000 ? text.substring(0, 1000) + "..." : text));
            err.flush();
        } catch (OutputFailedException e) {
            // stderr cannot be written either: the exit code says it
        }
    }
}
