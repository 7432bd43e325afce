package org.senet.variants.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.senet.core.engine.Citations;
import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.RuleSetConfigurationException;

/** A plugin author's {@link Citations}, built at test time: each reason cites the clause it was given. */
class CitationsBlocksTest {

    @Test
    void of_pairs_each_reason_with_the_clause_after_it() {
        Citations citations = Citations.of("X1", RefusalReason.NO_OWN_PIECE, "X3", RefusalReason.THROW_FIRST, "X4");
        assertEquals(Map.of(RefusalReason.NO_OWN_PIECE, "X3", RefusalReason.THROW_FIRST, "X4"), citations.byReason());
        assertEquals("X3", citations.clauseOf(RefusalReason.NO_OWN_PIECE));
        assertEquals("X4", citations.clauseOf(RefusalReason.THROW_FIRST));
        assertEquals("X1", citations.clauseOf(RefusalReason.BELOW_FIRST_SQUARE));
    }

    @Test
    void of_without_pairs_cites_one_clause_for_everything() {
        assertEquals("X1", Citations.of("X1").clauseOf(RefusalReason.NO_OWN_PIECE));
    }

    @Test
    void of_refuses_a_reason_without_its_clause() {
        RuleSetConfigurationException e = assertThrows(RuleSetConfigurationException.class,
                () -> Citations.of("X1", RefusalReason.NO_OWN_PIECE, "X3", RefusalReason.THROW_FIRST));
        assertEquals("reasons and clauses come in pairs", e.getMessage());
    }

    @Test
    void with_adds_one_reasons_clause_and_keeps_the_rest() {
        Citations citations = Citations.of("X1", RefusalReason.NO_OWN_PIECE, "X3")
                .with(RefusalReason.THROW_FIRST, "X4");
        assertEquals("X3", citations.clauseOf(RefusalReason.NO_OWN_PIECE));
        assertEquals("X4", citations.clauseOf(RefusalReason.THROW_FIRST));
        assertEquals("X1", citations.otherwise());
    }
}
