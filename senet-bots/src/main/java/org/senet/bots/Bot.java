package org.senet.bots;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.senet.bots.search.Budget;
import org.senet.bots.search.Expectiminimax;
import org.senet.bots.search.ExpectiminimaxPlayer;
import org.senet.core.SenetException;
import org.senet.core.game.Player;
import org.senet.core.game.PlayerFactory;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/**
 * One level of computer opponent: its name, what it is good for, how to make its players and, if it
 * searches, how much it may think per decision. A bot is a {@link PlayerFactory}, so it can be given
 * wherever the engine takes one (a {@link org.senet.core.game.Game}, a
 * {@link org.senet.core.simulation.Simulation}); every player it makes plays any {@link RuleSet}.
 *
 * <p>The shipped levels are the constants of {@link Bots}; an application may make its own bot from
 * any factory, for example an {@link org.senet.bots.search.ExpectiminimaxPlayer} with another
 * {@link Budget}.
 *
 * @param name        the name the bot is found by ({@link Bots#find}), lower case, without spaces
 * @param aliases     other names it is found by (for example {@code greedy} for {@code easy})
 * @param description one line on what the bot does and what it is for, in English
 * @param factory     makes the bot's player for one game
 * @param budget      the search budget per decision; empty for a bot that does not search
 */
public record Bot(String name, List<String> aliases, String description, PlayerFactory factory,
                  Optional<Budget> budget) implements PlayerFactory {
    /**
     * Checks the parts and copies the aliases.
     *
     * @param name        the name the bot is found by, not blank
     * @param aliases     other names it is found by
     * @param description one line on what the bot does
     * @param factory     makes the bot's player for one game
     * @param budget      the search budget per decision; empty for a bot that does not search
     * @throws NullPointerException     if a part is null
     * @throws SenetException if the name is blank
     */
    public Bot {
        Objects.requireNonNull(name, "name");
        aliases = List.copyOf(aliases);
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(factory, "factory");
        Objects.requireNonNull(budget, "budget");
        if (name.isBlank()) {
            throw new SenetException("a bot needs a name");
        }
    }

    /**
     * A player of this bot for one game of {@code rules}; the same seed gives the same choices.
     *
     * @param rules the rule set of the game
     * @param seed  the seed the player's choices (ties between equally good actions) follow from
     * @return a new player
     */
    @Override
    public Player create(RuleSet rules, long seed) {
        return factory.create(rules, seed);
    }

    /**
     * A searcher with this bot's evaluation and budget, for ranking the actions of a decision point
     * as the bot sees them (a hint), if the bot searches.
     *
     * @param rules the rule set
     * @return the searcher; empty for a bot that does not search (random)
     */
    public Optional<Expectiminimax> searcher(RuleSet rules) {
        return create(rules, 0) instanceof ExpectiminimaxPlayer player ? Optional.of(player.search()) : Optional.empty();
    }

    /**
     * The actions of a decision point ranked by this bot's estimate of the mover's chance of winning after
     * each, best first: the figures of a hint ({@code senet hint}, the console's {@code h}, the browser's
     * Hint button).
     *
     * @param rules      the rule set
     * @param position   the decision point
     * @param throwValue its throw, or {@link RuleSet#NO_THROW} for the choices before the throw
     * @return the actions with the position each leads to and the mover's chance, best first
     * @throws SenetException for a bot that does not search (random), which cannot judge
     */
    public List<Expectiminimax.Estimate> rank(RuleSet rules, Position position, int throwValue) {
        return searcher(rules).orElseThrow(() -> new SenetException("the bot '" + name + "' does not search, so it"
                + " cannot rank moves")).rank(position, throwValue);
    }

    /**
     * Whether {@code text} names this bot: its name or one of its aliases, in any case.
     *
     * @param text a name
     * @return whether it is this bot's name or an alias of it
     */
    public boolean isNamed(String text) {
        return name.equalsIgnoreCase(text) || aliases.stream().anyMatch(alias -> alias.equalsIgnoreCase(text));
    }

    /** {@return the bot's name} */
    @Override
    public String toString() {
        return name;
    }
}
