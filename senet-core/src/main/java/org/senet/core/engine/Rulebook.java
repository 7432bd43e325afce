package org.senet.core.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.ModuleReader;
import java.lang.module.ResolvedModule;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.ToLongFunction;
import java.util.function.UnaryOperator;

import org.senet.core.rules.MatchScoring;
import org.senet.core.rules.RuleSetConfigurationException;
import org.senet.core.settings.RuleSettings;

/**
 * Everything a {@link SettingsRuleSet} is besides its mechanics: its id and names, its description with
 * the clauses its refusals cite, its options, the measured bound on the length of random games, and
 * the extras of a single rule set (test positions, match scoring). With {@link RuleSettings}, all a
 * rule set is made of; a variant of one is its rulebook with another id, a clause of its own and
 * settings changed in one point:
 * <pre>{@code
 * Rulebook fifteenSafe = Kendall.RULEBOOK.variant("kendall-15-safe", "Kendall with 15 safe")
 *         .withClause("KS1", "Square 15 is safe: a piece there cannot be attacked.")
 *         .withSettings(settings -> settings.withSafeSquares(15));
 * }</pre>
 * Immutable.
 *
 * @param id                     the rule set's id: lower case letters, digits and hyphens
 * @param name                   the name shown to players
 * @param summary                one line: whose rules these are and what marks them
 * @param description            the full description: sources, clauses with their ids, decided points,
 *                               notation keys, options
 * @param settings               the rules at the default options
 * @param options                the options, in the order the rule set lists them
 * @param citations              the clause each refusal cites
 * @param throwBound             the bound on the throws of 99.9% of random games, for given settings
 * @param explainsBothDirections whether a refusal, when only a backward move was possible, names the forward
 *                               and the backward reason both
 * @param testPositions          positions in notation a game may start from instead of the start
 * @param scoring                the score of a finished game in a match, if the rules score games
 */
