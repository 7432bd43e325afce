package org.senet.variants.thibault;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.mechanics.Landing;
import org.senet.core.mechanics.Mechanics;
import org.senet.core.mechanics.ThrowAgain;
import org.senet.core.mechanics.Trap;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;
import org.senet.core.rules.OptionException;
import org.senet.core.rules.OptionSpec;
import org.senet.core.mechanics.RaceRuleSet;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ThrowTable;

/**
 * Daniel U. Thibault's rules (TH1–TH11), also those of the Portuguese assignment: swaps with
 * protection by an adjacent piece, exact landing on the House of Beauty, the three judges, and
 * drowning in the House of Water with its rescue.
 *
 * <p>The source's alternative rules are options (T-ALT), all off by default and combinable; each is
 * read once, in the constructor, into a final field. Options: {@value #STICKS}, {@value #PIECES},
 * {@value #GATHER_THROWS}, {@value #SECOND_NEEDS_ONE},
 * {@value #START_OFF_BOARD}, {@value #WALLS}, {@value #BACKWARD_NO_ATTACK}, {@value #FIFTEEN},
 * {@value #BEAUTY_THROW}, {@value #ONE_IN_WATER}, {@value #WATER}, {@value #JUDGES_FORWARD},
 * {@value #SAFE_END}, {@value #MUST_BEAR_OFF}, {@value #LAST_ROW}, {@value #NETTING}.
 *
 * <p>Open for variants that differ in a point: override {@link #landing()} (which squares are safe,
 * what an attack does), {@link #throwAgain()}, {@link #piecesPerSide()}, or the id and name. The
 * options belong to this class: a subclass with options of its own overrides
 * {@link #withCheckedOptions}.
 *
 * <p>{@value #GATHER_THROWS} changes the shape of a turn: after a 1, 4 or 5 (6) the only action is
 * {@link ActionCode#THROW}, which keeps the throw in the position's flags ({@link #POOL1} …) and throws
 * again; a 2 or 3 ends the gathering, and the throws kept are then played one move each, in any order:
 * the moves of every throw held are listed together, after the closing throw and then at
 * {@link #NO_THROW} ({@link #SPEND}), and {@link #apply} tells the throw a move used from its squares.
 * The moves of one throw are those of the same rules without the option, so every other option
 * applies to each throw as usual.
 */
public class Thibault extends RaceRuleSet {
    /** Option: what zero white sides count, 5 (TH2) or 6 (sticks 1, 2, 3, 4, 6). */
    public static final String STICKS = "sticks";
    /** Option: pieces a side, 5 (TH1), 7, 9 or 10. */
    public static final String PIECES = "pieces";
    /** Option: throw until a 2 or 3, then play the throws gathered in any order, one move each. */
    public static final String GATHER_THROWS = "gather-throws";
    /** Option: the side that moves second (dark) must throw a 1 before it moves any piece. */
    public static final String SECOND_NEEDS_ONE = "second-needs-one";
    /** Option: every piece starts off the board and enters. */
    public static final String START_OFF_BOARD = "start-off-board";
    /** Option: three or more pieces of a side on consecutive squares cannot be passed by the opponent. */
    public static final String WALLS = "walls";
    /** Option: a backward move lands only on an empty square. */
    public static final String BACKWARD_NO_ATTACK = "backward-no-attack";
    /** Option: the House of Second Life (15): {@code normal}, {@code safe}, or {@code safe-throw}. */
    public static final String FIFTEEN = "fifteen";
    /** Option: a piece landing on 26 earns another throw. */
    public static final String BEAUTY_THROW = "beauty-throw";
    /** Option: while a piece is on 27 no other piece may enter it. */
    public static final String ONE_IN_WATER = "one-in-water";
    /** Option: what 27 does to a piece falling in: {@code drown} (TH9), {@code start}, {@code reenter}. */
    public static final String WATER = "water";
    /** Option: pieces on 28..30 may also move forward. */
    public static final String JUDGES_FORWARD = "judges-forward";
    /** Option: 26 and 28..30 are safe squares. */
    public static final String SAFE_END = "safe-end";
    /** Option: a throw that can bear a piece off must do so. */
    public static final String MUST_BEAR_OFF = "must-bear-off";
    /** Option: a side bears off only once all its pieces are on row 3 (21..30). */
    public static final String LAST_ROW = "last-row";
    /** Option: the House of Netting on 16: a piece landing there costs its side the next throw. */
    public static final String NETTING = "netting";

    /** {@code mid=1}: the side to move is in the middle of its turn, so no rescue is offered (TH9e). */
    public static final FlagField MID = FlagField.bool("mid", 0,
            "the side to move is in the middle of its turn (no rescue from the water before this throw)");
    /** {@code needone=1} ({@value #SECOND_NEEDS_ONE}): dark has not yet thrown the 1 it needs to start moving. */
    public static final FlagField NEED_ONE = FlagField.bool("needone", 1,
            "dark has not yet thrown the 1 it needs before moving any piece (second-needs-one)");
    /** {@code net=1} ({@value #NETTING}): the side not to move loses its next throw, so this side plays on after its turn. */
    public static final FlagField NET = FlagField.bool("net", 2,
            "the opponent landed on 16 and loses its next throw: when this turn ends, the side to move"
                    + " plays another (netting)");

