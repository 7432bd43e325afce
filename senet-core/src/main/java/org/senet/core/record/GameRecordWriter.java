package org.senet.core.record;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;

import org.senet.core.board.Side;
import org.senet.core.game.Step;
import org.senet.core.notation.Notation;
import org.senet.core.points.Assignment;
import org.senet.core.points.Points;
import org.senet.core.position.Position;
import org.senet.core.rules.MatchScoring;
import org.senet.core.rules.RuleSet;

/** Writes a game record as text ({@link GameRecord#format()}): its headers in their order, then its steps. */
final class GameRecordWriter {
    private GameRecordWriter() {
    }

    /**
     * The record as text.
     *
     * @param record the record
     * @return its text, each line ending in {@code \n}
     */
    static String write(GameRecord record) {
        RuleSet rules = record.rules();
        StringBuilder text = new StringBuilder(256 + 12 * record.steps().size());
        header(text, "Format", GameRecord.FORMAT);
        header(text, "Rules", rules.id());
        for (Map.Entry<String, String> option : new TreeMap<>(rules.options()).entrySet()) {
            header(text, "Option", option.getKey() + "=" + option.getValue());
        }
        for (Assignment point : Points.of(rules)) {
            header(text, "Set", point.text());
        }
        if (record.seed().isPresent()) {
            header(text, "Seed", Long.toString(record.seed().getAsLong()));
        }
        header(text, "Light", record.light());
        header(text, "Dark", record.dark());
        header(text, "Date", record.date());
        header(text, "Start", Notation.format(rules, record.start()));
        if (record.firstMove().isPresent()) {
            header(text, "FirstMove", record.start().toMove().letter() + " " + record.firstMove().get().text());
        }
        Position position = record.position();
        header(text, "Position", Notation.format(rules, position));
        if (record.pendingThrow() != RuleSet.NO_THROW) {
            header(text, "Throw", Integer.toString(record.pendingThrow()));
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
        for (Step step : record.steps()) {
            text.append(step.text()).append('\n');
        }
        return text.toString();
    }

    /**
     * The match score of a finished game, for rule sets that score games (JP-SCORE): what the
     * {@code Score} header says.
     *
     * @param rules    the rule set
     * @param finished the game's last position, over
     * @return the score, or empty where the rule set does not score games
     */
    static OptionalInt matchScore(RuleSet rules, Position finished) {
        return rules.capability(MatchScoring.class).map(s -> s.matchScore(finished)).orElse(OptionalInt.empty());
    }

    private static void header(StringBuilder text, String key, String value) {
        new HeaderLine(key, value).appendTo(text);
    }
}
