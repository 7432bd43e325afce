package org.senet.testkit;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/**
 * Each planted bug of the sample plugin makes its property fail, with a message that names the
 * property and the rule set and shows where to look; the correct sample passes the same calls. The
 * properties are called as plain methods, over the first seeds.
 */
class PlantedBugsTest {
    private static final RuleSetContract CONTRACT = () -> List.of("sprint");
    private static final int SEEDS = 30;

    /** A property called directly, for one rule set and seed. */
    private interface Check {
        void run(RuleSetUnderTest subject, long seed);
    }

    /** A script of random choices as long as the kit generates, the same for the same seed. */
    private static GameScript script(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Integer> choices = new ArrayList<>();
        for (int i = 0; i < RuleSetContract.SCRIPT_CHOICES; i++) {
            choices.add(random.nextInt(GameScript.MAX_CHOICE + 1));
        }
        return new GameScript(choices);
    }

    private static void runSeeds(String id, Check check) {
        RuleSetUnderTest subject = RuleSetUnderTest.discover(id, Map.of());
        for (long seed = 0; seed < SEEDS; seed++) {
            check.run(subject, seed);
        }
    }

    private static void assertCaught(String id, Check check, String... expected) {
        assertDoesNotThrow(() -> runSeeds("sprint", check), "the correct sample passes");
        AssertionError error = assertThrows(AssertionError.class, () -> runSeeds(id, check));
        String message = error.getMessage();
        for (String part : expected) {
            assertTrue(message.contains(part), "the message says '" + part + "':\n" + message);
        }
        assertTrue(message.lines().count() <= 8 && message.length() < 1_000, "a few short lines:\n" + message);
    }

    @Test
    void a_swap_that_deletes_the_opponent_piece_fails_P1() {
        assertCaught("sprint-swap-deletes-piece",
                (subject, seed) -> CONTRACT.P1_every_change_in_pieces_is_explained_by_the_action(subject, script(seed)),
                "P1 pieces conserved fails for rule set 'sprint-swap-deletes-piece': the opponent",
                "pieces on the board and waiting", "position: ", "throw: ", "action: ", "[SWAP]", "replay: decision ");
    }

    @Test
    void a_listed_action_that_play_refuses_fails_P3() {
        assertCaught("sprint-play-refuses-bearing-off",
                (subject, seed) -> CONTRACT.P3_listed_actions_play_as_they_apply_and_others_are_refused(subject,
                        script(seed), 1, 2),
                "random play fails for rule set 'sprint-play-refuses-bearing-off': apply throws",
                "A piece cannot leave the board yet", "->off [BEAR_OFF]");
    }

    @Test
    void move_order_that_changes_between_calls_fails_P5() {
        assertCaught("sprint-move-order-changes",
                (subject, seed) -> CONTRACT.P5_actions_are_the_same_on_every_call_and_instance(subject, script(seed)),
                "P5 actions are deterministic fails for rule set 'sprint-move-order-changes'", "first call: [",
                "second call: [");
    }

    @Test
    void a_game_that_never_ends_fails_P7() {
        assertCaught("sprint-never-bears-off", CONTRACT::P7_random_games_end,
                "P7 random games end fails for rule set 'sprint-never-bears-off': the random game did not end within 3000 throws");
    }

    @Test
    void a_flag_missing_from_flags_fails_P6() {
        assertCaught("sprint-undeclared-flag", (subject, seed) -> CONTRACT.P6_notation_round_trips(subject, script(seed)),
                "P6 notation round trip fails for rule set 'sprint-undeclared-flag'", "flags=0x1",
                "declared in flags()");
    }

    @Test
    void an_unregistered_rule_set_is_named_with_the_line_to_add_and_the_file() {
        AssertionError error = assertThrows(AssertionError.class,
                () -> RuleSetUnderTest.discover("sprint-missing-services-entry", Map.of()));
        assertTrue(error.getMessage().contains("no rule set with id 'sprint-missing-services-entry' is registered"),
                error.getMessage());
        assertTrue(error.getMessage().contains("add the line com.example.senet.bugs.MissingServicesEntry\n"
                + "  to src/test/resources/META-INF/services/org.senet.core.rules.RuleSet"), error.getMessage());
    }

    @Test
    void a_contract_that_names_no_rule_set_fails() {
        RuleSetContract empty = List::of;
        AssertionError error = assertThrows(AssertionError.class, empty::rulesUnderTest);
        assertTrue(error.getMessage().contains("ruleSetIds() names no rule set"), error.getMessage());
    }
}
