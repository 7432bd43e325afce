/**
 * The Senet engine: the track, the sticks, immutable positions and actions, the {@code RuleSet}
 * service and its registry, the position notation, the game driver, the player interface and its
 * random player, simulation, and the store: the one safe writer of files and the saved games.
 * The bots are in the module {@code org.senet.bots}.
 *
 * <p>Rule sets are found through {@link java.util.ServiceLoader}: this module {@code uses}
 * {@link org.senet.core.rules.RuleSet}, and a rule-set plugin registers its class with
 * {@code provides org.senet.core.rules.RuleSet with ...} in its module declaration and, for the
 * class path, in {@code META-INF/services/org.senet.core.rules.RuleSet}. A plugin opens nothing to
 * this module: the description resource beside a rule set's class is read from the plugin's own
 * module. The engine logs through the SLF4J API; an application adds the SLF4J provider of its
 * choice.
 */
module org.senet.core {
    requires org.slf4j;

    exports org.senet.core;
    exports org.senet.core.action;
    exports org.senet.core.board;
    exports org.senet.core.game;
    exports org.senet.core.engine;
    exports org.senet.core.mechanics;
    exports org.senet.core.notation;
    exports org.senet.core.position;
    exports org.senet.core.record;
    exports org.senet.core.rules;
    exports org.senet.core.settings;
    exports org.senet.core.simulation;
    exports org.senet.core.sticks;
    exports org.senet.core.store;
    exports org.senet.core.text;

    uses org.senet.core.rules.RuleSet;
}
