package org.senet.core.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.senet.core.SenetException;
import org.senet.core.action.Action;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;
import org.senet.core.position.PositionException;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.IllegalActionException;
import org.senet.core.rules.Referee;
import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.TestPositions;
import org.senet.core.sticks.RandomSticks;
import org.senet.core.sticks.ThrowSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The game driver: a game in progress, its decision point and its history. Throws are chance events
 * drawn from a {@link ThrowSource}; everything else is a player's action, checked by
 * the rule set. Same rules, start, throws and choices: same game (P5).
 *
 * <pre>{@code
 * Game game = Game.start(rules, 42);
 * game.playOut(new RandomPlayer(1), new RandomPlayer(2), 100_000);
 * System.out.println(game.winner());
 * }</pre>
 *
 * <p>A game is not thread-safe; its positions are immutable and can be shared.
 */
public final class Game {
    private static final Logger LOG = LoggerFactory.getLogger(Game.class);

    private final RuleSet rules;
    private final Referee referee;
    private final ThrowSource sticks;
    private final Position start;
    private final List<Step> steps = new ArrayList<>();
    private final int[] buffer = new int[RuleSet.MAX_ACTIONS];
    private Position position;
    private int pendingThrow = RuleSet.NO_THROW;

    /**
     * A game from {@code start}, throws drawn from {@code sticks}.
     *
     * @param rules  the rule set
     * @param start  the position the game starts from
     * @param sticks where the throws come from
     * @throws NullPointerException     if an argument is null, naming it
     * @throws PositionException     if {@code start} cannot be a position of {@code rules}: another
     *                                  number of pieces than it plays with, pieces waiting where none waits,
     *                                  flags it does not keep, or a {@link RuleSet#problem}
     */
    public Game(RuleSet rules, Position start, ThrowSource sticks) {
        this.rules = Objects.requireNonNull(rules, "rules");
        this.referee = new Referee(rules);
        this.sticks = Objects.requireNonNull(sticks, "sticks");
        this.start = Objects.requireNonNull(start, "start");
        problemAsStart(rules, start).ifPresent(problem -> {
            throw new PositionException("the start " + start + " is not a position of " + rules.id() + ": "
                    + problem);
        });
        this.position = start;
    }

    /**
     * What keeps {@code position} from being a position of {@code rules}, if anything: another number
     * of pieces a side than the rules play with (a position counts the pieces borne off too, so the
     * start of a rule set with 5 pieces a side is not a position of one with 7), waiting pieces where none
     * waits, flags the rules do not keep, or the rules' own {@link RuleSet#problem}. The rule set's own
     * test positions ({@link TestPositions}) are playable whatever their piece counts.
     *
     * @param rules    the rule set
     * @param position the position
     * @return the reason, in words; empty when the position can be played under these rules
     */
    public static Optional<String> problemAsStart(RuleSet rules, Position position) {
        if (rules.capability(TestPositions.class).map(t -> t.testPositions().contains(position)).orElse(false)) {
            return Optional.empty(); // the rule set's own test positions may have other piece counts (AS11)
        }
        int pieces = rules.piecesPerSide();
        if (position.lightPieces() != pieces || position.darkPieces() != pieces) {
            // a position counts every piece of a side, those borne off included: a start of another rule set is refused
            return Optional.of("it is a position of " + position.lightPieces() + "," + position.darkPieces()
                    + " pieces, and the rules play with " + pieces + " a side (borne-off pieces included)");
        }
        if (!rules.usesWaitingPieces() && position.lightWaiting() + position.darkWaiting() > 0) {
            return Optional.of("pieces wait to enter, and in these rules none waits");
        }
        int known = 0;
        for (FlagField field : rules.flags()) {
            known |= ~field.clear(~0);
        }
        if ((position.flags() & ~known) != 0) {
            return Optional.of("it has flags 0x" + Integer.toHexString(position.flags() & ~known)
                    + " that the rules do not keep");
        }
        return rules.problem(position);
    }

    /**
     * A game from the rule set's start with random sticks seeded by {@code seed}. Where the opening
     * draws the side that moves first, {@code seed} draws it too ({@link FirstMoverDraw#start}).
     *
     * @param rules the rule set
     * @param seed  the seed of the sticks and of any draw of the first mover
     * @return the game, at its first decision point
     */
    public static Game start(RuleSet rules, long seed) {
        return new Game(rules, FirstMoverDraw.start(rules, seed), new RandomSticks(seed));
    }

    /**
     * Resumes a game from its history, as a saved game holds it: the position after the last step,
     * the throw waiting to be used when the last step is a throw, and every step kept. The history
     * is taken as given; {@link org.senet.core.record.GameRecord} checks it step by step when it
     * reads a file.
     *
     * @param rules   the rule set
     * @param start   the position the game started from
     * @param history the steps played so far, oldest first (each step's {@code after} is the position it left)
     * @param sticks  where the throws from now on come from
     * @return the game, at the decision point after the last step
     */
    public static Game resume(RuleSet rules, Position start, List<Step> history, ThrowSource sticks) {
        Game game = new Game(rules, start, sticks);
        game.steps.addAll(Objects.requireNonNull(history, "history"));
        if (!history.isEmpty()) {
            Step last = history.get(history.size() - 1);
            game.position = last.after();
            game.pendingThrow = last.isThrow() ? last.throwValue() : RuleSet.NO_THROW;
        }
        return game;
    }

    /** {@return the rule set, with its options} */
    public RuleSet rules() {
        return rules;
    }

    /** {@return the position the game started from} */
    public Position startPosition() {
        return start;
    }

