package org.senet.variants.thibault;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.senet.variants.thibault.ThibaultOptionBoards.BASE;
import static org.senet.variants.thibault.ThibaultOptionBoards.board;
import static org.senet.variants.thibault.ThibaultOptionBoards.keys;
import static org.senet.variants.thibault.ThibaultOptionBoards.moves;
import static org.senet.variants.thibault.ThibaultOptionBoards.play;
import static org.senet.variants.thibault.ThibaultOptionBoards.refusal;
import static org.senet.variants.thibault.ThibaultOptionBoards.rules;

import java.util.List;
import java.util.OptionalLong;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.action.Action;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.game.Player;
import org.senet.core.game.RandomPlayer;
import org.senet.core.game.Step;
import org.senet.core.notation.Notation;
import org.senet.core.notation.NotationException;
import org.senet.core.position.Position;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.IllegalActionException;
import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.Referee;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.sticks.RandomSticks;
import org.senet.core.sticks.ScriptedThrows;
import org.senet.variants.Refusals;

/**
 * Thibault's option {@code gather-throws=true} (T-ALT): throws gathered until a 2 or a 3, then played in
 * any order, alone and with the other options; expected lines worked out from the rules by hand.
 */
class GatherThrowsOptionTest {
    private static final RuleSet GATHER = rules("gather-throws=true");

    @Test
    @DisplayName("T-ALT gather-throws: a 1, 4 or 5 is kept and the player throws again; the pool is in the notation")
    void T_ALT_gather_throws_keeps_1_4_5() {
        String start = "WBWBWBWBWB.................... W";
        assertEquals(List.of("throw " + start + " pool4=1"), moves(GATHER, start, 4));
        assertEquals(List.of("throw " + start + " pool1=1"), moves(GATHER, start, 1));
        assertEquals(List.of("throw " + start + " pool5=1"), moves(GATHER, start, 5));
        // Before the next throw, throwing is the only action; the next 1, 4 or 5 is kept too.
        assertEquals(List.of("throw"), moves(GATHER, start + " pool4=1", RuleSet.NO_THROW));
        assertEquals(List.of("throw " + start + " pool1=1 pool4=2 pool5=1"),
                moves(GATHER, start + " pool1=1 pool4=1 pool5=1", 4));
        Position kept = GATHER.apply(Notation.parse(GATHER, start + " pool4=1"), 1, ActionCode.THROW);
        assertEquals(start + " pool1=1 pool4=1", Notation.format(GATHER, kept));
        assertEquals(List.of(1, 4), new Referee(GATHER).gatheredThrows(kept));
        assertEquals(List.of(), new Referee(BASE).gatheredThrows(kept));
        // No piece moves while gathering: the reason says why.
        assertEquals("A throw of 4 is kept and the sticks are thrown again; the gathered throws are played once a 2 or 3"
                + " ends the gathering", Refusals.whyNot(GATHER, start, 4, 1));
        assertEquals("You don't have a piece on square 2", Refusals.whyNot(GATHER, start, 4, 2));
        // Without the option the throw is played at once, as ever.
        assertEquals("7->11 WBWBWB.BWBW................... W mid=1", moves(BASE, start, 4).get(0));
    }

