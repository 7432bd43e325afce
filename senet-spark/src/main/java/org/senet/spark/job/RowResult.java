package org.senet.spark.job;

import java.util.Objects;
import java.util.Optional;

import org.senet.bots.study.Play;
import org.senet.bots.study.StudyResult;
import org.senet.spark.grid.Row;

/**
 * What a sweep found for one row: the figures of its random play (and, with strong games, of the whole study),
 * or the engine's reason for refusing its combination of points.
 *
 * @param row     the row
 * @param random  random against random, exactly as {@code senet study} plays the variant with the sweep's
 *                seed and games; empty for a refused row
 * @param study   the whole study of the variant, where the sweep plays strong games; empty otherwise
 * @param refusal why the engine cannot play the row's variant; empty for a row played
 */
public record RowResult(Row row, Optional<Play> random, Optional<StudyResult> study, Optional<String> refusal) {
    /**
     * A row's result, checked.
     *
     * @param row     the row
     * @param random  its figures, or empty
     * @param study   its whole study, or empty
     * @param refusal its reason, or empty
     * @throws IllegalArgumentException unless exactly one of {@code random} and {@code refusal} is there
     */
    public RowResult {
        Objects.requireNonNull(row, "row");
        if (random.isPresent() == refusal.isPresent()) {
            throw new IllegalArgumentException("a row is played or refused: " + row.id());
        }
    }

    /**
     * The result of a row played.
     *
     * @param row    the row
     * @param random its figures
     * @return the result
     */
    public static RowResult played(Row row, Play random) {
        return new RowResult(row, Optional.of(random), Optional.empty(), Optional.empty());
    }

    /**
     * The result of a row whose whole study was played, strong games included.
     *
     * @param row   the row
     * @param study its figures
     * @return the result
     */
    public static RowResult studied(Row row, StudyResult study) {
        return new RowResult(row, Optional.of(study.random()), Optional.of(study), Optional.empty());
    }

    /**
     * The result of a row the engine refuses.
     *
     * @param row    the row
     * @param reason the engine's reason
     * @return the result
     */
    public static RowResult refused(Row row, String reason) {
        return new RowResult(row, Optional.empty(), Optional.empty(), Optional.of(reason));
    }
}
