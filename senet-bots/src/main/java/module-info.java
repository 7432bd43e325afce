/**
 * The Senet bots: computer opponents for every rule set, built on the engine's {@code RuleSet}
 * interface alone.
 *
 * <ul>
 *   <li>{@link org.senet.bots.study}: the reconstruction study, the same measures for every rule set
 *       and option (first player's advantage, game lengths, choice, the evaluator's verdicts, skill
 *       gap);</li>
 *   <li>{@link org.senet.bots}: the shipped levels by name ({@link org.senet.bots.Bots},
 *       {@link org.senet.bots.Bot}), what an application offers its players;</li>
 *   <li>{@link org.senet.bots.analysis}: reviews of played games: each decision's error and each
 *       throw's luck, by the strongest evaluation;</li>
 *   <li>{@link org.senet.bots.learning}: value networks learned by self-play, the evaluation of the
 *       top level, and their training;</li>
 *   <li>{@link org.senet.bots.search}: expectiminimax search within a budget, and the players built on
 *       it;</li>
 *   <li>{@link org.senet.bots.evaluation}: the static evaluation the search ends in, an estimate of
 *       light's chance of winning;</li>
 *   <li>{@link org.senet.bots.tables}: exact endgame tables, built by value iteration and kept in the
 *       user's data folder; where one holds a position, the evaluation is exact;</li>
 *   <li>{@link org.senet.bots.ladder}: a round robin between players on a rule set, and Elo-style
 *       ratings with 95% intervals fitted to its results.</li>
 * </ul>
 *
 * <p>Each package uses only those listed after it and the engine. The module reads
 * {@code org.senet.core} transitively: its API speaks of rule sets, positions and players. It logs
 * through the SLF4J API.
 */
module org.senet.bots {
    requires transitive org.senet.core;
    requires org.slf4j;

    exports org.senet.bots;
    exports org.senet.bots.analysis;
    exports org.senet.bots.evaluation;
    exports org.senet.bots.learning;
    exports org.senet.bots.search;
    exports org.senet.bots.tables;
    exports org.senet.bots.ladder;
    exports org.senet.bots.study;
}
