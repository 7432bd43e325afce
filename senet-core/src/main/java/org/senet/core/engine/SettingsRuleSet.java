package org.senet.core.engine;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

import org.senet.core.board.BoardFeatures;
import org.senet.core.board.Side;
import org.senet.core.notation.Notation;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;
import org.senet.core.rules.MatchScoring;
import org.senet.core.rules.Opening;
import org.senet.core.rules.OptionException;
import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.Options;
import org.senet.core.rules.Playouts;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.TestPositions;
import org.senet.core.rules.ThrowGathering;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.SettingsException;
import org.senet.core.sticks.ThrowTable;

/**
 * A rule set made of {@link RuleSettings} and a {@link Rulebook}: the engine's rules, each written once,
 * played for any settings. Every shipped rule set is one, and so is a variant of one:
 * <pre>{@code
 * public final class KendallFifteenSafe extends SettingsRuleSet {
 *     public KendallFifteenSafe() {
 *         super(Kendall.RULEBOOK.variant("kendall-15-safe", "Kendall with 15 safe")
 *                 .withClause("KS1", "Square 15 is safe: a piece there cannot be attacked.")
 *                 .withSettings(settings -> settings.withSafeSquares(15)));
 *     }
 * }
 * }</pre>
 * registered like any rule set ({@code META-INF/services/org.senet.core.rules.RuleSet}, and {@code provides}
 * in a module).
 *
 * <p>A rule the settings do not cover is added as an {@link AfterMove}, run after each action of the mover
 * ({@link #SettingsRuleSet(Rulebook, AfterMove)}), rather than by wrapping the rule set: the engine keeps
 * everything else, the fast moves and the games played in place included.
 *
 * <p>The legal moves are found on bit masks, for every rule set alike; {@link #readable()} is the same rule
 * set listing them piece by piece, from the readable rules, and the contract kit holds the two to the same
 * actions. Options are read into the settings ({@link RuleOption}); {@link #withOptions} gives a rule set
 * of this class with the same rulebook. Immutable and thread-safe.
 */
public class SettingsRuleSet implements RuleSet {
    private final Rulebook book;
    private final Map<String, String> options;
    /** The rule run after each action of the mover, or null. */
    private final AfterMove afterMove;
    private final RuleSettings settings;
    private final Engine engine;
    /** The actions on the masks, where they cover the settings; null for the readable rules alone. */
    private final FastEngine fastEngine;
    private final boolean fast;
    /** The fast engine where it also plays the turn the short way (a plain turn), else null. */
    private final FastEngine fastTurns;
    /** What the settings make of the board. */
    private final BoardFeatures boardFeatures;

    /**
     * The rule set of a rulebook, at its default options.
     *
     * @param book the rulebook
     */
    protected SettingsRuleSet(Rulebook book) {
        this(book, null, Map.of(), true);
    }

    /**
     * The rule set of a rulebook, at its default options, with a rule of its own that the settings do not
     * cover, run after each action of the mover (a move, an entry, a rescue or a pass). The rule set keeps
     * the engine's speed and its options; its readable rules ({@link #readable()}) run the same rule.
     *
     * @param book      the rulebook
     * @param afterMove the rule, e.g. "a piece left standing on 28..30 goes back to 15"
     */
    protected SettingsRuleSet(Rulebook book, AfterMove afterMove) {
        this(book, Objects.requireNonNull(afterMove, "afterMove"), Map.of(), true);
    }

    /**
     * The rule set of a rulebook with these options, every key and value checked.
     *
     * @throws OptionException if the options cannot be played together
     */
    private SettingsRuleSet(Rulebook book, AfterMove afterMove, Map<String, String> options, boolean fast) {
        this.book = book;
        this.afterMove = afterMove;
        this.options = options;
        this.settings = settings(book, options);
        this.engine = new Engine(settings, book.explainsBothDirections(), afterMove);
        this.fastEngine = fast && FastEngine.covers(settings) ? new FastEngine(engine) : null;
        this.fastTurns = fastEngine != null && engine.turns.plain ? fastEngine : null;
        this.fast = fast;
        this.boardFeatures = settings.boardFeatures();
    }

