package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

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
    @DisplayName("a cleared screen shows nothing again")
    void cleared() {
        ScreenMemory memory = new ScreenMemory();
        memory.board(() -> List.of("board"));
        memory.text("said");
        memory.cleared();
        assertEquals(List.of(), memory.screen(80));
    }
}
