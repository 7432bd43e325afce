package org.senet.bots.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.board.Side;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/** The numbering of table positions: one slot per position, none shared, none wasted. */
class TableLayoutTest {
    private static final RuleSets REGISTRY = RuleSets.discover();

    @Test
    @DisplayName("every slot of the small layers is one position, and that position has that slot")
    void slots_and_positions_correspond() {
        TableLayout layout = TableLayout.of(REGISTRY.get("thibault"), 3);
        for (int a = 1; a <= 3; a++) {
            for (int b = 1; b <= 3; b++) {
                int size = layout.layerSize(a, b);
                int step = a + b <= 4 ? 1 : 997; // the big layers sampled
                for (int offset = 0; offset < size; offset += step) {
                    Position position = layout.position(a, b, offset);
                    assertEquals(a, Integer.bitCount(position.light()));
                    assertEquals(b, Integer.bitCount(position.dark()));
                    assertEquals(0, position.light() & position.dark());
                    assertEquals(offset, layout.offset(position), position.toString());
                }
            }
        }
    }

    @Test
    @DisplayName("the layer sizes count the positions exactly: 2 sides x flags x C(30,a) x C(30-a,b)")
    void sizes() {
        TableLayout thibault = TableLayout.of(REGISTRY.get("thibault"), 3);
        assertEquals(2, thibault.flagCount());
        assertEquals(2 * 2 * 4060 * 2925, thibault.layerSize(3, 3));
        assertEquals(2 * 2 * 30 * 29, thibault.layerSize(1, 1));
        TableLayout kendall = TableLayout.of(REGISTRY.get("kendall"), 2);
        assertEquals(1, kendall.flagCount());
        BitSet seen = new BitSet(kendall.layerSize(2, 1));
        for (int light = 0; light < 30; light++) {
            for (int other = light + 1; other < 30; other++) {
                for (int dark = 0; dark < 30; dark++) {
                    if (dark != light && dark != other) {
                        for (Side side : Side.values()) {
                            int offset = kendall.offset(new Position(1 << light | 1 << other, 1 << dark, 0, 0, 7, 7, side, 0));
                            assertTrue(offset >= 0 && offset < kendall.layerSize(2, 1) && !seen.get(offset));
                            seen.set(offset);
                        }
                    }
                }
            }
        }
        assertEquals(kendall.layerSize(2, 1), seen.cardinality());
    }

    @Test
    @DisplayName("positions outside the table have no slot")
    void outside() {
        RuleSet thibault = REGISTRY.get("thibault");
        TableLayout layout = TableLayout.of(thibault, 2);
        assertEquals(-1, layout.offset(thibault.start()));                                     // 5 a side
        assertEquals(-1, layout.offset(new Position(1, 0, 0, 0, 5, 5, Side.LIGHT, 0)));          // dark is off
        assertEquals(-1, layout.offset(new Position(1, 2, 0, 0, 4, 5, Side.LIGHT, 0)));          // other piece count
        assertEquals(-1, layout.offset(new Position(1, 2, 0, 0, 5, 5, Side.LIGHT, 1 << 5)));     // an unknown flag
    }

    @Test
    @DisplayName("rule sets with waiting pieces, or too many flag values, have no tables, and say why")
    void refused() {
        assertEquals("no endgame tables for tait: its pieces wait off the board to enter, which the tables do not count",
                assertThrows(TableException.class, () -> TableLayout.of(REGISTRY.get("tait"), 3)).getMessage());
        assertTrue(assertThrows(TableException.class, () -> TableLayout.of(REGISTRY.get("thibault"), 5))
                .getMessage().contains("1 to 4 pieces"));
    }
}
