package org.senet.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.notation.MoveListing;
import org.senet.core.points.Points;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/**
 * Points at the edges of the board, where a rule written with a wrong bound would still play every shipped
 * rule set right: a square earning a throw on 30, the last square.
 */
class PointEdgesTest {
    private final RuleSets registry = RuleSets.discover();

    private RuleSet vary(String id, String... points) {
        return Points.vary(registry.get(id), Points.parse(List.of(points)));
    }

    @Test
    @DisplayName("throw-squares=30: a move landing on 30, the last square, earns another throw as on any other square")
    void a_throw_square_on_thirty() {
        String position = "..........B................W.. W pieces=1,1";
        assertEquals(List.of("28->30 ..........B..................W B pieces=1,1"),
                MoveListing.lines(registry.get("rebirth"), position, 2), "a 2 earns no throw in the boxed set's rules");
        assertEquals(List.of("28->30 ..........B..................W W pieces=1,1 thrown=1"),
                MoveListing.lines(vary("rebirth", "throw-squares=30"), position, 2));
    }
}
