package org.senet.core.rules;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The registry of rule sets found through the JDK's {@link java.util.ServiceLoader}: providers of
 * {@link RuleSet} listed in {@code META-INF/services/org.senet.core.rules.RuleSet} or provided by a
 * module's declaration, and the rule sets of the providers of {@link RuleSetProvider} (a family of rule
 * sets from one class), registered the same ways; and of those of plugin jars loaded at run time
 * ({@link #withPlugins(ClassLoader, List)}), each through a class loader of its own.
 *
 * <ul>
 *   <li>an unknown id gives an {@link UnknownRuleSetException} that lists the available ids;</li>
 *   <li>two providers with one id on the application's own class path or module path give a
 *       {@link RuleSetConfigurationException} naming both classes;</li>
 *   <li>a broken provider (missing class, failing constructor) is skipped with a warning, and so is a
 *       broken plugin jar or a plugin whose id is taken ({@link #problems()}): the other rule sets
 *       load all the same.</li>
 * </ul>
 *
 * <pre>{@code
 * RuleSet kendall = RuleSets.discover().get("kendall");
 * RuleSets withSprint = RuleSets.withPlugins(List.of(Path.of("plugins/senet-sprint.jar")));
 * }</pre>
 *
 * <p>A registry is immutable and thread-safe.
 */
public final class RuleSets {
    private static final Logger LOG = LoggerFactory.getLogger(RuleSets.class);

    private final Map<String, RuleSet> byId;
    private final Map<String, RuleSetOrigin> origins;
    private final List<RuleSetProblem> problems;

    private RuleSets(Map<String, RuleSet> byId, Map<String, RuleSetOrigin> origins, List<RuleSetProblem> problems) {
        this.byId = Collections.unmodifiableMap(new TreeMap<>(byId));
        this.origins = Map.copyOf(origins);
        this.problems = List.copyOf(problems);
    }

    private static RuleSets builtIn(Map<String, RuleSet> byId, List<RuleSetProblem> problems) {
        Map<String, RuleSetOrigin> origins = new HashMap<>();
        byId.keySet().forEach(id -> origins.put(id, RuleSetOrigin.BUILT_IN));
        return new RuleSets(byId, origins, problems);
    }

    /**
     * The rule sets that the current thread's context class loader provides: those listed in
     * {@code META-INF/services} on the class path, and those that modules on the module path provide.
     *
     * @return the registry of the rule sets found
     */
    public static RuleSets discover() {
        return load(applicationLoader());
    }

    private static ClassLoader applicationLoader() {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        return loader != null ? loader : RuleSets.class.getClassLoader();
    }

    /**
     * The rule sets that {@code loader} provides.
     *
     * @param loader the class loader whose providers are loaded
     * @return the registry of the rule sets found
     * @throws RuleSetConfigurationException if two providers have one id
     */
    public static RuleSets load(ClassLoader loader) {
        Providers found = Providers.find(loader, type -> true);
        Map<String, RuleSet> byId = new TreeMap<>();
        found.ruleSets().forEach(ruleSet -> register(byId, ruleSet));
        List<RuleSetProblem> problems = new ArrayList<>();
        for (String cause : found.problems()) {
            RuleSetProblem problem = new RuleSetProblem(RuleSetOrigin.BUILT_IN, cause);
            problems.add(problem);
            LOG.warn(problem.message());
        }
        return builtIn(byId, problems);
    }

    /**
     * The rule sets of the current thread's context class loader, as {@link #discover()} finds them,
     * and those of the given plugin jars; see {@link #withPlugins(ClassLoader, List)}.
     *
     * @param jars the plugin jars, e.g. the {@code *.jar} files of a plugins folder
     * @return the registry of the rule sets found, with the {@link #problems()} of the jars
     * @throws RuleSetConfigurationException if two providers of the application have one id
     * @throws NullPointerException          if {@code jars} or one of them is null
     */
    public static RuleSets withPlugins(List<Path> jars) {
        return withPlugins(applicationLoader(), jars);
    }

    /**
     * The rule sets that {@code application} provides ({@link #load(ClassLoader)}), and those that
     * the given plugin jars list in their {@code META-INF/services/org.senet.core.rules.RuleSet} and
     * {@code META-INF/services/org.senet.core.rules.RuleSetProvider}, found by the JDK's
     * {@link java.util.ServiceLoader}. Each jar has a class loader of its own, whose parent is
     * {@code application}: a plugin holds its rule sets and whatever else they need besides the engine
     * and the application (a plugin may extend a shipped rule set), and its classes, reasons and effects
     * are its own however often it is loaded. A jar's {@code module-info} is not read: its rule sets are
     * listed in the services files.
     *
     * <p>Nothing that is wrong with a jar stops the others: a file that is no jar, a services entry
     * naming a class that is not there, a class that needs a missing class, a constructor that throws,
     * an id that is not lower case letters, digits and hyphens, each gives one {@link RuleSetProblem}
     * naming the jar, and the other rule sets load. A plugin rule set whose id is a built-in one's is
     * skipped (the built-in one is kept); two plugin rule sets with one id are both skipped. Each
     * problem is also logged as a warning, on one line. A jar given twice is loaded once; so is a jar
     * given twice in copies of the same bytes (in the plugins folder and named with {@code --plugin}),
     * from where it was first given, the copy noted as a problem of one line.
     *
     * <p>The class loaders of the jars whose rule sets are registered stay open, as the rule sets
     * use them; with no jars this is {@link #load(ClassLoader)}, and costs nothing more.
     *
     * @param application the class loader of the application, whose providers are the built-in
     *                    rule sets and whose classes the plugins see
     * @param jars        the plugin jars, in order
     * @return the registry of the rule sets found, with the problems of the jars
     * @throws RuleSetConfigurationException if two providers of {@code application} have one id
     * @throws NullPointerException          if {@code application}, {@code jars} or one of them is null
     */
    public static RuleSets withPlugins(ClassLoader application, List<Path> jars) {
        Objects.requireNonNull(application, "application");
        List<Path> given = List.copyOf(jars);
        RuleSets builtIn = load(application);
        if (given.isEmpty()) {
            return builtIn;
        }
        List<RuleSetProblem> problems = new ArrayList<>(builtIn.problems);
        List<PluginJar> plugins = new ArrayList<>();
        for (Path jar : distinct(given, problems)) {
            PluginJar plugin = PluginJar.load(jar, application);
            plugins.add(plugin);
            problems.addAll(plugin.problems());
        }
        Map<String, RuleSet> byId = new TreeMap<>(builtIn.byId);
        Map<String, RuleSetOrigin> origins = new HashMap<>(builtIn.origins);
        for (PluginJar plugin : plugins) {
            boolean used = false;
            for (RuleSet ruleSet : plugin.ruleSets()) {
                String clash = clash(ruleSet, plugin, plugins, builtIn.byId.get(ruleSet.id()));
                if (clash == null) {
                    byId.put(ruleSet.id(), ruleSet);
                    origins.put(ruleSet.id(), RuleSetOrigin.plugin(plugin.jar()));
                    used = true;
                } else {
                    problems.add(new RuleSetProblem(RuleSetOrigin.plugin(plugin.jar()), clash));
                }
            }
            if (!used) {
                plugin.close();
            }
        }
        problems.subList(builtIn.problems.size(), problems.size())
                .forEach(problem -> LOG.warn("{}", problem.message()));
        return new RuleSets(byId, origins, problems);
    }

    /** Why a plugin's rule set cannot have its id; null when it can. */
    private static String clash(RuleSet ruleSet, PluginJar plugin, List<PluginJar> plugins, RuleSet builtIn) {
        String what = "the rule set '" + ruleSet.id() + "' of " + ruleSet.getClass().getName();
        if (builtIn != null) {
            return what + " has the id of the built-in " + builtIn.getClass().getName() + ", which is kept; not loaded";
        }
        List<String> others = new ArrayList<>();
        for (PluginJar other : plugins) {
            for (RuleSet rival : other.ruleSets()) {
                if (rival != ruleSet && rival.id().equals(ruleSet.id())) {
                    others.add(rival.getClass().getName() + (other == plugin ? " in this jar" : " in " + other.jar()));
                }
            }
        }
        return others.isEmpty() ? null
                : what + " has the id of " + String.join(" and of ", others) + "; neither is loaded";
    }

    /**
     * The jars without repetitions: a jar given twice (under any path), or a copy of one (the same
     * bytes, e.g. in the plugins folder and named with {@code --plugin}), is loaded once, from where it
     * was first given; each repetition that is a copy is noted as a problem of one line.
     */
    private static List<Path> distinct(List<Path> jars, List<RuleSetProblem> notes) {
        Map<Object, Path> byContent = new LinkedHashMap<>();
        Map<Path, Boolean> seen = new HashMap<>();
        for (Path jar : jars) {
            Path file;
            try {
                file = jar.toRealPath();
            } catch (IOException | SecurityException e) {
                file = jar.toAbsolutePath().normalize();
            }
            if (seen.putIfAbsent(file, Boolean.TRUE) != null) {
                continue;
            }
            Object content = jars.size() < 2 ? file : digest(file).<Object>map(hex -> hex).orElse(file);
            Path first = byContent.putIfAbsent(content, jar);
            if (first != null) {
                notes.add(new RuleSetProblem(RuleSetOrigin.plugin(jar), "the same jar as " + first
                        + ", which is loaded; this copy is not"));
            }
        }
        return List.copyOf(byContent.values());
    }

    /** The SHA-256 of a file's bytes, in hex; empty when it cannot be read (the jar's own load says why). */
    private static Optional<String> digest(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            byte[] buffer = new byte[8192];
            for (int n; (n = in.read(buffer)) > 0; ) {
                sha.update(buffer, 0, n);
            }
            return Optional.of(HexFormat.of().formatHex(sha.digest()));
        } catch (IOException | SecurityException | NoSuchAlgorithmException e) {
            return Optional.empty();
        }
    }

    /**
     * A registry of the given rule sets, e.g. a plugin under test.
     *
     * @param ruleSets the rule sets to register
     * @return the registry of those rule sets
     * @throws RuleSetConfigurationException if two have one id
     */
    public static RuleSets of(RuleSet... ruleSets) {
        Map<String, RuleSet> byId = new TreeMap<>();
        for (RuleSet ruleSet : ruleSets) {
            register(byId, ruleSet);
        }
        return builtIn(byId, List.of());
    }

    private static void register(Map<String, RuleSet> byId, RuleSet ruleSet) {
        RuleSet previous = byId.putIfAbsent(ruleSet.id(), ruleSet);
        if (previous != null) {
            throw new RuleSetConfigurationException("two rule-set plugins have the id '" + ruleSet.id() + "': "
                    + previous.getClass().getName() + " and " + ruleSet.getClass().getName());
        }
    }

    /** {@return the rule sets, sorted by id} */
    public List<RuleSet> all() {
        return List.copyOf(byId.values());
    }

    /** {@return the ids, sorted} */
    public List<String> ids() {
        return List.copyOf(byId.keySet());
    }

    /**
     * The rule set with this id, if there is one.
     *
     * @param id the rule set's id
     * @return the rule set, options at their defaults; empty if none has this id
     */
    public Optional<RuleSet> find(String id) {
        return Optional.ofNullable(byId.get(Objects.requireNonNull(id, "id")));
    }

    /**
     * The rule set with this id, options at their defaults.
     *
     * @param id the rule set's id
     * @return the rule set
     * @throws UnknownRuleSetException listing the available ids
     * @throws NullPointerException     if {@code id} is null, naming it
     */
    public RuleSet get(String id) {
        RuleSet ruleSet = byId.get(Objects.requireNonNull(id, "id"));
        if (ruleSet == null) {
            throw new UnknownRuleSetException(id, ids());
        }
        return ruleSet;
    }

    /**
     * The rule set with this id and options.
     *
     * @param id      the rule set's id
     * @param options the options to set ({@code key -> value})
     * @return the rule set with these options
     * @throws UnknownRuleSetException listing the available ids
     * @throws OptionException         for a bad option
     * @throws NullPointerException     if {@code id} or {@code options} is null, naming it
     */
    public RuleSet get(String id, Map<String, String> options) {
        Objects.requireNonNull(options, "options");
        RuleSet ruleSet = get(id);
        return options.isEmpty() ? ruleSet : ruleSet.withOptions(options);
    }

    /**
     * Where the rule set with this id came from: built in, or the plugin jar.
     *
     * @param id the rule set's id
     * @return its origin
     * @throws UnknownRuleSetException listing the available ids
     * @throws NullPointerException     if {@code id} is null, naming it
     */
    public RuleSetOrigin origin(String id) {
        get(id);
        return origins.get(id);
    }

    /** {@return the rule sets and plugin jars that were skipped, and why, in the order they were met} */
    public List<RuleSetProblem> problems() {
        return problems;
    }

    /** {@return the {@link RuleSetProblem#message() messages} of the {@link #problems()}, one line each} */
    public List<String> warnings() {
        return problems.stream().map(RuleSetProblem::message).toList();
    }
}
