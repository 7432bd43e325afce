package com.example.senet.app;

import java.util.List;

import org.senet.core.game.Game;
import org.senet.core.game.RandomPlayer;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The build's check of this application, run on the module path and on the class path: finds the rule
 * sets, reads Thibault's description, plays a seeded random game to its end, logging each step through
 * SLF4J, then runs every example of the guides in turn; exits with 1 if anything is missing.
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

        run(path, "FirstGame", () -> FirstGame.main(args));
        run(path, "TypedMoves", () -> TypedMoves.main(args));
        run(path, "BotGame", () -> BotGame.main(args));
        run(path, "ReviewGame", () -> ReviewGame.main(args));
        run(path, "StudyRules", () -> StudyRules.main(args));
        LOG.info("{}: every example ran", path);
    }

    private static void run(String path, String example, Runnable main) {
        LOG.info("{}: example {}", path, example);
        main.run();
    }
}
