package org.senet.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.senet.core.action.Action;
import org.senet.core.board.Side;
import org.senet.core.position.Notation;
import org.senet.core.rules.IllegalActionException;
import org.senet.core.rules.RaceRules;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ScriptedThrows;

class GameTest {
    private final RuleSet race = new RaceRules();

    @Test
    void throws_are_chance_events_and_moves_are_checked() {
        Game game = new Game(race, race.start(), new ScriptedThrows(List.of(2, 3), null));
        assertEquals(List.of(Action.Throw.INSTANCE), game.actions());
        assertEquals(2, game.throwSticks());
        assertTrue(game.hasPendingThrow());
        assertThrows(IllegalActionException.class, game::throwSticks, "one throw at a time");
        Action move = game.actions().get(0);
        assertEquals("3->5", move.text(), "1->3 would land on its own piece");
        game.play(move);
        assertEquals("WB.BW......................... B", Notation.format(race, game.position()));
        assertFalse(game.hasPendingThrow());
        assertEquals(List.of("W throw 2", "W 3->5"), game.steps().stream().map(Step::text).toList());
    }

    @Test
    void an_illegal_move_changes_nothing() {
        Game game = new Game(race, race.start(), new ScriptedThrows(List.of(2), null));
        game.throwSticks();
        Action.Move bogus = new Action.Move(org.senet.core.action.ActionCode.move(1, 3, 0));
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> game.play(bogus));
        assertEquals("The piece on square 1 cannot move with a throw of 2", e.getMessage());
        assertEquals(race.start(), game.position());
        assertEquals(1, game.steps().size());
        assertTrue(game.hasPendingThrow());
    }

    @Test
    void P5_the_same_seed_plays_the_same_game() {
        Game a = Game.start(race, 99);
        Game b = Game.start(race, 99);
        assertTrue(a.playOut(new RandomPlayer(1), new RandomPlayer(2), 10_000));
        assertTrue(b.playOut(new RandomPlayer(1), new RandomPlayer(2), 10_000));
        assertEquals(a.steps(), b.steps());
        Side winner = a.winner().orElseThrow();
        assertEquals(0, a.position().pieces(winner) - a.position().off(winner));
    }
}
