package org.senet.core.rules;

import java.util.ArrayList;
import java.util.List;

import org.senet.core.SenetException;
import org.senet.core.board.Side;
import org.senet.core.sticks.RandomSticks;

/**
 * The throws for a 1 of rule sets whose opening is {@link Opening#FIRST_ONE_TAKES_DARK} (Jéquier's JP3 as
 * Pusch reads it, the assignment's AS3): the two players throw in turn, the first player first, until one
 * throws a 1; that player takes dark, the other light. The throws are a function of a game's seed (and of an
 * optional script of throws, used first), drawn from sticks of their own, so that the game's own sticks,
 * seeded with the same number, give the same throws with or without the opening.
 *
 * <pre>{@code
 * ThrowsForDark opening = ThrowsForDark.of(rules, seed);
 * Side first = opening.sideOfFirst();           // the first thrower's side: dark if the throws were odd in number
 * opening.values();                             // e.g. [3, 5, 1]: the first player threw 3 and 1, the second 5
 * }</pre>
 *
 * @param values   the throws in order, the first player's first; the last is the one 1
 * @param scripted how many of them came from the script given (the rest from the seed's sticks)
 */
public record ThrowsForDark(List<Integer> values, int scripted) {
    /** Keeps the throws for a 1 apart from the game's sticks, seeded with the same number. */
    private static final long SALT = 0x6A09E667F3BCC909L;

    /**
     * Checks that the throws end with the only 1.
     *
     * @param values   the throws in order; the last, and no other, is a 1
     * @param scripted how many came from a script: 0 to the number of throws
     * @throws SenetException for throws that do not end at their first 1, or a count of scripted throws out of range
     */
    public ThrowsForDark {
        values = List.copyOf(values);
        if (values.isEmpty() || values.get(values.size() - 1) != 1 || values.indexOf(1) != values.size() - 1) {
            throw new SenetException("the throws for a 1 end at their first 1: " + values);
        }
        if (scripted < 0 || scripted > values.size()) {
            throw new SenetException("scripted throws out of range: " + scripted + " of " + values.size());
        }
    }

    /**
     * JP3, AS3: the throws for a 1 of a game of {@code rules} seeded with {@code seed}.
     *
     * @param rules the rule set (its throw table)
     * @param seed  the game's seed
     * @return the throws, ending with the first 1 (four sticks throw a 1 one time in four)
     */
    public static ThrowsForDark of(RuleSet rules, long seed) {
        return of(rules, seed, List.of());
    }

    /**
     * JP3, AS3: the throws for a 1 of a game of {@code rules} seeded with {@code seed}, the values of
     * {@code script} first (as the console's {@code --throws} gives them), then the seed's own sticks.
     *
     * @param rules  the rule set (its throw table)
     * @param seed   the game's seed
     * @param script throws to use first, in order; those after the first 1 are not used
     * @return the throws, ending with the first 1 (four sticks throw a 1 one time in four)
     */
    public static ThrowsForDark of(RuleSet rules, long seed, List<Integer> script) {
        RandomSticks sticks = new RandomSticks(seed ^ SALT);
        List<Integer> values = new ArrayList<>();
        int scripted = 0;
        int value;
        do {
            // the sticks are drawn only once the script is used up, as the console always did
            value = scripted < script.size() ? script.get(scripted++) : sticks.nextThrow(rules.throwTable());
            values.add(value);
        } while (value != 1);
        return new ThrowsForDark(values, scripted);
    }

    /**
     * Whether the first player threw the 1 (the throws are odd in number) and so takes dark.
     *
     * @return true if the first player takes dark
     */
    public boolean firstTakesDark() {
        return values.size() % 2 == 1;
    }

    /**
     * The side the first player takes.
     *
     * @return dark if the first player threw the 1, light otherwise
     */
    public Side sideOfFirst() {
        return firstTakesDark() ? Side.DARK : Side.LIGHT;
    }

    /**
     * The side of the player who made a throw: the players throw in turn, the first player first.
     *
     * @param index the throw's index in {@link #values()}, from 0
     * @return the side its thrower takes
     * @throws SenetException for an index outside the throws
     */
    public Side sideOfThrow(int index) {
        if (index < 0 || index >= values.size()) {
            throw new SenetException("throw " + index + " of " + values.size());
        }
        return index % 2 == 0 ? sideOfFirst() : sideOfFirst().opponent();
    }
}
