/**
 * The computer opponents by name, what an application offers its players: {@link org.senet.bots.Bots}
 * holds the shipped levels, weakest first ({@code random}, {@code easy}, {@code medium},
 * {@code classic}, {@code hard}), and finds one by name; each is a {@link org.senet.bots.Bot}, a
 * {@link org.senet.core.game.PlayerFactory} that makes its players for any rule set, the shipped ones
 * and plugins alike. A seed gives the same choices on every machine.
 *
 * <p>Start with {@code Bots.find("hard").orElseThrow().create(rules, seed)}, a
 * {@link org.senet.core.game.Player} for a {@link org.senet.core.game.Game}. The packages below hold
 * the method: {@link org.senet.bots.search} (the search), {@link org.senet.bots.evaluation} (the
 * estimate it ends in), {@link org.senet.bots.learning} (learned estimates),
 * {@link org.senet.bots.tables} (exact endgames).
 */
package org.senet.bots;
