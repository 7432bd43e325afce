package org.senet.web.api;

import java.util.List;
import java.util.Map;

/** The small JSON bodies of the API, other than a game. */
public final class Messages {
    private Messages() {
    }

    /**
     * Why a request was refused: the body of every 4xx and 5xx answer.
     *
     * @param error the reason, in words a player understands (English)
     * @param code  the refusal's stable name ({@code not-your-turn}, {@code unknown-rules} …), for which the page
     *              has its own words in each language
     * @param args  the values the reason names (a rule set's id, a limit …), which those words may show
     */
    public record Problem(String error, String code, List<String> args) {
    }

    /**
     * An action of a person.
     *
     * @param seat   the seat's token
     * @param step   the number of steps the player saw
     * @param action {@code throw}, {@code pass}, or a move such as {@code 9->11}
     */
    public record ActionRequest(String seat, Integer step, String action) {
    }

    /**
     * A request that only names the seat (the next game of a match).
     *
     * @param seat the seat's token
     */
    public record SeatRequest(String seat) {
    }

    /**
     * A game just started or opened: the game as the first seat sees it, and the token of each person's seat
     * (the links to share).
     *
     * @param game  the game
     * @param seats the tokens: {@code light} and/or {@code dark}
     */
    public record Started(GameView game, Map<String, String> seats) {
    }

    /**
     * A rule set that can be chosen.
     *
     * @param id      its id
     * @param name    its name, in the language asked for
     * @param line    the rule set in one line, in the language asked for
     * @param summary its summary (a few paragraphs), in the language asked for
     * @param options its options
     * @param drawsFirstMover whether the rules draw who moves first (then "who starts" does not apply)
     * @param throwsForDark   whether the rules' opening is the throws for a 1 (JP3, AS3): "who starts" may then be
     *                        {@code opening}, its default
     */
    public record RuleSetView(String id, String name, String line, String summary, List<OptionView> options,
                              boolean drawsFirstMover, boolean throwsForDark) {
    }

    /**
     * The rule sets and plugin jars that the registry skipped, and why: what the command line reports on
     * stderr when it starts.
     *
     * @param problems one line each, naming the jar or the provider's class and what it said, e.g.
     *                 {@code plugin plugins/sprint.jar: Provider com.example.Sprint could not be instantiated: it
     *                 threw org.senet.core.settings.SettingsException: no piece stays on 27, …; not loaded}
     */
    public record RuleSetProblemsView(List<String> problems) {
    }

    /**
     * One option of a rule set.
     *
     * @param key          its key
     * @param values       the values it takes
     * @param defaultValue its default
     * @param meaning      what it changes, in the language asked for
     */
    public record OptionView(String key, List<String> values, String defaultValue, String meaning) {
    }

    /**
     * The rules of a rule set to read.
     *
     * @param id          the rule set's id
     * @param name        its name
     * @param summary     one line
     * @param description the full description: sources, clauses, options
     */
    public record RulesView(String id, String name, String summary, String description) {
    }

    /**
     * A saved game in the list.
     *
     * @param id       the game's id
     * @param modified when it was last saved (ISO-8601)
     * @param rules    its rule set's id, empty when it cannot be read
     * @param light    who plays light (empty when it cannot be read)
     * @param dark     who plays dark
     * @param steps    its steps so far
     * @param over     whether it is finished
     * @param winner   the winner of a finished game
     * @param toMove   the side to move of an unfinished game
     * @param live     whether it is being played on this server
     * @param problem  why it cannot be read; empty when it can
     */
    public record SavedView(String id, String modified, String rules, GameView.SeatView light, GameView.SeatView dark,
                            int steps,
                            boolean over, String winner, String toMove, boolean live, String problem) {
    }

    /**
     * The legal actions ranked by the mover's chance of winning after each, best first: the figures of
     * {@code senet hint}.
     *
     * @param judge the bot whose estimates these are
     * @param moves the actions, best first
     */
    public record HintView(String judge, List<RankedView> moves) {
    }

    /**
     * One ranked action.
     *
     * @param action the action as the API takes it
     * @param chance the mover's chance of winning after it, 0 to 1
     */
    public record RankedView(String action, double chance) {
    }

    /**
     * The review of a game: its lines, each side's figures, and light's chance after every line (the chart).
     *
     * @param id          the game's id
     * @param judge       what judged, in one English sentence: the evaluation, its endgame table, the depth
     * @param judgedBy    the evaluation: {@code network} (the learned network) or {@code formula} (the hand-written
     *                    evaluation)
     * @param depth       the search depth, in throws
     * @param tablePieces the most pieces a side of the endgame table where it is exact; 0 without a table
     * @param startChance light's chance at the start
     * @param lines       the review's lines in order
     * @param light       light's figures
     * @param dark        dark's figures
     */
    public record ReviewView(String id, String judge, String judgedBy, int depth, int tablePieces, double startChance,
                             List<ReviewLineView> lines,
                             SideView light, SideView dark) {
    }

    /**
     * One line of a review: a throw and the decision after it.
     *
     * @param step        the line's last step, from 1
     * @param side        who threw and decided
     * @param throwValue  the throw, 0 for a decision before a throw
     * @param luck        the throw's luck for the thrower (chance gained by the throw), 0 without a throw
     * @param played      the action played, empty when none
     * @param best        the best action by the judge
     * @param error       the win chance the decision lost
     * @param size        {@code ""}, {@code inaccuracy}, {@code mistake} or {@code blunder}
     * @param lightChance light's chance after the line
     */
    public record ReviewLineView(int step, String side, int throwValue, double luck, String played, String best,
                                 double error, String size, double lightChance) {
    }

    /**
     * One side's figures in a review.
     *
     * @param decisions    decisions with a choice
     * @param inaccuracies inaccuracies
     * @param mistakes     mistakes
     * @param blunders     blunders
     * @param meanError    the mean win chance lost per decision
     * @param luck         the sum of the luck of its throws
     * @param luckAdjusted the result with luck taken out, -1 while the game goes on
     */
    public record SideView(int decisions, int inaccuracies, int mistakes, int blunders, double meanError,
                           double luck, double luckAdjusted) {
    }
}
