package org.senet.bots.learning;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.bots.evaluation.Evaluation;
import org.senet.bots.fixtures.DecisionPoints;
import org.senet.core.board.Side;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/** Value networks: what they estimate, their files, and the networks shipped for the rule sets. */
class ValueNetworkTest {
    private static final RuleSet KENDALL = DecisionPoints.REGISTRY.get("kendall", Map.of());

    @Test
    @DisplayName("an untrained network estimates about what the hand-written evaluation does, in [0, 1]")
    void untrained_network_starts_from_the_formula() {
        for (RuleSet rules : DecisionPoints.ruleSets()) {
            ValueNetwork network = ValueNetwork.untrained(rules, 16, 4);
            Evaluation formula = Evaluation.of(rules);
            for (int seed = 0; seed < 40; seed++) {
                Position position = DecisionPoints.random(rules, seed, 7 * seed).position();
                if (rules.isOver(position)) {
                    continue;
                }
                double estimate = network.moverWins(position);
                assertTrue(estimate >= 0 && estimate <= 1, rules.id() + ": " + estimate);
                assertEquals(formula.wins(position, position.toMove()), estimate, 0.1, rules.id() + " " + position);
            }
        }
    }

    @Test
    @DisplayName("an evaluation with a network asks it for the mover and turns the answer into light's chance")
    void evaluation_asks_the_network() {
        ValueNetwork network = ValueNetwork.untrained(KENDALL, 8, 1);
        Evaluation evaluation = Evaluation.of(KENDALL).withEstimator(network);
        for (int seed = 0; seed < 30; seed++) {
            Position position = DecisionPoints.random(KENDALL, seed, 11 * seed).position();
            if (KENDALL.isOver(position)) {
                continue;
            }
            double mover = network.moverWins(position);
            assertEquals(position.toMove() == Side.LIGHT ? mover : 1 - mover, evaluation.lightWins(position), 1e-15);
        }
    }

    @Test
    @DisplayName("a network written and read back gives the same estimates and provenance")
    void files_round_trip(@TempDir Path folder) throws IOException {
        ValueNetwork network = ValueNetwork.untrained(KENDALL, 12, 77);
        Path file = folder.resolve("kendall.net");
        network.write(file);
        ValueNetwork read = ValueNetwork.read(KENDALL, file);
        assertEquals(network.provenance(), read.provenance());
        assertEquals(12, read.hidden());
        for (int seed = 0; seed < 20; seed++) {
            Position position = DecisionPoints.random(KENDALL, seed, 9 * seed).position();
            if (!KENDALL.isOver(position)) {
                assertEquals(network.moverWins(position), read.moverWins(position), 0.0);
            }
        }
        assertArrayEquals(bytes(network), bytes(read));
    }

    @Test
    @DisplayName("a damaged, cut, foreign or empty file is refused with a NetworkException naming the problem")
    void bad_files_are_refused() throws IOException {
        byte[] good = bytes(ValueNetwork.untrained(KENDALL, 12, 77));
        byte[] damaged = good.clone();
        damaged[good.length / 2] ^= 1;
        assertMessage("damaged", damaged, KENDALL);
        assertMessage("not a whole", Arrays.copyOf(good, good.length - 20), KENDALL);
        assertMessage("not a value network", new byte[3], KENDALL);
        assertMessage("not a value network", "hello, this is not a network".getBytes(), KENDALL);
        RuleSet thibault = DecisionPoints.REGISTRY.get("thibault", Map.of());
        assertMessage("network of kendall", good, thibault);
        assertMessage("network of kendall", good, DecisionPoints.REGISTRY.get("kendall", Map.of("robinson", "true")));
    }

    @Test
    @DisplayName("every shipped rule set has a shipped network for its default options, with the command that made it")
    void shipped_networks() {
        for (String id : DecisionPoints.REGISTRY.ids()) {
            RuleSet rules = DecisionPoints.REGISTRY.get(id, Map.of());
            ValueNetwork network = ValueNetwork.shipped(rules).orElseThrow(() -> new AssertionError(id + " ships no network"));
            assertTrue(network.provenance().command().startsWith("senet train --rules " + id + " "),
                    network.provenance().command());
            assertTrue(network.provenance().games() > 0);
        }
    }

    @Test
    @DisplayName("a rule set with other options than its network's plays by the hand-written evaluation")
    void other_options_have_no_network() {
        RuleSet otherOptions = DecisionPoints.REGISTRY.get("thibault", Map.of("gather-throws", "true"));
        assertTrue(ValueNetwork.shipped(otherOptions).isEmpty());
    }

    private static byte[] bytes(ValueNetwork network) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        network.write(out);
        return out.toByteArray();
    }

    private static void assertMessage(String expected, byte[] bytes, RuleSet rules) {
        NetworkException e = assertThrows(NetworkException.class,
                () -> ValueNetwork.read(rules, new ByteArrayInputStream(bytes), "test.net"));
        assertTrue(e.getMessage().contains(expected) && e.getMessage().contains("test.net"), e.getMessage());
    }
}