    @Test
    @DisplayName("T-ALT gather-throws: a 2 or 3 ends the gathering; the throws are played one move each, in any order")
    void T_ALT_gather_throws_stop_at_2_or_3_and_play_in_any_order() {
        // Held: a 1 and a 4; the 3 ends the gathering. Each move names the throw it uses; the rest stay held.
        String p = board("W5 B12") + " W pool1=1 pool4=1";
        assertEquals(List.of("5->6 " + board("W6 B12") + " W pool3=1 pool4=1 spend=1",
                "5->8 " + board("W8 B12") + " W pool1=1 pool4=1 spend=1",
                "5->9 " + board("W9 B12") + " W pool1=1 pool3=1 spend=1"), moves(GATHER, p, 3));
        // Then, with no throw, the moves of the throws still held: 9->12 with the 3 swaps with the lone dark piece.
        String held = board("W9 B12") + " W pool1=1 pool3=1 spend=1";
        assertEquals(List.of("9->10 " + board("W10 B12") + " W pool3=1 spend=1",
                "9->12 " + board("B9 W12") + " W pool1=1 spend=1"), moves(GATHER, held, RuleSet.NO_THROW));
        assertEquals(List.of(1, 3), new Referee(GATHER).gatheredThrows(Notation.parse(GATHER, held)));
        // The last throw used, the sticks pass; no move earns a throw (the 1 and 4 did not).
        assertEquals(List.of("12->13 " + board("B9 W13") + " B"), moves(GATHER, board("B9 W12") + " W pool1=1 spend=1",
                RuleSet.NO_THROW));
        // The throws in another order: the same throws used, another game.
        assertEquals(board("B9 W13") + " B", play(GATHER, p, 3, "5->9", "9->12", "12->13"));
        assertEquals(board("W13 B12") + " B", play(GATHER, p, 3, "5->6", "6->10", "10->13"));
        // A 2 or 3 alone plays as usual: one move, and the sticks pass.
        assertEquals(List.of("5->7 " + board("W7 B12") + " B"), moves(GATHER, board("W5 B12") + " W", 2));
        // TH3 and TH4 hold throw by throw: 23 has no forward move on a 4 (it would pass 26), so the 4 moves
        // it backward, while the 3 moves it forward.
        assertEquals(List.of("23->26 " + board("B5 W26") + " W pool4=1 spend=1",
                "23->19 " + board("B5 W19") + " W pool3=1 spend=1"), moves(GATHER, board("B5 W23") + " W pool4=1", 3));
    }

    @Test
    @DisplayName("T-ALT gather-throws: when no throw held has a move the rest are forfeited and the sticks pass")
    void T_ALT_gather_throws_forfeit_the_rest() {
        // 28 bears off with the 3; the 1 moves nothing (TH6: 29 only leaves, on a 2).
        String p = board("B5 W28 W29") + " W pool1=1";
        assertEquals(List.of("28->off " + board("B5 W29") + " W pool1=1 spend=1"), moves(GATHER, p, 3));
        assertEquals(List.of("pass " + board("B5 W29") + " B"), moves(GATHER, board("B5 W29") + " W pool1=1 spend=1",
                RuleSet.NO_THROW));
        // Nothing moves with any throw: a single pass forfeits them all.
        assertEquals(List.of("pass " + board("B5 W29") + " B"), moves(GATHER, board("B5 W29") + " W pool1=2 pool4=1", 3));
        // Not the most throws (decided): 28->off, then 26->27 with the 1, would use both throws, yet 26->29 with
        // the 3 is allowed too, and forfeits the 1.
        String both = board("B5 W26 W28") + " W pool1=1";
        assertEquals(List.of("26->27 " + board("B5 W27 W28") + " W pool3=1 spend=1",
                "26->29 " + board("B5 W28 W29") + " W pool1=1 spend=1",
                "28->off " + board("B5 W26") + " W pool1=1 spend=1"), moves(GATHER, both, 3));
        assertEquals(board("B5 W28 W29") + " B", play(GATHER, both, 3, "26->29", "pass"));
        assertEquals(board("B5 W27") + " B", play(GATHER, both, 3, "28->off", "26->27"));
    }

    @Test
    @DisplayName("T-ALT gather-throws: whyNot explains a piece by the throws held, each one's reason when they differ")
    void T_ALT_gather_throws_reasons() {
        // Two throws, two reasons: 13 and 12 are a protected pair.
        String q = board("W11 W14 B12 B13") + " W pool1=1 pool2=1 spend=1";
        assertEquals("The piece on square 11 cannot move with any of the gathered throws: with 1, attack on safe piece: 12;"
                + " with 2, attack on safe piece: 13", Refusals.whyNot(GATHER, q, RuleSet.NO_THROW, 11));
        // One reason for both throws: said once.
        assertEquals("The piece on square 29 can only leave the board, with the exact throw",
                Refusals.whyNot(GATHER, board("B5 W28 W29") + " W pool1=1", 3, 29));
        // A move with a throw held is played without a throw; one that is not listed is refused with the reason.
        Position held = Notation.parse(GATHER, q);
        IllegalActionException refused = assertThrows(IllegalActionException.class,
                () -> new Referee(GATHER).play(held, RuleSet.NO_THROW, new Action.Move(ActionCode.move(11, 12, 0))));
        assertTrue(refused.getMessage().contains("with 1, attack on safe piece: 12"), refused.getMessage());
    }

