package org.senet.core.points;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Predicate;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Track;
import org.senet.core.settings.Movement.Beauty;
import org.senet.core.settings.Movement.JudgesBackward;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.SettingsException;
import org.senet.core.settings.Water.Fate;
import org.senet.core.settings.Water.Rescue;
import org.senet.core.settings.Water.UnusedThrow;
import org.senet.core.sticks.ThrowTable;

/** The catalogue of points: each point reads, applies through its own wither and prints; bad input is refused. */
class PointsTest {
    /** The presets of the shipped rule sets. */
    static final List<RuleSettings> PRESETS = List.of(RuleSettings.THIBAULT, RuleSettings.KENDALL, RuleSettings.REBIRTH,
            RuleSettings.TAIT, RuleSettings.BELL, RuleSettings.JEQUIER_PUSCH, RuleSettings.ASSIGNMENT);

    private static RuleSettings set(RuleSettings settings, String... texts) {
        return Points.apply(settings, Points.parse(List.of(texts)));
    }

    private static int squares(int... squares) {
        return RuleSettings.mask(squares);
    }

    @Test
    @DisplayName("the points of every preset, printed and read back, give the same settings")
    void printed_points_read_back() {
        for (RuleSettings preset : PRESETS) {
            List<Assignment> printed = Points.of(preset);
            assertEquals(Points.all().size(), printed.size());
            List<String> texts = printed.stream().map(Assignment::text).toList();
            assertEquals(preset, Points.apply(preset, Points.parse(texts)), texts.toString());
        }
    }

    @Test
    @DisplayName("each point changes its own part of the settings, through its wither")
    void each_point_applies_its_wither() {
        Map<String, Predicate<RuleSettings>> cases = new java.util.LinkedHashMap<>();
        cases.put("sticks=5", s -> s.sticks() == ThrowTable.FIVE);
        cases.put("pieces=7", s -> s.setup().pieces() == 7);
        cases.put("start=off", s -> s.setup().startsOffBoard());
        cases.put("second-needs-one=on", s -> s.setup().secondNeedsOne());
        cases.put("backward=on", s -> s.movement().movesBackwardWhenBlocked());
        cases.put("beauty=exact", s -> s.movement().beauty() == Beauty.LAND_EXACTLY);
        cases.put("judges-forward=off", s -> !s.movement().judgesMoveForward());
        cases.put("judges-backward=never", s -> s.movement().judgesBackward() == JudgesBackward.NEVER);
        cases.put("attack=swap", s -> s.landing().attack() == MoveEffect.SWAP);
        cases.put("safe=15,26", s -> s.landing().safe() == squares(15, 26));
        cases.put("knock=28", s -> s.landing().knockSquares() == squares(28) && s.water().onKnock() == Fate.OFF_BOARD);
        cases.put("protect=on", s -> s.landing().neighboursProtect());
        cases.put("backward-attacks=off", s -> !s.landing().backwardAttacks());
        cases.put("walls=on", s -> s.landing().wallsBlock());
        cases.put("water=held", s -> s.water().onLanding() == Fate.HELD);
        cases.put("knocked-to=1", s -> s.water().onKnock() == Fate.BACK_TO_START);
        cases.put("water-ends-turn=off", s -> !s.water().endsTurn());
        cases.put("water-last-resort=on", s -> s.water().onlyAsLastResort());
        cases.put("must-bear-off=on", s -> s.bearingOff().compulsory());
        cases.put("last-row=on", s -> s.bearingOff().needsAllOnLastRow());
        cases.put("throw-again=1,4,no-white", s -> s.turns().throwAgain().after(1, s.sticks())
                && s.turns().throwAgain().after(4, s.sticks()) && s.turns().throwAgain().after(6, s.sticks())
                && !s.turns().throwAgain().after(2, s.sticks()));
        cases.put("throw-squares=15", s -> s.turns().throwSquares() == squares(15));
        cases.put("backward-ends-turn=on", s -> s.turns().backwardEndsTurn());
        cases.put("beauty-again=off", s -> !s.turns().beautyMovesAgain());
        cases.put("gather=off", s -> !s.turns().throwsGathered());
        cases.put("net=12", s -> s.turns().netSquare() == 12);
        for (Map.Entry<String, Predicate<RuleSettings>> point : cases.entrySet()) {
            RuleSettings after = set(RuleSettings.TAIT, point.getKey());
            assertTrue(point.getValue().test(after), point.getKey());
            Assignment assignment = Points.parse(point.getKey());
            assertEquals(assignment.value(), assignment.point().valueOf(after), point.getKey() + " prints as given");
        }
        RuleSettings kendall = RuleSettings.KENDALL;
        assertEquals(3, set(kendall, "max-throws=3").turns().maxThrowsPerTurn());
        assertEquals(Rescue.NONE, set(kendall, "rescue=none").water().rescue());
        assertEquals(UnusedThrow.ONE_OR_TOP_THROWS_AGAIN, set(kendall, "unused-throw=one-or-top-again").water().unusedThrow());
        assertTrue(set(kendall, "one-in-water=on").water().keepsOutSecondPiece());
        List<String> named = new ArrayList<>(cases.keySet().stream().map(text -> text.substring(0, text.indexOf('='))).toList());
        named.addAll(List.of("max-throws", "rescue", "unused-throw", "one-in-water"));
        assertEquals(new TreeSet<>(Points.names()), new TreeSet<>(named), "every point is checked here");
    }

