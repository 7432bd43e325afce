package org.senet.core.settings;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.senet.core.action.MoveEffect;
import org.senet.core.board.BoardFeatures;
import org.senet.core.board.BoardFeatures.Mark;
import org.senet.core.board.BoardFeatures.SquareFeatures;
import org.senet.core.board.Track;
import org.senet.core.rules.Opening;
import org.senet.core.settings.Movement.Beauty;
import org.senet.core.settings.Movement.Direction;
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
    public static final RuleSettings THIBAULT = new RuleSettings(ThrowTable.FIVE, Setup.alternating(5),
            new Movement(Direction.TOWARDS_30, true, Beauty.LAND_EXACTLY, false, JudgesBackward.NEVER),
            Landing.swapping().withNeighboursProtecting().withKnockInto(Track.JUDGES).withDrowningUnprotecting(),
            Entry.COUNTING_FROM_START,
            new Water(Fate.HELD, Fate.HELD, false, true, Rescue.TO_SECOND_LIFE, UnusedThrow.ONE_OR_TOP_THROWS_AGAIN,
                    false),
            BearingOff.exactCountFrom(Track.BEAUTY, Track.THREE_JUDGES, Track.TWO_JUDGES, Track.HORUS),
            Turns.throwingAgainOn(ThrowAgain.on(1, 4, 5)).withMiddleOfTurnMarked(true), Goal.BEAR_OFF_ALL);

    /** Timothy Kendall's rules (K1–K9), without the {@code robinson} house rule. */
    public static final RuleSettings KENDALL = new RuleSettings(ThrowTable.FIVE, Setup.alternating(7),
            new Movement(Direction.TOWARDS_30, true, Beauty.LAND_EXACTLY, false, JudgesBackward.INTO_WATER),
            Landing.swapping().withNeighboursProtecting(), Entry.COUNTING_FROM_START,
            new Water(Fate.HELD, Fate.NOTHING, true, false, Rescue.TO_SECOND_LIFE_IF_FREE, UnusedThrow.LOST, false),
            BearingOff.exactCountFrom(Track.BEAUTY, Track.THREE_JUDGES, Track.TWO_JUDGES).withAnyThrowFrom(Track.HORUS),
            Turns.throwingAgainOn(ThrowAgain.on(1, 4, 5)), Goal.BEAR_OFF_ALL);

    /** The rules of a boxed set (RB1–RB9): two throws a turn at most, the water sending pieces to 15. */
    public static final RuleSettings REBIRTH = new RuleSettings(ThrowTable.FIVE,
            new Setup(5, false, Opening.FIRST_MOVER_DRAWN, false, false),
            new Movement(Direction.TOWARDS_30, true, Beauty.NEVER_PASSED, true, JudgesBackward.BY_THROW),
            Landing.swapping().withNeighboursProtecting().withBackwardIgnoringProtection().withKnockInto(Track.JUDGES)
                    .withSafe(Track.bit(Track.BEAUTY)),
            Entry.COUNTING_FROM_START,
            new Water(Fate.TO_SECOND_LIFE, Fate.HELD, false, false, Rescue.RETURN_THEN_THROW,
                    UnusedThrow.PIECE_RETURNS_OPPONENT_PLAYS_TWICE, false),
            BearingOff.exactCountFrom(Track.BEAUTY, Track.THREE_JUDGES, Track.TWO_JUDGES, Track.HORUS),
            Turns.throwingAgainOn(ThrowAgain.on(1, 4, 5)).withMaxThrowsPerTurn(2).withBackwardEndingTurn(true),
            Goal.BEAR_OFF_ALL);

    /** John Tait's rules (TA1–TA8): hits, re-entry on 4 or 6, extra throws that add up. */
    public static final RuleSettings TAIT = new RuleSettings(ThrowTable.SIX, Setup.alternating(5),
            new Movement(Direction.TOWARDS_30, false, Beauty.PASSABLE, true, JudgesBackward.BY_THROW),
            Landing.hitting().withSafe(Track.bit(Track.SECOND_LIFE)), Entry.onThrows(4, 6),
            Water.sendingTo(Fate.OFF_BOARD).withEndingTurn(true),
            BearingOff.exactCountFrom(Track.THREE_JUDGES, Track.TWO_JUDGES, Track.HORUS).with(Track.BEAUTY, 6),
            Turns.throwingAgainOn(ThrowAgain.on(6)).withEarnedThrows(true, true, true), Goal.BEAR_OFF_ALL);

    /** R.C. Bell's reversed game (BE1–BE7): enter on 30..26, race towards 1, all on row 1 wins. */
    public static final RuleSettings BELL = new RuleSettings(ThrowTable.FIVE, Setup.offBoard(5),
            new Movement(Direction.TOWARDS_1, false, Beauty.PASSABLE, true, JudgesBackward.BY_THROW),
            Landing.hitting().withSafe(Track.bit(Track.SECOND_LIFE) | Track.rangeMask(Track.BEAUTY, Track.HORUS)),
            Entry.countingFromEnd(), Water.ordinary(), BearingOff.none(), Turns.throwingAgainOn(ThrowAgain.NEVER),
            Goal.ALL_ON_FIRST_ROW);

    /** Gustave Jéquier's rules confirmed by Edgar B. Pusch (JP1–JP9). */
    public static final RuleSettings JEQUIER_PUSCH = new RuleSettings(ThrowTable.SIX,
            new Setup(5, false, Opening.FIRST_ONE_TAKES_DARK, true, false),
            new Movement(Direction.TOWARDS_30, true, Beauty.PASSABLE, true, JudgesBackward.BY_THROW),
            Landing.swapping().withWalls().withNeighboursProtecting()
                    .withSafe(Track.bit(Track.BEAUTY) | Track.bit(Track.THREE_JUDGES) | Track.bit(Track.TWO_JUDGES))
                    .withBackwardOntoEmptyOnly(),
            Entry.COUNTING_FROM_START, Water.sendingTo(Fate.BACK_TO_START),
            BearingOff.reachingLastSquare().withAllOnLastRowNeeded(true), Turns.throwingAgainOn(ThrowAgain.on(1, 4, 6)),
            Goal.BEAR_OFF_ALL);

    /** The Dutch assessment's rules (AS1–AS12): Jéquier/Pusch's, but the turn passes after the opening and
     *  backward moves attack. */
    public static final RuleSettings ASSIGNMENT = JEQUIER_PUSCH
            .withSetup(JEQUIER_PUSCH.setup().withOpening(Opening.FIRST_ONE_TAKES_DARK, false))
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
        boolean reversed = movement.towardsStart();
        if (reversed != (goal == Goal.ALL_ON_FIRST_ROW)) {
            throw new SettingsException("a game towards square 1 is won with every piece on row 1, and only such a game");
        }
        if (reversed && (bearingOff.exists() || water.onLanding() != Fate.NOTHING || landing.knockSquares() != 0)) {
            throw new SettingsException("in a game towards square 1 no piece bears off and 27 to 30 are ordinary squares");
        }
        if (landing.knockSquares() != 0 && water.onKnock() == Fate.NOTHING) {
            throw new SettingsException("a piece knocked off its square must go somewhere: the water needs a rule for it");
        }
        if (bearingOff.needsAllOnLastRow() && setup.pieces() > 5 && movement.beauty() != Beauty.PASSABLE) {
            throw new SettingsException("all of a side's pieces would have to stand on row 3 at once, where 26 is"
                    + " reached exactly and 27..30 only let pieces leave; with more than 5 pieces a side games may"
                    + " never end");
        }
        if (turns.throwsGathered() && turns.throwAgain().values() == 0) {
            throw new SettingsException("throws are gathered until one that gives no other throw, so some throw must"
                    + " give another");
        }
        if (turns.beautyMovesAgain() && movement.beauty() == Beauty.PASSABLE) {
            throw new SettingsException("the piece that lands on 26 moves again only where 26 must be landed on");
        }
    }

    /** {@return the value of no white side: 5 or 6, the throw that takes the place of a 5 in every rule} */
    public int topThrow() {
        return sticks.zeroValue();
    }

    /** {@return whether pieces can wait off the board to enter: at the start, after a hit, or from the water} */
    public boolean usesWaitingPieces() {
        return setup.startsOffBoard() || landing.attack() == MoveEffect.HIT || water.onLanding() == Fate.OFF_BOARD
                || (landing.knockSquares() != 0 && water.onKnock() == Fate.OFF_BOARD);
    }

    /**
     * What these settings make of the board, for a front end to draw it: the direction, the finish, the
     * waiting pieces and where they enter, and every square's marks. Square 27 is named the trap
     * ({@link Mark#TRAP}) where it only sends a piece that lands there back to the start: no piece is held
     * there and none is knocked into it; otherwise it is the House of Water with its fate.
     *
     * @return the board's features
     */
    public BoardFeatures boardFeatures() {
        List<Integer> entrySquares = new ArrayList<>();
        if (usesWaitingPieces()) {
            for (int value = 1; value <= sticks.maxValue(); value++) {
                int square = entry.square(value);
                if (sticks.isThrowable(value) && square != 0) {
                    entrySquares.add(square);
                }
            }
        }
        // a throw that counts exactly to 30 bears off (JP8): a piece that reaches 30 leaves, marked on 30
        boolean exit = false;
        for (int value = 1; value <= sticks.maxValue(); value++) {
            exit |= sticks.isThrowable(value) && value < Track.HORUS && bearingOff.bearsOff(Track.HORUS - value, value);
        }
        List<SquareFeatures> squares = new ArrayList<>();
        for (int square = 1; square <= Track.SQUARES; square++) {
            Set<Mark> marks = EnumSet.noneOf(Mark.class);
            List<Integer> bearOffThrows = new ArrayList<>();
            for (int value = 1; value <= sticks.maxValue(); value++) {
                if (sticks.isThrowable(value) && square + value != Track.HORUS && bearingOff.bearsOff(square, value)) {
                    bearOffThrows.add(value);
                }
            }
            if (!bearOffThrows.isEmpty()) {
                marks.add(Mark.BEAR_OFF);
            }
            if (exit && square == Track.HORUS) {
                marks.add(Mark.EXIT);
            }
            if (landing.isSafe(square)) {
                marks.add(Mark.SAFE);
            }
            if ((turns.throwSquares() & Track.bit(square)) != 0) {
                marks.add(Mark.THROW_AGAIN);
            }
            if (turns.netSquare() == square) {
                marks.add(Mark.NET);
            }
            if (square == Track.BEAUTY && movement.beauty() != Beauty.PASSABLE) {
                marks.add(movement.beauty() == Beauty.NEVER_PASSED ? Mark.NEVER_PASSED : Mark.LAND_EXACTLY);
            }
            if (square == Track.WATER) {
                waterMark().ifPresent(marks::add);
            }
            if (square == Track.SECOND_LIFE && (water.onLanding() == Fate.TO_SECOND_LIFE
                    || water.onKnock() == Fate.TO_SECOND_LIFE || water.rescue() != Rescue.NONE)) {
                marks.add(Mark.SECOND_LIFE);
            }
            if (!marks.isEmpty()) {
                squares.add(new SquareFeatures(square, marks, bearOffThrows));
            }
        }
        return new BoardFeatures(movement.towardsStart() ? BoardFeatures.Direction.TOWARDS_1
                : BoardFeatures.Direction.TOWARDS_30, goal == Goal.ALL_ON_FIRST_ROW ? BoardFeatures.Finish.ROW_1
                : BoardFeatures.Finish.BEAR_OFF, usesWaitingPieces(), entrySquares, bearingOff.needsAllOnLastRow(),
                squares);
    }

    /** The mark of 27 by what it does to a piece that lands there; empty where it is an ordinary square. */
    private Optional<Mark> waterMark() {
        return Optional.ofNullable(switch (water.onLanding()) {
            case HELD -> Mark.WATER_HOLDS;
            case BACK_TO_START -> water.holds() || landing.knockSquares() != 0 ? Mark.WATER_TO_START : Mark.TRAP;
            case TO_SECOND_LIFE -> Mark.WATER_TO_SECOND_LIFE;
            case OFF_BOARD -> Mark.WATER_OFF_BOARD;
            case NOTHING -> null;
        });
    }

    /**
     * These settings with other sticks.
     *
     * @param table how the sticks are read
     * @return the settings
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
     * These settings, a piece landing on 27 meeting this fate.
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
     * @param throwValues the throws that give another throw
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
        int mask = 0;
        for (int square : squares) {
            if (!Track.isSquare(square)) {
                throw new SettingsException("squares are 1..30, not " + square);
            }
            mask |= Track.bit(square);
        }
        return mask;
    }
}
