package org.senet.bots.study;

import java.util.Optional;

import org.senet.core.simulation.SimulationResult;

/**
 * One kind of play of a rule set in a study: the simulation's own figures, the starter's win rate,
 * the shape of the games and, where measured, the evaluator's verdicts along them.
 *
 * @param players    who played, e.g. {@code random vs random}
 * @param simulation the figures of the simulation, as {@code senet simulate} prints them
 * @param starter    the win rate of the side that moved first in each game (light or dark, as the
 *                   rule set's opening gives it): {@code (lightStarterWins + darkStarterWins) / games}
 * @param shape      the lengths of the games and the choice they gave
 * @param verdicts   how the evaluator's verdict moved; empty where not measured (random play)
 */
public record Play(String players, SimulationResult simulation, WinRate starter, GameShape shape,
                   Optional<Verdicts> verdicts) {
}
