package org.senet.bots.tables;

import java.util.ArrayList;
import java.util.List;

import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/**
 * Numbers the positions of an endgame table: every position of a rule set with 1 to {@code maxPieces}
 * pieces of each side on the board (the others borne off), either side to move, every value of the
 * rule set's flags.
 *
 * <p>The positions fall into layers by the pieces each side has left, {@code (a, b)}. Within a layer a
 * position's offset is {@code ((flag * 2 + side) * C(30, a) + lightRank) * C(30 - a, b) + darkRank},
 * where {@code lightRank} is the colexicographic rank of light's squares among all 30 and
 * {@code darkRank} that of dark's squares among the 30 - a squares light leaves free. So no slot is
 * wasted, and counting ranks down visits positions with pieces further along first.
 */
final class TableLayout {
    /** The most flag values a table holds (product of the flag fields' ranges). */
    static final int MAX_FLAG_VALUES = 16;

    private static final int SQUARES = Track.SQUARES;

    private final int maxPieces;
    private final int piecesPerSide;
    private final int[] flagValues;
    /** {@code binomial[n][k]} for n up to 30 and k up to maxPieces. */
    private final int[][] binomial;
    /** {@code subsets[n][k]}: the k-subsets of n bits, as masks, in colex order. */
    private final int[][][] subsets;

    private TableLayout(int maxPieces, int piecesPerSide, int[] flagValues) {
        this.maxPieces = maxPieces;
        this.piecesPerSide = piecesPerSide;
        this.flagValues = flagValues;
        this.binomial = new int[SQUARES + 1][maxPieces + 1];
        for (int n = 0; n <= SQUARES; n++) {
            binomial[n][0] = 1;
            for (int k = 1; k <= maxPieces; k++) {
                binomial[n][k] = n == 0 ? 0 : binomial[n - 1][k - 1] + binomial[n - 1][k];
            }
        }
        this.subsets = new int[SQUARES + 1][][];
        for (int n = SQUARES - maxPieces; n <= SQUARES; n++) {
            subsets[n] = new int[maxPieces + 1][];
            for (int k = 0; k <= maxPieces; k++) {
                subsets[n][k] = subsetsInColexOrder(n, k);
            }
        }
    }

    /**
     * The layout of the tables of {@code rules} up to {@code maxPieces} pieces a side.
     *
     * @throws TableException if the rule set has pieces waiting off the board, fewer pieces than
     *                        {@code maxPieces}, or more flag values than a table holds
     */
    static TableLayout of(RuleSet rules, int maxPieces) {
        if (maxPieces < 1 || maxPieces > 4) {
            throw new TableException("a table holds 1 to 4 pieces a side, not " + maxPieces);
        }
        if (rules.usesWaitingPieces()) {
            throw new TableException("no endgame tables for " + rules.id()
                    + ": its pieces wait off the board to enter, which the tables do not count");
        }
        if (rules.piecesPerSide() < maxPieces) {
            throw new TableException(rules.id() + " plays with " + rules.piecesPerSide() + " pieces a side, not "
                    + maxPieces);
        }
        return new TableLayout(maxPieces, rules.piecesPerSide(), flagValues(rules));
    }

    /** Every value of the rule set's flags together: the product of the fields' ranges. */
    private static int[] flagValues(RuleSet rules) {
        List<Integer> values = List.of(0);
        for (FlagField field : rules.flags()) {
            List<Integer> next = new ArrayList<>();
            for (int flags : values) {
                for (int value = 0; value <= field.max(); value++) {
                    next.add(field.with(flags, value));
                    if (next.size() > MAX_FLAG_VALUES) {
                        throw new TableException("no endgame tables for " + rules.id() + ": its flags take more than "
                                + MAX_FLAG_VALUES + " values together (" + field.key() + " alone up to "
                                + field.max() + ")");
                    }
                }
            }
            values = next;
        }
        return values.stream().mapToInt(Integer::intValue).sorted().toArray();
    }

