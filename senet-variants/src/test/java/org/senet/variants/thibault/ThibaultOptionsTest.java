package org.senet.variants.thibault;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.senet.variants.thibault.ThibaultOptionBoards.BASE;
import static org.senet.variants.thibault.ThibaultOptionBoards.board;
import static org.senet.variants.thibault.ThibaultOptionBoards.keys;
import static org.senet.variants.thibault.ThibaultOptionBoards.moves;
import static org.senet.variants.thibault.ThibaultOptionBoards.refusal;
import static org.senet.variants.thibault.ThibaultOptionBoards.rules;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Track;
import org.senet.core.notation.Notation;
import org.senet.core.notation.NotationException;
import org.senet.core.position.Position;
import org.senet.core.rules.Referee;
import org.senet.core.rules.RuleSet;
import org.senet.variants.Refusals;

/**
 * One test per alternative rule of Thibault's source (T-ALT), each an option of {@code thibault}:
 * expected lines worked out from the rules by hand. The gathered throws are in
 * {@link GatherThrowsOptionTest}, whole games under every option in {@link ThibaultOptionGamesTest}; boards
 * are written as in {@link ThibaultOptionBoards#board}.
 */
class ThibaultOptionsTest {
    @Test
    @DisplayName("T-ALT sticks=6: zero white sides count 6, which throws again and bears off from 26")
    void T_ALT_sticks_six() {
        RuleSet rules = rules("sticks=6");
        assertEquals(6, rules.throwTable().value(0));
        assertFalse(rules.throwTable().isThrowable(5));
        assertEquals(List.of("5->11 " + board("W11 B12 W20") + " W mid=1", "20->26 " + board("W5 B12 W26") + " W mid=1"),
                moves(rules, board("W5 B12 W20") + " W", 6));
        // From 26 the 6 bears off (a 5 never comes).
        assertEquals(List.of("5->11 " + board("W11 B12 W26") + " W mid=1", "26->off " + board("W5 B12") + " W mid=1"),
                moves(rules, board("W5 B12 W26") + " W", 6));
        // TH9d: while drowning, an unusable 6 throws again like the 1.
        assertEquals(List.of("pass " + board("W5 B20 W27") + " W mid=1"), moves(rules, board("W5 B20 W27") + " W", 6));
        assertEquals(List.of("pass " + board("W5 B20 W27") + " B"), moves(rules, board("W5 B20 W27") + " W", 3));
    }

    @Test
    @DisplayName("T-ALT pieces=7|9|10: more pieces, set out on 1..2n")
    void T_ALT_pieces_seven_nine_ten() {
        RuleSet seven = rules("pieces=7");
        assertEquals(7, seven.piecesPerSide());
        assertEquals("WBWBWBWBWBWBWB................ W", Notation.format(seven, seven.start()));
        assertEquals("WBWBWBWBWBWBWBWBWB............ W", Notation.format(rules("pieces=9"), rules("pieces=9").start()));
        assertEquals("WBWBWBWBWBWBWBWBWBWB.......... W", Notation.format(rules("pieces=10"), rules("pieces=10").start()));
        assertTrue(refusal("pieces=6").contains("pieces"), refusal("pieces=6"));
    }

    @Test
    @DisplayName("T-ALT second-needs-one: dark moves no piece before it has thrown a 1; that 1 is played")
    void T_ALT_second_needs_one() {
        RuleSet rules = rules("second-needs-one=true");
        assertEquals("WBWBWBWBWB.................... W needone=1", Notation.format(rules, rules.start()));
        String dark = board("W5 B12") + " B needone=1";
        assertEquals(List.of("pass " + board("W5 B12") + " W needone=1"), moves(rules, dark, 2));
        assertEquals(List.of("pass " + board("W5 B12") + " W needone=1"), moves(rules, dark, 4));
        assertEquals("Dark moves no piece before it has thrown a 1", Refusals.whyNot(rules, dark, 2, 12));
        assertEquals(List.of("12->13 " + board("W5 B13") + " B mid=1"), moves(rules, dark, 1));
        // Light is not held back.
        assertEquals(List.of("5->7 " + board("W7 B12") + " B needone=1"), moves(rules, board("W5 B12") + " W needone=1", 2));
        // Without the option the flag is not part of the notation.
        assertThrows(NotationException.class, () -> Notation.parse(BASE, dark));
    }

