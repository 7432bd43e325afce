package org.senet.bots.tables;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/**
 * The ceiling of a rule set's endgame, exactly: the chance that best play (by a solved
 * {@link EndgameTable}) wins against a fixed opponent, found by evaluating the two policies over every
 * position of the table (value iteration, to the tables' residual), not by sampling games. It tells
 * how much skill the endgame rewards, and bounds what any bot can reach against that opponent there.
 */
public final class Ceiling {
    private Ceiling() {
    }

    /**
     * The chances of best play against {@code opponent}, from {@code start}, in either seat.
     *
     * @param firstSeat  best play's chance when it moves first from {@code start}
     * @param secondSeat best play's chance when the opponent moves first
     */
    public record Result(double firstSeat, double secondSeat) {
        /** {@return the mean of the two seats: the chance over a match in which seats alternate} */
        public double mean() {
            return (firstSeat + secondSeat) / 2;
        }
    }

    /**
     * The start of the endgame the ceiling is measured in: the rule set's start with only each side's
     * {@code pieces} rearmost pieces (the others borne off), the side to move and the flags of the
     * start where the table holds them (else no flags).
     *
     * @param table  the solved table
     * @param pieces the pieces a side keeps, at most the table's
     * @return the position
     * @throws TableException if the table does not hold it
     */
    public static Position start(EndgameTable table, int pieces) {
        RuleSet rules = table.rules();
        Position start = rules.start();
        int light = rearmost(start.light(), pieces);
        int dark = rearmost(start.dark(), pieces);
        int perSide = rules.piecesPerSide();
        Position position = new Position(light, dark, 0, 0, perSide, perSide, start.toMove(), start.flags());
        if (!table.covers(position)) {
            position = position.withFlags(0);
        }
        if (!table.covers(position)) {
            throw new TableException("the table of " + rules.id() + " does not hold its " + pieces + "-piece start "
                    + position);
        }
        return position;
    }

    private static int rearmost(int mask, int pieces) {
        int kept = 0;
        for (int bits = mask, n = 0; bits != 0 && n < pieces; bits &= bits - 1, n++) {
            kept |= Integer.lowestOneBit(bits);
        }
        return kept & Track.ALL;
    }

    /**
     * Best play against {@code opponent} from {@code start}, in both seats.
     *
     * @param table    the solved table that best play follows
     * @param opponent makes the opponent's policy, one for each thread
     * @param start    a position the table holds
     * @param threads  the threads to evaluate with
     * @param progress hears how far the evaluation has come
     * @return best play's chance in the first and in the second seat
     */
    public static Result against(EndgameTable table, Supplier<Policy> opponent, Position start, int threads,
                                 TableProgress progress) {
        return against(table, List.of(opponent), start, threads, progress).get(0);
    }

    /**
     * Best play against each of {@code opponents} from {@code start}, in both seats, all found by one
     * evaluation (its sweeps serve every opponent and seat at once).
     *
     * @param table     the solved table that best play follows (ties: the first action listed)
     * @param opponents make the opponents' policies, one for each thread
     * @param start     a position the table holds
     * @param threads   the threads to evaluate with, at least 1
     * @param progress  hears how far the evaluation has come
     * @return best play's chances against each opponent, in the order given
     */
    public static List<Result> against(EndgameTable table, List<Supplier<Policy>> opponents, Position start,
                                       int threads, TableProgress progress) {
        Objects.requireNonNull(progress, "progress");
        if (opponents.isEmpty()) {
            throw new IllegalArgumentException("no opponent to evaluate against");
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        if (!table.covers(start)) {
            throw new TableException("the table does not hold " + start);
        }
        MatchBackup match = new MatchBackup(table, opponents);
        TableSolver solver = new TableSolver(table.rules(), TableLayout.of(table.rules(), table.maxPieces()), threads,
                progress, match);
        solver.solve();
        double[] values = solver.valuesOf(start);
        Side first = start.toMove();
        List<Result> results = new ArrayList<>();
        for (int j = 0; j < opponents.size(); j++) {
            results.add(new Result(values[match.index(first, j)], values[match.index(first.opponent(), j)]));
        }
        return List.copyOf(results);
    }
}