    private static int[] subsetsInColexOrder(int n, int k) {
        List<Integer> masks = new ArrayList<>();
        collect(n, k, 0, masks);
        return masks.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Colex order: the subsets without bit n-1 first, then those with it. */
    private static void collect(int n, int k, int high, List<Integer> into) {
        if (k == 0) {
            into.add(high);
        } else if (n >= k) {
            collect(n - 1, k, high, into);
            collect(n - 1, k - 1, high | 1 << (n - 1), into);
        }
    }

    int maxPieces() {
        return maxPieces;
    }

    int piecesPerSide() {
        return piecesPerSide;
    }

    int flagCount() {
        return flagValues.length;
    }

    int flagValue(int flagIndex) {
        return flagValues[flagIndex];
    }

    /** The index of a flag value, or -1 if the table does not hold it. */
    int flagIndex(int flags) {
        for (int i = 0; i < flagValues.length; i++) {
            if (flagValues[i] == flags) {
                return i;
            }
        }
        return -1;
    }

    /** {@return the number of light squares sets in layer (a, b)} */
    int lightSets(int a) {
        return binomial[SQUARES][a];
    }

    /** {@return the number of dark squares sets beside a light set of a squares} */
    int darkSets(int a, int b) {
        return binomial[SQUARES - a][b];
    }

    /** {@return the number of slots of layer (a, b)} */
    int layerSize(int a, int b) {
        return flagValues.length * 2 * lightSets(a) * darkSets(a, b);
    }

    /** {@return the positions in all layers} */
    long size() {
        long size = 0;
        for (int a = 1; a <= maxPieces; a++) {
            for (int b = 1; b <= maxPieces; b++) {
                size += layerSize(a, b);
            }
        }
        return size;
    }

    /** Light's squares of rank {@code rank} among the sets of {@code a} squares. */
    int lightMask(int a, int rank) {
        return subsets[SQUARES][a][rank];
    }

    /** Dark's squares of rank {@code rank} among the sets of {@code b} squares that {@code light} leaves free. */
    int darkMask(int light, int b, int rank) {
        return deposit(subsets[SQUARES - Integer.bitCount(light)][b][rank], ~light & Track.ALL);
    }

    /** Spreads the low bits of {@code packed} over the set bits of {@code over}, lowest first. */
    private static int deposit(int packed, int over) {
        int result = 0;
        int free = over;
        for (int bits = packed; bits != 0; bits &= bits - 1) {
            int skip = Integer.numberOfTrailingZeros(bits);
            int square = free;
            for (int i = 0; i < skip; i++) {
                square &= square - 1;
            }
            result |= Integer.lowestOneBit(square);
        }
        return result;
    }

    /** The colex rank of a set of squares among the sets of its size. */
    int rank(int mask) {
        int rank = 0;
        int i = 1;
        for (int bits = mask; bits != 0; bits &= bits - 1, i++) {
            rank += binomial[Integer.numberOfTrailingZeros(bits)][i];
        }
        return rank;
    }

    /** The rank of dark's squares among the sets of their size in the squares light leaves free. */
    int darkRank(int light, int dark) {
        int rank = 0;
        int i = 1;
        for (int bits = dark; bits != 0; bits &= bits - 1, i++) {
            int square = Integer.numberOfTrailingZeros(bits);
            int free = square - Integer.bitCount(light & ((1 << square) - 1));
            rank += binomial[free][i];
        }
        return rank;
    }

    /** The offset in layer (a, b) of a position, its parts given. */
    int offset(int a, int b, int flagIndex, Side toMove, int lightRank, int darkRank) {
        return ((flagIndex * 2 + toMove.ordinal()) * lightSets(a) + lightRank) * darkSets(a, b) + darkRank;
    }

    /**
     * The offset of {@code position} in its layer, or -1 if the table does not hold it: a side with no
     * piece on the board, more than {@code maxPieces}, pieces waiting, or flags outside the table.
     */
    int offset(Position position) {
        int a = Integer.bitCount(position.light());
        int b = Integer.bitCount(position.dark());
        if (a == 0 || b == 0 || a > maxPieces || b > maxPieces || position.lightWaiting() + position.darkWaiting() > 0
                || position.lightPieces() != piecesPerSide || position.darkPieces() != piecesPerSide) {
            return -1;
        }
        int flagIndex = flagIndex(position.flags());
        if (flagIndex < 0) {
            return -1;
        }
        return offset(a, b, flagIndex, position.toMove(), rank(position.light()),
                darkRank(position.light(), position.dark()));
    }

    /** The position at {@code offset} of layer (a, b). */
    Position position(int a, int b, int offset) {
        int darkSets = darkSets(a, b);
        int darkRank = offset % darkSets;
        int rest = offset / darkSets;
        int lightRank = rest % lightSets(a);
        rest /= lightSets(a);
        Side toMove = Side.values()[rest % 2];
        int light = lightMask(a, lightRank);
        return new Position(light, darkMask(light, b, darkRank), 0, 0, piecesPerSide, piecesPerSide, toMove,
                flagValues[rest / 2]);
    }
}
