package org.senet.cli;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import org.slf4j.LoggerFactory;

/** Logback is configured only here: warnings to stderr, the engine's debug lines with --verbose. */
final class Logging {
    private Logging() {
    }

    static void verbose(boolean on) {
        Logger engine = (Logger) LoggerFactory.getLogger("org.senet");
        engine.setLevel(on ? Level.DEBUG : Level.WARN);
    }
}
