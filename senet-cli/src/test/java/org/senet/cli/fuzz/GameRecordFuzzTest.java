package org.senet.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.game.Game;
import org.senet.core.notation.Notation;
import org.senet.core.record.GameRecord;
import org.senet.core.record.RecordException;
import org.senet.testkit.QuietStatistics;

/**
 * The game-record reader under random and mutated records: {@link GameRecord#parse} either reads a
 * record that replays to the position it states, or refuses with {@link RecordException}; nothing else
 * ever comes out. Tries: {@code fuzz.tries} (10,000 in the default build, more under -Pthorough).
 */
class GameRecordFuzzTest {
    private static final Pattern POSITION = Pattern.compile("^\\[Position \"([^\"]*)\"\\]$", Pattern.MULTILINE);

    @Property
    @StatisticsReport(format = QuietStatistics.class)
    void only_records_that_replay_or_record_exceptions(@ForAll("records") String text) {
        GameRecord record;
        try {
            record = GameRecord.parse(RuleSetOptions.REGISTRY, text);
        } catch (RecordException e) {
            Statistics.collect("refused");
            assertEquals(1, e.getMessage().lines().count(), "one line: " + e.getMessage());
            return;
        }
        Statistics.collect("read");
        Matcher stated = POSITION.matcher(text);
        stated.find();
        assertEquals(stated.group(1), Notation.format(record.rules(), record.position()), "the position it states");
        Game replayed = record.toGame(table -> 1);
        assertEquals(record.position(), replayed.position());
        GameRecord again = GameRecord.parse(RuleSetOptions.REGISTRY, record.format());
        assertEquals(record.steps(), again.steps());
        assertEquals(record.format(), again.format());
    }

    @Provide
    Arbitrary<String> records() {
        Arbitrary<String> valid = Arbitraries.of(Samples.RECORDS).map(Samples.Sample::text);
        Arbitrary<String> mutated = valid.flatMap(Samples::mutated);
        Arbitrary<String> noise = Samples.noise(200).map(text -> "[Format \"senet-record 1\"]\n" + text);
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(1, valid), net.jqwik.api.Tuple.of(7, mutated), net.jqwik.api.Tuple.of(2, noise));
    }
}
