package org.senet.core.settings;

import org.senet.core.action.MoveEffect;
import org.senet.core.board.Track;
import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.RuleSetConfigurationException;

/**
 * What happens when a piece lands on a square, and whether it may pass the squares on its way: the
 * attack rules of a rule set, as data. Built from the named rules below, each off by default;
 * {@link org.senet.core.engine.LandingRule} applies them to a position.
 *
 * <p>The checks, in the order their refusals are given: the mover's own piece on the square
 * ({@link RefusalReason#OWN_PIECE_ON_DESTINATION}); a wall on the way ({@link #wallsBlock()});
 * then, with an opponent piece on the square: a backward move that may not attack
 * ({@link #backwardAttacks()}), a safe square ({@link #safe()}), a square where the attacked piece
 * drops into the water ({@link #knockSquares()}), protection by a neighbour
 * ({@link #neighboursProtect()}); and otherwise the attack itself, a swap or a hit
 * ({@link #attack()}).
 *
 * @param attack                     what an attack does: {@link MoveEffect#SWAP} (exchange squares) or
 *                                   {@link MoveEffect#HIT} (the piece leaves the board and waits to enter)
 * @param safe                       squares on which a piece cannot be attacked
 * @param knockSquares               squares on which an attacked piece is not swapped but drops into the
 *                                   House of Water, the attacker taking its square ({@link MoveEffect#KNOCK})
 * @param neighboursProtect          a piece with a piece of its own side on an adjacent square cannot be
 *                                   attacked (except on {@code knockSquares})
 * @param drowningUnprotects         while a side has a piece in the water (27), none of its pieces is
 *                                   protected by a neighbour
 * @param backwardIgnoresProtection  a backward move attacks even a protected piece
 * @param backwardAttacks            a backward move may land on an opponent piece at all; if not, it lands
 *                                   only on empty squares
 * @param wallsBlock                 three or more opposing pieces on consecutive squares cannot be passed,
 *                                   in either direction
 */
