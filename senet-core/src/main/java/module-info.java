/**
 * The Senet engine: the track, the sticks, immutable positions and actions, the {@code RuleSet}
 * service and its registry, rule sets as data and the engine that plays them, the position notation,
 * game records, the game driver, the player interface and its random player, simulation, and the store
 * (the one safe writer of files, and the saved games). The shipped rule sets are in the module
 * {@code org.senet.variants}, the bots in {@code org.senet.bots}.
 *
 * <p>Where to start:
 * <ul>
 *   <li>to play: {@link org.senet.core.rules.RuleSets#discover()} finds the rule sets,
 *       {@link org.senet.core.game.Game} plays a game, {@link org.senet.core.rules.Referee} lists and
 *       checks the actions of any position;</li>
 *   <li>to measure: {@link org.senet.core.simulation.Simulation} plays many games on several threads;</li>
 *   <li>to vary a shipped rule set: {@link org.senet.core.settings.RuleSettings} and
 *       {@link org.senet.core.engine.Rulebook#variant}, played by
 *       {@link org.senet.core.engine.SettingsRuleSet};</li>
 *   <li>to write a rule set from scratch: {@link org.senet.core.rules.RuleSet}, tested with the contract
 *       kit of the module {@code org.senet.testkit};</li>
 *   <li>positions as text: {@link org.senet.core.notation.Notation}; game records:
 *       {@link org.senet.core.record.GameRecord}; saved games and files written safely:
 *       {@link org.senet.core.store.GameStore}.</li>
 * </ul>
 * Everything the library refuses is a {@link org.senet.core.SenetException}.
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
    exports org.senet.core.points;
    exports org.senet.core.position;
    exports org.senet.core.record;
    exports org.senet.core.rules;
    exports org.senet.core.settings;
    exports org.senet.core.simulation;
    exports org.senet.core.sticks;
    exports org.senet.core.store;
    exports org.senet.core.text;

    uses org.senet.core.rules.RuleSet;
    uses org.senet.core.rules.RuleSetProvider;
}
