package org.senet.core.rules;

import java.util.List;

import org.senet.core.position.Position;

/**
 * A capability of a rule set ({@link RuleSet#capability}): positions a game may start from instead of
 * {@link RuleSet#start()}, such as the assessment's test positions (AS11). A game started from one skips
 * the opening: the side to move in the position moves first.
 */
public interface TestPositions {
    /**
     * The test positions, numbered from 1 in the order listed.
     *
     * @return the positions
     */
    List<Position> testPositions();
}
