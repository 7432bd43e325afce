package org.senet.core.position;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.board.Side;
import org.senet.core.board.Track;

class PositionTest {
    private static final int B1 = Track.bit(1);
    private static final int B2 = Track.bit(2);
    private static final int B3 = Track.bit(3);

    private static String refused(int light, int dark, int lightWaiting, int darkWaiting, int lightPieces,
                                  int darkPieces, Side toMove) {
        return assertThrows(PositionException.class, () -> new Position(light, dark, lightWaiting, darkWaiting,
                lightPieces, darkPieces, toMove, 0)).getMessage();
    }

    @Test
    @DisplayName("C5 one piece per square, squares 1..30 only, no more pieces on the board and waiting than a side has")
    void invariants_are_checked() {
        assertEquals("not a position: light has 2 pieces on the board and 1 waiting, more than its 2",
                refused(B1 | B2, B3, 1, 0, 2, 2, Side.LIGHT));
        assertEquals("not a position: dark has 2 pieces on the board and 1 waiting, more than its 2",
                refused(B1, B2 | B3, 0, 1, 3, 2, Side.DARK));
        assertEquals("not a position: square 1 holds a light and a dark piece", refused(B1, B1, 0, 0, 2, 2, Side.LIGHT));
        assertEquals("not a position: bit 30 is not a square of the board (1..30)",
                refused(1 << 30, B2, 0, 0, 2, 2, Side.LIGHT));
        assertEquals("not a position: bit 31 is not a square of the board (1..30)",
                refused(B1, 1 << 31, 0, 0, 2, 2, Side.LIGHT));
        assertEquals("toMove", assertThrows(NullPointerException.class,
                () -> new Position(B1, B2, 0, 0, 2, 2, null, 0)).getMessage());
        refused(B1 | B2 | B3, 0, 0, 0, 2, 2, Side.LIGHT);
        refused(0, B1 | B2 | B3, 0, 0, 2, 2, Side.LIGHT);
        // at the limit: all pieces on the board or waiting
        Position full = new Position(B1, B2, 1, 1, 2, 2, Side.LIGHT, 0);
        assertEquals(0, full.off(Side.LIGHT));
        assertEquals(0, full.off(Side.DARK));
    }

    @Test
    @DisplayName("each counter is 0..255, whichever it is")
    void counters_are_bounded() {
        assertEquals("not a position: waiting=256,0 pieces=2,2 (each 0..255)", refused(0, 0, 256, 0, 2, 2, Side.LIGHT));
        refused(0, 0, 0, 256, 2, 2, Side.LIGHT);
        refused(0, 0, 0, 0, 256, 2, Side.LIGHT);
        refused(0, 0, 0, 0, 2, 256, Side.LIGHT);
        refused(0, 0, -1, 0, 2, 2, Side.LIGHT);
        Position most = new Position(0, 0, 0, 255, 255, 255, Side.DARK, 0);
        assertEquals(255, most.lightPieces());
        assertEquals(255, most.darkPieces());
        assertEquals(255, most.darkWaiting());
        assertEquals(255, most.off(Side.LIGHT));
    }

    @Test
    @DisplayName("the counters read back as given, and borne off = pieces - on the board - waiting")
    void counters_and_squares() {
        Position p = new Position(B1 | B3, B2, 1, 2, 4, 5, Side.DARK, 6);
        assertEquals(List.of(1, 2, 4, 5), List.of(p.lightWaiting(), p.darkWaiting(), p.lightPieces(), p.darkPieces()));
        assertEquals(1, p.waiting(Side.LIGHT));
        assertEquals(2, p.waiting(Side.DARK));
        assertEquals(1, p.off(Side.LIGHT));
        assertEquals(2, p.off(Side.DARK));
        assertEquals(B1 | B2 | B3, p.occupied());
        assertEquals(Optional.of(Side.LIGHT), p.at(1));
        assertEquals(Optional.of(Side.DARK), p.at(2));
        assertEquals(Optional.empty(), p.at(4));
        assertEquals(6, p.flags());
        assertEquals(9, p.withFlags(9).flags());
        assertEquals(Side.DARK, p.withFlags(9).toMove());
    }

