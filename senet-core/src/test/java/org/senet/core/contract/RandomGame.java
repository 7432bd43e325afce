package org.senet.core.contract;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.position.Position;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.RuleSet;

/**
 * A game of uniformly random play (RULES.md §9) driven by one seed, recorded decision by decision,
 * for the contract properties. Throws are drawn with the sticks' exact probabilities.
 */
public final class RandomGame {
    /** One decision: the position, the throw ({@link RuleSet#NO_THROW} before it), the action chosen, the result. */
    public record Decision(Position before, int throwValue, int action, Position after) {
    }

    /** What a random game reached, for coverage statistics. */
    public enum Event {
        /** A piece moved. */
        MOVE,
        /** A throw was forfeited. */
        PASS,
        /** A pre-throw choice moved a piece (rescue, return). */
        RESCUE,
        /** A move swapped with an opponent piece. */
        SWAP,
        /** A move removed an opponent piece, which must enter again. */
        HIT,
        /** A move knocked an opponent piece into the water. */
        KNOCK,
        /** A piece entered the board. */
        ENTER,
        /** A piece moved backward. */
        BACKWARD,
        /** A piece landed on the trap and was sent elsewhere. */
        TRAP,
        /** A piece started drowning in the water. */
        DROWN,
        /** A piece was borne off. */
        BEAR_OFF,
        /** The game ended with a winner. */
        WIN
    }

    private final List<Decision> decisions = new ArrayList<>();
    private final Set<Event> events = EnumSet.noneOf(Event.class);
    private final Position end;
    private final long throwsMade;

    private RandomGame(RuleSet rules, long seed, long maxThrows) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        Position position = FirstMoverDraw.start(rules, seed);
        long throwCount = 0;
        while (!rules.isOver(position) && throwCount < maxThrows) {
            int count = rules.actions(position, RuleSet.NO_THROW, buffer);
            int action = buffer[random.nextInt(count)];
            int throwValue = RuleSet.NO_THROW;
            if (action == ActionCode.THROW) {
                throwValue = rules.throwTable().value(Integer.bitCount(random.nextInt(16)));
                throwCount++;
                count = rules.actions(position, throwValue, buffer);
                action = buffer[random.nextInt(count)];
            }
            Position next = rules.apply(position, throwValue, action);
            decisions.add(new Decision(position, throwValue, action, next));
            note(action);
            position = next;
        }
        if (rules.isOver(position)) {
            events.add(Event.WIN);
        }
        this.end = position;
        this.throwsMade = throwCount;
    }

    /**
     * Plays a random game of {@code rules} from the start {@code seed} gives ({@link FirstMoverDraw}), giving up
     * after {@code maxThrows} throws.
     */
    public static RandomGame play(RuleSet rules, long seed, long maxThrows) {
        return new RandomGame(rules, seed, maxThrows);
    }

    private void note(int action) {
        switch (ActionCode.kind(action)) {
            case ActionCode.KIND_PASS -> events.add(Event.PASS);
            case ActionCode.KIND_RESCUE -> events.add(Event.RESCUE);
            default -> {
                events.add(Event.MOVE);
                for (MoveEffect effect : ActionCode.effectSet(action)) {
                    events.add(Event.valueOf(effect.name()));
                }
            }
        }
    }

    /** Every decision, in order. */
    public List<Decision> decisions() {
        return decisions;
    }

    /** The events the game reached. */
    public Set<Event> events() {
        return events;
    }

    /** The last position. */
    public Position end() {
        return end;
    }

    /** Throws made. */
    public long throwsMade() {
        return throwsMade;
    }
}