    @Test
    @DisplayName("T-ALT second-needs-one: dark's missing 1 is the reason only for dark's own pieces, after a throw other than 1")
    void T_ALT_second_needs_one_reason_only_for_own_pieces() {
        RuleSet rules = rules("second-needs-one=true");
        String dark = board("W5 B12 B14") + " B needone=1";
        assertEquals("Dark moves no piece before it has thrown a 1", Refusals.whyNot(rules, dark, 3, 12));
        // Not dark's piece: the usual reason.
        assertEquals("You don't have a piece on square 5", Refusals.whyNot(rules, dark, 3, 5));
        assertEquals("You don't have a piece on square 13", Refusals.whyNot(rules, dark, 3, 13));
        // The 1 itself is played as usual, its refusals included.
        assertEquals("(legal)", Refusals.whyNot(rules, dark, 1, 12));
        assertEquals("One of your own pieces occupies square 14",
                Refusals.whyNot(rules, board("W5 B13 B14") + " B needone=1", 1, 13));
        // A 5 is lost like any other throw, and the sticks pass: only a drowning piece keeps them (TH9d).
        assertEquals(List.of("pass " + board("W5 B12 B14") + " W needone=1"), moves(rules, dark, 5));
        // start-off-board: a waiting piece waits for the 1 too; with none waiting, nothing waits.
        RuleSet offBoard = rules("second-needs-one=true", "start-off-board=true");
        assertEquals("Dark moves no piece before it has thrown a 1",
                Refusals.whyNot(offBoard, board("W5") + " B wait=4,5 needone=1", 3, 0));
        assertEquals("You have no piece waiting to enter",
                Refusals.whyNot(offBoard, board("W5 B12") + " B wait=4,0 needone=1", 3, 0));
    }

    @Test
    @DisplayName("T-ALT start-off-board: all pieces wait and enter on the square the throw counts to, onto empty squares")
    void T_ALT_start_off_board() {
        RuleSet rules = rules("start-off-board=true");
        assertEquals(".............................. W wait=5,5", Notation.format(rules, rules.start()));
        assertEquals(List.of("in->3 " + board("W3") + " B wait=4,5"), moves(rules, rules.start(), 3));
        assertEquals(List.of("in->1 " + board("W1") + " W wait=4,5 mid=1"), moves(rules, rules.start(), 1));
        String p = board("B3 W10") + " W wait=1,4";
        assertEquals(List.of("10->13 " + board("B3 W13") + " B wait=1,4"), moves(rules, p, 3));
        assertEquals("A piece enters only onto an empty square; square 3 is occupied", Refusals.whyNot(rules, p, 3, 0));
        assertEquals(List.of("in->2 " + board("W2 B3 W10") + " B wait=0,4", "10->12 " + board("B3 W12") + " B wait=1,4"),
                moves(rules, p, 2));
    }

    @Test
    @DisplayName("T-ALT walls: three pieces in a row cannot be passed, forward or backward")
    void T_ALT_walls_block_passage() {
        RuleSet rules = rules("walls=true");
        String p = board("W5 B7 B8 B9 W20") + " W";
        assertEquals(List.of("5->10 " + board("B7 B8 B9 W10 W20") + " W mid=1",
                "20->25 " + board("W5 B7 B8 B9 W25") + " W mid=1"), moves(BASE, p, 5));
        assertEquals(List.of("20->25 " + board("W5 B7 B8 B9 W25") + " W mid=1"), moves(rules, p, 5));
        assertEquals("Attempt to jump over blockade", Refusals.whyNot(rules, p, 5, 5));
        // Backward: the piece on 11 cannot pass back over 7..9 to 6.
        String back = board("B7 B8 B9 W11 B16 B17") + " W";
        assertEquals(List.of("11->6 " + board("W6 B7 B8 B9 B16 B17") + " W mid=1"), moves(BASE, back, 5));
        assertEquals(List.of("pass " + board("B7 B8 B9 W11 B16 B17") + " B"), moves(rules, back, 5));
    }

