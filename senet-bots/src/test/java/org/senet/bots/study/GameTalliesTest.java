package org.senet.bots.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.bots.evaluation.Evaluation;
import org.senet.bots.fixtures.DecisionPoints;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.simulation.GameObserver;
import org.senet.core.simulation.Simulation;

/** Turns, branching, forced moves, passes and the verdicts' wiring, on a game scripted decision by decision. */
class GameTalliesTest {
    private static final double EXACT = 1e-12;
    private static final RuleSet RULES = DecisionPoints.REGISTRY.get("thibault");
    private static final int M1 = ActionCode.move(9, 11, 0);
    private static final int M2 = ActionCode.move(7, 9, 0);
    private static final int M3 = ActionCode.move(5, 7, 0);
    private static final Position LIGHT_TO_MOVE = RULES.start();
    private static final Position DARK_TO_MOVE = RULES.start().withTurn(Side.DARK, 0);
    /** Light has borne every piece off: light has won. */
    private static final Position LIGHT_WON = Position.of(0, Track.bit(1) | Track.bit(3), 5, Side.DARK);

    /**
     * Light throws twice (three moves to choose from, then one forced move), dark throws twice and must
     * pass both times, light throws twice more (two actions; then keeping the throw, neither forced nor a
     * pass): six throws in three turns, 9 actions after them.
     */
    private static void script(GameObserver.Watcher game, Position last) {
        game.decision(LIGHT_TO_MOVE, RuleSet.NO_THROW, new int[] {ActionCode.THROW}, 1, ActionCode.THROW);
        game.decision(LIGHT_TO_MOVE, 2, new int[] {M1, M2, M3}, 3, M2);
        game.decision(LIGHT_TO_MOVE, 4, new int[] {M1}, 1, M1);
        game.decision(DARK_TO_MOVE, RuleSet.NO_THROW, new int[] {ActionCode.THROW, M3}, 2, ActionCode.THROW);
        game.decision(DARK_TO_MOVE, 1, new int[] {ActionCode.PASS}, 1, ActionCode.PASS);
        game.decision(DARK_TO_MOVE, 2, new int[] {ActionCode.PASS}, 1, ActionCode.PASS);
        game.decision(LIGHT_TO_MOVE, 3, new int[] {M1, ActionCode.THROW}, 2, M1);
        game.decision(LIGHT_TO_MOVE, 3, new int[] {ActionCode.THROW}, 1, ActionCode.THROW);
        game.end(last, 6);
    }

    @Test
    @DisplayName("a scripted game: 6 throws, 3 turns, 9/6 actions a throw, one forced move and two passes in six")
    void shape_of_a_scripted_game() {
        GameTallies tallies = new GameTallies(RULES, 2, null);
        script(tallies.watch(1, LIGHT_TO_MOVE), LIGHT_TO_MOVE);
        script(tallies.watch(0, LIGHT_TO_MOVE), LIGHT_TO_MOVE);
        GameShape shape = tallies.shape();
        assertEquals(6, shape.throwsPerGame().mean(), EXACT);
        assertEquals(6, shape.throwsPerGame().p50());
        assertEquals(3, shape.turnsPerGame().mean(), EXACT);
        assertEquals(List.of(0L, 0L, 0L, 2L), shape.turnsPerGame().counts());
        assertEquals(9 / 6.0, shape.branching(), EXACT);
        assertEquals(1 / 6.0, shape.forced(), EXACT);
        assertEquals(2 / 6.0, shape.passes(), EXACT);
        assertEquals(Optional.empty(), tallies.verdicts(), "no evaluation, no verdicts");
    }

    @Test
    @DisplayName("the verdicts are the trace metrics of the evaluation at each throw's position, for finished games only")
    void verdicts_of_a_scripted_game() {
        assertTrue(RULES.isOver(LIGHT_WON));
        Evaluation evaluation = Evaluation.of(RULES);
        GameTallies tallies = new GameTallies(RULES, 2, evaluation);
        script(tallies.watch(0, LIGHT_TO_MOVE), LIGHT_WON);
        script(tallies.watch(1, LIGHT_TO_MOVE), LIGHT_TO_MOVE); // given up: no winner, left out
        double light = evaluation.lightWins(LIGHT_TO_MOVE);
        double dark = evaluation.lightWins(DARK_TO_MOVE);
        double[] trace = {light, light, dark, dark, light, light};
        Verdicts verdicts = tallies.verdicts().orElseThrow();
        assertEquals(1, verdicts.games());
        assertEquals(TraceMetrics.leadChanges(trace), verdicts.leadChanges(), EXACT);
        assertEquals(TraceMetrics.drama(trace, Side.LIGHT), verdicts.drama(), EXACT);
        assertEquals(TraceMetrics.winnerBehind(trace, Side.LIGHT), verdicts.winnerBehind(), EXACT);
        assertEquals(TraceMetrics.decisiveness(trace, Side.LIGHT), verdicts.decisiveness(), EXACT);
        assertTrue(light != dark, "the trace tells the throws apart");
    }

    /** A watcher of the tallies' that asks for every position, so that the games are played position by position. */
    private static GameObserver byPositions(GameTallies tallies) {
        return (game, start) -> {
            GameObserver.Watcher watcher = tallies.watch(game, start);
            return new GameObserver.Watcher() {
                @Override
                public void decision(Position position, int throwValue, int[] actions, int count, int chosen) {
                    watcher.decision(position.toMove(), throwValue, actions, count, chosen);
                }

                @Override
                public void end(Position last, long throwsMade) {
                    watcher.end(last, throwsMade);
                }
            };
        };
    }

    @Test
    @DisplayName("random play's tallies, played in place, are those of the same games played position by position,"
            + " for every shipped rule set")
    void random_play_in_place_is_tallied_as_by_positions() {
        for (String id : DecisionPoints.REGISTRY.ids()) {
            RuleSet rules = DecisionPoints.REGISTRY.get(id);
            GameTallies inPlace = new GameTallies(rules, 120, null);
            GameTallies stepped = new GameTallies(rules, 120, null);
            Simulation.builder(rules).games(120).seed(11).observer(inPlace).run();
            Simulation.builder(rules).games(120).seed(11).observer(byPositions(stepped)).run();
            assertEquals(stepped.shape(), inPlace.shape(), id);
            assertTrue(inPlace.shape().branching() > 1, id + " has choices to count");
        }
    }
}
