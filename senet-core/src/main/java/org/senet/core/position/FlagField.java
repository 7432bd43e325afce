package org.senet.core.position;

/**
 * A rule-set flag carried in {@link Position#flags()}: its notation key (DESIGN.md §3), where it
 * sits in the {@code int} and how large it can be. A field at 0 is not written in the notation.
 *
 * @param key     the notation key, e.g. {@code mid}, {@code extra}
 * @param shift   the lowest bit of the field
 * @param bits    the width of the field in bits
 * @param max     the largest legal value
 * @param meaning what the flag says, in a player's words
 */
public record FlagField(String key, int shift, int bits, int max, String meaning) {

    /** A field; {@code max} must fit in {@code bits}. */
    public FlagField {
        if (bits < 1 || shift < 0 || shift + bits > 31 || max < 1 || max >= (1 << bits)
                || !key.matches("[a-z][a-z0-9]*")) {
            throw new IllegalArgumentException("bad flag field " + key);
        }
    }

    /** A one-bit flag: 0 or 1. */
    public static FlagField bool(String key, int shift, String meaning) {
        return new FlagField(key, shift, 1, 1, meaning);
    }

    private int mask() {
        return ((1 << bits) - 1) << shift;
    }

    /** The field's value in {@code flags}. */
    public int get(int flags) {
        return (flags & mask()) >>> shift;
    }

    /** Whether the field is non-zero in {@code flags}. */
    public boolean isSet(int flags) {
        return (flags & mask()) != 0;
    }

    /** {@code flags} with this field set to {@code value}. */
    public int with(int flags, int value) {
        return (flags & ~mask()) | ((value << shift) & mask());
    }

    /** {@code flags} with this field cleared. */
    public int clear(int flags) {
        return flags & ~mask();
    }
}
