package org.senet.testkit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;
import org.senet.core.SenetException;
import org.senet.core.action.Action;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.game.Game;
import org.senet.core.game.RandomPlayer;
import org.senet.core.game.Step;
import org.senet.core.notation.Notation;
import org.senet.core.notation.NotationException;
import org.senet.core.position.Position;
import org.senet.core.rules.IllegalActionException;
import org.senet.core.rules.OptionException;
import org.senet.core.rules.Playouts;
import org.senet.core.rules.Playouts.Playout;
import org.senet.core.rules.Referee;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.sticks.ThrowOutcome;
import org.senet.testkit.Applicability.AppliesTo;
import org.senet.testkit.Applicability.NotApplicable;

/**
 * The contract every Senet rule set keeps (properties P1 to P8), as jqwik properties over random
 * games. A rule-set author's test class implements this interface and names the ids of the rule sets
 * under test; the kit finds them through {@link java.util.ServiceLoader}, exactly as a game would:
 *
 * <pre>{@code
 * class MyRulesContractTest implements RuleSetContract {
 *     @Override
 *     public List<String> ruleSetIds() {
 *         return List.of("my-rules");
 *     }
 * }
 * }</pre>
 *
 * <p>The properties check the rules against facts the kit counts itself, not against the engine's own
 * bookkeeping: pieces are counted from the board masks and waiting counts, actions are compared
 * between {@link RuleSet#actions}, {@link RuleSet#apply} and {@link Referee#play}, and a fresh
 * instance of the rule set must list the same actions in the same order. One position per square
 * (P2) is held by {@link Position}'s constructor, which refuses anything else.
 *
 * <p>Every failure names the property, the rule set with its options, the position in notation, the
 * throw, the action with its effects, and the seed and decision that replay it (see
 * {@link RandomGame}). The number of tries per property is jqwik's: set {@code jqwik.tries.default}
 * as a system property or in {@code junit-platform.properties}.
 */
public interface RuleSetContract {

    /** Decisions of one random game checked by the properties that look at every action in detail. */
    int SAMPLED_DECISIONS = 60;

    /**
     * Random games played by each try of the coverage property, {@link #random_games_reach_the_expected_events}:
     * enough that an event reached by one game in three is all but certain to be seen among the tries a
     * rule set is given, even when twenty rule sets share a property run of 200 tries.
     */
    int COVERAGE_GAMES_PER_TRY = 8;

    /**
     * What one try of a property may cost, in throws of the random games it plays: a property that looks at
     * the positions of a game cuts it after this many throws, and the coverage property plays its
     * {@link #COVERAGE_GAMES_PER_TRY} games only while they stay within this many throws together (one game at
     * least), so that a rule set whose games are very long is tested in about the time of any other, not for
     * an hour. P7 alone plays every game to its end.
     */
    long THROWS_PER_TRY = 10_000;

    /**
     * The most decisions of one random game that a property checks one by one: a longer game has this many
     * checked, spread evenly over it (or, where each decision follows from the one before, the first this
     * many).
     */
    int CHECKED_DECISIONS = 4_000;

    /**
     * The most choices of a generated game script ({@link GameScript}): the properties that look at the
     * positions of a game play the game of a script, up to this many decisions and throws, so that jqwik can
     * shrink a failure to a short game. The properties about whole games (P5's same game, P7, the events)
     * play seeded games to their end.
     */
    int SCRIPT_CHOICES = 3_000;

    /**
     * The ids of the rule sets under test, as their {@link RuleSet#id()} gives them; each must be
     * registered in {@code META-INF/services/org.senet.core.rules.RuleSet}.
     *
     * @return the ids, at least one
     */
    List<String> ruleSetIds();

    /**
     * The option sets to test a rule set with, each a map {@code key -> value}. By default one: no
     * options. Return, say, {@code List.of(Map.of(), Map.of("robinson", "true"))} to test the
     * defaults and one option too.
     *
     * @param id a rule set's id from {@link #ruleSetIds()}
     * @return the option sets, at least one
     */
    default List<Map<String, String>> optionSets(String id) {
        return List.of(Map.of());
    }

    /**
     * The variants to test a settings-based rule set in, each a list of points as {@code --set} takes them
     * ({@code List.of("pieces=7")}, {@code List.of("sticks=5", "safe=none")}), tested with each of the
     * {@link #optionSets option sets}. By default one: the rule set as it is. A rule set that is not made of
     * settings has no points; naming one fails with the engine's reason, as does a variant it cannot play.
     *
     * @param id a rule set's id from {@link #ruleSetIds()}
     * @return the lists of points, at least one ({@code List.of(List.of())} for the rule set itself)
     */
    default List<List<String>> pointSets(String id) {
        return List.of(List.of());
    }

    /**
     * The events that random games of {@code rules} must reach (coverage: at least one generated game
     * per event). By default: a move, a pass and a win.
     *
     * @param rules a rule set under test
     * @return the events its random games must reach
     */
    default Set<RandomGame.Event> expectedEvents(RuleSet rules) {
        return EnumSet.of(RandomGame.Event.MOVE, RandomGame.Event.PASS, RandomGame.Event.WIN);
    }

