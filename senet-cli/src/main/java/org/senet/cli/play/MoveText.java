package org.senet.cli.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.senet.cli.text.Texts;
import org.senet.core.action.Action;
import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.BoardFeatures.Mark;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;
import org.senet.core.rules.Referee;
import org.senet.core.rules.RuleSet;

/**
 * A move for people, said where it ends: {@code 26->27 (into the water: back to 1)}, {@code 9->11
 * (swap: x goes to 9)}, {@code 28->off (off the board)}, {@code 27->15 (out of the water)}. The
 * squares come from the positions before and after the move, as the rule set played it (its
 * {@link MoveEffect effects} say what kind of thing happened, the position where the pieces went),
 * so nothing here knows a rule set's squares.
 */
final class MoveText {
    /** The engine's effects, said above; any other is a rule set's own. */
    private static final Set<MoveEffect> ENGINE_EFFECTS = Set.of(MoveEffect.BACKWARD, MoveEffect.ENTER,
            MoveEffect.SWAP, MoveEffect.HIT, MoveEffect.KNOCK, MoveEffect.TRAP, MoveEffect.DROWN, MoveEffect.BEAR_OFF);

    /** Off the board, as the notation writes a square. */
    private static final String OFF = ActionCode.squareText(Track.OFF);

    private MoveText() {
    }

    /**
     * A legal action at a decision point, described by the position it leads to ({@link RuleSet#play}).
     *
     * @param throwValue the throw of the decision point, or {@link RuleSet#NO_THROW}
     */
    static String legal(Texts texts, RuleSet rules, Position position, int throwValue, Action action) {
        if (!(action instanceof Action.Move) && !(action instanceof Action.Rescue)) {
            return of(texts, rules, null, action, null);
        }
        return of(texts, rules, position, action, new Referee(rules).play(position, throwValue, action));
    }

    /** A square as the screen names it: its number, {@code in} (waiting to enter), or the language's word for off the board. */
    static String square(Texts texts, int square) {
        String text = ActionCode.squareText(square);
        return text.equals(OFF) ? texts.get("move.off") : text;
    }

    /** An action's squares as the screen names them: {@code 9->11}, {@code 28->off} ({@code 28->eraf} in Dutch). */
    static String squares(Texts texts, Action action) {
        String text = action.text();
        return text.endsWith("->" + OFF) ? text.substring(0, text.length() - OFF.length()) + texts.get("move.off") : text;
    }

    /**
     * An action as played: {@code before} and {@code after} are the positions around it (either may
     * be null when not known; then only the kind of effects is said). Square 27 is the water, or the
     * trap where the rule set's board features mark it so ({@link Mark#TRAP}).
     */
    static String of(Texts texts, RuleSet rules, Position before, Action action, Position after) {
        if (action instanceof Action.Pass) {
            return texts.get("move.pass");
        }
        if (action instanceof Action.Throw) {
            return texts.get("move.throw");
        }
        boolean known = before != null && after != null;
        if (action instanceof Action.Rescue rescue) {
            int end = known ? after.squareGained(before, before.toMove(), rescue.from()) : rescue.to();
            return texts.get("move.described", squares(texts, action), end > 0 && end != rescue.to()
                    ? texts.get("move.rescue-ends", end) : texts.get("move.rescue"));
        }
        Action.Move move = (Action.Move) action;
        List<String> parts = new ArrayList<>();
        Side mover = known ? before.toMove() : null;
        if (move.has(MoveEffect.BACKWARD)) {
            parts.add(texts.get("move.backward"));
        }
        if (move.has(MoveEffect.ENTER)) {
            parts.add(texts.get("move.enters"));
        }
        // where the mover ends
        int end = known ? after.squareGained(before, mover, move.from()) : move.to();
        boolean intoWater = move.to() == Track.WATER && !rules.boardFeatures().has(Track.WATER, Mark.TRAP);
        if (move.has(MoveEffect.TRAP)) {
            String trap = texts.get(intoWater ? "move.water" : "move.trap");
            if (!known) {
                parts.add(trap);
            } else if (end > 0) {
                parts.add(texts.get(end < move.to() ? "move.back-to" : "move.on-to", trap, end));
            } else if (after.waiting(mover) > before.waiting(mover)) {
                parts.add(texts.get("move.trap-waits", trap));
            } else {
                parts.add(texts.get("move.trap-off", trap));
            }
        } else if (move.has(MoveEffect.DROWN)) {
            parts.add(texts.get(intoWater ? "move.water" : "move.trap"));
        } else if (move.has(MoveEffect.BEAR_OFF) || move.to() == Track.OFF) {
            parts.add(texts.get("move.borne-off"));
        } else if (known && end > 0 && end != move.to()) {
            parts.add(texts.get("move.ends", end));
        } else if (known && end == 0 && after.waiting(mover) > before.waiting(mover)) {
            parts.add(texts.get("move.waits"));
        }
        // what happens to the opponent's piece
        if (move.has(MoveEffect.SWAP) || move.has(MoveEffect.HIT) || move.has(MoveEffect.KNOCK)) {
            parts.add(attacked(texts, before, move, after));
        }
        // a rule set's own effects: the console's words where it has them, else the rule set's
        for (MoveEffect effect : rules == null ? move.effects() : rules.vocabulary().effects(move.code())) {
            if (!ENGINE_EFFECTS.contains(effect)) {
                String key = "effect." + effect.name().toLowerCase(Locale.ROOT);
                parts.add(texts.has(key) ? texts.get(key) : effect.description());
            }
        }
        return parts.isEmpty() ? squares(texts, action)
                : texts.get("move.described", squares(texts, action), String.join(", ", parts));
    }

    /** What the attack did to the opponent's piece: where it went, or that it left the board. */
    private static String attacked(Texts texts, Position before, Action.Move move, Position after) {
        Side mover = before == null ? null : before.toMove();
        String them = mover == null ? "" : BoardView.symbol(mover.opponent());
        if (before == null || after == null) {
            return texts.get(move.has(MoveEffect.SWAP) ? "move.swap" : move.has(MoveEffect.KNOCK) ? "move.knock"
                    : "move.hit");
        }
        Side opponent = mover.opponent();
        int square = after.squareGained(before, opponent, 0);
        if (square != 0) {
            if (move.has(MoveEffect.KNOCK) && square == Track.WATER) {
                return texts.get("move.knock-water", them);
            }
            return texts.get(move.has(MoveEffect.SWAP) ? "move.swap-to" : "move.sent-to", them, square);
        }
        if (after.waiting(opponent) > before.waiting(opponent)) {
            return texts.get("move.hit-waits", them);
        }
        return texts.get("move.hit-off", them);
    }
}