    @Test
    @DisplayName("T-ALT gather-throws: the pool fields round-trip; impossible ones are refused; mid is not used")
    void T_ALT_gather_throws_notation() {
        for (String text : List.of("WBWBWBWBWB.................... W pool1=3 pool4=2 pool5=127",
                board("W9 B12") + " W pool1=1 pool3=1 spend=1", board("W9 B12") + " B pool2=1 spend=1",
                board("W9 B12") + " W pool4=1 spend=1")) {
            assertEquals(text, Notation.format(GATHER, Notation.parse(GATHER, text)));
        }
        for (String bad : List.of(board("W9 B12") + " W pool2=1", board("W9 B12") + " W pool2=1 pool3=1 spend=1",
                board("W9 B12") + " W spend=1", board("W9 B12") + " W mid=1", board("W9 B12") + " W pool1=128",
                board("W9 B12") + " W pool6=1")) {
            assertThrows(NotationException.class, () -> Notation.parse(GATHER, bad), bad);
        }
        // The fields exist only with the option.
        assertThrows(NotationException.class, () -> Notation.parse(BASE, board("W9 B12") + " W pool1=1"));
        assertFalse(keys(BASE).contains("pool1"));
        assertEquals(List.of("pool1", "pool2", "pool3", "pool4", "pool5", "spend"), keys(GATHER));
        // With sticks=6 the top throw is a 6: pool6.
        RuleSet six = rules("gather-throws=true", "sticks=6");
        assertEquals(List.of("throw WBWBWBWBWB.................... W pool6=1"),
                moves(six, "WBWBWBWBWB.................... W", 6));
    }

    @Test
    @DisplayName("T-ALT gather-throws: every move tells its throw, bear-offs and entries included (sticks=6, start-off-board)")
    void T_ALT_gather_throws_the_throw_a_move_used() {
        // 26->off uses the 6 with sticks=6 (the top throw, TH5), not 31 - 26; the 2 only moves 26 back (TH3).
        RuleSet six = rules("gather-throws=true", "sticks=6");
        assertEquals(List.of("26->24 " + board("B5 W24 W28") + " W pool6=1 spend=1",
                "26->off " + board("B5 W28") + " W pool2=1 spend=1"), moves(six, board("B5 W26 W28") + " W pool6=1", 2));
        // Entries count from 0: in->4 uses the 4.
        RuleSet entering = rules("gather-throws=true", "start-off-board=true");
        assertEquals(List.of("in->2 " + board("W2") + " W wait=4,5 pool4=1 spend=1",
                "in->4 " + board("W4") + " W wait=4,5 pool2=1 spend=1"),
                moves(entering, ".............................. W wait=5,5 pool4=1", 2));
    }

    @Test
    @DisplayName("T-ALT gather-throws with TH9: rescue only at a turn's first decision; a drowning piece waits for a 4")
    void T_ALT_gather_throws_with_drowning() {
        String p = board("W5 B20 W27") + " W";
        assertEquals(List.of("throw", "27->15 " + board("W5 W15 B20") + " B"), moves(GATHER, p, RuleSet.NO_THROW));
        // Once gathering, no rescue (TH9e: never in the middle of a turn).
        assertEquals(List.of("throw"), moves(GATHER, p + " pool1=1", RuleSet.NO_THROW));
        // TH9b, c: the 4 bears the drowning piece off; then the other throws move the other pieces.
        assertEquals(List.of("27->off " + board("W5 B20") + " W pool1=1 pool2=1 spend=1"),
                moves(GATHER, p + " pool1=1 pool4=1", 2));
        assertEquals(board("W8 B20") + " B", play(GATHER, p + " pool1=1 pool4=1", 2, "27->off", "5->6", "6->8"));
        // Without a 4 nothing moves: all is forfeited (TH9d's extra throw is what the gathering gave already).
        assertEquals(List.of("pass " + board("W5 B20 W27") + " B"), moves(GATHER, p + " pool1=1 pool5=1", 3));
    }

