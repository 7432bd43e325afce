package org.senet.core.action;

import java.util.List;
import java.util.Optional;

/**
 * What happened in a move, beyond the piece going from one square to another. A move can carry
 * several effects (a swap that drowns the mover, a backward move into the water); each is one bit
 * of the encoded action ({@link ActionCode}).
 *
 * <p>The set is open: the engine defines the effects below, always at the same bits, and a rule set of
 * its own defines more in its vocabulary ({@link MoveEffects#define}, through
 * {@link org.senet.core.rules.Vocabulary#effect}): a move that sends a piece home, a square that costs a
 * throw … Such an effect belongs to the rule set that defines it; its bit means something only to that
 * rule set ({@link org.senet.core.rules.RuleSet#vocabulary()}). Effects are labels for players, records
 * and tests; the rule set's {@code apply} gives them their meaning.
 * The contract kit checks the meaning of the engine's own effects: only {@link #BEAR_OFF} takes a
 * piece out of the game, {@link #HIT} sends an opponent piece to wait, {@link #SWAP} leaves the
 * opponent piece on the square the mover left.
 *
 * <p>Effects are values of one engine-made kind: a rule set obtains them from its
 * {@link MoveEffects} and cannot make them otherwise. (They are records underneath, so that the compiler folds
 * {@code SWAP.bit()} into a constant in the move code.)
 */
public sealed interface MoveEffect permits EffectSlot {
    /** At most this many effects exist in one vocabulary: the bits that an action code keeps for them. */
    int MAX_EFFECTS = 16;

    /** The piece moved backward (towards square 1; in Bell's reversed game, away from 1). */
    MoveEffect BACKWARD = EffectSlot.of("BACKWARD", "moved backward", 0);
    /** The piece entered the board from off it. */
    MoveEffect ENTER = EffectSlot.of("ENTER", "entered the board", 1);
    /** The mover landed on an opponent piece and the two exchanged squares. */
    MoveEffect SWAP = EffectSlot.of("SWAP", "swapped with the opponent piece", 2);
    /** The mover landed on an opponent piece, which was removed and must enter again. */
    MoveEffect HIT = EffectSlot.of("HIT", "removed the opponent piece, which must enter again", 3);
    /** The attacked opponent piece dropped into the House of Water (27) instead of swapping. */
    MoveEffect KNOCK = EffectSlot.of("KNOCK", "knocked the opponent piece into the water", 4);
    /** The mover landed on the trap (27) and was sent elsewhere, or removed (the resulting position shows where). */
    MoveEffect TRAP = EffectSlot.of("TRAP", "fell into the trap and was sent away", 5);
    /** The mover is now in the water on 27 (drowning, trapped). */
    MoveEffect DROWN = EffectSlot.of("DROWN", "is now in the water", 6);
    /** The mover left the board for good. */
    MoveEffect BEAR_OFF = EffectSlot.of("BEAR_OFF", "left the board for good", 7);
    /** The move landed on the House of Netting: its side loses the next throw. */
    MoveEffect NETTED = EffectSlot.of("NETTED", "landed in the net: its side loses the next throw", 8);

    /** {@return the engine's effects, in the order of their bits ({@link MoveEffects#engine()})} */
    static List<MoveEffect> all() {
        return MoveEffects.engine().all();
    }

    /**
     * The engine's effect of this name, if there is one; a rule set's own effects are named in its
     * vocabulary ({@link MoveEffects#named}).
     *
     * @param name the effect's name, e.g. {@code SWAP}
     * @return the effect; empty if none of the engine's has this name
     */
    static Optional<MoveEffect> named(String name) {
        return MoveEffects.engine().named(name);
    }

    /** {@return the effect's name, e.g. {@code SWAP}} */
    String name();

    /** {@return what happened, in a few words} */
    String description();

    /** {@return this effect's bit in an encoded action} */
    int bit();
}
