package org.senet.bots.learning;

import java.util.Objects;

/**
 * How a {@link ValueNetwork} was made: the self-play games it learned from, the seed of its
 * training, and the command that reproduces it.
 *
 * @param games   the self-play games played so far (0 for an untrained network)
 * @param seed    the seed of the training
 * @param command the command line that made it, for the record (may be empty)
 */
public record Provenance(long games, long seed, String command) {
    /**
     * Checks the parts.
     *
     * @param games   the self-play games played so far, not negative
     * @param seed    the seed of the training
     * @param command the command line that made it
     * @throws NullPointerException if {@code command} is null
     * @throws NetworkException     if {@code games} is negative
     */
    public Provenance {
        Objects.requireNonNull(command, "command");
        if (games < 0) {
            throw new NetworkException("a network cannot have learned from " + games + " games");
        }
    }
}
