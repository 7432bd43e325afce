package org.senet.core.action;

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
 *
 * <p>Effects are values of one engine-made kind: a rule set obtains them from {@link #define} and
 * cannot make them otherwise. (They are records underneath, so that the compiler folds
 * {@code SWAP.bit()} into a constant in the move code.)
 */
public sealed interface MoveEffect permits EffectSlot {
    /** At most this many effects exist at once: the bits that an action code keeps for them. */
    int MAX_EFFECTS = 16;

    /** The piece moved backward (towards square 1; in Bell's reversed game, away from 1). */
    MoveEffect BACKWARD = define("BACKWARD", "moved backward");
    /** The piece entered the board from off it. */
    MoveEffect ENTER = define("ENTER", "entered the board");
    /** The mover landed on an opponent piece and the two exchanged squares. */
    MoveEffect SWAP = define("SWAP", "swapped with the opponent piece");
    /** The mover landed on an opponent piece, which was removed and must enter again. */
    MoveEffect HIT = define("HIT", "removed the opponent piece, which must enter again");
    /** The attacked opponent piece dropped into the House of Water (27) instead of swapping. */
    MoveEffect KNOCK = define("KNOCK", "knocked the opponent piece into the water");
    /** The mover landed on the trap (27) and was sent elsewhere, or removed (the resulting position shows where). */
    MoveEffect TRAP = define("TRAP", "fell into the trap and was sent away");
    /** The mover is now in the water on 27 (drowning, trapped). */
    MoveEffect DROWN = define("DROWN", "is now in the water");
    /** The mover left the board for good. */
    MoveEffect BEAR_OFF = define("BEAR_OFF", "left the board for good");
    /** The move landed on the House of Netting: its side loses the next throw. */
    MoveEffect NETTED = define("NETTED", "landed in the net: its side loses the next throw");

    /**
     * Defines a new effect, for a rule set whose moves do something the engine's effects do not
     * name. Call it once, for a {@code static final} constant; the effect gets the next free bit.
     *
     * @param name        an upper-case name, unique among all effects (e.g. {@code SNARED})
     * @param description what happened, in a few words (e.g. "landed in the net: the next throw is lost")
     * @return the new effect
     * @throws org.senet.core.SenetException if the name is taken or not of the form {@code [A-Z][A-Z0-9_]*}
     * @throws org.senet.core.SenetException if {@link #MAX_EFFECTS} effects exist already
     */
    static MoveEffect define(String name, String description) {
        return EffectSlot.define(name, description);
    }

    /** {@return every effect defined so far, the engine's first, in the order of their bits} */
    static List<MoveEffect> all() {
        return EffectSlot.all();
    }

    /**
     * The effect of this name, if one is defined.
     *
     * @param name the effect's name, e.g. {@code SWAP}
     * @return the effect; empty if none has this name
     */
    static Optional<MoveEffect> named(String name) {
        return EffectSlot.named(name);
    }

    /** {@return the effect's name, e.g. {@code SWAP}} */
    String name();

    /** {@return what happened, in a few words} */
    String description();

    /** {@return this effect's bit in an encoded action} */
    int bit();
}
