package org.senet.core.rules;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

import org.senet.core.board.Side;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;

/**
 * {@link RaceRules} with what the race lacks, for the record and notation tests: the first mover is
 * drawn, an on/off option {@code bonus}, a two-bit flag {@code mark} (0..3, never set by a move) and a
 * match score: the winner scores 1 plus the loser's pieces still on the board, plus 1 with {@code bonus}.
 */
public class DrawnRaceRules extends RaceRules implements MatchScoring {
    /** A flag the notation can carry; the race's moves keep it. */
    public static final FlagField MARK = new FlagField("mark", 0, 2, 3, "a mark");
    /** A second flag, to show that flags are written sorted by key. */
    public static final FlagField ALPHA = FlagField.bool("alpha", 2, "an alpha");

    private static final List<OptionSpec> SPECS = List.of(OptionSpec.flag("bonus", "one more point for the winner"));

    private final Map<String, String> options;

    public DrawnRaceRules() {
        this(Map.of());
    }

    private DrawnRaceRules(Map<String, String> options) {
        this.options = options;
    }

    @Override
    public String id() {
        return "drawn-race";
    }

    @Override
    public List<OptionSpec> optionSpecs() {
        return SPECS;
    }

    @Override
    public String description() {
        return org.senet.core.engine.Rulebook.textBeside(DrawnRaceRules.class, "DrawnRaceRules.txt")
                .orElse(name() + ": " + summary());
    }

    @Override
    public Map<String, String> options() {
        return options;
    }

    @Override
    public RuleSet withOptions(Map<String, String> requested) {
        return new DrawnRaceRules(Options.check(this, requested));
    }

    @Override
    public Opening opening() {
        return Opening.FIRST_MOVER_DRAWN;
    }

    @Override
    public Position start(Side firstMover) {
        return Position.alternating(2, firstMover);
    }

    @Override
    public List<FlagField> flags() {
        return List.of(MARK, ALPHA);
    }

    @Override
    public OptionalInt matchScore(Position finished) {
        return winner(finished).map(side -> OptionalInt.of(1 + finished.onBoard(side.opponent())
                + (options.containsKey("bonus") ? 1 : 0))).orElse(OptionalInt.empty());
    }

    @Override
    public Position apply(Position position, int throwValue, int action) {
        Position next = super.apply(position, throwValue, action);
        return next.withFlags(position.flags());
    }

    @Override
    public String toString() {
        return options.isEmpty() ? id() : id() + options;
    }
}
