package org.senet.bots.evaluation;

import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;

/**
 * The hand-written formula of {@link Evaluation} for one rule set: its features read from the masks
 * and counts of a position (progress by the {@link TurnsTable}, pieces borne off, exposed pieces,
 * tempo), weighed by the weights {@link Evaluation} publishes ({@link Evaluation#OFF_BONUS},
 * {@link Evaluation#EXPOSED_PENALTY}, {@link Evaluation#TEMPO}, {@link Evaluation#SCALE_BASE},
 * {@link Evaluation#SCALE_SQRT}) into light's logit. Immutable.
 */
final class RaceFormula {
    private final double[] turns;
    private final int reach;

    /**
     * The formula with this table of turns.
     *
     * @param turns the table of turns by square (not copied: never changed)
     * @param reach the highest throw value: how far an opposing piece reaches
     */
    RaceFormula(double[] turns, int reach) {
        this.turns = turns;
        this.reach = reach;
    }

    /** {@return a copy of the table of turns} */
    double[] turns() {
        return turns.clone();
    }

    /** {@return light's logit by the formula, for a position that is not over} */
    double logit(Position position) {
        double light = need(position, Side.LIGHT);
        double dark = need(position, Side.DARK);
        if (position.toMove() == Side.LIGHT) {
            light -= Evaluation.TEMPO;
        } else {
            dark -= Evaluation.TEMPO;
        }
        double scale = Evaluation.SCALE_BASE + Evaluation.SCALE_SQRT * Math.sqrt(Math.max(0, light) + Math.max(0, dark));
        return (dark - light) / scale;
    }

    /** {@return the turns {@code side} still needs: progress and safety, less the pieces borne off} */
    double need(Position position, Side side) {
        return need(position.mask(side), position.mask(side.opponent()), position.waiting(side), position.off(side));
    }

    private double need(int own, int opponent, int waiting, int off) {
        double sum = turns[0] * waiting - Evaluation.OFF_BONUS * off + Evaluation.EXPOSED_PENALTY * exposed(own, opponent);
        for (int m = own; m != 0; m &= m - 1) {
            sum += turns[Integer.numberOfTrailingZeros(m) + 1];
        }
        return sum;
    }

    /** Own pieces with no own neighbour and an opposing piece within one throw on either side. */
    private int exposed(int own, int opponent) {
        int lonely = own & ~Track.neighbours(own);
        int near = 0;
        for (int k = 1; k <= reach; k++) {
            near |= (opponent << k) | (opponent >>> k);
        }
        return Integer.bitCount(lonely & near & Track.ALL);
    }
}
