package org.senet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * Standard output that cannot be written (a full disk, a reader that has gone, {@code /dev/full}),
 * injected as a failing stream: the command stops at once and exits 3 with one line on stderr.
 */
class OutputFailureTest {
    @TempDir
    Path dir;

    /** A stream that takes {@code room} bytes and then fails as a full disk does, counting what it was given. */
    static final class FullDisk extends OutputStream {
        private final long room;
        private long written;
        private final String reason;

        FullDisk(long room, String reason) {
            this.room = room;
            this.reason = reason;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            if (written + length > room) {
                throw new IOException(reason);
            }
            written += length;
        }
    }

    /** A million batch lines, made as they are read, counting how many were read. */
    static final class EndlessBatch extends InputStream {
        private final byte[] line = "WBWBWBWBWB.................... W\t2\n".getBytes(StandardCharsets.UTF_8);
        private final long size = 1_000_000L * line.length;
        private long read;

        @Override
        public int read() {
            return read == size ? -1 : line[(int) (read++ % line.length)];
        }

        @Override
        public int read(byte[] buffer, int offset, int length) {
            if (read == size) {
                return -1;
            }
            int n = (int) Math.min(length, size - read);
            for (int i = 0; i < n; i++) {
                buffer[offset + i] = (byte) read();
            }
            return n;
        }

        @Override
        public int available() {
            return 1 << 16;
        }

        long lines() {
            return read / line.length;
        }
    }

    private record Run(int status, String err) {
    }

    private static Run run(OutputStream out, InputStream in, String... args) {
        StringWriter err = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(Output.of(out));
        cli.setErr(new PrintWriter(err));
        InputStream originalIn = System.in;
        try {
            System.setIn(in);
            return new Run(Main.run(cli, args), err.toString());
        } finally {
            System.setIn(originalIn);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "variants", "rules;--rules;kendall", "rules;--rules;thibault;--full", "--help", "--version",
            "simulate;--help", "moves;--help", "moves;--position;WBWBWBWBWB.................... W;--throw;2",
            "hint;--position;WBWBWBWBWB.................... W;--throw;2;--bot;easy",
            "simulate;--games;20;--seed;1",
    })
    @DisplayName("every command whose output cannot be written exits 3 with one line on stderr")
    void every_command_stops_with_exit_3(String command) {
        Run run = run(new FullDisk(0, "No space left on device"), InputStream.nullInputStream(),
                command.split(";"));
        assertEquals(3, run.status(), run.err());
        assertEquals("senet: cannot write the output: no space left on device" + System.lineSeparator(), run.err());
    }

    @Test
    @DisplayName("a bots-only game whose screen cannot be written stops (its saves so far kept) and exits 3")
    void a_game_stops_when_its_output_fails() {
        String home = System.getProperty("senet.home");
        System.setProperty("senet.home", dir.toString());
        try {
            Run run = run(new FullDisk(20_000, "No space left on device"), InputStream.nullInputStream(),
                    "--light", "random", "--dark", "random", "--seed", "1", "--save", dir.resolve("g.senet").toString());
            assertEquals(3, run.status(), run.err());
            assertEquals("senet: cannot write the output: no space left on device" + System.lineSeparator(), run.err());
        } finally {
            if (home == null) {
                System.clearProperty("senet.home");
            } else {
                System.setProperty("senet.home", home);
            }
        }
    }

    @Test
    @DisplayName("a batch whose reader has gone stops instead of reading its input to the end")
    void a_batch_stops_when_its_reader_has_gone() {
        EndlessBatch input = new EndlessBatch();
        Run run = run(new FullDisk(65_536, "Broken pipe"), input, "moves", "--batch");
        assertEquals(3, run.status(), run.err());
        assertEquals("senet: cannot write the output: broken pipe" + System.lineSeparator(), run.err());
        assertTrue(input.lines() < 10_000, "stopped after " + input.lines() + " lines");
    }

    @Test
    @DisplayName("when stderr cannot be written either, the exit code still says it")
    void nothing_writable() {
        CommandLine cli = Main.commandLine();
        cli.setOut(Output.of(new FullDisk(0, "No space left on device")));
        cli.setErr(Output.of(new FullDisk(0, "No space left on device")));
        assertEquals(3, Main.run(cli, "variants"));
        assertEquals(2, Main.run(cli, "moves", "--throw", "x"));
    }

    @Test
    @DisplayName("--help of every command prints no framework warning")
    void help_has_no_warnings() {
        PrintStream originalErr = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        try {
            System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
            for (String command : Main.commandLine().getSubcommands().keySet()) {
                StringWriter err = new StringWriter();
                CommandLine cli = Main.commandLine();
                cli.setOut(new PrintWriter(new StringWriter()));
                cli.setErr(new PrintWriter(err));
                assertEquals(0, Main.run(cli, command, "--help"), command);
                assertEquals("", err.toString(), command);
            }
        } finally {
            System.setErr(originalErr);
        }
        assertEquals("", captured.toString(StandardCharsets.UTF_8));
    }
}
