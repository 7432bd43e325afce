package org.senet.core.settings;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.senet.core.board.BoardFeatures;
import org.senet.core.board.BoardFeatures.Mark;
import org.senet.core.board.BoardFeatures.SquareFeatures;
import org.senet.core.board.Track;
import org.senet.core.settings.Movement.Beauty;
import org.senet.core.settings.RuleSettings.Goal;
import org.senet.core.settings.Water.Fate;
import org.senet.core.settings.Water.Rescue;
import org.senet.core.sticks.ThrowTable;

/**
 * What settings make of the board, for a front end to draw it ({@link RuleSettings#boardFeatures()}): the
 * direction, the finish, the waiting pieces and where they enter, and every square's marks. Square 27 is
 * named the trap ({@link Mark#TRAP}) where it only sends a piece that lands there back to the start: no
 * piece is held there and none is knocked into it; otherwise it is the House of Water with its fate.
 */
final class SettingsBoard {
    private SettingsBoard() {
    }

    /** The board's features under {@code settings}. */
    static BoardFeatures features(RuleSettings settings) {
        ThrowTable sticks = settings.sticks();
        Water water = settings.water();
        List<Integer> entrySquares = new ArrayList<>();
        if (settings.usesWaitingPieces()) {
            for (int value = 1; value <= sticks.maxValue(); value++) {
                int square = settings.entrySquare(value);
                if (sticks.isThrowable(value) && square != 0) {
                    entrySquares.add(square);
                }
            }
        }
        // a throw that counts exactly to 30 bears off (JP8): a piece that reaches 30 leaves, marked on 30
        boolean exit = false;
        for (int value = 1; value <= sticks.maxValue(); value++) {
            exit |= sticks.isThrowable(value) && value < Track.HORUS
                    && (settings.bearOffSquares(value) & Track.bit(Track.HORUS - value)) != 0;
        }
        List<SquareFeatures> squares = new ArrayList<>();
        for (int square = 1; square <= Track.SQUARES; square++) {
            Set<Mark> marks = EnumSet.noneOf(Mark.class);
            List<Integer> bearOffThrows = new ArrayList<>();
            for (int value = 1; value <= sticks.maxValue(); value++) {
                if (sticks.isThrowable(value) && square + value != Track.HORUS
                        && (settings.bearOffSquares(value) & Track.bit(square)) != 0) {
                    bearOffThrows.add(value);
                }
            }
            if (!bearOffThrows.isEmpty()) {
                marks.add(Mark.BEAR_OFF);
            }
            if (exit && square == Track.HORUS) {
                marks.add(Mark.EXIT);
            }
            if (settings.landing().isSafe(square)) {
                marks.add(Mark.SAFE);
            }
            if ((settings.turns().throwSquares() & Track.bit(square)) != 0) {
                marks.add(Mark.THROW_AGAIN);
            }
            if (settings.turns().netSquare() == square) {
                marks.add(Mark.NET);
            }
            if (square == Track.BEAUTY && settings.movement().beauty() != Beauty.PASSABLE) {
                marks.add(settings.movement().beauty() == Beauty.NEVER_PASSED ? Mark.NEVER_PASSED : Mark.LAND_EXACTLY);
            }
            if (square == Track.WATER) {
                waterMark(settings).ifPresent(marks::add);
            }
            if (square == Track.SECOND_LIFE && (water.onLanding() == Fate.TO_SECOND_LIFE
                    || water.onKnock() == Fate.TO_SECOND_LIFE || water.rescue() != Rescue.NONE)) {
                marks.add(Mark.SECOND_LIFE);
            }
            if (!marks.isEmpty()) {
                squares.add(new SquareFeatures(square, marks, bearOffThrows));
            }
        }
        BoardFeatures.Direction direction = settings.movement().towardsStart() ? BoardFeatures.Direction.TOWARDS_1
                : BoardFeatures.Direction.TOWARDS_30;
        BoardFeatures.Finish finish = settings.goal() == Goal.ALL_ON_FIRST_ROW ? BoardFeatures.Finish.ROW_1
                : BoardFeatures.Finish.BEAR_OFF;
        return new BoardFeatures(direction, finish, settings.usesWaitingPieces(), entrySquares,
                settings.bearingOff().needsAllOnLastRow(), squares);
    }

    /** The mark of 27 by what it does to a piece that lands there; empty where it is an ordinary square. */
    private static Optional<Mark> waterMark(RuleSettings settings) {
        Water water = settings.water();
        return Optional.ofNullable(switch (water.onLanding()) {
            case HELD -> Mark.WATER_HOLDS;
            case BACK_TO_START -> water.holds() || settings.landing().knockSquares() != 0 ? Mark.WATER_TO_START : Mark.TRAP;
            case TO_SECOND_LIFE -> Mark.WATER_TO_SECOND_LIFE;
            case OFF_BOARD -> Mark.WATER_OFF_BOARD;
            case NOTHING -> null;
        });
    }
}
