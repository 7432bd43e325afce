package org.senet.cli.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.game.RandomPlayer;
import org.senet.core.notation.Notation;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.RuleSet;

/**
 * What the fuzz properties start from: the shipped rule sets (some with options), the positions and
 * game records of seeded random games, and mutations of their text that a damaged file or a careless
 * script could hold.
 */
final class Samples {
    /** The rule sets under test: every shipped one, and some with options. */
    static final List<RuleSet> RULE_SETS = ruleSets();
    /** Positions (in notation) reached by random games of each rule set, with the rule set. */
    static final List<Sample> POSITIONS = new ArrayList<>();
    /** Game records of random games, cut after random steps (so some end on a waiting throw). */
    static final List<Sample> RECORDS = new ArrayList<>();

    /** A text of a rule set. */
    record Sample(RuleSet rules, String text) {
    }

    static {
        for (RuleSet rules : RULE_SETS) {
            for (long seed = 1; seed <= 3; seed++) {
                Game game = Game.start(rules, seed);
                RandomPlayer light = new RandomPlayer(seed);
                RandomPlayer dark = new RandomPlayer(-seed);
                int cut = (int) (seed * 97);
                while (!game.isOver() && game.steps().size() < 400) {
                    game.step(game.toMove() == Side.LIGHT ? light : dark);
                    if (game.steps().size() % 13 == 0) {
                        POSITIONS.add(new Sample(rules, Notation.format(rules, game.position())));
                    }
                    if (game.steps().size() == cut) {
                        RECORDS.add(new Sample(rules, record(game, seed)));
                    }
                }
                POSITIONS.add(new Sample(rules, Notation.format(rules, game.position())));
                RECORDS.add(new Sample(rules, record(game, seed)));
            }
        }
    }

    private Samples() {
    }

    private static List<RuleSet> ruleSets() {
        List<RuleSet> all = new ArrayList<>(RuleSetOptions.REGISTRY.all());
        all.add(RuleSetOptions.REGISTRY.get("kendall", Map.of("robinson", "true")));
        all.add(RuleSetOptions.REGISTRY.get("assignment", Map.of("backward", "false")));
        all.add(RuleSetOptions.REGISTRY.get("thibault", Map.of("start-off-board", "true", "netting", "true")));
        return List.copyOf(all);
    }

    private static String record(Game game, long seed) {
        return GameRecord.of(game, OptionalLong.of(seed), "Ann (human)", "random", "2025-01-31T20:15:00").format();
    }

    /** Characters the texts are made of, and some they never hold. */
    static Arbitrary<Character> characters() {
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(10, Arbitraries.of('W', 'B', '.', ' ', '=', ',', '-', '>', '\t', '\n', '"', '[', ']')),
                net.jqwik.api.Tuple.of(6, Arbitraries.chars().numeric()),
                net.jqwik.api.Tuple.of(4, Arbitraries.chars().alpha()),
                net.jqwik.api.Tuple.of(1, Arbitraries.of('\u0000', '\r', '\\', '\uFF15', '\u0665', '\u00e9', '\uD83D',
                        '\uDE00', '\u2028', '+')),
                net.jqwik.api.Tuple.of(1, Arbitraries.chars()));
    }

    /** Random text of these characters. */
    static Arbitrary<String> noise(int maxLength) {
        return characters().list().ofMaxSize(maxLength).map(Samples::join);
    }

    private static String join(List<Character> chars) {
        StringBuilder text = new StringBuilder(chars.size());
        chars.forEach(text::append);
        return text.toString();
    }

    /** {@code text} changed in a few places: characters replaced, removed, doubled, lines swapped or cut. */
    static Arbitrary<String> mutated(String text) {
        Arbitrary<Mutation> one = Arbitraries.oneOf(
                Combinators.combine(Arbitraries.integers().between(0, 1 << 20), characters())
                        .as((at, c) -> (Mutation) s -> s.isEmpty() ? s
                                : s.substring(0, at % s.length()) + c + s.substring(at % s.length() + 1)),
                Combinators.combine(Arbitraries.integers().between(0, 1 << 20), characters())
                        .as((at, c) -> (Mutation) s -> s.substring(0, at % (s.length() + 1)) + c
                                + s.substring(at % (s.length() + 1))),
                Combinators.combine(Arbitraries.integers().between(0, 1 << 20), Arbitraries.integers().between(1, 40))
                        .as((at, n) -> (Mutation) s -> s.isEmpty() ? s
                                : s.substring(0, at % s.length()) + s.substring(Math.min(s.length(), at % s.length() + n))),
                Combinators.combine(Arbitraries.integers().between(0, 1 << 20), Arbitraries.integers().between(0, 1 << 20))
                        .as((a, b) -> (Mutation) s -> swapLines(s, a, b)),
                Arbitraries.integers().between(0, 1 << 20).map(at -> (Mutation) s -> s.substring(0, at % (s.length() + 1))),
                Combinators.combine(Arbitraries.integers().between(0, 1 << 20), noise(12))
                        .as((at, t) -> (Mutation) s -> s.substring(0, at % (s.length() + 1)) + t
                                + s.substring(at % (s.length() + 1))));
        return one.list().ofMinSize(1).ofMaxSize(4).map(mutations -> {
            String result = text;
            for (Mutation mutation : mutations) {
                result = mutation.apply(result);
            }
            return result;
        });
    }

    private static String swapLines(String text, int a, int b) {
        String[] lines = text.split("\n", -1);
        int i = a % lines.length;
        int j = b % lines.length;
        String line = lines[i];
        lines[i] = lines[j];
        lines[j] = line;
        return String.join("\n", lines);
    }

    /** One change of a text. */
    @FunctionalInterface
    interface Mutation {
        String apply(String text);
    }
}
