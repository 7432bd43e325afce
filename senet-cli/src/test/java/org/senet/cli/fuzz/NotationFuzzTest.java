package org.senet.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;
import org.senet.core.notation.Notation;
import org.senet.core.notation.NotationException;
import org.senet.core.position.Position;
import org.senet.testkit.QuietStatistics;

/**
 * The position notation under random and mutated input: {@link Notation#parse} either reads a position,
 * whose notation reads back to the same position, or refuses with {@link NotationException}; nothing
 * else ever comes out. Tries: {@code fuzz.tries} (10,000 in the default build, more under -Pthorough).
 */
class NotationFuzzTest {
    @Property
    @StatisticsReport(format = QuietStatistics.class)
    void only_positions_or_notation_exceptions(@ForAll("notations") Samples.Sample sample) {
        Position position;
        try {
            position = Notation.parse(sample.rules(), sample.text());
        } catch (NotationException e) {
            Statistics.collect("refused");
            assertEquals(1, e.getMessage().lines().count(), "one line: " + e.getMessage());
            return;
        }
        Statistics.collect("read");
        String written = Notation.format(sample.rules(), position);
        assertEquals(position, Notation.parse(sample.rules(), written), written);
        assertEquals(written, Notation.format(sample.rules(), Notation.parse(sample.rules(), written)));
    }

    @Provide
    Arbitrary<Samples.Sample> notations() {
        Arbitrary<Samples.Sample> valid = Arbitraries.of(Samples.POSITIONS);
        Arbitrary<Samples.Sample> mutated = valid.flatMap(sample -> Samples.mutated(sample.text())
                .map(text -> new Samples.Sample(sample.rules(), text)));
        Arbitrary<Samples.Sample> noise = Arbitraries.of(Samples.RULE_SETS)
                .flatMap(rules -> Samples.noise(60).map(text -> new Samples.Sample(rules, text)));
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(1, valid), net.jqwik.api.Tuple.of(6, mutated), net.jqwik.api.Tuple.of(3, noise));
    }
}