public record Landing(MoveEffect attack, int safe, int knockSquares, boolean neighboursProtect,
                      boolean drowningUnprotects, boolean backwardIgnoresProtection, boolean backwardAttacks,
                      boolean wallsBlock) {

    /**
     * Rules of landing, checked: an attack either swaps or hits.
     *
     * @param attack                    what an attack does: {@link MoveEffect#SWAP} or {@link MoveEffect#HIT}
     * @param safe                      squares on which a piece cannot be attacked
     * @param knockSquares              squares on which an attacked piece drops into the House of Water
     * @param neighboursProtect         whether a piece next to one of its own side cannot be attacked
     * @param drowningUnprotects        whether a side with a piece in the water loses that protection
     * @param backwardIgnoresProtection whether a backward move attacks even a protected piece
     * @param backwardAttacks           whether a backward move may land on an opponent piece at all
     * @param wallsBlock                whether three or more opposing pieces in a row cannot be passed
     * @throws RuleSetConfigurationException if {@code attack} is neither SWAP nor HIT
     */
    public Landing {
        if (attack != MoveEffect.SWAP && attack != MoveEffect.HIT) {
            throw new RuleSetConfigurationException("an attack swaps or hits, not " + attack);
        }
    }

    /**
     * Attacks swap (C6); nothing is safe, protected or blocked.
     *
     * @return the rules of landing with swapping attacks and nothing else
     */
    public static Landing swapping() {
        return new Landing(MoveEffect.SWAP, 0, 0, false, false, false, true, false);
    }

    /**
     * Attacks hit: the attacked piece leaves the board and waits to enter; nothing is safe yet.
     *
     * @return the rules of landing with hitting attacks and nothing else
     */
    public static Landing hitting() {
        return new Landing(MoveEffect.HIT, 0, 0, false, false, false, true, false);
    }

    /**
     * The same rules, with these squares safe as well.
     *
     * @param squares the squares to make safe as well, as a bit mask
     * @return the rules with those squares safe
     */
    public Landing withSafe(int squares) {
        return withSafeSquares(safe | squares);
    }

    /**
     * The same rules, with exactly these squares safe.
     *
     * @param squares the safe squares, as a bit mask (0: none)
     * @return the rules with those squares safe and no other
     */
    public Landing withSafeSquares(int squares) {
        return new Landing(attack, squares, knockSquares, neighboursProtect, drowningUnprotects,
                backwardIgnoresProtection, backwardAttacks, wallsBlock);
    }

    /**
     * The same rules, with an attacked piece on these squares knocked into the water.
     *
     * @param squares the squares to add, as a bit mask
     * @return the rules with an attacked piece on those squares knocked into the water
     */
    public Landing withKnockInto(int squares) {
        return withKnockSquares(knockSquares | squares);
    }

    /**
     * The same rules, with an attacked piece knocked into the water on exactly these squares.
     *
     * @param squares the squares, as a bit mask (0: none)
     * @return the rules with those knock squares and no other
     */
    public Landing withKnockSquares(int squares) {
        return new Landing(attack, safe, squares, neighboursProtect, drowningUnprotects, backwardIgnoresProtection,
                backwardAttacks, wallsBlock);
    }

    /**
     * The same rules, with this attack.
     *
     * @param effect {@link MoveEffect#SWAP} or {@link MoveEffect#HIT}
     * @return the rules with attacks that swap or hit
     * @throws RuleSetConfigurationException if {@code effect} is neither
     */
    public Landing withAttack(MoveEffect effect) {
        return new Landing(effect, safe, knockSquares, neighboursProtect, drowningUnprotects,
                backwardIgnoresProtection, backwardAttacks, wallsBlock);
    }

    /**
     * The same rules, with pieces protected by an adjacent piece of their side.
     *
     * @return the rules with neighbours protecting
     */
    public Landing withNeighboursProtecting() {
        return withNeighboursProtecting(true);
    }

    /**
     * The same rules, with or without protection by an adjacent piece of the same side.
     *
     * @param protecting whether a piece with a neighbour of its side cannot be attacked
     * @return the rules with that protection, or without it
     */
    public Landing withNeighboursProtecting(boolean protecting) {
        return new Landing(attack, safe, knockSquares, protecting, drowningUnprotects, backwardIgnoresProtection,
                backwardAttacks, wallsBlock);
    }

    /**
     * The same rules, with no protection for a side while it has a piece in the water.
     *
     * @return the rules with no protection for a side that has a piece in the water
     */
    public Landing withDrowningUnprotecting() {
        return new Landing(attack, safe, knockSquares, neighboursProtect, true, backwardIgnoresProtection,
                backwardAttacks, wallsBlock);
    }

    /**
     * The same rules, with backward moves attacking protected pieces too.
     *
     * @return the rules with backward moves attacking protected pieces
     */
    public Landing withBackwardIgnoringProtection() {
        return new Landing(attack, safe, knockSquares, neighboursProtect, drowningUnprotects, true,
                backwardAttacks, wallsBlock);
    }

    /**
     * The same rules, with backward moves landing only on empty squares.
     *
     * @return the rules with backward moves onto empty squares only
     */
    public Landing withBackwardOntoEmptyOnly() {
        return withBackwardAttacking(false);
    }

    /**
     * The same rules, with backward moves attacking as forward ones do, or landing only on empty squares.
     *
     * @param attacking whether a backward move may land on an opponent piece
     * @return the rules with that backward rule
     */
    public Landing withBackwardAttacking(boolean attacking) {
        return new Landing(attack, safe, knockSquares, neighboursProtect, drowningUnprotects,
                backwardIgnoresProtection, attacking, wallsBlock);
    }

    /**
     * The same rules, with walls of three blocking passage.
     *
     * @return the rules with walls of three blocking passage
     */
    public Landing withWalls() {
        return withWalls(true);
    }

    /**
     * The same rules, with or without walls of three blocking passage.
     *
     * @param blocking whether three or more opposing pieces in a row cannot be passed
     * @return the rules with walls, or without them
     */
    public Landing withWalls(boolean blocking) {
        return new Landing(attack, safe, knockSquares, neighboursProtect, drowningUnprotects,
                backwardIgnoresProtection, backwardAttacks, blocking);
    }

    /**
     * Whether a piece on {@code square} can never be attacked.
     *
     * @param square a square, 1..30
     * @return true if the square is safe
     */
    public boolean isSafe(int square) {
        return (safe & Track.bit(square)) != 0;
    }

    /**
     * Whether an attack knocks a piece on {@code square} into the water rather than swapping or hitting it.
     *
     * @param square a square, 1..30
     * @return true if an attacked piece there drops into 27
     */
    public boolean knocksFrom(int square) {
        return (knockSquares & Track.bit(square)) != 0;
    }
}
