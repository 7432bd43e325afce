package com.example.senet.app;

import org.senet.bots.Bot;
import org.senet.bots.Bots;
import org.senet.core.game.Game;
import org.senet.core.game.RandomPlayer;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/** The strongest bot against the random player: a game of Kendall's rules played to its end. */
public class BotGame {
    public static void main(String[] args) {
        RuleSet rules = RuleSets.discover().get("kendall");
        Bot hard = Bots.find("hard").orElseThrow();                  // or Bots.HARD
        Game game = Game.start(rules, 42);
        game.playOut(hard.create(rules, 1), new RandomPlayer(2), 100_000);
        System.out.println(hard.name() + " (" + hard.description() + ") vs random: "
                + game.winner().orElseThrow() + " wins");
    }
}
