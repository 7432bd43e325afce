package org.senet.cli.text;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fits text to the screen: every line at most {@link #WIDTH} columns, broken only between words
 * (a single word longer than a line is the only thing ever cut). A line that starts with a short
 * label and two spaces ({@code "  A  Play a game"}, {@code "  3  kendall ..."}) goes on under the
 * text after the label, any other under its own indentation. A paragraph does not end on a line that
 * holds a single short word while the line above can give it company. Colour codes take no columns.
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

    /**
     * A question as screen lines on a screen {@code width} columns wide: {@link #PROMPT_WIDTH}'s margin
     * kept free for the answer typed after its last line.
     */
    public static List<String> promptLines(String prompt, int width) {
        return lines(prompt, width - (WIDTH - PROMPT_WIDTH));
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
        wrap(line, width, label.find() && label.end(1) < width / 2 ? label.end(1) : leading(line), into);
    }

    private static void wrap(String line, int width, int hanging, List<String> into) {
        if (columns(line) <= width) {
            into.add(line);
            return;
        }
        int first = into.size();
        fill(line, width, hanging, into);
        keepCompany(into, first, width, hanging);
    }

    /**
     * Where the paragraph's last line holds a single short word, the last word of the line above goes down
     * to it, when that line keeps a word and the last line still fits: no "starts." alone on a line.
     */
    private static void keepCompany(List<String> into, int first, int width, int hanging) {
        int last = into.size() - 1;
        if (last - first < 1) {
            return;
        }
        String alone = into.get(last).substring(Math.min(hanging, into.get(last).length()));
        String above = into.get(last - 1);
        int cut = above.stripTrailing().lastIndexOf(' ');
        int kept = last - 1 == first ? leading(above) : hanging;
        if (alone.isBlank() || alone.strip().contains(" ") || columns(alone.strip()) > width / 4 || cut <= kept
                || above.substring(kept, cut).isBlank()) {
            return; // a long word (a path, a command) may stand alone
        }
        String moved = " ".repeat(hanging) + above.substring(cut + 1).stripTrailing() + " " + alone;
        if (columns(moved) <= width) {
            into.set(last - 1, above.substring(0, cut).stripTrailing());
            into.set(last, moved);
        }
    }

    private static int leading(String line) {
        int spaces = 0;
        while (spaces < line.length() && line.charAt(spaces) == ' ') {
            spaces++;
        }
        return spaces;
    }

    private static void fill(String line, int width, int hanging, List<String> into) {
        int leading = leading(line);
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