    /**
     * Every rule set under test, with each of its option sets and point sets, found through a fresh discovery.
     *
     * @return the rule sets under test
     * @throws AssertionError if {@link #ruleSetIds()} is empty or names a rule set that is not registered
     */
    default List<RuleSetUnderTest> rulesUnderTest() {
        List<String> ids = ruleSetIds();
        if (ids.isEmpty()) {
            throw new AssertionError(getClass().getName() + ".ruleSetIds() names no rule set to test");
        }
        List<RuleSetUnderTest> all = new ArrayList<>();
        for (String id : ids) {
            for (Map<String, String> options : optionSets(id)) {
                for (List<String> points : pointSets(id)) {
                    all.add(RuleSetUnderTest.discover(id, options, points));
                }
            }
        }
        return all;
    }

    /**
     * The rule sets under test, for {@code @ForAll("rulesUnderTest")}.
     *
     * @return an arbitrary of {@link #rulesUnderTest()}
     */
    @Provide("rulesUnderTest")
    default Arbitrary<RuleSetUnderTest> rulesUnderTestArbitrary() {
        return Arbitraries.of(rulesUnderTest());
    }

    /** {@return the rule sets under test whose fast moves are held to their readable rules ({@link Applicability})} */
    @Provide("rulesWithFastMoves")
    default Arbitrary<RuleSetUnderTest> rulesWithFastMoves() {
        return Arbitraries.of(Applicability.FAST_MOVES.of(rulesUnderTest()));
    }

    /** {@return the rule sets under test that play games in place ({@link Applicability})} */
    @Provide("rulesPlayingInPlace")
    default Arbitrary<RuleSetUnderTest> rulesPlayingInPlace() {
        return Arbitraries.of(Applicability.GAMES_IN_PLACE.of(rulesUnderTest()));
    }

    /**
     * The scripts of the random games the properties that look at positions play, for
     * {@code @ForAll("gameScripts")}: up to {@link #SCRIPT_CHOICES} choices, so that a failure shrinks to a
     * short game that shows it ({@link GameScript}).
     *
     * @return an arbitrary of game scripts
     */
    @Provide("gameScripts")
    default Arbitrary<GameScript> gameScriptsArbitrary() {
        return GameScript.scripts(SCRIPT_CHOICES);
    }

    /**
     * Every rule set under test is registered as a service and found by its id; a rule set in a module
     * is provided by its module declaration and listed in its services file, so that it is found on
     * the module path and on the class path alike.
     */
    @Example
    default void every_rule_set_under_test_is_registered_as_a_service() {
        for (RuleSetUnderTest subject : rulesUnderTest()) {
            if (!subject.rules().id().equals(subject.id())) {
                throw Failure.of("registration", subject).because("the rule set found has the id '"
                        + subject.rules().id() + "'");
            }
            // the registered instance: a rule set with options may be of another class (SettingsRuleSet)
            Optional<String> problem = ModuleRegistration.problem(RuleSets.discover().get(subject.id()).getClass());
            if (problem.isPresent()) {
                throw Failure.of("registration", subject).because(problem.get());
            }
        }
    }

    /**
     * P7: the documented {@link RuleSet#throwBound()} covers the random games of each rule set under test
     * ({@link ThrowBoundCheck}): a bound that is too low is reported with the lengths measured and a bound
     * to state instead.
     */
    @Example
    default void throw_bound_covers_random_games() {
        for (RuleSetUnderTest subject : rulesUnderTest()) {
            ThrowBoundCheck.problem(subject.rules()).ifPresent(problem -> {
                throw Failure.of("P7 throw bound", subject).because(problem);
            });
        }
    }

    /**
     * P1: every change in the pieces on the board, waiting and borne off, per side, is explained by
     * the action played: the mover has one piece fewer in play exactly when the action carries
     * BEAR_OFF, the opponent has as many as before, one more opponent piece waits exactly when the
     * action carries HIT, a SWAP leaves an opponent piece on the square the mover left, and no piece
     * total changes.
     *
     * @param subject the rule set under test
     * @param script  the choices of the random game (a failure shrinks to a short game)
     */
    @Property
    default void P1_every_change_in_pieces_is_explained_by_the_action(
            @ForAll("rulesUnderTest") RuleSetUnderTest subject, @ForAll("gameScripts") GameScript script) {
        RandomGame game = randomGame(subject, script, triedThrows(subject.rules()));
        for (RandomGame.Decision decision : checked(game)) {
            Optional<String> problem = PieceAccount.unexplained(decision.before(), decision.action(), decision.after());
            if (problem.isPresent()) {
                throw Failure.of("P1 pieces conserved", subject).at(script, decision).played(decision).because(problem.get());
            }
        }
    }

