package org.senet.variants.thibault;

import java.util.List;

import org.senet.core.board.Track;
import org.senet.core.engine.Citations;
import org.senet.core.engine.RuleOption;
import org.senet.core.engine.Rulebook;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.RefusalReason;
import org.senet.core.settings.Reasons;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.Water;
import org.senet.core.settings.Water.Fate;
import org.senet.core.sticks.ThrowTable;

/**
 * Daniel U. Thibault's rules (TH1–TH11), also those of the Portuguese assignment: swaps with
 * protection by an adjacent piece, exact landing on the House of Beauty, the three judges, and drowning
 * in the House of Water with its rescue ({@link RuleSettings#THIBAULT}).
 *
 * <p>The source's alternative rules are options (T-ALT), all off by default and combinable, each read
 * into the settings: {@code sticks}, {@code pieces}, {@code gather-throws}, {@code second-needs-one},
 * {@code start-off-board}, {@code walls}, {@code backward-no-attack}, {@code fifteen}, {@code beauty-throw},
 * {@code one-in-water}, {@code water}, {@code judges-forward}, {@code safe-end}, {@code must-bear-off},
 * {@code last-row}, {@code netting}.
 */
public class Thibault extends SettingsRuleSet {
    /** The clause every alternative rule's refusal cites. */
    private static final String ALTERNATIVE = "T-ALT";

    /** Thibault's rulebook: the settings, the options, the clauses. A variant starts from it. */
    public static final Rulebook RULEBOOK = Rulebook.of("thibault", "Thibault", RuleSettings.THIBAULT, ALTERNATIVE)
            .withSummary("Daniel U. Thibault's rules: swaps, protection in pairs, exact landing on 26, drowning in 27")
            .withDescription(Rulebook.textBeside(Thibault.class, "Thibault.txt").orElseThrow())
            .withOptions(alternativeRules().toArray(RuleOption[]::new))
            .withCitations(Citations.of(ALTERNATIVE,
                    RefusalReason.OWN_PIECE_ON_DESTINATION, "TH7", Reasons.PROTECTED_PIECE, "TH7",
                    Reasons.MUST_STOP_ON_BEAUTY, "TH4", Reasons.WATER_NOT_FORCED, "TH5",
                    Reasons.AWAITING_JUDGEMENT, "TH6", Reasons.DROWNING_PIECE_FIRST, "TH9",
                    Reasons.WATER_NEEDS_FOUR, "TH9", RefusalReason.BELOW_FIRST_SQUARE, "TH3",
                    RefusalReason.NO_MOVE, "TH3", RefusalReason.THROW_FIRST, "TH2"))
            .withThrowBound(Thibault::throwBound);

    /** Thibault's rules. */
    public Thibault() {
        super(RULEBOOK);
    }

    /**
     * Thibault's rules as another rulebook gives them: for a variant of its own.
     *
     * @param rulebook the rulebook, e.g. {@code Thibault.RULEBOOK.variant(…)}
     */
    protected Thibault(Rulebook rulebook) {
        super(rulebook);
    }

