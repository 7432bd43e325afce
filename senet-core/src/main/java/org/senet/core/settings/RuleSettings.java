package org.senet.core.settings;

import static org.senet.core.sticks.ThrowTable.NO_WHITE_SIDE;

import org.senet.core.action.MoveEffect;
import org.senet.core.board.BoardFeatures;
import org.senet.core.board.Track;
import org.senet.core.rules.Opening;
import org.senet.core.settings.Movement.Beauty;
import org.senet.core.settings.Movement.JudgesBackward;
import org.senet.core.settings.Water.Fate;
import org.senet.core.settings.Water.Rescue;
import org.senet.core.settings.Water.UnusedThrow;
import org.senet.core.sticks.ThrowTable;

/**
 * Everything that tells one Senet reconstruction from another, as one immutable value: the sticks,
 * the set-up and opening, how pieces move, what landing on a piece does, how waiting pieces enter, the
 * House of Water, bearing off, the shape of a turn, and how a game is won.
 *
 * <p>The shipped rule sets are presets ({@link #THIBAULT}, {@link #KENDALL}, …); every point has a
 * wither, so that a variant that differs in one point is one call:
 * <pre>{@code
 * RuleSettings kendallFifteenSafe = RuleSettings.KENDALL.withSafeSquares(15);
 * }</pre>
 * A combination the engine cannot play is refused when it is built, with the reason
 * ({@link SettingsException}). {@link org.senet.core.engine.SettingsRuleSet} plays any settings.
 *
 * <p>A rule that belongs to the throw with no white side (another throw, entry, bearing off from 26) is
 * given to {@link ThrowTable#NO_WHITE_SIDE}, not to the 5 or 6 it counts: {@link #withSticks} then moves
 * every such role to the value the new sticks give it ({@code TAIT.withSticks(ThrowTable.FIVE)} is Tait with
 * a 5 doing all that Tait's 6 did). A rule given to a number stays with the number, and one given to a 5
 * or 6 that the sticks cannot throw is refused.
 *
 * @param sticks     how the sticks are read (C4)
 * @param setup      pieces, their places and the opening
 * @param movement   direction, backward moves, squares 26 and 28..30
 * @param landing    what landing on a square does: attacks, protection, safe squares, walls
 * @param entry      how a waiting piece enters
 * @param water      what the House of Water, 27, does
 * @param bearingOff how pieces leave the board
 * @param turns      which moves earn another throw and the shape of a turn
 * @param goal       how a game is won
 */
