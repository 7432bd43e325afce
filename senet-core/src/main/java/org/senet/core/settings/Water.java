package org.senet.core.settings;

/**
 * The House of Water, 27: what it does to a piece that lands there or is knocked into it, and how a
 * piece held there gets out.
 *
 * @param onLanding          what happens to a piece that lands on 27
 * @param onKnock            where a piece goes that is attacked on one of {@link Landing#knockSquares()}
 *                           (TH8, RB7); {@link Fate#NOTHING} where no square knocks
 * @param endsTurn           whether a move that lands in the water ends the turn at once, cancelling any
 *                           further throw (K6, TA6)
 * @param onlyAsLastResort   whether 26→27 on a 1 is allowed only when no other forward move is (TH5)
 * @param rescue             how a side takes a held piece out before throwing
 * @param unusedThrow        what a throw other than the 4 that bears a held piece off does
 * @param keepsOutSecondPiece whether 27 takes no second piece while one is held there (Thibault's
 *                           {@code one-in-water})
 */
public record Water(Fate onLanding, Fate onKnock, boolean endsTurn, boolean onlyAsLastResort, Rescue rescue,
                    UnusedThrow unusedThrow, boolean keepsOutSecondPiece) {

    /** What happens to a piece that reaches 27. */
    public enum Fate {
        /**
         * It stays, held: while it is there its side moves no other piece, and it leaves by bearing off
         * on an exact 4 or by a {@link Rescue} (TH9, K8, RB8).
         */
        HELD,
        /** It goes back to square 1, or the first free square after it (JP7, AS4). */
        BACK_TO_START,
        /** It goes to 15, or the first free square before it (RB6). */
        TO_SECOND_LIFE,
        /** It leaves the board and waits to enter again (TA6). */
        OFF_BOARD,
        /** Nothing: 27 is an ordinary square (BE7). */
        NOTHING
    }

    /** How a side takes its held piece out of the water before throwing. */
    public enum Rescue {
        /** It cannot: only the exact 4 gets the piece out. */
        NONE,
        /** Instead of throwing, to 15 or the first free square before it; the turn passes (TH9e). */
        TO_SECOND_LIFE,
        /** Instead of throwing, to 15 when it is free; the turn ends (K8a). */
        TO_SECOND_LIFE_IF_FREE,
        /** Before throwing, to 15 or the first free square before it; then the side throws (RB8). */
        RETURN_THEN_THROW
    }

    /** What a throw does that does not bear the held piece off. */
    public enum UnusedThrow {
        /** It is lost, and the turn ends (K8b). */
        LOST,
        /** A 1 or the top throw (5, or 6) gives another throw anyway; a 2 or 3 ends the turn (TH9d). */
        ONE_OR_TOP_THROWS_AGAIN,
        /** The piece returns to 15 (or the first free square before it), the turn ends, and the opponent
         *  plays one more complete turn after its next (RB8). */
        PIECE_RETURNS_OPPONENT_PLAYS_TWICE
    }

    /**
     * Water rules, checked.
     *
     * @param onLanding           what happens to a piece that lands on 27
     * @param onKnock             where a piece goes that is attacked on one of {@link Landing#knockSquares()}
     *                            (TH8, RB7); {@link Fate#NOTHING} where no square knocks
     * @param endsTurn            whether a move that lands in the water ends the turn at once, cancelling any
     *                            further throw (K6, TA6)
     * @param onlyAsLastResort    whether 26→27 on a 1 is allowed only when no other forward move is (TH5)
     * @param rescue              how a side takes a held piece out before throwing
     * @param unusedThrow         what a throw other than the 4 that bears a held piece off does
     * @param keepsOutSecondPiece whether 27 takes no second piece while one is held there (Thibault's
     *                            {@code one-in-water})
     * @throws SettingsException if a rule of held pieces is set where no piece is held
     */
    public Water {
        if (onLanding == null || onKnock == null || rescue == null || unusedThrow == null) {
            throw new SettingsException("the water needs a rule for every point");
        }
        boolean holds = onLanding == Fate.HELD || onKnock == Fate.HELD;
        if (!holds && keepsOutSecondPiece) {
            throw new SettingsException("no piece stays on 27 then, so there is nothing to keep out");
        }
        if (!holds && (rescue != Rescue.NONE || unusedThrow != UnusedThrow.LOST)) {
            throw new SettingsException("no piece stays on 27, so no piece needs a way out of it");
        }
    }

    /**
     * A 27 that does nothing: an ordinary square.
     *
     * @return the water rules of an ordinary square
     */
    public static Water ordinary() {
        return new Water(Fate.NOTHING, Fate.NOTHING, false, false, Rescue.NONE, UnusedThrow.LOST, false);
    }

    /**
     * A piece landing on 27 is held there (TH9, K8): its side moves no other piece until it leaves by an
     * exact 4; with no rescue, no other way out, and no square that knocks pieces into the water.
     * {@link #withRescue}, {@link #withUnusedThrow}, {@link #withKnock} and the others add the rest.
     *
     * @return the water rules
     */
    public static Water heldOnLanding() {
        return new Water(Fate.HELD, Fate.NOTHING, false, false, Rescue.NONE, UnusedThrow.LOST, false);
    }

    /**
     * A trap: a piece landing on 27 is sent on at once, and so is one knocked into it.
     *
     * @param fate where the piece goes: {@link Fate#BACK_TO_START}, {@link Fate#TO_SECOND_LIFE} or
     *             {@link Fate#OFF_BOARD}
     * @return the water rules
     */
    public static Water sendingTo(Fate fate) {
        return new Water(fate, fate, false, false, Rescue.NONE, UnusedThrow.LOST, false);
    }

    /**
     * The same rules, with this fate for a piece landing on 27. Where no piece can be held on 27 then, the
     * rules of a held piece's way out (its rescue, its unused throws) go with it.
     *
     * @param fate what happens to a piece that lands on 27
     * @return the water rules
     */
    public Water withLanding(Fate fate) {
        if (fate != Fate.HELD && onKnock != Fate.HELD) {
            return new Water(fate, onKnock, endsTurn, onlyAsLastResort, Rescue.NONE, UnusedThrow.LOST,
                    keepsOutSecondPiece);
        }
        return new Water(fate, onKnock, endsTurn, onlyAsLastResort, rescue, unusedThrow, keepsOutSecondPiece);
    }

    /**
     * The same rules, with this fate for a piece knocked off a knock square. Where no piece can be held on
     * 27 then, the rules of a held piece's way out go with it, as with {@link #withLanding}.
     *
     * @param fate where a knocked piece goes
     * @return the water rules
     */
    public Water withKnock(Fate fate) {
        if (fate != Fate.HELD && onLanding != Fate.HELD) {
            return new Water(onLanding, fate, endsTurn, onlyAsLastResort, Rescue.NONE, UnusedThrow.LOST,
                    keepsOutSecondPiece);
        }
        return new Water(onLanding, fate, endsTurn, onlyAsLastResort, rescue, unusedThrow, keepsOutSecondPiece);
    }

    /**
     * The same rules, a landing in the water ending the turn or not.
     *
     * @param ends whether a move into the water ends the turn at once
     * @return the water rules
     */
    public Water withEndingTurn(boolean ends) {
        return new Water(onLanding, onKnock, ends, onlyAsLastResort, rescue, unusedThrow, keepsOutSecondPiece);
    }

    /**
     * The same rules, 26→27 allowed only as the last forward move or like any move.
     *
     * @param lastResort whether 26→27 is allowed only when no other forward move is
     * @return the water rules
     */
    public Water withOnlyAsLastResort(boolean lastResort) {
        return new Water(onLanding, onKnock, endsTurn, lastResort, rescue, unusedThrow, keepsOutSecondPiece);
    }

    /**
     * The same rules with this rescue.
     *
     * @param how how a held piece is taken out before throwing
     * @return the water rules
     */
    public Water withRescue(Rescue how) {
        return new Water(onLanding, onKnock, endsTurn, onlyAsLastResort, how, unusedThrow, keepsOutSecondPiece);
    }

    /**
     * The same rules with this fate of an unused throw.
     *
     * @param rule what a throw that does not bear the held piece off does
     * @return the water rules
     */
    public Water withUnusedThrow(UnusedThrow rule) {
        return new Water(onLanding, onKnock, endsTurn, onlyAsLastResort, rescue, rule, keepsOutSecondPiece);
    }

    /**
     * The same rules, 27 keeping out a second piece or not.
     *
     * @param keepsOut whether no second piece may enter 27 while one is held there
     * @return the water rules
     */
    public Water withSecondPieceKeptOut(boolean keepsOut) {
        return new Water(onLanding, onKnock, endsTurn, onlyAsLastResort, rescue, unusedThrow, keepsOut);
    }

    /** {@return whether a piece can be held on 27, landing there or knocked into it} */
    public boolean holds() {
        return onLanding == Fate.HELD || onKnock == Fate.HELD;
    }

    /** {@return whether a piece landing on 27 is sent on at once, whoever is there} */
    public boolean trapsOnLanding() {
        return onLanding != Fate.HELD && onLanding != Fate.NOTHING;
    }
}
