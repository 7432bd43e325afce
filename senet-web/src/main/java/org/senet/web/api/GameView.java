package org.senet.web.api;

import java.util.List;
import java.util.Map;

/**
 * A game as the page draws it (the JSON of {@code GET /api/games/{id}}).
 *
 * @param id        the game's id
 * @param rules     the rule set's id
 * @param rulesName the rule set's name
 * @param options   the rule set's options that differ from their defaults
 * @param light     who plays light
 * @param dark      who plays dark
 * @param you       the side the asking seat holds: {@code light} or {@code dark}
 * @param board     the board, 30 characters, square 1 first: {@code W} light, {@code B} dark, {@code .} empty
 * @param toMove    the side whose decision comes next
 * @param throwValue the throw waiting to be used, 0 when the next action comes before a throw
 * @param over      whether the game is over
 * @param winner    the winner, empty while the game goes on
 * @param off       pieces borne off: light's, dark's
 * @param waiting   pieces waiting to enter: light's, dark's
 * @param pieces    pieces per side: light's, dark's
 * @param choices   the legal actions now, for the side to move
 * @param steps     every step so far, oldest first
 * @param step      the number of steps so far (what an action must name)
 * @param position  the current position in the engine's notation
 * @param closed    whether the game was closed (idle): it is then opened again from the saved games
 * @param opening   the throws for a 1 that decided who plays dark (JP3, AS3), in order, the last the 1; empty for
 *                  other openings and for a game opened from its save
 * @param features  what the rule set makes of the board: the page draws the arrows, the marks and the trays from it
 */
public record GameView(String id, String rules, String rulesName, Map<String, String> options, SeatView light,
                       SeatView dark, String you, String board, String toMove, int throwValue, boolean over,
                       String winner, List<Integer> off, List<Integer> waiting, List<Integer> pieces,
                       List<ChoiceView> choices, List<StepView> steps, int step, String position, boolean closed,
                       List<OpeningThrowView> opening, FeaturesView features) {

    /**
     * What the rule set makes of the board ({@link org.senet.core.board.BoardFeatures}), as the page draws it.
     *
     * @param direction     {@code towards_30} or {@code towards_1}
     * @param bearsOff      whether pieces leave the board at the end (else they race to row 1)
     * @param waitingPieces whether pieces can wait off the board to enter
     * @param entrySquares  the squares a waiting piece enters on; empty where none waits or the rules do not say
     * @param squares       the squares whose rules differ, in ascending order
     */
    public record FeaturesView(String direction, boolean bearsOff, boolean waitingPieces, List<Integer> entrySquares,
                               List<SquareView> squares) {
    }

    /**
     * A square whose rules differ.
     *
     * @param square        the square, 1..30
     * @param marks         its marks, lower case, the most important first: {@code trap}, {@code water_holds},
     *                      {@code land_exactly}, {@code bear_off}, {@code safe} ...
     * @param bearOffThrows the throws that bear a piece off from it; empty where none does
     */
    public record SquareView(int square, List<String> marks, List<Integer> bearOffThrows) {
    }

    /**
     * One throw for a 1 before the game (JP3, AS3): the one who throws the 1 takes dark.
     *
     * @param side  the side the thrower plays in the game: {@code light} or {@code dark}
     * @param value the value thrown
     */
    public record OpeningThrowView(String side, int value) {
    }

    /**
     * Who plays a side.
     *
     * @param name the person's or the bot's name
     * @param bot  the bot's name; empty for a person
     */
    public record SeatView(String name, String bot) {
    }

    /**
     * One legal action, with what it does.
     *
     * @param action  the action as the API takes it: {@code throw}, {@code pass}, {@code 9->11}
     * @param kind    {@code throw}, {@code pass}, {@code move} or {@code rescue}
     * @param from    the square the piece leaves (0: waiting to enter), -1 for a throw or pass
     * @param to      the square the move reaches (31: off the board), -1 for a throw or pass
     * @param lands   where the piece ends (after the water, say); 0 when it left the board or waits
     * @param effects what happens, lower case: {@code swap}, {@code trap}, {@code drown}, {@code bear_off} ...
     * @param sentTo  where the opponent's piece went (a swap or a hit), 0 when none moved or it left the board
     * @param board   the board after it
     */
    public record ChoiceView(String action, String kind, int from, int to, int lands, List<String> effects,
                             int sentTo, String board) {
    }

    /**
     * One step of the game.
     *
     * @param side       {@code light} or {@code dark}
     * @param kind       {@code throw}, {@code pass}, {@code move} or {@code rescue}
     * @param throwValue the value thrown (a throw), or the throw the move used
     * @param action     the action as the notation writes it, {@code throw} for a throw
     * @param from       the square the piece left (0: waiting), -1 for a throw or pass
     * @param to         the square the move reached (31: off the board), -1 for a throw or pass
     * @param lands      where the piece ended; 0 when it left the board or waits; -1 for a throw or pass
     * @param effects    what happened
     * @param sentTo     where the opponent's piece went, 0 when none
     * @param board      the board after it
     */
    public record StepView(String side, String kind, int throwValue, String action, int from, int to, int lands,
                           List<String> effects, int sentTo, String board) {
    }
}
