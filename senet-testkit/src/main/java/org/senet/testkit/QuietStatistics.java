package org.senet.testkit;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Locale;

import net.jqwik.api.statistics.StatisticsEntry;
import net.jqwik.api.statistics.StatisticsReport;
import net.jqwik.api.statistics.StatisticsReportFormat;

/**
 * jqwik's statistics, printed only where jqwik prints the reports of passing properties too: nothing
 * when the system property {@code jqwik.reporting.onlyfailures} is {@code true}, otherwise one line per
 * value collected, {@code <value> (<count>) : <share> %}, as jqwik's own format has it. Coverage checks
 * ({@code Statistics.coverage}) are made either way. The kit's coverage property uses it; a property of
 * your own does with {@code @StatisticsReport(format = QuietStatistics.class)}.
 *
 * <p>This project's build sets {@code jqwik.reporting.onlyfailures} to {@code true}, so that a passing
 * run prints no reports and no statistics; {@code mvn verify -Djqwik.reporting.onlyfailures=false} prints
 * them all.
 *
 * @see StatisticsReport
 */
public final class QuietStatistics implements StatisticsReportFormat {
    /** The system property that keeps the reports of passing properties quiet, as jqwik reads it. */
    public static final String ONLY_FAILURES = "jqwik.reporting.onlyfailures";

    /** The format, as jqwik makes it from the annotation. */
    public QuietStatistics() {
    }

    @Override
    public List<String> formatReport(List<StatisticsEntry> entries) {
        if (Boolean.getBoolean(ONLY_FAILURES)) {
            return List.of();
        }
        int nameWidth = entries.stream().mapToInt(entry -> entry.name().length()).max().orElse(0);
        int countWidth = entries.stream().mapToInt(entry -> Integer.toString(entry.count()).length()).max().orElse(0);
        return entries.stream().map(entry -> String.format(Locale.ROOT, "%-" + nameWidth + "s (%" + countWidth
                + "d) : %s %%", entry.name(), entry.count(), share(entry.percentage()))).toList();
    }

    /** A percentage with at most two decimals and no trailing zeros: {@code 100}, {@code 99.99}. */
    private static String share(double percentage) {
        return BigDecimal.valueOf(percentage).setScale(2, RoundingMode.HALF_UP)
                .stripTrailingZeros().toPlainString();
    }
}
