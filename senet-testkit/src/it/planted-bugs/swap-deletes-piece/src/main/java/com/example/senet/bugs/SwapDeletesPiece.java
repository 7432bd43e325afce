package com.example.senet.bugs;

import com.example.senet.SprintRules;
import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;

/** Planted bug: a swap deletes the opponent's piece instead of moving it to the square the mover left. */
public class SwapDeletesPiece extends SprintRules {
    @Override
    public String id() {
        return "sprint-swap-deletes-piece";
    }

    @Override
    public Position apply(Position position, int throwValue, int action) {
        Position next = super.apply(position, throwValue, action);
        if (!ActionCode.has(action, MoveEffect.SWAP)) {
            return next;
        }
        Side opponent = position.toMove().opponent();
        int remaining = next.mask(opponent) & ~Track.bit(ActionCode.from(action));
        return next.next(opponent, remaining, next.mask(opponent.opponent()), 0, 0, next.toMove(), next.flags());
    }
}
