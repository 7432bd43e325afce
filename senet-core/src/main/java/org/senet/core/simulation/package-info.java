/**
 * Many games at once, for research: {@link org.senet.core.simulation.Simulation} plays seeded games
 * between two players on several threads and gives a {@link org.senet.core.simulation.SimulationResult}
 * (wins with their {@link org.senet.core.simulation.Interval}s, throws and moves, the lengths of the
 * games as {@link org.senet.core.simulation.GameLengths}, speed); the same seed gives the same figures
 * whatever the number of threads. A {@link org.senet.core.simulation.GameObserver} watches every
 * decision of every game for figures of one's own.
 *
 * <p>Start with {@code Simulation.builder(rules).games(20_000).seed(1).run()}.
 *
 * <p>Inside, a {@code GameRunner} plays a thread's share of the games (in place where both players give a
 * {@link org.senet.core.game.Player#blindChoice()}, else through a {@code SteppingPlayout}), and a
 * {@code Tally} counts each game's {@code GameOutcome}.
 */
package org.senet.core.simulation;
