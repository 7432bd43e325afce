package org.senet.variants.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;
import org.senet.core.action.ActionCode;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.simulation.Simulation;
import org.senet.core.simulation.SimulationResult;

/**
 * The engine's hot paths per rule set: legal-move generation, applying a move, and a whole random
 * play-out. Positions are sampled from random games, so the mix is what play-outs meet.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class EngineBenchmark {
    @Param({"thibault", "kendall", "jequier-pusch", "assignment", "tait", "bell", "rebirth"})
    public String rules;

    private RuleSet ruleSet;
    private Position[] positions;
    private int[] throwsAt;
    private int[] moves;
    private final int[] buffer = new int[RuleSet.MAX_ACTIONS];
    private int next;
    private long playoutSeed;

    @Setup(Level.Trial)
    public void sample() {
        ruleSet = RuleSets.discover().find(rules).orElse(null);
        if (ruleSet == null) {
            throw new IllegalStateException("rule set " + rules + " is not installed");
        }
        SplittableRandom random = new SplittableRandom(1);
        List<Position> sampled = new ArrayList<>();
        List<Integer> sampledThrows = new ArrayList<>();
        List<Integer> sampledMoves = new ArrayList<>();
        while (sampled.size() < 4096) {
            Position p = ruleSet.start();
            while (!ruleSet.isOver(p) && sampled.size() < 4096) {
                int count = ruleSet.actions(p, RuleSet.NO_THROW, buffer);
                int action = buffer[random.nextInt(count)];
                int value = RuleSet.NO_THROW;
                if (action == ActionCode.THROW) {
                    value = ruleSet.throwTable().value(Integer.bitCount(random.nextInt(16)));
                    count = ruleSet.actions(p, value, buffer);
                    action = buffer[random.nextInt(count)];
                    sampled.add(p);
                    sampledThrows.add(value);
                    sampledMoves.add(action);
                }
                p = ruleSet.apply(p, value, action);
            }
        }
        positions = sampled.toArray(new Position[0]);
        throwsAt = sampledThrows.stream().mapToInt(Integer::intValue).toArray();
        moves = sampledMoves.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Legal moves of one sampled position after its throw, into a reused buffer. */
    @Benchmark
    public int legalMoves() {
        int i = next++ & 4095;
        return ruleSet.actions(positions[i], throwsAt[i], buffer);
    }

    /** Applying one sampled move. */
    @Benchmark
    public Position applyMove() {
        int i = next++ & 4095;
        return ruleSet.apply(positions[i], throwsAt[i], moves[i]);
    }

    /** One complete random game (the simulate command's loop); the score is games per microsecond. */
    @Benchmark
    public void playout(Blackhole hole) {
        SimulationResult result = Simulation.builder(ruleSet).games(1).seed(playoutSeed++).run();
        hole.consume(result.moves());
    }
}
