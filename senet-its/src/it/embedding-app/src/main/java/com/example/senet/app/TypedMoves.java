package com.example.senet.app;

import java.util.List;

import org.senet.core.SenetException;
import org.senet.core.action.Action;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.IllegalActionException;
import org.senet.core.rules.Referee;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/** Moves as a player types them: played where the rules allow them, refused with the rule's reason. */
public class TypedMoves {
    public static void main(String[] args) {
        RuleSet rules = RuleSets.discover().get("kendall");
        Referee referee = new Referee(rules);
        Position position = rules.start();
        int throwValue = 1;                                          // light has thrown a 1

        // the listed move a text stands for, with its effects
        System.out.println(referee.legalAction(position, throwValue, "13->14").orElseThrow());

        for (String typed : List.of("13->14", "9->11", "14->15", "pass", "13-14")) {
            try {
                Position after = referee.play(position, throwValue, Action.parse(typed));
                System.out.println(typed + ": " + Notation.format(rules, after));
            } catch (IllegalActionException refused) {           // the rules forbid it: the reason, its clause
                System.out.println(typed + ": " + refused.getMessage() + " (" + refused.refusal().clause() + ")");
            } catch (SenetException refused) {                   // anything else the library refuses
                System.out.println(typed + ": " + refused.getMessage());
            }
        }

        Refusal why = referee.whyNot(position, 2, 11).orElseThrow(); // why the piece on 11 cannot move a 2
        System.out.println("11 with a 2: " + why.message() + " (" + why.clause() + ")");
    }
}