    /**
     * P3: every listed action is accepted by {@link Referee#play} and gives exactly what
     * {@link RuleSet#apply} gives (the throw of the sticks before a throw excepted: a chance event, not
     * applied; after a throw, {@code THROW} keeps it and is applied); a move that is not listed is
     * refused with a reason; {@link RuleSet#whyNot} is empty exactly for the squares (0: a waiting
     * piece) where a listed move starts, after a throw and wherever moves are listed before one
     * (throws kept earlier in the turn).
     *
     * @param subject the rule set under test
     * @param script  the choices of the random game (a failure shrinks to a short game)
     * @param from    the start of a move to try (0: entering)
     * @param to      the end of a move to try (31: off the board)
     */
    @Property
    default void P3_listed_actions_play_as_they_apply_and_others_are_refused(
            @ForAll("rulesUnderTest") RuleSetUnderTest subject, @ForAll("gameScripts") GameScript script,
            @ForAll @IntRange(min = 0, max = 30) int from, @ForAll @IntRange(min = 1, max = 31) int to) {
        RuleSet rules = subject.rules();
        RandomGame game = randomGame(subject, script, triedThrows(rules));
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        for (RandomGame.Decision d : sampled(game)) {
            int count = rules.actions(d.before(), d.throwValue(), buffer);
            long starts = 0;
            boolean tried = false;
            boolean moves = false;
            for (int k = 0; k < count; k++) {
                int code = buffer[k];
                if (ActionCode.kind(code) == ActionCode.KIND_MOVE) {
                    starts |= 1L << ActionCode.from(code);
                    tried |= ActionCode.from(code) == from && ActionCode.to(code) == to;
                    moves = true;
                }
                if (code != ActionCode.THROW || d.throwValue() != RuleSet.NO_THROW) { // the throw itself: chance
                    assertPlayedAsApplied(subject, script, d, code);
                }
            }
            if (d.throwValue() == RuleSet.NO_THROW && !moves) {
                continue;
            }
            for (int square = 0; square <= Track.SQUARES; square++) {
                boolean canMove = (starts & 1L << square) != 0;
                Optional<Refusal> why = rules.whyNot(d.before(), d.throwValue(), square);
                if (canMove == why.isPresent() || why.filter(r -> r.message().isBlank()).isPresent()) {
                    throw Failure.of("P3 whyNot agrees with actions", subject).at(script, d).because(canMove
                            ? "whyNot(" + square + ") gives the reason '" + why.get().message() + "' ("
                                    + why.get().clause() + "), but actions lists a move from there"
                            : "whyNot(" + square + ") gives no reason, but actions lists no move from there");
                }
                if (!canMove) {
                    assertRefused(subject, script, d, ActionCode.move(square, Math.min(square + d.throwValue(), Track.OFF), 0));
                }
            }
            if (!tried) {
                assertRefused(subject, script, d, ActionCode.move(from, to, 0));
            }
        }
    }

    private static void assertPlayedAsApplied(RuleSetUnderTest subject, GameScript script, RandomGame.Decision d, int code) {
        RuleSet rules = subject.rules();
        Position played;
        try {
            played = new Referee(rules).play(d.before(), d.throwValue(), Action.of(code));
        } catch (RuntimeException e) {
            throw Failure.of("P3 listed actions are played", subject).at(script, d).action(code)
                    .because("play refuses an action that actions lists", e);
        }
        Position applied = rules.apply(d.before(), d.throwValue(), code);
        if (!played.equals(applied)) {
            throw Failure.of("P3 play agrees with apply", subject).at(script, d).action(code)
                    .because("play gives " + Notation.format(rules, played) + " but apply gives "
                            + Notation.format(rules, applied));
        }
    }

    private static void assertRefused(RuleSetUnderTest subject, GameScript script, RandomGame.Decision d, int code) {
        Failure failure = Failure.of("P3 unlisted moves are refused", subject).at(script, d).action(code);
        Position accepted;
        try {
            accepted = new Referee(subject.rules()).play(d.before(), d.throwValue(), new Action.Move(code));
        } catch (IllegalActionException e) {
            if (e.refusal() == null || e.refusal().message().isBlank()) {
                throw failure.because("play refuses a move that is not listed without saying why");
            }
            return;
        } catch (RuntimeException e) {
            throw failure.because("play fails on a move that is not listed instead of refusing it", e);
        }
        throw failure.because("play accepts a move that actions does not list, giving "
                + Notation.format(subject.rules(), accepted));
    }

    /**
     * P4: the throw probabilities sum to 1 and are those of four two-sided sticks, C(4,w)/16 for w
     * white sides.
     *
     * @param subject the rule set under test
     */
    @Property
    default void P4_throw_probabilities_match_the_sticks(@ForAll("rulesUnderTest") RuleSetUnderTest subject) {
        int[] expected = {1, 4, 6, 4, 1};
        int sum = 0;
        List<ThrowOutcome> outcomes = subject.rules().throwTable().outcomes();
        for (ThrowOutcome outcome : outcomes) {
            if (expected[outcome.whiteSides()] != outcome.weight()
                    || outcome.value() != subject.rules().throwTable().value(outcome.whiteSides())) {
                throw Failure.of("P4 throw probabilities", subject).line("outcome", outcome.toString())
                        .because("the outcome of " + outcome.whiteSides() + " white sides has weight " + outcome.weight()
                                + "/" + ThrowOutcome.DENOMINATOR + " and value " + outcome.value() + "; expected weight "
                                + expected[outcome.whiteSides()] + " and the table's value");
            }
            sum += outcome.weight();
        }
        if (sum != ThrowOutcome.DENOMINATOR || outcomes.size() != expected.length) {
            throw Failure.of("P4 throw probabilities", subject).because("the " + outcomes.size()
                    + " outcomes weigh " + sum + "/" + ThrowOutcome.DENOMINATOR + "; expected 5 outcomes weighing 1");
        }
    }