    /**
     * {@code netted=1} ({@value #NETTING} with {@value #GATHER_THROWS}): the side to move has landed on 16
     * while playing its gathered throws; when they are played, its next throw is lost.
     */
    public static final FlagField NETTED_TURN = FlagField.bool("netted", 3,
            "the side to move landed on 16 this turn: once its gathered throws are played it loses its next"
                    + " throw (netting with gather-throws)");
    /** {@code pool1=<n>} ({@value #GATHER_THROWS}): throws of 1 the side to move has gathered and not yet played. */
    public static final FlagField POOL1 = new FlagField("pool1", 4, 7, 127,
            "throws of 1 gathered this turn and not yet played (gather-throws)");
    /** {@code pool2=1} ({@value #GATHER_THROWS}): the 2 that ended the gathering, not yet played. */
    public static final FlagField POOL2 = FlagField.bool("pool2", 11,
            "the 2 that ended the gathering, not yet played (gather-throws)");
    /** {@code pool3=1} ({@value #GATHER_THROWS}): the 3 that ended the gathering, not yet played. */
    public static final FlagField POOL3 = FlagField.bool("pool3", 12,
            "the 3 that ended the gathering, not yet played (gather-throws)");
    /** {@code pool4=<n>} ({@value #GATHER_THROWS}): throws of 4 gathered and not yet played. */
    public static final FlagField POOL4 = new FlagField("pool4", 13, 7, 127,
            "throws of 4 gathered this turn and not yet played (gather-throws)");
    /** {@code pool5=<n>} ({@value #GATHER_THROWS}): throws of 5 gathered and not yet played. */
    public static final FlagField POOL5 = new FlagField("pool5", 20, 7, 127,
            "throws of 5 gathered this turn and not yet played (gather-throws)");
    /** {@code pool6=<n>} ({@value #GATHER_THROWS} with {@value #STICKS}=6): throws of 6 gathered, in {@link #POOL5}'s place. */
    public static final FlagField POOL6 = new FlagField("pool6", 20, 7, 127,
            "throws of 6 gathered this turn and not yet played (gather-throws with sticks=6)");
    /**
     * {@code spend=1} ({@value #GATHER_THROWS}): the gathering is over and the side to move plays the
     * throws it holds, one move each; it throws no more this turn.
     */
    public static final FlagField SPEND = FlagField.bool("spend", 27,
            "the gathering is over: the side to move plays its gathered throws (pool fields), one move each,"
                    + " without throwing (gather-throws)");

    /** {@value #NETTING}: the move landed on the House of Netting, 16. */
    public static final MoveEffect NETTED = MoveEffect.define("NETTED",
            "landed in the net on 16: its side loses the next throw");
    /** {@value #SECOND_NEEDS_ONE}: dark moves no piece before it has thrown a 1. */
    public static final RefusalReason NEEDS_ONE = RefusalReason.define("T-ALT", "needs-one",
            "Dark moves no piece before it has thrown a 1");
    /** {@value #START_OFF_BOARD}, {@value #WATER}{@code =reenter}: an entering piece lands only on an empty square. */
    public static final RefusalReason ENTRY_ONTO_PIECE = RefusalReason.define("T-ALT", "entry-onto-piece",
            "A piece enters only onto an empty square; square {0} is occupied");
    /** {@value #ONE_IN_WATER}: a move that would bring a second piece into 27. */
    public static final RefusalReason WATER_TAKEN = RefusalReason.define("T-ALT", "water-taken",
            "Square 27 already holds a piece and no other may enter it, so the move to {0} is not allowed");
    /** {@value #MUST_BEAR_OFF}: another move while a bear-off is possible. */
    public static final RefusalReason BEAR_OFF_FIRST = RefusalReason.define("T-ALT", "bear-off-first",
            "A piece can bear off with this throw, and bearing off must be played");
    /** {@value #GATHER_THROWS}: a 1, 4 or 5 (6) is kept, not played, while the gathering goes on. */
    public static final RefusalReason GATHERING = RefusalReason.define("T-ALT", "gathering",
            "A throw of {0} is kept and the sticks are thrown again; the gathered throws are played once a 2"
                    + " or 3 ends the gathering", 0);
    /** {@value #GATHER_THROWS}: the piece has no move with any of the gathered throws; {1} says why for each. */
    public static final RefusalReason NO_GATHERED_MOVE = RefusalReason.define("T-ALT", "no-gathered-move",
            "The piece on square {0} cannot move with any of the gathered throws: {1}", 1);

    /** TH7, TH8, TH9a: swaps; protection by a neighbour, except on 28..30 (knocked into 27) and while drowning. */
    private static final Landing LANDING = Landing.swapping().withNeighboursProtecting().withKnockInto(Track.JUDGES)
            .withDrowningUnprotecting();
    /** TH2, TH11: another throw after a move on 1, 4 or 5, whatever its direction. */
    private static final ThrowAgain THROW_AGAIN = ThrowAgain.on(1, 4, 5);
    /** The House of Netting. */
    private static final int NET_SQUARE = 16;
    /** Squares from which a piece moves along the board: 1..26. */
    private static final int WALKING_SQUARES = Track.rangeMask(1, Track.BEAUTY);
    /** A bit above every flag: in {@link #apply}, the mover keeps the sticks. */
    private static final int KEEPS = 1 << 30;
    /** {@value #GATHER_THROWS}: the flags of a turn's gathering, cleared when the turn ends. */
    private static final int GATHER_FLAGS = NETTED_TURN.with(0, 1) | POOL1.with(0, POOL1.max()) | POOL2.with(0, 1)
            | POOL3.with(0, 1) | POOL4.with(0, POOL4.max()) | POOL5.with(0, POOL5.max()) | SPEND.with(0, 1);
    /** {@value #GATHER_THROWS}: the flags of the throws held. */
    private static final int POOL_FLAGS = GATHER_FLAGS & ~NETTED_TURN.with(0, 1) & ~SPEND.with(0, 1);

    private static final List<OptionSpec> OPTIONS = List.of(
            new OptionSpec(STICKS, "5", List.of("5", "6"),
                    "what zero white sides count: 5, or 6 (sticks 1, 2, 3, 4, 6; a 6 then does all a 5 does)"),
            new OptionSpec(PIECES, "5", List.of("5", "7", "9", "10"),
                    "pieces a side, set out on 1..2n as usual"),
            OptionSpec.flag(GATHER_THROWS, "throw until a 2 or 3, keeping every 1, 4 and 5; then play the"
                    + " throws gathered, one move each, in any order (moves earn no further throw)"),
            OptionSpec.flag(SECOND_NEEDS_ONE, "dark, the second player, must throw a 1 before moving any piece"),
            OptionSpec.flag(START_OFF_BOARD, "every piece starts off the board and enters on the square"
                    + " its throw counts to (1..5)"),
            OptionSpec.flag(WALLS, "three or more pieces of a side on consecutive squares cannot be passed"
                    + " by the opponent"),
            OptionSpec.flag(BACKWARD_NO_ATTACK, "a backward move lands only on an empty square"),
            new OptionSpec(FIFTEEN, "normal", List.of("normal", "safe", "safe-throw"),
                    "the House of Second Life, 15: safe (no attack there), or safe and a piece landing there"
                            + " earns another throw"),
            OptionSpec.flag(BEAUTY_THROW, "a piece landing on 26 earns another throw"),
            OptionSpec.flag(ONE_IN_WATER, "while a piece is on 27 no other piece may enter it"),
            new OptionSpec(WATER, "drown", List.of("drown", "start", "reenter"),
                    "a piece falling into 27 drowns there, goes back to square 1 (or the first free square"
                            + " after it), or leaves the board and enters again"),
            OptionSpec.flag(JUDGES_FORWARD, "pieces on 28..30 may also move forward"),
            OptionSpec.flag(SAFE_END, "26 and 28..30 are safe squares"),
            OptionSpec.flag(MUST_BEAR_OFF, "a throw that can bear a piece off must do so"),
            OptionSpec.flag(LAST_ROW, "a side bears off only once all its pieces are on row 3, 21..30"),
            OptionSpec.flag(NETTING, "the House of Netting on 16: a piece landing there costs its side"
                    + " the next throw"));

