package org.senet.core.sticks;

/** Where throws come from: random sticks, or a script (tutorials, tests, replays). */
@FunctionalInterface
public interface ThrowSource {
    /**
     * The next throw value under {@code table}.
     *
     * @param table how the sticks are read
     * @return the value of the next throw, one the table can give
     * @throws org.senet.core.SenetException if a scripted source has run out
     */
    int nextThrow(ThrowTable table);
}
