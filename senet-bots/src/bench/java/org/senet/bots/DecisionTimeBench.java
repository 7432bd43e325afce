package org.senet.bots;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;

import org.senet.core.game.Game;
import org.senet.core.game.Player;
import org.senet.core.game.PlayerFactory;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/**
 * Measures how long each bot level takes per decision (only decisions with a choice, as the game
 * driver asks): each level plays {@code games} games against {@code random} from seed 1, one thread,
 * and the median, 90th percentile and maximum of its decision times are printed. Not a unit test:
 *
 * <pre>
 * mvn -B -q package -DskipTests -Dinvoker.skip -pl senet-cli -am
 * mvn -B -q -Pbench test-compile -pl senet-bots -am -Dinvoker.skip
 * java -cp senet-bots/target/test-classes:senet-cli/target/senet.jar org.senet.bots.DecisionTimeBench thibault 40
 * </pre>
 */
public final class DecisionTimeBench {
    private DecisionTimeBench() {
    }

    /** Arguments: rule-set id (default thibault), games per level (default 40), levels (default easy,medium,classic,hard). */
    public static void main(String[] args) {
        String id = args.length > 0 ? args[0] : "thibault";
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 40;
        RuleSet rules = RuleSets.discover().get(id, Map.of());
        String[] levels = args.length > 2 ? args[2].split(",") : new String[] {"easy", "medium", "classic", "hard"};
        for (String level : levels) {
            PlayerFactory factory = Bots.find(level).orElseThrow();
            long[] times = new long[1 << 16];
            int[] n = {0};
            for (int g = 0; g < games; g++) {
                Player bot = factory.create(rules, g);
                Player timed = (r, p, t, a, c) -> {
                    long start = System.nanoTime();
                    int choice = bot.choose(r, p, t, a, c);
                    if (n[0] < times.length) {
                        times[n[0]++] = System.nanoTime() - start;
                    }
                    return choice;
                };
                Player random = Bots.find("random").orElseThrow().create(rules, g + 1_000);
                Game game = Game.start(rules, g);
                if (g % 2 == 0) {
                    game.playOut(timed, random, rules.throwBound() * 10);
                } else {
                    game.playOut(random, timed, rules.throwBound() * 10);
                }
            }
            long[] sorted = Arrays.copyOf(times, n[0]);
            Arrays.sort(sorted);
            System.out.printf(Locale.ROOT, "%s %s: %d decisions, median %.3f ms, p90 %.3f ms, max %.1f ms%n", id, level,
                    sorted.length, sorted[sorted.length / 2] / 1e6, sorted[(int) (sorted.length * 0.9)] / 1e6,
                    sorted[sorted.length - 1] / 1e6);
        }
    }
}
