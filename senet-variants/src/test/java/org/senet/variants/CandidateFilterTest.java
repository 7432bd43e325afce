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
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.mechanics.RaceRuleSet;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/**
 * The differential test of the speed filters. Each rule set lists its forward moves by running its
 * one per-piece move function ({@code RaceRuleSet.forward}) only for the pieces a mask filter
 * ({@code forwardCandidates}) keeps, or builds the list on the masks ({@code forwardMoveList},
 * Kendall). Through seeded random games of every rule set, at every decision after a throw, this test
 * runs the per-piece function for EVERY piece of the side to move and requires the filter to keep each
 * piece whose move is legal, and the built list to equal, code for code and in order, the moves of the
 * per-piece function. (The three functions are protected, hence the reflection.)
 */
class CandidateFilterTest {
    private static final int GAMES = 150;
    /** The water's square when the rule set under test holds pieces there (no forward moves are asked for then). */
    private int heldInWater;

    @Test
    @DisplayName("every rule set: the mask filter keeps every piece whose move its per-piece function allows")
    void filters_keep_every_legal_move() throws ReflectiveOperationException {
        RuleSets registry = RuleSets.discover();
        List<RuleSet> variants = new ArrayList<>(registry.all());
        variants.add(registry.get("kendall", Map.of("robinson", "true")));
        variants.add(registry.get("thibault", Map.of("sticks", "6", "judges-forward", "true", "safe-end", "true",
                "walls", "true", "fifteen", "safe")));
        variants.add(registry.get("thibault", Map.of("start-off-board", "true", "water", "start", "last-row", "true",
                "backward-no-attack", "true", "netting", "true")));
        Method move = method("forward", Position.class, int.class, int.class);
        Method filter = method("forwardCandidates", Position.class, int.class, int.class);
        Method moveList = method("forwardMoveList", Position.class, int.class, int.class, int[].class, int.class);
        Method waterHolds = method("waterHolds");
        for (RuleSet rules : variants) {
            assertTrue(rules instanceof RaceRuleSet, rules + " is built on RaceRuleSet");
            heldInWater = (boolean) waterHolds.invoke(rules) ? Track.bit(Track.WATER) : 0;
            long checked = 0;
            for (int game = 0; game < GAMES; game++) {
                checked += checkGame(rules, move, filter, moveList, 500 + game);
            }
            assertTrue(checked > 10_000, rules + ": only " + checked + " pieces checked");
        }
    }

    private long checkGame(RuleSet rules, Method move, Method filter, Method moveList, long seed)
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
                checked += check(rules, position, value, move, filter, moveList);
                action = buffer[random.nextInt(rules.actions(position, value, buffer))];
            }
            position = rules.apply(position, value, action);
        }
        return checked;
    }

    /** The filter and the built list against the per-piece function, at one decision after a throw. */
    private int check(RuleSet rules, Position position, int value, Method move, Method filter, Method moveList)
            throws ReflectiveOperationException {
        int own = position.mask(position.toMove());
        if ((own & heldInWater) != 0) {
            return 0; // only the held piece moves, by the water's rule, not by forward moves
        }
        int kept = (int) filter.invoke(rules, position, own, value);
        List<String> legal = new ArrayList<>();
        int checked = 0;
        for (int pieces = own; pieces != 0; pieces &= pieces - 1, checked++) {
            int from = Track.lowest(pieces);
            int result = (int) move.invoke(rules, position, from, value);
            if (result >= 0) {
                legal.add(ActionCode.toText(result) + " " + Integer.toHexString(ActionCode.effects(result)));
                if ((kept & Track.bit(from)) == 0) {
                    fail(rules + ": the filter drops the legal move " + ActionCode.toText(result) + " in "
                            + Notation.format(rules, position) + " after a throw of " + value);
                }
            }
        }
        int[] listed = new int[RuleSet.MAX_ACTIONS];
        int count = (int) moveList.invoke(rules, position, own, value, listed, 0);
        List<String> built = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            built.add(ActionCode.toText(listed[k]) + " " + Integer.toHexString(ActionCode.effects(listed[k])));
        }
        assertEquals(legal, built, rules + ": the forward move list in " + Notation.format(rules, position)
                + " after a throw of " + value);
        return checked;
    }

    private static Method method(String name, Class<?>... parameters) throws NoSuchMethodException {
        Method method = RaceRuleSet.class.getDeclaredMethod(name, parameters);
        method.setAccessible(true);
        return method;
    }
}
