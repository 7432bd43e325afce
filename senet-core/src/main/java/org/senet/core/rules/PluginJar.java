package org.senet.core.rules;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarFile;
import java.util.zip.ZipException;

/**
 * The rule sets of one plugin jar, found by the JDK's {@link java.util.ServiceLoader} through a class
 * loader of the jar's own whose parent is the application's: the {@link RuleSet} and
 * {@link RuleSetProvider} services that the jar lists. Whatever is wrong with the jar or with one of
 * its rule sets becomes a {@link RuleSetProblem}; nothing is thrown.
 */
final class PluginJar implements AutoCloseable {
    /** The services file that lists a jar's rule sets. */
    static final String SERVICES_FILE = "META-INF/services/" + RuleSet.class.getName();
    /** The services file that lists a jar's providers of several rule sets. */
    static final String PROVIDERS_FILE = "META-INF/services/" + RuleSetProvider.class.getName();

    private final Path jar;
    private final List<RuleSet> ruleSets = new ArrayList<>();
    private final List<RuleSetProblem> problems = new ArrayList<>();
    private JarLoader loader;

    private PluginJar(Path jar) {
        this.jar = jar;
    }

    /**
     * Loads the rule sets of {@code jar}.
     *
     * @param jar    the plugin jar
     * @param parent the class loader of the application, which the plugin's classes see
     * @return the jar's rule sets and problems; its class loader is open while a rule set is used
     */
    static PluginJar load(Path jar, ClassLoader parent) {
        PluginJar plugin = new PluginJar(jar);
        try {
            if (!listsServices(jar)) {
                plugin.problem(nothingListed());
                return plugin;
            }
            plugin.loader = new JarLoader(url(jar), parent);
        } catch (Skip e) {
            plugin.problem(e.getMessage() + "; nothing is loaded from it");
            return plugin;
        }
        JarLoader own = plugin.loader;
        Providers found = Providers.find(own, type -> type.getClassLoader() == own);
        plugin.ruleSets.addAll(found.ruleSets());
        found.problems().forEach(problem -> plugin.problem(problem + "; not loaded"));
        if (plugin.ruleSets.isEmpty() && plugin.problems.isEmpty()) {
            plugin.problem(nothingListed());
        }
        if (plugin.ruleSets.isEmpty()) {
            plugin.close();
        }
        return plugin;
    }

    private static String nothingListed() {
        return "no rule set: its " + SERVICES_FILE + " and " + PROVIDERS_FILE + " are missing or name no class";
    }

    /** {@return the jar, as it was given} */
    Path jar() {
        return jar;
    }

    /** {@return the rule sets made, in the order of the services files} */
    List<RuleSet> ruleSets() {
        return ruleSets;
    }

    /** {@return what went wrong, one problem per skipped rule set or for the whole jar} */
    List<RuleSetProblem> problems() {
        return problems;
    }

    /** Closes the jar's class loader: for a jar none of whose rule sets is used. */
    @Override
    public void close() {
        if (loader != null) {
            try {
                loader.close();
            } catch (IOException e) {
                // only open files are let go; nothing else to do
            }
        }
    }

    private void problem(String cause) {
        problems.add(new RuleSetProblem(RuleSetOrigin.plugin(jar), cause));
    }

    /** Whether the file is a jar that has one of the services files; why not, when it is no jar at all. */
    private static boolean listsServices(Path jar) throws Skip {
        if (!Files.exists(jar)) {
            throw new Skip("there is no such file");
        }
        if (Files.isDirectory(jar)) {
            throw new Skip("it is a folder, not a jar file");
        }
        try (JarFile file = new JarFile(jar.toFile())) {
            return file.getJarEntry(SERVICES_FILE) != null || file.getJarEntry(PROVIDERS_FILE) != null;
        } catch (ZipException e) {
            throw new Skip("it is not a jar file (" + e.getMessage() + ")");
        } catch (IOException | SecurityException e) {
            throw new Skip("it cannot be read: " + e);
        }
    }

    private static URL url(Path jar) throws Skip {
        try {
            return jar.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new Skip("its path cannot be a class path entry: " + e.getMessage());
        }
    }

    /**
     * A plugin jar's class loader: classes as any child of the application's loader, but services files
     * from the jar alone, so that {@link java.util.ServiceLoader} lists the plugin's providers and not
     * the application's again.
     */
    private static final class JarLoader extends URLClassLoader {
        JarLoader(URL jar, ClassLoader parent) {
            super(new URL[] {jar}, parent);
        }

        @Override
        public Enumeration<URL> getResources(String name) throws IOException {
            return name.startsWith("META-INF/services/") ? findResources(name) : super.getResources(name);
        }
    }

    /** Why a jar is skipped; caught in this class. */
    private static final class Skip extends Exception {
        private static final long serialVersionUID = 1L;

        Skip(String cause) {
            super(cause, null, false, false);
        }
    }
}
