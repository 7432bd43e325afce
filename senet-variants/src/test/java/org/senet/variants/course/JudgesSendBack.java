package org.senet.variants.course;

import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.engine.AfterMove;
import org.senet.core.mechanics.Mechanics;
import org.senet.core.position.Position;

/**
 * CR7, the course's rule that no setting says: after each action of the side to move (a move, or the
 * pass of a lost throw), each of its pieces that stood on 28, 29 or 30 before it and still stands there
 * goes back to 15, or where 15 is taken to the first free square before it ({@link Mechanics#secondLifeSquare},
 * as a piece sent from the water, CR5). A piece that has just reached 28..30 keeps its place until its
 * side's next action.
 */
record JudgesSendBack() implements AfterMove {
    @Override
    public Position apply(Position before, int throwValue, int action, Position after) {
        Side mover = before.toMove();
        int left = before.mask(mover) & after.mask(mover) & Track.JUDGES;
        if (left == 0) {
            return after;
        }
        int own = after.mask(mover) & ~left;
        int opponent = after.mask(mover.opponent());
        for (int rest = left; rest != 0; rest &= rest - 1) {
            own |= Track.bit(Mechanics.secondLifeSquare(own | opponent));
        }
        return after.withBoard(mover, own, opponent, after.toMove(), after.flags());
    }

    /** Only where a piece of the mover stood on 28..30 before its action and stands there after it. */
    @Override
    public boolean mayChange(int moverBefore, int moverAfter) {
        return (moverBefore & moverAfter & Track.JUDGES) != 0;
    }
}