    /**
     * A rule set of the settings and rulebook given: for a rule set used without a class of its own (a
     * study of settings, a test).
     *
     * @param book the rulebook
     * @return the rule set
     */
    public static SettingsRuleSet of(Rulebook book) {
        return new SettingsRuleSet(book, null, Map.of(), true);
    }

    /**
     * A rule set of the rulebook given with the rule run after each action of another: for a variant of an
     * extended rule set made without a class of its own ({@code --set}).
     *
     * @param book  the rulebook
     * @param rules the rule set whose {@link #afterMove()} rule to keep
     * @return the rule set
     */
    public static SettingsRuleSet of(Rulebook book, SettingsRuleSet rules) {
        return new SettingsRuleSet(book, rules.afterMove, Map.of(), true);
    }

    /** The settings of a rulebook with these options, each option applied in the rulebook's order. */
    private static RuleSettings settings(Rulebook book, Map<String, String> options) {
        RuleSettings settings = book.settings();
        for (RuleOption option : book.options()) {
            String value = options.get(option.key());
            if (value == null) {
                continue;
            }
            try {
                settings = option.apply().apply(settings, value);
            } catch (SettingsException e) {
                throw refusal(book, options, option, e);
            }
        }
        return settings;
    }

    /**
     * The refusal of an option that cannot be played with those before it: names the other option without
     * which it could (an on/off option first), and the reason.
     */
    private static OptionException refusal(Rulebook book, Map<String, String> options, RuleOption failing,
                                           SettingsException reason) {
        for (RuleOption other : book.options()) {
            if (other == failing || !options.containsKey(other.key())) {
                continue;
            }
            Map<String, String> without = new java.util.HashMap<>(options);
            without.remove(other.key());
            try {
                settings(book, without);
            } catch (OptionException stillRefused) {
                continue;
            }
            boolean failingFirst = isFlag(failing) && !isFlag(other);
            RuleOption first = failingFirst ? failing : other;
            RuleOption second = failingFirst ? other : failing;
            return new OptionException("option " + first.key() + " of '" + book.id() + "' cannot be combined with "
                    + second.key() + (isFlag(second) ? "" : "=" + options.get(second.key())) + ": " + reason.getMessage());
        }
        return new OptionException("option " + failing.key() + "=" + options.get(failing.key()) + " of '" + book.id()
                + "' cannot be played: " + reason.getMessage());
    }

    /** Whether an option is switched on or off, rather than set to one of several values. */
    private static boolean isFlag(RuleOption option) {
        return option.spec().values().equals(List.of("false", "true"));
    }

    /** {@return the rulebook of this rule set} */
    public final Rulebook rulebook() {
        return book;
    }

    /** {@return the rule run after each action of the mover, if this rule set has one beyond its settings} */
    public final Optional<AfterMove> afterMove() {
        return Optional.ofNullable(afterMove);
    }

    /** {@return the settings in force: the rulebook's, with the options} */
    public final RuleSettings settings() {
        return settings;
    }

    /**
     * This rule set listing its moves piece by piece, from the readable rules, instead of on the masks: the
     * same actions, in the same order, more slowly. For tests that check the fast path.
     *
     * @return the rule set with the readable listing
     */
    public final SettingsRuleSet readable() {
        return fast ? new SettingsRuleSet(book, afterMove, options, false) : this;
    }

    /**
     * How this rule set finds and plays its moves: on the masks with the short way of a plain turn, on the
     * masks alone, or by the readable rules alone: {@link #readable()}, and settings the fast engine does not
     * cover (gathered throws, a water that keeps out a second piece, a bear-off from a square the throw could
     * also walk from).
     * The same actions and positions whichever way; for tests and measurements that must know which ran.
     *
     * @return the way the moves are found and played
     */
    public final EnginePath enginePath() {
        return fastTurns != null ? EnginePath.MASKS_AND_SHORT_TURNS
                : fastEngine != null ? EnginePath.MASKS : EnginePath.READABLE;
    }

    /** The ways a {@link SettingsRuleSet} can find and play its moves ({@link #enginePath()}). */
    public enum EnginePath {
        /** The moves found on bit masks, a plain turn played the short way, games playable in place. */
        MASKS_AND_SHORT_TURNS,
        /** The moves found on bit masks, every turn played by the readable rules. */
        MASKS,
        /** The moves found piece by piece and every turn played by the readable rules. */
        READABLE
    }