    @Test
    @DisplayName("T-ALT walls [decided]: bearing off passes the squares up to 30, so a wall there blocks it")
    void T_ALT_walls_block_bearing_off() {
        RuleSet rules = rules("walls=true");
        String wall = ".W..W......B.......B...BBBWWW. B"; // light on 27..29, dark on 26 throws a 5
        assertTrue(moves(BASE, wall, 5).stream().anyMatch(line -> line.startsWith("26->off")), "no walls: 26 bears off");
        assertTrue(moves(rules, wall, 5).stream().noneMatch(line -> line.startsWith("26->off")),
                "26->off on a 5 passes the wall on 27..29: " + moves(rules, wall, 5));
        assertTrue(moves(rules, wall, 4).stream().noneMatch(line -> line.startsWith("26->30")),
                "as 26->30 on a 4 does");
        assertEquals("Attempt to jump over blockade", Refusals.whyNot(rules, wall, 5, 26));
        String drowning = board("W26 B27 W28 W29 W30 B10") + " B";
        assertEquals(List.of("27->off " + board("W26 W28 W29 W30 B10") + " B mid=1"), moves(rules, drowning, 4),
                "TH9c: the drowning piece's 4 is not held back by a wall");
    }

    @Test
    @DisplayName("T-ALT backward-no-attack: a backward move lands only on an empty square")
    void T_ALT_backward_no_attack() {
        RuleSet rules = rules("backward-no-attack=true");
        String p = ".........B.WBB................ W";
        assertEquals(List.of("12->10 .........W.BBB................ B"), moves(BASE, p, 2));
        assertEquals(List.of("pass .........B.WBB................ B"), moves(rules, p, 2));
        assertEquals("A backward move must land on an empty square; square 10 is occupied", Refusals.whyNot(rules, p, 2, 12));
        // Forward attacks stay.
        assertEquals(List.of("3->5 ..B.W..BB..................... B"), moves(rules, "..W.B..BB..................... W", 2));
    }

    @Test
    @DisplayName("T-ALT fifteen=safe: a piece on 15 cannot be attacked")
    void T_ALT_fifteen_safe() {
        RuleSet rules = rules("fifteen=safe");
        String p = "...........W..B............... W pieces=1,1";
        assertEquals(List.of("12->15 ...........B..W............... B pieces=1,1"), moves(BASE, p, 3));
        assertEquals(List.of("12->9 ........W.....B............... B pieces=1,1"), moves(rules, p, 3));
        assertEquals("Attack on safe piece: 15", Refusals.whyNot(rules, "...........W..B....W.......... W pieces=2,1", 3, 12));
    }

    @Test
    @DisplayName("T-ALT fifteen=safe-throw: 15 is safe, and landing there earns another throw")
    void T_ALT_fifteen_safe_and_throw() {
        RuleSet rules = rules("fifteen=safe-throw");
        String p = board("W12 B20") + " W";
        assertEquals(List.of("12->15 " + board("W15 B20") + " B"), moves(BASE, p, 3));
        assertEquals(List.of("12->15 " + board("W15 B20") + " W mid=1"), moves(rules, p, 3));
        assertEquals(List.of("12->9 ........W.....B............... B pieces=1,1"),
                moves(rules, "...........W..B............... W pieces=1,1", 3));
    }

    @Test
    @DisplayName("T-ALT beauty-throw: landing on 26 earns another throw")
    void T_ALT_beauty_throw() {
        RuleSet rules = rules("beauty-throw=true");
        String p = board("W5 B12 W24") + " W";
        assertEquals(List.of("5->7 " + board("W7 B12 W24") + " B", "24->26 " + board("W5 B12 W26") + " B"), moves(BASE, p, 2));
        assertEquals(List.of("5->7 " + board("W7 B12 W24") + " B", "24->26 " + board("W5 B12 W26") + " W mid=1"),
                moves(rules, p, 2));
    }

