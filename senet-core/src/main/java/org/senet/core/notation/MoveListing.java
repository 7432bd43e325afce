package org.senet.core.notation;

import java.util.ArrayList;
import java.util.List;

import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/**
 * The legal actions of a decision point as text, one line each, exactly as the {@code moves}
 * command prints them: {@code <from>-><to> <resulting position>}, {@code pass
 * <resulting position>}, {@code throw} (before a throw), {@code throw <resulting position>} (after a
 * throw that the rules keep while the player throws again), or {@code over <W|B>} for a finished game. Tests use the same
 * lines, so that they read like the rules.
 */
public final class MoveListing {
    private MoveListing() {
    }

    /**
     * The lines for a decision point.
     *
     * @param rules      the rule set
     * @param position   the position of the decision point
     * @param throwValue the throw, or {@link RuleSet#NO_THROW} for the choices before the throw
     * @return one line per legal action, in the rule set's order; {@code over W} or {@code over B} if the
     *         game is over
     */
    public static List<String> lines(RuleSet rules, Position position, int throwValue) {
        List<String> lines = new ArrayList<>();
        if (rules.isOver(position)) {
            Side winner = rules.winner(position).orElseThrow();
            lines.add("over " + winner.letter());
            return lines;
        }
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        int count = rules.actions(position, throwValue, buffer);
        for (int i = 0; i < count; i++) {
            int action = buffer[i];
            if (action == ActionCode.THROW && throwValue == RuleSet.NO_THROW) {
                lines.add("throw"); // a chance event: no resulting position (after a throw, THROW keeps it: one)
            } else {
                lines.add(ActionCode.toText(action) + " " + Notation.format(rules, rules.apply(position, throwValue, action)));
            }
        }
        return lines;
    }

    /**
     * The lines for a position in notation.
     *
     * @param rules      the rule set
     * @param position   the position, in notation
     * @param throwValue the throw, or {@link RuleSet#NO_THROW} for the choices before the throw
     * @return one line per legal action, in the rule set's order
     * @throws NotationException if the position cannot be read
     */
    public static List<String> lines(RuleSet rules, String position, int throwValue) {
        return lines(rules, Notation.parse(rules, position), throwValue);
    }
}
