package org.senet.cli.play;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.function.Function;

import org.jline.utils.AttributedCharSequence.ForceMode;
import org.jline.utils.AttributedString;
import org.jline.utils.AttributedStyle;
import org.jline.utils.Curses;
import org.jline.utils.InfoCmp;
import org.jline.utils.InfoCmp.Capability;

/**
 * The escape sequences the console draws with, as a terminal's terminfo gives them (through JLine):
 * the cursor to the top left corner, the line and the screen erased, the screen cleared.
 *
 * @param home cursor to the top left corner
 * @param eraseLine erase to the end of the line
 * @param eraseBelow erase from the cursor to the end of the screen
 * @param clear clear the screen, the cursor at the top left corner
 */
record Sequences(String home, String eraseLine, String eraseBelow, String clear) {
    /** An xterm's, from the terminfo JLine carries: for a console on streams that says it is a terminal (tests). */
    static final Sequences XTERM = of(xterm());

    /** The sequences of a terminal whose terminfo strings {@code capability} gives (null: none). */
    static Sequences of(Function<Capability, String> capability) {
        return new Sequences(sequence(capability, Capability.cursor_home), sequence(capability, Capability.clr_eol),
                sequence(capability, Capability.clr_eos), sequence(capability, Capability.clear_screen));
    }

    private static String sequence(Function<Capability, String> capability, Capability name) {
        String text = capability.apply(name);
        return text == null ? "" : Curses.tputs(text);
    }

    private static Function<Capability, String> xterm() {
        Map<Capability, String> strings = new EnumMap<>(Capability.class);
        InfoCmp.parseInfoCmp(InfoCmp.getDefaultInfoCmp("xterm"), new HashSet<>(), new HashMap<>(), strings);
        return strings::get;
    }

    /** Text in a style, for a terminal of 256 colours (JLine lowers them to what the terminal shows). */
    static String paint(String text, AttributedStyle style) {
        return new AttributedString(text, style).toAnsi(256, ForceMode.None);
    }
}