    @Test
    @DisplayName("T-ALT gather-throws with second-needs-one: a 1 among dark's gathered throws pays its debt; else all are lost")
    void T_ALT_gather_throws_with_second_needs_one() {
        RuleSet rules = rules("gather-throws=true", "second-needs-one=true");
        String dark = board("W5 B12") + " B needone=1";
        assertEquals(List.of("throw " + dark + " pool4=1"), moves(rules, dark, 4));
        assertEquals(List.of("pass " + board("W5 B12") + " W needone=1"), moves(rules, dark + " pool4=1", 2));
        assertEquals("Dark moves no piece before it has thrown a 1", Refusals.whyNot(rules, dark + " pool4=1", 2, 12));
        // The 1 is kept, and pays: the flag goes at once.
        assertEquals(List.of("throw " + board("W5 B12") + " B pool1=1 pool4=1"), moves(rules, dark + " pool4=1", 1));
        assertEquals(List.of("12->13 " + board("W5 B13") + " B pool2=1 pool4=1 spend=1",
                "12->14 " + board("W5 B14") + " B pool1=1 pool4=1 spend=1",
                "12->16 " + board("W5 B16") + " B pool1=1 pool2=1 spend=1"),
                        moves(rules, board("W5 B12") + " B pool1=1 pool4=1", 2));
        assertThrows(NotationException.class, () -> Notation.parse(rules, dark + " pool1=1"));
        // Light gathers as usual.
        assertEquals(List.of("5->7 " + board("W7 B12") + " B needone=1"), moves(rules, board("W5 B12") + " W needone=1", 2));
    }

    @Test
    @DisplayName("T-ALT gather-throws with netting: landing on 16 costs the first throw of the side's next turn")
    void T_ALT_gather_throws_with_netting() {
        RuleSet rules = rules("gather-throws=true", "netting=true");
        String p = board("B5 W14") + " W pool1=1";
        assertEquals(List.of("14->15 " + board("B5 W15") + " W pool2=1 spend=1",
                "14->16 " + board("B5 W16") + " W netted=1 pool1=1 spend=1"), moves(rules, p, 2));
        // The turn goes on; when it ends, dark plays two turns (net=1), as after a 2 or 3 without the option.
        assertEquals(List.of("16->17 " + board("B5 W17") + " B net=1"),
                moves(rules, board("B5 W16") + " W netted=1 pool1=1 spend=1", RuleSet.NO_THROW));
        // Netted twice in one turn: still the one throw (decided).
        assertEquals(board("B5 W16 W17") + " B net=1",
                play(rules, board("B5 W14 W15") + " W pool1=2", 2, "15->16", "16->17", "14->16"));
        // Dark, owing light a turn (net=1 on dark's side), nets itself: the two lost throws cancel out.
        assertEquals(board("W5 B17") + " W", play(rules, board("W5 B14") + " B net=1 pool1=1", 2, "14->16", "16->17"));
        // A pass that forfeits the rest keeps the cost: 16 has no move with the 1 (17 and 15 are protected).
        assertEquals(List.of("pass " + board("B14 B15 W16 B17 B18") + " B net=1"),
                moves(rules, board("B14 B15 W16 B17 B18") + " W netted=1 pool1=1 spend=1", RuleSet.NO_THROW));
    }

    @Test
    @DisplayName("T-ALT gather-throws with must-bear-off: a bear-off with any throw held comes first")
    void T_ALT_gather_throws_with_must_bear_off() {
        RuleSet rules = rules("gather-throws=true", "must-bear-off=true");
        String p = board("W5 B12 W28") + " W pool1=1";
        assertEquals(List.of("28->off " + board("W5 B12") + " W pool1=1 spend=1"), moves(rules, p, 3));
        assertEquals("A piece can bear off with this throw, and bearing off must be played", Refusals.whyNot(rules, p, 3, 5));
        assertEquals(List.of("5->6 " + board("W6 B12") + " B"), moves(rules, board("W5 B12") + " W pool1=1 spend=1",
                RuleSet.NO_THROW));
    }

    @Test
    @DisplayName("T-ALT gather-throws: refused with beauty-throw and fifteen=safe-throw (moves earn no throw); the "
            + "others combine")
    void T_ALT_gather_throws_combinations() {
        for (String option : List.of("beauty-throw=true", "fifteen=safe-throw")) {
            String message = refusal("gather-throws=true", option);
            assertTrue(message.contains("gather-throws") && message.contains(option.endsWith("=true")
                    ? option.substring(0, option.indexOf('=')) : option) && message.contains("no move earns"), message);
        }
        for (OptionSpec spec : BASE.optionSpecs()) {
            for (String value : spec.values()) {
                String option = spec.key() + "=" + value;
                if (!option.equals("beauty-throw=true") && !option.equals("fifteen=safe-throw")
                        && !spec.key().equals("gather-throws")) {
                    assertEquals("true", rules("gather-throws=true", option).options().get("gather-throws"), option);
                }
            }
        }
        RuleSet all = rules("gather-throws=true", "sticks=6", "pieces=10", "second-needs-one=true", "start-off-board=true",
                "walls=true", "backward-no-attack=true", "fifteen=safe", "water=reenter", "judges-forward=true",
                "safe-end=true", "must-bear-off=true", "netting=true");
        assertTrue(keys(all).contains("pool6") && keys(all).contains("netted"));
        assertFalse(keys(all).contains("mid"));
        assertEquals(270, GATHER.throwBound());
    }

