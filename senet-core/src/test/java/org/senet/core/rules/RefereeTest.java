package org.senet.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.SenetException;
import org.senet.core.action.Action;
import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;

/** The default methods of {@link RuleSet} and the checks and conveniences of {@link Referee}, on the race fixture. */
class RefereeTest {
    private final RuleSet race = new RaceRules();
    private final Referee referee = new Referee(race);
    private final Position start = race.start();

    @Test
    @DisplayName("a fixed opening lets only its own first mover begin")
    void start_of_a_fixed_opening() {
        assertEquals(start, race.start(Side.LIGHT));
        assertEquals("in race light moves first; the opening does not let dark begin",
                assertThrows(SenetException.class, () -> race.start(Side.DARK)).getMessage());
        assertEquals(Side.DARK, new DrawnRaceRules().start(Side.DARK).toMove());
    }

    @Test
    @DisplayName("P8 whyNot names the plain facts: no own piece, no move with this throw, nothing waiting")
    void why_not() {
        // start: light on 1 and 3, dark on 2 and 4; a 1 lands light on a dark piece, a 3 takes 3 to 6
        assertEquals(Optional.empty(), race.whyNot(start, 3, 3));
        assertEquals(Optional.of(RefusalReason.CANNOT_MOVE_WITH_THROW.refusal(1, 1)), race.whyNot(start, 1, 1));
        assertEquals(Optional.of(RefusalReason.NO_OWN_PIECE.refusal(2)), race.whyNot(start, 3, 2));
        assertEquals(Optional.of(RefusalReason.NO_OWN_PIECE.refusal(31)), race.whyNot(start, 3, 31));
        assertEquals(Optional.of(RefusalReason.NO_OWN_PIECE.refusal(-1)), race.whyNot(start, 3, -1));
        assertEquals(Optional.of(RefusalReason.NONE_WAITING.refusal()), race.whyNot(start, 3, 0));
        RuleSet waiting = new RaceRules() {
            @Override
            public boolean usesWaitingPieces() {
                return true;
            }
        };
        Position oneWaits = Notation.parse(waiting, "WB.B.......................... W wait=1,0");
        assertEquals(Optional.of(RefusalReason.CANNOT_ENTER_WITH_THROW.refusal(3)), waiting.whyNot(oneWaits, 3, 0));
    }

    @Test
    @DisplayName("P3 play applies a listed action, refuses the rest with the reason, and never applies a throw")
    void play_checks_the_action() {
        assertEquals(start, referee.play(start, RuleSet.NO_THROW, Action.Throw.INSTANCE));
        Position moved = referee.play(start, 3, referee.moveOf(start, 3, 3).orElseThrow());
        assertEquals("WB.B.W........................ B", Notation.format(race, moved));
        IllegalActionException notListed = assertThrows(IllegalActionException.class,
                () -> referee.play(start, 3, new Action.Move(ActionCode.move(3, 7, 0))));
        assertEquals(RefusalReason.MOVE_NOT_LEGAL.refusal(3, 7, 3).citing("P3"), notListed.refusal(),
                "the piece on 3 can move, only not to 7");
        IllegalActionException blocked = assertThrows(IllegalActionException.class,
                () -> referee.play(start, 3, new Action.Move(ActionCode.move(1, 4, 0))));
        assertEquals(RefusalReason.CANNOT_MOVE_WITH_THROW.refusal(1, 3), blocked.refusal());
        IllegalActionException noThrow = assertThrows(IllegalActionException.class,
                () -> referee.play(start, 3, Action.Throw.INSTANCE));
        assertEquals("throw is not possible now; possible: 3->6", noThrow.getMessage());
        Position over = Notation.parse(race, "B...........................B. B");
        assertEquals("The game is over", assertThrows(IllegalActionException.class,
                () -> referee.play(over, RuleSet.NO_THROW, Action.Throw.INSTANCE)).getMessage());
        assertEquals(List.of(), referee.legalActions(over, RuleSet.NO_THROW));
        assertEquals(List.of(Action.Pass.INSTANCE), referee.legalActions(start, 1));
        assertEquals(Optional.empty(), referee.moveOf(start, 1, 1));
    }

    @Test
    @DisplayName("play and find match a move by its squares, whatever effect bits the listed move carries")
    void a_move_without_its_effect_bits_is_played_as_listed() {
        Position nearEnd = Notation.parse(race, ".........................W...B W pieces=1,1"); // light on 26
        Action handBuilt = new Action.Move(ActionCode.move(26, Track.OFF, 0));
        Action listed = referee.legalActions(nearEnd, 5).get(0);
        assertTrue(((Action.Move) listed).has(MoveEffect.BEAR_OFF));
        assertNotEquals(listed, handBuilt, "equal moves have equal codes, effect bits included");
        assertTrue(listed.matches(handBuilt));
        assertEquals(Optional.of(listed), referee.find(nearEnd, 5, handBuilt));
        assertEquals(Optional.of(listed), referee.legalAction(nearEnd, 5, "26->off"));
        assertEquals(Optional.of(listed), referee.legalAction(nearEnd, 5, " 26 -> OFF "));
        assertEquals(Optional.empty(), referee.legalAction(nearEnd, 5, "26->30"));
        assertEquals(Optional.of(Action.Throw.INSTANCE), referee.legalAction(nearEnd, RuleSet.NO_THROW, "throw"));
        assertEquals(referee.play(nearEnd, 5, listed), referee.play(nearEnd, 5, handBuilt));
        assertEquals(referee.play(nearEnd, 5, listed), referee.play(nearEnd, 5, Action.parse("26->off")));
    }

    @Test
    @DisplayName("the object methods refuse a throw value the sticks cannot give, naming it")
    void a_throw_the_sticks_cannot_give_is_refused_naming_it() {
        Action move = Action.parse("3->9");
        for (int value : new int[] {6, 7, -1, 100}) {
            List<org.junit.jupiter.api.function.Executable> calls = List.of(
                    () -> referee.legalActions(start, value),
                    () -> referee.play(start, value, move),
                    () -> referee.whyNot(start, value, 3),
                    () -> referee.moveOf(start, value, 3),
                    () -> referee.find(start, value, move),
                    () -> referee.legalAction(start, value, "3->9"));
            for (var call : calls) {
                UnthrowableValueException e = assertThrows(UnthrowableValueException.class, call);
                assertEquals(value, e.value());
                assertEquals("a throw of " + value + " is not possible in race: the sticks give 1, 2, 3, 4, 5"
                        + " (or 0 before the throw)", e.getMessage());
            }
        }
        assertEquals(5, referee.requireThrowable(5));
        assertEquals(RuleSet.NO_THROW, referee.requireThrowable(RuleSet.NO_THROW));
    }

    @Test
    void legal_actions_are_an_immutable_list() {
        List<Action> actions = referee.legalActions(start, 3);
        assertThrows(UnsupportedOperationException.class, () -> actions.add(Action.Pass.INSTANCE));
        assertThrows(UnsupportedOperationException.class, () -> actions.remove(0));
    }
}