    @Test
    @DisplayName("a set of squares is given exactly, added to, taken from, or none")
    void sets_of_squares() {
        RuleSettings bell = RuleSettings.BELL;
        assertEquals("15,26,27,28,29,30", Points.find("safe").orElseThrow().valueOf(bell));
        assertEquals(0, set(bell, "safe=none").landing().safe());
        assertEquals(squares(15, 26), set(bell, "safe=15,26").landing().safe());
        assertEquals(bell.landing().safe() | squares(1), set(bell, "safe=+1").landing().safe());
        assertEquals(squares(15, 27, 28, 29, 30), set(bell, "safe=-26").landing().safe());
        assertEquals(squares(1, 30), set(bell, "safe=30,1").landing().safe(), "in any order");
        RuleSettings kendall = RuleSettings.KENDALL;
        assertEquals("1,4,no-white", Points.find("throw-again").orElseThrow().valueOf(kendall));
        assertTrue(set(kendall, "throw-again=+2").turns().throwAgain().after(2, kendall.sticks()));
        assertFalse(set(kendall, "throw-again=-4").turns().throwAgain().after(4, kendall.sticks()));
        assertFalse(set(kendall, "throw-again=-no-white").turns().throwAgain().after(5, kendall.sticks()));
        assertTrue(set(kendall, "throw-again=1,4,no-white", "sticks=6").turns().throwAgain().after(6, ThrowTable.SIX),
                "the throw with no white side keeps its role when the sticks change");
        assertThrows(SettingsException.class, () -> set(kendall, "throw-again=1,4,5", "sticks=6"),
                "a 5 given by number stays a 5, which these sticks never throw");
        assertEquals(0, set(RuleSettings.KENDALL, "throw-again=none").turns().throwAgain().values());
        assertEquals(0, set(RuleSettings.KENDALL, "net=5", "net=0").turns().netSquare(), "net=0 is none");
    }

    @Test
    @DisplayName("a water that holds no piece more drops the rules of held pieces: kendall water=15")
    void water_that_holds_no_piece() {
        RuleSettings kendall15 = set(RuleSettings.KENDALL, "water=15");
        assertEquals(Fate.TO_SECOND_LIFE, kendall15.water().onLanding());
        assertEquals(Rescue.NONE, kendall15.water().rescue());
        assertEquals(RuleSettings.KENDALL.water().endsTurn(), kendall15.water().endsTurn(), "the rest is kept");
        assertEquals(Fate.OFF_BOARD, set(RuleSettings.THIBAULT, "knocked-to=off", "water=off").water().onLanding());
    }

    @Test
    @DisplayName("an unknown point, a bad value or text that is not point=value is refused in one line naming what would do")
    void bad_input_refused() {
        PointException unknown = assertThrows(PointException.class, () -> Points.parse("stick=5"));
        assertEquals("unknown point 'stick'; points: " + String.join(", ", Points.names()), unknown.getMessage());
        assertEquals("sticks takes 5|6, not '7'", refusal("sticks=7"));
        assertEquals("walls takes on|off, not 'true'",
                assertThrows(PointException.class, () -> Points.parse("walls=true")).getMessage());
        assertEquals("pieces takes 1..15, not '0'", refusal("pieces=0"));
        assertEquals("net takes none|1..30, not '31'", refusal("net=31"));
        for (String bad : List.of("safe=31", "safe=", "safe=+", "safe=1,,2", "safe=01", "throw-again=7", "max-throws=1",
                "water=drown", "pieces=+5", "sticks", "=5")) {
            PointException e = assertThrows(PointException.class, () -> Points.parse(bad), bad);
            assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        }
        assertEquals("sticks=5", Points.parse(" Sticks = 5 ").text(), "read in lower case, spaces ignored");
    }

    private static String refusal(String text) {
        return assertThrows(PointException.class, () -> Points.parse(text)).getMessage();
    }

    @Test
    @DisplayName("a combination the engine cannot play is refused with the engine's reason")
    void unplayable_refused() {
        SettingsException e = assertThrows(SettingsException.class, () -> set(RuleSettings.BELL, "water=held"));
        assertEquals("in a game towards square 1 no piece bears off and 27 to 30 are ordinary squares", e.getMessage());
        assertThrows(SettingsException.class, () -> set(RuleSettings.JEQUIER_PUSCH, "pieces=15"));
    }