    @Test
    @DisplayName("T-ALT one-in-water: while 27 holds a piece, no other piece enters it (no swap on 27, no knock into it)")
    void T_ALT_one_in_water() {
        RuleSet rules = rules("one-in-water=true");
        String swap = ".........B...............WB... W";
        assertEquals(List.of("26->27 .........B...............BW... W mid=1"), moves(BASE, swap, 1));
        assertEquals(List.of("26->25 .........B..............W.B... W mid=1"), moves(rules, swap, 1));
        String knock = ".........................WB.B. W";
        assertEquals(List.of("26->29 ..............B...........B.W. B"), moves(BASE, knock, 3));
        assertEquals(List.of("26->23 ......................W...B.B. B"), moves(rules, knock, 3));
        assertEquals("Square 27 already holds a piece and no other may enter it, so the move to 29 is not allowed",
                Refusals.whyNot(rules, board("W5 W26 B27 B29") + " W", 3, 26));
        // OptionException for a combination that means nothing.
        String message = refusal("one-in-water=true", "water=start");
        assertTrue(message.contains("one-in-water") && message.contains("water=start"), message);
    }

    @Test
    @DisplayName("T-ALT water=start: a piece falling into 27 goes back to square 1, or the first free square after it")
    void T_ALT_water_start() {
        RuleSet rules = rules("water=start");
        assertEquals(List.of("26->27 " + board("W1 B12") + " W mid=1"), moves(rules, board("B12 W26") + " W", 1));
        assertEquals(List.of("26->27 " + board("B1 B2 W3 B12") + " W mid=1"), moves(rules, board("B1 B2 B12 W26") + " W", 1));
        // A piece knocked off 28..30 goes there too (TH8).
        assertEquals(List.of("26->29 " + board("B1 W29") + " B"), moves(rules, board("W26 B29") + " W", 3));
        NotationException e = assertThrows(NotationException.class, () -> Notation.parse(rules, board("B12 W27") + " W"));
        assertTrue(e.getMessage().contains("27"), e.getMessage());
    }

    @Test
    @DisplayName("T-ALT water=reenter: a piece falling into 27 leaves the board and enters again, from square 1 on")
    void T_ALT_water_reenter() {
        RuleSet rules = rules("water=reenter");
        assertTrue(rules.usesWaitingPieces());
        assertEquals(List.of("26->27 " + board("B12") + " W wait=1,0 mid=1"), moves(rules, board("B12 W26") + " W", 1));
        assertEquals(List.of("26->29 " + board("W29") + " B wait=0,1"), moves(rules, board("W26 B29") + " W", 3));
        assertEquals(List.of("in->1 " + board("W1 B12") + " W mid=1"),
                moves(rules, board("B12") + " W wait=1,0", 1));
        NotationException e = assertThrows(NotationException.class, () -> Notation.parse(rules, board("B12 W27") + " W"));
        assertTrue(e.getMessage().contains("27"), e.getMessage());
    }

    @Test
    @DisplayName("T-ALT judges-forward: pieces on 28..30 may also move forward")
    void T_ALT_judges_forward() {
        RuleSet rules = rules("judges-forward=true");
        String p = board("B5 W28") + " W";
        assertEquals(List.of("pass " + board("B5 W28") + " B"), moves(BASE, p, 1));
        assertEquals(List.of("28->29 " + board("B5 W29") + " W mid=1"), moves(rules, p, 1));
        assertEquals(List.of("28->30 " + board("B5 W30") + " B"), moves(rules, p, 2));
        assertEquals(List.of("28->off " + board("B5") + " B"), moves(rules, p, 3));
        // Landing on an opponent on 29 knocks it into 27 (TH8).
        assertEquals(List.of("28->29 " + board("B5 B27 W29") + " W mid=1"), moves(rules, board("B5 W28 B29") + " W", 1));
    }

    @Test
    @DisplayName("T-ALT safe-end: 26 and 28..30 are safe")
    void T_ALT_safe_end() {
        RuleSet rules = rules("safe-end=true");
        String beauty = board("B10 W24 B26") + " W";
        assertEquals(List.of("24->26 " + board("B10 B24 W26") + " B"), moves(BASE, beauty, 2));
        assertEquals(List.of("24->22 " + board("B10 W22 B26") + " B"), moves(rules, beauty, 2));
        String judges = board("B10 W26 B28") + " W";
        assertEquals(List.of("26->28 " + board("B10 B27 W28") + " B"), moves(BASE, judges, 2));
        assertEquals(List.of("26->24 " + board("B10 W24 B28") + " B"), moves(rules, judges, 2));
        assertEquals("Attack on safe piece: 28", Refusals.whyNot(rules, board("B10 W20 W26 B28") + " W", 2, 26));
    }

