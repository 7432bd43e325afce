/**
 * The contract kit for Senet rule sets: the jqwik properties that a rule-set plugin's tests run
 * against the plugin, found through {@link java.util.ServiceLoader} by its id. It brings the engine
 * and the jqwik API to the tests that use it. Start with {@link org.senet.testkit.RuleSetContract}: a test
 * class that implements it and names the ids of the rule sets under test.
 */
module org.senet.testkit {
    requires transitive org.senet.core;
    requires transitive net.jqwik.api;
    requires transitive org.junit.jupiter.api;

    exports org.senet.testkit;
}
