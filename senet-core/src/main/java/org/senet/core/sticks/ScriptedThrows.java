package org.senet.core.sticks;

import java.util.ArrayList;
import java.util.List;

import org.senet.core.SenetException;
import org.senet.core.text.Input;

/**
 * Throws read from a script, e.g. {@code --throws 3,1,6}. When the script runs out, the fallback
 * source continues (random sticks), or a {@link SenetException} is thrown if there is none.
 */
public final class ScriptedThrows implements ThrowSource {
    private final List<Integer> script;
    private final ThrowSource fallback;
    private int next;

    /**
     * @param script   the throw values, in order
     * @param fallback where throws come from after the script, or {@code null} to fail instead
     */
    public ScriptedThrows(List<Integer> script, ThrowSource fallback) {
        this.script = List.copyOf(script);
        this.fallback = fallback;
    }

    /**
     * Parses a comma-separated list of throws ({@code "3,1,6"}), each a plain number (ASCII digits).
     *
     * @param text  the throws, separated by commas; spaces around them are allowed
     * @param table how the sticks are read
     * @return the throw values, in order
     * @throws SenetException with a player-readable message if an entry is not a throw of
     *                                  {@code table}
     */
    public static List<Integer> parse(String text, ThrowTable table) {
        List<Integer> values = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            String trimmed = part.trim();
            int value;
            try {
                value = Input.parseInt(trimmed);
            } catch (NumberFormatException e) {
                throw new SenetException("'" + Input.shown(trimmed) + "' in the throws is not a number");
            }
            if (!table.isThrowable(value)) {
                throw new SenetException(
                        "throw " + value + " is out of range: these rules throw " + table);
            }
            values.add(value);
        }
        return values;
    }

    /** {@return the number of scripted throws left} */
    public int remaining() {
        return script.size() - next;
    }

    @Override
    public int nextThrow(ThrowTable table) {
        if (next < script.size()) {
            return script.get(next++);
        }
        if (fallback == null) {
            throw new SenetException("the scripted throws ran out after " + script.size());
        }
        return fallback.nextThrow(table);
    }
}
