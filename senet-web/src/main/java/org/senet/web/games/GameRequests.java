package org.senet.web.games;

import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

import org.senet.bots.Bots;
import org.senet.core.SenetException;
import org.senet.core.board.Side;
import org.senet.core.points.Points;
import org.senet.core.position.Position;
import org.senet.core.record.FirstMove;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.Opening;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.rules.ThrowsForDark;
import org.senet.core.rules.UnknownRuleSetException;
import org.senet.core.text.Input;
import org.senet.web.games.Refused.Code;

/**
 * A player's request for a new game ({@link NewGame}) checked and decided: the rule set, the opponent, who
 * starts, and so the sides, the start and the seed of the game.
 */
final class GameRequests {
    private GameRequests() {
    }

    /**
     * How a requested game begins and the side of the player who asked for it.
     *
     * @param beginning how the game begins
     * @param player    the side of the player who asked (the first person of a game against a friend)
     */
    record Decided(Beginning beginning, Side player) {
    }

    /**
     * Checks a request and decides how its game begins.
     *
     * @param registry the rule sets games may be played with
     * @param request  what the player asked for
     * @return how the game begins and the side of the player who asked for it
     * @throws Refused 400 for an unknown rule set, a bad option, an unknown opponent or who starts
     */
    static Decided decide(RuleSets registry, NewGame request) {
        RuleSet rules = rules(registry, request);
        Seat me = Seat.person(request.name(), "Player 1");
        Seat opponent;
        if (request.opponent().equals(LiveGames.FRIEND)) {
            opponent = Seat.person(request.friend(), "Player 2");
        } else {
            opponent = Bots.find(request.opponent()).map(Seat::of).orElseThrow(() -> new Refused(Refused.BAD_REQUEST,
                    Code.UNKNOWN_OPPONENT, "unknown opponent '" + shown(request.opponent()) + "'; opponents: "
                            + LiveGames.FRIEND + ", " + String.join(", ", Bots.levels()), Input.shown(request.opponent())));
        }
        String starts = request.starts().isEmpty() ? defaultStarts(rules) : request.starts();
        if (!NewGame.STARTS.contains(starts)) {
            throw new Refused(Refused.BAD_REQUEST, Code.UNKNOWN_STARTS, "unknown starts '" + shown(starts)
                    + "'; who starts: " + String.join(", ", NewGame.STARTS), Input.shown(starts));
        }
        long seed = ThreadLocalRandom.current().nextLong();
        Position start = FirstMoverDraw.start(rules, seed);
        Optional<FirstMove> firstMove = Optional.empty();
        Optional<ThrowsForDark> opening = Optional.empty();
        Side mine;
        if (starts.equals(NewGame.OPENING) && rules.opening() == Opening.FIRST_ONE_TAKES_DARK) {
            // JP3, AS3: the player throws first
            opening = Optional.of(ThrowsForDark.of(rules, seed));
            mine = opening.get().sideOfFirst();
        } else if (rules.opening().drawsFirstMover()) {
            // the rules draw the side that moves first: the player plays light
            firstMove = Optional.of(FirstMove.DRAWN);
            mine = Side.LIGHT;
        } else if (starts.equals(NewGame.OPENING)) {
            throw new Refused(Refused.BAD_REQUEST, Code.NO_OPENING, rules.id() + " has no opening of its own (neither"
                    + " throws for a 1 nor a drawn first mover); who starts: me, opponent, drawn", rules.id());
        } else {
            boolean meFirst = switch (starts) {
                case "me" -> true;
                case "opponent" -> false;
                default -> ThreadLocalRandom.current().nextBoolean();
            };
            mine = meFirst ? start.toMove() : start.toMove().opponent();
        }
        return new Decided(new Beginning(rules, start, mine == Side.LIGHT ? me : opponent,
                mine == Side.LIGHT ? opponent : me, seed, firstMove, opening), mine);
    }

    /** Who starts when the request does not say: the rules' throws for a 1 where they have them, else drawn. */
    private static String defaultStarts(RuleSet rules) {
        return rules.opening() == Opening.FIRST_ONE_TAKES_DARK ? NewGame.OPENING : NewGame.DRAWN;
    }

    /** The rule set a request names, with its options and points (a bad point is refused as a bad option). */
    private static RuleSet rules(RuleSets registry, NewGame request) {
        try {
            return Points.vary(registry.get(request.rules().toLowerCase(Locale.ROOT), request.options()),
                    Points.parse(request.set()));
        } catch (UnknownRuleSetException e) {
            throw new Refused(Refused.BAD_REQUEST, Code.UNKNOWN_RULES, e.getMessage(), Input.shown(request.rules()));
        } catch (SenetException e) {
            throw new Refused(Refused.BAD_REQUEST, Code.BAD_OPTION, e.getMessage());
        }
    }

    private static String shown(String text) {
        String printable = text.replaceAll("\\p{Cntrl}", "?");
        return printable.length() > 40 ? printable.substring(0, 40) + "..." : printable;
    }
}
