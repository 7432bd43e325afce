package org.senet.bots.learning;

import java.util.List;
import java.util.Objects;

import org.senet.bots.evaluation.Evaluation;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/**
 * The inputs a {@link ValueNetwork} sees of a position, from the side to move's point of view, for
 * any rule set. In order:
 *
 * <ol>
 *   <li>30 inputs: 1 where the mover has a piece on square 1..30, else 0;</li>
 *   <li>30 inputs: the same for the opponent;</li>
 *   <li>the mover's and the opponent's pieces waiting to enter, and borne off, each as a fraction of
 *       the pieces a side plays with (4 inputs);</li>
 *   <li>the turns each side still needs by the hand-written {@link Evaluation} (progress, safety and
 *       pieces borne off), divided by the turns of a whole side waiting to enter (2 inputs);</li>
 *   <li>the hand-written evaluation's estimate for the mover as a logit, clipped to [-10, 10]: the
 *       network starts from it and learns what it misses;</li>
 *   <li>1 when light is to move (the rule set's flags may name a side);</li>
 *   <li>for each of the rule set's {@link FlagField}s: one input, 1 when set, for a one-bit flag; two
 *       inputs, set or not and the value as a fraction of its maximum, for a wider one.</li>
 * </ol>
 *
 * <p>Immutable and thread-safe.
 */
public final class Features {
    /** The index of the hand-written logit among the inputs. */
    public static final int FORMULA_LOGIT = 2 * Track.SQUARES + 6;
    private static final int LIGHT_TO_MOVE = FORMULA_LOGIT + 1;
    private static final int FLAGS = LIGHT_TO_MOVE + 1;
    private static final double LOGIT_CLIP = 10;

    private final RuleSet rules;
    private final Evaluation formula;
    private final List<FlagField> flags;
    private final int size;
    private final double pieces;
    private final double wholeSide;

    private Features(RuleSet rules) {
        this.rules = rules;
        this.formula = Evaluation.of(rules);
        this.flags = List.copyOf(rules.flags());
        int count = FLAGS;
        for (FlagField flag : flags) {
            count += flag.bits() == 1 ? 1 : 2;
        }
        this.size = count;
        this.pieces = Math.max(1, rules.piecesPerSide());
        this.wholeSide = Math.max(1, formula.turnsTable()[0] * pieces);
    }

    /**
     * The inputs for {@code rules}: their number depends on its flags.
     *
     * @param rules the rule set with its options
     * @return its features
     */
    public static Features of(RuleSet rules) {
        return new Features(Objects.requireNonNull(rules, "rules"));
    }

    /** {@return the rule set these features are for} */
    public RuleSet rules() {
        return rules;
    }

    /** {@return the number of inputs} */
    public int size() {
        return size;
    }

    /**
     * Whether a network trained on these inputs reads {@code other}'s the same way: the same pieces a side
     * (waiting and borne-off pieces are fractions of them) and the same flags of the position (each flag an
     * input), hence as many inputs meaning the same. The board is the 30 squares of every rule set, and the
     * hand-written inputs are each rule set's own formula. What decides whether a variant may be played by the
     * network of the rule set it varies ({@link ValueNetwork#ofBase}).
     *
     * @param other the inputs of another rule set
     * @return true if they have this shape
     */
    public boolean sameShape(Features other) {
        return pieces == other.pieces && flags.equals(other.flags) && size == other.size;
    }

    /**
     * Writes the inputs of {@code position} into {@code into}, from index 0.
     *
     * @param position a position that is not over
     * @param into     an array of at least {@link #size()} values
     */
    public void encode(Position position, double[] into) {
        Side mover = position.toMove();
        Side opponent = mover.opponent();
        int own = position.mask(mover);
        int other = position.mask(opponent);
        for (int square = 0; square < Track.SQUARES; square++) {
            into[square] = own >>> square & 1;
            into[Track.SQUARES + square] = other >>> square & 1;
        }
        int at = 2 * Track.SQUARES;
        into[at++] = position.waiting(mover) / pieces;
        into[at++] = position.waiting(opponent) / pieces;
        into[at++] = position.off(mover) / pieces;
        into[at++] = position.off(opponent) / pieces;
        into[at++] = formula.need(position, mover) / wholeSide;
        into[at++] = formula.need(position, opponent) / wholeSide;
        double logit = formula.formulaLogit(position);
        into[at++] = Math.max(-LOGIT_CLIP, Math.min(LOGIT_CLIP, mover == Side.LIGHT ? logit : -logit));
        into[at++] = mover == Side.LIGHT ? 1 : 0;
        int bits = position.flags();
        for (FlagField flag : flags) {
            int value = flag.get(bits);
            into[at++] = value != 0 ? 1 : 0;
            if (flag.bits() != 1) {
                into[at++] = (double) value / Math.max(1, flag.max());
            }
        }
    }
}
