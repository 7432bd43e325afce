/**
 * The shipped Senet rule sets, one reconstruction each, provided to the engine as
 * {@link org.senet.core.rules.RuleSet} services (and listed in
 * {@code META-INF/services/org.senet.core.rules.RuleSet} for the class path). Their classes and rulebooks are
 * exported, so that a variant that differs in one point is a rulebook of theirs with one setting changed
 * ({@link org.senet.core.engine.Rulebook#variant}).
 *
 * <p>An application finds them by id through {@link org.senet.core.rules.RuleSets#discover()} and needs no
 * {@code requires} of this module for that; it reads this module only to extend a shipped rule set. The
 * packages, one per rule set: {@link org.senet.variants.thibault}, {@link org.senet.variants.kendall},
 * {@link org.senet.variants.rebirth}, {@link org.senet.variants.tait}, {@link org.senet.variants.bell},
 * {@link org.senet.variants.jequierpusch}, {@link org.senet.variants.assignment}.
 */
module org.senet.variants {
    requires transitive org.senet.core;

    exports org.senet.variants.assignment;
    exports org.senet.variants.bell;
    exports org.senet.variants.jequierpusch;
    exports org.senet.variants.kendall;
    exports org.senet.variants.rebirth;
    exports org.senet.variants.tait;
    exports org.senet.variants.thibault;

    provides org.senet.core.rules.RuleSet with
            org.senet.variants.thibault.Thibault,
            org.senet.variants.tait.Tait,
            org.senet.variants.bell.Bell,
            org.senet.variants.kendall.Kendall,
            org.senet.variants.rebirth.Rebirth,
            org.senet.variants.assignment.Assignment,
            org.senet.variants.jequierpusch.JequierPusch;
}