    @Override
    public final String id() {
        return book.id();
    }

    @Override
    public final String name() {
        return book.name();
    }

    @Override
    public final String summary() {
        return book.summary();
    }

    @Override
    public final String description() {
        return book.description();
    }

    @Override
    public final int piecesPerSide() {
        return settings.setup().pieces();
    }

    @Override
    public final ThrowTable throwTable() {
        return settings.sticks();
    }

    @Override
    public final Opening opening() {
        return settings.setup().opening();
    }

    @Override
    public final List<FlagField> flags() {
        return engine.flags.fields;
    }

    @Override
    public final boolean usesWaitingPieces() {
        return settings.usesWaitingPieces();
    }

    /** The features of the settings in force ({@link RuleSettings#boardFeatures()}). */
    @Override
    public final BoardFeatures boardFeatures() {
        return boardFeatures;
    }

    @Override
    public final Position start() {
        return engine.start(Side.LIGHT);
    }

    @Override
    public final Position start(Side firstMover) {
        if (opening() == Opening.FIRST_MOVER_DRAWN) {
            return engine.start(firstMover);
        }
        return RuleSet.super.start(firstMover);
    }

    @Override
    public final Optional<String> problem(Position position) {
        return engine.problem(position);
    }

    @Override
    public final int actions(Position position, int throwValue, int[] buffer) {
        if (fastEngine == null) {
            return engine.actions(position, throwValue, buffer);
        }
        return throwValue == NO_THROW ? fastEngine.beforeThrow(position, buffer)
                : fastEngine.afterThrow(position, throwValue, buffer);
    }

    /** The settings' rules on the masks or the readable rules, then the rule run after the action, if any. */
    @Override
    public final Position apply(Position position, int throwValue, int action) {
        if (fastTurns == null) {
            return engine.apply(position, throwValue, action);
        }
        Position after = fastTurns.apply(position, throwValue, action);
        return afterMove == null ? after : engine.runAfterMove(position, throwValue, action, after);
    }

    @Override
    public final boolean isOver(Position position) {
        return engine.isOver(position);
    }

    @Override
    public final Optional<Side> winner(Position position) {
        return engine.winner(position);
    }

    @Override
    public final long throwBound() {
        return book.throwBound().applyAsLong(settings);
    }

    @Override
    public final Optional<Refusal> whyNot(Position position, int throwValue, int from) {
        return engine.whyNot(position, throwValue, from).map(book.citations()::cite);
    }

    @Override
    public final List<OptionSpec> optionSpecs() {
        return book.options().stream().map(RuleOption::spec).toList();
    }

    @Override
    public final Map<String, String> options() {
        return options;
    }

    @Override
    public final RuleSet withOptions(Map<String, String> requested) {
        Map<String, String> merged = Options.check(this, requested);
        return merged.equals(options) ? this : new SettingsRuleSet(book, afterMove, merged, fast);
    }

    /**
     * The capabilities of the rulebook and the settings: {@link TestPositions} where the rulebook has test
     * positions, {@link MatchScoring} where it scores matches, {@link ThrowGathering} where the settings
     * gather throws, {@link Playouts} where the fast engine plays the turn the short way.
     */
    @Override
    public final <C> Optional<C> capability(Class<C> type) {
        Object capability = null;
        if (type == TestPositions.class && !book.testPositions().isEmpty()) {
            capability = (TestPositions) () -> book.testPositions().stream().map(text -> Notation.parse(this, text)).toList();
        } else if (type == MatchScoring.class && book.scoring().isPresent()) {
            capability = (MatchScoring) finished -> isOver(finished) ? book.scoring().get().matchScore(finished)
                    : OptionalInt.empty();
        } else if (type == ThrowGathering.class && engine.gathering != null) {
            capability = (ThrowGathering) engine.gathering::gathered;
        } else if (type == Playouts.class && fastTurns != null) {
            capability = (Playouts) start -> new FastGame(fastTurns, engine, start);
        }
        return capability == null ? RuleSet.super.capability(type) : Optional.of(type.cast(capability));
    }

    @Override
    public final String toString() {
        return options.isEmpty() ? id() : id() + options;
    }
}
