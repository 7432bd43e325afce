package org.senet.bots.evaluation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.ref.WeakReference;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.bots.fixtures.DecisionPoints;
import org.senet.core.board.Side;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.sticks.ThrowOutcome;
import org.slf4j.LoggerFactory;

/** The evaluation over the shipped rule sets: its terms, its range and symmetry, its cache. */
class EvaluationTest {
    private static Position parse(String notation) {
        return Notation.parse(DecisionPoints.REGISTRY.get("thibault", Map.of()), notation);
    }

    private static double light(String notation) {
        RuleSet rules = DecisionPoints.REGISTRY.get("thibault", Map.of());
        return Evaluation.of(rules).lightWins(Notation.parse(rules, notation));
    }

    @Test
    @DisplayName("evaluation: one more piece borne off evaluates higher for that side")
    void more_borne_off_is_better() {
        // the same board, but light has borne off one piece more (pieces=5 instead of 4)
        assertTrue(light("W.W.W.B.B.B.B................W W pieces=5,5") > light("W.W.W.B.B.B.B................W W pieces=4,5"));
        assertTrue(light("....B.B.B.B.W..........W.W.... B pieces=5,5") > light("....B.B.B.B.W..........W.W.... B pieces=4,5"));
    }

    @Test
    @DisplayName("evaluation: a piece further along evaluates higher; the turns table falls along the track")
    void progress_is_better() {
        assertTrue(light("W.W.W...B.B.B.B.........W..... B") > light("W.W.W...B.B.B.B....W.......... B"));
        double[] turns = Evaluation.of(DecisionPoints.REGISTRY.get("thibault", Map.of())).turnsTable();
        for (int square = 1; square < 24; square++) {
            assertTrue(turns[square] > turns[square + 1], "square " + square);
        }
        assertTrue(turns[27] > turns[26], "the water costs more than the House of Beauty");
    }

    @Test
    @DisplayName("evaluation: in [0, 1], exactly 1 or 0 when the game is over, and colour-symmetric")
    void range_and_symmetry() {
        assertEquals(1.0, light("....BB........................ B pieces=1,2"));
        for (RuleSet rules : DecisionPoints.ruleSets()) {
            Evaluation evaluation = Evaluation.of(rules);
            for (long seed = 0; seed < 30; seed++) {
                Position p = DecisionPoints.random(rules, seed, 150).position();
                double v = evaluation.lightWins(p);
                assertTrue(v >= 0 && v <= 1, rules.id() + " " + v);
                if (p.flags() == 0 && !rules.isOver(p)) {
                    Position mirror = new Position(p.dark(), p.light(), p.darkWaiting(), p.lightWaiting(),
                            p.darkPieces(), p.lightPieces(), p.toMove().opponent(), 0);
                    assertEquals(1 - v, evaluation.lightWins(mirror), 1e-12, rules.id());
                }
            }
        }
        assertEquals(Side.LIGHT, Side.DARK.opponent());
    }

    // ------------------------------------------------------------------ the cache of turn tables

    @Test
    @DisplayName("cache: a rule set the application no longer uses is collected, its table with it")
    void the_cache_does_not_keep_a_rule_set_alive() throws InterruptedException {
        WeakReference<RuleSet> reference = evaluatedAndDropped();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (reference.get() != null && System.nanoTime() < deadline) {
            System.gc();
            Thread.sleep(10);
        }
        assertNull(reference.get(), "the evaluation's cache keeps a rule set nobody else uses reachable");
    }

    /** A rule set of its own (a fresh discovery), evaluated and then no longer referenced. */
    private static WeakReference<RuleSet> evaluatedAndDropped() {
        RuleSet rules = RuleSets.discover().get("kendall");
        assertNotSame(DecisionPoints.REGISTRY.get("kendall"), rules);
        Evaluation evaluation = Evaluation.of(rules);
        assertTrue(evaluation.lightWins(rules.start()) > 0);
        return new WeakReference<>(rules);
    }

    @Test
    @DisplayName("cache: the same rule set gets the same table, another instance its own, equal")
    void the_cache_serves_each_instance() {
        RuleSet rules = DecisionPoints.REGISTRY.get("thibault");
        double[] first = Evaluation.of(rules).turnsTable();
        assertArrayEquals(first, Evaluation.of(rules).turnsTable());
        assertNotSame(Evaluation.of(rules).turnsTable(), Evaluation.of(rules).turnsTable(), "a copy each time");
        assertArrayEquals(first, Evaluation.of(RuleSets.discover().get("thibault")).turnsTable());
        assertThrows(NullPointerException.class, () -> Evaluation.of(null));
    }

    @Test
    @DisplayName("a rule set that throws on the lone-piece positions: the linear table, and a warning with the exception")
    void a_failing_exploration_is_logged_and_falls_back() {
        RuleSet real = DecisionPoints.REGISTRY.get("kendall");
        IllegalStateException planted = new IllegalStateException("planted: no actions here");
        RuleSet failing = (RuleSet) Proxy.newProxyInstance(RuleSet.class.getClassLoader(), new Class<?>[] {RuleSet.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("actions")) {
                        throw planted;
                    }
                    if (method.getName().equals("equals")) {
                        return proxy == args[0];
                    }
                    if (method.getName().equals("hashCode")) {
                        return System.identityHashCode(proxy);
                    }
                    try {
                        return method.invoke(real, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
        Logger logger = (Logger) LoggerFactory.getLogger(Evaluation.class);
        ListAppender<ILoggingEvent> appender = new ListAppender<>();
        appender.start();
        logger.addAppender(appender);
        logger.setAdditive(false); // the warning is expected: kept here, not printed with the build's output
        double[] turns;
        try {
            turns = Evaluation.of(failing).turnsTable();
        } finally {
            logger.setAdditive(true);
            logger.detachAppender(appender);
        }
        double mean = 0;
        for (ThrowOutcome outcome : real.throwTable().outcomes()) {
            mean += outcome.probability() * outcome.value();
        }
        for (int square = 0; square <= 30; square++) {
            assertEquals((31 - square) / mean, turns[square], 1e-12, "square " + square);
        }
        List<ILoggingEvent> warnings = appender.list.stream().filter(e -> e.getLevel() == Level.WARN).toList();
        assertEquals(1, warnings.size(), () -> "events: " + appender.list);
        assertTrue(warnings.get(0).getFormattedMessage().contains("kendall"), warnings.get(0).getFormattedMessage());
        assertTrue(warnings.get(0).getFormattedMessage().contains("planted: no actions here"),
                warnings.get(0).getFormattedMessage());
        assertSame(planted, ((ch.qos.logback.classic.spi.ThrowableProxy) warnings.get(0).getThrowableProxy()).getThrowable());
    }

    @Test
    @DisplayName("no shipped rule set, with its default options, falls back to the linear table")
    void shipped_rule_sets_have_their_turn_tables() {
        // (thibault with gather-throws does: a lone piece's positions, with the throws held, are too many)
        for (String id : DecisionPoints.REGISTRY.ids()) {
            RuleSet rules = DecisionPoints.REGISTRY.get(id);
            double[] turns = Evaluation.of(rules).turnsTable();
            double mean = 0;
            for (ThrowOutcome outcome : rules.throwTable().outcomes()) {
                mean += outcome.probability() * outcome.value();
            }
            boolean linear = true;
            for (int square = 0; square <= 30; square++) {
                linear &= Math.abs((31 - square) / mean - turns[square]) < 1e-12;
            }
            assertTrue(!linear, rules.id());
        }
    }
}
