package org.senet.bots.learning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.bots.Bots;
import org.senet.bots.evaluation.WinEstimator;
import org.senet.bots.fixtures.DecisionPoints;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;
import org.senet.core.rules.Opening;
import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ThrowTable;

/** A rule set outside this module ships its own network beside its classes, and {@code hard} plays with it. */
class PluginNetworkTest {
    private static final String ID = "plugin-kendall";
    private static Path shippedFile;

    /** A stand-in for a plugin: Kendall's rules under another id, in a class of its own. */
    static final class PluginRules implements RuleSet {
        private final RuleSet kendall = DecisionPoints.REGISTRY.get("kendall", Map.of());

        @Override
        public String id() {
            return ID;
        }

        @Override
        public String name() {
            return "Plugin";
        }

        @Override
        public String summary() {
            return "Kendall's rules under another id";
        }

        @Override
        public String description() {
            return summary();
        }

        @Override
        public List<OptionSpec> optionSpecs() {
            return List.of();
        }

        @Override
        public Map<String, String> options() {
            return Map.of();
        }

        @Override
        public RuleSet withOptions(Map<String, String> options) {
            return this;
        }

        @Override
        public int piecesPerSide() {
            return kendall.piecesPerSide();
        }

        @Override
        public ThrowTable throwTable() {
            return kendall.throwTable();
        }

        @Override
        public Opening opening() {
            return kendall.opening();
        }

        @Override
        public List<FlagField> flags() {
            return kendall.flags();
        }

        @Override
        public boolean usesWaitingPieces() {
            return kendall.usesWaitingPieces();
        }

        @Override
        public Position start() {
            return kendall.start();
        }

        @Override
        public int actions(Position position, int throwValue, int[] buffer) {
            return kendall.actions(position, throwValue, buffer);
        }

        @Override
        public Position apply(Position position, int throwValue, int action) {
            return kendall.apply(position, throwValue, action);
        }

        @Override
        public long throwBound() {
            return kendall.throwBound();
        }
    }

    @AfterAll
    static void removeTheFile() throws Exception {
        if (shippedFile != null) {
            Files.deleteIfExists(shippedFile);
        }
    }

    @Test
    @DisplayName("a network at META-INF/senet/networks/<id>.net beside the rule set's classes is found and used by hard")
    void plugin_ships_its_network() throws Exception {
        RuleSet plugin = new PluginRules();
        assertTrue(ValueNetwork.shipped(plugin).isEmpty(), "no file yet: the hand-written evaluation");
        assertTrue(Bots.HARD.searcher(plugin).orElseThrow().evaluation().estimator().isEmpty());

        ValueNetwork trained = TdTraining.train(plugin, new TdTraining.Plan(20, 1, 4, 0.05, 100, 10), 1,
                "senet train --rules " + ID + " --games 20 --seed 1 --hidden 4", (played, total) -> { });
        // where the plugin's build would put it: its resources, on the class path beside its classes
        Path classes = Path.of(PluginRules.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        shippedFile = classes.resolve(ValueNetwork.RESOURCE_FOLDER + ID + ".net");
        trained.write(shippedFile);

        ValueNetwork found = ValueNetwork.shipped(plugin).orElseThrow(() -> new AssertionError("not found"));
        assertEquals(trained.provenance(), found.provenance());
        Position start = plugin.start();
        assertEquals(trained.moverWins(start), found.moverWins(start), 0.0);
        WinEstimator used = Bots.HARD.searcher(plugin).orElseThrow().evaluation().estimator().orElseThrow();
        assertEquals(trained.moverWins(start), used.moverWins(start), 0.0, "hard evaluates with the plugin's network");
    }
}
