package org.senet.core.points;

import static org.senet.core.points.PointKinds.NONE;
import static org.senet.core.points.PointKinds.OFF;
import static org.senet.core.points.PointKinds.choice;
import static org.senet.core.points.PointKinds.flag;
import static org.senet.core.points.PointKinds.number;
import static org.senet.core.points.PointKinds.numberOrNone;
import static org.senet.core.points.PointKinds.ordered;
import static org.senet.core.points.PointKinds.squares;
import static org.senet.core.points.PointKinds.throwSet;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.senet.core.action.MoveEffect;
import org.senet.core.board.Track;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.rules.RuleSet;
import org.senet.core.settings.Movement.Beauty;
import org.senet.core.settings.Movement.JudgesBackward;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.SettingsException;
import org.senet.core.settings.Water.Fate;
import org.senet.core.settings.Water.Rescue;
import org.senet.core.settings.Water.UnusedThrow;
import org.senet.core.sticks.ThrowTable;

/**
 * The points of the settings, by name: the one catalogue that reads ({@link #parse}), prints
 * ({@link #of(RuleSettings)}) and applies ({@link #apply}) them, for the command line's {@code --set}, the
 * game record's {@code Set} header, the web server and whatever enumerates variants over them. Each
 * point is a single wither of {@link RuleSettings} or of one of its parts, so that a one-point variant
 * of a shipped rule set needs no Java:
 * <pre>{@code
 * RuleSet taitFiveSticks = Points.vary(RuleSets.discover().get("tait"), List.of(Points.parse("sticks=5")));
 * taitFiveSticks.name();   // "Tait (sticks=5)"
 * }</pre>
 *
 * <p>Values: {@code on|off} for a rule that holds or not; a word for one of several rules; a number;
 * a set of squares (or of throws) as {@code none}, {@code 15,26} (exactly these), {@code +15} (these
 * as well) or {@code -26} (not these). Printed values are read back to the same settings:
 * {@code apply(s, of(s))} equals {@code s}.
 */
public final class Points {

    private static final Map<String, Point> BY_NAME = catalogue();

    private Points() {
    }

