package org.senet.core.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.TreeMap;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The registry of rule sets found through {@link ServiceLoader} (providers of {@link RuleSet} listed
 * in {@code META-INF/services/org.senet.core.rules.RuleSet}, or provided by a module's declaration).
 *
 * <ul>
 *   <li>an unknown id gives an {@link UnknownRuleSetException} that lists the available ids;</li>
 *   <li>two plugins with one id give a {@link RuleSetConfigurationException} naming both classes;</li>
 *   <li>a broken provider (missing class, failing constructor) is skipped with a warning.</li>
 * </ul>
 *
 * <pre>{@code
 * RuleSet kendall = RuleSets.discover().get("kendall");
 * }</pre>
 */
public final class RuleSets {
    private static final Logger LOG = LoggerFactory.getLogger(RuleSets.class);

    private final Map<String, RuleSet> byId;
    private final List<String> warnings;

    private RuleSets(Map<String, RuleSet> byId, List<String> warnings) {
        this.byId = Collections.unmodifiableMap(byId);
        this.warnings = List.copyOf(warnings);
    }

    /**
     * The rule sets that the current thread's context class loader provides: those listed in
     * {@code META-INF/services} on the class path, and those that modules on the module path provide.
     *
     * @return the registry of the rule sets found
     */
    public static RuleSets discover() {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        return load(loader != null ? loader : RuleSets.class.getClassLoader());
    }

    /**
     * The rule sets that {@code loader} provides.
     *
     * @param loader the class loader whose providers are loaded
     * @return the registry of the rule sets found
     * @throws RuleSetConfigurationException if two providers have one id
     */
    public static RuleSets load(ClassLoader loader) {
        Map<String, RuleSet> byId = new TreeMap<>();
        List<String> warnings = new ArrayList<>();
        Iterator<RuleSet> providers = ServiceLoader.load(RuleSet.class, loader).iterator();
        while (true) {
            RuleSet ruleSet;
            try {
                if (!providers.hasNext()) {
                    break;
                }
                ruleSet = providers.next();
            } catch (ServiceConfigurationError e) {
                String warning = "skipped a broken rule-set provider: " + e.getMessage();
                warnings.add(warning);
                LOG.warn(warning, e);
                continue;
            }
            register(byId, ruleSet);
        }
        return new RuleSets(byId, warnings);
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
        return new RuleSets(byId, List.of());
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

    /** {@return the warnings about providers that were skipped, one line each} */
    public List<String> warnings() {
        return warnings;
    }
}
