package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

import org.jline.terminal.Terminal;
import org.jline.terminal.impl.LineDisciplineTerminal;
import org.junit.jupiter.api.Test;

/** The console's line reader when the terminal goes away under it. */
class TerminalDeviceTest {

    /**
     * A hang-up closes the terminal and also sends a continue, whose handler runs on a thread of its own
     * and may come after the close: nothing may then be printed on that thread.
     */
    @Test
    void a_continue_after_the_terminal_closed_is_dropped() throws Exception {
        Terminal terminal = new LineDisciplineTerminal("test", "xterm", new ByteArrayOutputStream(),
                StandardCharsets.UTF_8);
        TerminalDevice.Reader reader = new TerminalDevice.Reader(terminal, null);
        terminal.close();
        assertThrows(IllegalStateException.class, terminal::getAttributes, "JLine refuses a closed terminal");
        assertDoesNotThrow(() -> reader.handleSignal(Terminal.Signal.CONT));
    }
}
