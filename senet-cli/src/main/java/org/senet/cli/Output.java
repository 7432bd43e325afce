package org.senet.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * Standard output and error that fail fast: a {@link PrintWriter} keeps a failed write to itself (a
 * full disk, a reader that has gone, {@code /dev/full}) and lets the program go on; these writers
 * throw {@link OutputFailedException} at the first failed write or flush instead, so the command
 * stops at once with a non-zero exit code.
 */
public final class Output {
    private Output() {
    }

    /** A UTF-8 writer on {@code stream} that throws {@link OutputFailedException} when a write fails. */
    public static PrintWriter of(OutputStream stream) {
        return new PrintWriter(new FailFast(new OutputStreamWriter(stream, StandardCharsets.UTF_8)));
    }

    /** Passes everything on; turns a failure into {@link OutputFailedException}, which PrintWriter lets through. */
    private static final class FailFast extends Writer {
        private final Writer out;

        FailFast(Writer out) {
            super(out);
            this.out = out;
        }

        @Override
        public void write(char[] buffer, int offset, int length) {
            attempt(() -> out.write(buffer, offset, length));
        }

        @Override
        public void write(String text, int offset, int length) {
            attempt(() -> out.write(text, offset, length));
        }

        @Override
        public void flush() {
            attempt(out::flush);
        }

        @Override
        public void close() {
            attempt(out::close);
        }

        private static void attempt(Write write) {
            try {
                write.run();
            } catch (IOException e) {
                throw new OutputFailedException(e);
            }
        }

        /** A write, flush or close of the writer underneath. */
        @FunctionalInterface
        private interface Write {
            void run() throws IOException;
        }
    }
}
