package org.senet.bots.analysis;

import java.util.List;
import java.util.Optional;

import org.senet.core.board.Side;
import org.senet.core.rules.RuleSet;

/**
 * The review of one game: a line per decision (with the throw before it), each side's figures, and
 * light's chance of winning from the start on.
 *
 * @param rules       the rule set the game was played by
 * @param depth       the search depth the review used
 * @param startChance light's chance of winning at the start, before any step
 * @param lines       the lines, in the order of the game
 * @param light       light's figures
 * @param dark        dark's figures
 * @param winner      the winner; empty while the game goes on
 */
public record GameReview(RuleSet rules, int depth, double startChance, List<ReviewLine> lines, SideSummary light,
                         SideSummary dark, Optional<Side> winner) {
    /**
     * Copies the lines.
     *
     * @param rules       the rule set the game was played by
     * @param depth       the search depth the review used
     * @param startChance light's chance of winning at the start, before any step
     * @param lines       the lines, in the order of the game
     * @param light       light's figures
     * @param dark        dark's figures
     * @param winner      the winner; empty while the game goes on
     */
    public GameReview {
        lines = List.copyOf(lines);
    }

    /**
     * One side's figures.
     *
     * @param side the side
     * @return its summary
     */
    public SideSummary summary(Side side) {
        return side == Side.LIGHT ? light : dark;
    }
}