    private final int pieces;
    private final ThrowTable sticks;
    /** The throw that bears off from 26 and counts as the 5 of TH2 and TH9d: 5, or 6 with {@value #STICKS}=6. */
    private final int topThrow;
    private final ThrowAgain throwAgain;
    private final Landing landing;
    private final boolean secondNeedsOne;
    private final boolean startOffBoard;
    /** Squares a move landing on earns another throw ({@value #FIFTEEN}=safe-throw, {@value #BEAUTY_THROW}). */
    private final int throwSquares;
    private final boolean oneInWater;
    /** {@link Trap#WATER} (TH9 drowning), {@link Trap#START} or {@link Trap#WAIT} ({@value #WATER}). */
    private final Trap water;
    private final boolean drowning;
    private final boolean judgesForward;
    private final boolean mustBearOff;
    private final boolean lastRow;
    private final boolean netting;
    private final List<FlagField> flags;
    private final long throwBound;
    /** No option changes a landing's result ({@link #land}): the landing rules are asked directly. */
    private final boolean plainLanding;
    /** No option changes the listing, the turn or the board after a move: {@link #apply} and {@link #actions} take the short way. */
    private final boolean plainTurn;
    /** No option changes a forward move: {@link #forward} and {@link #forwardCandidates} take the short way. */
    private final boolean plainMoves;
    /** {@value #GATHER_THROWS}: the same rules without it, which list and explain the moves of one throw. */
    private final Thibault single;
    /** {@value #GATHER_THROWS}: the field counting the throws of each value held, by value (null: never held). */
    private final FlagField[] pool;

    /** Thibault's rules. */
    public Thibault() {
        this(Map.of());
    }

    /**
     * Thibault's rules with these options, already checked against {@link #optionSpecs()}.
     *
     * @param options the options in force ({@code key -> value}), every key and value checked
     * @throws OptionException for an option or a combination that cannot be honoured
     */
    protected Thibault(Map<String, String> options) {
        super(options);
        this.pieces = Integer.parseInt(option(PIECES));
        this.sticks = option(STICKS).equals("6") ? ThrowTable.SIX : ThrowTable.FIVE;
        this.topThrow = sticks.zeroValue();
        this.throwAgain = topThrow == 5 ? THROW_AGAIN : ThrowAgain.on(1, 4, topThrow); // TH2, TH11
        this.secondNeedsOne = isOn(SECOND_NEEDS_ONE);
        this.startOffBoard = isOn(START_OFF_BOARD);
        String fifteen = option(FIFTEEN);
        this.throwSquares = (fifteen.equals("safe-throw") ? Track.bit(Track.SECOND_LIFE) : 0)
                | (isOn(BEAUTY_THROW) ? Track.bit(Track.BEAUTY) : 0);
        this.oneInWater = isOn(ONE_IN_WATER);
        this.water = switch (option(WATER)) {
            case "start" -> Trap.START;
            case "reenter" -> Trap.WAIT;
            default -> Trap.WATER;
        };
        this.drowning = water == Trap.WATER;
        if (oneInWater && !drowning) {
            throw new OptionException("option " + ONE_IN_WATER + " of 'thibault' cannot be combined with "
                    + WATER + "=" + option(WATER) + ": no piece stays on 27 then, so there is nothing to keep out");
        }
        this.judgesForward = isOn(JUDGES_FORWARD);
        this.mustBearOff = isOn(MUST_BEAR_OFF);
        this.lastRow = isOn(LAST_ROW);
        if (lastRow && pieces > 5) {
            throw new OptionException("option " + LAST_ROW + " of 'thibault' cannot be combined with " + PIECES + "="
                    + pieces + ": all of a side's pieces would have to stand on row 3 at once, where 26 is reached"
                    + " exactly and 27..30 only let pieces leave; with more than 5 pieces a side games may never end");
        }
        this.netting = isOn(NETTING);
        boolean gatherThrows = isOn(GATHER_THROWS);
        if (gatherThrows && throwSquares != 0) {
            throw new OptionException("option " + GATHER_THROWS + " of 'thibault' cannot be combined with "
                    + (isOn(BEAUTY_THROW) ? BEAUTY_THROW : FIFTEEN + "=safe-throw") + ": with " + GATHER_THROWS
                    + " no move earns another throw (the gathering takes the place of throwing again), so a square"
                    + " that earns one has nothing to give");
        }
        Landing rules = LANDING;
        if (!fifteen.equals("normal")) {
            rules = rules.withSafe(Track.bit(Track.SECOND_LIFE));
        }
        if (isOn(SAFE_END)) {
            rules = rules.withSafe(Track.bit(Track.BEAUTY) | Track.JUDGES);
        }
        if (isOn(WALLS)) {
            rules = rules.withWalls();
        }
        if (isOn(BACKWARD_NO_ATTACK)) {
            rules = rules.withBackwardOntoEmptyOnly();
        }
        this.landing = rules.equals(LANDING) ? LANDING : rules;
        List<FlagField> fields = new ArrayList<>();
        if (!gatherThrows) {
            fields.add(MID); // with gather-throws the middle of a turn shows in the pool fields
        }
        if (secondNeedsOne) {
            fields.add(NEED_ONE);
        }
        if (netting) {
            fields.add(NET);
        }
        if (gatherThrows) {
            if (netting) {
                fields.add(NETTED_TURN);
            }
            fields.addAll(List.of(POOL1, POOL2, POOL3, POOL4, topThrow == 5 ? POOL5 : POOL6, SPEND));
            Map<String, String> one = new HashMap<>(options);
            one.put(GATHER_THROWS, "false");
            this.single = new Thibault(one);
            this.pool = new FlagField[topThrow + 1];
            pool[1] = POOL1;
            pool[2] = POOL2;
            pool[3] = POOL3;
            pool[4] = POOL4;
            pool[topThrow] = topThrow == 5 ? POOL5 : POOL6;
        } else {
            this.single = null;
            this.pool = null;
        }
        this.flags = List.copyOf(fields);
        this.throwBound = measuredBound();
        this.plainLanding = !oneInWater && water != Trap.WAIT && !netting;
        this.plainMoves = plainLanding && !judgesForward && !lastRow && topThrow == 5;
        this.plainTurn = drowning && !secondNeedsOne && !mustBearOff && !netting && throwSquares == 0
                && !gatherThrows;
    }

