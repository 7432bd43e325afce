package org.senet.cli.command;

import java.io.IOException;
import java.io.Reader;

/**
 * The lines of a batch on stdin, read with a bounded memory: a line ends with LF (a CR before it is
 * dropped; a CR elsewhere is part of the line), the last one also with the end of the input, and a
 * line longer than {@value #MAX_LINE} characters is read to its end but not kept.
 */
final class BatchLines {
    /** The longest line kept; a position line is about 40 characters. */
    static final int MAX_LINE = 4096;

    /**
     * One line of the batch.
     *
     * @param text    the line without its end, or its first {@value #MAX_LINE} characters
     * @param tooLong whether the line was longer than {@value #MAX_LINE} characters
     */
    record Line(String text, boolean tooLong) {
    }

    private final Reader in;
    private final char[] buffer = new char[8192];
    private int position;
    private int end;

    BatchLines(Reader in) {
        this.in = in;
    }

    /**
     * The next line.
     *
     * @return the line, or null at the end of the input
     * @throws IOException if the input cannot be read
     */
    Line next() throws IOException {
        StringBuilder line = new StringBuilder();
        boolean overflow = false;
        while (true) {
            if (position == end) {
                end = in.read(buffer, 0, buffer.length);
                position = 0;
                if (end < 0) {
                    end = 0;
                    return line.isEmpty() && !overflow ? null : line(line, overflow);
                }
            }
            int start = position;
            while (position < end && buffer[position] != '\n') {
                position++;
            }
            // keeps a character beyond the most, and a CR beyond that, to tell a line too long
            int taken = Math.min(MAX_LINE + 2 - line.length(), position - start);
            line.append(buffer, start, taken);
            overflow |= taken < position - start;
            if (position < end) {
                position++; // the LF
                return line(line, overflow);
            }
        }
    }

    private static Line line(StringBuilder line, boolean overflow) {
        if (!overflow && !line.isEmpty() && line.charAt(line.length() - 1) == '\r') {
            line.setLength(line.length() - 1);
        }
        boolean tooLong = overflow || line.length() > MAX_LINE;
        return new Line(tooLong ? line.substring(0, MAX_LINE) : line.toString(), tooLong);
    }

    /**
     * Whether more input is waiting, read or ready to read without blocking.
     *
     * @return true if the next line (or part of it) can be had at once
     * @throws IOException if the input cannot be read
     */
    boolean waiting() throws IOException {
        return position < end || in.ready();
    }
}
