package org.senet.cli.play;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ExtensionContext.Namespace;

/**
 * A loaded machine for the terminal's tests: with {@code -Dsenet.test.busyCores=N} (the {@code terminal-stress}
 * profile sets 2), N shell loops keep N cores busy while the test class runs, so the program under test and
 * the test's terminal compete for the processor as on a busy machine. Without the property nothing starts.
 */
final class BusyCores implements BeforeAllCallback {
    /** The number of busy loops, from the system property; 0 when it is not set. */
    static int wanted() {
        return Integer.getInteger("senet.test.busyCores", 0);
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        int cores = wanted();
        if (cores > 0) {
            context.getStore(Namespace.create(BusyCores.class)).put("loops", new Loops(cores));
        }
    }

    /** The running loops; JUnit closes them after the class. */
    private static final class Loops implements ExtensionContext.Store.CloseableResource {
        private final List<Process> loops = new ArrayList<>();

        Loops(int cores) throws IOException {
            for (int i = 0; i < cores; i++) {
                loops.add(new ProcessBuilder("sh", "-c", "while :; do :; done").start());
            }
        }

        @Override
        public void close() {
            loops.forEach(Process::destroyForcibly);
        }
    }
}