    @Override
    public String id() {
        return "thibault";
    }

    @Override
    public String name() {
        return "Thibault";
    }

    @Override
    public String summary() {
        return "Daniel U. Thibault's rules: swaps, protection in pairs, exact landing on 26, drowning in 27";
    }

    @Override
    public List<OptionSpec> optionSpecs() {
        return OPTIONS;
    }

    /**
     * Thibault's rules with these options. A subclass (a variant of its own, with its own id) takes
     * none of them unless it overrides this.
     */
    @Override
    protected RuleSet withCheckedOptions(Map<String, String> options) {
        if (getClass() != Thibault.class) {
            boolean defaults = OPTIONS.stream()
                    .allMatch(spec -> spec.defaultValue().equals(options.getOrDefault(spec.key(), spec.defaultValue())));
            if (defaults) {
                return this;
            }
            throw new OptionException("the options of 'thibault' are not available in '" + id() + "'");
        }
        return new Thibault(options);
    }

    /** TH1, TH10: five pieces a side ({@value #PIECES}: 7, 9 or 10). */
    @Override
    public int piecesPerSide() {
        return pieces;
    }

    /** TH2: no white side counts 5 ({@value #STICKS}=6: counts 6). */
    @Override
    public ThrowTable throwTable() {
        return sticks;
    }

    /**
     * What happens on landing (TH7, TH8, TH9a; the safe squares, walls and backward rule of the options).
     *
     * @return the rules of landing under the options in force
     */
    protected Landing landing() {
        return landing == LANDING ? LANDING : landing; // the constant, when it is, so that its rules fold in
    }

    /**
     * The throws after which the mover throws again (TH2, TH11).
     *
     * @return the throws that give another throw
     */
    protected ThrowAgain throwAgain() {
        return throwAgain == THROW_AGAIN ? THROW_AGAIN : throwAgain;
    }

    @Override
    public List<FlagField> flags() {
        return flags;
    }

    /** Pieces wait off the board with {@value #START_OFF_BOARD} and with {@value #WATER}=reenter. */
    @Override
    public boolean usesWaitingPieces() {
        return startOffBoard || water == Trap.WAIT;
    }

    /**
     * P7: 99.9% of 20,000 random games (seed 20261121) ended within 264 throws; mean 169. With options,
     * measured over 1,500 to 4,000 random games each (seed 20261121): 7, 9, 10 pieces reach 332, 409,
     * 437 throws (99.9%); start-off-board, water=start|reenter, second-needs-one, netting and
     * one-in-water add up to 30% (10 pieces with all of them and walls: 548); last-row (5 pieces
     * only) reaches 533. {@value #GATHER_THROWS} stays within the same bounds (20,000 games each):
     * 262 throws alone (mean 167), 333, 397, 428 with 7, 9, 10 pieces, 282 to 291 with
     * start-off-board or water=start|reenter, 566 with 10 pieces and the slow options, 371 with
     * last-row and the slow options.
     */
    @Override
    public long throwBound() {
        return throwBound;
    }

    /** The bound of {@link #throwBound()} for these options. */
    private long measuredBound() {
        if (lastRow) {
            return 600;
        }
        long base = switch (pieces) {
            case 5 -> 270;
            case 7 -> 340;
            case 9 -> 420;
            default -> 450;
        };
        boolean slower = startOffBoard || !drowning || secondNeedsOne || netting || oneInWater;
        return slower ? base * 13 / 10 : base;
    }

    /**
     * TH1: light on the odd squares 1..9, dark on the even squares 2..10; light (cones) first. With
     * {@value #START_OFF_BOARD} every piece waits to enter; with {@value #SECOND_NEEDS_ONE} dark owes its 1.
     */
    @Override
    public Position start() {
        int startFlags = secondNeedsOne ? NEED_ONE.with(0, 1) : 0;
        int count = piecesPerSide();
        if (startOffBoard) {
            return new Position(0, 0, count, count, count, count, Side.LIGHT, startFlags);
        }
        return alternatingStart(count, Side.LIGHT).withFlags(startFlags);
    }

    @Override
    public Optional<String> problem(Position position) {
        if (!drowning && !position.isEmpty(Track.WATER)) {
            return Optional.of("with " + WATER + "=" + option(WATER) + " no piece stays on square 27");
        }
        return single == null ? Optional.empty() : gatheringProblem(position.flags(), owesOne(position));
    }

    /**
     * {@value #GATHER_THROWS}: the pool fields of a position that a turn can reach, or what is wrong with
     * them; {@code owesOne}: dark, to move, still owes its 1 ({@value #SECOND_NEEDS_ONE}).
     */
    private static Optional<String> gatheringProblem(int flags, boolean owesOne) {
        if (owesOne && POOL1.isSet(flags)) {
            return Optional.of("needone=1 with pool1: the 1 dark has kept paid its debt");
        }
        boolean closer = POOL2.isSet(flags) || POOL3.isSet(flags);
        if (POOL2.isSet(flags) && POOL3.isSet(flags)) {
            return Optional.of("pool2 and pool3 cannot both be set: one 2 or 3 ends the gathering");
        }
        if (closer && !SPEND.isSet(flags)) {
            return Optional.of("pool2 or pool3 holds the 2 or 3 that ended the gathering, so it needs spend=1");
        }
        if (SPEND.isSet(flags) && (flags & POOL_FLAGS) == 0) {
            return Optional.of("spend=1 needs gathered throws to play (a pool field)");
        }
        if (NETTED_TURN.isSet(flags) && !SPEND.isSet(flags)) {
            return Optional.of("netted=1 is kept only while the gathered throws are played (spend=1)");
        }
        return Optional.empty();
    }