    private static Map<String, Point> catalogue() {
        List<Point> points = List.of(
                choice("sticks", "the value of a throw with no white side", Map.of("5", ThrowTable.FIVE, "6", ThrowTable.SIX),
                        RuleSettings::sticks, RuleSettings::withSticks),
                number("pieces", "pieces a side", 1, 15, s -> s.setup().pieces(), RuleSettings::withPieces),
                choice("start", "where the pieces start: on the board, or off it waiting to enter",
                        ordered("board", false, OFF, true), s -> s.setup().startsOffBoard(),
                        (s, off) -> s.withSetup(s.setup().withStartOffBoard(off))),
                flag("second-needs-one", "dark must throw a 1 before moving any piece",
                        s -> s.setup().secondNeedsOne(), (s, on) -> s.withSetup(s.setup().withSecondNeedingOne(on))),
                flag("backward", "a side with no forward move must move a piece backward",
                        s -> s.movement().movesBackwardWhenBlocked(), RuleSettings::withBackwardWhenBlocked),
                choice("beauty", "how 26 stops a move: passed like any square, landed on exactly, or never passed",
                        ordered("passable", Beauty.PASSABLE, "exact", Beauty.LAND_EXACTLY, "never-passed", Beauty.NEVER_PASSED),
                        s -> s.movement().beauty(), (s, rule) -> s.withMovement(s.movement().withBeauty(rule))),
                flag("judges-forward", "pieces on 28..30 may move on along the track (else they only bear off)",
                        s -> s.movement().judgesMoveForward(),
                        (s, on) -> s.withMovement(s.movement().withJudgesMovingForward(on))),
                choice("judges-backward", "how a piece on 28..30 moves backward",
                        ordered("never", JudgesBackward.NEVER, "into-water", JudgesBackward.INTO_WATER,
                                "by-throw", JudgesBackward.BY_THROW),
                        s -> s.movement().judgesBackward(), (s, rule) -> s.withMovement(s.movement().withJudgesBackward(rule))),
                choice("attack", "what landing on an opponent does: swap squares, or hit it off the board",
                        ordered("swap", MoveEffect.SWAP, "hit", MoveEffect.HIT), s -> s.landing().attack(),
                        (s, effect) -> s.withLanding(s.landing().withAttack(effect))),
                squares("safe", "squares on which a piece cannot be attacked", s -> s.landing().safe(),
                        (s, mask) -> s.withLanding(s.landing().withSafeSquares(mask))),
                squares("knock", "squares from which an attacked piece drops into the water",
                        s -> s.landing().knockSquares(), (s, mask) -> s.withLanding(s.landing().withKnockSquares(mask))),
                flag("protect", "a piece next to one of its own side cannot be attacked",
                        s -> s.landing().neighboursProtect(),
                        (s, on) -> s.withLanding(s.landing().withNeighboursProtecting(on))),
                flag("backward-attacks", "a backward move may land on an opponent (else only on an empty square)",
                        s -> s.landing().backwardAttacks(), (s, on) -> s.withLanding(s.landing().withBackwardAttacking(on))),
                flag("walls", "three opposing pieces in a row cannot be passed", s -> s.landing().wallsBlock(),
                        RuleSettings::withWalls),
                choice("water", "what 27 does to a piece landing there: held, back to 1, to 15, off the board, nothing",
                        fates(), s -> s.water().onLanding(),
                        (s, fate) -> s.withWaterLanding(fate)),
                choice("knocked-to", "where a piece knocked off a knock square goes", fates(), s -> s.water().onKnock(),
                        (s, fate) -> s.withWater(s.water().withKnock(fate))),
                flag("water-ends-turn", "a move into the water ends the turn at once", s -> s.water().endsTurn(),
                        (s, on) -> s.withWater(s.water().withEndingTurn(on))),
                flag("water-last-resort", "26 to 27 on a 1 only when no other forward move is possible",
                        s -> s.water().onlyAsLastResort(), (s, on) -> s.withWater(s.water().withOnlyAsLastResort(on))),
                choice("rescue", "how a side takes its held piece out of the water before throwing",
                        ordered(NONE, Rescue.NONE, "to-15", Rescue.TO_SECOND_LIFE, "to-15-if-free",
                                Rescue.TO_SECOND_LIFE_IF_FREE, "return-then-throw", Rescue.RETURN_THEN_THROW),
                        s -> s.water().rescue(), (s, how) -> s.withWater(s.water().withRescue(how))),
                choice("unused-throw", "what a throw does that does not bear the held piece off",
                        ordered("lost", UnusedThrow.LOST, "one-or-top-again", UnusedThrow.ONE_OR_TOP_THROWS_AGAIN,
                                "piece-returns", UnusedThrow.PIECE_RETURNS_OPPONENT_PLAYS_TWICE),
                        s -> s.water().unusedThrow(), (s, rule) -> s.withWater(s.water().withUnusedThrow(rule))),
                flag("one-in-water", "27 takes no second piece while one is held there",
                        s -> s.water().keepsOutSecondPiece(), (s, on) -> s.withWater(s.water().withSecondPieceKeptOut(on))),
                flag("must-bear-off", "a throw that can bear a piece off must", s -> s.bearingOff().compulsory(),
                        (s, on) -> s.withBearingOff(s.bearingOff().withCompulsory(on))),
                flag("last-row", "a side bears off only with all its pieces on 21..30",
                        s -> s.bearingOff().needsAllOnLastRow(),
                        (s, on) -> s.withBearingOff(s.bearingOff().withAllOnLastRowNeeded(on))),
                throwSet("throw-again", "the throws after whose move the mover throws again (no-white: the throw with"
                        + " no white side, whatever it counts)", s -> s.turns().throwAgain().values(),
                        (s, values) -> s.withThrowAgainOn(values)),
                squares("throw-squares", "squares a move landing on earns another throw", s -> s.turns().throwSquares(),
                        (s, mask) -> s.withTurns(s.turns().withThrowSquares(mask))),
                numberOrNone("max-throws", "the most throws in one turn", 2, 8, s -> s.turns().maxThrowsPerTurn(),
                        (s, limit) -> s.withTurns(s.turns().withMaxThrowsPerTurn(limit))),
                flag("backward-ends-turn", "a backward move ends the turn", s -> s.turns().backwardEndsTurn(),
                        (s, on) -> s.withTurns(s.turns().withBackwardEndingTurn(on))),
                flag("beauty-again", "a piece landing on 26 moves again at once", s -> s.turns().beautyMovesAgain(),
                        (s, on) -> s.withTurns(s.turns().withBeautyMovingAgain(on))),
                flag("gather", "throws are gathered first and then played in any order", s -> s.turns().throwsGathered(),
                        (s, on) -> s.withTurns(s.turns().withThrowsGathered(on))),
                numberOrNone("net", "the House of Netting: a move landing there costs the next throw", 1, Track.SQUARES,
                        s -> s.turns().netSquare(), RuleSettings::withNetSquare));
        Map<String, Point> byName = new LinkedHashMap<>();
        points.forEach(point -> byName.put(point.name(), point));
        return byName;
    }

    /** {@return every point, in the order of the parts of the settings: sticks, set-up, movement … turns} */
    public static List<Point> all() {
        return List.copyOf(BY_NAME.values());
    }

    /** {@return the names of every point, in the order of {@link #all()}} */
    public static List<String> names() {
        return List.copyOf(BY_NAME.keySet());
    }

    /**
     * The point of this name, if there is one.
     *
     * @param name the name, e.g. {@code sticks}
     * @return the point; empty if none has the name
     */
    public static Optional<Point> find(String name) {
        return Optional.ofNullable(BY_NAME.get(name));
    }

