package org.senet.core.rules;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.Set;
import java.util.function.Supplier;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Pattern;
import java.util.zip.ZipException;

import org.senet.core.text.Input;

/**
 * The rule sets of one plugin jar: the classes its services file names, each made through a class
 * loader of the jar's own whose parent is the application's. Whatever is wrong with the jar or with
 * one of its rule sets becomes a {@link RuleSetProblem}; nothing is thrown.
 */
final class PluginJar implements AutoCloseable {
    /** The services file that lists a jar's rule sets. */
    static final String SERVICES_FILE = "META-INF/services/" + RuleSet.class.getName();

    private static final Pattern CLASS_NAME = Pattern.compile(
            "\\p{javaJavaIdentifierStart}\\p{javaJavaIdentifierPart}*(\\.\\p{javaJavaIdentifierStart}\\p{javaJavaIdentifierPart}*)*");
    /** What {@link RuleSet#id()} promises, and what {@code --rules} can name. */
    private static final Pattern ID = Pattern.compile("[a-z0-9-]+");

    private final Path jar;
    private final List<RuleSet> ruleSets = new ArrayList<>();
    private final List<RuleSetProblem> problems = new ArrayList<>();
    private URLClassLoader loader;

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
            List<String> names = providerNames(jar);
            if (names.isEmpty()) {
                plugin.problem("no rule set: its " + SERVICES_FILE + " is missing or names no class");
                return plugin;
            }
            plugin.loader = new URLClassLoader(new URL[] {url(jar)}, parent);
            for (String name : names) {
                plugin.add(name);
            }
        } catch (Skip e) {
            plugin.problem(e.getMessage() + "; nothing is loaded from it");
        }
        if (plugin.ruleSets.isEmpty()) {
            plugin.close();
        }
        return plugin;
    }

    /** {@return the jar, as it was given} */
    Path jar() {
        return jar;
    }

    /** {@return the rule sets made, in the order of the services file} */
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

    private void add(String name) {
        if (!CLASS_NAME.matcher(name).matches()) {
            problem("its services file has '" + Input.shown(name) + "', which is not a class name; skipped");
            return;
        }
        try {
            RuleSet ruleSet = create(name);
            String id = call(ruleSet::id, "id()", name);
            if (!ID.matcher(id).matches()) {
                throw new Skip("the id '" + Input.shown(id) + "' of " + name
                        + " is not lower case letters, digits and hyphens, which --rules could name");
            }
            call(ruleSet::name, "name()", name);
            call(ruleSet::summary, "summary()", name);
            ruleSets.add(ruleSet);
        } catch (Skip e) {
            problem(e.getMessage() + "; not loaded");
        }
    }

    private RuleSet create(String name) throws Skip {
        try {
            Class<?> type = Class.forName(name, false, loader);
            if (!RuleSet.class.isAssignableFrom(type)) {
                throw new Skip(name + " is not a " + RuleSet.class.getName());
            }
            return (RuleSet) type.getConstructor().newInstance();
        } catch (ClassNotFoundException e) {
            throw new Skip("its services file names " + name + ", which is not in the jar");
        } catch (NoSuchMethodException e) {
            throw new Skip(name + " has no public constructor without parameters");
        } catch (InvocationTargetException e) {
            throw new Skip("the constructor of " + name + " " + failure(e.getCause()));
        } catch (ExceptionInInitializerError e) {
            throw new Skip("the class " + name + " could not be initialised: it " + failure(e.getCause()));
        } catch (LinkageError e) {
            throw new Skip(name + " " + failure(e));
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new Skip(name + " cannot be made: " + e);
        }
    }

    /** Calls one of the rule set's own methods, which must give a value. */
    private static String call(Supplier<String> method, String what, String name) throws Skip {
        String value;
        try {
            value = method.get();
        } catch (RuntimeException | LinkageError e) {
            throw new Skip("the " + what + " of " + name + " " + failure(e));
        }
        if (value == null) {
            throw new Skip("the " + what + " of " + name + " is null");
        }
        return value;
    }

    /**
     * Why {@link java.util.ServiceLoader} could not give a provider, on one line, with what the provider's
     * code said: {@code Provider com.example.Broken could not be instantiated: it threw
     * org.senet.core.settings.SettingsException: no piece stays on 27, so no piece needs a way out of it}.
     */
    static String cause(ServiceConfigurationError error) {
        String message = String.valueOf(error.getMessage()).replaceFirst("^" + RuleSet.class.getName() + ": ", "");
        Throwable cause = error.getCause();
        if (cause instanceof InvocationTargetException || cause instanceof ExceptionInInitializerError) {
            cause = cause.getCause() == null ? cause : cause.getCause();
        }
        return cause == null ? message : message + ": it " + failure(cause);
    }

    /** What a failure says, after the code that failed: {@code threw <exception>}, or the class missing. */
    private static String failure(Throwable e) {
        if (e instanceof NoClassDefFoundError && e.getMessage() != null && !e.getMessage().contains(" ")) {
            return "needs the class " + e.getMessage().replace('/', '.') + ", which is missing";
        }
        return "threw " + e;
    }

    /** The class names of the jar's services file, as {@link java.util.ServiceLoader} reads them. */
    private static List<String> providerNames(Path jar) throws Skip {
        if (!Files.exists(jar)) {
            throw new Skip("there is no such file");
        }
        if (Files.isDirectory(jar)) {
            throw new Skip("it is a folder, not a jar file");
        }
        try (JarFile file = new JarFile(jar.toFile())) {
            JarEntry entry = file.getJarEntry(SERVICES_FILE);
            if (entry == null) {
                return List.of();
            }
            Set<String> names = new LinkedHashSet<>();
            try (InputStream in = file.getInputStream(entry);
                 BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                for (String line; (line = lines.readLine()) != null; ) {
                    int comment = line.indexOf('#');
                    String name = (comment < 0 ? line : line.substring(0, comment)).strip();
                    if (!name.isEmpty()) {
                        names.add(name);
                    }
                }
            }
            return List.copyOf(names);
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

    /** Why a jar or one of its rule sets is skipped; caught in this class. */
    private static final class Skip extends Exception {
        private static final long serialVersionUID = 1L;

        Skip(String cause) {
            super(cause, null, false, false);
        }
    }
}