    /** TH3: forward if possible, else backward. */
    @Override
    protected boolean movesBackward() {
        return true;
    }

    /** TH9b–d: a drowning piece is the only one that moves, off on a 4. */
    @Override
    protected boolean waterHolds() {
        return drowning;
    }

    /** TH9e: at the first decision of a later turn, the drowning piece may go to 15 or the first free square before it. */
    @Override
    protected int rescue(Position position) {
        if (!position.has(position.toMove(), Track.WATER) || MID.isSet(position.flags())) {
            return 0;
        }
        int square = Mechanics.secondLifeSquare(position.occupied());
        return square == 0 ? 0 : ActionCode.rescue(Track.WATER, square, 0);
    }

    /** Whether dark, to move, still owes the 1 of {@value #SECOND_NEEDS_ONE}. */
    private boolean owesOne(Position position) {
        return secondNeedsOne && position.toMove() == Side.DARK && NEED_ONE.isSet(position.flags());
    }

    /**
     * The actions of {@link RaceRuleSet}, with two options on top: {@value #SECOND_NEEDS_ONE} (a throw
     * other than 1 is lost while dark owes its 1) and {@value #MUST_BEAR_OFF} (only the bear-offs
     * when there is one).
     */
    @Override
    public int actions(Position position, int throwValue, int[] buffer) {
        if (plainTurn) {
            return super.actions(position, throwValue, buffer);
        }
        if (single != null) {
            return gatheringActions(position, throwValue, buffer);
        }
        if (secondNeedsOne && throwValue != NO_THROW && throwValue != 1 && owesOne(position) && !isOver(position)) {
            buffer[0] = ActionCode.PASS;
            return 1;
        }
        int count = super.actions(position, throwValue, buffer);
        return mustBearOff ? onlyBearOffs(buffer, count) : count;
    }

    /** {@value #MUST_BEAR_OFF}: the bear-offs among the first {@code count} actions, if any; else all of them. */
    private static int onlyBearOffs(int[] buffer, int count) {
        int kept = 0;
        for (int i = 0; i < count; i++) {
            if (ActionCode.kind(buffer[i]) == ActionCode.KIND_MOVE && ActionCode.has(buffer[i], MoveEffect.BEAR_OFF)) {
                buffer[kept++] = buffer[i];
            }
        }
        return kept == 0 ? count : kept;
    }

    /** The reasons of {@link RaceRuleSet#whyNot}, and those of {@value #SECOND_NEEDS_ONE} and {@value #MUST_BEAR_OFF}. */
    @Override
    public Optional<Refusal> whyNot(Position position, int throwValue, int from) {
        requireThrowable(throwValue);
        if (single != null) {
            return whyNotGathering(position, throwValue, from);
        }
        boolean own = from == Track.ENTRY ? position.waiting(position.toMove()) > 0
                : Track.isSquare(from) && position.has(position.toMove(), from);
        if (own && throwValue != NO_THROW && throwValue != 1 && owesOne(position)) {
            return Optional.of(NEEDS_ONE.about(from));
        }
        Optional<Refusal> why = super.whyNot(position, throwValue, from);
        if (mustBearOff && own && why.isPresent() && why.get().reason() == RefusalReason.NO_MOVE
                && throwValue != NO_THROW && legalMove(position, throwValue, from)) {
            return Optional.of(BEAR_OFF_FIRST.about(from));
        }
        return why;
    }

    /** Whether the piece on {@code from} (0: entering) has a move by the per-piece rules, before {@value #MUST_BEAR_OFF}. */
    private boolean legalMove(Position position, int throwValue, int from) {
        return (from == Track.ENTRY ? entry(position, throwValue) : forward(position, from, throwValue)) >= 0;
    }

    /**
     * {@value #START_OFF_BOARD}, {@value #WATER}=reenter: a waiting piece enters on the square its throw
     * counts to from before square 1 (a 1 onto 1, … a 5 onto 5), only onto an empty square.
     */
    @Override
    protected int entry(Position position, int throwValue) {
        int to = throwValue;
        if (position.has(position.toMove(), to)) {
            return RefusalReason.OWN_PIECE_ON_DESTINATION.code(to);
        }
        return position.isEmpty(to) ? ActionCode.move(Track.ENTRY, to, MoveEffect.ENTER.bit())
                : ENTRY_ONTO_PIECE.code(to);
    }

