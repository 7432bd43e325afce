package org.senet.variants.assignment;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import org.senet.core.SenetException;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.RuleSet;
import org.senet.variants.pusch.PuschFamily;

/**
 * The rules of the Dutch programming assessment "Assessment Programmeren" (clauses
 * AS1–AS12), after Dutch Wikipedia: Jéquier/Pusch's mechanics, but the turn passes after dark's
 * opening move, and backward moves attack like forward ones. Option {@code backward=false} gives
 * the assessment's simpler rule: no backward moves at all.
 */
public final class Assignment extends PuschFamily {
    /** Option key: whether a side without a forward move must move backward (AS10). */
    public static final String BACKWARD = "backward";

    /** AS11: the three test positions of the assessment's appendix A, in notation. */
    public static final List<String> TEST_POSITIONS = List.of(
            "BW.W.W.B.W.W.W.BWW.WW.BWWW.... B pieces=13,4",
            ".....................WWW....B. B pieces=3,1",
            ".....W......B....W...W..BB.BB. B pieces=3,5");

    private static final List<OptionSpec> OPTIONS = List.of(new OptionSpec(BACKWARD, "true", List.of("true", "false"),
            "a side with no forward move must move backward (true), or its turn passes (false)"));

    /** The assignment's rules with the default options (backward moves on). */
    public Assignment() {
        this(Map.of());
    }

    private Assignment(Map<String, String> options) {
        super(options, false, "false".equals(options.get(BACKWARD)) ? Backward.NONE : Backward.ATTACKING); // AS3, AS10
    }

    @Override
    public String id() {
        return "assignment";
    }

    @Override
    public String name() {
        return "Assignment";
    }

    @Override
    public String summary() {
        return "The Dutch programming assessment after Dutch Wikipedia: sticks 1-4 and 6, walls of three,"
                + " trap on 27 back to square 1, bearing off on 30 from the last row";
    }

    @Override
    public List<OptionSpec> optionSpecs() {
        return OPTIONS;
    }

    @Override
    protected RuleSet withCheckedOptions(Map<String, String> options) {
        return new Assignment(options);
    }

    /** AS11: the three test positions of the assessment's appendix A, black to move. */
    @Override
    public List<Position> testPositions() {
        return IntStream.rangeClosed(1, TEST_POSITIONS.size()).mapToObj(Assignment::testPosition).toList();
    }

    /**
     * AS11: test position {@code n} (1..3) of the assessment's appendix A, to play instead of the start:
     * the opening is skipped and black moves first.
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
