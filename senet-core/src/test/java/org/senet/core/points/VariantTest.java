package org.senet.core.points;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.engine.RuleOption;
import org.senet.core.engine.Rulebook;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.game.Game;
import org.senet.core.game.RandomPlayer;
import org.senet.core.position.Position;
import org.senet.core.record.GameRecord;
import org.senet.core.record.RecordException;
import org.senet.core.rules.Playouts;
import org.senet.core.rules.RaceRules;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.SettingsException;
import org.senet.core.simulation.GameLengths;
import org.senet.core.simulation.Simulation;
import org.senet.core.sticks.ThrowTable;

/** A rule set varied in points: named by them, played by them, and read back from a game record as the same variant. */
class VariantTest {
    private static final SettingsRuleSet TAIT = SettingsRuleSet.of(Rulebook.of("tait", "Tait", RuleSettings.TAIT, "TA1")
            .withSummary("John Tait's rules"));
    private static final SettingsRuleSet KENDALL = SettingsRuleSet.of(Rulebook.of("kendall", "Kendall", RuleSettings.KENDALL,
            "K1").withOptions(RuleOption.flag("robinson", "a piece landing on 26 moves again",
            settings -> settings.withTurns(settings.turns().withBeautyMovingAgain(true)))));
    private static final RuleSets REGISTRY = RuleSets.of(TAIT, KENDALL, new RaceRules());

    private static RuleSet vary(RuleSet rules, String... points) {
        return Points.vary(rules, Points.parse(List.of(points)));
    }

    @Test
    @DisplayName("a point that makes games longer gets a bound measured for the variant, one that its games keep")
    void bound_fits_the_variant() {
        SettingsRuleSet tait = SettingsRuleSet.of(Rulebook.of("tait", "Tait", RuleSettings.TAIT, "TA1")
                .withThrowBound(settings -> 600));
        RuleSet fiveValues = vary(tait, "sticks=5");
        long bound = fiveValues.throwBound();
        assertTrue(bound > 600, "Tait's games with five values are longer than Tait's bound of 600: " + bound);
        assertEquals(bound, vary(tait, "sticks=5").throwBound(), "measured the same way each time");
        GameLengths others = Simulation.builder(fiveValues).games(2_000).seed(77).threads(1).run().lengths();
        assertTrue(others.p99() <= bound && others.p999() <= bound * 11 / 10,
                "other seeded games keep the measured bound " + bound + ": " + others);
        long safer = vary(tait, "safe=+14").throwBound();
        assertTrue(safer >= 600, "never below the base's bound: " + safer);
    }

    @Test
    @DisplayName("a variant plays as the settings rule set it is made of, on every position of a game, refusals included")
    void plays_as_its_settings_rule_set() {
        Variant variant = (Variant) vary(KENDALL, "sticks=6");
        SettingsRuleSet played = variant.played();
        assertEquals(played.settings(), variant.settings());
        Variant robinson = (Variant) vary(KENDALL.withOptions(Map.of("robinson", "true")), "sticks=6");
        assertEquals(robinson.played().flags(), robinson.flags());
        assertTrue(!robinson.flags().isEmpty(), "the flags of a piece on 26 moving again");
        assertSame(played.vocabulary(), variant.vocabulary());
        assertTrue(!variant.usesWaitingPieces(), "Kendall's pieces start on the board");
        assertTrue(vary(KENDALL, "start=off").usesWaitingPieces(), "start=off: the pieces wait to enter");
        assertEquals(played.start(), variant.start());
        assertEquals(played.start(Side.LIGHT), variant.start(Side.LIGHT));
        assertEquals(KENDALL.optionSpecs(), variant.optionSpecs());
        assertEquals(played.capability(Playouts.class).isPresent(), variant.capability(Playouts.class).isPresent());
        assertTrue(variant.capability(Playouts.class).isPresent(), "the fast games in place of its settings");
        assertTrue(variant.toString().contains("sticks=6"), variant.toString());
        RuleSet taitFive = vary(TAIT, "sticks=5");
        Position inTheWater = Position.of(Track.bit(Track.WATER), Track.bit(1), 5, Side.LIGHT);
        assertTrue(taitFive.problem(inTheWater).isPresent(), "Tait's water keeps no piece");
        assertEquals(((Variant) taitFive).played().problem(inTheWater), taitFive.problem(inTheWater));
        Game game = Game.start(variant, 5);
        int[] mine = new int[RuleSet.MAX_ACTIONS];
        int[] theirs = new int[RuleSet.MAX_ACTIONS];
        RandomPlayer light = new RandomPlayer(1);
        RandomPlayer dark = new RandomPlayer(2);
        while (!game.isOver()) {
            Position position = game.position();
            int thrown = game.pendingThrow();
            int count = variant.actions(position, thrown, mine);
            assertEquals(count, played.actions(position, thrown, theirs));
            assertEquals(Arrays.toString(Arrays.copyOf(theirs, count)),
                    Arrays.toString(Arrays.copyOf(mine, count)));
            for (int from = 0; from <= Track.OFF; from++) {
                assertEquals(played.whyNot(position, thrown, from), variant.whyNot(position, thrown, from));
            }
            assertEquals(played.isOver(position), variant.isOver(position));
            game.step(position.toMove() == Side.LIGHT ? light : dark);
        }
        assertEquals(played.winner(game.position()), variant.winner(game.position()));
        assertTrue(variant.isOver(game.position()));
    }

