/**
 * A ladder of players: a round robin between them on one rule set ({@link org.senet.bots.ladder.RoundRobin}),
 * and Elo-style ratings with 95% intervals fitted to its results ({@link org.senet.bots.ladder.Ratings}).
 *
 * <pre>{@code
 * List<Entrant> entrants = Bots.all().stream().map(bot -> new Entrant(bot.name(), bot)).toList();
 * RoundRobinResult result = RoundRobin.builder(rules, entrants).gamesPerPair(400).seed(1).threads(2)
 *         .build().play();
 * for (Rating rating : Ratings.fit(result).strongestFirst()) {
 *     System.out.println(rating.name() + " " + rating.elo() + " " + rating.low95() + ".." + rating.high95());
 * }
 * }</pre>
 *
 * <p>The package uses the engine alone (a player is any {@link org.senet.core.game.PlayerFactory}),
 * so it measures any player, not only the shipped bots.
 */
package org.senet.bots.ladder;
