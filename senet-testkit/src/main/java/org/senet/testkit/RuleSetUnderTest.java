package org.senet.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.senet.core.points.Points;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/**
 * A rule set under test: its id, the options set, the points it is varied in (as {@code --set} takes
 * them), and the instance that {@link RuleSets#discover()} gave for them. The kit obtains rule sets only
 * this way, so a plugin that is not registered in {@code META-INF/services/org.senet.core.rules.RuleSet}
 * fails the contract instead of being tested around its registration.
 *
 * @param id      the rule set's id, as {@link RuleSet#id()} gives it
 * @param options the options set on it ({@code key -> value}); empty for the defaults
 * @param points  the points it is varied in, each {@code point=value} ({@code sticks=5}); empty for none
 * @param rules   the rule set with those options, varied in those points
 */
public record RuleSetUnderTest(String id, Map<String, String> options, List<String> points, RuleSet rules) {
    /** The service file that registers rule sets. */
    public static final String SERVICES_FILE = "META-INF/services/" + RuleSet.class.getName();

    /**
     * A rule set under test; the options are copied in key order.
     *
     * @param id      the rule set's id, as {@link RuleSet#id()} gives it
     * @param options the options set on it ({@code key -> value}); empty for the defaults
     * @param points  the points it is varied in, each {@code point=value}; empty for none
     * @param rules   the rule set with those options, varied in those points
     */
    public RuleSetUnderTest {
        options = Collections.unmodifiableMap(new TreeMap<>(options));
        points = List.copyOf(points);
    }

    /**
     * A rule set under test, varied in no point.
     *
     * @param id      the rule set's id, as {@link RuleSet#id()} gives it
     * @param options the options set on it ({@code key -> value}); empty for the defaults
     * @param rules   the rule set with those options
     */
    public RuleSetUnderTest(String id, Map<String, String> options, RuleSet rules) {
        this(id, options, List.of(), rules);
    }

    /**
     * The rule set with this id, found through {@link java.util.ServiceLoader} by a fresh
     * {@link RuleSets#discover()} (which creates new provider instances), with these options.
     *
     * @param id      the id
     * @param options the options to set
     * @return the rule set under test
     * @throws AssertionError if no registered rule set has the id, saying what to add to which file,
     *                        or if an option is refused
     */
    public static RuleSetUnderTest discover(String id, Map<String, String> options) {
        return discover(id, options, List.of());
    }

    /**
     * The rule set with this id, found as {@link #discover(String, Map)} finds it, with these options and
     * varied in these points ({@link Points#vary}), as {@code --rules id --option … --set …} plays it.
     *
     * @param id      the id
     * @param options the options to set
     * @param points  the points to vary, each {@code point=value} ({@code sticks=5}, {@code pieces=7})
     * @return the rule set under test
     * @throws AssertionError if no registered rule set has the id, or if an option or a point is refused
     *                        (with the engine's reason)
     */
    public static RuleSetUnderTest discover(String id, Map<String, String> options, List<String> points) {
        RuleSets registry = RuleSets.discover();
        if (registry.find(id).isEmpty()) {
            throw new AssertionError(notRegistered(id, registry));
        }
        RuleSet rules;
        try {
            rules = registry.get(id, options);
        } catch (RuntimeException e) {
            throw new AssertionError("rule set '" + id + "' refuses the options " + options + ": " + e.getMessage(), e);
        }
        try {
            return new RuleSetUnderTest(id, options, points, Points.vary(rules, Points.parse(points)));
        } catch (RuntimeException e) {
            throw new AssertionError("rule set '" + id + "' cannot be varied in " + points + ": " + e.getMessage(), e);
        }
    }

    /**
     * Another instance of the same rule set and options, from a new discovery.
     *
     * @return a rule set found by a new discovery, with the same options
     */
    public RuleSet fresh() {
        return discover(id, options, points).rules();
    }

    /** The id with its options and points, as failures name it: {@code kendall {robinson=true} [safe=15]}. */
    @Override
    public String toString() {
        return id + (options.isEmpty() ? "" : " " + options) + (points.isEmpty() ? "" : " " + points);
    }

    private static String notRegistered(String id, RuleSets registry) {
        StringBuilder message = new StringBuilder("no rule set with id '").append(id)
                .append("' is registered through ServiceLoader (registered ids: ").append(registry.ids()).append(")");
        if (!registry.problems().isEmpty()) {
            // a provider that is registered but cannot be built: its own words say why, not a missing line
            registry.problems().forEach(problem -> message.append("\n  ").append(problem.message()));
            return message.toString();
        }
        Optional<Candidate> candidate = unregisteredClass(id);
        Optional<Class<?>> unprovided = candidate.isPresent() ? Optional.empty() : ModuleRegistration.unprovidedClass(id);
        if (candidate.isPresent()) {
            message.append("\n  add the line ").append(candidate.get().className())
                    .append("\n  to ").append(candidate.get().servicesFile());
        } else if (unprovided.isPresent()) {
            message.append("\n  add\n    provides ").append(ModuleRegistration.SERVICE).append(" with ")
                    .append(unprovided.get().getName()).append(";\n  to the module-info.java of module ")
                    .append(unprovided.get().getModule().getName());
        } else {
            message.append("\n  add the fully qualified name of the class whose id() is '").append(id)
                    .append("'\n  to src/main/resources/").append(SERVICES_FILE);
        }
        registry.warnings().forEach(w -> message.append("\n  ").append(w));
        return message.toString();
    }

    /** A class that would be the missing provider, and the file that should list it. */
    private record Candidate(String className, String servicesFile) {
    }

    /** Looks through the class path's folders (the project's own classes) for a rule set with the id. */
    private static Optional<Candidate> unregisteredClass(String id) {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        try {
            Enumeration<URL> roots = loader.getResources("");
            while (roots.hasMoreElements()) {
                URL root = roots.nextElement();
                if (!"file".equals(root.getProtocol())) {
                    continue;
                }
                Path dir = Path.of(root.toURI());
                for (String name : classNames(dir)) {
                    if (hasId(loader, name, id)) {
                        String resources = dir.getFileName().toString().equals("test-classes")
                                ? "src/test/resources/" : "src/main/resources/";
                        return Optional.of(new Candidate(name, resources + SERVICES_FILE));
                    }
                }
            }
        } catch (IOException | URISyntaxException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    private static List<String> classNames(Path dir) {
        List<String> names = new ArrayList<>();
        try (Stream<Path> files = Files.walk(dir)) {
            files.map(f -> dir.relativize(f).toString())
                    .filter(f -> f.endsWith(".class") && !f.contains("$") && !f.endsWith("-info.class"))
                    .forEach(f -> names.add(f.substring(0, f.length() - ".class".length())
                            .replace(dir.getFileSystem().getSeparator(), ".")));
        } catch (IOException | UncheckedIOException e) {
            return List.of();
        }
        return names;
    }

    private static boolean hasId(ClassLoader loader, String name, String id) {
        try {
            return hasId(Class.forName(name, false, loader), id);
        } catch (ReflectiveOperationException | LinkageError e) {
            return false;
        }
    }

    /** Whether {@code type} is a rule set whose instance made with its public constructor has the id. */
    static boolean hasId(Class<?> type, String id) {
        try {
            if (!RuleSet.class.isAssignableFrom(type) || type.isInterface()
                    || Modifier.isAbstract(type.getModifiers())) {
                return false;
            }
            return id.equals(((RuleSet) type.getConstructor().newInstance()).id());
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            return false;
        }
    }
}
