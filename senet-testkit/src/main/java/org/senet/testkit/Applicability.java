package org.senet.testkit;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import net.jqwik.api.lifecycle.LifecycleContext;
import net.jqwik.api.lifecycle.SkipExecutionHook;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.points.Variant;
import org.senet.core.rules.Playouts;
import org.senet.core.rules.RuleSet;

/**
 * The properties of the kit that hold for some rule sets only, and why one does not apply to a rule set. Such
 * a property draws only the rule sets it applies to; where it applies to none of those under test it is
 * reported as skipped, with the reason for each ({@link NotApplicable}), never as passed.
 */
public enum Applicability {
    /** The fast moves agree with the readable rules: for a rule set made of settings whose moves are found on the masks. */
    FAST_MOVES {
        @Override
        public Optional<String> whyNot(RuleSet rules) {
            Optional<SettingsRuleSet> settings = settingsOf(rules);
            if (settings.isEmpty()) {
                return Optional.of("it is not made of settings (a SettingsRuleSet), so no fast moves are held to"
                        + " readable rules");
            }
            return settings.get().enginePath() != SettingsRuleSet.EnginePath.READABLE ? Optional.empty()
                    : Optional.of("the fast engine does not cover its settings, so it lists its moves by the readable"
                    + " rules alone");
        }
    },
    /** Games in place agree with actions and apply: for a rule set that offers {@link Playouts}. */
    GAMES_IN_PLACE {
        @Override
        public Optional<String> whyNot(RuleSet rules) {
            return rules.capability(Playouts.class).isPresent() ? Optional.empty()
                    : Optional.of("it plays no games in place (no Playouts capability)");
        }
    };

    /**
     * The settings rule set that plays a rule set's moves: the rule set itself, or the one a {@code --set}
     * {@link Variant} plays.
     *
     * @param rules a rule set under test
     * @return its settings rule set, or empty for a rule set not made of settings
     */
    static Optional<SettingsRuleSet> settingsOf(RuleSet rules) {
        if (rules instanceof SettingsRuleSet settings) {
            return Optional.of(settings);
        }
        return rules instanceof Variant variant ? Optional.of(variant.played()) : Optional.empty();
    }

    /**
     * Why the property does not apply to a rule set.
     *
     * @param rules a rule set under test
     * @return the reason, in a clause; empty where the property applies
     */
    public abstract Optional<String> whyNot(RuleSet rules);

    /**
     * The rule sets under test the property applies to.
     *
     * @param subjects the rule sets under test
     * @return those it applies to, in the same order
     */
    public List<RuleSetUnderTest> of(List<RuleSetUnderTest> subjects) {
        return subjects.stream().filter(subject -> whyNot(subject.rules()).isEmpty()).toList();
    }

    /**
     * The rule sets under test the property does not apply to, each with the reason.
     *
     * @param subjects the rule sets under test
     * @return one line per rule set left out: {@code 'sprint': it is not made of settings …}
     */
    public List<String> leftOut(List<RuleSetUnderTest> subjects) {
        List<String> lines = new ArrayList<>();
        for (RuleSetUnderTest subject : subjects) {
            whyNot(subject.rules()).ifPresent(why -> lines.add("'" + subject + "': " + why));
        }
        return lines;
    }

    /** The applicability of a property of {@link RuleSetContract}, read by {@link NotApplicable}. */
    @Target(ElementType.METHOD)
    @Retention(RetentionPolicy.RUNTIME)
    public @interface AppliesTo {
        /** {@return which rule sets the property applies to} */
        Applicability value();
    }

    /**
     * Skips a property of {@link RuleSetContract} marked {@link AppliesTo} when it applies to none of the rule
     * sets under test, with the reason for each: the property is reported as skipped ("not applicable"), not
     * as passed. Where it applies to some, the others are named in the property's report.
     */
    public static final class NotApplicable implements SkipExecutionHook {
        @Override
        public SkipResult shouldBeSkipped(LifecycleContext context) {
            Optional<AppliesTo> applies = context.findAnnotation(AppliesTo.class);
            Optional<Class<?>> container = context.optionalContainerClass();
            if (applies.isEmpty() || container.isEmpty() || !ContractInputs.class.isAssignableFrom(container.get())) {
                return SkipResult.doNotSkip();
            }
            List<RuleSetUnderTest> subjects;
            try {
                subjects = ((ContractInputs) context.newInstance(container.get())).rulesUnderTest();
            } catch (AssertionError | RuntimeException e) {
                return SkipResult.doNotSkip(); // e.g. a rule set not registered: the property fails, saying why
            }
            List<String> leftOut = applies.get().value().leftOut(subjects);
            if (leftOut.size() == subjects.size()) {
                return SkipResult.skip("not applicable to " + String.join("; ", leftOut));
            }
            if (!leftOut.isEmpty()) {
                context.reporter().publishValue("not applicable", String.join("; ", leftOut));
            }
            return SkipResult.doNotSkip();
        }
    }
}
