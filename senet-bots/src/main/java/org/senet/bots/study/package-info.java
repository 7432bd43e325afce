/**
 * The reconstruction study: how the games of a rule set go, measured the same way for every rule set
 * and option, so that the reconstructions can be compared. {@link org.senet.bots.study.Study} plays
 * random games and strong self-play ({@code hard} against itself) and measures the first player's
 * advantage, the length of the games in throws and turns, the choice they give (branching, forced
 * moves, passes), how the trained evaluator's verdict moves along them (lead changes, drama,
 * decisiveness: {@link org.senet.bots.study.TraceMetrics}), and how much skill counts (the skill
 * gap).
 *
 * <pre>{@code
 * StudyResult result = Study.builder(rules).randomGames(20_000).strongGames(200).seed(1).build().run();
 * System.out.println(result.random().starter().rate() + " " + result.strong().verdicts().orElseThrow().drama());
 * }</pre>
 *
 * <p>The package watches games through {@link org.senet.core.simulation.GameObserver}, so random play
 * costs what a plain simulation costs and gives the same figures.
 */
package org.senet.bots.study;
