package org.senet.cli.text;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fits text to the screen: every line at most {@link #WIDTH} columns, broken only between words
 * (a single word longer than a line is the only thing ever cut). A line that starts with a short
 * label and two spaces ({@code "  A  Play a game"}, {@code "  3  kendall ..."}) goes on under the
 * text after the label, any other under its own indentation. Colour codes take no columns.
 */
public final class Wrap {
    /** The width every screen fits: a standard terminal's 80 columns. */
    public static final int WIDTH = 80;
    /** Prompts are wrapped a little shorter, so that the answer typed after them fits on the line. */
    public static final int PROMPT_WIDTH = 70;

    private static final Pattern COLOUR = Pattern.compile("\033\\[[0-9;]*m");
    private static final Pattern LABEL = Pattern.compile("^( *\\S{1,4} {2,}(?:\\S{1,24} {2,})?)\\S");
    private static final Pattern WORD = Pattern.compile("( *)(\\S+)");

    private Wrap() {
    }

    /** The columns a line takes on screen (colour codes take none). */
    public static int columns(String line) {
        return COLOUR.matcher(line).replaceAll("").codePointCount(0, COLOUR.matcher(line).replaceAll("").length());
    }

    /**
     * The text as screen lines of at most {@code width} columns. A trailing space of the text (a
     * prompt's) is kept on its last line.
     */
    public static List<String> lines(String text, int width) {
        List<String> result = new ArrayList<>();
        String[] paragraphs = text.split("\n", -1);
        for (String paragraph : paragraphs) {
            wrap(paragraph, width, result);
        }
        return result;
    }

    /** The text as screen lines of at most {@code width} columns, continued {@code hanging} columns in. */
    public static List<String> lines(String text, int width, int hanging) {
        List<String> result = new ArrayList<>();
        for (String paragraph : text.split("\n", -1)) {
            wrap(paragraph, width, hanging, result);
        }
        return result;
    }

    private static void wrap(String line, int width, List<String> into) {
        Matcher label = LABEL.matcher(line);
        int leading = 0;
        while (leading < line.length() && line.charAt(leading) == ' ') {
            leading++;
        }
        wrap(line, width, label.find() && label.end(1) < width / 2 ? label.end(1) : leading, into);
    }

    private static void wrap(String line, int width, int hanging, List<String> into) {
        if (columns(line) <= width) {
            into.add(line);
            return;
        }
        int leading = 0;
        while (leading < line.length() && line.charAt(leading) == ' ') {
            leading++;
        }
        String indent = " ".repeat(hanging);
        StringBuilder current = new StringBuilder(line.substring(0, leading));
        int currentColumns = leading;
        boolean empty = true;
        Matcher words = WORD.matcher(line);
        words.region(leading, line.length());
        while (words.find()) {
            String space = words.group(1);
            String word = words.group(2);
            int wordColumns = columns(word);
            if (!empty && currentColumns + space.length() + wordColumns > width) {
                into.add(current.toString());
                current = new StringBuilder(indent);
                currentColumns = hanging;
                empty = true;
            }
            while (empty && currentColumns + wordColumns > width) {
                // a word longer than a line: the only place a word is ever cut
                int cut = Math.max(1, width - currentColumns);
                into.add(current + word.substring(0, cut));
                current = new StringBuilder(indent);
                currentColumns = hanging;
                word = word.substring(cut);
                wordColumns = columns(word);
            }
            if (!empty) {
                current.append(space);
                currentColumns += space.length();
            }
            current.append(word);
            currentColumns += wordColumns;
            empty = false;
        }
        if (line.endsWith(" ")) {
            current.append(' '); // a prompt's space before the answer
        }
        into.add(current.toString());
    }
}
