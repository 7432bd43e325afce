package org.senet.core.rules;

import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.senet.core.text.Input;

/**
 * The rule sets that the services of one class loader give, found by the JDK's {@link ServiceLoader}:
 * the {@link RuleSet} services, then the rule sets of the {@link RuleSetProvider} services. Whatever
 * cannot be built, or is not a rule set {@code --rules} could name, is one line of problem naming the
 * class and what it said; nothing is thrown, and the other rule sets are found all the same.
 */
final class Providers {
    /** What {@link RuleSet#id()} promises, and what {@code --rules} can name. */
    private static final Pattern ID = Pattern.compile("[a-z0-9-]+");
    /** The prefix of {@link ServiceConfigurationError}'s messages: the service's name. */
    private static final Pattern SERVICE = Pattern.compile(
            "^(" + Pattern.quote(RuleSet.class.getName()) + "|" + Pattern.quote(RuleSetProvider.class.getName()) + "): ");

    /** Failures one after another after which the services are given up (one that cannot be read fails alike). */
    private static final int MAX_FAILURES_IN_A_ROW = 1_000;

    private final List<RuleSet> ruleSets = new ArrayList<>();
    private final List<String> problems = new ArrayList<>();

    private Providers() {
    }

    /**
     * The rule sets of the services that {@code loader} finds, among the providers whose class is
     * {@code own}.
     *
     * @param loader the class loader whose services are read
     * @param own    which provider classes to take (those a plugin jar's own loader defined, or all)
     * @return the rule sets and the problems, in the order met
     */
    static Providers find(ClassLoader loader, Predicate<Class<?>> own) {
        Providers found = new Providers();
        found.each(ServiceLoader.load(RuleSet.class, loader), own, ruleSet -> found.add(ruleSet, null));
        found.each(ServiceLoader.load(RuleSetProvider.class, loader), own, found::addAll);
        return found;
    }

    /** {@return the rule sets found, in the order of the services files, those of providers last} */
    List<RuleSet> ruleSets() {
        return ruleSets;
    }

    /** {@return what could not be loaded, one line each, e.g. {@code Provider com.example.X not found}} */
    List<String> problems() {
        return problems;
    }

    private <S> void each(ServiceLoader<S> services, Predicate<Class<?>> own, Consumer<S> use) {
        Iterator<ServiceLoader.Provider<S>> providers = services.stream().iterator();
        String last = null;
        int failures = 0;
        while (failures < MAX_FAILURES_IN_A_ROW) {
            String problem;
            try {
                if (!providers.hasNext()) {
                    return;
                }
                ServiceLoader.Provider<S> provider = providers.next();
                if (own.test(provider.type())) {
                    use.accept(provider.get());
                }
                failures = 0;
                continue;
            } catch (ServiceConfigurationError e) {
                problem = cause(e);
            } catch (LinkageError e) {
                problem = "a provider " + failure(e);
            }
            failures++;
            if (!problem.equals(last)) { // a services file that cannot be read fails the same way again and again
                problems.add(problem);
            }
            last = problem;
        }
    }

    private void addAll(RuleSetProvider provider) {
        String name = provider.getClass().getName();
        List<RuleSet> offered;
        try {
            offered = provider.ruleSets();
        } catch (RuntimeException | LinkageError e) {
            problems.add("the ruleSets() of " + name + " " + failure(e));
            return;
        }
        if (offered == null) {
            problems.add("the ruleSets() of " + name + " is null");
            return;
        }
        for (RuleSet ruleSet : offered) {
            if (ruleSet == null) {
                problems.add("the ruleSets() of " + name + " hold null");
            } else {
                add(ruleSet, name);
            }
        }
    }

    /** Adds a rule set whose id, name and summary can be shown; {@code provider} offered it, or null. */
    private void add(RuleSet ruleSet, String provider) {
        String name = ruleSet.getClass().getName() + (provider == null ? "" : " of " + provider);
        try {
            String id = call(ruleSet::id, "id()", name);
            if (!ID.matcher(id).matches()) {
                throw new Skip("the id '" + Input.shown(id) + "' of " + name
                        + " is not lower case letters, digits and hyphens, which --rules could name");
            }
            call(ruleSet::name, "name()", name);
            call(ruleSet::summary, "summary()", name);
            ruleSets.add(ruleSet);
        } catch (Skip e) {
            problems.add(e.getMessage());
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
     * Why {@link ServiceLoader} could not give a provider, on one line, with what the provider's code
     * said: {@code Provider com.example.Broken could not be instantiated: it threw
     * org.senet.core.settings.SettingsException: no piece stays on 27, so no piece needs a way out of it}.
     */
    static String cause(ServiceConfigurationError error) {
        String message = String.valueOf(error.getMessage());
        String service = RuleSet.class.getName();
        Matcher prefix = SERVICE.matcher(message);
        if (prefix.find()) {
            service = prefix.group(1);
            message = message.substring(prefix.end());
        }
        message = message.replaceFirst("^jar:[^!]*!/", "").replaceFirst("^(\\S+) not a subtype$", "$1 is not a " + service);
        Throwable cause = error.getCause();
        if (cause instanceof InvocationTargetException || cause instanceof ExceptionInInitializerError) {
            cause = cause.getCause() == null ? cause : cause.getCause();
        }
        return cause == null ? message : message + ": it " + failure(cause);
    }

    /** What a failure says, after the code that failed: {@code threw <exception>}, or the class missing. */
    static String failure(Throwable e) {
        if (e instanceof NoClassDefFoundError && e.getMessage() != null && !e.getMessage().contains(" ")) {
            return "needs the class " + e.getMessage().replace('/', '.') + ", which is missing";
        }
        return "threw " + e;
    }

    /** Why a rule set is skipped; caught in this class. */
    private static final class Skip extends Exception {
        private static final long serialVersionUID = 1L;

        Skip(String cause) {
            super(cause, null, false, false);
        }
    }
}
