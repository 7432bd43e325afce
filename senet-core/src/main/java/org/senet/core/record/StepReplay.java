package org.senet.core.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.senet.core.action.Action;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.game.Step;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.text.Input;

/**
 * The step lines of a record replayed through its rule set ({@code W throw 3}, {@code B 9->12}): each
 * action must be legal at its point, each throw a value of the throw table, each line the turn of the side
 * it names. A line at fault is refused with its number.
 */
final class StepReplay {
    private static final Pattern THROW_STEP = Pattern.compile("throw ([0-9]{1,2})");

    private final RuleSet rules;
    private final String[] lines;
    private final int[] buffer = new int[RuleSet.MAX_ACTIONS];
    private final List<Step> steps = new ArrayList<>();
    private int index;
    private Position position;
    private int pending = RuleSet.NO_THROW;

    private StepReplay(RuleSet rules, Position start, String[] lines, int from) {
        this.rules = rules;
        this.position = start;
        this.lines = lines;
        this.index = from;
    }

    /**
     * The steps of the lines from {@code from} on, replayed from {@code start}.
     *
     * @param rules the rule set of the record
     * @param start the position the game started from
     * @param lines the record's lines, without their line ends
     * @param from  the index of the first step line in {@code lines}
     * @return the steps, oldest first
     * @throws RecordException for a line that is not a step, or not a legal one here
     */
    static List<Step> replay(RuleSet rules, Position start, String[] lines, int from) {
        StepReplay replay = new StepReplay(rules, start, lines, from);
        for (; replay.index < lines.length; replay.index++) {
            replay.step(lines[replay.index]);
        }
        return replay.steps;
    }

    private void step(String line) {
        Optional<Side> side = line.length() > 2 && line.charAt(1) == ' '
                ? Side.fromLetter(line.charAt(0)) : Optional.empty();
        if (side.isEmpty()) {
            throw error("'" + Input.shown(line) + "' is not a step (a step reads like 'W throw 3' or 'B 9->12')");
        }
        int count = rules.actions(position, pending, buffer);
        if (count == 0) {
            throw error("the game was already over; nothing can follow");
        }
        if (side.get() != position.toMove()) {
            throw error("it is " + position.toMove().displayName() + "'s turn here, not "
                    + side.get().displayName() + "'s");
        }
        String text = line.substring(2);
        Matcher throwStep = THROW_STEP.matcher(text);
        if (throwStep.matches()) {
            throwSticks(side.get(), Integer.parseInt(throwStep.group(1)), count);
            return;
        }
        int code = find(count, text);
        if (code == -1) {
            List<String> possible = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                possible.add(buffer[i] == ActionCode.THROW ? "throw <n>" : ActionCode.toText(buffer[i]));
            }
            throw error("'" + Input.shown(text) + "' is not possible here"
                    + (pending != RuleSet.NO_THROW ? " with a throw of " + pending : " before the throw")
                    + "; possible: " + String.join(", ", possible));
        }
        position = rules.apply(position, pending, code);
        steps.add(new Step(side.get(), pending, Action.of(code), position));
        pending = RuleSet.NO_THROW;
    }

    /** A {@code throw} line: the sticks thrown, after the waiting throw is kept where the rules keep it. */
    private void throwSticks(Side side, int value, int count) {
        if (pending != RuleSet.NO_THROW) {
            if (!contains(count, ActionCode.THROW)) {
                throw error("a throw of " + pending + " is waiting to be played; the sticks cannot be thrown"
                        + " again");
            }
            // The rules keep the waiting throw and the player throws again (Game#throwSticks).
            position = rules.apply(position, pending, ActionCode.THROW);
            count = rules.actions(position, RuleSet.NO_THROW, buffer);
        }
        if (!contains(count, ActionCode.THROW)) {
            throw error("throwing the sticks is not possible here");
        }
        if (!rules.throwTable().isThrowable(value)) {
            throw error(value + " cannot be thrown in " + rules.id() + " (throws: " + rules.throwTable() + ")");
        }
        steps.add(new Step(side, value, Action.Throw.INSTANCE, position));
        pending = value;
    }

    private boolean contains(int count, int code) {
        for (int i = 0; i < count; i++) {
            if (buffer[i] == code) {
                return true;
            }
        }
        return false;
    }

    /** The code of the action other than a throw written {@code text}, or -1. */
    private int find(int count, String text) {
        for (int i = 0; i < count; i++) {
            if (buffer[i] != ActionCode.THROW && ActionCode.toText(buffer[i]).equals(text)) {
                return buffer[i];
            }
        }
        return -1;
    }

    private RecordException error(String message) {
        return new RecordException(index + 1, message);
    }
}