    @Property
    @Label("setting one point to a value on any preset: the point then prints that value, no other point"
            + " changes, and the printed points read back")
    void one_point_changes_one_point(@ForAll("changes") Change change) {
        RuleSettings after;
        try {
            after = set(change.preset(), change.text());
        } catch (SettingsException refused) {
            return;
        }
        Assignment assignment = Points.parse(change.text());
        Map<String, String> before = printed(change.preset());
        Map<String, String> now = printed(after);
        assertEquals(expected(before.get(assignment.point().name()), assignment.value()),
                now.get(assignment.point().name()), change.text());
        for (String name : Points.names()) {
            boolean heldRule = List.of("rescue", "unused-throw", "one-in-water").contains(name)
                    && List.of("water", "knocked-to").contains(assignment.point().name());
            if (!name.equals(assignment.point().name()) && !heldRule) {
                assertEquals(before.get(name), now.get(name), name + " after " + change.text());
            }
        }
        assertEquals(after, Points.apply(after, Points.of(after)));
    }

    record Change(RuleSettings preset, String text) {
    }

    @Provide
    Arbitrary<Change> changes() {
        Arbitrary<String> texts = Arbitraries.of(Points.all()).flatMap(point -> Arbitraries.of(samples(point))
                .map(value -> point.name() + "=" + value));
        return Combinators.combine(Arbitraries.of(PRESETS), texts).as(Change::new);
    }

    /** Values of a point to try: every word, the ends of a range, sets given in each way. */
    static List<String> samples(Point point) {
        List<String> values = new ArrayList<>();
        for (String value : point.values()) {
            if (value.equals("<squares>")) {
                values.addAll(List.of("15", "30,1", "26,27,28"));
            } else if (value.equals("+<squares>")) {
                values.addAll(List.of("+15", "+2,20"));
            } else if (value.equals("-<squares>")) {
                values.addAll(List.of("-15", "-26,30"));
            } else if (value.equals("<throws>")) {
                values.addAll(List.of("6", "1,4,5", "2,3", "no-white", "1,4,no-white"));
            } else if (value.equals("+<throws>")) {
                values.addAll(List.of("+6", "+no-white"));
            } else if (value.equals("-<throws>")) {
                values.addAll(List.of("-4", "-no-white"));
            } else if (value.contains("..")) {
                String[] range = value.split("\\.\\.");
                values.addAll(List.of(range[0], range[1], Integer.toString((Integer.parseInt(range[0])
                        + Integer.parseInt(range[1])) / 2)));
            } else {
                values.add(value);
            }
        }
        return values;
    }

    private static Map<String, String> printed(RuleSettings settings) {
        Map<String, String> map = new java.util.HashMap<>();
        Points.of(settings).forEach(point -> map.put(point.point().name(), point.value()));
        return map;
    }

    /** The printed value after setting {@code value} on a point that printed {@code before}. */
    private static String expected(String before, String value) {
        char sign = value.charAt(0);
        if (sign != '+' && sign != '-' && !value.contains(",") && !value.equals("no-white")) {
            return value.equals("0") ? "none" : value;
        }
        TreeSet<Integer> members = new TreeSet<>();
        if (sign == '+' || sign == '-') {
            if (!before.equals("none")) {
                List.of(before.split(",")).forEach(m -> members.add(member(m)));
            }
        }
        List<Integer> given = List.of((sign == '+' || sign == '-' ? value.substring(1) : value).split(",")).stream()
                .map(PointsTest::member).toList();
        if (sign == '-') {
            members.removeAll(given);
        } else {
            members.addAll(given);
        }
        return members.isEmpty() ? "none" : String.join(",", members.stream()
                .map(m -> m == NO_WHITE_LAST ? "no-white" : String.valueOf(m)).toList());
    }

    /** The throw with no white side, sorted after every number as the catalogue prints it. */
    private static final int NO_WHITE_LAST = 99;

    private static int member(String text) {
        return text.equals("no-white") ? NO_WHITE_LAST : Integer.parseInt(text);
    }

    @Test
    @DisplayName("the catalogue's names are lower case with hyphens, each point with a description and values")
    void catalogue_is_well_formed() {
        for (Point point : Points.all()) {
            assertTrue(point.name().matches("[a-z][a-z0-9-]*"), point.name());
            assertFalse(point.description().isBlank(), point.name());
            assertFalse(point.values().isEmpty(), point.name());
            assertSame(point, Points.find(point.name()).orElseThrow());
        }
        assertTrue(Points.find("nothing").isEmpty());
        assertTrue(Track.SQUARES == 30);
    }
}
