package org.senet.core.points;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.senet.core.board.BoardFeatures;
import org.senet.core.board.Side;
import org.senet.core.engine.Rulebook;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;
import org.senet.core.rules.Opening;
import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.Vocabulary;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.SettingsException;
import org.senet.core.simulation.Simulation;
import org.senet.core.sticks.ThrowTable;

/**
 * A settings-based rule set varied in some points ({@code --set sticks=5}), made by {@link Points#vary}.
 * It keeps the id of the rule set it varies, so that {@code --rules}, the board's drawing and the
 * saved games' names go on as for that rule set, and it is told apart by its points: its name says them
 * ({@code Tait (sticks=5)}), its description lists them under 'Variant', and a game record writes them in
 * {@code Set} headers after the options, from which the record reads the same variant back. Its options
 * are those of the rule set it varies, and the points are applied after them.
 *
 * <p>It plays the rules of a {@link SettingsRuleSet} of the varied settings and the same rulebook,
 * refusals citing the same clauses, and the base's rule run after each move ({@link SettingsRuleSet#afterMove()}).
 * Immutable and thread-safe.
 */
public final class Variant implements RuleSet {
    private final SettingsRuleSet base;
    private final List<Assignment> points;
    private final SettingsRuleSet played;
    /** {@link #throwBound()} once measured, else 0. */
    private volatile long bound;

    /** The random games a variant plays to measure its {@link #throwBound()}. */
    public static final int BOUND_GAMES = 1_000;
    private static final long BOUND_SEED = 0x5E4E7L;

    /**
     * The variant of {@code base} in these points.
     *
     * @throws SettingsException if the engine cannot play the varied settings, naming the rule set and the points
     */
    Variant(SettingsRuleSet base, List<Assignment> points) {
        this.base = base;
        this.points = List.copyOf(points);
        RuleSettings varied;
        try {
            varied = Points.apply(base.settings(), this.points);
        } catch (SettingsException e) {
            throw new SettingsException(base.id() + " with " + Points.text(this.points) + " cannot be played: "
                    + e.getMessage());
        }
        Rulebook book = base.rulebook();
        String text = Points.text(this.points);
        Rulebook variant = book.variant(book.id(), Points.name(book.name(), this.points));
        for (Assignment point : this.points) {
            variant = variant.withClause(point.text(), "Set from the command line: " + point.point().description() + ".");
        }
        // The options are in the varied settings already; the clauses cited are the rule set's own.
        this.played = SettingsRuleSet.of(variant.withCitations(book.citations()).withSummary(book.summary() + "; here "
                + text).withOptions().withSettings(settings -> varied), base); // its rule after a move, if any
    }

    /** {@return the rule set varied, with its options, without the points} */
    public SettingsRuleSet base() {
        return base;
    }

    /** {@return the points and their values, in the order they are applied} */
    public List<Assignment> points() {
        return points;
    }

    /** {@return the settings in force: the base's, with its options, then the points} */
    public RuleSettings settings() {
        return played.settings();
    }

    @Override
    public String id() {
        return base.id();
    }

    @Override
    public String name() {
        return played.name();
    }

    @Override
    public String summary() {
        return played.summary();
    }

    @Override
    public String description() {
        return played.description();
    }

    @Override
    public int piecesPerSide() {
        return played.piecesPerSide();
    }

    @Override
    public ThrowTable throwTable() {
        return played.throwTable();
    }

    @Override
    public Opening opening() {
        return played.opening();
    }

    @Override
    public List<FlagField> flags() {
        return played.flags();
    }

    @Override
    public Vocabulary vocabulary() {
        return played.vocabulary();
    }

    @Override
    public boolean usesWaitingPieces() {
        return played.usesWaitingPieces();
    }

    /** What the varied settings make of the board: a variant is drawn as it plays. */
    @Override
    public BoardFeatures boardFeatures() {
        return played.boardFeatures();
    }

    @Override
    public Position start() {
        return played.start();
    }

    @Override
    public Position start(Side firstMover) {
        return played.start(firstMover);
    }

    @Override
    public Optional<String> problem(Position position) {
        return played.problem(position);
    }

    @Override
    public int actions(Position position, int throwValue, int[] buffer) {
        return played.actions(position, throwValue, buffer);
    }

    @Override
    public Position apply(Position position, int throwValue, int action) {
        return played.apply(position, throwValue, action);
    }

    @Override
    public boolean isOver(Position position) {
        return played.isOver(position);
    }

    @Override
    public Optional<Side> winner(Position position) {
        return played.winner(position);
    }

    /**
     * The bound measured for the variant: a point can make games longer than its base's (Tait thrown with
     * five values, say), so the first time it is asked the variant plays {@value #BOUND_GAMES} seeded random
     * games and bounds their 99.9th percentile with a quarter more, never below the base's bound. A game is
     * cut at ten times the bound it is played under, so where the percentile reaches that cut the games are
     * played again under a bound ten times larger, until it does not (Jéquier/Pusch with seven pieces: a
     * median of some 50,000 throws against its base's bound of a few thousand). The same variant always
     * measures the same bound, once in a process.
     */
    @Override
    public long throwBound() {
        long known = bound;
        if (known == 0) {
            known = MEASURED.computeIfAbsent(new Measured(played.settings(), base.getClass()), key -> measuredBound());
            bound = known;
        }
        return known;
    }

    /** What a measured bound depends on: the varied settings and the class of the base (its rule after a move). */
    private record Measured(RuleSettings settings, Class<?> base) {
    }

    /** The bounds measured in this process, so that each variant plays its random games once. */
    private static final Map<Measured, Long> MEASURED = new ConcurrentHashMap<>();

    private long measuredBound() {
        long playedUnder = played.throwBound();
        long p999 = measuredP999(played);
        while (p999 >= playedUnder * 10 && playedUnder < Integer.MAX_VALUE / 100) {
            playedUnder *= 10;
            long longer = playedUnder;
            p999 = measuredP999(SettingsRuleSet.of(played.rulebook().withThrowBound(settings -> longer), played));
        }
        return Math.max(played.throwBound(), p999 + (p999 + 3) / 4);
    }

    /** The 99.9th percentile of the lengths of {@value #BOUND_GAMES} seeded random games, each cut at ten times the bound. */
    private static long measuredP999(SettingsRuleSet rules) {
        return Simulation.builder(rules).games(BOUND_GAMES).seed(BOUND_SEED).threads(1).run().lengths().p999();
    }

    @Override
    public Optional<Refusal> whyNot(Position position, int throwValue, int from) {
        return played.whyNot(position, throwValue, from);
    }

    @Override
    public List<OptionSpec> optionSpecs() {
        return base.optionSpecs();
    }

    @Override
    public Map<String, String> options() {
        return base.options();
    }

    /** The same points on the base with these options. */
    @Override
    public RuleSet withOptions(Map<String, String> options) {
        RuleSet other = base.withOptions(options);
        return other == base ? this : Points.vary(other, points);
    }

    /**
     * The settings rule set that plays the variant's rules: the varied settings, the base's rulebook and
     * its rule after a move. A test holds its fast moves to its readable rules as for any settings rule set.
     *
     * @return the rule set this variant plays
     */
    public SettingsRuleSet played() {
        return played;
    }

    /** The capabilities of the varied settings ({@link SettingsRuleSet#capability}). */
    @Override
    public <C> Optional<C> capability(Class<C> type) {
        Optional<C> capability = played.capability(type);
        return capability.isPresent() ? capability : RuleSet.super.capability(type);
    }

    @Override
    public String toString() {
        return base + "+" + points;
    }
}
