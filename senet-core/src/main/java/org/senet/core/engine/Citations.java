package org.senet.core.engine;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

import org.senet.core.rules.Refusal;
import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.RuleSetConfigurationException;

/**
 * Which clause of a rule set each kind of refusal cites: the same reason ("Attack on safe piece") is
 * clause {@code K3} in Kendall's rules and {@code JP5} in Jéquier/Pusch's.
 *
 * @param byReason  the clause of each reason the rule set gives
 * @param otherwise the clause of any other reason
 */
public record Citations(Map<RefusalReason, String> byReason, String otherwise) {

    /**
     * Citations, copied.
     *
     * @param byReason  the clause of each reason the rule set gives
     * @param otherwise the clause of any other reason
     * @throws NullPointerException if an argument is null
     */
    public Citations {
        byReason = Map.copyOf(byReason);
        Objects.requireNonNull(otherwise, "otherwise");
    }

    /**
     * Citations of these clauses, given as reason, clause, reason, clause …
     *
     * @param otherwise the clause of any reason not named
     * @param pairs     reasons and clause ids, alternately
     * @return the citations
     * @throws RuleSetConfigurationException if the pairs are not reasons and strings alternately
     */
    public static Citations of(String otherwise, Object... pairs) {
        if (pairs.length % 2 != 0) {
            throw new RuleSetConfigurationException("reasons and clauses come in pairs");
        }
        Map<RefusalReason, String> map = new HashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put((RefusalReason) pairs[i], (String) pairs[i + 1]);
        }
        return new Citations(map, otherwise);
    }

    /**
     * The same citations, {@code reason} citing {@code clause}.
     *
     * @param reason a refusal reason
     * @param clause the clause it cites
     * @return the citations
     */
    public Citations with(RefusalReason reason, String clause) {
        Map<RefusalReason, String> map = new HashMap<>(byReason);
        map.put(reason, clause);
        return new Citations(map, otherwise);
    }

    /**
     * The same citations, reasons not named citing {@code clause}.
     *
     * @param clause the clause
     * @return the citations
     */
    public Citations otherwise(String clause) {
        return new Citations(byReason, clause);
    }

    /**
     * The clause of {@code reason}.
     *
     * @param reason a refusal reason
     * @return the clause it cites
     */
    public String clauseOf(RefusalReason reason) {
        return byReason.getOrDefault(reason, otherwise);
    }

    /**
     * {@code refusal}, and the backward refusal it holds, citing their clauses.
     *
     * @param refusal a refusal
     * @return the refusal citing its clause
     */
    public Refusal cite(Refusal refusal) {
        Refusal cited = refusal.citing(clauseOf(refusal.reason()));
        return refusal.backward().map(back -> cited.withBackward(cite(back))).orElse(cited);
    }
}
