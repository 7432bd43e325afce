/**
 * Playing one game: {@link org.senet.core.game.Game} keeps a game's position and history, throws the
 * sticks and plays the actions its players choose, each checked by the rules; a
 * {@link org.senet.core.game.Player} chooses an action where there is a choice, and a
 * {@link org.senet.core.game.PlayerFactory} makes one for each game from a seed.
 * {@link org.senet.core.game.RandomPlayer} is the uniform random player that "random play" means
 * everywhere in this project; the bots of the module {@code org.senet.bots} are players too.
 *
 * <p>Start with {@link org.senet.core.game.Game#start}:
 * <pre>{@code
 * Game game = Game.start(RuleSets.discover().get("kendall"), 42);
 * game.playOut(new RandomPlayer(1), new RandomPlayer(2), 100_000);
 * }</pre>
 * The engine logs each throw and move of a game through SLF4J, at debug level, under the logger
 * {@code org.senet.core.game.Game}.
 */
package org.senet.core.game;
