package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.senet.cli.command.RuleSetOptions;
import org.senet.cli.text.Texts;
import org.senet.core.board.Track;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.rules.RuleSet;
import org.senet.core.settings.Movement.Beauty;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.Water.Fate;
import org.senet.core.settings.Water.Rescue;

/**
 * The console draws every shipped rule set, and a one-point variant of each, as its settings play: the
 * arrows the way pieces move, exactly the squares whose rules differ marked, the legend saying what the
 * settings say (safe squares, the water or the trap, bearing off, entering, the race to row 1), in every
 * language, and the pieces borne off only where pieces leave the board. Nothing here knows a rule set by
 * its id: the expectations come from the settings.
 */
class BoardDrawingTest {
    private static final Seats SEATS = new Seats(Seat.human("Ann"), Seat.human("Bo"));

    /** A one-point change of each shipped rule set (by the id it varies), as a variant of its own. */
    private static UnaryOperator<RuleSettings> onePoint(String id) {
        return switch (id) {
            case "bell", "rebirth", "tait" -> s -> s.withSafeSquares();
            case "thibault" -> s -> s.withWaterLanding(Fate.BACK_TO_START);
            case "kendall" -> s -> s.withNetSquare(16);
            case "jequier-pusch" -> s -> s.withWaterLanding(Fate.TO_SECOND_LIFE);
            default -> s -> s.withSafeSquares(15, 26, 28, 29);
        };
    }

    /** Every shipped rule set, and a one-point variant of each. */
    static Stream<Arguments> ruleSets() {
        List<Arguments> all = new ArrayList<>();
        for (RuleSet shipped : RuleSetOptions.REGISTRY.all()) {
            SettingsRuleSet rules = (SettingsRuleSet) shipped;
            all.add(Arguments.of(rules.id(), rules));
            SettingsRuleSet variant = SettingsRuleSet.of(rules.rulebook().variant(rules.id() + "-one-point",
                    rules.name() + " changed in one point").withSettings(onePoint(rules.id())));
            all.add(Arguments.of(variant.id(), variant));
        }
        return all.stream();
    }

    private static Terminal terminal(String language, int width) {
        Terminal terminal = new Terminal(new ByteArrayInputStream(new byte[0]), new PrintWriter(new StringWriter()),
                false, false);
        terminal.texts(Texts.of(language));
        terminal.width(width);
        return terminal;
    }

    private static List<String> draw(RuleSet rules, String language) {
        return new BoardView(terminal(language, 80)).render(rules, rules.start(), SEATS, List.of());
    }

    /** The text in the cell of a square on the line of numbers: its number and its mark. */
    private static String cell(List<String> board, int square) {
        int row = (square - 1) / 10 + 1;
        int column = 0;
        while (Track.squareAt(row, column) != square) {
            column++;
        }
        return board.get(1 + 3 * (row - 1)).substring(1 + 7 * column, 7 * column + 7).strip();
    }

