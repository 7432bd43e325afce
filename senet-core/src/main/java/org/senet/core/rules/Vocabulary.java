package org.senet.core.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.senet.core.SenetException;
import org.senet.core.action.MoveEffect;
import org.senet.core.action.MoveEffects;

/**
 * The words of one rulebook: the {@link RefusalReason reasons} its refusals give and the
 * {@link MoveEffect effects} its moves carry. The core's vocabulary ({@link #core()}) is fixed: the
 * reasons any rule set may give, those of the mechanics of {@link org.senet.core.settings.RuleSettings}
 * ({@link org.senet.core.settings.Reasons}) and the engine's effects, each at a place of its own. A rule
 * set that needs more words makes a vocabulary of its own, which begins with the core's, and names it
 * as its {@link RuleSet#vocabulary()}:
 * <pre>{@code
 * static final Vocabulary WORDS = Vocabulary.extendingCore();
 * static final RefusalReason NET_HOLDS = WORDS.reason("net-holds", "The net on {0} holds the piece");
 * static final MoveEffect SNARED = WORDS.effect("SNARED", "caught in a snare: the next throw is lost");
 *
 * public Vocabulary vocabulary() { return WORDS; }
 * }</pre>
 *
 * <p>The words of a vocabulary of its own belong to its rule set, not to the process: two plugins may
 * each define a reason {@code net-holds} or an effect {@code SNARED}, and a plugin loaded a second time
 * (by a class loader of its own) defines its words again without a clash. Refusal codes and effect
 * bits are therefore read through the vocabulary of the rule set that made them ({@link #decode},
 * {@link #effects(int)}); those of the core's words read the same in every vocabulary.
 *
 * <p>Thread-safe: words are defined while the rule set's class is initialised, and read after.
 */
public final class Vocabulary {
    private static final Vocabulary CORE = new Vocabulary(CoreReasons.ALL, MoveEffects.engine(), false);

    private final boolean open;
    private final MoveEffects effects;
    private volatile List<RefusalReason> reasons;

    private Vocabulary(List<RefusalReason> reasons, MoveEffects effects, boolean open) {
        this.reasons = List.copyOf(reasons);
        this.effects = effects;
        this.open = open;
    }

    /** {@return the core's vocabulary, the same for every rule set: fixed} */
    public static Vocabulary core() {
        return CORE;
    }

    /**
     * A new vocabulary for a rulebook: the core's words, and room for its own ({@link #reason},
     * {@link #effect}). Make one per rule set (or family of rule sets), in a {@code static final} field.
     *
     * @return the vocabulary
     */
    public static Vocabulary extendingCore() {
        return new Vocabulary(CORE.reasons, MoveEffects.extendingEngine(), true);
    }

    /**
     * Defines a reason of this vocabulary whose arguments are all squares. Call it once, for a
     * {@code static final} constant of the rule set that gives it.
     *
     * @param key      a message key, unique in this vocabulary (e.g. {@code net-holds}); front ends
     *                 translate {@code refusal.<key>}
     * @param template the English message, with {@code {0}}, {@code {1}} … for the arguments
     * @return the reason
     * @throws RuleSetConfigurationException if this is the core's vocabulary, if the key is taken here or
     *                                       is not of a-z, 0-9 and -, or the template is empty
     */
    public RefusalReason reason(String key, String template) {
        return reason(key, template, Integer.MAX_VALUE);
    }

    /**
     * Defines a reason of this vocabulary whose first {@code squareArguments} arguments are squares, the
     * rest other values (a throw, an action's text).
     *
     * @param key             a message key, unique in this vocabulary
     * @param template        the English message, with {@code {0}}, {@code {1}} … for the arguments
     * @param squareArguments how many of the first arguments are squares
     * @return the reason
     * @throws RuleSetConfigurationException if this is the core's vocabulary, if the key is taken here or
     *                                       malformed, or the template is empty
     * @see #reason(String, String)
     */
    public synchronized RefusalReason reason(String key, String template, int squareArguments) {
        if (!open) {
            throw new RuleSetConfigurationException("the core's reasons are fixed; define " + key
                    + " in a vocabulary of the rule set's own (Vocabulary.extendingCore())");
        }
        RefusalReason reason = ReasonSlot.of(key, template, squareArguments, reasons.size());
        if (keyed(key).isPresent()) {
            throw new RuleSetConfigurationException("refusal reason " + key + " exists already in this vocabulary");
        }
        if (reasons.size() == RefusalReason.MAX_REASONS) {
            throw new RuleSetConfigurationException("no room for refusal reason " + key);
        }
        List<RefusalReason> more = new ArrayList<>(reasons);
        more.add(reason);
        reasons = List.copyOf(more);
        return reason;
    }

    /**
     * Defines an effect of this vocabulary, at the next free bit. Call it once, for a {@code static final}
     * constant of the rule set whose moves carry it.
     *
     * @param name        an upper-case name, unique in this vocabulary (e.g. {@code SNARED})
     * @param description what happened, in a few words
     * @return the effect
     * @throws SenetException if this is the core's vocabulary, if the name is taken here or malformed, or
     *                        if {@link MoveEffect#MAX_EFFECTS} effects exist here
     */
    public MoveEffect effect(String name, String description) {
        return effects.define(name, description);
    }

    /** {@return every reason of this vocabulary, the core's first, in the order of their definition} */
    public List<RefusalReason> reasons() {
        return reasons;
    }

    /**
     * The reason of this key, if this vocabulary has one.
     *
     * @param key the message key, e.g. {@code safe-piece}
     * @return the reason; empty if none has this key here
     */
    public Optional<RefusalReason> keyed(String key) {
        return reasons.stream().filter(reason -> reason.key().equals(key)).findFirst();
    }

    /** {@return the effects of this vocabulary: the engine's, then its own} */
    public MoveEffects effects() {
        return effects;
    }

    /**
     * The effects of this vocabulary that an action carries, in the order of their bits.
     *
     * @param code an action code
     * @return its effects, empty for none
     */
    public Set<MoveEffect> effects(int code) {
        return effects.of(code);
    }

    /**
     * The refusal an encoded result of this vocabulary's rule set stands for ({@link RefusalReason#code}).
     *
     * @param code a refusal code
     * @return the refusal it stands for
     * @throws SenetException if {@code code} is not the code of a reason of this vocabulary
     */
    public Refusal decode(int code) {
        if (!RefusalReason.isRefusal(code) || -(code + 1) / RefusalReason.MAX_REASONS >= ReasonSlot.SQUARE_RANGE) {
            throw new SenetException("not a refusal code: " + code);
        }
        int value = -code - 1;
        List<RefusalReason> known = reasons;
        int index = value % RefusalReason.MAX_REASONS;
        if (index >= known.size()) {
            throw new SenetException("not a refusal code of this vocabulary: " + code
                    + "; read a rule set's codes through its own vocabulary");
        }
        return known.get(index).about(value / RefusalReason.MAX_REASONS - ReasonSlot.SQUARE_OFFSET);
    }
}
