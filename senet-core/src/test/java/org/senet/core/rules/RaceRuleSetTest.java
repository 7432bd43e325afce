package org.senet.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.mechanics.Landing;
import org.senet.core.mechanics.Mechanics;
import org.senet.core.mechanics.RaceRuleSet;
import org.senet.core.mechanics.Trap;
import org.senet.core.position.Position;
import org.senet.core.sticks.ThrowTable;

/** The shape of a turn that {@link RaceRuleSet} gives every rule set built on it, on a small fixture. */
class RaceRuleSetTest {

    /** What the fixtures below share besides their rules: a name, the sticks, three pieces on 1..6, waiting pieces. */
    private abstract static class Named extends RaceRuleSet {
        private final String id;
        private final int pieces;

        Named(String id, int pieces) {
            this.id = id;
            this.pieces = pieces;
        }

        @Override
        public String id() {
            return id;
        }

        @Override
        public String name() {
            return id;
        }

        @Override
        public String summary() {
            return "a fixture";
        }

        @Override
        public int piecesPerSide() {
            return pieces;
        }

        @Override
        public ThrowTable throwTable() {
            return ThrowTable.FIVE;
        }

        @Override
        public long throwBound() {
            return 1000;
        }

        @Override
        public Position start() {
            return alternatingStart(3, Side.LIGHT);
        }

        @Override
        public boolean usesWaitingPieces() {
            return true;
        }
    }

    /**
     * A fixture: pieces move forward by the throw and leave the board exactly past 30; with no forward
     * move they move backward; lone pieces are swapped, pairs protected; a waiting piece enters on the
     * square of the throw; a piece on 27 is held there, and may be rescued to 15 while 15 is free; with
     * {@code onlyFrom} set only that piece may move; a 1 from 26 goes into the water as a last resort.
     */
    private static final class Fixture extends Named {
        private static final Landing LANDING = Landing.swapping().withNeighboursProtecting();
        private final int onlyFrom;
        private final boolean bothDirections;

        Fixture(int onlyFrom, boolean bothDirections) {
            super("fixture", 10);
            this.onlyFrom = onlyFrom;
            this.bothDirections = bothDirections;
        }

        @Override
        protected boolean movesBackward() {
            return true;
        }

        @Override
        protected boolean waterHolds() {
            return true;
        }

        @Override
        protected boolean explainsBothDirections() {
            return bothDirections;
        }

        @Override
        protected int rescue(Position position) {
            return position.has(position.toMove(), Track.WATER) && position.isEmpty(Track.SECOND_LIFE)
                    ? ActionCode.rescue(Track.WATER, Track.SECOND_LIFE, 0) : 0;
        }

        @Override
        protected Optional<Refusal> restriction(Position position, int from) {
            return onlyFrom != 0 && from != onlyFrom ? Optional.of(RefusalReason.MUST_MOVE_OTHER.about(onlyFrom))
                    : Optional.empty();
        }

        @Override
        protected int movable(Position position) {
            int own = position.mask(position.toMove());
            return onlyFrom == 0 ? own : own & Track.bit(onlyFrom);
        }

        @Override
        protected int entry(Position position, int throwValue) {
            return LANDING.land(position, Track.ENTRY, throwValue, MoveEffect.ENTER.bit());
        }

        @Override
        protected int forward(Position position, int from, int throwValue) {
            if (Mechanics.bearsOffExactly(from, throwValue)) {
                return ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit());
            }
            if (from == Track.BEAUTY && throwValue == 1) {
                return RefusalReason.WATER_NOT_FORCED.code(Track.WATER);
            }
            int to = from + throwValue;
            return to > Track.SQUARES ? RefusalReason.PAST_LAST_SQUARE.code(from) : LANDING.land(position, from, to, 0);
        }

        @Override
        protected int lastResortForward(Position position, int throwValue) {
            return throwValue == 1 && position.has(position.toMove(), Track.BEAUTY) && position.isEmpty(Track.WATER)
                    ? ActionCode.move(Track.BEAUTY, Track.WATER, MoveEffect.DROWN.bit()) : RefusalReason.NO_MOVE.code(0);
        }