    @Test
    @DisplayName("T-ALT gather-throws in a game: keeping is part of throwing again; the record and a resume keep the pool")
    void T_ALT_gather_throws_in_a_game_and_its_record() {
        Game game = new Game(GATHER, GATHER.start(), new ScriptedThrows(List.of(4, 1, 2), new RandomSticks(1)));
        assertEquals(4, game.throwSticks());
        assertEquals(List.of(Action.Throw.INSTANCE), game.actions());
        assertTrue(game.canThrow());
        assertEquals(1, game.throwSticks()); // keeps the 4 and throws again
        assertEquals(List.of(4), new Referee(GATHER).gatheredThrows(game.position()));
        GameRecord waiting = GameRecord.of(game, OptionalLong.of(1), "Ann", "Bob", "d");
        assertTrue(waiting.format().contains("[Position \"WBWBWBWBWB.................... W pool4=1\"]\n[Throw \"1\"]"),
                waiting.format());
        assertEquals(2, game.throwSticks());
        assertEquals(List.of(1, 4), new Referee(GATHER).gatheredThrows(game.position()));
        // The 2 ends the gathering: the moves of 1, 2 and 4, then those of the throws left, without a throw.
        Step first = game.play(game.actions().get(0));
        assertEquals(2, first.throwValue());
        assertFalse(game.hasPendingThrow());
        assertEquals(Side.LIGHT, game.toMove());
        assertFalse(game.canThrow());
        game.play(game.actions().get(0));
        Step last = game.play(game.actions().get(0));
        assertEquals(RuleSet.NO_THROW, last.throwValue());
        assertEquals(Side.DARK, game.toMove());
        assertEquals(List.of("W throw 4", "W throw 1", "W throw 2"),
                game.steps().subList(0, 3).stream().map(Step::text).toList());
        assertEquals(6, game.steps().size());
        // The record reads back to the same steps, and a game resumed from it goes on with the pool.
        for (GameRecord record : List.of(waiting, GameRecord.of(game, OptionalLong.of(1), "Ann", "Bob", "d"))) {
            GameRecord parsed = GameRecord.parse(RuleSets.of(GATHER), record.format());
            assertEquals(record.format(), parsed.format());
            assertEquals(record.steps(), parsed.steps());
        }
        Game resumed = GameRecord.parse(RuleSets.of(GATHER), waiting.format()).toGame(new ScriptedThrows(List.of(3),
                new RandomSticks(2)));
        assertEquals(3, resumed.throwSticks());
        assertEquals(List.of(1, 4), new Referee(GATHER).gatheredThrows(resumed.position()));
        assertEquals(3, resumed.pendingThrow());
    }

    @Test
    @DisplayName("T-ALT gather-throws: whole games by random players end with a winner (the bots' games: senet-bots)")
    void T_ALT_gather_throws_whole_games() {
        RuleSet rules = rules("gather-throws=true", "netting=true", "second-needs-one=true");
        for (RuleSet subject : List.of(GATHER, rules)) {
            Game game = Game.start(subject, 17);
            Player light = RandomPlayer.FACTORY.create(subject, 1);
            Player dark = RandomPlayer.FACTORY.create(subject, 2);
            for (int step = 0; step < 20_000 && !game.isOver(); step++) { // steps, not throws: no endless turn
                game.step(game.toMove() == Side.LIGHT ? light : dark);
            }
            assertTrue(game.isOver() && game.winner().isPresent(), subject + " random vs random");
            List<Step> steps = game.steps();
            long kept = 0;
            for (int i = 1; i < steps.size(); i++) {
                kept += steps.get(i - 1).isThrow() && steps.get(i).isThrow() ? 1 : 0;
            }
            assertTrue(kept > 10, "throws kept to throw again: " + kept);
        }
    }
}
