package org.senet.core.action;

import org.senet.core.SenetException;

/**
 * The one implementation of {@link MoveEffect}: an effect and the bit it was given in the vocabulary
 * that defines it ({@link MoveEffects}). A record, so that the compiler trusts its fields and folds an
 * effect constant's {@link #bit()} into the code.
 */
record EffectSlot(String name, String description, int index) implements MoveEffect {

    /** An effect, its name and description checked; {@code index} is its place among its vocabulary's. */
    static MoveEffect of(String name, String description, int index) {
        if (name == null || !name.matches("[A-Z][A-Z0-9_]*")) {
            throw new SenetException("an effect name is upper case letters, digits and _: " + name);
        }
        if (description == null || description.isBlank()) {
            throw new SenetException("effect " + name + " needs a description");
        }
        return new EffectSlot(name, description, index);
    }

    @Override
    public int bit() {
        return 1 << (ActionCode.EFFECT_SHIFT + index);
    }

    /** Every effect is made once, for a constant of its vocabulary, so an effect equals itself alone. */
    @Override
    public boolean equals(Object other) {
        return this == other;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }

    @Override
    public String toString() {
        return name;
    }
}
