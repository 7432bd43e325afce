package org.senet.bots.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.bots.Bots;
import org.senet.bots.evaluation.Evaluation;
import org.senet.bots.fixtures.DecisionPoints;
import org.senet.bots.fixtures.SolvedTables;
import org.senet.bots.learning.ValueNetwork;
import org.senet.bots.tables.EndgameTable;
import org.senet.bots.tables.EndgameTables;
import org.senet.core.SenetException;
import org.senet.core.action.Action;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.RandomSticks;
import org.senet.core.sticks.ScriptedThrows;
import org.senet.core.sticks.ThrowOutcome;

/** Reviews of games whose right answers are known: from the exact tables, and from the throw table. */
class GameReviewerTest {
    private static final RuleSet KENDALL = DecisionPoints.REGISTRY.get("kendall");
    private static final RuleSet THIBAULT = DecisionPoints.REGISTRY.get("thibault");

    /** A decision point of a tabled endgame with a best action and one that throws much of the game away. */
    private record Blunder(Position position, int throwValue, int best, int worse, double bestExact,
                           double worseExact) {
    }

    private static Blunder blunderIn(EndgameTable table, double atLeast) {
        SplittableRandom random = new SplittableRandom(11);
        int[] actions = new int[RuleSet.MAX_ACTIONS];
        for (int sample = 0; sample < 100_000; sample++) {
            int light = 1 << random.nextInt(30) | 1 << random.nextInt(30);
            int dark = (1 << random.nextInt(30) | 1 << random.nextInt(30)) & ~light;
            if (Integer.bitCount(light) != 2 || Integer.bitCount(dark) != 2) {
                continue;
            }
            Position position = new Position(light, dark, 0, 0, 7, 7, random.nextBoolean() ? Side.LIGHT : Side.DARK, 0);
            if (Game.problemAsStart(KENDALL, position).isPresent() || !table.covers(position)) {
                continue;
            }
            ThrowOutcome outcome = KENDALL.throwTable().outcomes().get(random.nextInt(5));
            int count = KENDALL.actions(position, outcome.value(), actions);
            int best = -1;
            int worse = -1;
            double[] exact = new double[count];
            for (int i = 0; i < count; i++) {
                exact[i] = exact(table, position, KENDALL.apply(position, outcome.value(), actions[i]));
                best = best < 0 || exact[i] > exact[best] ? i : best;
                worse = worse < 0 || exact[i] < exact[worse] ? i : worse;
            }
            if (count > 1 && exact[best] - exact[worse] >= atLeast) {
                return new Blunder(position, outcome.value(), actions[best], actions[worse], exact[best], exact[worse]);
            }
        }
        throw new AssertionError("no decision point losing " + atLeast + " found");
    }

    /** The mover's exact chance after moving from {@code before} to {@code after}. */
    private static double exact(EndgameTable table, Position before, Position after) {
        if (KENDALL.isOver(after)) {
            return KENDALL.winner(after).orElseThrow() == before.toMove() ? 1 : 0;
        }
        double value = table.winProbability(after).orElseThrow();
        return after.toMove() == before.toMove() ? value : 1 - value;
    }

    /** The game of one turn from the blunder's position: its throw, then {@code action}. */
    private static Game played(Blunder blunder, int action) {
        Game game = new Game(KENDALL, blunder.position(), new ScriptedThrows(List.of(blunder.throwValue()),
                new RandomSticks(1)));
        game.throwSticks();
        game.play(Action.of(action));
        return game;
    }

    @Test
    @DisplayName("a won endgame thrown away is an error of exactly the size the tables give (at depth 1, to their residual)")
    void thrown_away_endgame_is_the_tables_error() {
        EndgameTable table = SolvedTables.of("kendall", 2);
        Blunder blunder = blunderIn(table, ErrorSize.BLUNDER.threshold());
        Game game = played(blunder, blunder.worse());
        for (int depth = 0; depth <= 1; depth++) {
            GameReviewer reviewer = new GameReviewer(KENDALL, Evaluation.of(KENDALL).withTable(table), depth);
            GameReview review = reviewer.review(blunder.position(), game.steps());
            assertEquals(1, review.lines().size());
            ReviewLine line = review.lines().get(0);
            Decision decision = line.decision().orElseThrow();
            assertEquals(ActionCode.toText(blunder.worse()), decision.played());
            assertEquals(ActionCode.toText(blunder.best()), decision.best());
            // depth 0 reads the table; deeper searches back its values up, which agree to its residual
            double tolerance = depth == 0 ? 1e-9 : 20 * table.residual();
            assertEquals(blunder.bestExact() - blunder.worseExact(), decision.error(), tolerance, "depth " + depth);
            assertEquals(ErrorSize.BLUNDER, decision.size());
            SideSummary mover = review.summary(blunder.position().toMove());
            assertEquals(1, mover.blunders());
            assertEquals(decision.error(), mover.totalError(), 1e-12);
            assertEquals(0, review.summary(blunder.position().toMove().opponent()).decisions());
        }
    }

