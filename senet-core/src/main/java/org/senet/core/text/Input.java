package org.senet.core.text;

/**
 * Text typed by a person or read from a file, as messages quote it and numbers are read from it.
 * A message quotes at most {@value #MAX_QUOTED} characters of the input, on one line; a number is
 * plain ASCII digits with an optional leading minus ({@code +2} and full-width digits are not numbers).
 */
public final class Input {
    /** The most characters of the input a message quotes. */
    public static final int MAX_QUOTED = 100;

    private Input() {
    }

    /**
     * {@code text} as a message shows it: control characters (line ends, tabs, escapes) as {@code ?},
     * and cut to {@value #MAX_QUOTED} characters, ending in {@code ...}, when longer.
     *
     * @param text the input, or null
     * @return the text to quote; empty for null
     */
    public static String shown(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder shown = new StringBuilder(Math.min(text.length(), MAX_QUOTED + 3));
        int count = 0;
        for (int i = 0; i < text.length(); i = text.offsetByCodePoints(i, 1)) {
            if (count == MAX_QUOTED) {
                return shown.append("...").toString();
            }
            int c = text.codePointAt(i);
            shown.appendCodePoint(Character.isISOControl(c) || c == '\u2028' || c == '\u2029' ? '?' : c);
            count++;
        }
        return shown.toString();
    }

    /**
     * Whether {@code text} is a plain number: an optional {@code -} and one or more ASCII digits.
     *
     * @param text the input
     * @return true if it is a plain number
     */
    public static boolean isPlainNumber(String text) {
        int start = text.startsWith("-") ? 1 : 0;
        if (text.length() == start) {
            return false;
        }
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    /**
     * A plain number as a {@code long}.
     *
     * @param text the input
     * @return its value
     * @throws NumberFormatException if {@code text} is not a plain number or does not fit
     */
    public static long parseLong(String text) {
        if (!isPlainNumber(text)) {
            throw new NumberFormatException("'" + shown(text) + "' is not a number");
        }
        return Long.parseLong(text);
    }

    /**
     * A plain number as an {@code int}.
     *
     * @param text the input
     * @return its value
     * @throws NumberFormatException if {@code text} is not a plain number or does not fit
     */
    public static int parseInt(String text) {
        if (!isPlainNumber(text)) {
            throw new NumberFormatException("'" + shown(text) + "' is not a number");
        }
        return Integer.parseInt(text);
    }
}
