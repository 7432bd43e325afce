package org.senet.core.action;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * What happened in a move, beyond the piece going from one square to another. A move can carry
 * several effects (a swap that drowns the mover, a backward move into the water); each is one bit
 * of the encoded action ({@link ActionCode}).
 *
 * <p>The set is open: the engine defines the effects below, and a rule set of its own can
 * {@link #define} more (a move that sends a piece home, a square that costs a throw …). Effects are
 * labels for players, records and tests; the rule set's {@code apply} gives them their meaning.
 * The contract kit checks the meaning of the engine's own effects: only {@link #BEAR_OFF} takes a
 * piece out of the game, {@link #HIT} sends an opponent piece to wait, {@link #SWAP} leaves the
 * opponent piece on the square the mover left.
 */
public final class MoveEffect {
    /** At most this many effects exist at once: the bits that an action code keeps for them. */
    public static final int MAX_EFFECTS = 16;

    private static final List<MoveEffect> ALL = new ArrayList<>();

    /** The piece moved backward (towards square 1; in Bell's reversed game, away from 1). */
    public static final MoveEffect BACKWARD = define("BACKWARD", "moved backward");
    /** The piece entered the board from off it. */
    public static final MoveEffect ENTER = define("ENTER", "entered the board");
    /** The mover landed on an opponent piece and the two exchanged squares. */
    public static final MoveEffect SWAP = define("SWAP", "swapped with the opponent piece");
    /** The mover landed on an opponent piece, which was removed and must enter again. */
    public static final MoveEffect HIT = define("HIT", "removed the opponent piece, which must enter again");
    /** The attacked opponent piece dropped into the House of Water (27) instead of swapping. */
    public static final MoveEffect KNOCK = define("KNOCK", "knocked the opponent piece into the water");
    /** The mover landed on the trap (27) and was sent elsewhere, or removed (the resulting position shows where). */
    public static final MoveEffect TRAP = define("TRAP", "fell into the trap and was sent away");
    /** The mover is now in the water on 27 (drowning, trapped). */
    public static final MoveEffect DROWN = define("DROWN", "is now in the water");
    /** The mover left the board for good. */
    public static final MoveEffect BEAR_OFF = define("BEAR_OFF", "left the board for good");

    private final String name;
    private final String description;
    private final int index;

    private MoveEffect(String name, String description, int index) {
        this.name = name;
        this.description = description;
        this.index = index;
    }

    /**
     * Defines a new effect, for a rule set whose moves do something the engine's effects do not
     * name. Call it once, for a {@code static final} constant; the effect gets the next free bit.
     *
     * @param name        an upper-case name, unique among all effects (e.g. {@code NETTED})
     * @param description what happened, in a few words (e.g. "landed in the net: the next throw is lost")
     * @return the new effect
     * @throws IllegalArgumentException if the name is taken or not of the form {@code [A-Z][A-Z0-9_]*}
     * @throws IllegalStateException    if {@link #MAX_EFFECTS} effects exist already
     */
    public static MoveEffect define(String name, String description) {
        if (name == null || !name.matches("[A-Z][A-Z0-9_]*")) {
            throw new IllegalArgumentException("an effect name is upper case letters, digits and _: " + name);
        }
        if (description == null || description.isBlank()) {
            throw new IllegalArgumentException("effect " + name + " needs a description");
        }
        synchronized (ALL) {
            if (named(name).isPresent()) {
                throw new IllegalArgumentException("there is already an effect named " + name);
            }
            if (ALL.size() == MAX_EFFECTS) {
                throw new IllegalStateException("no room for effect " + name + ": " + MAX_EFFECTS + " effects exist");
            }
            MoveEffect effect = new MoveEffect(name, description, ALL.size());
            ALL.add(effect);
            return effect;
        }
    }

    /** Every effect defined so far, the engine's first, in the order of their bits. */
    public static List<MoveEffect> all() {
        synchronized (ALL) {
            return Collections.unmodifiableList(new ArrayList<>(ALL));
        }
    }

    /** The effect of this name, if one is defined. */
    public static Optional<MoveEffect> named(String name) {
        synchronized (ALL) {
            for (MoveEffect effect : ALL) {
                if (effect.name.equals(name)) {
                    return Optional.of(effect);
                }
            }
            return Optional.empty();
        }
    }

    /** The effect's name, e.g. {@code SWAP}. */
    public String name() {
        return name;
    }

    /** What happened, in a few words. */
    public String description() {
        return description;
    }

    /** This effect's bit in an encoded action. */
    public int bit() {
        return 1 << (ActionCode.EFFECT_SHIFT + index);
    }

    @Override
    public String toString() {
        return name;
    }
}
