package org.senet.variants.rebirth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.OptionalLong;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.game.RandomPlayer;
import org.senet.core.position.Position;
import org.senet.core.record.FirstMove;
import org.senet.core.record.GameRecord;
import org.senet.core.record.RecordException;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.simulation.Simulation;
import org.senet.core.simulation.SimulationResult;

/** RB1's two draws as the engine makes them: the first mover from a game's seed, simulations, records. */
class RebirthOpeningTest {
    private static final RuleSet RULES = new Rebirth();
    private static final RuleSets REGISTRY = RuleSets.of(RULES);

    /** The first seed from {@code from} on whose draw gives the first move to {@code side}. */
    private static long seedDrawing(Side side, long from) {
        long seed = from;
        while (FirstMoverDraw.draw(seed) != side) {
            seed++;
        }
        return seed;
    }

    @Test
    @DisplayName("RB1 a game's seed draws the side that moves first: either side about half the time, the same for the same seed")
    void RB1_the_seed_draws_the_first_mover() {
        int dark = 0;
        for (long seed = 0; seed < 4_000; seed++) {
            Position start = Game.start(RULES, seed).startPosition();
            assertEquals(start, Game.start(RULES, seed).startPosition(), "same seed, same first mover");
            assertEquals(RULES.start(start.toMove()), start, "the layout of C8");
            if (start.toMove() == Side.DARK) {
                dark++;
            }
        }
        assertTrue(dark > 1_850 && dark < 2_150, "dark moved first in " + dark + " of 4,000 games");
    }

    @Test
    @DisplayName("RB1 a game drawn for dark begins with dark's throw and goes on from there")
    void RB1_dark_makes_the_first_move() {
        Game game = Game.start(RULES, seedDrawing(Side.DARK, 0));
        assertEquals(Side.DARK, game.toMove());
        game.playOut(new RandomPlayer(1), new RandomPlayer(2), 1);
        assertEquals(Side.DARK, game.steps().get(0).side(), "dark throws first");
        assertTrue(game.steps().get(0).isThrow());
    }

    @Test
    @DisplayName("RB1 simulations start each game from its seed's draw and count starts and the starters' wins by colour")
    void RB1_simulation_counts_starts_by_colour() {
        int games = 3_000;
        SimulationResult result = Simulation.builder(RULES).games(games).seed(5).run();
        long lightStarts = 0;
        for (int i = 0; i < games; i++) {
            if (FirstMoverDraw.start(RULES, Simulation.gameSeed(5, i)).toMove() == Side.LIGHT) {
                lightStarts++;
            }
        }
        assertEquals(lightStarts, result.lightStarts());
        assertEquals(games - lightStarts, result.darkStarts());
        assertTrue(result.darkStarts() > 1_350 && result.darkStarts() < 1_650, "dark started " + result.darkStarts());
        assertEquals(0, result.unfinished());
        // light's wins: those after starting, and those in the games dark started and lost
        assertEquals(result.lightWins(), result.lightStarterWins() + result.darkStarts() - result.darkStarterWins());
        assertEquals(result.darkWins(), result.darkStarterWins() + result.lightStarts() - result.lightStarterWins());
    }

    private static final String OLD_RECORD = """
            [Format "senet-record 1"]
            [Rules "rebirth"]
            [Seed "42"]
            [Light "Maria (human)"]
            [Dark "random"]
            [Date "2025-03-01T10:00"]
            [Start "WBWBWBWBWB.................... W"]
            [Position "WBWBWBWB.BW................... B"]

            W throw 2
            W 9->11
            """;

    @Test
    @DisplayName("RB1 a record written before the draw was kept still loads, and is written back unchanged")
    void RB1_records_without_the_draw_still_load() {
        GameRecord record = GameRecord.parse(REGISTRY, OLD_RECORD);
        assertEquals(Optional.empty(), record.firstMove());
        assertEquals(Side.LIGHT, record.start().toMove());
        assertEquals(2, record.steps().size());
        assertEquals(OLD_RECORD, record.format());
    }

    @Test
    @DisplayName("RB1 the record keeps the draw in a FirstMove header, read back as written")
    void RB1_the_record_keeps_the_draw() {
        long seed = seedDrawing(Side.DARK, 0);
        Game game = Game.start(RULES, seed);
        game.playOut(new RandomPlayer(3), new RandomPlayer(4), 6);
        String text = GameRecord.of(game, OptionalLong.of(seed), "random", "Maria (human)", "2025-03-01T10:00",
                Optional.of(FirstMove.DRAWN)).format();
        assertTrue(text.contains("""
                [Start "WBWBWBWBWB.................... B"]
                [FirstMove "B drawn"]
                [Position \""""), text);
        GameRecord read = GameRecord.parse(REGISTRY, text);
        assertEquals(Optional.of(FirstMove.DRAWN), read.firstMove());
        assertEquals(game.steps(), read.steps());
        assertEquals(text, read.format());

        String loser = text.replace("[FirstMove \"B drawn\"]", "[FirstMove \"B loser of the previous game\"]");
        assertEquals(Optional.of(FirstMove.LOSER_STARTS), GameRecord.parse(REGISTRY, loser).firstMove());
    }

    @Test
    @DisplayName("RB1 a FirstMove header that does not agree with the start, or is not known, is refused with its line")
    void RB1_a_wrong_draw_header_is_refused() {
        String withHeader = OLD_RECORD.replace("[Position", "[FirstMove \"B drawn\"]\n[Position");
        RecordException wrongSide = assertThrows(RecordException.class, () -> GameRecord.parse(REGISTRY, withHeader));
        assertTrue(wrongSide.getMessage().contains("dark moved first but the start has light to move"),
                wrongSide.getMessage());
        assertEquals(8, wrongSide.line(), "the line of the header");
        String unknown = OLD_RECORD.replace("[Position", "[FirstMove \"W chosen\"]\n[Position");
        RecordException bad = assertThrows(RecordException.class, () -> GameRecord.parse(REGISTRY, unknown));
        assertTrue(bad.getMessage().contains("'W chosen' is not known"), bad.getMessage());
        assertEquals(Optional.of(FirstMove.DRAWN), GameRecord.parse(REGISTRY,
                OLD_RECORD.replace("[Position", "[FirstMove \"W drawn\"]\n[Position")).firstMove());
    }
}
