package org.senet.core.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.senet.core.SenetException;
import org.senet.core.action.Action;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.game.Step;
import org.senet.core.notation.Notation;
import org.senet.core.points.Assignment;
import org.senet.core.points.Points;
import org.senet.core.position.Position;
import org.senet.core.rules.MatchScoring;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.sticks.ThrowSource;
import org.senet.core.text.Input;

/**
 * A saved game: a text game record a person can read and the engine resumes from
 * exactly. Header lines first, then an empty line, then one line per {@link Step} ({@link Step#text()}):
 *
 * <pre>
 * [Format "senet-record 1"]
 * [Rules "thibault"]
 * [Seed "42"]
 * [Light "Marco (human)"]
 * [Dark "random"]
 * [Date "2025-01-31T20:15"]
 * [Start "WBWBWBWBWB.................... W"]
 * [Position "WBWBWBWB.BW................... B"]
 *
 * W throw 2
 * W 9->11
 * </pre>
 *
 * <p>Where the rules keep a throw and have the player throw again (Thibault's {@code gather-throws}),
 * the next {@code throw} line follows the kept one directly ({@code W throw 4}, {@code W throw 2}):
 * keeping is the only action there, and is part of throwing again ({@link Game#throwSticks()}).
 *
 * <p>Where the rule set draws the side that moves first, a {@code FirstMove} header after {@code Start}
 * says how that side was decided: {@code [FirstMove "B drawn"]} (dark moves first, as drawn) or
 * {@code [FirstMove "W loser of the previous game"]}; its letter is the side to move in the start.
 * Records without it, written before it existed, still load.
 *
 * <p>Headers, in this order: {@code Format}; {@code Rules}; one {@code Option "key=value"} per rule-set
 * option, sorted by key; one {@code Set "point=value"} per point a variant is varied in
 * ({@link Points}), in the order they are applied; {@code Seed} when known; {@code Light} and {@code Dark} (who plays);
 * {@code Date}; {@code Start}; {@code FirstMove} when known; {@code Position}; {@code Throw}
 * when a throw is waiting to be used; {@code Result} (the winner's letter) and {@code Score} (the
 * match score, where the rule set has one) once the game is over.
 *
 * <p>{@link #parse} replays every step through the rule set (each action must be legal at its point,
 * each throw a value of the throw table) and checks the headers that follow from the game, so a
 * damaged or foreign file is refused with the line at fault; {@code parse(text).format()} gives
 * back {@code text}. Positions are written in the engine's position notation ({@link Notation}).
 *
 * @param rules the rule set, with its options
 * @param seed  the seed the game was started with, if known
 * @param light who plays light, e.g. {@code "Marco (human)"}
 * @param dark  who plays dark
 * @param date  when the game was started, as text
 * @param start the position the game started from
 * @param firstMove how the side to move in {@code start} came to move first, where the opening draws it
 *                  (empty when not known, as in records written before it was kept)
 * @param steps every step so far, oldest first
 */
