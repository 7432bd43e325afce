package org.senet.variants.assignment;

import java.util.List;

import org.senet.core.SenetException;
import org.senet.core.engine.Citations;
import org.senet.core.engine.RuleOption;
import org.senet.core.engine.Rulebook;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.RefusalReason;
import org.senet.core.settings.Reasons;
import org.senet.core.settings.RuleSettings;

/**
 * The rules of the Dutch programming assessment "Assessment Programmeren" (AS1–AS12), after Dutch
 * Wikipedia: Jéquier/Pusch's mechanics, but the turn passes after dark's opening move, and backward moves
 * attack like forward ones ({@link RuleSettings#ASSIGNMENT}). Option {@code backward=false} gives the
 * assessment's simpler rule: no backward moves at all. The three test positions of the assessment's
 * appendix A are a capability ({@link org.senet.core.rules.TestPositions}).
 */
public class Assignment extends SettingsRuleSet {
    /** Option key: whether a side without a forward move must move backward (AS10). */
    public static final String BACKWARD = "backward";

    /** AS11: the three test positions of the assessment's appendix A, in notation. */
    public static final List<String> TEST_POSITIONS = List.of(
            "BW.W.W.B.W.W.W.BWW.WW.BWWW.... B pieces=13,4",
            ".....................WWW....B. B pieces=3,1",
            ".....W......B....W...W..BB.BB. B pieces=3,5");

    /** The assignment's rulebook. A variant starts from it. */
    public static final Rulebook RULEBOOK = Rulebook.of("assignment", "Assignment", RuleSettings.ASSIGNMENT, "AS10")
            .withSummary("The Dutch programming assessment after Dutch Wikipedia: sticks 1-4 and 6, walls of three,"
                    + " trap on 27 back to square 1, bearing off on 30 from the last row")
            .withDescription(Rulebook.textBeside(Assignment.class, "Assignment.txt").orElseThrow())
            .withOptions(new RuleOption(new OptionSpec(BACKWARD, "true", List.of("true", "false"),
                    "a side with no forward move must move backward (true), or its turn passes (false)"),
                    (settings, value) -> settings.withBackwardWhenBlocked(false)))
            .withCitations(Citations.of("AS10",
                    RefusalReason.OWN_PIECE_ON_DESTINATION, "AS4", Reasons.PROTECTED_PIECE, "AS5",
                    RefusalReason.SAFE_PIECE, "AS7",
                    Reasons.BLOCKADE, "AS6", RefusalReason.ILLEGAL_DESTINATION, "AS9",
                    Reasons.NOT_ALL_ON_FINAL_ROW, "AS8", Reasons.FIRST_MOVE_FROM_FRONT, "AS3",
                    RefusalReason.THROW_FIRST, "AS2"))
            .explainingBothDirections()
            .withTestPositions(TEST_POSITIONS.toArray(String[]::new))
            // P7, 100,000 random games (seed 2): 99.9th percentile about 6,750 throws; 6,460 with backward=false.
            .withThrowBound(settings -> 7_000);

    /** The assignment's rules with the default options (backward moves on). */
    public Assignment() {
        super(RULEBOOK);
    }

    /**
     * The assignment's rules as another rulebook gives them: for a variant of its own.
     *
     * @param rulebook the rulebook, e.g. {@code Assignment.RULEBOOK.variant(…)}
     */
    protected Assignment(Rulebook rulebook) {
        super(rulebook);
    }

    /**
     * AS11: test position {@code n} (1..3) of the assessment's appendix A, to play instead of the start: the
     * opening is skipped and black moves first.
     *
     * @param n the number of the test position, 1..3
     * @return the test position
     * @throws SenetException if there is no such test position
     */
    public static Position testPosition(int n) {
        if (n < 1 || n > TEST_POSITIONS.size()) {
            throw new SenetException("there are test positions 1 to " + TEST_POSITIONS.size() + ", not " + n);
        }
        return Notation.parse(new Assignment(), TEST_POSITIONS.get(n - 1));
    }
}
