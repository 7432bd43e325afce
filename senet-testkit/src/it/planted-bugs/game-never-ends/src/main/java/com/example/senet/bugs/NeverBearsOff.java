package com.example.senet.bugs;

import com.example.senet.SprintRules;
import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.position.Position;

/** Planted bug: no piece is ever borne off, so the pieces pile up at the end and the game never ends. */
public class NeverBearsOff extends SprintRules {
    @Override
    public String id() {
        return "sprint-never-bears-off";
    }

    @Override
    public int actions(Position position, int throwValue, int[] buffer) {
        int listed = super.actions(position, throwValue, buffer);
        int kept = 0;
        for (int i = 0; i < listed; i++) {
            if (!ActionCode.has(buffer[i], MoveEffect.BEAR_OFF)) {
                buffer[kept++] = buffer[i];
            }
        }
        if (kept == 0 && listed > 0) {
            buffer[kept++] = ActionCode.PASS;
        }
        return kept;
    }
}
