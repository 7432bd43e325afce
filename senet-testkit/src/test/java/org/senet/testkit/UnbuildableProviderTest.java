package org.senet.testkit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import com.example.senet.SprintRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.core.settings.SettingsException;

/**
 * A rule set that is registered but cannot be built: the kit says what its constructor said, in the
 * provider's own words, instead of telling the author to add a services line that is already there.
 */
class UnbuildableProviderTest {
    @TempDir
    Path classes;

    /** A provider whose settings the engine refuses. */
    public static class Unbuildable extends SprintRules {
        /** Always refused, as a settings combination the engine cannot play is. */
        public Unbuildable() {
            throw new SettingsException("no piece stays on 27, so no piece needs a way out of it");
        }
    }

    @Test
    void the_kit_names_the_provider_and_the_engine_s_reason() throws IOException {
        Path services = classes.resolve(RuleSetUnderTest.SERVICES_FILE);
        Files.createDirectories(services.getParent());
        Files.write(services, List.of(Unbuildable.class.getName()));
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, before)) {
            thread.setContextClassLoader(loader);
            String message = assertThrows(AssertionError.class,
                    () -> RuleSetUnderTest.discover("unbuildable", Map.of())).getMessage();
            assertTrue(message.contains(Unbuildable.class.getName()) && message.contains(
                    "it threw org.senet.core.settings.SettingsException: no piece stays on 27, so no piece needs a way"
                            + " out of it"), message);
            assertFalse(message.contains("\n  add "), message);
        } finally {
            thread.setContextClassLoader(before);
        }
    }
}
