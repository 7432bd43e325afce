package com.example.senet.bugs;

import com.example.senet.SprintRules;
import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.position.Position;
import org.senet.core.rules.IllegalActionException;
import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.Vocabulary;

/** Planted bug: the bear-off moves that actions lists cannot be played. */
public class PlayRefusesBearingOff extends SprintRules {
    /** The words of this rule set: the core's, and a reason of its own. */
    private static final Vocabulary WORDS = Vocabulary.extendingCore();
    private static final RefusalReason NOT_YET = WORDS.reason("not-yet", "A piece cannot leave the board yet", 0);

    @Override
    public Vocabulary vocabulary() {
        return WORDS;
    }

    @Override
    public String id() {
        return "sprint-play-refuses-bearing-off";
    }

    @Override
    public Position apply(Position position, int throwValue, int action) {
        if (ActionCode.has(action, MoveEffect.BEAR_OFF)) {
            throw new IllegalActionException(NOT_YET.refusal().citing("S4"));
        }
        return super.apply(position, throwValue, action);
    }
}