    /** TH4–TH6: the forward move of one piece, or a refusal; 26→27 is left to {@link #lastResortForward}. */
    @Override
    protected int forward(Position position, int from, int throwValue) {
        if (!plainMoves) {
            return forwardWithOptions(position, from, throwValue);
        }
        if (from >= Track.THREE_JUDGES) {
            // TH6: 28 on a 3, 29 on a 2, 30 on a 1: an exact count to "31".
            return Mechanics.bearsOffExactly(from, throwValue)
                    ? ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit())
                    : RefusalReason.AWAITING_JUDGEMENT.code(from);
        }
        int to = from + throwValue;
        if (from == Track.BEAUTY) {
            return throwValue == 1 ? RefusalReason.WATER_NOT_FORCED.code(Track.WATER)
                    : Mechanics.bearsOffExactly(from, throwValue) ? ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit())
                    : landing().land(position, from, to, 0); // TH5: a 5 bears off
        }
        return to > Track.BEAUTY ? RefusalReason.MUST_STOP_ON_BEAUTY.code(to) : landing().land(position, from, to, 0); // TH4
    }

    /** {@link #forward} with {@value #STICKS}=6, {@value #JUDGES_FORWARD}, {@value #LAST_ROW} or an option of {@link #land}. */
    private int forwardWithOptions(Position position, int from, int throwValue) {
        if (from >= Track.THREE_JUDGES) {
            // TH6: 28 on a 3, 29 on a 2, 30 on a 1: an exact count to "31".
            if (Mechanics.bearsOffExactly(from, throwValue)) {
                return bearOff(position, from);
            }
            if (judgesForward && from + throwValue <= Track.HORUS) {
                return land(position, from, from + throwValue, 0);
            }
            return RefusalReason.AWAITING_JUDGEMENT.code(from);
        }
        int to = from + throwValue;
        if (from == Track.BEAUTY) {
            if (throwValue == topThrow) {
                return bearOff(position, from); // TH5: a 5 (with sticks=6: a 6)
            }
            if (throwValue == 1) {
                return RefusalReason.WATER_NOT_FORCED.code(Track.WATER);
            }
            return land(position, from, to, 0);
        }
        if (to > Track.BEAUTY) {
            return RefusalReason.MUST_STOP_ON_BEAUTY.code(to); // TH4
        }
        return land(position, from, to, 0);
    }

    /** A bear-off from {@code from}; with {@value #LAST_ROW} only once all the side's pieces are on row 3. */
    private int bearOff(Position position, int from) {
        if (lastRow && (!Mechanics.allOnLastRow(position.mask(position.toMove()))
                || position.waiting(position.toMove()) > 0)) {
            return RefusalReason.NOT_ALL_ON_FINAL_ROW.code(from);
        }
        return ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit());
    }

    /**
     * A landing by the {@link #landing()} rules, with the options' effects: {@value #ONE_IN_WATER}
     * refuses a knock into an occupied 27; with {@value #WATER}=reenter a knocked piece leaves the
     * board ({@link MoveEffect#HIT} as well); {@value #NETTING} labels a landing on 16.
     */
    private int land(Position position, int from, int to, int effects) {
        int move = landing().land(position, from, to, effects);
        if (plainLanding || move < 0) {
            return move;
        }
        if (ActionCode.has(move, MoveEffect.KNOCK)) {
            if (oneInWater && !position.isEmpty(Track.WATER)) {
                return WATER_TAKEN.code(to);
            }
            if (water == Trap.WAIT) {
                move |= MoveEffect.HIT.bit();
            }
        }
        return netting && to == NET_SQUARE ? move | NETTED.bit() : move;
    }

    /** The pieces whose {@link #forward} move can be legal, on the masks (TH4–TH8, TH9a). */
    @Override
    protected int forwardCandidates(Position position, int pieces, int throwValue) {
        if (plainMoves) {
            int bearing = pieces & Mechanics.bearingOffExactly(throwValue); // TH5, TH6
            int walking = pieces & WALKING_SQUARES & ~bearing & ~Mechanics.passingOver(Track.BEAUTY, throwValue); // TH4
            return bearing | Mechanics.landingOutside(walking, throwValue, landing().blocked(position)); // TH7, TH8
        }
        int bearing = pieces & (Mechanics.bearingOffExactly(throwValue)
                | (throwValue == topThrow ? Track.bit(Track.BEAUTY) : 0)); // TH5, TH6
        int walking = pieces & WALKING_SQUARES & ~bearing & ~Mechanics.passingOver(Track.BEAUTY, throwValue); // TH4
        int candidates = bearing | Mechanics.landingOutside(walking, throwValue, landing().blocked(position)); // TH7, TH8
        return judgesForward ? candidates | (pieces & Track.JUDGES) : candidates;
    }

    /**
     * The legal forward moves of {@code pieces}: without options that change a forward move, built on
     * the masks (TH4–TH8) instead of asking {@link #forward} piece by piece; otherwise as
     * {@link RaceRuleSet} lists them.
     */
    @Override
    protected int forwardMoveList(Position position, int pieces, int throwValue, int[] buffer, int count) {
        if (!plainMoves || landing() != LANDING) {
            return super.forwardMoveList(position, pieces, throwValue, buffer, count);
        }
        int opponent = position.mask(position.toMove().opponent());
        int bearing = pieces & Mechanics.bearingOffExactly(throwValue); // TH5, TH6
        int walking = pieces & WALKING_SQUARES & ~bearing & ~Mechanics.passingOver(Track.BEAUTY, throwValue) // TH4
                & (throwValue == 1 ? ~Track.bit(Track.BEAUTY) : ~0); // TH5: 26->27 only as the last resort
        int landing = Mechanics.landingOutside(walking, throwValue, LANDING.blocked(position)); // TH7, TH8
        int attacking = landing & (opponent >>> throwValue);
        for (int rest = landing; rest != 0; rest &= rest - 1) {
            int from = Track.lowest(rest);
            int to = from + throwValue;
            // TH8: on 28..30 an attacked piece drops into 27; elsewhere it is swapped (TH7).
            int attack = (Track.JUDGES & Track.bit(to)) != 0 ? MoveEffect.KNOCK.bit() : MoveEffect.SWAP.bit();
            buffer[count++] = ActionCode.move(from, to, (attacking & Track.bit(from)) != 0 ? attack : 0);
        }
        // 26 on a 5 and 28..30 lie above every walking square, so the list stays in order.
        for (int rest = bearing; rest != 0; rest &= rest - 1) {
            buffer[count++] = ActionCode.move(Track.lowest(rest), Track.OFF, MoveEffect.BEAR_OFF.bit());
        }
        return count;
    }

    /** TH5, TH9f: 26→27 on a 1, when no other forward move exists; a drowning opponent is swapped to 26. */
    @Override
    protected int lastResortForward(Position position, int throwValue) {
        Side side = position.toMove();
        if (throwValue != 1 || !position.has(side, Track.BEAUTY)) {
            return RefusalReason.NO_MOVE.code(Track.BEAUTY);
        }
        if (!drowning) {
            return ActionCode.move(Track.BEAUTY, Track.WATER, MoveEffect.TRAP.bit()); // water=start|reenter
        }
        if (position.has(side, Track.WATER)) {
            return RefusalReason.OWN_PIECE_ON_DESTINATION.code(Track.WATER);
        }
        int effects = MoveEffect.DROWN.bit();
        if (position.has(side.opponent(), Track.WATER)) {
            if (oneInWater) {
                return WATER_TAKEN.code(Track.WATER);
            }
            effects |= MoveEffect.SWAP.bit();
        }
        return ActionCode.move(Track.BEAUTY, Track.WATER, effects);
    }

    /** TH3, TH6: a backward move; pieces on 28..30 never move backward. */
    @Override
    protected int backward(Position position, int from, int throwValue) {
        if (from >= Track.THREE_JUDGES) {
            return RefusalReason.AWAITING_JUDGEMENT.code(from);
        }
        int to = from - throwValue;
        if (to < 1) {
            return RefusalReason.BELOW_FIRST_SQUARE.code(from);
        }
        return land(position, from, to, MoveEffect.BACKWARD.bit());
    }

    @Override
    public Position apply(Position position, int throwValue, int action) {
        return plainTurn ? applyPlain(position, throwValue, action) : applyWithOptions(position, throwValue, action);
    }

    /** {@link #apply} with the options that change the turn. */
    private Position applyWithOptions(Position position, int throwValue, int action) {
        if (single != null) {
            return applyGathering(position, throwValue, action);
        }
        Side side = position.toMove();
        int flags = MID.clear(position.flags());
        if (throwValue == 1 && owesOne(position)) {
            flags = NEED_ONE.clear(flags); // second-needs-one: the 1 is thrown, and played as usual
        }
        boolean again;
        boolean netted = false;
        int kind = ActionCode.kind(action);
        if (kind == ActionCode.KIND_RESCUE) {
            again = false; // TH9e: the rescued piece goes to 15 or the first free square before it; the turn passes.
        } else if (kind == ActionCode.KIND_PASS) {
            // C9; TH9d: while drowning, a 1 or 5 that cannot be used gives another throw.
            again = drowning && position.has(side, Track.WATER) && (throwValue == 1 || throwValue == topThrow);
        } else {
            int to = ActionCode.to(action);
            // TH2, TH11; fifteen=safe-throw, beauty-throw: landing there earns another throw too.
            again = throwAgain().after(throwValue) || (to <= Track.SQUARES && (throwSquares & Track.bit(to)) != 0);
            netted = ActionCode.has(action, NETTED);
        }
        int next = netting ? nextTurn(again, netted, flags) : again ? KEEPS | MID.with(flags, 1) : flags;
        Side nextToMove = (next & KEEPS) != 0 ? side : side.opponent();
        if (kind == ActionCode.KIND_PASS) {
            return position.withTurn(nextToMove, next & ~KEEPS);
        }
        return Mechanics.afterMove(position, action, water, water, nextToMove, next & ~KEEPS);
    }

    /** {@link #apply} without the options that change the turn (TH2, TH9d, TH9e, TH11). */
    private Position applyPlain(Position position, int throwValue, int action) {
        Side side = position.toMove();
        int kind = ActionCode.kind(action);
        if (kind == ActionCode.KIND_PASS) {
            // C9; TH9d: while drowning, a 1 or 5 (or 6) that cannot be used gives another throw.
            return position.has(side, Track.WATER) && (throwValue == 1 || throwValue == topThrow)
                    ? position.withTurn(side, MID.with(0, 1)) : position.withTurn(side.opponent(), 0);
        }
        // TH9e: after a rescue (to 15 or the first free square before it) the turn passes; TH2, TH11: 1, 4, 5 throw again.
        boolean again = kind == ActionCode.KIND_MOVE && throwAgain().after(throwValue);
        return Mechanics.afterMove(position, action, Trap.WATER, again ? side : side.opponent(),
                again ? MID.with(0, 1) : 0);
    }

    /**
     * {@value #NETTING}: who throws next, a lost throw being skipped and passing the sticks (C9), as the
     * flags of the next position with {@link #KEEPS} when the mover keeps the sticks. {@code flags}
     * holds {@code net=1} when the mover's opponent owes a lost throw; {@code netted} says that the
     * mover has just landed on 16 and owes one.
     */
    private static int nextTurn(boolean again, boolean netted, int flags) {
        boolean moverOwes = netted;
        boolean opponentOwes = NET.isSet(flags);
        boolean keeps = again;
        boolean middle = again;
        for (int step = 0; step < 2; step++) {
            if (keeps && moverOwes) {
                moverOwes = false;
                keeps = false;
                middle = false;
            } else if (!keeps && opponentOwes) {
                opponentOwes = false;
                keeps = true;
                middle = false;
            }
        }
        int next = NET.with(flags, (keeps ? opponentOwes : moverOwes) ? 1 : 0);
        next = middle ? MID.with(next, 1) : next;
        return keeps ? next | KEEPS : next;
    }

    // ------------------------------------------------------------------ gather-throws

    /** {@value #GATHER_THROWS}: the throws held, from the pool fields; empty without the option. */
    @Override
    public List<Integer> gatheredThrows(Position position) {
        if (single == null) {
            return List.of();
        }
        List<Integer> held = new ArrayList<>();
        for (int value = 1; value < pool.length; value++) {
            for (int n = held(position.flags(), value, NO_THROW); n > 0; n--) {
                held.add(value);
            }
        }
        return held;
    }

    /** {@value #GATHER_THROWS}: whether a throw of this value is kept while gathering: a 1, 4 or 5 (6), TH2's. */
    private boolean keeps(int throwValue) {
        return throwValue == 1 || throwValue == 4 || throwValue == topThrow;
    }

    /** How many throws of {@code value} the side to move holds, the throw just made ({@code throwValue}) included. */
    private int held(int flags, int value, int throwValue) {
        FlagField field = pool[value];
        return (field == null ? 0 : field.get(flags)) + (value == throwValue ? 1 : 0);
    }

    /**
     * {@value #GATHER_THROWS}: before the first throw of a turn, the throw and the rescue (TH9e); while
     * gathering, the throw (a 1, 4 or 5 is kept by throwing again); after the 2 or 3 that ends it, and
     * then before each move, the moves of every throw held, or a pass when none has one.
     * {@value #SECOND_NEEDS_ONE}: a gathering without a 1 is lost whole.
     */
    private int gatheringActions(Position position, int throwValue, int[] buffer) {
        if (isOver(position)) {
            return 0;
        }
        int flags = position.flags();
        if (!SPEND.isSet(flags)) {
            if (throwValue == NO_THROW) {
                if ((flags & POOL_FLAGS) == 0) {
                    return super.actions(position, NO_THROW, buffer); // a turn's first decision
                }
                buffer[0] = ActionCode.THROW;
                return 1;
            }
            if (keeps(throwValue)) {
                buffer[0] = ActionCode.THROW;
                return 1;
            }
            if (owesOne(position)) {
                buffer[0] = ActionCode.PASS;
                return 1;
            }
        }
        return heldMoves(position, throwValue, buffer);
    }

    /**
     * The moves of every throw held ({@code throwValue} among them unless it is {@link #NO_THROW}),
     * value by value from the lowest, each value's as the rules without the option list them;
     * {@value #MUST_BEAR_OFF} keeps only the bear-offs when any throw has one. A pass when none moves.
     */
    private int heldMoves(Position position, int throwValue, int[] buffer) {
        int flags = position.flags();
        int[] ofOne = new int[MAX_ACTIONS];
        int count = 0;
        for (int value = 1; value < pool.length; value++) {
            if (held(flags, value, throwValue) == 0) {
                continue;
            }
            int listed = single.actions(position, value, ofOne);
            for (int i = 0; i < listed; i++) {
                if (ActionCode.kind(ofOne[i]) == ActionCode.KIND_MOVE) {
                    buffer[count++] = ofOne[i];
                }
            }
        }
        if (mustBearOff) {
            count = onlyBearOffs(buffer, count);
        }
        if (count == 0) {
            buffer[0] = ActionCode.PASS;
            return 1;
        }
        return count;
    }

    /**
     * {@value #GATHER_THROWS}: {@link ActionCode#THROW} after a throw keeps it (the 1 dark owes with
     * {@value #SECOND_NEEDS_ONE} is paid by it); a move uses the throw its squares count and keeps the
     * rest, the turn ending when none is left; a pass forfeits every throw held.
     */
    private Position applyGathering(Position position, int throwValue, int action) {
        int flags = position.flags();
        Side mover = position.toMove();
        switch (ActionCode.kind(action)) {
            case ActionCode.KIND_THROW -> {
                if (throwValue == NO_THROW) {
                    return position; // the throw of the sticks itself: a chance event, the caller's
                }
                int kept = withOneMore(flags, throwValue);
                return position.withFlags(throwValue == 1 && owesOne(position) ? NEED_ONE.clear(kept) : kept);
            }
            case ActionCode.KIND_RESCUE -> {
                return single.apply(position, NO_THROW, action); // TH9e, at a turn's first decision
            }
            case ActionCode.KIND_PASS -> {
                return endOfTurn(position, mover, flags & ~GATHER_FLAGS, NETTED_TURN.isSet(flags));
            }
            default -> {
                int used = throwUsed(action);
                int held = throwValue == NO_THROW ? flags : withOneMore(flags, throwValue);
                held = pool[used].with(held, pool[used].get(held) - 1);
                Position moved = single.apply(position, used, action);
                boolean netted = NETTED_TURN.isSet(flags) || ActionCode.has(action, NETTED);
                if ((held & POOL_FLAGS) == 0) {
                    return endOfTurn(moved, mover, held & ~GATHER_FLAGS, netted);
                }
                held = SPEND.with(held, 1);
                return moved.withTurn(mover, netted ? NETTED_TURN.with(held, 1) : held);
            }
        }
    }

    /** The flags with one more throw of {@code value} held; a value's field holds 127 at most, and a further one is not kept. */
    private int withOneMore(int flags, int value) {
        FlagField field = pool[value];
        return field.with(flags, Math.min(field.max(), field.get(flags) + 1));
    }

    /**
     * The throw a move used, told by its squares: the distance moved (an entry counts from 0, square
     * {@link Track#ENTRY}), or for a bear-off the count to the square after 30, from 26 the top throw
     * (TH5, TH6). One throw value gives each move code, with every option.
     */
    private int throwUsed(int action) {
        int from = ActionCode.from(action);
        int to = ActionCode.to(action);
        if (to == Track.OFF) {
            return from == Track.BEAUTY ? topThrow : Track.OFF - from;
        }
        return Math.abs(to - from);
    }

    /**
     * The turn of {@code mover} ends in {@code position} (its board): the sticks pass, unless
     * {@value #NETTING} gives a side's lost throw ({@link #nextTurn}); {@code netted}: the mover landed
     * on 16 this turn.
     */
    private Position endOfTurn(Position position, Side mover, int flags, boolean netted) {
        if (!netting) {
            return position.withTurn(mover.opponent(), flags);
        }
        int next = nextTurn(false, netted, flags);
        return position.withTurn((next & KEEPS) != 0 ? mover : mover.opponent(), next & ~KEEPS);
    }

    /**
     * {@value #GATHER_THROWS}: why the piece cannot move. While gathering: the throw is kept; after the
     * gathering: with one throw held, that throw's reason; with several, each throw's reason.
     */
    private Optional<Refusal> whyNotGathering(Position position, int throwValue, int from) {
        if (moveOf(position, throwValue, from).isPresent()) {
            return Optional.empty();
        }
        Side side = position.toMove();
        boolean own = from == Track.ENTRY ? position.waiting(side) > 0 : Track.isSquare(from) && position.has(side, from);
        if (!own) {
            return Optional.of(from == Track.ENTRY && usesWaitingPieces() ? RefusalReason.NONE_WAITING.about(from)
                    : RefusalReason.NO_OWN_PIECE.about(from));
        }
        int flags = position.flags();
        if (!SPEND.isSet(flags)) {
            if (throwValue == NO_THROW) {
                return Optional.of(RefusalReason.THROW_FIRST.refusal());
            }
            if (keeps(throwValue)) {
                return Optional.of(GATHERING.refusal(throwValue));
            }
            if (owesOne(position)) {
                return Optional.of(NEEDS_ONE.about(from));
            }
        }
        List<Integer> values = new ArrayList<>();
        List<Refusal> reasons = new ArrayList<>();
        for (int value = 1; value < pool.length; value++) {
            if (held(flags, value, throwValue) == 0) {
                continue;
            }
            if (single.moveOf(position, value, from).isPresent()) {
                return Optional.of(BEAR_OFF_FIRST.about(from)); // another throw held bears a piece off
            }
            values.add(value);
            reasons.add(single.whyNot(position, value, from).orElse(RefusalReason.NO_MOVE.about(from)));
        }
        if (reasons.isEmpty()) {
            return Optional.of(RefusalReason.NO_MOVE.about(from));
        }
        boolean alike = reasons.stream().map(Refusal::message).distinct().count() == 1;
        if (alike) {
            return Optional.of(reasons.get(0));
        }
        List<String> each = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            String message = reasons.get(i).message();
            each.add("with " + values.get(i) + ", " + Character.toLowerCase(message.charAt(0)) + message.substring(1));
        }
        return Optional.of(NO_GATHERED_MOVE.refusal(from, String.join("; ", each)));
    }
}
