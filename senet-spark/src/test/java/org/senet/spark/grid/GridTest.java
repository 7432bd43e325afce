package org.senet.spark.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.points.PointException;
import org.senet.core.points.Points;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/** The rows of a grid: their order, their ids, their variants and the engine's refusals. */
class GridTest {
    private static final RuleSets REGISTRY = RuleSets.discover();

    private static Grid grid(boolean oneAtATime, String... vary) {
        return new Grid("Thibault", List.of(vary).stream().map(Axis::parse).toList(), oneAtATime);
    }

    @Test
    @DisplayName("the cross product, first axis slowest, each row's id made of its points")
    void cross_product() {
        Grid grid = grid(false, "water=held,15", "safe=none;15,26;+15");
        assertEquals(6, grid.size());
        assertEquals(List.of("thibault[water=held,safe=none]", "thibault[water=held,safe=15,26]",
                "thibault[water=held,safe=+15]", "thibault[water=15,safe=none]", "thibault[water=15,safe=15,26]",
                "thibault[water=15,safe=+15]"), grid.rows().stream().map(Row::id).toList());
        assertEquals("--rules thibault --vary water=held,15 --vary safe=none;15,26;+15", grid.options());
    }

    @Test
    @DisplayName("one at a time: the rule set as it is, then each point changed alone")
    void one_at_a_time() {
        Grid grid = grid(true, "water=held,15", "sticks=5,6", "pieces=3");
        assertEquals(6, grid.size());
        assertEquals(List.of("thibault", "thibault[water=held]", "thibault[water=15]", "thibault[sticks=5]",
                "thibault[sticks=6]", "thibault[pieces=3]"), grid.rows().stream().map(Row::id).toList());
    }

    @Test
    @DisplayName("a row's variant is the rule set varied through the settings' withers, in the row's points")
    void variants() {
        Row row = grid(false, "pieces=3", "water=15").rows().get(0);
        RuleSet variant = row.variant(REGISTRY);
        assertEquals(List.of("pieces=3", "water=15"), Points.of(variant).stream().map(Object::toString).toList());
        assertEquals(3, variant.piecesPerSide());
        assertEquals(Optional.empty(), row.refusal(REGISTRY));
    }

    @Test
    @DisplayName("a combination the engine refuses is a row with the engine's reason")
    void refused_combination() {
        List<Row> rows = grid(false, "beauty=passable,exact", "beauty-again=on,off").rows();
        assertEquals(4, rows.size());
        Row refused = rows.get(0);
        assertEquals("thibault[beauty=passable,beauty-again=on]", refused.id());
        assertTrue(refused.refusal(REGISTRY).orElseThrow().contains("only where 26 must be landed on"),
                refused.refusal(REGISTRY).toString());
        assertEquals(List.of(Optional.empty(), Optional.empty(), Optional.empty()),
                rows.subList(1, 4).stream().map(row -> row.refusal(REGISTRY)).toList());
    }

    @Test
    @DisplayName("unknown points, values the point does not take, empty and repeated values, an empty grid are refused")
    void bad_axes() {
        assertTrue(assertThrows(PointException.class, () -> Axis.parse("colour=red")).getMessage()
                .contains("unknown point 'colour'"));
        assertThrows(PointException.class, () -> Axis.parse("water=drown"));
        assertThrows(PointException.class, () -> Axis.parse("water"));
        assertThrows(PointException.class, () -> Axis.parse("water=15,,1"));
        assertThrows(PointException.class, () -> Axis.parse("water=15,15"));
        assertThrows(PointException.class, () -> new Grid("thibault", List.of(), false));
        assertThrows(PointException.class, () -> grid(false, "water=15", "water=1"));
    }

    @Test
    @DisplayName("the size of a huge grid is told without making its rows")
    void huge_grid() {
        String squares = "safe=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20";
        Grid grid = grid(false, squares, squares.replace("safe", "knock"), squares.replace("safe", "throw-squares"),
                "net=1,2,3,4,5,6,7,8,9,10", "pieces=1,2,3,4,5,6,7,8,9,10", "max-throws=2,3,4,5,6,7,8");
        assertEquals(20L * 20 * 20 * 10 * 10 * 7, grid.size());
        assertEquals(21, grid(true, squares).size());
    }

    @Test
    @DisplayName("a row's id reads back to the same row, a value's own commas included; junk ids are refused")
    void ids_read_back() {
        for (Row row : grid(false, "water=held,15", "safe=none;15,26;+15", "throw-again=1,4,no-white").rows()) {
            assertEquals(row, Row.parse(row.id()));
        }
        assertEquals(new Row("kendall", List.of()), Row.parse(" Kendall "));
        assertEquals(List.of("sticks=5"), Row.parse("tait[Sticks=5]").points());
        for (String junk : List.of("kendall[water=15", "kendall[15]", "kendall[water=drown]", "[water=15]",
            "kendall[colour=red]", "kendall[]")) {
            assertThrows(PointException.class, () -> Row.parse(junk), junk);
        }
    }
}
