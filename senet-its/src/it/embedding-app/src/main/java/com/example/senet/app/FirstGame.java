package com.example.senet.app;

import org.senet.core.action.Action;
import org.senet.core.game.Game;
import org.senet.core.game.RandomPlayer;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.Referee;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/** A rule set found by its id, the moves of a throw, and a random game played to its end. */
public class FirstGame {
    public static void main(String[] args) {
        RuleSet rules = RuleSets.discover().get("thibault");
        Referee referee = new Referee(rules);                        // checks what the rules assume valid

        Position start = rules.start();
        System.out.println(Notation.format(rules, start));
        for (Action move : referee.legalActions(start, 1)) {         // light throws a 1
            Position after = referee.play(start, 1, move);
            System.out.println(move.text() + " " + Notation.format(rules, after));
        }

        Game game = Game.start(rules, 42);                           // sticks seeded: reproducible
        game.playOut(new RandomPlayer(1), new RandomPlayer(2), 100_000);
        System.out.println(game.winner().orElseThrow() + " wins after " + game.steps().size() + " steps");
    }
}
