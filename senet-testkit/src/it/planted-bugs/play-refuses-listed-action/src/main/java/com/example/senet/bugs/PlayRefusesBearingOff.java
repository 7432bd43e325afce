package com.example.senet.bugs;

import com.example.senet.SprintRules;
import org.senet.core.action.Action;
import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.position.Position;
import org.senet.core.rules.IllegalActionException;

/** Planted bug: play refuses the bear-off moves that actions lists. */
public class PlayRefusesBearingOff extends SprintRules {
    @Override
    public String id() {
        return "sprint-play-refuses-bearing-off";
    }

    @Override
    public Position play(Position position, int throwValue, Action action) {
        if (ActionCode.has(action.code(), MoveEffect.BEAR_OFF)) {
            throw new IllegalActionException("A piece cannot leave the board yet");
        }
        return super.play(position, throwValue, action);
    }
}
