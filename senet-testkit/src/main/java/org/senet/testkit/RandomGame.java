package org.senet.testkit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.position.Position;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.RuleSet;

/**
 * A game of uniformly random play driven by one seed, recorded decision by decision: at each
 * decision point every listed action is equally likely, and throws are drawn with the sticks' exact
 * probabilities (four two-sided sticks). A decision after a throw may be {@link ActionCode#THROW},
 * keeping the throw (a rule set that gathers throws): it is applied, and the sticks are thrown at the
 * next decision; a decision before the throw may be a move with a throw kept earlier. The same rule set
 * and seed always give the same game, so a failure found in decision {@code i} of the game of seed {@code s} can be replayed with
 * {@code RandomGame.play(rules, s, maxThrows).decisions().get(i)}.
 */
public final class RandomGame {
    /**
     * One decision of the game.
     *
     * @param index      its place in the game, from 0
     * @param before     the decision point's position
     * @param throwValue the throw, or {@link RuleSet#NO_THROW} for a choice before the throw
     * @param action     the action chosen (an {@link ActionCode})
     * @param after      the position {@link RuleSet#apply} gave
     */
    public record Decision(int index, Position before, int throwValue, int action, Position after) {
    }

    /**
     * The exception that stopped a game: thrown by the rule set while listing or applying actions.
     *
     * @param index      the decision where it happened
     * @param before     the decision point's position
     * @param throwValue the throw, or {@link RuleSet#NO_THROW}
     * @param action     the action being applied, or {@link #NO_ACTION} while the actions were listed
     * @param error      the exception
     */
    public record Crash(int index, Position before, int throwValue, int action, RuntimeException error) {
        /** The {@code action} of a crash while listing the actions. */
        public static final int NO_ACTION = -1;
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
        WIN,
        /** A throw was kept to be played later, and the sticks thrown again (a rule set that gathers throws). */
        KEEP
    }

    /**
     * Decisions a game may make per throw it is allowed before it is given up: a rule set whose turns
     * go on without throwing (moves of throws it never uses up, say) ends as an unfinished game
     * instead of running forever.
     */
    public static final int MAX_DECISIONS_PER_THROW = 64;

    private final List<Decision> decisions = new ArrayList<>();
    private final Set<Event> events = EnumSet.noneOf(Event.class);
    private final Position end;
    private final long throwsMade;
    private final boolean stuck;
    private final Optional<Crash> crash;

    /** Where a game's choices come from: a seeded random stream, or a script of choices. */
    private interface Chooser {
        /** {@return the next choice among {@code count} actions, 0..count-1} */
        int action(int count);

        /** {@return the white sides of the next throw of four two-sided sticks, 0..4} */
        int whiteSides();

        /** {@return whether no choice is left: the game stops there, unfinished} */
        boolean exhausted();
    }

    private RandomGame(RuleSet rules, long seed, long maxThrows) {
        this(rules, FirstMoverDraw.start(rules, seed), seeded(new SplittableRandom(seed)), maxThrows);
    }

    private static Chooser seeded(SplittableRandom random) {
        return new Chooser() {
            @Override
            public int action(int count) {
                return random.nextInt(count);
            }

            @Override
            public int whiteSides() {
                return Integer.bitCount(random.nextInt(16));
            }

            @Override
            public boolean exhausted() {
                return false;
            }
        };
    }

    private static Chooser scripted(GameScript script) {
        List<Integer> choices = script.choices();
        return new Chooser() {
            private int next = 1; // the first choice drew the first mover

            @Override
            public int action(int count) {
                return choices.get(next++) % count;
            }

            @Override
            public int whiteSides() {
                return Integer.bitCount(choices.get(next++) & 15);
            }

            @Override
            public boolean exhausted() {
                return next >= choices.size();
            }
        };
    }