public record RuleSettings(ThrowTable sticks, Setup setup, Movement movement, Landing landing, Entry entry,
                           Water water, BearingOff bearingOff, Turns turns, Goal goal) {

    /** How a game is won. */
    public enum Goal {
        /** The first side to bear off all its pieces wins (C7). */
        BEAR_OFF_ALL,
        /** The first side with all its pieces on row 1, 1..10, wins (BE5). */
        ALL_ON_FIRST_ROW
    }

    /** Daniel U. Thibault's rules (TH1–TH11), every alternative rule off. */
    public static final RuleSettings THIBAULT = new RuleSettings(ThrowTable.FIVE, // TH2
            Setup.alternating(5), // TH1
            Movement.forwardOnly().withBackwardWhenBlocked(true) // TH3
                    .withBeauty(Beauty.LAND_EXACTLY) // TH4
                    .withJudgesMovingForward(false).withJudgesBackward(JudgesBackward.NEVER), // TH6
            Landing.swapping().withNeighboursProtecting() // TH7
                    .withKnockInto(Track.JUDGES) // TH8
                    .withDrowningUnprotecting(), // TH9
            Entry.COUNTING_FROM_START,
            Water.heldOnLanding().withKnock(Fate.HELD) // TH8, TH9
                    .withOnlyAsLastResort(true) // TH5
                    .withRescue(Rescue.TO_SECOND_LIFE) // TH9e
                    .withUnusedThrow(UnusedThrow.ONE_OR_TOP_THROWS_AGAIN), // TH9d
            BearingOff.exactCountFrom(Track.BEAUTY, Track.THREE_JUDGES, Track.TWO_JUDGES, Track.HORUS), // TH5, TH6
            Turns.throwingAgainOn(ThrowAgain.on(1, 4, NO_WHITE_SIDE)) // TH2
                    .withMiddleOfTurnMarked(true), // TH9e
            Goal.BEAR_OFF_ALL); // TH10

    /** Timothy Kendall's rules (K1–K9), without the {@code robinson} house rule. */
    public static final RuleSettings KENDALL = new RuleSettings(ThrowTable.FIVE, // K2
            Setup.alternating(7), // K1
            Movement.forwardOnly().withBackwardWhenBlocked(true) // K4
                    .withBeauty(Beauty.LAND_EXACTLY) // K5
                    .withJudgesMovingForward(false).withJudgesBackward(JudgesBackward.INTO_WATER), // K7
            Landing.swapping().withNeighboursProtecting(), // K3
            Entry.COUNTING_FROM_START,
            Water.heldOnLanding().withEndingTurn(true) // K6
                    .withRescue(Rescue.TO_SECOND_LIFE_IF_FREE), // K8
            BearingOff.exactCountFrom(Track.BEAUTY, Track.THREE_JUDGES, Track.TWO_JUDGES) // K7
                    .withAnyThrowFrom(Track.HORUS), // K7
            Turns.throwingAgainOn(ThrowAgain.on(1, 4, NO_WHITE_SIDE)), // K2
            Goal.BEAR_OFF_ALL); // K9

    /** The rules of a boxed set (RB1–RB9): two throws a turn at most, the water sending pieces to 15. */
    public static final RuleSettings REBIRTH = new RuleSettings(ThrowTable.FIVE, // RB2
            Setup.alternating(5).withOpening(Opening.FIRST_MOVER_DRAWN), // RB1
            Movement.forwardOnly().withBackwardWhenBlocked(true) // RB4
                    .withBeauty(Beauty.NEVER_PASSED), // RB5, RB7
            Landing.swapping().withNeighboursProtecting() // RB3
                    .withBackwardIgnoringProtection() // RB4
                    .withKnockInto(Track.JUDGES) // RB7
                    .withSafe(Squares.of(Track.BEAUTY)), // RB5
            Entry.COUNTING_FROM_START,
            Water.sendingTo(Fate.TO_SECOND_LIFE).withKnock(Fate.HELD) // RB6, RB7
                    .withRescue(Rescue.RETURN_THEN_THROW) // RB8
                    .withUnusedThrow(UnusedThrow.PIECE_RETURNS_OPPONENT_PLAYS_TWICE), // RB8
            BearingOff.exactCountFrom(Track.BEAUTY, Track.THREE_JUDGES, Track.TWO_JUDGES, Track.HORUS), // RB7
            Turns.throwingAgainOn(ThrowAgain.on(1, 4, NO_WHITE_SIDE)) // RB2
                    .withMaxThrowsPerTurn(2) // RB2
                    .withBackwardEndingTurn(true), // RB4
            Goal.BEAR_OFF_ALL); // RB9

    /** John Tait's rules (TA1–TA8): hits, re-entry on 4 or 6, extra throws that add up. */
    public static final RuleSettings TAIT = new RuleSettings(ThrowTable.SIX, // TA2
            Setup.alternating(5), // TA1
            Movement.forwardOnly(), // TA2
            Landing.hitting() // TA4
                    .withSafe(Squares.of(Track.SECOND_LIFE)), // TA4
            Entry.onThrows(4, NO_WHITE_SIDE), // TA5
            Water.sendingTo(Fate.OFF_BOARD).withEndingTurn(true), // TA6
            BearingOff.exactCountFrom(Track.THREE_JUDGES, Track.TWO_JUDGES, Track.HORUS) // TA7
                    .with(Track.BEAUTY, NO_WHITE_SIDE), // TA7
            Turns.throwingAgainOn(ThrowAgain.on(NO_WHITE_SIDE)) // TA3
                    .withHitEarningThrow(true) // TA3
                    .withBearingOffEarningThrow(true) // TA3
                    .withEarnedThrowsAdding(true), // TA3
            Goal.BEAR_OFF_ALL); // TA8

    /** R.C. Bell's reversed game (BE1–BE7): enter on 30..26, race towards 1, all on row 1 wins. */
    public static final RuleSettings BELL = new RuleSettings(ThrowTable.FIVE, // BE2
            Setup.offBoard(5), // BE1
            Movement.towardsOne(), // BE3
            Landing.hitting() // BE4
                    .withSafe(Squares.of(Track.SECOND_LIFE) | Squares.from(Track.BEAUTY, Track.HORUS)), // BE4, BE7
            Entry.countingFromEnd(), // BE3
            Water.ordinary(), // BE7
            BearingOff.none(), // BE5
            Turns.throwingAgainOn(ThrowAgain.NEVER), // BE2
            Goal.ALL_ON_FIRST_ROW); // BE5

    /** Gustave Jéquier's rules confirmed by Edgar B. Pusch (JP1–JP9). */
    public static final RuleSettings JEQUIER_PUSCH = new RuleSettings(ThrowTable.SIX, // JP2
            Setup.alternating(5).withOpening(Opening.FIRST_ONE_TAKES_DARK) // JP1
                    .withDarkThrowingAgainAfterOpening(true), // JP3
            Movement.forwardOnly().withBackwardWhenBlocked(true), // JP6
            Landing.swapping().withNeighboursProtecting() // JP5
                    .withWalls() // JP4
                    .withSafe(Squares.of(Track.BEAUTY, Track.THREE_JUDGES, Track.TWO_JUDGES)) // JP5
                    .withBackwardOntoEmptyOnly(), // JP6
            Entry.COUNTING_FROM_START,
            Water.sendingTo(Fate.BACK_TO_START), // JP7
            BearingOff.reachingLastSquare().withAllOnLastRowNeeded(true), // JP8
            Turns.throwingAgainOn(ThrowAgain.on(1, 4, NO_WHITE_SIDE)), // JP2
            Goal.BEAR_OFF_ALL); // JP9

    /** The Dutch assessment's rules (AS1–AS12): Jéquier/Pusch's, but the turn passes after the opening and
     *  backward moves attack. */
    public static final RuleSettings ASSIGNMENT = JEQUIER_PUSCH
            .withSetup(JEQUIER_PUSCH.setup().withDarkThrowingAgainAfterOpening(false))
            .withLanding(JEQUIER_PUSCH.landing().withBackwardAttacking(true));

    /**
     * Settings, checked as a whole.
     *
     * @param sticks     how the sticks are read (C4)
     * @param setup      pieces, their places and the opening
     * @param movement   direction, backward moves, squares 26 and 28..30
     * @param landing    what landing on a square does: attacks, protection, safe squares, walls
     * @param entry      how a waiting piece enters
     * @param water      what the House of Water, 27, does
     * @param bearingOff how pieces leave the board
     * @param turns      which moves earn another throw and the shape of a turn
     * @param goal       how a game is won
     * @throws SettingsException if a point is missing or two points cannot be played together, with the reason
     */
    public RuleSettings {
        if (sticks == null || setup == null || movement == null || landing == null || entry == null || water == null
                || bearingOff == null || turns == null || goal == null) {
            throw new SettingsException("rule settings need every point");
        }
        Combinations.check(sticks, setup, movement, landing, entry, water, bearingOff, turns, goal);
    }

    /** {@return the value of no white side: 5 or 6, the throw that takes the place of a 5 in every rule} */
    public int topThrow() {
        return sticks.zeroValue();
    }

    /** {@return the throw values after which the mover throws again with these sticks, bit {@code v} for {@code v}} */
    public int throwAgainValues() {
        return sticks.resolveMask(turns.throwAgain().values());
    }

    /**
     * The square a waiting piece enters on with a throw, with these sticks.
     *
     * @param throwValue the throw
     * @return the square, or 0 if the throw lets no piece enter
     */
    public int entrySquare(int throwValue) {
        return entry.square(throwValue, sticks);
    }

    /**
     * The squares a throw bears a piece off from, with these sticks.
     *
     * @param throwValue the throw
     * @return the squares, as a bit mask
     */
    public int bearOffSquares(int throwValue) {
        return bearingOff.squares(throwValue, sticks);
    }

    /** {@return whether pieces can wait off the board to enter: at the start, after a hit, or from the water} */
    public boolean usesWaitingPieces() {
        return setup.startsOffBoard() || landing.attack() == MoveEffect.HIT || water.onLanding() == Fate.OFF_BOARD
                || (landing.knockSquares() != 0 && water.onKnock() == Fate.OFF_BOARD);
    }

    /**
     * What these settings make of the board, for a front end to draw it: the direction, the finish, the
     * waiting pieces and where they enter, and every square's marks ({@link SettingsBoard}).
     *
     * @return the board's features
     */
    public BoardFeatures boardFeatures() {
        return SettingsBoard.features(this);
    }

    /**
     * These settings with other sticks: every rule given to the throw with no white side
     * ({@link ThrowTable#NO_WHITE_SIDE}) now belongs to the value these sticks give it.
     *
     * @param table how the sticks are read
     * @return the settings
     * @throws SettingsException if a rule is given by number to a 5 or 6 the new sticks cannot throw
     */
    public RuleSettings withSticks(ThrowTable table) {
        return new RuleSettings(table, setup, movement, landing, entry, water, bearingOff, turns, goal);
    }

    /**
     * These settings with another set-up.
     *
     * @param start pieces, places and opening
     * @return the settings
     */
    public RuleSettings withSetup(Setup start) {
        return new RuleSettings(sticks, start, movement, landing, entry, water, bearingOff, turns, goal);
    }

    /**
     * These settings with other movement rules.
     *
     * @param rules direction, backward moves, squares 26 and 28..30
     * @return the settings
     */
    public RuleSettings withMovement(Movement rules) {
        return new RuleSettings(sticks, setup, rules, landing, entry, water, bearingOff, turns, goal);
    }

    /**
     * These settings with other landing rules.
     *
     * @param rules attacks, protection, safe squares, walls
     * @return the settings
     */
    public RuleSettings withLanding(Landing rules) {
        return new RuleSettings(sticks, setup, movement, rules, entry, water, bearingOff, turns, goal);
    }

    /**
     * These settings with another entry rule.
     *
     * @param rule how a waiting piece enters
     * @return the settings
     */
    public RuleSettings withEntry(Entry rule) {
        return new RuleSettings(sticks, setup, movement, landing, rule, water, bearingOff, turns, goal);
    }

    /**
     * These settings with other water rules.
     *
     * @param rules what 27 does
     * @return the settings
     */
    public RuleSettings withWater(Water rules) {
        return new RuleSettings(sticks, setup, movement, landing, entry, rules, bearingOff, turns, goal);
    }

    /**
     * These settings with other bearing-off rules.
     *
     * @param rules how pieces leave the board
     * @return the settings
     */
    public RuleSettings withBearingOff(BearingOff rules) {
        return new RuleSettings(sticks, setup, movement, landing, entry, water, rules, turns, goal);
    }

    /**
     * These settings with other turn rules.
     *
     * @param rules which moves earn another throw and the shape of a turn
     * @return the settings
     */
    public RuleSettings withTurns(Turns rules) {
        return new RuleSettings(sticks, setup, movement, landing, entry, water, bearingOff, rules, goal);
    }

    /**
     * These settings with this many pieces a side, set out as before.
     *
     * @param count pieces a side
     * @return the settings
     */
    public RuleSettings withPieces(int count) {
        return withSetup(setup.withPieces(count));
    }

    /**
     * These settings with exactly these squares safe (none when none are given).
     *
     * @param squares the safe squares, 1..30
     * @return the settings
     */
    public RuleSettings withSafeSquares(int... squares) {
        return withLanding(landing.withSafeSquares(mask(squares)));
    }

    /**
     * These settings with walls of three blocking passage, or without.
     *
     * @param blocking whether three or more opposing pieces in a row cannot be passed
     * @return the settings
     */
    public RuleSettings withWalls(boolean blocking) {
        return withLanding(landing.withWalls(blocking));
    }

    /**
     * These settings, a piece landing on 27 meeting this fate. Where no piece can be held on 27 any more,
     * the rules of a held piece (its rescue, its unused throws, the second piece kept out) go with it.
     *
     * @param fate what happens to a piece that lands on 27
     * @return the settings
     */
    public RuleSettings withWaterLanding(Fate fate) {
        return withWater(water.withLanding(fate));
    }

    /**
     * These settings, a move with one of these throws giving another throw (and no other throw).
     *
     * @param throwValues the throws that give another throw: 1..6, or {@link ThrowTable#NO_WHITE_SIDE}
     * @return the settings
     */
    public RuleSettings withThrowAgainOn(int... throwValues) {
        return withTurns(turns.withThrowAgain(ThrowAgain.on(throwValues)));
    }

    /**
     * These settings with a House of Netting on {@code square}: a move landing there costs its side the next
     * throw.
     *
     * @param square the square, 1..30, or 0 for none
     * @return the settings
     */
    public RuleSettings withNetSquare(int square) {
        return withTurns(turns.withNetSquare(square));
    }

    /**
     * These settings, backward moves made or not when no forward move exists.
     *
     * @param backward whether a side with no forward move must move backward
     * @return the settings
     */
    public RuleSettings withBackwardWhenBlocked(boolean backward) {
        return withMovement(movement.withBackwardWhenBlocked(backward));
    }

    /**
     * The bit mask of these squares.
     *
     * @param squares squares, 1..30
     * @return the mask
     * @throws SettingsException if one is not a square
     */
    public static int mask(int... squares) {
        return Squares.of(squares);
    }
}
