package org.senet.core.record;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.senet.core.SenetException;
import org.senet.core.game.Game;
import org.senet.core.game.Step;
import org.senet.core.notation.Notation;
import org.senet.core.points.Points;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.sticks.ThrowSource;

/**
 * A saved game: a text game record a person can read and the engine resumes from
 * exactly. Header lines first, then an empty line, then one line per {@link Step} ({@link Step#text()}):
 *
 * <pre>
 * [Format "senet-record 1"]
 * [Rules "thibault"]
 * [Seed "42"]
 * [Light "Marco (human)"]
 * [Dark "random"]
 * [Date "2025-01-31T20:15"]
 * [Start "WBWBWBWBWB.................... W"]
 * [Position "WBWBWBWB.BW................... B"]
 *
 * W throw 2
 * W 9->11
 * </pre>
 *
 * <p>Where the rules keep a throw and have the player throw again (Thibault's {@code gather-throws}),
 * the next {@code throw} line follows the kept one directly ({@code W throw 4}, {@code W throw 2}):
 * keeping is the only action there, and is part of throwing again ({@link Game#throwSticks()}).
 *
 * <p>Where the rule set draws the side that moves first, a {@code FirstMove} header after {@code Start}
 * says how that side was decided: {@code [FirstMove "B drawn"]} (dark moves first, as drawn) or
 * {@code [FirstMove "W loser of the previous game"]}; its letter is the side to move in the start.
 * Records without it, written before it existed, still load.
 *
 * <p>Headers, in this order: {@code Format}; {@code Rules}; one {@code Option "key=value"} per rule-set
 * option, sorted by key; one {@code Set "point=value"} per point a variant is varied in
 * ({@link Points}), in the order they are applied; {@code Seed} when known; {@code Light} and {@code Dark} (who plays);
 * {@code Date}; {@code Start}; {@code FirstMove} when known; {@code Position}; {@code Throw}
 * when a throw is waiting to be used; {@code Result} (the winner's letter) and {@code Score} (the
 * match score, where the rule set has one) once the game is over.
 *
 * <p>{@link #parse} replays every step through the rule set (each action must be legal at its point,
 * each throw a value of the throw table) and checks the headers that follow from the game, so a
 * damaged or foreign file is refused with the line at fault; {@code parse(text).format()} gives
 * back {@code text}. Positions are written in the engine's position notation ({@link Notation}).
 *
 * @param rules the rule set, with its options
 * @param seed  the seed the game was started with, if known
 * @param light who plays light, e.g. {@code "Marco (human)"}
 * @param dark  who plays dark
 * @param date  when the game was started, as text
 * @param start the position the game started from
 * @param firstMove how the side to move in {@code start} came to move first, where the opening draws it
 *                  (empty when not known, as in records written before it was kept)
 * @param steps every step so far, oldest first
 */
public record GameRecord(RuleSet rules, OptionalLong seed, String light, String dark, String date,
                         Position start, Optional<FirstMove> firstMove, List<Step> steps) {
    /** The value of the {@code Format} header this version writes and reads. */
    public static final String FORMAT = "senet-record 1";

    /**
     * Checks the header texts (one line each, no control characters) and that a first mover said to
     * be drawn was drawn by the rule set's opening.
     *
     * @param steps     every step so far, oldest first
     * @param rules     the rule set, with its options
     * @param seed      the seed the game was started with, if known
     * @param light     who plays light, e.g. {@code "Marco (human)"}
     * @param dark      who plays dark
     * @param date      when the game was started, as text
     * @param start     the position the game started from
     * @param firstMove how the side to move in {@code start} came to move first, where the opening
     *                  draws it
     * @throws SenetException if a text cannot be written on one header line, or the rule set
     *                                  does not draw the first mover
     */
    public GameRecord {
        steps = List.copyOf(steps);
        for (String text : new String[] {light, dark, date}) {
            if (text == null || text.chars().anyMatch(Character::isISOControl)) {
                throw new SenetException("a header text must be one line: " + text);
            }
        }
        if (firstMove.equals(Optional.of(FirstMove.DRAWN)) && !rules.opening().drawsFirstMover()) {
            throw new SenetException("the rules '" + rules.id() + "' do not draw the side that moves first");
        }
    }

    /**
     * A record that does not say how the first mover was decided.
     *
     * @param rules the rule set, with its options
     * @param seed  the seed the game was started with, if known
     * @param light who plays light
     * @param dark  who plays dark
     * @param date  when the game was started, as text
     * @param start the position the game started from
     * @param steps every step so far, oldest first
     */
    public GameRecord(RuleSet rules, OptionalLong seed, String light, String dark, String date, Position start,
                      List<Step> steps) {
        this(rules, seed, light, dark, date, start, Optional.empty(), steps);
    }

    /**
     * The record of a game in progress or finished.
     *
     * @param game  the game
     * @param seed  the seed the game was started with, if known
     * @param light who plays light
     * @param dark  who plays dark
     * @param date  when the game was started, as text
     * @return the record of the game's steps so far
     */
    public static GameRecord of(Game game, OptionalLong seed, String light, String dark, String date) {
        return of(game, seed, light, dark, date, Optional.empty());
    }

    /**
     * The record of a game in progress or finished, saying how its first mover was decided.
     *
     * @param game      the game
     * @param seed      the seed the game was started with, if known
     * @param light     who plays light
     * @param dark      who plays dark
     * @param date      when the game was started, as text
     * @param firstMove how the first mover was decided, where the opening draws it; empty if not
     *                  known
     * @return the record of the game's steps so far
     */
    public static GameRecord of(Game game, OptionalLong seed, String light, String dark, String date,
                                Optional<FirstMove> firstMove) {
        return new GameRecord(game.rules(), seed, light, dark, date, game.startPosition(), firstMove, game.steps());
    }

    /** {@return the current position: after the last step} */
    public Position position() {
        return steps.isEmpty() ? start : steps.get(steps.size() - 1).after();
    }

    /** {@return the throw waiting to be used, or {@link RuleSet#NO_THROW}} */
    public int pendingThrow() {
        if (steps.isEmpty()) {
            return RuleSet.NO_THROW;
        }
        Step last = steps.get(steps.size() - 1);
        return last.isThrow() ? last.throwValue() : RuleSet.NO_THROW;
    }

    /**
     * The game this record holds, ready to go on; further throws come from {@code sticks}.
     *
     * @param sticks where the game's next throws come from
     * @return the game at its last step
     */
    public Game toGame(ThrowSource sticks) {
        return Game.resume(rules, start, steps, sticks);
    }

    /** {@return the record as text, each line ending in {@code \n}} */
    public String format() {
        return GameRecordWriter.write(this);
    }

    /**
     * Reads a game record, replaying every step through its rule set.
     *
     * @param registry where the rule set named by the {@code Rules} header is found
     * @param text     the record
     * @return the record, every step replayed
     * @throws RecordException saying what is wrong and on which line, for a damaged or foreign text
     */
    public static GameRecord parse(RuleSets registry, String text) {
        return new GameRecordReader(registry, text).read();
    }
}
