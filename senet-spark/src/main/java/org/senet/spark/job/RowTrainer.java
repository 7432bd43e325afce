package org.senet.spark.job;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

import org.apache.spark.api.java.function.Function;
import org.senet.bots.learning.TdTraining;
import org.senet.bots.learning.ValueNetwork;
import org.senet.core.rules.RuleSet;
import org.senet.spark.grid.Row;

/**
 * Trains the network of one row where Spark runs it, in one task: {@link SweepSettings#trainGames()} games of
 * TD self-play of the row's variant ({@link TdTraining}, the plan of {@code senet train}) on one thread, seeded by
 * {@link SweepSettings#trainingSeed}; the same network on every machine. Hands it back as the bytes of its file
 * ({@link ValueNetwork#write(java.io.OutputStream)}), which the row's strong tasks read again.
 */
final class RowTrainer implements Function<Row, byte[]> {
    private static final long serialVersionUID = 1L;

    private final SweepSettings settings;

    RowTrainer(SweepSettings settings) {
        this.settings = settings;
    }

    @Override
    public byte[] call(Row row) throws InterruptedException {
        RuleSet variant = row.variant(BlockPlayer.registry(settings.plugins()));
        long seed = settings.trainingSeed(row);
        ValueNetwork network = TdTraining.train(variant, TdTraining.Plan.of(settings.trainGames(), seed), 1,
                "senet sweep --train-games " + settings.trainGames() + " --seed " + settings.seed() + ": " + row.id(),
                (played, total) -> { });
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            network.write(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException("writing to memory", e);
        }
        return bytes.toByteArray();
    }
}
