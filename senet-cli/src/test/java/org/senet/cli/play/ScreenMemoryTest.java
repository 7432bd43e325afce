package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.cli.text.Wrap;

/** What a resized terminal shows again: the board drawn anew, the texts under it wrapped again. */
class ScreenMemoryTest {
    @Test
    @DisplayName("after a resize the board is drawn anew and the texts said under it are wrapped to the new width")
    void board_drawn_anew_texts_wrapped_again() {
        ScreenMemory memory = new ScreenMemory();
        memory.text("the title, gone with the board");
        AtomicInteger drawn = new AtomicInteger();
        memory.board(() -> List.of("board " + drawn.incrementAndGet()));
        memory.text("Maria has thrown 3 and moves from one square to the next");
        memory.lines(List.of("Maria, your move: 7"));
        List<String> wide = memory.screen(80);
        assertEquals(List.of("board 1", "Maria has thrown 3 and moves from one square to the next", "Maria, your move: 7"),
                wide);
        List<String> narrow = memory.screen(40);
        assertEquals("board 2", narrow.get(0), "the board is drawn again, for the width then");
        assertTrue(narrow.size() > wide.size(), "the text is wrapped to 40 columns: " + narrow);
        assertTrue(narrow.stream().allMatch(line -> line.length() <= 40), narrow.toString());
        assertEquals("Maria, your move: 7", narrow.get(narrow.size() - 1), "lines printed as they were stay so");
    }

    @Test
    @DisplayName("a question is wrapped again as a prompt for the new width: its last line is the line editor's until "
            + "answered, then carries the answer")
    void question_wrapped_again() {
        String question = "Number of the game to load, a and a number to review one (a 2), d and a number to delete "
                + "one (d 2), or a file (Enter: back to the menu): ";
        ScreenMemory memory = new ScreenMemory();
        memory.board(() -> List.of("board"));
        memory.asked(question);
        for (int width : new int[] {80, 60}) {
            List<String> prompt = Wrap.promptLines(question, width);
            assertTrue(prompt.size() > 1, "a question of several lines at " + width + ": " + prompt);
            List<String> expected = new ArrayList<>(List.of("board"));
            expected.addAll(prompt.subList(0, prompt.size() - 1));
            assertEquals(expected, memory.screen(width), "asked, at " + width + " columns");
        }
        assertTrue(memory.screen(60).stream().allMatch(line -> line.length() <= 60), memory.screen(60).toString());
        assertTrue(memory.screen(80).get(1).length() > 60, "at 80 columns the lines are longer");

        memory.answered("2");
        List<String> prompt = Wrap.promptLines(question, 60);
        List<String> answered = memory.screen(60);
        assertEquals(prompt.size() + 1, answered.size(), answered.toString());
        assertEquals(prompt.get(prompt.size() - 1) + "2", answered.get(answered.size() - 1), "the answer after the prompt");

        memory.text("Loaded.");
        memory.answered("3");
        assertEquals("Loaded.", memory.screen(60).get(answered.size()), "only the question asked last is answered");
        assertEquals(answered, memory.screen(60).subList(0, answered.size()));
    }

    @Test
    @DisplayName("a cleared screen shows nothing again")
    void cleared() {
        ScreenMemory memory = new ScreenMemory();
        memory.board(() -> List.of("board"));
        memory.text("said");
        memory.cleared();
        assertEquals(List.of(), memory.screen(80));
    }
}
