package org.senet.bots.ladder;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;

import org.senet.core.SenetException;
import org.senet.core.simulation.Interval;

/**
 * What a round robin gave: every pair's games, each pair once.
 *
 * @param names the entrants' names, in the round robin's order (an entrant's place is its index here)
 * @param pairs the results of the pairs, in the order they were played: {@code (0, 1), (0, 2), ...,
 *              (1, 2), ...}; every pair of places exactly once
 */
public record RoundRobinResult(List<String> names, List<PairResult> pairs) {
    /**
     * Copies and checks the parts.
     *
     * @param names the entrants' names, at least two, all different
     * @param pairs the results of every pair of them, each pair once
     * @throws SenetException       if there are fewer than two names, a name twice, or a pair missing,
     *                              repeated or with a place beyond the names
     * @throws NullPointerException if a part is null
     */
    public RoundRobinResult {
        names = List.copyOf(names);
        pairs = List.copyOf(pairs);
        if (names.size() < 2) {
            throw new SenetException("a round robin needs at least two entrants, not " + names.size());
        }
        if (new HashSet<>(names).size() != names.size()) {
            throw new SenetException("two entrants have the same name: " + names);
        }
        boolean[][] seen = new boolean[names.size()][names.size()];
        for (PairResult pair : pairs) {
            if (pair.second() >= names.size() || seen[pair.first()][pair.second()]) {
                throw new SenetException("the pair " + pair.first() + ", " + pair.second()
                        + " is beyond the " + names.size() + " entrants or given twice");
            }
            seen[pair.first()][pair.second()] = true;
        }
        if (pairs.size() != names.size() * (names.size() - 1) / 2) {
            throw new SenetException("a round robin of " + names.size() + " entrants has "
                    + names.size() * (names.size() - 1) / 2 + " pairs, not " + pairs.size());
        }
    }

    /** {@return the number of entrants} */
    public int size() {
        return names.size();
    }

    /**
     * The place of the entrant with this name.
     *
     * @param name an entrant's name
     * @return its index in {@link #names()}
     * @throws SenetException if no entrant has this name
     */
    public int placeOf(String name) {
        int place = names.indexOf(Objects.requireNonNull(name, "name"));
        if (place < 0) {
            throw new SenetException("no entrant is named '" + name + "'; entrants: " + String.join(", ", names));
        }
        return place;
    }

    /**
     * The games between two entrants.
     *
     * @param one   the place of one entrant
     * @param other the place of another
     * @return their pair's result, whichever of them played first
     * @throws SenetException if the places are the same or beyond the entrants
     */
    public PairResult pair(int one, int other) {
        for (PairResult pair : pairs) {
            if (pair.includes(one) && pair.includes(other) && one != other) {
                return pair;
            }
        }
        throw new SenetException("no pair of entrants " + one + " and " + other + " among " + names.size());
    }

    /**
     * The games the entrant at {@code winner} won against the entrant at {@code loser}.
     *
     * @param winner the place of the entrant whose wins are counted
     * @param loser  the place of its opponent
     * @return the games {@code winner} won in their pair
     * @throws SenetException if the places are the same or beyond the entrants
     */
    public long wins(int winner, int loser) {
        return pair(winner, loser).winsOf(winner);
    }

    /**
     * The games two entrants played against each other, unfinished ones included.
     *
     * @param one   the place of one entrant
     * @param other the place of another
     * @return the games of their pair
     * @throws SenetException if the places are the same or beyond the entrants
     */
    public long games(int one, int other) {
        return pair(one, other).games().games();
    }

    /**
     * The games between two entrants that neither won (given up at the throw cap).
     *
     * @param one   the place of one entrant
     * @param other the place of another
     * @return the unfinished games of their pair
     * @throws SenetException if the places are the same or beyond the entrants
     */
    public long unfinished(int one, int other) {
        return pair(one, other).games().unfinished();
    }

    /** {@return the unfinished games of all the pairs} */
    public long unfinished() {
        return pairs.stream().mapToLong(pair -> pair.games().unfinished()).sum();
    }

    /**
     * The share of their games (unfinished ones included) that {@code player} won against
     * {@code opponent}.
     *
     * @param player   the place of the entrant whose win rate it is
     * @param opponent the place of its opponent
     * @return the win rate, 0..1
     * @throws SenetException if the places are the same or beyond the entrants
     */
    public double winRate(int player, int opponent) {
        return pair(player, opponent).winRate(player);
    }

    /**
     * The 95% Wilson score interval of {@link #winRate}.
     *
     * @param player   the place of the entrant whose win rate it is
     * @param opponent the place of its opponent
     * @return the interval, each bound in 0..1
     * @throws SenetException if the places are the same or beyond the entrants
     */
    public Interval winRate95(int player, int opponent) {
        return pair(player, opponent).winRate95(player);
    }
}