    @Test
    @DisplayName("the best action played costs nothing, and its chance is the table's")
    void best_action_costs_nothing() {
        EndgameTable table = SolvedTables.of("kendall", 2);
        Blunder blunder = blunderIn(table, ErrorSize.MISTAKE.threshold());
        Game game = played(blunder, blunder.best());
        GameReview review = new GameReviewer(KENDALL, Evaluation.of(KENDALL).withTable(table), 1)
                .review(blunder.position(), game.steps());
        ReviewLine line = review.lines().get(0);
        assertEquals(0, line.error(), 1e-12);
        assertEquals(ErrorSize.NONE, line.decision().orElseThrow().size());
        Side mover = blunder.position().toMove();
        assertEquals(blunder.bestExact(), mover == Side.LIGHT ? line.lightChance() : 1 - line.lightChance(),
                20 * table.residual());
    }

    @Test
    @DisplayName("the luck of every value the sticks can give at a decision point averages to zero")
    void luck_averages_to_zero() {
        GameReviewer reviewer = GameReviewer.strongest(THIBAULT, new EndgameTables(java.nio.file.Path.of(
                "no-tables-here")), 1);
        for (long seed = 1; seed <= 4; seed++) {
            DecisionPoints.Point point = DecisionPoints.random(THIBAULT, seed, 10 + 15 * (int) seed);
            Position position = point.position();
            if (THIBAULT.isOver(position) || THIBAULT.actions(position, RuleSet.NO_THROW, new int[RuleSet.MAX_ACTIONS]) != 1) {
                continue;
            }
            double mean = 0;
            double spread = 0;
            for (ThrowOutcome outcome : THIBAULT.throwTable().outcomes()) {
                Game game = new Game(THIBAULT, position, new ScriptedThrows(List.of(outcome.value()), new RandomSticks(1)));
                game.throwSticks();
                game.play(game.actions().get(0));
                ReviewLine line = reviewer.review(position, game.steps()).lines().get(0);
                ThrowLuck luck = line.thrown().orElseThrow();
                assertEquals(outcome.value(), luck.value());
                mean += outcome.probability() * luck.luck();
                spread += Math.abs(luck.luck());
            }
            assertEquals(0, mean, 1e-12, "mean luck at " + position);
            assertTrue(spread > 1e-3, "the throws differ in luck at " + position + " (else the test proves nothing)");
        }
    }

    @Test
    @DisplayName("a whole game: one line per action, luck-adjusted results add to 1, figures add up")
    void whole_game_adds_up() {
        Game game = Game.start(THIBAULT, 5);
        game.playOut(Bots.EASY.create(THIBAULT, 1), Bots.RANDOM.create(THIBAULT, 2), 100_000);
        Evaluation evaluation = ValueNetwork.strongest(THIBAULT, new EndgameTables(java.nio.file.Path.of("none")));
        GameReview review = new GameReviewer(THIBAULT, evaluation, 0).review(game.startPosition(), game.steps());
        long actions = game.steps().stream().filter(step -> !step.isThrow()).count();
        assertEquals(actions, review.lines().size());
        Side winner = game.winner().orElseThrow();
        assertEquals(Optional.of(winner), review.winner());
        double lightAdjusted = review.light().luckAdjusted().orElseThrow();
        double darkAdjusted = review.dark().luckAdjusted().orElseThrow();
        assertEquals(1, lightAdjusted + darkAdjusted, 1e-9);
        assertEquals((winner == Side.LIGHT ? 1 : 0) - review.light().luck() + review.dark().luck(), lightAdjusted, 1e-9);
        assertEquals(winner == Side.LIGHT ? 1 : 0, review.lines().get(review.lines().size() - 1).lightChance(), 1e-12);
        for (Side side : Side.values()) {
            SideSummary summary = review.summary(side);
            long choices = review.lines().stream().filter(line -> line.side() == side)
                    .filter(line -> line.decision().orElseThrow().isChoice()).count();
            assertEquals(choices, summary.decisions());
            double error = review.lines().stream().filter(line -> line.side() == side).mapToDouble(ReviewLine::error).sum();
            assertEquals(error, summary.totalError(), 1e-9);
        }
        assertTrue(review.dark().totalError() > review.light().totalError(),
                "random errs more than easy: " + review.dark().totalError() + " vs " + review.light().totalError());
    }

