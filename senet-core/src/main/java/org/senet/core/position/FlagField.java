package org.senet.core.position;

import org.senet.core.SenetException;

/**
 * A rule-set flag carried in {@link Position#flags()}: its key in the position notation, where it
 * sits in the {@code int} and how large it can be. A field at 0 is not written in the notation.
 *
 * @param key     the notation key, e.g. {@code mid}, {@code extra}
 * @param shift   the lowest bit of the field
 * @param bits    the width of the field in bits
 * @param max     the largest legal value
 * @param meaning what the flag says, in a player's words
 */
public record FlagField(String key, int shift, int bits, int max, String meaning) {

    /**
     * A field; {@code max} must fit in {@code bits}.
     *
     * @param key     the notation key: a lower case letter, then lower case letters and digits
     * @param shift   the lowest bit of the field, from 0
     * @param bits    the width of the field in bits; the field must end below bit 31
     * @param max     the largest legal value, at least 1
     * @param meaning what the flag says, in a player's words
     * @throws SenetException if the key or the bounds are not those of a field
     */
    public FlagField {
        if (bits < 1 || shift < 0 || shift + bits > 31 || max < 1 || max >= (1 << bits)
                || !key.matches("[a-z][a-z0-9]*")) {
            throw new SenetException("bad flag field " + key
                    + ": a key of a-z and 0-9, and a width of 1 to 31 bits that holds its largest value");
        }
    }

    /**
     * A one-bit flag: 0 or 1.
     *
     * @param key     the notation key
     * @param shift   the bit of the flag
     * @param meaning what the flag says, in a player's words
     * @return the flag field
     */
    public static FlagField bool(String key, int shift, String meaning) {
        return new FlagField(key, shift, 1, 1, meaning);
    }

    private int mask() {
        return ((1 << bits) - 1) << shift;
    }

    /**
     * The field's value in {@code flags}.
     *
     * @param flags the rule-set flags of a position
     * @return the value of this field in them
     */
    public int get(int flags) {
        return (flags & mask()) >>> shift;
    }

    /**
     * Whether the field is non-zero in {@code flags}.
     *
     * @param flags the rule-set flags of a position
     * @return true if this field is not 0 in them
     */
    public boolean isSet(int flags) {
        return (flags & mask()) != 0;
    }

    /**
     * {@code flags} with this field set to {@code value}.
     *
     * @param flags the rule-set flags of a position
     * @param value the new value of the field, 0..{@link #max()}
     * @return the flags with this field at {@code value}, the other fields unchanged
     */
    public int with(int flags, int value) {
        return (flags & ~mask()) | ((value << shift) & mask());
    }

    /**
     * {@code flags} with this field cleared.
     *
     * @param flags the rule-set flags of a position
     * @return the flags with this field at 0, the other fields unchanged
     */
    public int clear(int flags) {
        return flags & ~mask();
    }
}