    /**
     * P5: {@link RuleSet#actions} is a function of its inputs: a second call, and a fresh instance of
     * the rule set (from a new discovery), list the same actions in the same order.
     *
     * @param subject the rule set under test
     * @param script  the choices of the random game (a failure shrinks to a short game)
     */
    @Property
    default void P5_actions_are_the_same_on_every_call_and_instance(
            @ForAll("rulesUnderTest") RuleSetUnderTest subject, @ForAll("gameScripts") GameScript script) {
        RuleSet rules = subject.rules();
        RuleSet fresh = subject.fresh();
        RandomGame game = randomGame(subject, script, triedThrows(rules));
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        for (RandomGame.Decision d : sampled(game)) {
            int[] first = Arrays.copyOf(buffer, rules.actions(d.before(), d.throwValue(), buffer));
            int[] again = Arrays.copyOf(buffer, rules.actions(d.before(), d.throwValue(), buffer));
            int[] other = Arrays.copyOf(buffer, fresh.actions(d.before(), d.throwValue(), buffer));
            for (int[] second : List.of(again, other)) {
                if (!Arrays.equals(first, second)) {
                    throw Failure.of("P5 actions are deterministic", subject).at(script, d)
                            .line("first call", texts(first))
                            .line(second == again ? "second call" : "fresh instance", texts(second))
                            .because((second == again ? "a second call" : "a fresh instance of the rule set")
                                    + " lists other actions, or the same in another order");
                }
            }
        }
    }

    private static String texts(int[] codes) {
        List<String> texts = new ArrayList<>(codes.length);
        for (int code : codes) {
            texts.add(Failure.describe(code));
        }
        return texts.toString();
    }

