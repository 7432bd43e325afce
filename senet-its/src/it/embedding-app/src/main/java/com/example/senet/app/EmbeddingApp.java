package com.example.senet.app;

import java.util.List;

import org.senet.core.game.Game;
import org.senet.core.game.RandomPlayer;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Finds the rule sets, reads Thibault's description and plays a seeded random game to its end,
 * logging each step through SLF4J; exits with 1 if anything is missing.
 */
public final class EmbeddingApp {
    private static final Logger LOG = LoggerFactory.getLogger(EmbeddingApp.class);
    private static final List<String> SHIPPED =
            List.of("assignment", "bell", "jequier-pusch", "kendall", "rebirth", "tait", "thibault");

    private EmbeddingApp() {
    }

    public static void main(String[] args) {
        String path = EmbeddingApp.class.getModule().isNamed() ? "module path" : "class path";
        RuleSets registry = RuleSets.discover();
        RuleSet rules = registry.get("thibault");
        LOG.info("{}: rule sets {}", path, registry.ids());
        LOG.info("{}: engine in {}, rule set in {}", path, RuleSet.class.getModule(), rules.getClass().getModule());
        String description = rules.description();
        LOG.info("{}: description begins '{}'", path, description.lines().findFirst().orElse(""));

        Game game = Game.start(rules, 42);
        game.playOut(new RandomPlayer(1), new RandomPlayer(2), 100_000);
        LOG.info("{}: {} wins after {} steps", path, game.winner().orElseThrow(), game.steps().size());

        if (!registry.ids().equals(SHIPPED) || description.equals(rules.name() + ": " + rules.summary())) {
            LOG.error("{}: expected the rule sets {} and Thibault's description", path, SHIPPED);
            System.exit(1);
        }
    }
}
