/** The sample plugin as a named module: provided to the engine, with no package opened to it. */
module com.example.senet {
    requires org.senet.core;

    provides org.senet.core.rules.RuleSet with com.example.senet.SprintRules;
}
