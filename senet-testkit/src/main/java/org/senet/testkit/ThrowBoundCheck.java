package org.senet.testkit;

import java.util.Optional;

import org.senet.core.rules.RuleSet;
import org.senet.core.simulation.GameLengths;
import org.senet.core.simulation.Simulation;
import org.senet.core.simulation.SimulationResult;

/**
 * Whether a rule set's {@link RuleSet#throwBound()} holds for its random games: the bound is meant to
 * cover 99.9% of them, so among {@link #GAMES} seeded random games (a {@link Simulation}, each given up
 * at ten times the bound) the 99th percentile must stay within it: at most about 4 games beyond, where
 * 0.4 are expected. A variant whose point lengthens its games (more pieces, a water that sends pieces
 * further back) and that kept its base's bound is caught here, told the lengths measured and the bound
 * to state instead.
 */
final class ThrowBoundCheck {
    /** Random games played per rule set. */
    static final int GAMES = 400;
    /** The simulation's seed. */
    static final long SEED = 20_261_127L;

    private ThrowBoundCheck() {
    }

    /**
     * Plays the games and says what is wrong with the bound, if anything.
     *
     * @param rules a rule set
     * @return the problem in a sentence, or empty when the bound holds
     */
    static Optional<String> problem(RuleSet rules) {
        long bound = rules.throwBound();
        SimulationResult result = Simulation.builder(rules).games(GAMES).seed(SEED).threads(1).run();
        GameLengths lengths = result.lengths();
        if (lengths.p99() <= bound) {
            return Optional.empty();
        }
        boolean cut = result.unfinished() > 0;
        return Optional.of("throwBound() " + bound + " is too low: of " + GAMES + " random games (seed " + SEED
                + ") 1% went beyond " + lengths.p99() + " throws, where 0.1% should go beyond the bound; measured:"
                + " median " + lengths.p50() + ", 99th percentile " + lengths.p99() + ", longest "
                + (cut ? "over " + lengths.longest() + " (" + result.unfinished() + " given up there)" : lengths.longest())
                + " throws. State a bound that covers 99.9% of random games (Rulebook.withThrowBound)"
                + (cut ? ", measured with a cap far above " + lengths.longest() + " throws"
                : ", e.g. " + roundedUp(lengths.longest() * 5 / 4)));
    }

    /** A bound to suggest: rounded up to two significant figures. */
    private static long roundedUp(long throwsMade) {
        long unit = 1;
        while (throwsMade / unit >= 100) {
            unit *= 10;
        }
        return (throwsMade + unit - 1) / unit * unit;
    }
}