    @Test
    @DisplayName("T-ALT must-bear-off: a throw that can bear a piece off must do so")
    void T_ALT_must_bear_off() {
        RuleSet rules = rules("must-bear-off=true");
        String p = board("W5 B12 W28") + " W";
        assertEquals(List.of("5->8 " + board("W8 B12 W28") + " B", "28->off " + board("W5 B12") + " B"), moves(BASE, p, 3));
        assertEquals(List.of("28->off " + board("W5 B12") + " B"), moves(rules, p, 3));
        assertEquals("A piece can bear off with this throw, and bearing off must be played", Refusals.whyNot(rules, p, 3, 5));
        assertEquals(List.of("5->7 " + board("W7 B12 W28") + " B"), moves(rules, p, 2));
    }

    @Test
    @DisplayName("T-ALT must-bear-off: a piece with a move of its own is refused for the bear-off; one without keeps its reason")
    void T_ALT_must_bear_off_reason() {
        RuleSet rules = rules("must-bear-off=true");
        // 5->8 and 3->6 are legal moves of their own: held back only by the bear-off.
        String p = board("W3 W5 B12 W28") + " W";
        assertEquals(List.of("28->off " + board("W3 W5 B12") + " B"), moves(rules, p, 3));
        assertEquals("A piece can bear off with this throw, and bearing off must be played", Refusals.whyNot(rules, p, 3, 5));
        assertEquals("A piece can bear off with this throw, and bearing off must be played", Refusals.whyNot(rules, p, 3, 3));
        // 25 has no move with a 3 at all: its own reason (TH4) stays.
        assertEquals("A piece must land exactly on square 26 before going on; it cannot reach 28",
                Refusals.whyNot(rules, board("W5 B12 W25 W28") + " W", 3, 25));
        // A waiting piece that could enter is held back by the bear-off too.
        RuleSet offBoard = rules("must-bear-off=true", "start-off-board=true");
        String waiting = board("B12 W28") + " W wait=1,4";
        assertEquals(List.of("28->off " + board("B12") + " B wait=1,4"), moves(offBoard, waiting, 3));
        assertEquals("A piece can bear off with this throw, and bearing off must be played",
                Refusals.whyNot(offBoard, waiting, 3, 0));
    }

    @Test
    @DisplayName("T-ALT last-row: a side bears off only once all its pieces are on row 3")
    void T_ALT_last_row() {
        RuleSet rules = rules("last-row=true");
        String p = board("W5 B12 W28") + " W";
        assertEquals(List.of("5->8 " + board("W8 B12 W28") + " B"), moves(rules, p, 3));
        assertEquals("Not all your pieces are on the final row", Refusals.whyNot(rules, p, 3, 28));
        assertEquals(List.of("21->24 " + board("B12 W24 W28") + " B", "28->off " + board("W21 B12") + " B"),
                moves(rules, board("W21 B12 W28") + " W", 3));
        String message = refusal("last-row=true", "pieces=7");
        assertTrue(message.contains("last-row") && message.contains("pieces=7"), message);
    }

