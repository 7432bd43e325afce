package com.example.senet.bugs;

import com.example.senet.SprintRules;
import org.senet.core.action.Action;
import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.position.Position;
import org.senet.core.rules.IllegalActionException;
import org.senet.core.rules.RefusalReason;

/** Planted bug: play refuses the bear-off moves that actions lists. */
public class PlayRefusesBearingOff extends SprintRules {
    private static final RefusalReason NOT_YET = RefusalReason.define("SP1", "not-yet",
            "A piece cannot leave the board yet", 0);

    @Override
    public String id() {
        return "sprint-play-refuses-bearing-off";
    }

    @Override
    public Position play(Position position, int throwValue, Action action) {
        if (ActionCode.has(action.code(), MoveEffect.BEAR_OFF)) {
            throw new IllegalActionException(NOT_YET.refusal());
        }
        return super.play(position, throwValue, action);
    }
}
