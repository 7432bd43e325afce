package org.senet.web.games;

import java.util.Optional;

import org.senet.core.position.Position;
import org.senet.core.record.FirstMove;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.ThrowsForDark;

/**
 * How a new game begins: what a request asked for ({@link GameRequests}) or what follows a finished game of a
 * match ({@link Matches}), before {@link LiveGames} holds its file and plays it.
 *
 * @param rules     the rule set, with its options and points
 * @param start     the position the game starts from
 * @param light     who plays light
 * @param dark      who plays dark
 * @param seed      the game's seed (sticks and bots)
 * @param firstMove how the side to move in {@code start} came to move first, where the rules draw it
 * @param opening   the throws for a 1 that decide the sides (JP3, AS3), where they do
 */
record Beginning(RuleSet rules, Position start, Seat light, Seat dark, long seed, Optional<FirstMove> firstMove,
                 Optional<ThrowsForDark> opening) {
}
