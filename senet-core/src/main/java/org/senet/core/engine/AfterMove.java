package org.senet.core.engine;

import java.util.Objects;

import org.senet.core.action.ActionCode;
import org.senet.core.position.Position;

/**
 * A rule the settings do not cover, added to a {@link SettingsRuleSet}: run after each action the mover
 * plays — a move, an entry, a rescue or a pass, never the throw of the sticks ({@link ActionCode#THROW}) —
 * it may change the position the settings' rules reached. Everything else stays the engine's: the moves are
 * still found on the masks, games are still played in place ({@link org.senet.core.rules.Playouts}), and the
 * readable rules ({@link SettingsRuleSet#readable()}) run the same rule, so that the tests and the contract
 * kit that hold the fast engine to the readable rules, step by step, hold this rule too.
 *
 * <pre>{@code
 * // CR4: a piece of the mover left standing on 28..30 by its move goes back to 15
 * AfterMove judgesSendBack = new AfterMove() {
 *     public Position apply(Position before, int throwValue, int action, Position after) {
 *         Side mover = before.toMove();
 *         int left = before.mask(mover) & after.mask(mover) & Track.JUDGES;
 *         ... // each such piece to Mechanics.secondLifeSquare(occupied)
 *     }
 *     public boolean mayChange(int moverBefore, int moverAfter) {
 *         return (moverBefore & moverAfter & Track.JUDGES) != 0;   // rarely: games in place make no Position else
 *     }
 * };
 * public final class Course extends SettingsRuleSet {
 *     public Course() {
 *         super(COURSE_RULEBOOK, judgesSendBack);
 *     }
 * }
 * }</pre>
 *
 * <p>The rule changes the board (the squares and the waiting pieces); the side to move next and the flags are
 * the settings' turn's, which the rule keeps. Implementations are immutable and thread-safe: a rule set is.
 */
@FunctionalInterface
public interface AfterMove {
    /**
     * The position after the mover's action, with this rule applied.
     *
     * @param before     the decision point the action was played at, the mover to move
     * @param throwValue the throw the action was played with, or {@link org.senet.core.rules.RuleSet#NO_THROW}
     * @param action     the action played: a move, entry, rescue or pass
     * @param after      the position the settings' rules reached
     * @return the position with this rule applied: {@code after} itself where the rule changes nothing
     */
    Position apply(Position before, int throwValue, int action, Position after);

    /**
     * Whether this rule may change anything after an action that left the mover's squares
     * {@code moverBefore} as {@code moverAfter}: a cheap test on the bit masks (square {@code n} is bit
     * {@code n - 1}), so that a game played in place makes the positions {@link #apply} needs only where it
     * may change them. By default always. Every path asks it alike (the readable rules too), so answering false
     * where {@link #apply} would change something skips the rule everywhere: the rule's own tests find that.
     *
     * @param moverBefore the mover's squares before the action
     * @param moverAfter  the mover's squares after it, as the settings' rules leave them
     * @return false only where {@link #apply} returns {@code after} unchanged
     */
    default boolean mayChange(int moverBefore, int moverAfter) {
        return true;
    }

    /**
     * This rule, then {@code next}.
     *
     * @param next the rule run after this one, on the position this one gives
     * @return the two rules as one
     */
    default AfterMove andThen(AfterMove next) {
        Objects.requireNonNull(next, "next");
        AfterMove first = this;
        return new AfterMove() {
            @Override
            public Position apply(Position before, int throwValue, int action, Position after) {
                return next.apply(before, throwValue, action, first.apply(before, throwValue, action, after));
            }

            @Override
            public boolean mayChange(int moverBefore, int moverAfter) {
                return first.mayChange(moverBefore, moverAfter) || next.mayChange(moverBefore, moverAfter);
            }
        };
    }
}
