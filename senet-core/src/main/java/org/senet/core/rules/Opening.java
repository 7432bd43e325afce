package org.senet.core.rules;

/**
 * How a rule set decides who plays which side and who begins. The engine's start position is the
 * first decision point after the opening: drawing colours is a matter of seating, not of the
 * position.
 */
public enum Opening {
    /** Light moves first from the start position. */
    LIGHT_FIRST,
    /**
     * Players throw in turn until one throws a 1; that player takes dark. The start position already
     * shows dark's opening move and the flags it leaves.
     */
    FIRST_ONE_TAKES_DARK,
    /**
     * The side that moves first is drawn, independently of who plays which side: light or dark with
     * even chances. {@link RuleSet#start(org.senet.core.board.Side)} gives the start for either side
     * (the same layout, that side to move); {@link FirstMoverDraw} makes the draw from a game's seed.
     */
    FIRST_MOVER_DRAWN;

    /**
     * Whether the side that moves first is drawn, so that a game may start with either side to move.
     *
     * @return true if the side that moves first is drawn, so that a game may start with either side to move
     */
    public boolean drawsFirstMover() {
        return this == FIRST_MOVER_DRAWN;
    }
}
