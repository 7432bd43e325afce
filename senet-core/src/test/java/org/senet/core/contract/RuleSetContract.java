package org.senet.core.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.senet.core.action.Action;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.game.Game;
import org.senet.core.game.RandomPlayer;
import org.senet.core.position.Notation;
import org.senet.core.position.NotationException;
import org.senet.core.position.Position;
import org.senet.core.rules.IllegalActionException;
import org.senet.core.rules.OptionException;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.sticks.ThrowOutcome;

/**
 * The contract every rule set keeps (RULES.md §8, P1–P8), as jqwik properties over random games.
 *
 * <p>Use it for your own plugin: implement this interface in a test class and override
 * {@link #registry()} to return {@code RuleSets.of(new MyRules())} (by default it tests every rule
 * set that {@link RuleSets#discover()} finds), and {@link #expectedEvents} to name the events your
 * rules must reach in random play. The number of tries per property comes from jqwik's
 * {@code jqwik.tries.default} (the build sets it; {@code -Pthorough} raises it).
 *
 * <pre>{@code
 * class MyRulesContractTest implements RuleSetContract {
 *     public RuleSets registry() { return RuleSets.of(new MyRules()); }
 * }
 * }</pre>
 */
public interface RuleSetContract {

    /** The rule sets under test. */
    default RuleSets registry() {
        return RuleSets.discover();
    }

    /**
     * The events that random games of {@code rules} must reach (coverage: at least one generated game
     * per event). By default: moves, passes, bearing off (or the rule set's goal) and a win.
     */
    default Set<RandomGame.Event> expectedEvents(RuleSet rules) {
        return EnumSet.of(RandomGame.Event.MOVE, RandomGame.Event.PASS, RandomGame.Event.WIN);
    }

    /** Every rule set under test. */
    @Provide
    default Arbitrary<RuleSet> ruleSets() {
        List<RuleSet> all = registry().all();
        if (all.isEmpty()) {
            fail("no rule set to test: the registry is empty");
        }
        return Arbitraries.of(all);
    }

    /** The throw bound, and a hard cap of ten times it for one generated game. */
    private static long cap(RuleSet rules) {
        return rules.throwBound() * 10;
    }

    /** P1, P2: pieces are conserved and never share a square, in every position of a random game. */
    @Property
    default void P1_P2_C5_pieces_are_conserved_and_alone_on_their_squares(@ForAll("ruleSets") RuleSet rules,
                                                                        @ForAll long seed) {
        RandomGame game = RandomGame.play(rules, seed, cap(rules));
        for (RandomGame.Decision decision : game.decisions()) {
            Position p = decision.after();
            for (Side side : Side.values()) {
                int total = p.onBoard(side) + p.waiting(side) + p.off(side);
                assertEquals(p.pieces(side), total, "P1 pieces of " + side + " in " + Notation.format(rules, p));
                assertTrue(p.off(side) >= 0, "P1 borne off is never negative");
                assertEquals(decision.before().pieces(side), p.pieces(side), "P1 the piece count never changes");
            }
            assertEquals(0, p.light() & p.dark(), "P2 one piece per square");
            assertEquals(0, p.occupied() & ~Track.ALL, "P2 squares 1..30 only");
        }
        Statistics.label(rules.id()).collect(game.events().contains(RandomGame.Event.WIN) ? "finished" : "unfinished");
        for (RandomGame.Event event : RandomGame.Event.values()) {
            Statistics.label(rules.id() + " reaches").collect(event.name(), game.events().contains(event));
        }
        for (RandomGame.Event event : expectedEvents(rules)) {
            Statistics.label(rules.id() + " reaches").coverage(coverage ->
                    coverage.check(event.name(), true).count(c -> c > 0));
        }
    }