    /**
     * {@return the current position: the decision point that comes next, before any throw waiting
     * to be used}
     */
    public Position position() {
        return position;
    }

    /**
     * {@return the throw waiting to be used, or {@link RuleSet#NO_THROW} when the next action comes
     * before a throw}
     */
    public int pendingThrow() {
        return pendingThrow;
    }

    /**
     * Whether the next decision comes after a throw (a move or a pass).
     *
     * @return true if a throw is waiting to be used
     */
    public boolean hasPendingThrow() {
        return pendingThrow != RuleSet.NO_THROW;
    }

    /** {@return the side whose decision comes next} */
    public Side toMove() {
        return position.toMove();
    }

    /**
     * Whether the game is over.
     *
     * @return true once a side has won
     */
    public boolean isOver() {
        return rules.isOver(position);
    }

    /**
     * The winner, once the game is over.
     *
     * @return the side that won; empty while the game goes on
     */
    public Optional<Side> winner() {
        return rules.winner(position);
    }

    /**
     * {@return every step so far, oldest first: an immutable snapshot, which later steps of the game
     * leave as it is}
     */
    public List<Step> steps() {
        return List.copyOf(steps);
    }

    /** {@return the number of steps so far (cheaper than {@code steps().size()})} */
    public int stepCount() {
        return steps.size();
    }

    /**
     * The legal actions at the current decision point (none once the game is over).
     *
     * @return the legal actions in the rule set's order; empty once the game is over
     */
    public List<Action> actions() {
        return referee.legalActions(position, pendingThrow);
    }

    /**
     * Whether throwing the sticks is among the current actions: before a throw, or after one that
     * the rules keep so that the player throws again ({@link RuleSet#apply}).
     *
     * @return true if the next action may be a throw of the sticks
     */
    public boolean canThrow() {
        int count = rules.actions(position, pendingThrow, buffer);
        for (int i = 0; i < count; i++) {
            if (buffer[i] == ActionCode.THROW) {
                return true;
            }
        }
        return false;
    }

    /**
     * Throws the sticks: the chance event of this decision point. Where a throw is waiting and the
     * rules keep it for a later move ({@link ActionCode#THROW} after a throw), it is kept first, and
     * the step recorded is the new throw, made from the position that keeps the old one.
     *
     * @return the value thrown
     * @throws IllegalActionException if throwing is not an action now (the game is over, or a throw
     *                                is waiting to be used)
     */
    public int throwSticks() {
        if (!canThrow()) {
            throw new IllegalActionException(isOver() ? RefusalReason.GAME_OVER.refusal()
                    : RefusalReason.THROWN_ALREADY.refusal(pendingThrow));
        }
        if (pendingThrow != RuleSet.NO_THROW) {
            LOG.debug("{} keeps {}", position.toMove(), pendingThrow);
            position = rules.apply(position, pendingThrow, ActionCode.THROW);
        }
        int value = sticks.nextThrow(rules.throwTable());
        pendingThrow = value;
        steps.add(new Step(position.toMove(), value, Action.Throw.INSTANCE, position));
        LOG.debug("{} throws {}", position.toMove(), value);
        return value;
    }

    /**
     * Plays an action at the current decision point: a move or pass after a throw (or with throws
     * kept earlier in the turn), a pre-throw choice before it ({@link Action.Throw} means
     * {@link #throwSticks()}, which first keeps a waiting throw where the rules list that).
     *
     * @param action the action, one of {@link #actions()}; its effect bits need not be given
     *               ({@link Referee#find}): the step records the listed action
     * @return the step recorded
     * @throws IllegalActionException with the rule's reason; nothing changes
     */
    public Step play(Action action) {
        if (action instanceof Action.Throw) {
            throwSticks();
            return steps.get(steps.size() - 1);
        }
        Side side = position.toMove();
        int usedThrow = pendingThrow;
        Action listed = referee.find(position, usedThrow, action).filter(a -> a.getClass() == action.getClass())
                .orElse(action);
        Position next = referee.play(position, usedThrow, listed);
        Step step = new Step(side, usedThrow, listed, next);
        position = next;
        pendingThrow = RuleSet.NO_THROW;
        steps.add(step);
        LOG.debug("{} plays {}", side, step.action());
        return step;
    }

    /**
     * Lets {@code player} make the next decision (asking only when there is a choice) and plays it,
     * throwing the sticks when that is the decision.
     *
     * @param player the player of the side to move
     * @return the step recorded
     */
    public Step step(Player player) {
        int count = rules.actions(position, pendingThrow, buffer);
        if (count == 0) {
            throw new IllegalActionException(RefusalReason.GAME_OVER.refusal());
        }
        int choice = count == 1 ? 0 : player.choose(rules, position, pendingThrow, buffer, count);
        if (choice < 0 || choice >= count) {
            throw new SenetException("the player " + player + " chose action number " + choice + ", and there are "
                    + count + " (0.." + (count - 1) + ")");
        }
        return play(Action.of(buffer[choice]));
    }

    /**
     * Plays until the game is over or {@code maxThrows} more throws have been made.
     *
     * @param light     the player of light
     * @param dark      the player of dark
     * @param maxThrows how many more throws at most
     * @return whether the game is over
     */
    public boolean playOut(Player light, Player dark, long maxThrows) {
        long throwsMade = 0;
        while (!isOver() && throwsMade < maxThrows) {
            Step step = step(position.toMove() == Side.LIGHT ? light : dark);
            if (step.isThrow()) {
                throwsMade++;
            }
        }
        return isOver();
    }
}