    @Test
    @DisplayName("T-ALT netting: a piece landing on 16 costs its side the next throw")
    void T_ALT_netting() {
        RuleSet rules = rules("netting=true");
        // With a 2 the turn ends anyway: light's next throw is lost, so dark plays two turns (net=1).
        assertEquals(List.of("14->16 " + board("B5 W16") + " B net=1"), moves(rules, board("B5 W14") + " W", 2));
        assertEquals(List.of("5->7 " + board("B7 W16") + " B"), moves(rules, board("B5 W16") + " B net=1", 2));
        assertEquals(List.of("5->6 " + board("B6 W16") + " B mid=1 net=1"), moves(rules, board("B5 W16") + " B net=1", 1));
        // With a 1 the throw it earned is the one lost: the sticks pass.
        assertEquals(List.of("15->16 " + board("B5 W16") + " B"), moves(rules, board("B5 W15") + " W", 1));
        assertEquals(List.of("15->16 " + board("B5 W16") + " W mid=1"), moves(BASE, board("B5 W15") + " W", 1));
        // Both sides netted: the lost throws cancel out.
        assertEquals(List.of("14->16 " + board("B16 W20") + " W"), moves(rules, board("B14 W20") + " B net=1", 2));
        Position before = Notation.parse(rules, board("B5 W14") + " W");
        int move = new Referee(rules).legalActions(before, 2).get(0).code();
        assertTrue(ActionCode.has(move, MoveEffect.NETTED), "the move is labelled NETTED");
        assertEquals("14->16", ActionCode.toText(move));
    }

    @Test
    @DisplayName("T-ALT combined: start-off-board, water=reenter, walls, safe-end, must-bear-off, netting and sticks=6 together")
    void T_ALT_combination() {
        RuleSet rules = rules("start-off-board=true", "water=reenter", "walls=true", "safe-end=true", "must-bear-off=true",
                "netting=true", "sticks=6", "fifteen=safe-throw", "second-needs-one=true");
        assertEquals(".............................. W wait=5,5 needone=1", Notation.format(rules, rules.start()));
        assertEquals(List.of("in->6 " + board("W6") + " W wait=4,5 mid=1 needone=1"), moves(rules, rules.start(), 6));
        // Bearing off from 26 on the 6 is compulsory, and 3->9 would pass the wall on 4..6.
        String p = board("W3 B4 B5 B6 W26 B28") + " W wait=0,1";
        assertEquals(List.of("26->off " + board("W3 B4 B5 B6 B28") + " W wait=0,1 mid=1"), moves(rules, p, 6));
        // 28 is safe and 5 protected: only backward moves.
        assertEquals(List.of("3->1 " + board("W1 B4 B5 B6 W26 B28") + " B wait=0,1",
                "26->24 " + board("W3 B4 B5 B6 W24 B28") + " B wait=0,1"), moves(rules, p, 2));
        // 26->27 on a 1: the piece leaves the board to enter again.
        assertEquals(List.of("26->27 " + board("W3 B4 B5 B6 B28") + " W wait=1,1 mid=1"), moves(rules, p, 1));
    }

    @Test
    @DisplayName("T-ALT with TH9d: under options that change the turn, an unusable 1 or 5 (6) while drowning still throws again")
    void T_ALT_drowning_throw_again_with_options() {
        String p = board("W5 B20 W27") + " W";
        for (RuleSet rules : List.of(rules("beauty-throw=true"), rules("must-bear-off=true"), rules("netting=true"),
                rules("second-needs-one=true"))) {
            assertEquals(List.of("pass " + board("W5 B20 W27") + " W mid=1"), moves(rules, p, 1), rules.toString());
            assertEquals(List.of("pass " + board("W5 B20 W27") + " W mid=1"), moves(rules, p, 5), rules.toString());
            assertEquals(List.of("pass " + board("W5 B20 W27") + " B"), moves(rules, p, 2), rules.toString());
            assertEquals(List.of("pass " + board("W5 B20 W27") + " B"), moves(rules, p, 3), rules.toString());
            assertEquals(List.of("27->off " + board("W5 B20") + " W mid=1"), moves(rules, p, 4), rules.toString());
        }
        RuleSet six = rules("sticks=6", "beauty-throw=true");
        assertEquals(List.of("pass " + board("W5 B20 W27") + " W mid=1"), moves(six, p, 6));
        assertEquals(List.of("pass " + board("W5 B20 W27") + " W mid=1"), moves(six, p, 1));
        // No drowning piece: a lost 1 or 5 passes the sticks (C9). 29 leaves only on a 2 and never moves back.
        String judged = board("B5 W29") + " W";
        assertEquals(List.of("pass " + board("B5 W29") + " B"), moves(rules("beauty-throw=true"), judged, 1));
        assertEquals(List.of("pass " + board("B5 W29") + " B"), moves(rules("beauty-throw=true"), judged, 5));
    }

