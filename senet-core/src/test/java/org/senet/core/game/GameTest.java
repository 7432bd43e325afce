package org.senet.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.senet.core.SenetException;
import org.senet.core.action.Action;
import org.senet.core.board.Side;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.position.PositionException;
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

    /** Light's last piece on 30 (the other borne off), dark on 1 and 29, light to move: a throw of 1 ends the game. */
    private Game lastPiece(Integer... throwValues) {
        return new Game(race, Notation.parse(race, "B...........................BW W"),
                new ScriptedThrows(List.of(throwValues), null));
    }

    /** Fails the test if asked: for decisions with one action, which are taken without asking. */
    private static final Player NEVER_ASKED = (rules, position, throwValue, actions, count) -> {
        throw new AssertionError("asked with " + count + " actions");
    };

    @Test
    void C7_a_finished_game_has_no_actions_and_refuses_more() {
        Game game = lastPiece(1);
        assertFalse(game.isOver());
        assertEquals(Optional.empty(), game.winner());
        assertTrue(game.canThrow());
        Step thrown = game.step(NEVER_ASKED);
        assertEquals("W throw 1", thrown.text());
        Step bearOff = game.step(NEVER_ASKED);
        assertEquals("W 30->off", bearOff.text());
        assertTrue(game.isOver());
        assertEquals(Optional.of(Side.LIGHT), game.winner());
        assertEquals(List.of(), game.actions());
        assertFalse(game.canThrow());
        assertEquals("The game is over", assertThrows(IllegalActionException.class, game::throwSticks).getMessage());
        assertEquals("The game is over",
                assertThrows(IllegalActionException.class, () -> game.step(NEVER_ASKED)).getMessage());
        assertTrue(game.playOut(NEVER_ASKED, NEVER_ASKED, 10));
        assertEquals(2, game.steps().size());
        assertEquals(Notation.parse(race, "B...........................BW W"), game.startPosition());
    }

    @Test
    void C4_one_throw_at_a_time_and_a_thrown_action_is_the_throw_step() {
        Game game = new Game(race, race.start(), new ScriptedThrows(List.of(2), null));
        Step step = game.play(Action.Throw.INSTANCE);
        assertTrue(step.isThrow());
        assertEquals(2, step.throwValue());
        assertEquals(race.start(), step.after());
        assertEquals(2, game.pendingThrow());
        assertFalse(game.canThrow());
        assertEquals("The sticks were thrown already: 2 is waiting to be played",
                assertThrows(IllegalActionException.class, game::throwSticks).getMessage());
    }

    @Test
    void a_player_is_asked_only_between_several_actions_and_must_pick_one_of_them() {
        // after a 5 both light pieces move: 1->6 and 3->8
        Game game = new Game(race, race.start(), new ScriptedThrows(List.of(5, 5), null));
        game.step(NEVER_ASKED);
        Player stubborn = new Player() {
            @Override
            public int choose(RuleSet rules, org.senet.core.position.Position position, int throwValue, int[] actions,
                              int count) {
                return count;
            }

            @Override
            public String toString() {
                return "stubborn";
            }
        };
        assertEquals("the player stubborn chose action number 2, and there are 2 (0..1)",
                assertThrows(SenetException.class, () -> game.step(stubborn)).getMessage());
        assertThrows(SenetException.class, () -> game.step((r, p, t, a, c) -> -1));
        assertEquals("W 3->8", game.step((r, p, t, a, c) -> 1).text());
    }

    @Test
    void playOut_stops_after_the_throws_allowed_and_asks_each_side_its_own_player() {
        Game game = new Game(race, race.start(), new ScriptedThrows(List.of(5, 2, 3, 1, 1), null));
        assertFalse(game.playOut((r, p, t, a, c) -> 0, (r, p, t, a, c) -> 0, 3));
        assertEquals(3, game.steps().stream().filter(Step::isThrow).count());
        assertTrue(game.hasPendingThrow(), "the third throw waits to be played");
        assertEquals(3, game.pendingThrow());

        List<Side> askedLight = new java.util.ArrayList<>();
        List<Side> askedDark = new java.util.ArrayList<>();
        Game full = Game.start(race, 5);
        assertTrue(full.playOut((r, p, t, a, c) -> {
            askedLight.add(p.toMove());
            return c - 1;
        }, (r, p, t, a, c) -> {
            askedDark.add(p.toMove());
            return 0;
        }, 10_000));
        assertFalse(askedLight.isEmpty());
        assertFalse(askedDark.isEmpty());
        assertEquals(List.of(Side.LIGHT), askedLight.stream().distinct().toList());
        assertEquals(List.of(Side.DARK), askedDark.stream().distinct().toList());
    }

    @Test
    void a_game_resumed_after_a_move_waits_for_the_throw() {
        Game game = new Game(race, race.start(), new ScriptedThrows(List.of(2), null));
        game.throwSticks();
        game.play(game.actions().get(0));
        Game resumed = Game.resume(race, race.start(), game.steps(), new ScriptedThrows(List.of(), null));
        assertEquals(game.position(), resumed.position());
        assertFalse(resumed.hasPendingThrow());
        assertEquals(RuleSet.NO_THROW, resumed.pendingThrow());
        assertEquals(Side.DARK, resumed.toMove());
        Game fresh = Game.resume(race, race.start(), List.of(), new ScriptedThrows(List.of(), null));
        assertEquals(race.start(), fresh.position());
        assertEquals(RuleSet.NO_THROW, fresh.pendingThrow());
    }

    @Test
    void a_move_played_without_its_effects_is_recorded_as_listed() {
        Position nearEnd = Notation.parse(race, ".........................W...B W");     // one piece each borne off
        Game game = new Game(race, nearEnd, new ScriptedThrows(List.of(5), null));
        game.throwSticks();
        Step step = game.play(Action.parse("26->off"));
        assertTrue(((Action.Move) step.action()).has(org.senet.core.action.MoveEffect.BEAR_OFF));
    }

    @Test
    void steps_is_a_snapshot_that_later_steps_leave_unchanged() {
        Game game = Game.start(race, 5);
        game.throwSticks();
        List<Step> before = game.steps();
        int seen = 0;
        for (Step step : before) { // stepping while iterating: no ConcurrentModificationException
            game.step(new RandomPlayer(1));
            seen++;
        }
        assertEquals(1, seen);
        assertEquals(1, before.size());
        assertEquals(2, game.stepCount());
        assertEquals(2, game.steps().size());
        assertThrows(UnsupportedOperationException.class, () -> game.steps().clear());
    }

    @Test
    void a_start_of_other_rules_and_null_arguments_are_refused() {
        ScriptedThrows sticks = new ScriptedThrows(List.of(1), null);
        assertEquals("rules", assertThrows(NullPointerException.class,
                () -> new Game(null, race.start(), sticks)).getMessage());
        assertEquals("start", assertThrows(NullPointerException.class, () -> new Game(race, null, sticks)).getMessage());
        assertEquals("sticks", assertThrows(NullPointerException.class,
                () -> new Game(race, race.start(), null)).getMessage());
        Position threePieces = Position.of(0b10101, 0b01010, 3, Side.LIGHT);
        PositionException tooMany = assertThrows(PositionException.class,
                () -> new Game(race, threePieces, sticks));
        assertTrue(tooMany.getMessage().endsWith("is not a position of race: it is a position of 3,3 pieces, and the"
                + " rules play with 2 a side (borne-off pieces included)"), tooMany.getMessage());
        Position fewer = Position.of(0b1, 0b10, 1, Side.LIGHT);
        assertTrue(assertThrows(PositionException.class, () -> new Game(race, fewer, sticks)).getMessage()
                .contains("it is a position of 1,1 pieces"), "a start of a rule set with fewer pieces is refused too");
        Position waiting = new Position(1, 2, 1, 0, 2, 2, Side.LIGHT, 0);
        assertTrue(assertThrows(PositionException.class, () -> new Game(race, waiting, sticks)).getMessage()
                .endsWith("pieces wait to enter, and in these rules none waits"));
        Position flagged = race.start().withFlags(0x4);
        assertTrue(assertThrows(PositionException.class, () -> new Game(race, flagged, sticks)).getMessage()
                .endsWith("it has flags 0x4 that the rules do not keep"));
        Position endgame = Position.of(1, 2, 2, Side.LIGHT);
        assertEquals(endgame, new Game(race, endgame, sticks).position(), "one piece each borne off: an endgame");
    }
}