    @Test
    @DisplayName("a variant whose games run past ten times the bound they are played under is measured again under a larger one")
    void bound_measured_past_the_cut() {
        SettingsRuleSet shortBound = SettingsRuleSet.of(Rulebook.of("tait", "Tait", RuleSettings.TAIT, "TA1")
                .withThrowBound(settings -> 20));
        RuleSet fiveValues = vary(shortBound, "sticks=5");
        long bound = fiveValues.throwBound();
        GameLengths others = Simulation.builder(SettingsRuleSet.of(Rulebook.of("tait", "Tait",
                RuleSettings.TAIT.withSticks(ThrowTable.FIVE), "TA1").withThrowBound(settings -> 100_000)))
                .games(2_000).seed(78).threads(1).run().lengths();
        assertTrue(bound > 200, "games cut at 10 x 20 throws would give at most 250: " + bound);
        assertTrue(others.p99() <= bound && others.p999() <= bound * 11 / 10 && bound <= others.longest() * 2,
                "the bound fits games played with no cut: " + bound + " against " + others);
    }

    @Test
    @DisplayName("a variant is drawn as it plays: its board features are those of the varied settings")
    void drawn_as_it_plays() {
        SettingsRuleSet bell = SettingsRuleSet.of(Rulebook.of("bell", "Bell", RuleSettings.BELL, "BE1"));
        RuleSet unguarded = vary(bell, "safe=none");
        assertEquals(RuleSettings.BELL.withSafeSquares().boardFeatures(), unguarded.boardFeatures());
        assertEquals(RuleSettings.TAIT.withSticks(ThrowTable.FIVE).boardFeatures(), vary(TAIT, "sticks=5").boardFeatures());
    }

    @Test
    @DisplayName("a variant keeps the id, is named by its points and plays the varied settings")
    void named_by_its_points() {
        RuleSet variant = vary(TAIT, "sticks=5", "safe=+14");
        assertEquals("tait", variant.id());
        assertEquals("Tait (sticks=5, safe=+14)", variant.name());
        assertEquals("John Tait's rules; here sticks=5, safe=+14", variant.summary());
        assertTrue(variant.description().contains("\nVariant\n  sticks=5  Set from the command line: the value of a throw"
                + " with no white side.\n  safe=+14  "), variant.description());
        assertSame(ThrowTable.FIVE, variant.throwTable());
        assertEquals(RuleSettings.TAIT.withSticks(ThrowTable.FIVE).withSafeSquares(14, 15),
                Points.settings(variant).orElseThrow());
        assertEquals(List.of("sticks=5", "safe=+14"), Points.of(variant).stream().map(Assignment::text).toList());
        assertTrue(variant.throwBound() >= TAIT.throwBound(), "at least the rulebook's bound");
        assertSame(TAIT, vary(TAIT), "no point: the rule set itself");
        assertEquals(List.of(), Points.of((RuleSet) TAIT));
    }