public record GameRecord(RuleSet rules, OptionalLong seed, String light, String dark, String date,
                         Position start, Optional<FirstMove> firstMove, List<Step> steps) {
    /** The value of the {@code Format} header this version writes and reads. */
    public static final String FORMAT = "senet-record 1";

    private static final Pattern THROW_STEP = Pattern.compile("throw ([0-9]{1,2})");

    /**
     * Checks the header texts (one line each, no control characters) and that a first mover said to
     * be drawn was drawn by the rule set's opening.
     *
     * @param steps     every step so far, oldest first
     * @param rules     the rule set, with its options
     * @param seed      the seed the game was started with, if known
     * @param light     who plays light, e.g. {@code "Marco (human)"}
     * @param dark      who plays dark
     * @param date      when the game was started, as text
     * @param start     the position the game started from
     * @param firstMove how the side to move in {@code start} came to move first, where the opening
     *                  draws it
     * @throws SenetException if a text cannot be written on one header line, or the rule set
     *                                  does not draw the first mover
     */
    public GameRecord {
        steps = List.copyOf(steps);
        for (String text : new String[] {light, dark, date}) {
            if (text == null || text.chars().anyMatch(Character::isISOControl)) {
                throw new SenetException("a header text must be one line: " + text);
            }
        }
        if (firstMove.equals(Optional.of(FirstMove.DRAWN)) && !rules.opening().drawsFirstMover()) {
            throw new SenetException("the rules '" + rules.id() + "' do not draw the side that moves first");
        }
    }

    /**
     * A record that does not say how the first mover was decided.
     *
     * @param rules the rule set, with its options
     * @param seed  the seed the game was started with, if known
     * @param light who plays light
     * @param dark  who plays dark
     * @param date  when the game was started, as text
     * @param start the position the game started from
     * @param steps every step so far, oldest first
     */
    public GameRecord(RuleSet rules, OptionalLong seed, String light, String dark, String date, Position start,
                      List<Step> steps) {
        this(rules, seed, light, dark, date, start, Optional.empty(), steps);
    }

    /**
     * The record of a game in progress or finished.
     *
     * @param game  the game
     * @param seed  the seed the game was started with, if known
     * @param light who plays light
     * @param dark  who plays dark
     * @param date  when the game was started, as text
     * @return the record of the game's steps so far
     */
    public static GameRecord of(Game game, OptionalLong seed, String light, String dark, String date) {
        return of(game, seed, light, dark, date, Optional.empty());
    }

    /**
     * The record of a game in progress or finished, saying how its first mover was decided.
     *
     * @param game      the game
     * @param seed      the seed the game was started with, if known
     * @param light     who plays light
     * @param dark      who plays dark
     * @param date      when the game was started, as text
     * @param firstMove how the first mover was decided, where the opening draws it; empty if not
     *                  known
     * @return the record of the game's steps so far
     */
    public static GameRecord of(Game game, OptionalLong seed, String light, String dark, String date,
                                Optional<FirstMove> firstMove) {
        return new GameRecord(game.rules(), seed, light, dark, date, game.startPosition(), firstMove, game.steps());
    }

    /** {@return the current position: after the last step} */
    public Position position() {
        return steps.isEmpty() ? start : steps.get(steps.size() - 1).after();
    }

    /** {@return the throw waiting to be used, or {@link RuleSet#NO_THROW}} */
    public int pendingThrow() {
        if (steps.isEmpty()) {
            return RuleSet.NO_THROW;
        }
        Step last = steps.get(steps.size() - 1);
        return last.isThrow() ? last.throwValue() : RuleSet.NO_THROW;
    }

    /**
     * The game this record holds, ready to go on; further throws come from {@code sticks}.
     *
     * @param sticks where the game's next throws come from
     * @return the game at its last step
     */
    public Game toGame(ThrowSource sticks) {
        return Game.resume(rules, start, steps, sticks);
    }

    /** {@return the record as text, each line ending in {@code \n}} */
    public String format() {
        StringBuilder text = new StringBuilder(256 + 12 * steps.size());
        header(text, "Format", FORMAT);
        header(text, "Rules", rules.id());
        for (Map.Entry<String, String> option : new TreeMap<>(rules.options()).entrySet()) {
            header(text, "Option", option.getKey() + "=" + option.getValue());
        }
        for (Assignment point : Points.of(rules)) {
            header(text, "Set", point.text());
        }
        if (seed.isPresent()) {
            header(text, "Seed", Long.toString(seed.getAsLong()));
        }
        header(text, "Light", light);
        header(text, "Dark", dark);
        header(text, "Date", date);
        header(text, "Start", Notation.format(rules, start));
        if (firstMove.isPresent()) {
            header(text, "FirstMove", start.toMove().letter() + " " + firstMove.get().text());
        }
        Position position = position();
        header(text, "Position", Notation.format(rules, position));
        if (pendingThrow() != RuleSet.NO_THROW) {
            header(text, "Throw", Integer.toString(pendingThrow()));
        }
        Optional<Side> winner = rules.winner(position);
        if (winner.isPresent()) {
            header(text, "Result", String.valueOf(winner.get().letter()));
            OptionalInt score = matchScore(rules, position);
            if (score.isPresent()) {
                header(text, "Score", Integer.toString(score.getAsInt()));
            }
        }
        text.append('\n');
        for (Step step : steps) {
            text.append(step.text()).append('\n');
        }
        return text.toString();
    }

    /** The match score of a finished game, for rule sets that score games (JP-SCORE). */
    private static OptionalInt matchScore(RuleSet rules, Position finished) {
        return rules.capability(MatchScoring.class).map(s -> s.matchScore(finished)).orElse(OptionalInt.empty());
    }

    private static void header(StringBuilder text, String key, String value) {
        text.append('[').append(key).append(" \"")
                .append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n");
    }

    /**
     * Reads a game record, replaying every step through its rule set.
     *
     * @param registry where the rule set named by the {@code Rules} header is found
     * @param text     the record
     * @return the record, every step replayed
     * @throws RecordException saying what is wrong and on which line, for a damaged or foreign text
     */
    public static GameRecord parse(RuleSets registry, String text) {
        return new Reader(registry, text).read();
    }

    /** One reading of a record: the lines and where the reader is. */
    private static final class Reader {
        private final RuleSets registry;
        private final String[] lines;
        private int index;

        Reader(RuleSets registry, String text) {
            this.registry = registry;
            if (text.isEmpty()) {
                throw new RecordException(0, "the file is empty; it is not a Senet game record");
            }
            if (text.indexOf('\r') >= 0 || !text.endsWith("\n")) {
                // A record written by the engine has \n line ends and ends with one; anything else was changed.
                String problem = text.indexOf('\r') >= 0 ? "has Windows or Mac line ends" : "does not end with a line end";
                this.lines = text.split("\n", -1);
                if (!lines[0].startsWith("[Format ")) {
                    throw notARecord();
                }
                throw new RecordException(0, "the record " + problem + "; it was changed after it was saved");
            }
            this.lines = text.substring(0, text.length() - 1).split("\n", -1);
        }

        private RecordException notARecord() {
            return new RecordException(1, "this is not a Senet game record (it must begin with [Format \""
                    + FORMAT + "\"])");
        }

        GameRecord read() {
            String[] format = header("Format", true);
            if (format == null) {
                throw notARecord();
            }
            if (!format[0].equals(FORMAT)) {
                throw new RecordException(1, "record format '" + Input.shown(format[0])
                        + "' is not known; this version reads '" + FORMAT + "'");
            }
            String[] rulesHeader = header("Rules", true);
            String id = rulesHeader[0];
            Map<String, String> options = new TreeMap<>();
            Map<String, String[]> optionHeaders = new TreeMap<>();
            for (String[] option = header("Option", false); option != null; option = header("Option", false)) {
                int eq = option[0].indexOf('=');
                if (eq <= 0) {
                    throw at(option, "option '" + Input.shown(option[0]) + "' is not key=value");
                }
                String key = option[0].substring(0, eq);
                if (options.containsKey(key)) {
                    throw at(option, "option '" + Input.shown(key) + "' is given twice");
                }
                options.put(key, option[0].substring(eq + 1));
                optionHeaders.put(key, option);
            }
            RuleSet rules;
            try {
                rules = registry.get(id, options);
            } catch (SenetException e) {
                throw new RecordException(options.isEmpty() ? Integer.parseInt(rulesHeader[1]) : index, e.getMessage());
            }
            for (Map.Entry<String, String[]> option : optionHeaders.entrySet()) {
                if (!options.get(option.getKey()).equals(rules.options().get(option.getKey()))) {
                    throw at(option.getValue(), "option '" + Input.shown(option.getValue()[0]) + "' is the default; "
                            + "a record names only the options that differ from the defaults");
                }
            }
            rules = varied(rules);
            OptionalLong seed = OptionalLong.empty();
            String[] seedHeader = header("Seed", false);
            if (seedHeader != null) {
                try {
                    seed = OptionalLong.of(Long.parseLong(seedHeader[0]));
                } catch (NumberFormatException e) {
                    throw at(seedHeader, "the seed '" + Input.shown(seedHeader[0]) + "' is not a number");
                }
                if (!Long.toString(seed.getAsLong()).equals(seedHeader[0])) {
                    throw at(seedHeader, "the seed '" + Input.shown(seedHeader[0]) + "' is not written as the engine"
                            + " writes it");
                }
            }
            String light = text(header("Light", true));
            String dark = text(header("Dark", true));
            String date = text(header("Date", true));
            Position start = position(rules, header("Start", true));
            Optional<FirstMove> firstMove = firstMove(rules, start, header("FirstMove", false));
            String[] positionHeader = header("Position", true);
            String[] throwHeader = header("Throw", false);
            String[] resultHeader = header("Result", false);
            String[] scoreHeader = header("Score", false);
            if (index >= lines.length || !lines[index].isEmpty()) {
                if (index < lines.length && headerLine(lines[index]) != null) {
                    throw error("header " + Input.shown(lines[index].substring(0, lines[index].indexOf(' ')))
                            + "] is not known here or is out of order");
                }
                throw error("an empty line must follow the headers");
            }
            index++;
            List<Step> steps = replay(rules, start);
            GameRecord record = new GameRecord(rules, seed, light, dark, date, start, firstMove, steps);
            check(positionHeader, Notation.format(rules, record.position()), "position");
            int pending = record.pendingThrow();
            check(throwHeader, pending == RuleSet.NO_THROW ? null : Integer.toString(pending), "waiting throw");
            Optional<Side> winner = rules.winner(record.position());
            check(resultHeader, winner.map(side -> String.valueOf(side.letter())).orElse(null), "result");
            OptionalInt score = winner.isPresent() ? matchScore(rules, record.position()) : OptionalInt.empty();
            check(scoreHeader, score.isPresent() ? Integer.toString(score.getAsInt()) : null, "score");
            return record;
        }

        /** The rule set varied in the points of the {@code Set} headers, if there are any. */
        private RuleSet varied(RuleSet rules) {
            List<Assignment> points = new ArrayList<>();
            String[] last = null;
            for (String[] point = header("Set", false); point != null; point = header("Set", false)) {
                try {
                    points.add(Points.parse(point[0]));
                } catch (SenetException e) {
                    throw at(point, e.getMessage());
                }
                last = point;
            }
            try {
                return Points.vary(rules, points);
            } catch (SenetException e) {
                throw at(last, e.getMessage());
            }
        }

        /** The value and line of the next header if it has this key; null if it has not (an error if required). */
        private String[] header(String key, boolean required) {
            if (index < lines.length) {
                String[] line = headerLine(lines[index]);
                if (line != null && line[0].equals(key)) {
                    index++;
                    return new String[] {line[1], Integer.toString(index)};
                }
            }
            if (required) {
                if (key.equals("Format")) {
                    return null;
                }
                throw error("expected the header [" + key + " \"...\"]"
                        + (index < lines.length ? ", found '" + Input.shown(lines[index]) + "'" : ", found the end of the file"));
            }
            return null;
        }

        /**
         * The key and the value of a header line, {@code [Key "value"]}: the key ASCII letters, the
         * value with {@code \"} and {@code \\} read as {@code "} and {@code \}; null if the line is
         * not one. Read in one pass, without a regular expression, so that a line of any length costs
         * no stack.
         */
        private static String[] headerLine(String line) {
            int closing = line.length() - 2;
            if (line.length() < 6 || line.charAt(0) != '[' || !line.endsWith("\"]")) {
                return null;
            }
            int space = 1;
            while (space < closing && isAsciiLetter(line.charAt(space))) {
                space++;
            }
            if (space == 1 || space + 2 > closing || line.charAt(space) != ' ' || line.charAt(space + 1) != '"') {
                return null;
            }
            StringBuilder value = new StringBuilder();
            for (int i = space + 2; i < closing; i++) {
                char c = line.charAt(i);
                if (c == '\\') {
                    char next = i + 1 < closing ? line.charAt(i + 1) : 0;
                    if (next != '"' && next != '\\') {
                        return null;
                    }
                    value.append(next);
                    i++;
                } else if (c == '"') {
                    return null;
                } else {
                    value.append(c);
                }
            }
            return new String[] {line.substring(1, space), value.toString()};
        }

        private static boolean isAsciiLetter(char c) {
            return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z';
        }

        /** The value of a header that holds free text: one line, no control characters. */
        private static String text(String[] header) {
            if (header[0].chars().anyMatch(Character::isISOControl)) {
                throw at(header, "'" + Input.shown(header[0]) + "' holds a control character (a tab, a line end"
                        + " or the like); the engine never writes one");
            }
            return header[0];
        }

        /** The {@code FirstMove} header read: its letter names the side to move in the start. */
        private static Optional<FirstMove> firstMove(RuleSet rules, Position start, String[] header) {
            if (header == null) {
                return Optional.empty();
            }
            int line = Integer.parseInt(header[1]);
            String value = header[0];
            Optional<Side> side = value.length() > 2 && value.charAt(1) == ' '
                    ? Side.fromLetter(value.charAt(0)) : Optional.empty();
            Optional<FirstMove> how = side.isPresent() ? FirstMove.fromText(value.substring(2)) : Optional.empty();
            if (how.isEmpty()) {
                throw new RecordException(line, "the first move '" + Input.shown(value) + "' is not known (it reads like 'B "
                        + FirstMove.DRAWN.text() + "' or 'W " + FirstMove.LOSER_STARTS.text() + "')");
            }
            if (side.get() != start.toMove()) {
                throw new RecordException(line, "the header says " + side.get().displayName()
                        + " moved first but the start has " + start.toMove().displayName() + " to move");
            }
            if (how.get() == FirstMove.DRAWN && !rules.opening().drawsFirstMover()) {
                throw new RecordException(line, "the rules '" + rules.id() + "' do not draw the side that moves first");
            }
            return how;
        }

        private Position position(RuleSet rules, String[] header) {
            try {
                return Notation.parse(rules, header[0]);
            } catch (SenetException e) {
                throw new RecordException(Integer.parseInt(header[1]), e.getMessage());
            }
        }

        private void check(String[] header, String expected, String what) {
            if (header == null && expected == null) {
                return;
            }
            if (header == null) {
                throw new RecordException(0, "the steps lead to " + what + " '" + expected + "' but the headers do not say so");
            }
            int line = Integer.parseInt(header[1]);
            if (expected == null) {
                throw new RecordException(line, "the header says " + what + " '" + Input.shown(header[0])
                        + "' but the steps lead to none");
            }
            if (!expected.equals(header[0])) {
                throw new RecordException(line,
                        "the header says " + what + " '" + Input.shown(header[0]) + "' but the steps lead to '"
                        + expected + "'");
            }
        }

        private List<Step> replay(RuleSet rules, Position start) {
            List<Step> steps = new ArrayList<>();
            Position position = start;
            int pending = RuleSet.NO_THROW;
            int[] buffer = new int[RuleSet.MAX_ACTIONS];
            for (; index < lines.length; index++) {
                String line = lines[index];
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
                    int value = Integer.parseInt(throwStep.group(1));
                    if (pending != RuleSet.NO_THROW) {
                        if (!contains(buffer, count, ActionCode.THROW)) {
                            throw error("a throw of " + pending + " is waiting to be played; the sticks cannot be thrown"
                                    + " again");
                        }
                        // The rules keep the waiting throw and the player throws again (Game#throwSticks).
                        position = rules.apply(position, pending, ActionCode.THROW);
                        count = rules.actions(position, RuleSet.NO_THROW, buffer);
                    }
                    if (!contains(buffer, count, ActionCode.THROW)) {
                        throw error("throwing the sticks is not possible here");
                    }
                    if (!rules.throwTable().isThrowable(value)) {
                        throw error(value + " cannot be thrown in " + rules.id() + " (throws: " + rules.throwTable() + ")");
                    }
                    steps.add(new Step(side.get(), value, Action.Throw.INSTANCE, position));
                    pending = value;
                    continue;
                }
                int code = find(buffer, count, text);
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
            return steps;
        }

        private static boolean contains(int[] buffer, int count, int code) {
            for (int i = 0; i < count; i++) {
                if (buffer[i] == code) {
                    return true;
                }
            }
            return false;
        }

        private static int find(int[] buffer, int count, String text) {
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

        /** A problem with the value of a header already read: on that header's line. */
        private static RecordException at(String[] header, String message) {
            return new RecordException(Integer.parseInt(header[1]), message);
        }

    }
}
