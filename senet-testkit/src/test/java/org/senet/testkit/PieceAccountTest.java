package org.senet.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;

/** The kit's piece count on hand-made positions, for the effects the sample plugin does not have. */
class PieceAccountTest {
    /** Light on 5, dark on 8, two pieces a side; light to move. */
    private final Position before = new Position(Track.bit(5), Track.bit(8), 1, 1, 2, 2, Side.LIGHT, 0);
    private final int hit = ActionCode.move(5, 8, MoveEffect.HIT.bit());

    @Test
    void a_hit_sends_the_opponent_piece_to_wait() {
        Position after = new Position(Track.bit(8), 0, 1, 2, 2, 2, Side.DARK, 0);
        assertEquals(Optional.empty(), PieceAccount.unexplained(before, hit, after));
    }

    @Test
    void a_hit_that_deletes_the_piece_is_caught() {
        Position after = new Position(Track.bit(8), 0, 1, 1, 2, 2, Side.DARK, 0);
        assertTrue(PieceAccount.unexplained(before, hit, after).orElseThrow().contains("the opponent (DARK) had 2"));
    }

    @Test
    void a_piece_sent_to_wait_without_a_hit_is_caught() {
        Position after = new Position(Track.bit(8), 0, 1, 2, 2, 2, Side.DARK, 0);
        int plain = ActionCode.move(5, 8, 0);
        assertTrue(PieceAccount.unexplained(before, plain, after).orElseThrow().contains("does not carry HIT"));
    }

    @Test
    void a_bear_off_must_take_exactly_one_piece_out_of_play() {
        int bearOff = ActionCode.move(5, Track.OFF, MoveEffect.BEAR_OFF.bit());
        Position borne = new Position(0, Track.bit(8), 1, 1, 2, 2, Side.DARK, 0);
        assertEquals(Optional.empty(), PieceAccount.unexplained(before, bearOff, borne));
        Position kept = new Position(Track.bit(30), Track.bit(8), 1, 1, 2, 2, Side.DARK, 0);
        assertTrue(PieceAccount.unexplained(before, bearOff, kept).orElseThrow().contains("bears off exactly one"));
    }

    @Test
    void a_piece_total_that_changes_is_caught() {
        Position after = new Position(Track.bit(8), Track.bit(5), 1, 1, 2, 3, Side.DARK, 0);
        assertTrue(PieceAccount.unexplained(before, ActionCode.move(5, 8, MoveEffect.SWAP.bit()), after)
                .orElseThrow().contains("piece total changed"));
    }
}
