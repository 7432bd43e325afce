package org.senet.core.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.TreeMap;

import org.senet.core.SenetException;
import org.senet.core.board.Side;
import org.senet.core.game.Step;
import org.senet.core.notation.Notation;
import org.senet.core.points.Assignment;
import org.senet.core.points.Points;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.text.Input;

/**
 * One reading of a record's text ({@link GameRecord#parse}): its headers in their order, each checked, then
 * its steps replayed ({@link StepReplay}), then the headers that follow from the game checked against them.
 * A damaged or foreign text is refused with the line at fault.
 */
final class GameRecordReader {
    private final RuleSets registry;
    private final String[] lines;
    private int index;

    /** The value of a header read and its line, counted from 1. */
    private record Header(String value, int line) {
    }

    /**
     * A reading of {@code text}; its line ends are checked at once.
     *
     * @param registry where the rule set named by the {@code Rules} header is found
     * @param text     the record
     * @throws RecordException if the text is empty, or its line ends are not the engine's
     */
    GameRecordReader(RuleSets registry, String text) {
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

    private static RecordException notARecord() {
        return new RecordException(1, "this is not a Senet game record (it must begin with [Format \""
                + GameRecord.FORMAT + "\"])");
    }

    /**
     * Reads the record.
     *
     * @return the record, every step replayed
     * @throws RecordException saying what is wrong and on which line
     */
    GameRecord read() {
        Header format = header("Format", true);
        if (format == null) {
            throw notARecord();
        }
        if (!format.value().equals(GameRecord.FORMAT)) {
            throw new RecordException(1, "record format '" + Input.shown(format.value())
                    + "' is not known; this version reads '" + GameRecord.FORMAT + "'");
        }
        RuleSet rules = varied(rules());
        OptionalLong seed = seed(header("Seed", false));
        String light = text(header("Light", true));
        String dark = text(header("Dark", true));
        String date = text(header("Date", true));
        Position start = position(rules, header("Start", true));
        Optional<FirstMove> firstMove = firstMove(rules, start, header("FirstMove", false));
        Header positionHeader = header("Position", true);
        Header throwHeader = header("Throw", false);
        Header resultHeader = header("Result", false);
        Header scoreHeader = header("Score", false);
        if (index >= lines.length || !lines[index].isEmpty()) {
            if (index < lines.length && HeaderLine.parse(lines[index]) != null) {
                throw error("header " + Input.shown(lines[index].substring(0, lines[index].indexOf(' ')))
                        + "] is not known here or is out of order");
            }
            throw error("an empty line must follow the headers");
        }
        index++;
        List<Step> steps = StepReplay.replay(rules, start, lines, index);
        GameRecord record = new GameRecord(rules, seed, light, dark, date, start, firstMove, steps);
        check(positionHeader, Notation.format(rules, record.position()), "position");
        int pending = record.pendingThrow();
        check(throwHeader, pending == RuleSet.NO_THROW ? null : Integer.toString(pending), "waiting throw");
        Optional<Side> winner = rules.winner(record.position());
        check(resultHeader, winner.map(side -> String.valueOf(side.letter())).orElse(null), "result");
        OptionalInt score = winner.isPresent()
                ? GameRecordWriter.matchScore(rules, record.position()) : OptionalInt.empty();
        check(scoreHeader, score.isPresent() ? Integer.toString(score.getAsInt()) : null, "score");
        return record;
    }

    /** The rule set of the {@code Rules} header with the options of the {@code Option} headers. */
    private RuleSet rules() {
        Header rulesHeader = header("Rules", true);
        Map<String, String> options = new TreeMap<>();
        Map<String, Header> optionHeaders = new TreeMap<>();
        for (Header option = header("Option", false); option != null; option = header("Option", false)) {
            int eq = option.value().indexOf('=');
            if (eq <= 0) {
                throw at(option, "option '" + Input.shown(option.value()) + "' is not key=value");
            }
            String key = option.value().substring(0, eq);
            if (options.containsKey(key)) {
                throw at(option, "option '" + Input.shown(key) + "' is given twice");
            }
            options.put(key, option.value().substring(eq + 1));
            optionHeaders.put(key, option);
        }
        RuleSet rules;
        try {
            rules = registry.get(rulesHeader.value(), options);
        } catch (SenetException e) {
            throw new RecordException(options.isEmpty() ? rulesHeader.line() : index, e.getMessage());
        }
        for (Map.Entry<String, Header> option : optionHeaders.entrySet()) {
            if (!options.get(option.getKey()).equals(rules.options().get(option.getKey()))) {
                throw at(option.getValue(), "option '" + Input.shown(option.getValue().value()) + "' is the default; "
                        + "a record names only the options that differ from the defaults");
            }
        }
        return rules;
    }

    /** The rule set varied in the points of the {@code Set} headers, if there are any. */
    private RuleSet varied(RuleSet rules) {
        List<Assignment> points = new ArrayList<>();
        Header last = null;
        for (Header point = header("Set", false); point != null; point = header("Set", false)) {
            try {
                points.add(Points.parse(point.value()));
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

    /** The seed of the {@code Seed} header, written as the engine writes it; empty without the header. */
    private static OptionalLong seed(Header header) {
        if (header == null) {
            return OptionalLong.empty();
        }
        OptionalLong seed;
        try {
            seed = OptionalLong.of(Long.parseLong(header.value()));
        } catch (NumberFormatException e) {
            throw at(header, "the seed '" + Input.shown(header.value()) + "' is not a number");
        }
        if (!Long.toString(seed.getAsLong()).equals(header.value())) {
            throw at(header, "the seed '" + Input.shown(header.value()) + "' is not written as the engine"
                    + " writes it");
        }
        return seed;
    }

    /** The next header if it has this key; null if it has not (an error if required, but for the format). */
    private Header header(String key, boolean required) {
        if (index < lines.length) {
            HeaderLine line = HeaderLine.parse(lines[index]);
            if (line != null && line.key().equals(key)) {
                index++;
                return new Header(line.value(), index);
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

    /** The value of a header that holds free text: one line, no control characters. */
    private static String text(Header header) {
        if (header.value().chars().anyMatch(Character::isISOControl)) {
            throw at(header, "'" + Input.shown(header.value()) + "' holds a control character (a tab, a line end"
                    + " or the like); the engine never writes one");
        }
        return header.value();
    }

    /** The {@code FirstMove} header read: its letter names the side to move in the start. */
    private static Optional<FirstMove> firstMove(RuleSet rules, Position start, Header header) {
        if (header == null) {
            return Optional.empty();
        }
        String value = header.value();
        Optional<Side> side = value.length() > 2 && value.charAt(1) == ' '
                ? Side.fromLetter(value.charAt(0)) : Optional.empty();
        Optional<FirstMove> how = side.isPresent() ? FirstMove.fromText(value.substring(2)) : Optional.empty();
        if (how.isEmpty()) {
            throw at(header, "the first move '" + Input.shown(value) + "' is not known (it reads like 'B "
                    + FirstMove.DRAWN.text() + "' or 'W " + FirstMove.LOSER_STARTS.text() + "')");
        }
        if (side.get() != start.toMove()) {
            throw at(header, "the header says " + side.get().displayName()
                    + " moved first but the start has " + start.toMove().displayName() + " to move");
        }
        if (how.get() == FirstMove.DRAWN && !rules.opening().drawsFirstMover()) {
            throw at(header, "the rules '" + rules.id() + "' do not draw the side that moves first");
        }
        return how;
    }

    private static Position position(RuleSet rules, Header header) {
        try {
            return Notation.parse(rules, header.value());
        } catch (SenetException e) {
            throw at(header, e.getMessage());
        }
    }

    /** That a header says what the game's steps lead to, and is there exactly when they lead to something. */
    private static void check(Header header, String expected, String what) {
        if (header == null && expected == null) {
            return;
        }
        if (header == null) {
            throw new RecordException(0, "the steps lead to " + what + " '" + expected + "' but the headers do not say so");
        }
        if (expected == null) {
            throw at(header, "the header says " + what + " '" + Input.shown(header.value())
                    + "' but the steps lead to none");
        }
        if (!expected.equals(header.value())) {
            throw at(header, "the header says " + what + " '" + Input.shown(header.value())
                    + "' but the steps lead to '" + expected + "'");
        }
    }

    private RecordException error(String message) {
        return new RecordException(index + 1, message);
    }

    /** A problem with the value of a header already read: on that header's line. */
    private static RecordException at(Header header, String message) {
        return new RecordException(header.line(), message);
    }
}