    @Test
    @DisplayName("every rule set: a line per decision, choices before the throw and kept throws included, figures as counted")
    void every_rule_set_reviews_its_games() {
        int choicesBeforeThrowing = 0;
        for (RuleSet rules : DecisionPoints.ruleSets()) {
            Evaluation evaluation = Evaluation.of(rules);
            GameReviewer reviewer = new GameReviewer(rules, evaluation, 0);
            Game game = Game.start(rules, 17);
            game.playOut(Bots.RANDOM.create(rules, 1), Bots.EASY.create(rules, 2), 100_000);
            GameReview review = reviewer.review(game.startPosition(), game.steps());
            java.util.Map<Integer, ReviewLine> byStep = new java.util.HashMap<>();
            review.lines().forEach(line -> byStep.put(line.step(), line));
            int[] buffer = new int[RuleSet.MAX_ACTIONS];
            int[] decisions = new int[2];
            double[] luck = new double[2];
            int[] throwsMade = new int[2];
            int expectedLines = 0;
            Position position = game.startPosition();
            int pending = RuleSet.NO_THROW;
            List<org.senet.core.game.Step> steps = game.steps();
            for (int i = 0; i < steps.size(); i++) {
                org.senet.core.game.Step step = steps.get(i);
                int count = rules.actions(position, pending, buffer);
                boolean choice = count > 1;
                if (step.isThrow()) {
                    if (choice || pending != RuleSet.NO_THROW) {
                        expectedLines++;
                        ReviewLine line = byStep.get(i + 1);
                        assertEquals("throw", line.decision().orElseThrow().played(), rules.id() + " step " + (i + 1));
                        assertEquals(pending != RuleSet.NO_THROW, line.thrown().isPresent()); // a kept throw's luck
                        line.thrown().ifPresent(t -> luck[step.side().ordinal()] += t.after() - t.before());
                        choicesBeforeThrowing += choice && pending == RuleSet.NO_THROW ? 1 : 0;
                    }
                    position = step.after();
                    pending = step.throwValue();
                } else {
                    expectedLines++;
                    ReviewLine line = byStep.get(i + 1);
                    assertEquals(step.action().text(), line.decision().orElseThrow().played(), rules.id() + " step " + (i + 1));
                    assertEquals(count, line.decision().orElseThrow().choices());
                    assertEquals(pending != RuleSet.NO_THROW, line.thrown().isPresent());
                    line.thrown().ifPresent(t -> luck[step.side().ordinal()] += t.after() - t.before());
                    position = step.after();
                    pending = RuleSet.NO_THROW;
                }
                decisions[step.side().ordinal()] += choice ? 1 : 0;
                throwsMade[step.side().ordinal()] += step.isThrow() ? 1 : 0;
            }
            assertEquals(expectedLines, review.lines().size(), rules.id() + " " + rules.options());
            for (Side side : Side.values()) {
                SideSummary summary = review.summary(side);
                assertEquals(decisions[side.ordinal()], summary.decisions(), rules.id() + " " + side);
                assertEquals(throwsMade[side.ordinal()], summary.throwCount(), rules.id() + " " + side);
                assertEquals(luck[side.ordinal()], summary.luck(), 1e-9, rules.id() + " " + rules.options() + " " + side);
                assertEquals(summary.totalError() / summary.decisions(), summary.meanError(), 1e-12);
                assertEquals(side == game.winner().orElseThrow() ? 1.0 : 0.0, summary.result().orElseThrow());
            }
        }
        assertTrue(choicesBeforeThrowing > 0, "some rule set offered a choice before the throw");
    }