public record Rulebook(String id, String name, String summary, String description, RuleSettings settings,
                       List<RuleOption> options, Citations citations, ToLongFunction<RuleSettings> throwBound,
                       boolean explainsBothDirections, List<String> testPositions, Optional<MatchScoring> scoring) {

    /**
     * A rulebook, checked; the lists are copied.
     *
     * @param id                     the rule set's id: lower case letters, digits and hyphens
     * @param name                   the name shown to players
     * @param summary                one line: whose rules these are and what marks them
     * @param description            the full description: sources, clauses with their ids, decided points,
     *                               notation keys, options
     * @param settings               the rules at the default options
     * @param options                the options, in the order the rule set lists them
     * @param citations              the clause each refusal cites
     * @param throwBound             the bound on the throws of 99.9% of random games, for given settings
     * @param explainsBothDirections whether a refusal, when only a backward move was possible, names the forward
     *                               and the backward reason both
     * @param testPositions          positions in notation a game may start from instead of the start
     * @param scoring                the score of a finished game in a match, if the rules score games
     * @throws RuleSetConfigurationException if the id is not one of lower case letters, digits and hyphens, or
     *                                       two options share a key
     * @throws NullPointerException          if an argument is null
     */
    public Rulebook {
        Objects.requireNonNull(id, "id");
        if (!id.matches("[a-z0-9][a-z0-9-]*")) {
            throw new RuleSetConfigurationException("a rule set's id is lower case letters, digits and hyphens: " + id);
        }
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(settings, "settings");
        options = List.copyOf(options);
        Objects.requireNonNull(citations, "citations");
        Objects.requireNonNull(throwBound, "throwBound");
        testPositions = List.copyOf(testPositions);
        Objects.requireNonNull(scoring, "scoring");
        if (options.stream().map(RuleOption::key).distinct().count() != options.size()) {
            throw new RuleSetConfigurationException("two options of " + id + " share a key");
        }
    }

    /**
     * A rulebook with no options, no extras and a bound of 1,000 throws, every refusal citing {@code clause}:
     * the start of a new rule set.
     *
     * @param id       the rule set's id
     * @param name     the name shown to players
     * @param settings the rules
     * @param clause   the clause every refusal cites until {@link #withCitations} says otherwise
     * @return the rulebook
     */
    public static Rulebook of(String id, String name, RuleSettings settings, String clause) {
        return new Rulebook(id, name, name, name, settings, List.of(), Citations.of(clause), s -> 1_000, false,
                List.of(), Optional.empty());
    }

    /**
     * This rule set under another id and name, a variant of it: its description says so, and its
     * summary until {@link #withSummary} or {@link #withClause} says what differs.
     *
     * @param variantId   the variant's id
     * @param variantName the variant's name
     * @return the rulebook of the variant, with these rules, options and clauses so far
     */
    public Rulebook variant(String variantId, String variantName) {
        String header = variantName + " (" + variantId + "): a variant of " + name + " (" + id + "), differing in"
                + " the clauses under 'Variant' at the end.";
        return new Rulebook(variantId, variantName, "A variant of " + name, header + "\n\n" + description,
                settings, options, citations, throwBound, explainsBothDirections, testPositions, scoring);
    }

    /**
     * This rulebook with a clause of its own, added to its description under 'Variant' and cited by every
     * refusal not cited otherwise; a variant's summary says it.
     *
     * @param clause the clause id, e.g. {@code KS1}
     * @param text   the clause, in a sentence or two
     * @return the rulebook
     */
    public Rulebook withClause(String clause, String text) {
        String newSummary = summary.startsWith("A variant of ")
                ? summary + (summary.contains(":") ? "; " : ": ") + text.replaceFirst("\\.$", "") : summary;
        return new Rulebook(id, name, newSummary, withVariantClause(clause, text), settings, options,
                citations.otherwise(clause), throwBound, explainsBothDirections, testPositions, scoring);
    }

    /**
     * This rulebook with its settings changed.
     *
     * @param change the change, e.g. {@code s -> s.withSafeSquares(15)}
     * @return the rulebook
     */
    public Rulebook withSettings(UnaryOperator<RuleSettings> change) {
        return new Rulebook(id, name, summary, description, change.apply(settings), options, citations, throwBound,
                explainsBothDirections, testPositions, scoring);
    }

    /**
     * This rulebook with another summary.
     *
     * @param line one line, without a final full stop
     * @return the rulebook
     */
    public Rulebook withSummary(String line) {
        return new Rulebook(id, name, line, description, settings, options, citations, throwBound,
                explainsBothDirections, testPositions, scoring);
    }

    /**
     * This rulebook with another description.
     *
     * @param text the full description
     * @return the rulebook
     */
    public Rulebook withDescription(String text) {
        return new Rulebook(id, name, summary, text, settings, options, citations, throwBound,
                explainsBothDirections, testPositions, scoring);
    }

    /**
     * This rulebook with these options, in this order.
     *
     * @param list the options
     * @return the rulebook
     */
    public Rulebook withOptions(RuleOption... list) {
        return new Rulebook(id, name, summary, description, settings, List.of(list), citations, throwBound,
                explainsBothDirections, testPositions, scoring);
    }

    /**
     * This rulebook with these citations.
     *
     * @param clauses the clause each refusal cites
     * @return the rulebook
     */
    public Rulebook withCitations(Citations clauses) {
        return new Rulebook(id, name, summary, description, settings, options, clauses, throwBound,
                explainsBothDirections, testPositions, scoring);
    }

    /**
     * This rulebook with a bound on the length of random games that depends on the settings.
     *
     * @param bound the bound for given settings
     * @return the rulebook
     */
    public Rulebook withThrowBound(ToLongFunction<RuleSettings> bound) {
        return new Rulebook(id, name, summary, description, settings, options, citations, bound,
                explainsBothDirections, testPositions, scoring);
    }

    /**
     * This rulebook with refusals that name the forward and the backward reason both, when only a
     * backward move was possible (AS12).
     *
     * @return the rulebook
     */
    public Rulebook explainingBothDirections() {
        return new Rulebook(id, name, summary, description, settings, options, citations, throwBound, true,
                testPositions, scoring);
    }

    /**
     * This rulebook with test positions a game may start from (AS11).
     *
     * @param notations the positions, in the position notation
     * @return the rulebook
     */
    public Rulebook withTestPositions(String... notations) {
        return new Rulebook(id, name, summary, description, settings, options, citations, throwBound,
                explainsBothDirections, List.of(notations), scoring);
    }

    /**
     * This rulebook with match scoring (JP-SCORE).
     *
     * @param score the score of a finished game
     * @return the rulebook
     */
    public Rulebook withMatchScoring(MatchScoring score) {
        return new Rulebook(id, name, summary, description, settings, options, citations, throwBound,
                explainsBothDirections, testPositions, Optional.of(score));
    }

    /**
     * The text resource {@code name} beside the class file of {@code type} (a rule set's description),
     * read from the rule set's own jar or module: on the class path through the class; in a named module,
     * whose packages are closed to this one unless the plugin opens them, from the module's content.
     *
     * @param type the class beside which the resource lies
     * @param name the resource's file name, e.g. {@code Kendall.txt}
     * @return the text, UTF-8; empty if there is no such resource
     * @throws UncheckedIOException if the resource cannot be read
     */
    public static Optional<String> textBeside(Class<?> type, String name) {
        try {
            return readBeside(type, name).map(bytes -> new String(bytes, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + name, e);
        }
    }

    private static Optional<byte[]> readBeside(Class<?> type, String name) throws IOException {
        try (InputStream in = type.getResourceAsStream(name)) {
            if (in != null) {
                return Optional.of(in.readAllBytes());
            }
        }
        Module module = type.getModule();
        Optional<ResolvedModule> resolved = Optional.ofNullable(module.getLayer())
                .flatMap(layer -> layer.configuration().findModule(module.getName()));
        if (resolved.isEmpty()) {
            return Optional.empty();
        }
        try (ModuleReader reader = resolved.get().reference().open()) {
            Optional<InputStream> found = reader.open(type.getPackageName().replace('.', '/') + '/' + name);
            if (found.isEmpty()) {
                return Optional.empty();
            }
            try (InputStream in = found.get()) {
                return Optional.of(in.readAllBytes());
            }
        }
    }

    /**
     * The description with the clause under 'Variant', a section kept after the clauses and before the
     * options (which {@code senet rules --full} prints from the option specs).
     */
    private String withVariantClause(String clause, String text) {
        String line = "  " + clause + "  " + text + "\n";
        int variant = description.indexOf("\nVariant\n");
        if (variant >= 0) {
            int end = description.indexOf("\n\n", variant + 1);
            int at = end < 0 ? description.length() : end + 1;
            return description.substring(0, at) + line + description.substring(at);
        }
        int options = description.indexOf("\nOptions\n");
        String head = (options < 0 ? description : description.substring(0, options)).stripTrailing() + "\n";
        String tail = options < 0 ? "" : "\n" + description.substring(options + 1);
        return head + "\nVariant\n" + line + tail;
    }
}