    @Test
    @DisplayName("next: the mover's own and opponent's masks and waiting pieces land on the right side")
    void next_places_each_side() {
        Position p = new Position(B1, B2, 0, 0, 3, 3, Side.LIGHT, 0);
        Position afterLight = p.next(Side.LIGHT, B3, B2, 1, 2, Side.DARK, 5);
        assertEquals(new Position(B3, B2, 1, 2, 3, 3, Side.DARK, 5), afterLight);
        Position afterDark = p.next(Side.DARK, B3, B1, 1, 2, Side.LIGHT, 0);
        assertEquals(new Position(B1, B3, 2, 1, 3, 3, Side.LIGHT, 0), afterDark);
        assertEquals("not a position: waiting=256,0",
                assertThrows(PositionException.class, () -> p.next(Side.LIGHT, B1, B2, 256, 0, Side.DARK, 0))
                        .getMessage());
        assertThrows(PositionException.class, () -> p.next(Side.LIGHT, B1, B2, 0, 256, Side.DARK, 0));
        assertEquals(new Position(B1, B3, 1, 0, 3, 3, Side.LIGHT, 4),
                new Position(B1, B2, 1, 0, 3, 3, Side.DARK, 0).withBoard(Side.DARK, B3, B1, Side.LIGHT, 4));
    }

    @Test
    @DisplayName("equal exactly when every component is; positions differing in one component hash apart")
    void equality_and_hash() {
        Position base = new Position(B1, B2, 0, 0, 2, 2, Side.LIGHT, 0);
        List<Position> others = List.of(
                new Position(B3, B2, 0, 0, 2, 2, Side.LIGHT, 0),
                new Position(B1, B3, 0, 0, 2, 2, Side.LIGHT, 0),
                new Position(B1, B2, 1, 0, 2, 2, Side.LIGHT, 0),
                new Position(B1, B2, 0, 0, 2, 3, Side.LIGHT, 0),
                new Position(B1, B2, 0, 0, 2, 2, Side.LIGHT, 1),
                new Position(B1, B2, 0, 0, 2, 2, Side.DARK, 0));
        assertEquals(base, new Position(B1, B2, 0, 0, 2, 2, Side.LIGHT, 0));
        assertEquals(base.hashCode(), new Position(B1, B2, 0, 0, 2, 2, Side.LIGHT, 0).hashCode());
        Set<Integer> hashes = new HashSet<>(List.of(base.hashCode()));
        for (Position other : others) {
            assertNotEquals(base, other);
            hashes.add(other.hashCode());
        }
        assertEquals(others.size() + 1, hashes.size());
        assertNotEquals(base, (Object) base.toString());
    }

    @Test
    @DisplayName("toString shows the board, the side, waiting pieces when any, the piece counts and flags when set")
    void to_string() {
        assertEquals("Position[WB............................ W pieces=2,2]",
                new Position(B1, B2, 0, 0, 2, 2, Side.LIGHT, 0).toString());
        assertEquals("Position[WB............................ B wait=0,1 pieces=2,2 flags=0x1a]",
                new Position(B1, B2, 0, 1, 2, 2, Side.DARK, 0x1a).toString());
        assertEquals("Position[W............................. W wait=1,0 pieces=2,2]",
                new Position(B1, 0, 1, 0, 2, 2, Side.LIGHT, 0).toString());
    }

    @Test
    void at_refuses_a_square_off_the_board_naming_it() {
        Position position = Position.of(1, 2, 2, Side.LIGHT);
        assertEquals(Optional.of(Side.LIGHT), position.at(1));
        assertEquals(Optional.empty(), position.at(30));
        for (int square : new int[] {0, 31, -1}) {
            assertEquals("square " + square + " is not on the board (1..30)",
                    assertThrows(PositionException.class, () -> position.at(square)).getMessage());
        }
    }

    @Test
    @DisplayName("squareGained: where a piece ended after a swap or the water's way back, 0 when it left the board")
    void square_gained() {
        // light 9 and 13, dark 11: light 9 swaps with 11 (light now 11 and 13, dark 9)
        Position before = new Position(Track.bit(9) | Track.bit(13), Track.bit(11), 0, 0, 2, 1, Side.LIGHT, 0);
        Position swapped = new Position(Track.bit(11) | Track.bit(13), Track.bit(9), 0, 0, 2, 1, Side.DARK, 0);
        assertEquals(11, swapped.squareGained(before, Side.LIGHT, 9));
        assertEquals(9, swapped.squareGained(before, Side.DARK, 0), "the piece swapped back");
        // light 26 goes into the water and back to 15
        Position drowning = new Position(Track.bit(26), Track.bit(11), 0, 0, 1, 1, Side.LIGHT, 0);
        Position rescued = new Position(Track.bit(15), Track.bit(11), 0, 0, 1, 1, Side.DARK, 0);
        assertEquals(15, rescued.squareGained(drowning, Side.LIGHT, 26));
        // light 30 borne off: no square gained
        Position last = new Position(Track.bit(30) | B1, Track.bit(11), 0, 0, 2, 1, Side.LIGHT, 0);
        Position off = new Position(B1, Track.bit(11), 0, 0, 2, 1, Side.DARK, 0);
        assertEquals(0, off.squareGained(last, Side.LIGHT, 30));
        assertEquals(0, off.squareGained(last, Side.DARK, 0), "nothing gained");
    }
}
