package org.senet.core.rules;

import java.util.List;

import org.senet.core.position.Position;

/**
 * A capability of a rule set ({@link RuleSet#capability}) whose turns gather throws before playing
 * them (Thibault's {@code gather-throws}): the throws a side holds.
 */
public interface ThrowGathering {
    /**
     * The throws the side to move has kept earlier in its turn and not yet played, read from the
     * position's flags.
     *
     * @param position the position
     * @return the throws, in increasing order with repeats ({@code [1, 4, 4]})
     */
    List<Integer> gatheredThrows(Position position);
}
