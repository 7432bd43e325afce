package org.senet.core.rules;

/**
 * How a rule set decides who plays which side and who begins. The engine's start position is the
 * first decision point after the opening (RULES.md §9): colour drawing is a matter of seating.
 */
public enum Opening {
    /** Light moves first from the start position. */
    LIGHT_FIRST,
    /**
     * Players throw in turn until one throws a 1; that player takes dark (JP3, AS3). The start
     * position already shows dark's opening move and the flags it leaves.
     */
    FIRST_ONE_TAKES_DARK,
    /** Who starts is drawn at random (RB1); the start position names light, seat the starter there. */
    RANDOM
}