    /** Whether the settings give a square a rule of its own, as a player reading the board should see. */
    private static boolean differs(RuleSettings s, int square) {
        boolean bearsOff = false;
        boolean exitOn30 = false;
        for (int value = 1; value <= s.sticks().maxValue(); value++) {
            if (!s.sticks().isThrowable(value)) {
                continue;
            }
            bearsOff |= square + value != Track.HORUS && s.bearingOff().bearsOff(square, value, s.sticks());
            exitOn30 |= square == Track.HORUS && s.bearingOff().bearsOff(Track.HORUS - value, value, s.sticks());
        }
        boolean secondLife = square == Track.SECOND_LIFE && (s.water().rescue() != Rescue.NONE
                || s.water().onLanding() == Fate.TO_SECOND_LIFE || s.water().onKnock() == Fate.TO_SECOND_LIFE);
        return bearsOff || exitOn30 || secondLife || s.landing().isSafe(square) || s.turns().netSquare() == square
                || (s.turns().throwSquares() & Track.bit(square)) != 0
                || (square == Track.WATER && s.water().onLanding() != Fate.NOTHING)
                || (square == Track.BEAUTY && s.movement().beauty() != Beauty.PASSABLE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ruleSets")
    @DisplayName("the big board: arrows the way pieces move, squares with rules of their own marked, borne off if pieces leave")
    void the_board_follows_the_settings(String id, SettingsRuleSet rules) {
        RuleSettings s = rules.settings();
        List<String> board = draw(rules, "en");
        boolean towards1 = s.movement().towardsStart();
        assertTrue(board.get(1).endsWith(towards1 ? "<-" : "->"), id + ": row 1 " + board.get(1));
        assertTrue(board.get(4).endsWith(towards1 ? "->" : "<-"), id + ": row 2 " + board.get(4));
        assertTrue(board.get(7).endsWith(towards1 ? "<-" : "->"), id + ": row 3 " + board.get(7));
        List<String> wrong = new ArrayList<>();
        for (int square = 1; square <= Track.SQUARES; square++) {
            String cell = cell(board, square);
            boolean marked = !cell.equals(String.valueOf(square));
            if (marked != differs(s, square)) {
                wrong.add(cell);
            }
            boolean water = square == Track.WATER && s.water().onLanding() != Fate.NOTHING;
            if (water != cell.endsWith("~")) {
                wrong.add(cell + " (water)");
            }
            if (s.landing().isSafe(square) && onlySafe(s, square) && !cell.endsWith(" s")) {
                wrong.add(cell + " (safe)");
            }
        }
        assertEquals(List.of(), wrong, id + ": squares marked wrong\n" + String.join("\n", board));
        String text = String.join("\n", board);
        assertEquals(s.goal() == RuleSettings.Goal.BEAR_OFF_ALL, text.contains("borne off:"), id + "\n" + text);
        assertEquals(s.usesWaitingPieces(), text.contains("waiting:"), id + "\n" + text);
    }

    /** Whether a square's only rule of its own is that it is safe. */
    private static boolean onlySafe(RuleSettings s, int square) {
        return !differs(s.withSafeSquares(), square);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("languages")
    @DisplayName("the legend says what the settings say in every language: safe squares, water or trap, bearing off, entry, race")
    void the_legend_follows_the_settings(String id, String language, SettingsRuleSet rules) {
        RuleSettings s = rules.settings();
        Texts texts = Texts.of(language);
        String legend = BoardView.legend(texts, rules);
        List<String> wrong = new ArrayList<>();
        check(wrong, "safe", s.landing().safe() != 0, legend, texts.get("legend.mark.safe"));
        boolean trap = s.water().onLanding() == Fate.BACK_TO_START && !s.water().holds() && s.landing().knockSquares() == 0;
        check(wrong, "trap", trap, legend, texts.get("legend.mark.trap"));
        check(wrong, "water", s.water().onLanding() != Fate.NOTHING && !trap, legend,
                texts.get("legend.mark.water_holds").split(" ")[0] + " (");
        check(wrong, "bear off", s.bearingOff().exists(), legend, texts.get("legend.mark.bear_off", "")
                .strip().split(" ")[0]);
        check(wrong, "race", s.movement().towardsStart(), legend, texts.get("legend.race"));
        check(wrong, "enter", s.usesWaitingPieces(), legend, texts.get("legend.enter", "").strip());
        check(wrong, "last row", s.bearingOff().needsAllOnLastRow(), legend, texts.get("legend.last-row"));
        assertEquals(List.of(), wrong, id + " " + language + ": " + legend);
        assertTrue(legend.isEmpty() || legend.startsWith(texts.get("legend", "")), legend);
    }

    static Stream<Arguments> languages() {
        return ruleSets().flatMap(arguments -> Texts.LANGUAGES.stream()
                .map(language -> Arguments.of(arguments.get()[0], language, arguments.get()[1])));
    }

    private static void check(List<String> wrong, String what, boolean expected, String legend, String words) {
        if (legend.contains(words) != expected) {
            wrong.add((expected ? "no " : "") + what + " ('" + words + "')");
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "thibault|houses: + 15 second life (out of the water); * 26 land exactly, bear off on 5; ~ 27 water (held); "
                + "III II I 28-30 bear off on 3, 2, 1",
        "kendall|houses: + 15 second life (out of the water); * 26 land exactly, bear off on 5; ~ 27 water (held); "
                + "III II I 28-30 bear off on 3, 2, any throw",
        "rebirth|houses: + 15 second life (out of the water); * 26 land exactly, never passed, bear off on 5, safe; "
                + "~ 27 water (on to 15); III II I 28-30 bear off on 3, 2, 1",
        "tait|houses: s 15 safe; > III II I 26, 28-30 bear off on 6, 3, 2, 1; ~ 27 water (off the board); enter on 4, 6",
        "bell|houses: s 15, 26-30 safe; enter on 30..26; race to row 1 (1-10)",
        "jequier-pusch|houses: s 26, 28, 29 safe; ~ 27 trap (back to 1); I 30 bear off on reaching it exactly; "
                + "bear off only with all on the last row",
        "assignment|houses: s 26, 28, 29 safe; ~ 27 trap (back to 1); I 30 bear off on reaching it exactly; "
                + "bear off only with all on the last row"})
    @DisplayName("the legends of the shipped rule sets, in English")
    void shipped_legends(String id, String legend) {
        assertEquals(legend, BoardView.legend(Texts.of("en"), RuleSetOptions.REGISTRY.get(id)));
    }

    @Test
    @DisplayName("Bell without safe squares: reversed arrows, no mark, no water, nothing borne off, a race to row 1")
    void bell_without_safe_squares() {
        SettingsRuleSet bell = (SettingsRuleSet) RuleSetOptions.REGISTRY.get("bell");
        SettingsRuleSet variant = SettingsRuleSet.of(bell.rulebook().variant("bell-unsafe", "Bell without safe squares")
                .withSettings(s -> s.withSafeSquares()));
        List<String> board = draw(variant, "en");
        assertEquals(List.of(
                "+------+------+------+------+------+------+------+------+------+------+",
                "|1     |2     |3     |4     |5     |6     |7     |8     |9     |10    |  <-",
                "|      |      |      |      |      |      |      |      |      |      |",
                "+------+------+------+------+------+------+------+------+------+------+",
                "|20    |19    |18    |17    |16    |15    |14    |13    |12    |11    |  ->",
                "|      |      |      |      |      |      |      |      |      |      |",
                "+------+------+------+------+------+------+------+------+------+------+",
                "|21    |22    |23    |24    |25    |26    |27    |28    |29    |30    |  <-",
                "|      |      |      |      |      |      |      |      |      |      |",
                "+------+------+------+------+------+------+------+------+------+------+",
                "houses: enter on 30..26; race to row 1 (1-10)"), board.subList(0, 11));
        assertTrue(board.get(11).contains("waiting: 5") && !board.get(11).contains("borne off"), board.get(11));
    }

    @Test
    @DisplayName("the compact board: Bell's rows run the other way")
    void compact_board_of_bell() {
        Terminal terminal = terminal("en", 60);
        RuleSet bell = RuleSetOptions.REGISTRY.get("bell");
        List<String> board = new BoardView(terminal).render(bell, bell.start(), SEATS, List.of());
        assertEquals("|..........|  1-10 <-", board.get(1));
        assertEquals("|..........|  20-11 ->", board.get(2));
        assertEquals("|..........|  21-30 <-", board.get(3));
    }
}