        @Override
        protected int backward(Position position, int from, int throwValue) {
            int to = from - throwValue;
            return to < 1 ? RefusalReason.BELOW_FIRST_SQUARE.code(from)
                    : LANDING.land(position, from, to, MoveEffect.BACKWARD.bit());
        }

        @Override
        public Position apply(Position position, int throwValue, int action) {
            Side next = position.toMove().opponent();
            return ActionCode.kind(action) == ActionCode.KIND_PASS ? position.withTurn(next, 0)
                    : Mechanics.afterMove(position, action, Trap.SECOND_LIFE, next, 0);
        }
    }

    private final RaceRuleSet rules = new Fixture(0, false);

    private static int squares(int... squares) {
        int mask = 0;
        for (int square : squares) {
            mask |= Track.bit(square);
        }
        return mask;
    }

    private static Position light(int light, int dark, int lightWaiting) {
        return new Position(light, dark, lightWaiting, 0, 10, 10, Side.LIGHT, 0);
    }

    private static List<String> actions(RuleSet rules, Position position, int throwValue) {
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        int count = rules.actions(position, throwValue, buffer);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            texts.add(ActionCode.toText(buffer[i]) + (ActionCode.kind(buffer[i]) == ActionCode.KIND_RESCUE ? " rescue" : ""));
        }
        return texts;
    }

    private String whyNot(RuleSet rules, Position position, int throwValue, int from) {
        return rules.whyNot(position, throwValue, from).map(Refusal::message).orElse("(legal)");
    }

    @Test
    @DisplayName("C9, P7: a finished game has no action; before the throw: throw, and a rescue where offered")
    void before_the_throw() {
        assertEquals(List.of(), actions(rules, light(0, squares(5), 0), 3), "light has borne everything off");
        assertEquals(List.of("throw"), actions(rules, light(squares(3), squares(5), 0), RuleSet.NO_THROW));
        assertEquals(List.of("throw", "27->15 rescue"),
                actions(rules, light(squares(3, Track.WATER), squares(5), 0), RuleSet.NO_THROW));
        assertEquals(List.of("throw"), actions(rules, light(squares(3, Track.WATER), squares(15), 0), RuleSet.NO_THROW));
    }

    @Test
    @DisplayName("TH9, K8: a piece held in the water bears off on an exact 4; any other throw is lost")
    void held_in_the_water() {
        Position drowning = light(squares(3, Track.WATER), squares(5), 0);
        assertEquals(List.of("27->off"), actions(rules, drowning, 4));
        assertEquals(List.of("pass"), actions(rules, drowning, 2));
        assertEquals("The piece in the water on square 27 can only bear off, on a throw of exactly 4",
                whyNot(rules, drowning, 2, Track.WATER));
        assertEquals("Your piece in the water on square 27 is the only piece you may move", whyNot(rules, drowning, 2, 3));
    }

    @Test
    @DisplayName("TA5, TH3, C9: the entry first, then forward moves by square; backward only when none; else pass")
    void entry_forward_backward_pass() {
        assertEquals(List.of("in->2", "3->5", "10->12"), actions(rules, light(squares(3, 10), squares(20), 1), 2));
        Position stuck = light(squares(29, 30), squares(20), 0);
        assertEquals(List.of("29->off"), actions(rules, stuck, 2), "29 bears off on a 2; 30 cannot go past 30");
        assertEquals(List.of("29->26", "30->27"), actions(rules, stuck, 3), "nothing moves forward: backward moves");
        assertEquals(List.of("pass"), actions(rules, light(squares(1), squares(6, 7), 0), 5),
                "forward onto a protected pair, backward below 1: the throw is lost");
    }

    @Test
    @DisplayName("TH5: the last-resort forward move only when no other forward move exists")
    void last_resort() {
        assertEquals(List.of("26->27"), actions(rules, light(squares(26, 28), squares(29, 30), 0), 1),
                "28->29 is refused (a protected pair), so 26->27 is the only forward move");
        assertEquals(List.of("20->21"), actions(rules, light(squares(20, 26), squares(29, 30), 0), 1));
    }

    @Test
    @DisplayName("P8: whyNot names the first rule that refuses: no piece, none waiting, the entry square, a restriction")
    void why_not_the_piece() {
        Position position = light(squares(2, 3, 10), squares(5, 6), 0);
        assertEquals("You have no piece waiting to enter", whyNot(rules, position, 2, Track.ENTRY));
        assertEquals("One of your own pieces occupies square 2",
                whyNot(rules, light(squares(2, 3), squares(5, 6), 1), 2, Track.ENTRY));
        assertEquals("You don't have a piece on square 7", whyNot(rules, position, 2, 7));
        assertEquals("You don't have a piece on square 31", whyNot(rules, position, 2, 31));
        assertEquals("(legal)", whyNot(rules, position, 2, 10));
        RaceRuleSet onlyTen = new Fixture(10, false);
        assertEquals(List.of("10->12"), actions(onlyTen, position, 2));
        assertEquals("The piece on square 10 must move now", whyNot(onlyTen, position, 2, 3));
    }

    @Test
    @DisplayName("TH3, JP6, AS12: the forward reason while some piece moves forward, else the backward one, or both")
    void why_not_forward_or_backward() {
        assertEquals("Attack on safe piece: 5", whyNot(rules, light(squares(3, 10), squares(5, 6), 0), 2, 3),
                "10 moves forward, so 3's forward reason");
        Position noForward = light(squares(3), squares(1, 2, 5, 6), 0);
        assertEquals("Attack on safe piece: 1", whyNot(rules, noForward, 2, 3), "no forward move: the backward reason");
        assertEquals("Attack on safe piece: 5; and backward: attack on safe piece: 1",
                whyNot(new Fixture(0, true), noForward, 2, 3));
        Position atTheStart = light(squares(1), squares(3, 4), 0);
        assertEquals("The piece on square 1 cannot go below square 1 with this throw", whyNot(rules, atTheStart, 2, 1));
        assertEquals("Attack on safe piece: 3", whyNot(new Fixture(0, true), atTheStart, 2, 1),
                "a backward move below 1 is no move to explain");
    }

    /** Only the forward rule: a piece moves by the throw onto an empty square or off past 30; every hook at its default. */
    private static final class Plain extends Named {
        Plain() {
            super("plain", 3);
        }

        @Override
        protected int forward(Position position, int from, int throwValue) {
            int to = from + throwValue;
            if (to > Track.SQUARES) {
                return ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit());
            }
            return position.isEmpty(to) ? ActionCode.move(from, to, 0) : RefusalReason.NO_MOVE.code(from);
        }

        @Override
        public Position apply(Position position, int throwValue, int action) {
            Side next = position.toMove().opponent();
            return ActionCode.kind(action) == ActionCode.KIND_PASS ? position.withTurn(next, 0)
                    : Mechanics.afterMove(position, action, Trap.SECOND_LIFE, next, 0);
        }
    }

    private static List<String> plainMoves(String position, int throwValue) {
        RuleSet plain = new Plain();
        return plain.legalActions(org.senet.core.notation.Notation.parse(plain, position), throwValue).stream()
                .map(org.senet.core.action.Action::text).toList();
    }

    @Test
    @DisplayName("by default: every piece may move, the water holds none, nothing enters, no backward or last-resort move")
    void hooks_at_their_defaults() {
        // light on 1, 3 and 27, dark on 9: after a 2, 1 is blocked by its own piece; 3 and 27 move (27 is not held)
        assertEquals(List.of("3->5", "27->29"), plainMoves("W.W.....B.................W... W pieces=3,1", 2));
        // light on 1 and one waiting, dark on 2 and 4: after a 1 nothing enters, 1 is blocked, nothing else: a pass
        assertEquals(List.of("pass"), plainMoves("WB.B.......................... W pieces=3,3 wait=1,0", 1));
        assertEquals(List.of("throw"), plainMoves("WB.B.......................... W pieces=3,3 wait=1,0",
                RuleSet.NO_THROW));
    }
}
