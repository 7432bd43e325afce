package org.senet.core.action;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.senet.core.SenetException;

/**
 * The move effects that one rulebook's actions carry: the engine's own ({@link #engine()}), always at
 * the same bits, and those the rulebook defines, at the bits after them. The bits of a rulebook's own
 * effects mean something only to that rulebook: two plugins may each define an effect {@code SNARED}
 * at the same bit, and a plugin loaded twice defines its effects twice without a clash. A rule set
 * gives its effects through {@link org.senet.core.rules.Vocabulary}, which holds a set of these.
 *
 * <pre>{@code
 * static final MoveEffects EFFECTS = MoveEffects.extendingEngine();
 * static final MoveEffect SNARED = EFFECTS.define("SNARED", "caught in a snare: the next throw is lost");
 * }</pre>
 *
 * <p>Thread-safe: effects are defined while the rulebook's class is initialised, and read after.
 */
public final class MoveEffects {
    private static final MoveEffects ENGINE = new MoveEffects(List.of(MoveEffect.BACKWARD, MoveEffect.ENTER,
            MoveEffect.SWAP, MoveEffect.HIT, MoveEffect.KNOCK, MoveEffect.TRAP, MoveEffect.DROWN, MoveEffect.BEAR_OFF,
            MoveEffect.NETTED), false);

    private final boolean open;
    private volatile List<MoveEffect> all;

    private MoveEffects(List<MoveEffect> effects, boolean open) {
        this.all = List.copyOf(effects);
        this.open = open;
    }

    /** {@return the engine's effects, the same for every rule set: fixed, in the order of their bits} */
    public static MoveEffects engine() {
        return ENGINE;
    }

    /** {@return a new set of effects for a rulebook: the engine's, and room for its own ({@link #define})} */
    public static MoveEffects extendingEngine() {
        return new MoveEffects(ENGINE.all, true);
    }

    /**
     * Defines an effect of this set at the next free bit, for a rule set whose moves do something the
     * engine's effects do not name. Call it once, for a {@code static final} constant.
     *
     * @param name        an upper-case name, unique in this set (e.g. {@code SNARED})
     * @param description what happened, in a few words (e.g. "caught in a snare: the next throw is lost")
     * @return the new effect
     * @throws SenetException if this is the engine's set, if the name is taken here or not of the form
     *                        {@code [A-Z][A-Z0-9_]*}, or if {@link MoveEffect#MAX_EFFECTS} effects exist here
     */
    public synchronized MoveEffect define(String name, String description) {
        if (!open) {
            throw new SenetException("the engine's effects are fixed; define " + name
                    + " in a set of the rule set's own (MoveEffects.extendingEngine())");
        }
        MoveEffect effect = EffectSlot.of(name, description, all.size());
        if (named(name).isPresent()) {
            throw new SenetException("there is already an effect named " + name);
        }
        if (all.size() == MoveEffect.MAX_EFFECTS) {
            throw new SenetException("no room for effect " + name + ": " + MoveEffect.MAX_EFFECTS + " effects exist");
        }
        List<MoveEffect> more = new ArrayList<>(all);
        more.add(effect);
        all = List.copyOf(more);
        return effect;
    }

    /** {@return every effect of this set, the engine's first, in the order of their bits} */
    public List<MoveEffect> all() {
        return all;
    }

    /**
     * The effect of this name, if this set has one.
     *
     * @param name the effect's name, e.g. {@code SWAP}
     * @return the effect; empty if none has this name here
     */
    public Optional<MoveEffect> named(String name) {
        return all.stream().filter(effect -> effect.name().equals(name)).findFirst();
    }

    /**
     * The effects of this set that an action carries, in the order of their bits.
     *
     * @param code an action code
     * @return its effects, empty for none
     */
    public Set<MoveEffect> of(int code) {
        Set<MoveEffect> set = new LinkedHashSet<>();
        for (MoveEffect effect : all) {
            if (ActionCode.has(code, effect)) {
                set.add(effect);
            }
        }
        return set;
    }
}
