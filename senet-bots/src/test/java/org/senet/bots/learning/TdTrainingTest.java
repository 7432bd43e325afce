package org.senet.bots.learning;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.bots.fixtures.DecisionPoints;
import org.senet.core.rules.RuleSet;

/** Training by self-play: reproducible from its seed, whatever the threads or stops, and it learns. */
class TdTrainingTest {
    private static final RuleSet KENDALL = DecisionPoints.REGISTRY.get("kendall", Map.of());
    /** A short plan: 200 games in rounds of 2 x 25. */
    private static final TdTraining.Plan PLAN = new TdTraining.Plan(200, 5, 8, 0.05, 100, 25);
    private static final TdTraining.Listener QUIET = (played, total) -> { };

    @Test
    @DisplayName("the same plan and seed give the same network on one thread and on two")
    void reproducible_whatever_the_threads() throws Exception {
        byte[] one = bytes(TdTraining.train(KENDALL, PLAN, 1, "test", QUIET));
        byte[] two = bytes(TdTraining.train(KENDALL, PLAN, 2, "test", QUIET));
        assertArrayEquals(one, two);
        byte[] otherSeed = bytes(TdTraining.train(KENDALL, new TdTraining.Plan(200, 6, 8, 0.05, 100, 25), 2, "test",
                QUIET));
        assertFalse(Arrays.equals(one, otherSeed), "another seed, another network");
    }

    @Test
    @DisplayName("a training resumed from a round's network ends with the network of the whole run")
    void resumed_training_is_the_whole_run() throws Exception {
        List<ValueNetwork> rounds = new ArrayList<>();
        ValueNetwork whole = TdTraining.train(KENDALL, PLAN, 2, "test", new TdTraining.Listener() {
            @Override
            public void progress(long played, long total) {
            }

            @Override
            public void roundEnded(ValueNetwork network) {
                rounds.add(network);
            }
        });
        assertEquals(List.of(50L, 100L, 150L, 200L), rounds.stream().map(n -> n.provenance().games()).toList());
        ValueNetwork resumed = TdTraining.resume(rounds.get(1), PLAN, 1, "test", QUIET);
        assertEquals(200, resumed.provenance().games());
        assertArrayEquals(bytes(whole), bytes(resumed));
    }

    @Test
    @DisplayName("training changes the weights and records the games played and the command")
    void training_changes_the_weights() throws Exception {
        ValueNetwork untrained = ValueNetwork.untrained(KENDALL, PLAN.hidden(), PLAN.seed());
        ValueNetwork trained = TdTraining.train(KENDALL, PLAN, 2, "test", QUIET);
        assertFalse(Arrays.equals(bytes(untrained), bytes(trained)));
        assertEquals(200, trained.provenance().games());
        assertEquals("test", trained.provenance().command());
    }

    @Test
    @DisplayName("a network of another seed cannot be resumed, and a plan out of range is refused")
    void bad_resumes_and_plans() {
        ValueNetwork other = ValueNetwork.untrained(KENDALL, 8, 99);
        assertThrows(NetworkException.class, () -> TdTraining.resume(other, PLAN, 1, "test", QUIET));
        assertThrows(NetworkException.class, () -> TdTraining.train(KENDALL, PLAN, 0, "test", QUIET));
        assertThrows(NetworkException.class, () -> new TdTraining.Plan(0, 1, 8, 0.05, 100, 25));
        assertThrows(NetworkException.class, () -> new TdTraining.Plan(10, 1, 8, 2, 100, 25));
        assertTrue(TdTraining.Plan.of(10, 1).withHidden(3).hidden() == 3);
    }

    private static byte[] bytes(ValueNetwork network) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        network.write(out);
        return out.toByteArray();
    }
}