    /**
     * P5: same seed, same players: same game, move for move. A failure names the first step that
     * differs.
     *
     * @param subject the rule set under test
     * @param seed    the seed of the sticks and the players
     */
    @Property
    default void P5_same_seed_same_game(@ForAll("rulesUnderTest") RuleSetUnderTest subject, @ForAll long seed) {
        RuleSet rules = subject.rules();
        Game first = playOut(subject, seed, triedThrows(rules));
        Game second = playOut(subject, seed, triedThrows(rules));
        List<Step> a = first.steps();
        List<Step> b = second.steps();
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            Step one = i < a.size() ? a.get(i) : null;
            Step two = i < b.size() ? b.get(i) : null;
            if (one == null || !one.equals(two)) {
                Position before = i == 0 ? first.startPosition() : a.get(i - 1).after();
                throw Failure.of("P5 same seed, same game", subject).at(before, RuleSet.NO_THROW)
                        .line("first game", one == null ? "ended" : one.text() + " -> " + Notation.format(rules, one.after()))
                        .line("second game", two == null ? "ended" : two.text() + " -> " + Notation.format(rules, two.after()))
                        .line("replay", replayOfGame(seed))
                        .because("two games with the same seed and players differ first at step " + i);
            }
        }
    }

    /**
     * P6: the notation of every position a random game reaches reads back to the same position, and
     * writes back to the same text.
     *
     * @param subject the rule set under test
     * @param script  the choices of the random game (a failure shrinks to a short game)
     */
    @Property
    default void P6_notation_round_trips(@ForAll("rulesUnderTest") RuleSetUnderTest subject,
                                         @ForAll("gameScripts") GameScript script) {
        RuleSet rules = subject.rules();
        RandomGame game = randomGame(subject, script, triedThrows(rules));
        roundTrip(subject, rules.start()).ifPresent(problem -> {
            throw Failure.of("P6 notation round trip", subject).line("start", rules.start().toString()).because(problem);
        });
        for (RandomGame.Decision decision : checked(game)) {
            Optional<String> problem = roundTrip(subject, decision.after());
            if (problem.isPresent()) {
                throw Failure.of("P6 notation round trip", subject).at(script, decision).played(decision)
                        .line("after, in full", decision.after().toString()).because(problem.get());
            }
        }
    }

    private static Optional<String> roundTrip(RuleSetUnderTest subject, Position position) {
        RuleSet rules = subject.rules();
        String text = Notation.format(rules, position);
        Position parsed;
        try {
            parsed = Notation.parse(rules, text);
        } catch (NotationException e) {
            return Optional.of("the notation '" + text + "' of a reached position is refused: " + e.getMessage());
        }
        if (!parsed.equals(position)) {
            return Optional.of("'" + text + "' reads back as " + parsed + ", not the position written, " + position
                    + " (is every flag the rule set keeps declared in flags()?)");
        }
        String again = Notation.format(rules, parsed);
        return text.equals(again) ? Optional.empty()
                : Optional.of("'" + text + "' reads back and writes as '" + again + "'");
    }

    /**
     * The start for each first mover: {@code start(side)} gives {@code start()} for the side to move
     * there; where the opening draws the first mover it gives the same layout with the other side to
     * move, and the notation of that start round-trips; otherwise it refuses the other side.
     *
     * @param subject the rule set under test
     */
    @Property
    default void start_for_each_first_mover(@ForAll("rulesUnderTest") RuleSetUnderTest subject) {
        RuleSet rules = subject.rules();
        Position start = rules.start();
        Failure failure = Failure.of("start for each first mover", subject).at(start, RuleSet.NO_THROW);
        if (!start.equals(rules.start(start.toMove()))) {
            throw failure.because("start(" + start.toMove() + ") differs from start()");
        }
        Side other = start.toMove().opponent();
        if (rules.opening().drawsFirstMover()) {
            Position otherStart = rules.start(other);
            if (!start.withTurn(other, start.flags()).equals(otherStart)) {
                throw failure.because("start(" + other + ") is " + otherStart + ", not the same layout with "
                        + other + " to move");
            }
            roundTrip(subject, otherStart).ifPresent(problem -> {
                throw failure.because(problem);
            });
        } else {
            try {
                Position otherStart = rules.start(other);
                throw failure.because("the first mover is fixed, yet start(" + other + ") gives " + otherStart);
            } catch (SenetException | IllegalArgumentException expected) {
                // refused, as a fixed first mover should be
            }
        }
    }

    /**
     * P7: random games end within ten times the rule set's documented {@link RuleSet#throwBound()}
     * with a winner, and no position that is not over lacks an action. A game is played to its end or to
     * {@link #THROWS_PER_TRY} throws, whichever comes first: one still going there counts as long (its
     * positions all had actions, and its turns kept throwing), and that games end within the bound is
     * {@link #throw_bound_covers_random_games}' to check, on 400 games played to their end.
     *
     * @param subject the rule set under test
     * @param seed    the random game's seed
     */
    @Property
    default void P7_random_games_end(@ForAll("rulesUnderTest") RuleSetUnderTest subject, @ForAll long seed) {
        RuleSet rules = subject.rules();
        long cut = triedThrows(rules);
        RandomGame game = randomGame(subject, seed, cut);
        Failure failure = Failure.of("P7 random games end", subject).at(game.end(), RuleSet.NO_THROW).seed(seed);
        if (game.stuck()) {
            throw failure.because("actions lists nothing in a position that is not over, after "
                    + game.throwsMade() + " throws");
        }
        boolean over = rules.isOver(game.end());
        if (!over && game.throwsMade() < cut) {
            throw failure.because("the random game made " + game.decisions().size() + " decisions with only "
                    + game.throwsMade() + " throws and did not end: its turns go on without throwing");
        }
        if (!over && cut == maxThrows(rules)) {
            throw failure.because("the random game did not end within " + maxThrows(rules)
                    + " throws (ten times throwBound() = " + rules.throwBound() + ")");
        }
        if (over && rules.winner(game.end()).isEmpty()) {
            throw failure.because("the game is over but winner() names no one");
        }
    }

    /**
     * P8: damaged notation is refused with a message naming what is wrong, never another exception,
     * and what parses is a position that round-trips.
     *
     * @param subject     the rule set under test
     * @param seed        the random game's seed
     * @param at          the character to damage
     * @param replacement the character put there
     */
    @Property
    default void P8_bad_notation_is_refused_with_a_reason(@ForAll("rulesUnderTest") RuleSetUnderTest subject,
                                                          @ForAll long seed, @ForAll @IntRange(min = 0, max = 60) int at,
                                                          @ForAll char replacement) {
        RuleSet rules = subject.rules();
        RandomGame game = randomGame(subject, seed, 50);
        String text = Notation.format(rules, game.end());
        int index = Math.min(at, text.length() - 1);
        String damaged = text.substring(0, index) + replacement + text.substring(index + 1);
        Failure failure = Failure.of("P8 bad notation", subject).line("notation", damaged).seed(seed);
        try {
            Position parsed = Notation.parse(rules, damaged);
            roundTrip(subject, parsed).ifPresent(problem -> {
                throw failure.because("what parses does not round-trip: " + problem);
            });
        } catch (NotationException e) {
            if (e.getMessage() == null || e.getMessage().isBlank()) {
                throw failure.because("the notation is refused without a reason");
            }
        } catch (RuntimeException e) {
            throw failure.because("reading damaged notation fails instead of refusing it", e);
        }
    }

    /**
     * P8: an unknown option and an unknown notation flag are refused with a message, and the rule set
     * is unchanged.
     *
     * @param subject the rule set under test
     */
    @Property
    default void P8_bad_option_is_refused_with_a_reason(@ForAll("rulesUnderTest") RuleSetUnderTest subject) {
        RuleSet rules = subject.rules();
        Map<String, String> before = rules.options();
        Failure failure = Failure.of("P8 bad option", subject);
        try {
            rules.withOptions(Map.of("no-such-option", "1"));
            throw failure.because("the option no-such-option=1 is accepted");
        } catch (OptionException e) {
            if (e.getMessage() == null || !e.getMessage().contains("no-such-option")) {
                throw failure.because("the refusal does not name the option: " + e.getMessage());
            }
        }
        if (!before.equals(rules.options())) {
            throw failure.because("refusing an option changed the options from " + before + " to " + rules.options());
        }
        String flagged = Notation.format(rules, rules.start()) + " nosuchflag=1";
        try {
            Notation.parse(rules, flagged);
            throw failure.line("notation", flagged).because("a flag the rule set does not know is accepted");
        } catch (NotationException expected) {
            // refused, as it should be
        }
    }

    /**
     * P8: a refused action leaves a game exactly as it was: same position, nothing recorded. The game is
     * a random one cut after at most 20 throws, over or not; the refused move is one of the moves from a
     * square off the board that the game does not list ({@code from} picks which).
     *
     * @param subject the rule set under test
     * @param seed    the game's seed
     * @param from    which of the unlisted moves is tried
     */
    @Property
    default void P8_a_refused_action_changes_nothing(@ForAll("rulesUnderTest") RuleSetUnderTest subject,
                                                     @ForAll long seed, @ForAll @IntRange(min = 0, max = 31) int from) {
        Game game = playOut(subject, seed, 20);
        if (!game.isOver() && !game.hasPendingThrow() && game.canThrow()) {
            game.throwSticks();
        }
        Position before = game.position();
        int steps = game.stepCount();
        List<Action> listed = game.actions();
        List<Action.Move> unlisted = new ArrayList<>();
        for (int square = 0; square <= Track.OFF; square++) {
            Action.Move move = new Action.Move(ActionCode.move(square, Track.OFF, 0));
            if (listed.stream().noneMatch(move::matches)) {
                unlisted.add(move); // a listed move between the same squares would be played as listed
            }
        }
        Action.Move bogus = unlisted.get(from % unlisted.size());
        Failure failure = Failure.of("P8 a refused action changes nothing", subject).at(before, game.pendingThrow())
                .action(bogus.code()).seed(seed);
        try {
            game.play(bogus);
            throw failure.because("the game accepts a move that is not listed");
        } catch (IllegalActionException expected) {
            if (!before.equals(game.position()) || steps != game.stepCount()) {
                throw failure.line("now", Notation.format(subject.rules(), game.position()))
                        .because("the refused move changed the game");
            }
        }
    }

    /**
     * P8: every refusal names a clause of the rule set's own description ({@link RuleSet#description()},
     * the text {@code senet rules --full} prints), cited with {@link Refusal#citing}: a player told "no"
     * can look the rule up. The clause ids are the words at the start of the description's indented
     * lines ({@code K3}, {@code JP-SCORE}).
     *
     * @param subject the rule set under test
     * @param script  the choices of the random game (a failure shrinks to a short game)
     */
    @Property
    default void P8_refusals_cite_the_rule_sets_own_clauses(@ForAll("rulesUnderTest") RuleSetUnderTest subject,
                                                             @ForAll("gameScripts") GameScript script) {
        RuleSet rules = subject.rules();
        Set<String> clauses = Clauses.of(rules.description());
        RandomGame game = randomGame(subject, script, triedThrows(rules));
        for (RandomGame.Decision d : sampled(game)) {
            if (d.throwValue() == RuleSet.NO_THROW) {
                continue;
            }
            for (int square = 0; square <= Track.SQUARES; square++) {
                for (Optional<Refusal> why = rules.whyNot(d.before(), d.throwValue(), square); why.isPresent();
                     why = why.get().backward()) {
                    if (!clauses.contains(why.get().clause())) {
                        throw Failure.of("P8 refusals cite the rule set's own clauses", subject).at(script, d)
                                .because("whyNot(" + square + ") says '" + why.get().message() + "' citing "
                                        + (why.get().isCited() ? "'" + why.get().clause() + "'" : "no clause")
                                        + ", not one of the description's clauses " + clauses
                                        + " (cite one with Refusal.citing)");
                    }
                }
            }
        }
    }

    /**
     * For a rule set made of settings ({@link SettingsRuleSet}): its moves found on the masks are, at every
     * decision of random games, those its readable rules find piece by piece ({@link SettingsRuleSet#readable()}),
     * in the same order, and both reach the same positions, a rule of its own run after each move
     * ({@link org.senet.core.engine.AfterMove}) included. Not applicable (reported as skipped, with the reason)
     * to a rule set whose moves are not found on the masks.
     *
     * @param subject the rule set under test
     * @param script  the choices of the random game (a failure shrinks to a short game)
     */
    @Property
    @AppliesTo(Applicability.FAST_MOVES)
    @AddLifecycleHook(NotApplicable.class)
    default void fast_moves_agree_with_the_readable_rules(@ForAll("rulesWithFastMoves") RuleSetUnderTest subject,
                                                           @ForAll("gameScripts") GameScript script) {
        SettingsRuleSet fast = Applicability.settingsOf(subject.rules()).orElseThrow();
        RuleSet readable = fast.readable();
        RandomGame game = randomGame(subject, script, triedThrows(fast));
        int[] listed = new int[RuleSet.MAX_ACTIONS];
        int[] expected = new int[RuleSet.MAX_ACTIONS];
        for (RandomGame.Decision d : checked(game)) {
            int count = fast.actions(d.before(), d.throwValue(), listed);
            int slow = readable.actions(d.before(), d.throwValue(), expected);
            if (!Arrays.equals(listed, 0, count, expected, 0, slow)) {
                throw Failure.of("fast moves agree with the readable rules", subject).at(script, d)
                        .because("the masks list " + texts(listed, count) + ", the readable rules " + texts(expected, slow));
            }
            if (d.action() != ActionCode.THROW || d.throwValue() != RuleSet.NO_THROW) {
                Position slowAfter = readable.apply(d.before(), d.throwValue(), d.action());
                if (!slowAfter.equals(d.after())) {
                    throw Failure.of("fast moves agree with the readable rules", subject).at(script, d)
                            .because("the readable rules reach " + Notation.format(fast, slowAfter));
                }
            }
        }
    }

    /**
     * For a rule set that plays games in place ({@link Playouts}): at every decision of random games, the game in
     * place lists the actions {@link RuleSet#actions} lists, in the same order, has the same side to move, and
     * after each action stands where {@link RuleSet#apply} goes. Not applicable (reported as skipped, with the
     * reason) to a rule set without {@link Playouts}.
     *
     * @param subject the rule set under test
     * @param script  the choices of the random game (a failure shrinks to a short game)
     */
    @Property
    @AppliesTo(Applicability.GAMES_IN_PLACE)
    @AddLifecycleHook(NotApplicable.class)
    default void games_in_place_agree_with_actions_and_apply(@ForAll("rulesPlayingInPlace") RuleSetUnderTest subject,
                                                             @ForAll("gameScripts") GameScript script) {
        RuleSet rules = subject.rules();
        RandomGame game = randomGame(subject, script, triedThrows(rules));
        Position first = game.decisions().isEmpty() ? game.end() : game.decisions().get(0).before();
        Playout inPlace = rules.capability(Playouts.class).orElseThrow().playout(first);
        List<RandomGame.Decision> followed = game.decisions().subList(0,
                Math.min(game.decisions().size(), CHECKED_DECISIONS));
        for (RandomGame.Decision d : followed) {
            Failure failure = Failure.of("games in place agree with actions and apply", subject).at(script, d);
            if (!inPlace.position().equals(d.before()) || inPlace.toMove() != d.before().toMove()) {
                throw failure.because("the game in place stands at " + Notation.format(rules, inPlace.position()));
            }
            sameActionsInPlace(rules, inPlace, d.before(), RuleSet.NO_THROW, failure);
            if (d.throwValue() != RuleSet.NO_THROW) {
                sameActionsInPlace(rules, inPlace, d.before(), d.throwValue(), failure);
            }
            inPlace.apply(d.throwValue(), d.action());
        }
        Position reached = followed.size() < game.decisions().size() ? game.decisions().get(followed.size()).before()
                : game.end();
        if (!inPlace.position().equals(reached)) {
            throw Failure.of("games in place agree with actions and apply", subject)
                    .replay(script, game.decisions().size())
                    .because("the game in place ends at " + Notation.format(rules, inPlace.position()) + ", not at "
                            + Notation.format(rules, reached));
        }
    }

    private static void sameActionsInPlace(RuleSet rules, Playout inPlace, Position before, int throwValue,
                                           Failure failure) {
        int[] listed = new int[RuleSet.MAX_ACTIONS];
        int[] expected = new int[RuleSet.MAX_ACTIONS];
        int count = inPlace.actions(throwValue, listed);
        int slow = rules.actions(before, throwValue, expected);
        if (!Arrays.equals(listed, 0, count, expected, 0, slow)) {
            throw failure.because("with " + throwValue + " in place " + texts(listed, count) + ", actions "
                    + texts(expected, slow));
        }
    }

    private static List<String> texts(int[] codes, int count) {
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            texts.add(ActionCode.toText(codes[i]));
        }
        return texts;
    }

    /**
     * Coverage: random games of each rule set reach the events of {@link #expectedEvents}; jqwik reports
     * how often each of them occurs, and how many games end within the documented throw bound, unless the
     * reports of passing properties are turned off ({@link QuietStatistics}). Each try plays
     * {@link #COVERAGE_GAMES_PER_TRY} games from its seed and counts an event as reached if one of them
     * reaches it, so that a rule set drawn in few tries is not failed for an event that is merely rare.
     *
     * @param subject the rule set under test
     * @param seed    the first random game's seed
     */
    @Property
    @StatisticsReport(format = QuietStatistics.class)
    default void random_games_reach_the_expected_events(@ForAll("rulesUnderTest") RuleSetUnderTest subject,
                                                        @ForAll long seed) {
        RuleSet rules = subject.rules();
        Set<RandomGame.Event> reached = EnumSet.noneOf(RandomGame.Event.class);
        long throwsPlayed = 0;
        for (int game = 0; game < COVERAGE_GAMES_PER_TRY && (game == 0 || throwsPlayed < THROWS_PER_TRY); game++) {
            RandomGame played = randomGame(subject, seed + game, maxThrows(rules));
            throwsPlayed += played.throwsMade();
            reached.addAll(played.events());
            Statistics.label(subject + " throws").collect(played.throwsMade() <= rules.throwBound()
                    ? "within throwBound() " + rules.throwBound() : "beyond throwBound() " + rules.throwBound());
        }
        for (RandomGame.Event event : expectedEvents(rules)) {
            String label = subject + " reaches " + event;
            Statistics.label(label).collect(reached.contains(event));
            Statistics.label(label).coverage(coverage -> coverage.check(true).count(c -> c > 0));
        }
    }

    /**
     * A game driven by {@link Game} with random players seeded from {@code seed}, up to {@code maxThrows}
     * throws (as {@link Game#playOut} plays it, but given up as well after as many steps as a
     * {@link RandomGame} may make); an exception the rule set throws fails with its context.
     */
    private static Game playOut(RuleSetUnderTest subject, long seed, long maxThrows) {
        Game game = Game.start(subject.rules(), seed);
        RandomPlayer light = new RandomPlayer(seed + 1);
        RandomPlayer dark = new RandomPlayer(seed + 2);
        long maxSteps = 2 * maxThrows * RandomGame.MAX_DECISIONS_PER_THROW; // throws are steps too
        try {
            long throwsMade = 0;
            while (!game.isOver() && throwsMade < maxThrows && game.stepCount() < maxSteps) {
                throwsMade += game.step(game.toMove() == Side.LIGHT ? light : dark).isThrow() ? 1 : 0;
            }
        } catch (RuntimeException e) {
            throw Failure.of("game driver", subject).at(game.position(), game.pendingThrow())
                    .line("replay", replayOfGame(seed) + ", step " + game.stepCount())
                    .because("playing a game with Game and RandomPlayer fails", e);
        }
        return game;
    }

    private static String replayOfGame(long seed) {
        return "Game.start(rules, " + seed + ") played out by RandomPlayer(" + (seed + 1) + ") and RandomPlayer("
                + (seed + 2) + ")";
    }

    /** A random game of the rule set under test; an exception the rule set throws fails with its context. */
    private static RandomGame randomGame(RuleSetUnderTest subject, long seed, long maxThrows) {
        RandomGame game = RandomGame.play(subject.rules(), seed, maxThrows);
        game.crash().ifPresent(crash -> {
            throw crashed(subject, crash).replay(seed, crash.index()).because(crashText(crash), crash.error());
        });
        return game;
    }

    /** A random game of a script's choices; a crash while playing it fails as a seeded game's does. */
    private static RandomGame randomGame(RuleSetUnderTest subject, GameScript script, long maxThrows) {
        RandomGame game = RandomGame.play(subject.rules(), script, maxThrows);
        game.crash().ifPresent(crash -> {
            throw crashed(subject, crash).replay(script, crash.index()).because(crashText(crash), crash.error());
        });
        return game;
    }

    /** The failure of a random game whose rule set threw: where, and the action being applied if any. */
    private static Failure crashed(RuleSetUnderTest subject, RandomGame.Crash crash) {
        Failure failure = Failure.of("random play", subject).at(crash.before(), crash.throwValue());
        if (crash.action() != RandomGame.Crash.NO_ACTION) {
            failure.action(crash.action());
        }
        return failure;
    }

    private static String crashText(RandomGame.Crash crash) {
        return (crash.action() == RandomGame.Crash.NO_ACTION ? "actions" : "apply") + " throws";
    }

    /** The throws after which a random game is given up: ten times the documented bound. */
    private static long maxThrows(RuleSet rules) {
        return rules.throwBound() * 10;
    }

    /**
     * The throws after which a property that looks at the positions of a game, not at its end, cuts it
     * ({@link #THROWS_PER_TRY}, or {@link #maxThrows} where that is less): a longer game counts as long, and
     * only P7 and the coverage of events play games to their end.
     */
    private static long triedThrows(RuleSet rules) {
        return Math.min(maxThrows(rules), THROWS_PER_TRY);
    }

    /** Every decision of the game, or {@link #CHECKED_DECISIONS} of them spread evenly over a longer one. */
    private static List<RandomGame.Decision> checked(RandomGame game) {
        List<RandomGame.Decision> all = game.decisions();
        if (all.size() <= CHECKED_DECISIONS) {
            return all;
        }
        List<RandomGame.Decision> some = new ArrayList<>(CHECKED_DECISIONS);
        for (int i = 0; i < CHECKED_DECISIONS; i++) {
            some.add(all.get((int) ((long) i * all.size() / CHECKED_DECISIONS)));
        }
        return some;
    }

    /** About {@link #SAMPLED_DECISIONS} decisions spread over the game. */
    private static List<RandomGame.Decision> sampled(RandomGame game) {
        List<RandomGame.Decision> all = game.decisions();
        int stride = Math.max(1, all.size() / SAMPLED_DECISIONS);
        List<RandomGame.Decision> some = new ArrayList<>();
        for (int i = 0; i < all.size(); i += stride) {
            some.add(all.get(i));
        }
        return some;
    }
}
