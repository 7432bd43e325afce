package org.senet.bots.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.bots.fixtures.SolvedTables;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;

/**
 * Random play measured against the ceiling. Random play needs two pieces a side to have choices worth measuring,
 * and evaluating it over the two-piece table takes about a minute, so mutation testing leaves this class out;
 * {@link CeilingTest} covers the same code on one piece.
 */
class CeilingOrderTest {
    @Test
    @DisplayName("on two pieces a side, best play beats random by more than it beats best play")
    void random_is_below_the_ceiling() {
        EndgameTable two = SolvedTables.of("kendall", 2);
        Position start = Ceiling.start(two, 2);
        assertEquals(Side.LIGHT, start.toMove());
        assertEquals(Track.bit(1) | Track.bit(3), start.light(), "the rearmost pieces of the start");
        assertEquals(Track.bit(2) | Track.bit(4), start.dark());
        Ceiling.Result random = Ceiling.against(two, Policy::uniform, start, 2, TableProgress.NONE);
        double exact = two.winProbability(start).orElseThrow();
        assertTrue(random.firstSeat() > exact + 0.01 && random.secondSeat() > 1 - exact + 0.01 && random.mean() < 1,
                random + " " + exact);
    }
}
