package org.senet.cli.command;

import java.util.List;
import java.util.Locale;

import org.senet.bots.Bot;
import org.senet.bots.Bots;
import org.senet.bots.search.Expectiminimax;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/**
 * A bot's ranking of the actions of a decision point by the mover's chance of winning after each, best
 * first: the figures {@code senet hint} prints, and those {@code h} shows in a game.
 */
public final class Hints {
    /** The bot whose judgement hints give unless another is named. */
    public static final String DEFAULT_JUDGE = "hard";

    private Hints() {
    }

    /**
     * The bot of that name, as a judge.
     *
     * @throws BadInputException for a bot that cannot judge (random) or does not exist
     */
    public static Bot judge(String name) {
        return Bots.find(name).filter(found -> found.budget().isPresent()).orElseThrow(() -> new BadInputException(
                "'" + name + "' cannot give hints; choose one of: " + String.join(", ", Bots.names().stream()
                        .filter(bot -> !bot.equals(Bots.RANDOM.name())).toList())));
    }

    /**
     * The actions at {@code position} with {@code throwValue} ({@link RuleSet#NO_THROW}: the choices before
     * the throw), each with the position it leads to and the mover's chance of winning after it, best first.
     */
    public static List<Expectiminimax.Estimate> rank(Bot judge, RuleSet rules, Position position, int throwValue) {
        return judge.rank(rules, position, throwValue);
    }

    /** A chance of winning as hints show it: three decimals, {@code 0.873}. */
    public static String chance(double winProbability) {
        return String.format(Locale.ROOT, "%.3f", winProbability);
    }
}
