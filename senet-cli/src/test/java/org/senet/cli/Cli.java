package org.senet.cli;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Consumer;

import picocli.CommandLine;

/** The real command line run in this process, with its input and output captured. */
public final class Cli {
    /** What a run gave. */
    public record Run(int status, String out, String err) {
        /** The lines of stdout. */
        public List<String> lines() {
            return out.lines().toList();
        }

        /** The lines of stderr. */
        public List<String> errLines() {
            return err.lines().toList();
        }

        /** Bad input: exit code 2, nothing on stdout, one line on stderr that starts with {@code message}. */
        public void assertRefused(String message) {
            org.junit.jupiter.api.Assertions.assertEquals(2, status, err);
            org.junit.jupiter.api.Assertions.assertEquals("", out);
            org.junit.jupiter.api.Assertions.assertEquals(1, err.lines().count(), err);
            org.junit.jupiter.api.Assertions.assertTrue(err.startsWith(message), err);
        }
    }

    private Cli() {
    }

    /** Runs {@code args} with {@code stdin} as standard input. */
    public static Run run(String stdin, String... args) {
        return run(stdin, cli -> { }, args);
    }

    /** Runs {@code args} with {@code stdin} as standard input, the command line set up by {@code setUp} first. */
    public static Run run(String stdin, Consumer<CommandLine> setUp, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        setUp.accept(cli);
        InputStream originalIn = System.in;
        try {
            System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
            int status = Main.run(cli, args);
            return new Run(status, out.toString(), err.toString());
        } finally {
            System.setIn(originalIn);
        }
    }
}
