package org.senet.cli;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import org.slf4j.LoggerFactory;

/** Logback is configured only here: warnings to stderr, the engine's debug lines (and stack traces) with --verbose. */
final class Logging {
    private static volatile boolean verbose;

    private Logging() {
    }

    static void verbose(boolean on) {
        verbose = on;
        Logger engine = (Logger) LoggerFactory.getLogger("org.senet");
        engine.setLevel(on ? Level.DEBUG : Level.WARN);
    }

    /** {@return whether --verbose was given: an internal error then comes with its stack trace} */
    static boolean verbose() {
        return verbose;
    }
}
