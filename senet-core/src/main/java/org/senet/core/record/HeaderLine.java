package org.senet.core.record;

/**
 * One header line of a game record, {@code [Key "value"]}: the key ASCII letters, the value with
 * {@code "} and {@code \} written as {@code \"} and {@code \\}. Written by {@link GameRecord#format()}
 * and read back by {@link GameRecord#parse}, the same syntax both ways.
 *
 * @param key   the header's name, e.g. {@code Rules}
 * @param value the header's value, unescaped
 */
record HeaderLine(String key, String value) {

    /**
     * Appends the line, with its line end.
     *
     * @param text where the line is written
     */
    void appendTo(StringBuilder text) {
        text.append('[').append(key).append(" \"")
                .append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n");
    }

    /**
     * The key and the value of a header line; null if the line is not one. Read in one pass, without a
     * regular expression, so that a line of any length costs no stack.
     *
     * @param line a line of a record, without its line end
     * @return the header the line holds, or null
     */
    static HeaderLine parse(String line) {
        int closing = line.length() - 2;
        if (line.length() < 6 || line.charAt(0) != '[' || !line.endsWith("\"]")) {
            return null;
        }
        int space = 1;
        while (space < closing && isAsciiLetter(line.charAt(space))) {
            space++;
        }
        if (space == 1 || space + 2 > closing || line.charAt(space) != ' ' || line.charAt(space + 1) != '"') {
            return null;
        }
        StringBuilder value = new StringBuilder();
        for (int i = space + 2; i < closing; i++) {
            char c = line.charAt(i);
            if (c == '\\') {
                char next = i + 1 < closing ? line.charAt(i + 1) : 0;
                if (next != '"' && next != '\\') {
                    return null;
                }
                value.append(next);
                i++;
            } else if (c == '"') {
                return null;
            } else {
                value.append(c);
            }
        }
        return new HeaderLine(line.substring(1, space), value.toString());
    }

    private static boolean isAsciiLetter(char c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z';
    }
}
