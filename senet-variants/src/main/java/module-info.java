/**
 * The shipped Senet rule sets, one reconstruction each, provided to the engine as
 * {@link org.senet.core.rules.RuleSet} services (and listed in
 * {@code META-INF/services/org.senet.core.rules.RuleSet} for the class path). Their classes and rulebooks are
 * exported, so that a variant that differs in one point is a rulebook of theirs with one setting changed.
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
