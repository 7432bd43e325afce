package org.senet.bots.study;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.board.Side;

/** The Ludii-style measures on hand-made traces of light's chance, one value per throw. */
class TraceMetricsTest {
    private static final double EXACT = 1e-12;

    /** Light leads, dark leads, a tie (the leader stays dark), light leads again, then light wins. */
    private static final double[] SEESAW = {0.6, 0.3, 0.5, 0.7, 0.9};

    @Test
    @DisplayName("lead changes: the leader changes twice in five throws; a tie keeps the leader; the first lead is no change")
    void lead_changes() {
        assertEquals(2 / 5.0, TraceMetrics.leadChanges(SEESAW), EXACT);
        assertEquals(0, TraceMetrics.leadChanges(new double[] {0.5, 0.5, 0.2, 0.1}), EXACT);
        assertEquals(3 / 4.0, TraceMetrics.leadChanges(new double[] {0.2, 0.8, 0.4, 0.6}), EXACT);
        assertEquals(0, TraceMetrics.leadChanges(new double[0]), EXACT);
    }

    @Test
    @DisplayName("drama: the mean over the throws of how far the eventual winner was behind")
    void drama() {
        // light wins: behind only at 0.3, by 0.7 - 0.3
        assertEquals(0.4 / 5, TraceMetrics.drama(SEESAW, Side.LIGHT), EXACT);
        // dark wins the same trace: behind at 0.6 (by 0.2), 0.7 (0.4) and 0.9 (0.8)
        assertEquals((0.2 + 0.4 + 0.8) / 5, TraceMetrics.drama(SEESAW, Side.DARK), EXACT);
        assertEquals(0, TraceMetrics.drama(new double[] {0.5, 0.8, 1.0}, Side.LIGHT), EXACT);
    }

    @Test
    @DisplayName("winner behind: the share of throws at which the eventual winner's chance was below one half")
    void winner_behind() {
        assertEquals(1 / 5.0, TraceMetrics.winnerBehind(SEESAW, Side.LIGHT), EXACT);
        assertEquals(3 / 5.0, TraceMetrics.winnerBehind(SEESAW, Side.DARK), EXACT);
        assertEquals(0, TraceMetrics.winnerBehind(new double[] {0.5}, Side.DARK), EXACT);
    }

    @Test
    @DisplayName("decisiveness: the first throw where the winner rises above the loser's best, as a share of the game")
    void decisiveness() {
        // light wins; dark's best was 0.7 (at 0.3); light first above 0.7 at throw 4 (0.9); 0.7 is not above it
        assertEquals(4 / 5.0, TraceMetrics.decisiveness(SEESAW, Side.LIGHT), EXACT);
        // settled from the start: the loser never had more than 0.4
        assertEquals(0, TraceMetrics.decisiveness(new double[] {0.6, 0.7, 0.65, 0.9}, Side.LIGHT), EXACT);
        // dark wins; light's best was 0.9, dark's chance never above 0.9 along the trace: settled at the end
        assertEquals(1, TraceMetrics.decisiveness(SEESAW, Side.DARK), EXACT);
        // dark wins; light's best 0.6; dark's chance 0.8 at throw 2 is the first above it
        assertEquals(2 / 4.0, TraceMetrics.decisiveness(new double[] {0.6, 0.5, 0.2, 0.1}, Side.DARK), EXACT);
        assertEquals(0, TraceMetrics.decisiveness(new double[0], Side.DARK), EXACT);
    }
}