    /** T-ALT: the source's alternative rules, each an option read into the settings. */
    private static List<RuleOption> alternativeRules() {
        return List.of(
                new RuleOption(new OptionSpec("sticks", "5", List.of("5", "6"),
                        "what zero white sides count: 5, or 6 (sticks 1, 2, 3, 4, 6; a 6 then does all a 5 does)"),
                        (s, value) -> s.withSticks(ThrowTable.SIX)),
                new RuleOption(new OptionSpec("pieces", "5", List.of("5", "7", "9", "10"),
                        "pieces a side, set out on 1..2n as usual"),
                        (s, value) -> s.withPieces(Integer.parseInt(value))),
                RuleOption.flag("gather-throws", "throw until a 2 or 3, keeping every 1, 4 and 5; then play the"
                                + " throws gathered, one move each, in any order (moves earn no further throw)",
                        s -> s.withTurns(s.turns().withThrowsGathered(true))),
                RuleOption.flag("second-needs-one", "dark, the second player, must throw a 1 before moving any piece",
                        s -> s.withSetup(s.setup().withSecondNeedingOne(true))),
                RuleOption.flag("start-off-board", "every piece starts off the board and enters on the square"
                                + " its throw counts to (1..5)",
                        s -> s.withSetup(s.setup().withStartOffBoard(true))),
                RuleOption.flag("walls", "three or more pieces of a side on consecutive squares cannot be passed"
                        + " by the opponent", s -> s.withWalls(true)),
                RuleOption.flag("backward-no-attack", "a backward move lands only on an empty square",
                        s -> s.withLanding(s.landing().withBackwardAttacking(false))),
                new RuleOption(new OptionSpec("fifteen", "normal", List.of("normal", "safe", "safe-throw"),
                        "the House of Second Life, 15: safe (no attack there), or safe and a piece landing there"
                                + " earns another throw"),
                        (s, value) -> {
                            RuleSettings safe = s.withLanding(s.landing().withSafe(Track.bit(Track.SECOND_LIFE)));
                            return value.equals("safe") ? safe : safe.withTurns(safe.turns()
                                    .withThrowSquares(safe.turns().throwSquares() | Track.bit(Track.SECOND_LIFE)));
                        }),
                RuleOption.flag("beauty-throw", "a piece landing on 26 earns another throw",
                        s -> s.withTurns(s.turns().withThrowSquares(s.turns().throwSquares() | Track.bit(Track.BEAUTY)))),
                RuleOption.flag("one-in-water", "while a piece is on 27 no other piece may enter it",
                        s -> s.withWater(s.water().withSecondPieceKeptOut(true))),
                new RuleOption(new OptionSpec("water", "drown", List.of("drown", "start", "reenter"),
                        "a piece falling into 27 drowns there, goes back to square 1 (or the first free square"
                                + " after it), or leaves the board and enters again"),
                        (s, value) -> {
                            Fate fate = value.equals("start") ? Fate.BACK_TO_START : Fate.OFF_BOARD;
                            Water water = s.water().withRescue(Water.Rescue.NONE).withUnusedThrow(Water.UnusedThrow.LOST)
                                    .withLanding(fate);
                            return s.withWater(water.withKnock(fate));
                        }),
                RuleOption.flag("judges-forward", "pieces on 28..30 may also move forward",
                        s -> s.withMovement(s.movement().withJudgesMovingForward(true))),
                RuleOption.flag("safe-end", "26 and 28..30 are safe squares",
                        s -> s.withLanding(s.landing().withSafe(Track.bit(Track.BEAUTY) | Track.JUDGES))),
                RuleOption.flag("must-bear-off", "a throw that can bear a piece off must do so",
                        s -> s.withBearingOff(s.bearingOff().withCompulsory(true))),
                RuleOption.flag("last-row", "a side bears off only once all its pieces are on row 3, 21..30",
                        s -> s.withBearingOff(s.bearingOff().withAllOnLastRowNeeded(true))),
                RuleOption.flag("netting", "the House of Netting on 16: a piece landing there costs its side"
                        + " the next throw", s -> s.withNetSquare(16)));
    }

    /**
     * P7: 99.9% of 20,000 random games (seed 20261121) ended within 264 throws; mean 169. With options,
     * measured over 1,500 to 4,000 random games each (seed 20261121): 7, 9, 10 pieces reach 332, 409, 437
     * throws (99.9%); start-off-board, water=start|reenter, second-needs-one, netting and one-in-water add
     * up to 30% (10 pieces with all of them and walls: 548); last-row (5 pieces only) reaches 533.
     * gather-throws stays within the same bounds (20,000 games each): 262 throws alone (mean 167), 333,
     * 397, 428 with 7, 9, 10 pieces, 282 to 291 with start-off-board or water=start|reenter, 566 with 10
     * pieces and the slow options, 371 with last-row and the slow options.
     */
    private static long throwBound(RuleSettings settings) {
        if (settings.bearingOff().needsAllOnLastRow()) {
            return 600;
        }
        long base = switch (settings.setup().pieces()) {
            case 1, 2, 3, 4, 5 -> 270;
            case 6, 7 -> 340;
            case 8, 9 -> 420;
            default -> 450;
        };
        boolean slower = settings.setup().startsOffBoard() || settings.water().onLanding() != Fate.HELD
                || settings.setup().secondNeedsOne() || settings.turns().netSquare() != 0
                || settings.water().keepsOutSecondPiece();
        return slower ? base * 13 / 10 : base;
    }
}