    @Test
    @DisplayName("T-ALT water=reenter: a piece knocked off 28..30 is hit (HIT and KNOCK), and leaves the board")
    void T_ALT_water_reenter_knock_is_a_hit() {
        Position p = Notation.parse(rules("water=reenter"), board("W26 B29") + " W");
        int move = new Referee(rules("water=reenter")).legalActions(p, 3).get(0).code();
        assertEquals("26->29", ActionCode.toText(move));
        assertTrue(ActionCode.has(move, MoveEffect.KNOCK), "labelled KNOCK");
        assertTrue(ActionCode.has(move, MoveEffect.HIT), "labelled HIT: the knocked piece leaves the board");
        // water=start and drown: knocked into 27 (drown) or sent to square 1 (start), not hit.
        for (RuleSet rules : List.of(BASE, rules("water=start"))) {
            int knock = new Referee(rules).legalActions(Notation.parse(rules, board("W26 B29") + " W"), 3).get(0).code();
            assertTrue(ActionCode.has(knock, MoveEffect.KNOCK), rules.toString());
            assertFalse(ActionCode.has(knock, MoveEffect.HIT), rules.toString());
        }
    }

    @Test
    @DisplayName("T-ALT start-off-board, water: pieces wait off the board only with start-off-board or water=reenter")
    void T_ALT_waiting_pieces_only_with_start_off_board_or_reenter() {
        assertTrue(rules("start-off-board=true").usesWaitingPieces());
        assertTrue(rules("water=reenter").usesWaitingPieces());
        for (RuleSet rules : List.of(BASE, rules("water=start"), rules("walls=true"))) {
            assertFalse(rules.usesWaitingPieces(), rules.toString());
            NotationException e = assertThrows(NotationException.class,
                    () -> Notation.parse(rules, board("B12 W20") + " W wait=1,0"));
            assertTrue(e.getMessage().contains("wait"), e.getMessage());
        }
    }

    @Test
    @DisplayName("T-ALT throw bound: measured per option (pieces, last-row, and the options that slow a game down by 30%)")
    void T_ALT_throw_bound_per_option() {
        assertEquals(270, BASE.throwBound());
        assertEquals(340, rules("pieces=7").throwBound());
        assertEquals(420, rules("pieces=9").throwBound());
        assertEquals(450, rules("pieces=10").throwBound());
        assertEquals(600, rules("last-row=true").throwBound());
        assertEquals(600, rules("last-row=true", "start-off-board=true").throwBound());
        for (String option : List.of("start-off-board=true", "water=start", "water=reenter", "second-needs-one=true",
                "netting=true", "one-in-water=true")) {
            assertEquals(351, rules(option).throwBound(), option);
        }
        assertEquals(585, rules("pieces=10", "start-off-board=true", "netting=true").throwBound());
        for (String option : List.of("walls=true", "sticks=6", "fifteen=safe-throw", "beauty-throw=true", "safe-end=true",
                "judges-forward=true", "must-bear-off=true", "backward-no-attack=true")) {
            assertEquals(270, rules(option).throwBound(), option);
        }
    }

    @Test
    @DisplayName("T-ALT a variant of thibault keeps its options, read into the variant's settings")
    void T_ALT_a_variant_keeps_the_options() {
        RuleSet variant = new Thibault(Thibault.RULEBOOK.variant("thibault-net15", "Thibault, net and safe 15")
                .withClause("TV1", "The House of Netting on 16, and 15 safe.")
                .withSettings(s -> s.withNetSquare(16).withLanding(s.landing().withSafe(Track.bit(15))))) {
        };
        assertSame(variant, variant.withOptions(Map.of("walls", "false", "fifteen", "normal")));
        RuleSet walled = variant.withOptions(Map.of("walls", "true", "pieces", "7"));
        assertEquals("thibault-net15", walled.id());
        assertEquals(7, walled.piecesPerSide());
        assertTrue(keys(walled).contains("net"), "the variant's own point stays: " + keys(walled));
        assertEquals(Map.of("pieces", "7", "walls", "true"), walled.options());
    }
}
