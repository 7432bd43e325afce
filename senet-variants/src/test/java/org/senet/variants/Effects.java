package org.senet.variants;

import java.util.ArrayList;
import java.util.List;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.notation.Notation;
import org.senet.core.rules.RuleSet;

/** The clause tests' shorthand for the effect labels a rule set puts on its actions. */
public final class Effects {
    private Effects() {
    }

    /**
     * The actions listed after {@code throwValue} in the position written as {@code position}, each as
     * {@code <from>-><to>} followed by its effect labels in declaration order, e.g. {@code "26->27 SWAP DROWN"}.
     */
    public static List<String> labelled(RuleSet rules, String position, int throwValue) {
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        int count = rules.actions(Notation.parse(rules, position), throwValue, buffer);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            StringBuilder line = new StringBuilder(ActionCode.toText(buffer[i]));
            for (MoveEffect effect : MoveEffect.all()) {
                if (ActionCode.has(buffer[i], effect)) {
                    line.append(' ').append(effect.name());
                }
            }
            lines.add(line.toString());
        }
        return lines;
    }
}
