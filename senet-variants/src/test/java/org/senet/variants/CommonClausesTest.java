package org.senet.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.board.Side;
import org.senet.core.notation.MoveListing;
import org.senet.core.notation.Notation;
import org.senet.core.notation.NotationException;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/** The clauses of docs/rules.md (C1–C9) that every rule set shares, checked on shipped rule sets. */
class CommonClausesTest {
    private static final RuleSets REGISTRY = RuleSets.discover();

    @Test
    @DisplayName("C5 one piece per square: no move lands on an own piece, and notation cannot put two on one")
    void C5_one_piece_per_square() {
        RuleSet thibault = REGISTRY.get("thibault");
        // From the start, a throw of 2 brings every light piece but the one on 9 onto another light piece.
        assertEquals(List.of("9->11 WBWBWBWB.BW................... B"),
                MoveListing.lines(thibault, "WBWBWBWBWB.................... W", 2));
        assertThrows(NotationException.class, () -> Notation.parse(thibault, "WBWBWBWBWB.................... W wait=1,0"),
                "no piece can be anywhere but on one square, borne off, or (where the rules have it) waiting");
    }

    @Test
    @DisplayName("C6 landing on an opponent piece swaps the two, unless the rule set says otherwise")
    void C6_attack_swaps() {
        for (String id : List.of("thibault", "kendall", "rebirth", "jequier-pusch", "assignment")) {
            RuleSet rules = REGISTRY.get(id);
            List<String> lines = MoveListing.lines(rules, "....W...B..................... W pieces=1,1", 4);
            assertTrue(lines.get(0).startsWith("5->9 ....B...W"), id + ": " + lines);
        }
        // Tait removes the attacked piece instead (TA4): it waits to enter again, and the hit throws again (TA3).
        assertEquals(List.of("5->9 ........W..................... W pieces=1,1 wait=0,1"),
                MoveListing.lines(REGISTRY.get("tait"), "....W...B..................... W pieces=1,1", 4));
    }

    @Test
    @DisplayName("C7 a piece leaving the board is written ->off; all pieces borne off wins")
    void C7_bearing_off_wins() {
        RuleSet thibault = REGISTRY.get("thibault");
        List<String> lines = MoveListing.lines(thibault, "B............................W W pieces=1,1", 1);
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("30->off "), lines.toString());
        String after = lines.get(0).substring("30->off ".length());
        assertEquals(Side.LIGHT, thibault.winner(Notation.parse(thibault, after)).orElseThrow());
        assertEquals(List.of("over W"), MoveListing.lines(thibault, after, 2));
    }

    @Test
    @DisplayName("Every rule set is listed under its own name with a one-line summary")
    void names_and_summaries() {
        Set<String> names = new HashSet<>();
        for (String id : REGISTRY.ids()) {
            RuleSet rules = REGISTRY.get(id);
            assertFalse(rules.name().isBlank(), id);
            assertTrue(names.add(rules.name()), id + ": " + rules.name() + " is another rule set's name");
            assertFalse(rules.summary().isBlank() || rules.summary().contains("\n"), id + ": " + rules.summary());
        }
    }
}
