package org.senet.bots.study;

/**
 * How much skill counts in a rule set: the win rate of the top bot ({@code hard}) against weaker
 * ones, seats swapped every other game. Near 50% luck decides; near 100% skill does.
 *
 * @param againstRandom {@code hard}'s win rate against {@code random}
 * @param againstEasy   {@code hard}'s win rate against {@code easy}
 */
public record SkillGap(WinRate againstRandom, WinRate againstEasy) {
}
