package org.senet.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.senet.core.action.Action;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.game.Player;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.RaceRules;
import org.senet.core.rules.Referee;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.simulation.Interval;
import org.senet.core.simulation.Simulation;
import org.senet.core.sticks.ScriptedThrows;
import org.senet.core.sticks.ThrowTable;

/** Everything the library refuses, it refuses with a {@link SenetException}, whose message says what is wrong. */
class ExceptionFamilyTest {
    private final RuleSet race = new RaceRules();

    private static SenetException refused(Executable call) {
        SenetException e = assertThrows(SenetException.class, call);
        assertTrue(e.getMessage() != null && !e.getMessage().isBlank(), "a refusal says why");
        return e;
    }

    @Test
    @DisplayName("bad input of every kind is a SenetException")
    void every_refusal_is_in_the_family() {
        Position start = race.start();
        refused(() -> start.at(0));
        refused(() -> start.at(31));
        refused(() -> new Position(1, 1, 0, 0, 2, 2, Side.LIGHT, 0));
        refused(() -> Action.parse("9=>12"));
        refused(() -> Notation.parse(race, "not a position"));
        refused(() -> new Referee(race).legalActions(start, 9));
        assertEquals("Throw the sticks first: a piece moves only after a throw",
                refused(() -> new Referee(race).play(start, RuleSet.NO_THROW, Action.parse("1->3"))).getMessage());
        refused(() -> race.start(Side.DARK));
        refused(() -> RuleSets.of(race).get("nope"));
        refused(() -> RuleSets.of(race).get("race", Map.of("nope", "1")));
        refused(() -> GameRecord.parse(RuleSets.of(race), "damaged"));
        refused(() -> new Game(race, Notation.parse(race, "WWW........................... W pieces=3,2"),
                table -> 1));
        refused(() -> ScriptedThrows.parse("1,x", ThrowTable.SIX));
        refused(() -> new Interval(2, 1));
        refused(() -> Simulation.builder(race).games(0));
        refused(() -> Simulation.builder(race).threads(0));
        Game game = new Game(race, start, table -> 5);
        game.throwSticks();
        refused(() -> game.step(Player.of((rules, position, throwValue, actions) -> Action.parse("2->5"))));
        refused(() -> game.step((rules, position, throwValue, actions, count) -> count));
        assertEquals(2, game.actions().size(), "a choice between two moves");
        refused(game::throwSticks);
    }

    @Test
    @DisplayName("a null argument is a NullPointerException naming the parameter, as in the JDK")
    void null_arguments_name_the_parameter() {
        assertEquals("rules", assertThrows(NullPointerException.class,
                () -> new Game(null, race.start(), table -> 1)).getMessage());
        assertEquals("start", assertThrows(NullPointerException.class,
                () -> new Game(race, null, table -> 1)).getMessage());
        assertEquals("id", assertThrows(NullPointerException.class, () -> RuleSets.of(race).get(null)).getMessage());
        assertEquals("chooser", assertThrows(NullPointerException.class, () -> Player.of(null)).getMessage());
    }

    /** The library's own refusals: a {@code throw new} of a JDK exception a caller could not tell from a bug. */
    private static final Pattern OUTSIDE_THE_FAMILY =
            Pattern.compile("throw new (IllegalArgumentException|IllegalStateException|UnsupportedOperationException)\\(");

    @Test
    @DisplayName("no source of the engine refuses with IllegalArgumentException or IllegalStateException")
    void no_refusal_outside_the_family() throws IOException {
        // a failure inside a simulated game is not a refusal: it is reported as the state it leaves
        List<String> allowed = List.of("Simulation.java: IllegalStateException");
        try (Stream<Path> sources = Files.walk(Path.of("src/main/java"))) {
            List<String> outside = sources.filter(path -> path.toString().endsWith(".java"))
                    .flatMap(ExceptionFamilyTest::throwsOutside)
                    .filter(found -> !allowed.contains(found))
                    .toList();
            assertEquals(List.of(), outside);
        }
    }

    private static Stream<String> throwsOutside(Path source) {
        try {
            Matcher matcher = OUTSIDE_THE_FAMILY.matcher(Files.readString(source));
            return matcher.results().map(found -> source.getFileName() + ": " + found.group(1)).distinct();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
