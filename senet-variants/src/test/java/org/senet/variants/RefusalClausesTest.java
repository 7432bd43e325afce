package org.senet.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/**
 * Refusals name their own rule set's clauses: through random games of every shipped rule set and
 * option, every piece of the side to move that cannot move is asked why, and each clause the refusal
 * cites (its backward refusal's too) is one of the clauses of that rule set's description, the list
 * {@code senet rules --full} prints. Before the throw, every own piece is refused with "throw first".
 */
class RefusalClausesTest {
    private static final int GAMES = 120;
    /** A clause id at the start of a description line: {@code K3}, {@code JP-SCORE}, {@code T-ALT}. */
    private static final Pattern CLAUSE = Pattern.compile("^  ([A-Z]+[0-9]*(?:-[A-Z]+)?)\\s", Pattern.MULTILINE);

    static Stream<RuleSet> ruleSets() {
        RuleSets registry = RuleSets.discover();
        List<RuleSet> all = new ArrayList<>();
        for (String id : List.of("thibault", "kendall", "rebirth", "tait", "bell", "jequier-pusch", "assignment")) {
            RuleSet rules = registry.get(id);
            all.add(rules);
            for (OptionSpec spec : rules.optionSpecs()) {
                for (String value : spec.values()) {
                    if (!value.equals(spec.defaultValue())) {
                        all.add(rules.withOptions(Map.of(spec.key(), value)));
                    }
                }
            }
        }
        all.add(registry.get("thibault").withOptions(Map.of("gather-throws", "true", "walls", "true",
                "second-needs-one", "true", "start-off-board", "true", "must-bear-off", "true")));
        return all.stream();
    }

    /** The clause ids of a rule set's description. */
    static Set<String> clauses(RuleSet rules) {
        Set<String> ids = new TreeSet<>();
        Matcher matcher = CLAUSE.matcher(rules.description());
        while (matcher.find()) {
            ids.add(matcher.group(1));
        }
        return ids;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ruleSets")
    void every_refusal_cites_a_clause_of_its_own_rule_set(RuleSet rules) {
        Set<String> own = clauses(rules);
        assertFalse(own.isEmpty(), "the description lists clauses");
        Set<String> cited = new LinkedHashSet<>();
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        for (int game = 0; game < GAMES; game++) {
            SplittableRandom random = new SplittableRandom(game);
            Position position = FirstMoverDraw.start(rules, game);
            for (long step = 0; step < rules.throwBound() * 10 && !rules.isOver(position); step++) {
                int value = RuleSet.NO_THROW;
                int count = rules.actions(position, value, buffer);
                if (count == 1 && buffer[0] == ActionCode.THROW) {
                    beforeTheThrow(rules, position, own);
                }
                int action = buffer[random.nextInt(count)];
                if (action == ActionCode.THROW) {
                    value = rules.throwTable().value(Integer.bitCount(random.nextInt(16)));
                    count = rules.actions(position, value, buffer);
                    check(rules, position, value, buffer, count, own, cited);
                    action = buffer[random.nextInt(count)];
                }
                position = rules.apply(position, value, action);
            }
        }
        assertFalse(cited.isEmpty(), "some piece was refused");
    }

    /** Every own piece without a listed move is refused with clauses of the rule set's own list. */
    private static void check(RuleSet rules, Position position, int value, int[] listed, int count, Set<String> own,
                              Set<String> cited) {
        long moving = 0;
        for (int i = 0; i < count; i++) {
            if (ActionCode.kind(listed[i]) == ActionCode.KIND_MOVE) {
                moving |= 1L << ActionCode.from(listed[i]);
            }
        }
        Side side = position.toMove();
        for (int square = Track.ENTRY; square <= Track.SQUARES; square++) {
            boolean mine = square == Track.ENTRY ? position.waiting(side) > 0 : position.has(side, square);
            if (!mine || (moving & 1L << square) != 0) {
                continue;
            }
            Optional<Refusal> why = rules.whyNot(position, value, square);
            assertTrue(why.isPresent(), rules + " gives no reason for " + square);
            for (Refusal refusal = why.get(); refusal != null; refusal = refusal.backward().orElse(null)) {
                cited.add(refusal.clause());
                assertTrue(own.contains(refusal.clause()), rules + ": '" + refusal.message() + "' cites "
                        + refusal.clause() + ", not one of " + own + " (" + Notation.format(rules, position)
                        + " with " + value + ", square " + square + ")");
            }
        }
    }

    /** Before the sticks are thrown, every own piece is refused for that reason, with a clause of the rule set's own. */
    private static void beforeTheThrow(RuleSet rules, Position position, Set<String> own) {
        Side side = position.toMove();
        for (int square = Track.ENTRY; square <= Track.SQUARES; square++) {
            boolean mine = square == Track.ENTRY ? position.waiting(side) > 0 : position.has(side, square);
            if (mine) {
                Refusal refusal = rules.whyNot(position, RuleSet.NO_THROW, square).orElseThrow(() -> new AssertionError(
                        rules + " gives no reason before the throw: " + Notation.format(rules, position)));
                assertEquals(RefusalReason.THROW_FIRST, refusal.reason(), refusal.message());
                assertTrue(own.contains(refusal.clause()), rules + " cites " + refusal.clause() + " for throwing first");
            }
        }
    }

    @Test
    @DisplayName("each rule set's description lists its clauses; a refusal of Kendall's cites Kendall's")
    void descriptions_list_clauses() {
        RuleSets registry = RuleSets.discover();
        assertTrue(clauses(registry.get("thibault")).containsAll(Set.of("TH1", "TH9", "TH11", "T-ALT")));
        assertTrue(clauses(registry.get("kendall")).containsAll(Set.of("K1", "K9", "K-OPT")));
        assertTrue(clauses(registry.get("jequier-pusch")).contains("JP-SCORE"));
        Position stopped = Notation.parse(registry.get("kendall"), "....W...................W..B.. W pieces=2,1");
        Refusal refusal = registry.get("kendall").whyNot(stopped, 3, 25).orElseThrow();
        assertTrue(refusal.clause().equals("K5"), refusal.clause() + ": " + refusal.message());
    }
}