    @Test
    @DisplayName("light's chance at the start is the first throw's chance before it, and a review ends with a throw not yet used")
    void start_and_pending_throw() {
        GameReviewer reviewer = new GameReviewer(THIBAULT, Evaluation.of(THIBAULT), 1);
        assertEquals(1, reviewer.depth());
        assertEquals(THIBAULT, reviewer.evaluation().rules());
        Game game = Game.start(THIBAULT, 4);
        game.playOut(Bots.EASY.create(THIBAULT, 1), Bots.EASY.create(THIBAULT, 2), 30); // stops after its 30th throw
        assertTrue(game.hasPendingThrow());
        GameReview review = reviewer.review(game.startPosition(), game.steps());
        ThrowLuck first = review.lines().get(0).thrown().orElseThrow();
        Side starter = game.startPosition().toMove();
        assertEquals(starter == Side.LIGHT ? first.before() : 1 - first.before(), review.startChance(), 1e-12);
        assertEquals(review.startChance(), reviewer.review(game.startPosition(), List.of()).startChance(), 1e-12,
                "without any step, the same chance");
        assertTrue(reviewer.review(game.startPosition(), List.of()).lines().isEmpty());
        ReviewLine last = review.lines().get(review.lines().size() - 1);
        assertEquals(game.steps().size(), last.step());
        assertTrue(last.decision().isEmpty(), "the throw not yet used has no decision");
        ThrowLuck pending = last.thrown().orElseThrow();
        assertEquals(game.pendingThrow(), pending.value());
        assertEquals(last.side() == Side.LIGHT ? pending.after() : 1 - pending.after(), last.lightChance(), 1e-12);
        assertTrue(review.winner().isEmpty());
        assertTrue(review.light().result().isEmpty() && review.dark().luckAdjusted().isEmpty());
    }

    @Test
    @DisplayName("steps whose moves lack the effect bits (as typed) review as the listed moves")
    void typed_moves_review_as_listed() {
        Game game = Game.start(THIBAULT, 9);
        game.playOut(Bots.EASY.create(THIBAULT, 1), Bots.RANDOM.create(THIBAULT, 2), 40);
        List<org.senet.core.game.Step> typed = game.steps().stream().map(step -> step.isThrow() ? step
                : new org.senet.core.game.Step(step.side(), step.throwValue(), Action.parse(step.action().text()),
                        step.after())).toList();
        GameReviewer reviewer = new GameReviewer(THIBAULT, Evaluation.of(THIBAULT), 0);
        assertEquals(reviewer.review(game.startPosition(), game.steps()), reviewer.review(game.startPosition(), typed));
    }

    @Test
    @DisplayName("a throw is notable from a luck of 0.10 either way; sizes print as words")
    void notable_luck_and_labels() {
        assertTrue(new ThrowLuck(3, 0.40, 0.50).notable());
        assertTrue(new ThrowLuck(3, 0.50, 0.40).notable());
        assertTrue(!new ThrowLuck(3, 0.40, 0.4999).notable());
        assertEquals(-0.1, new ThrowLuck(3, 0.5, 0.4).luck(), 1e-12);
        assertEquals("", ErrorSize.NONE.label());
        assertEquals("blunder", ErrorSize.BLUNDER.label());
        assertEquals(0.0, new Decision(1, "9->11", "9->11", 0.3, 0.3).error());
        assertTrue(!new Decision(1, "9->11", "9->11", 0.3, 0.3).isChoice());
        assertTrue(new Decision(2, "9->11", "8->10", 0.3, 0.4).isChoice());
    }

    @Test
    @DisplayName("error sizes: 0.02 an inaccuracy, 0.05 a mistake, 0.10 a blunder")
    void error_sizes() {
        assertEquals(ErrorSize.NONE, ErrorSize.of(0.0199));
        assertEquals(ErrorSize.INACCURACY, ErrorSize.of(0.02));
        assertEquals(ErrorSize.INACCURACY, ErrorSize.of(0.0499));
        assertEquals(ErrorSize.MISTAKE, ErrorSize.of(0.05));
        assertEquals(ErrorSize.MISTAKE, ErrorSize.of(0.0999));
        assertEquals(ErrorSize.BLUNDER, ErrorSize.of(0.10));
        assertEquals(ErrorSize.BLUNDER, ErrorSize.of(1));
    }

    @Test
    @DisplayName("a depth out of range, another rule set's evaluation or record are refused")
    void refusals() {
        Evaluation evaluation = Evaluation.of(THIBAULT);
        assertThrows(SenetException.class, () -> new GameReviewer(THIBAULT, evaluation, -1));
        assertThrows(SenetException.class, () -> new GameReviewer(THIBAULT, evaluation, GameReviewer.MAX_DEPTH + 1));
        assertThrows(SenetException.class, () -> new GameReviewer(KENDALL, evaluation, 1));
        Game game = Game.start(KENDALL, 1);
        game.throwSticks();
        org.senet.core.record.GameRecord record = org.senet.core.record.GameRecord.of(game, java.util.OptionalLong.empty(),
                "a", "b", "today");
        assertThrows(SenetException.class, () -> new GameReviewer(THIBAULT, evaluation, 0).review(record));
    }
}