    private RandomGame(RuleSet rules, Position start, Chooser chooser, long maxThrows) {
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        Position position = start;
        long throwCount = 0;
        boolean noAction = false;
        Crash crashed = null;
        long maxDecisions = maxThrows * MAX_DECISIONS_PER_THROW;
        while (!rules.isOver(position) && throwCount < maxThrows && decisions.size() < maxDecisions
                && !chooser.exhausted()) {
            int throwValue = RuleSet.NO_THROW;
            int action = Crash.NO_ACTION;
            try {
                int count = rules.actions(position, RuleSet.NO_THROW, buffer);
                if (count > 0) {
                    action = buffer[chooser.action(count)];
                }
                if (action == ActionCode.THROW) {
                    if (chooser.exhausted()) {
                        break;
                    }
                    throwValue = rules.throwTable().value(chooser.whiteSides());
                    throwCount++;
                    count = rules.actions(position, throwValue, buffer);
                    if (count > 0 && chooser.exhausted()) {
                        break;
                    }
                    action = count == 0 ? Crash.NO_ACTION : buffer[chooser.action(count)];
                }
                if (count == 0) {
                    noAction = true;
                    break;
                }
                Position next = rules.apply(position, throwValue, action);
                decisions.add(new Decision(decisions.size(), position, throwValue, action, next));
                position = next;
            } catch (RuntimeException e) {
                crashed = new Crash(decisions.size(), position, throwValue, action, e);
                break;
            }
            note(action);
        }
        if (rules.isOver(position)) {
            events.add(Event.WIN);
        }
        this.end = position;
        this.throwsMade = throwCount;
        this.stuck = noAction;
        this.crash = Optional.ofNullable(crashed);
    }

    /**
     * Plays a random game of {@code rules} from the start {@code seed} gives ({@link FirstMoverDraw}:
     * {@link RuleSet#start()} unless the opening draws the first mover).
     *
     * @param rules     the rule set
     * @param seed      the seed of every random choice and throw
     * @param maxThrows the throws after which the game is given up, unfinished (as it is after
     *                  {@link #MAX_DECISIONS_PER_THROW} times as many decisions)
     * @return the game
     */
    public static RandomGame play(RuleSet rules, long seed, long maxThrows) {
        return new RandomGame(rules, seed, maxThrows);
    }

    /**
     * Plays the game a script of choices makes, for properties whose failures shrink to a short game: the
     * first choice draws the first mover (its lowest bit: 0 light, 1 dark) where the opening draws one;
     * then each decision takes the next choice modulo the number of actions listed, and each throw the
     * next choice's four lowest bits as the white sides of the sticks. The game stops, unfinished, when
     * the choices run out.
     *
     * @param rules     the rule set
     * @param script    the choices
     * @param maxThrows the throws after which the game is given up, unfinished
     * @return the game
     */
    public static RandomGame play(RuleSet rules, GameScript script, long maxThrows) {
        List<Integer> choices = script.choices();
        Side first = choices.isEmpty() || (choices.get(0) & 1) == 0 ? Side.LIGHT : Side.DARK;
        Position start = rules.opening().drawsFirstMover() ? rules.start(first) : rules.start();
        return new RandomGame(rules, start, scripted(script), maxThrows);
    }

    private void note(int action) {
        switch (ActionCode.kind(action)) {
            case ActionCode.KIND_PASS -> events.add(Event.PASS);
            case ActionCode.KIND_RESCUE -> events.add(Event.RESCUE);
            case ActionCode.KIND_THROW -> events.add(Event.KEEP);
            default -> events.add(Event.MOVE);
        }
        for (MoveEffect effect : ActionCode.effectSet(action)) {
            for (Event event : Event.values()) { // a plugin's own effects have no event
                if (event.name().equals(effect.name())) {
                    events.add(event);
                }
            }
        }
    }

    /** {@return every decision of the game, in order} */
    public List<Decision> decisions() {
        return Collections.unmodifiableList(decisions);
    }

    /** {@return the events the game reached} */
    public Set<Event> events() {
        return Collections.unmodifiableSet(events);
    }

    /** {@return the position the game ended in, or stopped in} */
    public Position end() {
        return end;
    }

    /** {@return the number of throws made} */
    public long throwsMade() {
        return throwsMade;
    }

    /** {@return the exception that stopped the game, if the rule set threw one} */
    public Optional<Crash> crash() {
        return crash;
    }

    /**
     * Whether the game stopped because its rule set listed no action in a position that is not over.
     *
     * @return true if the game stopped because its rule set listed no action in a position that is not over
     */
    public boolean stuck() {
        return stuck;
    }
}