    /** P3: every listed action applies without error; an unlisted move is refused with a reason and changes nothing. */
    @Property
    default void P3_listed_actions_apply_and_others_are_refused(@ForAll("ruleSets") RuleSet rules, @ForAll long seed,
                                                                @ForAll @IntRange(min = 0, max = 31) int from,
                                                                @ForAll @IntRange(min = 0, max = 31) int to) {
        RandomGame game = RandomGame.play(rules, seed, cap(rules));
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        List<RandomGame.Decision> decisions = game.decisions();
        for (int i = 0; i < decisions.size(); i += Math.max(1, decisions.size() / 40)) {
            RandomGame.Decision d = decisions.get(i);
            int count = rules.actions(d.before(), d.throwValue(), buffer);
            assertTrue(count >= 1, "P3 an unfinished game always has an action");
            for (int k = 0; k < count; k++) {
                if (buffer[k] != ActionCode.THROW) { // a chance event, not applied
                    assertNotNull(rules.apply(d.before(), d.throwValue(), buffer[k]), "P3 listed actions apply");
                }
            }
            if (d.throwValue() == RuleSet.NO_THROW) {
                continue;
            }
            Action.Move bogus = new Action.Move(ActionCode.move(from, to, 0));
            boolean listed = false;
            for (int k = 0; k < count; k++) {
                listed |= buffer[k] == bogus.code();
            }
            if (!listed) {
                IllegalActionException refused = assertThrows(IllegalActionException.class,
                        () -> rules.play(d.before(), d.throwValue(), bogus), "P3 an unlisted move is refused");
                assertFalse(refused.getMessage().isBlank(), "P3 a refusal says why");
            }
            if (rules.moveOf(d.before(), d.throwValue(), from).isEmpty()) {
                assertTrue(rules.whyNot(d.before(), d.throwValue(), from).filter(r -> !r.message().isBlank()).isPresent(),
                        "P3/P8 a piece that cannot move gets a reason");
            } else {
                assertTrue(rules.whyNot(d.before(), d.throwValue(), from).isEmpty(), "whyNot is empty for a legal move");
            }
        }
    }

    /** P4: the throw probabilities sum to 1 and match C4. */
    @Property(tries = 10)
    default void P4_throw_probabilities_match_the_sticks(@ForAll("ruleSets") RuleSet rules) {
        int[] expected = {1, 4, 6, 4, 1};
        int sum = 0;
        for (ThrowOutcome outcome : rules.throwTable().outcomes()) {
            assertEquals(expected[outcome.whiteSides()], outcome.weight(), "P4 C(4,w) for w=" + outcome.whiteSides());
            assertEquals(outcome.value(), rules.throwTable().value(outcome.whiteSides()));
            sum += outcome.weight();
        }
        assertEquals(ThrowOutcome.DENOMINATOR, sum, "P4 probabilities sum to 1");
        assertEquals(5, rules.throwTable().outcomes().size());
    }

    /** P5: same seed, same players: same game, move for move. */
    @Property(tries = 30)
    default void P5_same_seed_same_game(@ForAll("ruleSets") RuleSet rules, @ForAll long seed) {
        Game first = Game.start(rules, seed);
        Game second = Game.start(rules, seed);
        first.playOut(new RandomPlayer(seed + 1), new RandomPlayer(seed + 2), cap(rules));
        second.playOut(new RandomPlayer(seed + 1), new RandomPlayer(seed + 2), cap(rules));
        assertEquals(first.steps(), second.steps(), "P5 the same steps");
        assertEquals(first.position(), second.position());
    }

    /** P6: the notation of every reached position reads back to the same position and text. */
    @Property
    default void P6_notation_round_trips(@ForAll("ruleSets") RuleSet rules, @ForAll long seed) {
        RandomGame game = RandomGame.play(rules, seed, cap(rules));
        assertRoundTrip(rules, rules.start());
        for (RandomGame.Decision decision : game.decisions()) {
            assertRoundTrip(rules, decision.after());
        }
    }

    private static void assertRoundTrip(RuleSet rules, Position position) {
        String text = Notation.format(rules, position);
        Position parsed = Notation.parse(rules, text);
        assertEquals(position, parsed, "P6 parse(format(p)) == p for " + text);
        assertEquals(text, Notation.format(rules, parsed), "P6 format(parse(s)) == s");
    }

