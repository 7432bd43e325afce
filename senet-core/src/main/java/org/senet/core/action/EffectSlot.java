package org.senet.core.action;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.senet.core.SenetException;

/**
 * The one implementation of {@link MoveEffect}: an effect and the bit it was given. A record, so
 * that the compiler trusts its fields and folds an effect constant's {@link #bit()} into the code.
 */
record EffectSlot(String name, String description, int index) implements MoveEffect {
    private static final List<MoveEffect> ALL = new ArrayList<>();

    static MoveEffect define(String name, String description) {
        if (name == null || !name.matches("[A-Z][A-Z0-9_]*")) {
            throw new SenetException("an effect name is upper case letters, digits and _: " + name);
        }
        if (description == null || description.isBlank()) {
            throw new SenetException("effect " + name + " needs a description");
        }
        synchronized (ALL) {
            if (named(name).isPresent()) {
                throw new SenetException("there is already an effect named " + name);
            }
            if (ALL.size() == MAX_EFFECTS) {
                throw new SenetException("no room for effect " + name + ": " + MAX_EFFECTS + " effects exist");
            }
            MoveEffect effect = new EffectSlot(name, description, ALL.size());
            ALL.add(effect);
            return effect;
        }
    }

    static List<MoveEffect> all() {
        synchronized (ALL) {
            return List.copyOf(ALL);
        }
    }

    static Optional<MoveEffect> named(String name) {
        synchronized (ALL) {
            return ALL.stream().filter(effect -> effect.name().equals(name)).findFirst();
        }
    }

    @Override
    public int bit() {
        return 1 << (ActionCode.EFFECT_SHIFT + index);
    }

    @Override
    public String toString() {
        return name;
    }
}