    /**
     * A point set to a value, read from {@code name=value}; the name and the value are read in lower
     * case, spaces around them ignored.
     *
     * @param text e.g. {@code sticks=5}, {@code safe=+15}, {@code water=off}
     * @return the assignment
     * @throws PointException for text that is not {@code name=value}, an unknown point (naming the points) or a
     *                        value the point does not take (naming its values)
     */
    public static Assignment parse(String text) {
        int eq = text.indexOf('=');
        if (eq < 0) {
            throw new PointException("'" + text + "' is not point=value; points: " + String.join(", ", names()));
        }
        String name = text.substring(0, eq).strip().toLowerCase(Locale.ROOT);
        Point point = find(name).orElseThrow(() -> new PointException("unknown point '" + name + "'; points: "
                + String.join(", ", names())));
        return new Assignment(point, text.substring(eq + 1).strip().toLowerCase(Locale.ROOT));
    }

    /**
     * Points set to values, each read by {@link #parse}.
     *
     * @param texts e.g. {@code ["sticks=5", "safe=none"]}
     * @return the assignments, in the same order
     * @throws PointException for the first text that is not a point and a value it takes
     */
    public static List<Assignment> parse(List<String> texts) {
        return texts.stream().map(Points::parse).toList();
    }

    /**
     * Every point at its value in {@code settings}: what {@code senet rules --settings} prints, and what
     * {@link #apply} reads back to the same settings.
     *
     * @param settings the settings
     * @return one assignment per point, in the order of {@link #all()}
     */
    public static List<Assignment> of(RuleSettings settings) {
        return all().stream().map(point -> new Assignment(point, point.valueOf(settings))).toList();
    }

    /**
     * The settings with these points set, one after the other.
     *
     * @param settings    the settings before
     * @param assignments the points and their values
     * @return the settings after
     * @throws SettingsException if the engine cannot play a combination on the way, with the reason
     */
    public static RuleSettings apply(RuleSettings settings, List<Assignment> assignments) {
        RuleSettings result = settings;
        for (Assignment assignment : assignments) {
            result = assignment.apply(result);
        }
        return result;
    }

    /**
     * The assignments as they are written, joined: {@code sticks=5, safe=none}.
     *
     * @param assignments the assignments
     * @return the text
     */
    public static String text(List<Assignment> assignments) {
        return assignments.stream().map(Assignment::text).collect(Collectors.joining(", "));
    }

    /**
     * The name of a rule set varied in these points, as players see it: {@code Tait (sticks=5)}; the name
     * itself without points. A front end that translates the name of a rule set names a variant with this too.
     *
     * @param name   the name of the rule set varied, e.g. {@code Tait}
     * @param points the points
     * @return the name of the variant
     */
    public static String name(String name, List<Assignment> points) {
        return points.isEmpty() ? name : name + " (" + text(points) + ")";
    }

    /**
     * A rule set varied in these points: the variant of a settings-based rule set ({@link Variant}), or
     * {@code rules} itself when no point is given. A variant varied again keeps its points and adds these.
     *
     * @param rules       the rule set, with its options
     * @param assignments the points and their values, applied in this order after the options
     * @return the rule set varied in these points
     * @throws PointException    if points are given and the rule set is not settings-based
     * @throws SettingsException if the engine cannot play the variant, with the reason
     */
    public static RuleSet vary(RuleSet rules, List<Assignment> assignments) {
        if (assignments.isEmpty()) {
            return rules;
        }
        if (rules instanceof Variant variant) {
            List<Assignment> all = new ArrayList<>(variant.points());
            all.addAll(assignments);
            return new Variant(variant.base(), all);
        }
        if (rules instanceof SettingsRuleSet settingsBased) {
            return new Variant(settingsBased, assignments);
        }
        throw new PointException("the rule set '" + rules.id() + "' is not made of settings (it is a plugin written"
                + " against RuleSet), so it has no points to set");
    }

    /**
     * The points a rule set is varied in: those of a {@link Variant}, none for any other rule set.
     *
     * @param rules a rule set
     * @return the points, in the order they were set; empty for a rule set as shipped or as written
     */
    public static List<Assignment> of(RuleSet rules) {
        return rules instanceof Variant variant ? variant.points() : List.of();
    }

    /**
     * The settings a rule set plays, if it is made of settings.
     *
     * @param rules a rule set
     * @return the settings in force (with the options and points); empty for a rule set written against
     *         {@link RuleSet} by hand
     */
    public static Optional<RuleSettings> settings(RuleSet rules) {
        if (rules instanceof Variant variant) {
            return Optional.of(variant.settings());
        }
        return rules instanceof SettingsRuleSet settingsBased ? Optional.of(settingsBased.settings()) : Optional.empty();
    }


    private static Map<String, Fate> fates() {
        return ordered("held", Fate.HELD, "1", Fate.BACK_TO_START, "15", Fate.TO_SECOND_LIFE, OFF, Fate.OFF_BOARD,
                NONE, Fate.NOTHING);
    }
}