    /**
     * The start for each first mover: {@code start(side)} gives {@code start()} for the side to move there;
     * where the opening draws the first mover it gives the same layout with either side to move, and
     * otherwise it refuses the other side.
     */
    @Property(tries = 10)
    default void start_for_each_first_mover(@ForAll("ruleSets") RuleSet rules) {
        Position start = rules.start();
        assertEquals(start, rules.start(start.toMove()), "start(side to move) is start()");
        Side other = start.toMove().opponent();
        if (rules.opening().drawsFirstMover()) {
            Position otherStart = rules.start(other);
            assertEquals(start.withTurn(other, start.flags()), otherStart, "the same layout, " + other + " to move");
            assertRoundTrip(rules, otherStart);
        } else {
            assertThrows(IllegalArgumentException.class, () -> rules.start(other),
                    rules.id() + " fixes the first mover");
        }
    }

    /** P7: random games end within ten times the documented bound, and no game is stuck without actions. */
    @Property
    default void P7_random_games_end(@ForAll("ruleSets") RuleSet rules, @ForAll long seed) {
        RandomGame game = RandomGame.play(rules, seed, cap(rules));
        assertTrue(rules.isOver(game.end()), "P7 a random game of " + rules.id() + " ended within "
                + cap(rules) + " throws (seed " + seed + ")");
        assertTrue(rules.winner(game.end()).isPresent(), "P7 a finished game has a winner");
        Statistics.label(rules.id() + " throws").collect(game.throwsMade() <= rules.throwBound() ? "within bound" : "beyond");
    }

    /** P8: bad notation is refused with a message naming what is wrong, never another exception. */
    @Property
    default void P8_bad_notation_is_refused_with_a_reason(@ForAll("ruleSets") RuleSet rules, @ForAll long seed,
                                                          @ForAll @IntRange(min = 0, max = 60) int at,
                                                          @ForAll char replacement) {
        RandomGame game = RandomGame.play(rules, seed, 50);
        Position position = game.decisions().isEmpty() ? rules.start()
                : game.decisions().get(game.decisions().size() - 1).after();
        String text = Notation.format(rules, position);
        int index = Math.min(at, text.length() - 1);
        String damaged = text.substring(0, index) + replacement + text.substring(index + 1);
        try {
            Position parsed = Notation.parse(rules, damaged);
            assertEquals(Notation.format(rules, parsed), Notation.format(rules, Notation.parse(rules,
                    Notation.format(rules, parsed))), "P8 what parses is a position");
        } catch (NotationException e) {
            assertFalse(e.getMessage().isBlank(), "P8 a refusal says why");
        }
    }

    /** P8: an unknown option is refused with a message, and the rule set is unchanged. */
    @Property(tries = 10)
    default void P8_bad_option_is_refused_with_a_reason(@ForAll("ruleSets") RuleSet rules) {
        Map<String, String> before = rules.options();
        OptionException e = assertThrows(OptionException.class,
                () -> rules.withOptions(Map.of("no-such-option", "1")));
        assertTrue(e.getMessage().contains("no-such-option"), "P8 names the option: " + e.getMessage());
        assertEquals(before, rules.options());
        assertThrows(NotationException.class, () -> Notation.parse(rules, Notation.format(rules, rules.start())
                + " nosuchflag=1"), "P8 a flag the rule set does not know is refused");
    }

    /** P3/P8: a refused action leaves a game exactly as it was. */
    @Property(tries = 50)
    default void P8_a_refused_action_changes_nothing(@ForAll("ruleSets") RuleSet rules, @ForAll long seed,
                                                     @ForAll @IntRange(min = 0, max = 31) int from) {
        Game game = Game.start(rules, seed);
        game.playOut(new RandomPlayer(seed), new RandomPlayer(~seed), 20);
        if (game.isOver()) {
            return;
        }
        if (!game.hasPendingThrow() && game.canThrow()) {
            game.throwSticks();
        }
        Position before = game.position();
        int steps = game.steps().size();
        Action.Move bogus = new Action.Move(ActionCode.move(from, Track.OFF, 0));
        if (game.actions().contains(bogus)) {
            return;
        }
        assertThrows(IllegalActionException.class, () -> game.play(bogus));
        assertEquals(before, game.position(), "P8 nothing changes");
        assertEquals(steps, game.steps().size(), "P8 nothing is recorded");
    }
}
