package org.senet.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Track;
import org.senet.core.position.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/**
 * The differential test of the speed filters (issue 6). Each rule set lists its moves by running its
 * one per-piece move function only for the pieces a mask filter keeps. Through seeded random games
 * of every rule set, at every decision after a throw, this test runs the per-piece function for
 * EVERY piece of the side to move and requires the filter to keep each piece whose move is legal,
 * so that the filtered list is the list of the unfiltered, readable code. Where a rule set builds its
 * forward moves on the masks ({@code ForwardFirstRuleSet.forwardMoveList}, Kendall), the test
 * requires that list to equal, code for code and in order, the moves of the per-piece function. (The
 * filters and move functions are private to their rule sets, hence the reflection.)
 */
class CandidateFilterTest {
    private static final int GAMES = 150;

    /** A rule set's per-piece move function and its filter, by name. */
    private record Probe(String ruleSet, Map<String, String> options, Class<?> owner, String move, String filter,
                         boolean filterTakesPieces) {
    }

    private static final List<Probe> PROBES = List.of(
            new Probe("thibault", Map.of(), org.senet.variants.internal.ForwardFirstRuleSet.class,
                    "forward", "forwardCandidates", true),
            new Probe("kendall", Map.of(), org.senet.variants.internal.ForwardFirstRuleSet.class,
                    "forward", "forwardCandidates", true),
            new Probe("kendall", Map.of("robinson", "true"), org.senet.variants.internal.ForwardFirstRuleSet.class,
                    "forward", "forwardCandidates", true),
            new Probe("rebirth", Map.of(), org.senet.variants.internal.ForwardFirstRuleSet.class,
                    "forward", "forwardCandidates", true),
            new Probe("jequier-pusch", Map.of(), org.senet.variants.pusch.PuschFamily.class,
                    "forward", "forwardCandidates", true),
            new Probe("assignment", Map.of(), org.senet.variants.pusch.PuschFamily.class,
                    "forward", "forwardCandidates", true),
            new Probe("tait", Map.of(), org.senet.variants.tait.Tait.class, "forward", "forwardCandidates", false),
            new Probe("bell", Map.of(), org.senet.variants.bell.Bell.class, "advance", "advanceCandidates", false));

    @Test
    @DisplayName("every rule set: the mask filter keeps every piece whose move its per-piece function allows")
    void filters_keep_every_legal_move() throws ReflectiveOperationException {
        RuleSets registry = RuleSets.discover();
        assertEquals(registry.ids().size(), PROBES.stream().map(Probe::ruleSet).distinct().count(),
                "every discovered rule set is probed: " + registry.ids());
        for (Probe probe : PROBES) {
            RuleSet rules = registry.get(probe.ruleSet(), probe.options());
            Method moveList = rules instanceof org.senet.variants.internal.ForwardFirstRuleSet
                    ? method(org.senet.variants.internal.ForwardFirstRuleSet.class, "forwardMoveList",
                            Position.class, int.class, int.class, int[].class)
                    : null;
            Method move = method(probe.owner(), probe.move(), Position.class, int.class, int.class);
            Method filter = probe.filterTakesPieces()
                    ? method(probe.owner(), probe.filter(), Position.class, int.class, int.class)
                    : method(probe.owner(), probe.filter(), Position.class, int.class);
            long checked = 0;
            for (int game = 0; game < GAMES; game++) {
                checked += checkGame(rules, move, filter, moveList, probe.filterTakesPieces(), 500 + game);
            }
            assertTrue(checked > 10_000, probe + ": only " + checked + " pieces checked");
        }
    }

    private static long checkGame(RuleSet rules, Method move, Method filter, Method moveList, boolean takesPieces,
                                  long seed)
            throws ReflectiveOperationException {
        SplittableRandom random = new SplittableRandom(seed);
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        Position position = rules.start();
        long checked = 0;
        for (long throwsMade = 0; !rules.isOver(position) && throwsMade < rules.throwBound() * 10; ) {
            int action = buffer[random.nextInt(rules.actions(position, RuleSet.NO_THROW, buffer))];
            int value = RuleSet.NO_THROW;
            if (action == ActionCode.THROW) {
                value = rules.throwTable().value(Integer.bitCount(random.nextInt(16)));
                throwsMade++;
                int own = position.mask(position.toMove());
                int kept = (int) (takesPieces ? filter.invoke(rules, position, own, value)
                        : filter.invoke(rules, position, value));
                List<String> legal = new ArrayList<>();
                for (int pieces = own; pieces != 0; pieces &= pieces - 1) {
                    int from = Track.lowest(pieces);
                    int result = (int) move.invoke(rules, position, from, value);
                    if (result >= 0) {
                        legal.add(ActionCode.toText(result) + " " + Integer.toHexString(ActionCode.effects(result)));
                        if ((kept & Track.bit(from)) == 0) {
                            fail(rules + ": the filter drops the legal move " + ActionCode.toText(result) + " in "
                                    + Notation.format(rules, position) + " after a throw of " + value);
                        }
                    }
                    checked++;
                }
                if (moveList != null) {
                    int[] listed = new int[RuleSet.MAX_ACTIONS];
                    int count = (int) moveList.invoke(rules, position, own, value, listed);
                    List<String> built = new ArrayList<>();
                    for (int k = 0; k < count; k++) {
                        built.add(ActionCode.toText(listed[k]) + " " + Integer.toHexString(ActionCode.effects(listed[k])));
                    }
                    String where = rules + ": the forward move list in " + Notation.format(rules, position)
                            + " after a throw of " + value;
                    assertEquals(legal, built, where);
                }
                action = buffer[random.nextInt(rules.actions(position, value, buffer))];
            }
            position = rules.apply(position, value, action);
        }
        return checked;
    }

    private static Method method(Class<?> owner, String name, Class<?>... parameters) throws NoSuchMethodException {
        Method method = owner.getDeclaredMethod(name, parameters);
        method.setAccessible(true);
        return method;
    }
}
