package org.senet.spark.command;

import java.io.PrintWriter;
import java.io.UncheckedIOException;

import org.senet.core.SenetException;
import picocli.CommandLine;

/**
 * Runs {@code senet sweep} from {@code java -jar senet-sweep.jar}, or from {@code spark-submit}. Exit codes
 * as the command line's: 0 success, 2 bad usage or bad input (one line on stderr, before any game), 3 a file
 * that cannot be written, 1 an internal error or a task that failed for good.
 */
public final class Main {
    /** The exit code of bad usage or bad input. */
    public static final int BAD_INPUT = 2;
    /** The exit code of a file that cannot be written. */
    public static final int WRITE_FAILED = 3;
    /** The exit code of an internal error. */
    public static final int INTERNAL_ERROR = 1;

    private Main() {
    }

    /**
     * Runs the sweep and exits with its code.
     *
     * @param args the command line's arguments
     */
    public static void main(String[] args) {
        System.exit(run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args));
    }

    /**
     * Runs the sweep on these writers.
     *
     * @param out  where the table goes without {@code --report}
     * @param err  where errors and the summary go
     * @param args the arguments
     * @return the exit code
     */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cli = new CommandLine(new SweepCommand());
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler((e, given) -> report(err, e.getMessage() + " (see 'senet sweep --help')",
                BAD_INPUT));
        cli.setExecutionExceptionHandler((e, command, parsed) -> {
            if (e instanceof SenetException) {
                return report(err, e.getMessage(), BAD_INPUT);
            }
            if (e instanceof java.io.IOException || e instanceof UncheckedIOException) {
                return report(err, "cannot write the report: " + e.getMessage(), WRITE_FAILED);
            }
            return report(err, "internal error: " + e, INTERNAL_ERROR);
        });
        int code = cli.execute(args);
        out.flush();
        return code;
    }

    private static int report(PrintWriter err, String message, int code) {
        err.println("senet sweep: " + message.replaceAll("[\\r\\n]+", " "));
        err.flush();
        return code;
    }
}
