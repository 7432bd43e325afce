package org.senet.cli.command;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.senet.core.rules.RuleSets;
import org.senet.core.store.FileNameException;
import org.senet.core.store.GameStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The rule-set plugins of the command line: the {@code *.jar} files of the plugins folder,
 * {@code $SENET_HOME/plugins} (the system property {@code senet.home} first; default
 * {@code ~/.senet/plugins}), then the jars named with {@code --plugin <jar>}. Those are read from the
 * arguments before picocli parses them ({@link #named}), since the rule sets they bring are what
 * {@code --rules} accepts; the registry is then loaded once ({@link RuleSetOptions#REGISTRY}).
 */
public final class Plugins {
    /** The option that names a plugin jar. */
    public static final String OPTION = "--plugin";

    private static final Logger LOG = LoggerFactory.getLogger(Plugins.class);

    private static List<Path> requested = List.of();
    private static boolean loaded;

    private Plugins() {
    }

    /** {@return the plugins folder, {@code plugins} in the {@link GameStore#home() senet home}} */
    public static Path folder() {
        return GameStore.home().resolve("plugins");
    }

    /**
     * The plugin jars in {@code folder}: its {@code *.jar} files, sorted by name.
     *
     * @param folder the plugins folder
     * @return the jars; none when the folder does not exist or cannot be read
     */
    static List<Path> jarsIn(Path folder) {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        List<Path> jars = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*.jar")) {
            files.forEach(jars::add);
        } catch (IOException e) {
            return List.of();
        }
        jars.sort(null);
        return jars;
    }

    /**
     * The jars that {@code --plugin <jar>} or {@code --plugin=<jar>} name in {@code args}, in order,
     * up to a {@code --} that ends the options. A value that is no path is left for picocli to refuse.
     *
     * @param args the command line's arguments
     * @return the jars named
     */
    public static List<Path> named(String... args) {
        List<Path> jars = new ArrayList<>();
        for (int i = 0; i < args.length && !"--".equals(args[i]); i++) {
            String value = null;
            if (OPTION.equals(args[i]) && i + 1 < args.length) {
                value = args[++i];
            } else if (args[i].startsWith(OPTION + "=")) {
                value = args[i].substring(OPTION.length() + 1);
            }
            try {
                if (value != null) {
                    jars.add(Path.of(value));
                }
            } catch (InvalidPathException e) {
                // picocli says it is not a path
            }
        }
        return jars;
    }

    /**
     * Names the jars given with {@code --plugin}, to be loaded after those of the folder.
     *
     * @param jars the jars, as {@link #named} found them
     * @throws IllegalStateException if the rule sets are loaded already
     */
    public static synchronized void request(List<Path> jars) {
        if (loaded) {
            throw new IllegalStateException("the rule sets are loaded already; name the plugins before");
        }
        requested = List.copyOf(jars);
    }

    /** {@return the jars named with {@link #request}} */
    public static synchronized List<Path> requested() {
        return requested;
    }

    /** The built-in rule sets and those of the plugins: of the folder's jars, then of the ones requested. */
    static synchronized RuleSets load() {
        loaded = true;
        List<Path> jars = new ArrayList<>();
        try {
            jars.addAll(jarsIn(folder()));
        } catch (FileNameException unrepresentable) {
            LOG.debug("No plugins from the plugins folder: {}", unrepresentable.getMessage());
        }
        jars.addAll(requested);
        return RuleSets.withPlugins(jars);
    }
}