    @Test
    @DisplayName("points apply after the options, and a variant with other options keeps its points")
    void options_then_points() {
        RuleSet robinson = KENDALL.withOptions(Map.of("robinson", "true"));
        RuleSet variant = vary(robinson, "walls=on");
        assertEquals(Map.of("robinson", "true"), variant.options());
        assertTrue(Points.settings(variant).orElseThrow().turns().beautyMovesAgain());
        assertTrue(Points.settings(variant).orElseThrow().landing().wallsBlock());
        RuleSet without = variant.withOptions(Map.of("robinson", "false"));
        assertEquals(Map.of(), without.options());
        assertEquals(Points.of(variant), Points.of(without));
        assertEquals(RuleSettings.KENDALL.withWalls(true), Points.settings(without).orElseThrow());
        RuleSet again = vary(variant, "pieces=6");
        assertEquals("Kendall (walls=on, pieces=6)", again.name(), "a variant varied again adds its points");
    }

    @Test
    @DisplayName("points on a rule set not made of settings, or an unplayable variant, are refused in one line")
    void refusals() {
        PointException plugin = assertThrows(PointException.class, () -> vary(new RaceRules(), "sticks=5"));
        assertEquals("the rule set 'race' is not made of settings (it is a plugin written against RuleSet), so it has no"
                + " points to set", plugin.getMessage());
        SettingsException unplayable = assertThrows(SettingsException.class,
                () -> vary(KENDALL, "throw-again=none", "gather=on"));
        assertEquals("kendall with throw-again=none, gather=on cannot be played: throws are gathered until one that gives no"
                + " other throw, so some throw must give another", unplayable.getMessage());
    }

    @Test
    @DisplayName("P6 a game of a variant, saved and read back, is the same variant; a record without Set headers reads as before")
    void record_round_trip() {
        RuleSet variant = vary(KENDALL.withOptions(Map.of("robinson", "true")), "sticks=6", "safe=+15");
        Game game = Game.start(variant, 3);
        game.playOut(new RandomPlayer(1), new RandomPlayer(2), 10_000);
        String text = GameRecord.of(game, OptionalLong.of(3), "a", "b", "today").format();
        assertTrue(text.startsWith("[Format \"senet-record 1\"]\n[Rules \"kendall\"]\n[Option \"robinson=true\"]\n"
                + "[Set \"sticks=6\"]\n[Set \"safe=+15\"]\n[Seed \"3\"]\n"), text);
        GameRecord read = GameRecord.parse(REGISTRY, text);
        assertInstanceOf(Variant.class, read.rules());
        assertEquals(variant.name(), read.rules().name());
        assertEquals(Points.settings(variant), Points.settings(read.rules()));
        assertEquals(variant.options(), read.rules().options());
        assertEquals(game.steps(), read.steps());
        assertEquals(text, read.format());

        String plain = GameRecord.of(Game.start(KENDALL, 3), OptionalLong.of(3), "a", "b", "today").format();
        assertEquals(-1, plain.indexOf("[Set "));
        assertSame(KENDALL, GameRecord.parse(REGISTRY, plain).rules());
    }

    @Test
    @DisplayName("P6 a Set header that is no point, or that cannot be played, is refused on its line")
    void bad_set_headers() {
        String text = GameRecord.of(Game.start(vary(TAIT, "pieces=4"), 1), OptionalLong.empty(), "a", "b", "d").format();
        RecordException unknown = assertThrows(RecordException.class,
                () -> GameRecord.parse(REGISTRY, text.replace("pieces=4", "piece=4")));
        assertEquals(3, unknown.line());
        assertTrue(unknown.getMessage().contains("unknown point 'piece'"), unknown.getMessage());
        RecordException unplayable = assertThrows(RecordException.class,
                () -> GameRecord.parse(REGISTRY, text.replace("pieces=4", "gather=on")));
        assertEquals(3, unplayable.line());
        String race = GameRecord.of(Game.start(new RaceRules(), 1), OptionalLong.empty(), "a", "b", "d").format()
                .replace("[Rules \"race\"]\n", "[Rules \"race\"]\n[Set \"sticks=5\"]\n");
        assertTrue(assertThrows(RecordException.class, () -> GameRecord.parse(REGISTRY, race)).getMessage()
                .contains("not made of settings"));
    }
}
