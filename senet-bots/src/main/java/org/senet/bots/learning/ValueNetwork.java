package org.senet.bots.learning;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.CRC32;

import org.senet.bots.evaluation.Evaluation;
import org.senet.bots.evaluation.WinEstimator;
import org.senet.bots.search.ExpectiminimaxPlayer;
import org.senet.bots.tables.EndgameTable;
import org.senet.bots.tables.EndgameTables;
import org.senet.core.points.Points;
import org.senet.core.points.Variant;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.store.SafeWriter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A learned estimate of the mover's chance of winning, for one rule set with its options: a small
 * neural network ({@link Features} in, one hidden layer, a logistic out) trained by self-play
 * ({@link TdTraining}). It starts from the hand-written evaluation, which is one of its inputs, and
 * learns what that misses.
 *
 * <p>Weights ship as files: {@link #shipped} looks for {@code META-INF/senet/networks/<rule-set
 * id>.net} first beside the rule set's own classes (a plugin's jar) and then in this module, and
 * uses it only if it was trained for the same rule set and options. A rule set without one is
 * played by the hand-written evaluation.
 *
 * <p>Immutable and thread-safe; an estimate allocates nothing.
 */
public final class ValueNetwork implements WinEstimator {
    /** The folder, within a jar, of the shipped networks. */
    public static final String RESOURCE_FOLDER = "META-INF/senet/networks/";
    private static final String FORMAT = "senet-value-network 1";
    /** How a file starts: the format as {@link DataOutputStream#writeUTF} writes it. */
    private static final byte[] FORMAT_BYTES = formatBytes();
    private static final int MAX_HIDDEN = 1024;
    private static final Logger LOG = LoggerFactory.getLogger(ValueNetwork.class);
    private static final Map<String, Shipped> SHIPPED = new ConcurrentHashMap<>();

    private final Features features;
    private final Weights weights;
    private final Provenance provenance;
    private final ThreadLocal<double[][]> scratch;

    ValueNetwork(Features features, Weights weights, Provenance provenance) {
        this.features = features;
        this.weights = weights;
        this.provenance = provenance;
        this.scratch = ThreadLocal.withInitial(() -> new double[][] {new double[features.size()],
                new double[weights.hidden]});
    }

    /**
     * An untrained network for {@code rules}: it estimates what the hand-written evaluation does,
     * plus small random terms from {@code seed}.
     *
     * @param rules  the rule set with its options
     * @param hidden the number of hidden units, 1..1024
     * @param seed   the seed of the random starting weights
     * @return the network
     * @throws NetworkException if {@code hidden} is out of range
     */
    public static ValueNetwork untrained(RuleSet rules, int hidden, long seed) {
        if (hidden < 1 || hidden > MAX_HIDDEN) {
            throw new NetworkException("a network has 1 to " + MAX_HIDDEN + " hidden units, not " + hidden);
        }
        Features features = Features.of(rules);
        return new ValueNetwork(features, Weights.initial(features.size(), hidden, seed, Features.FORMULA_LOGIT),
                new Provenance(0, seed, ""));
    }

    /** {@return the rule set, with its options, this network was trained for} */
    public RuleSet rules() {
        return features.rules();
    }

    /** {@return the number of hidden units} */
    public int hidden() {
        return weights.hidden;
    }

    /** {@return the number of weights} */
    public int parameters() {
        return weights.count();
    }

    /** {@return how the network was made} */
    public Provenance provenance() {
        return provenance;
    }

    /** {@return this network with another record of how it was made} */
    ValueNetwork withProvenance(Provenance next) {
        return new ValueNetwork(features, weights, next);
    }

    /** {@return a copy of the weights, for a learner to change} */
    Weights weightsCopy() {
        return weights.copy();
    }

    Features features() {
        return features;
    }

    @Override
    public double moverWins(Position position) {
        double[][] buffers = scratch.get();
        features.encode(position, buffers[0]);
        return weights.forward(buffers[0], buffers[1]);
    }

    // ------------------------------------------------------------------ files

    /**
     * Writes the network to {@code file} through the {@link SafeWriter}: a temporary file beside it
     * that replaces the file only when complete, so a crash leaves the old file or none; a target that
     * is not a regular file (a folder, a device, a pipe) is refused.
     *
     * @param file where the network goes
     * @throws IOException if it cannot be written or is refused; the file is then unchanged
     */
    public void write(Path file) throws IOException {
        SafeWriter.SYSTEM.write(file, this::write);
    }

    /**
     * Writes the network to {@code out}: a header (format, rule set, options, sizes, provenance), the
     * weights as 8-byte floating-point numbers, and a CRC-32 of all before it.
     *
     * @param out where it goes; not closed
     * @throws IOException if it cannot be written
     */
    public void write(OutputStream out) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream data = new DataOutputStream(bytes);
        data.writeUTF(FORMAT);
        data.writeUTF(rules().id());
        data.writeUTF(EndgameTable.optionsText(rules()));
        data.writeInt(weights.inputs);
        data.writeInt(weights.hidden);
        data.writeLong(provenance.games());
        data.writeLong(provenance.seed());
        data.writeUTF(provenance.command());
        for (double[] part : new double[][] {weights.w1, weights.b1, weights.v, weights.s}) {
            for (double value : part) {
                data.writeDouble(value);
            }
        }
        data.writeDouble(weights.b2);
        data.flush();
        CRC32 checksum = new CRC32();
        checksum.update(bytes.toByteArray());
        data.writeLong(checksum.getValue());
        bytes.writeTo(out);
        out.flush();
    }

    /**
     * Reads a network that {@link #write(Path)} wrote, for {@code rules}.
     *
     * @param rules the rule set the network must be trained for, with the same options
     * @param file  the network's file
     * @return the network
     * @throws IOException      if the file cannot be read
     * @throws NetworkException if the file is not a network, is damaged, or is of another rule set or
     *                          other options
     */
    public static ValueNetwork read(RuleSet rules, Path file) throws IOException {
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file))) {
            return read(rules, in, file.toString());
        }
    }

    /**
     * Reads a network from {@code in}, for {@code rules}.
     *
     * @param rules  the rule set the network must be trained for, with the same options
     * @param in     the bytes {@link #write(OutputStream)} wrote; read to the end, not closed
     * @param source the name of where they come from, for messages
     * @return the network
     * @throws IOException      if they cannot be read
     * @throws NetworkException if they are not a network, are damaged, or are of another rule set or
     *                          other options
     */
    public static ValueNetwork read(RuleSet rules, InputStream in, String source) throws IOException {
        byte[] all = in.readAllBytes();
        byte[] magic = FORMAT_BYTES;
        if (all.length < magic.length + Long.BYTES || !Arrays.equals(all, 0, magic.length, magic, 0, magic.length)) {
            throw new NetworkException(source + " is not a value network of this version");
        }
        CRC32 checksum = new CRC32();
        checksum.update(all, 0, all.length - Long.BYTES);
        DataInputStream data = new DataInputStream(new ByteArrayInputStream(all, magic.length, all.length));
        try {
            String id = data.readUTF();
            String options = data.readUTF();
            int inputs = data.readInt();
            int hidden = data.readInt();
            long games = data.readLong();
            long seed = data.readLong();
            String command = data.readUTF();
            long expectedLength = 8L * ((long) inputs * hidden + 2L * hidden + inputs + 1) + Long.BYTES;
            if (inputs < 1 || hidden < 1 || hidden > MAX_HIDDEN || inputs > 10_000
                    || data.available() != expectedLength) {
                throw new NetworkException(source + " is not a whole value network (it is cut or damaged)");
            }
            if (storedChecksum(all) != checksum.getValue()) {
                throw new NetworkException(source + " is damaged (its checksum does not match)");
            }
            if (!id.equals(rules.id()) || !options.equals(EndgameTable.optionsText(rules))) {
                throw new NetworkException(source + " is a network of " + id + " " + options + ", not of "
                        + rules.id() + " " + EndgameTable.optionsText(rules));
            }
            Features features = Features.of(rules);
            if (features.size() != inputs) {
                throw new NetworkException(source + " has " + inputs + " inputs, and " + rules.id() + " needs "
                        + features.size() + ": it was made for another version of the rule set");
            }
            Weights weights = new Weights(inputs, hidden);
            for (double[] part : new double[][] {weights.w1, weights.b1, weights.v, weights.s}) {
                for (int k = 0; k < part.length; k++) {
                    part[k] = data.readDouble();
                }
            }
            weights.b2 = data.readDouble();
            return new ValueNetwork(features, weights, new Provenance(games, seed, command));
        } catch (EOFException e) {
            throw new NetworkException(source + " is not a whole value network (it is cut short)", e);
        }
    }

    /**
     * The network shipped for {@code rules}, if there is one for its options: {@link #RESOURCE_FOLDER}
     * {@code <id>.net} beside the rule set's classes (a plugin ships its own there), else in this
     * module. A file that cannot be used is logged (a warning; at debug level when it is only trained
     * for other options or points: a variant's) and left out. A network found is read once per rule-set class, id and
     * options, and kept.
     *
     * @param rules the rule set with its options
     * @return the network, or empty: the hand-written evaluation is used
     */
    public static Optional<ValueNetwork> shipped(RuleSet rules) {
        Objects.requireNonNull(rules, "rules");
        String key = rules.getClass().getName() + " " + rules.id() + " " + EndgameTable.optionsText(rules);
        Shipped found = SHIPPED.get(key);
        if (found == null) {
            found = load(rules).orElse(null);
            if (found == null) {
                return Optional.empty();
            }
            SHIPPED.putIfAbsent(key, found);
        }
        return Optional.of(new ValueNetwork(Features.of(rules), found.weights, found.provenance));
    }

    /**
     * The shipped network of the rule set a variant varies ({@link Points#vary}), reading the variant's
     * positions, where the variant keeps the shape the network reads ({@link Features#sameShape}: the same
     * pieces a side and flags). The network was trained for the base's rules, not the variant's: it starts
     * from the variant's own hand-written formula (one of its inputs) and adds what it learned of the base.
     * The bots never use it on their own ({@link #shipped} is strict); a study or a sweep may choose it.
     *
     * @param rules a rule set, a variant or not
     * @return the base's network for the variant; empty for a rule set that is not a variant, a base that ships
     *         no network for its options, or a variant of another shape (more pieces, other flags)
     */
    public static Optional<ValueNetwork> ofBase(RuleSet rules) {
        if (!(rules instanceof Variant variant)) {
            return Optional.empty();
        }
        Features features = Features.of(rules);
        return shipped(variant.base()).filter(network -> network.features.sameShape(features))
                .map(network -> new ValueNetwork(features, network.weights, network.provenance));
    }

    /**
     * The strongest evaluation there is for {@code rules}: exact where a table of {@code tables} holds
     * the position, else the {@link #shipped} network, else the hand-written formula.
     *
     * @param rules  the rule set with its options
     * @param tables where the endgame tables are looked for
     * @return the evaluation
     */
    public static Evaluation strongest(RuleSet rules, EndgameTables tables) {
        Evaluation evaluation = ExpectiminimaxPlayer.evaluation(rules, tables);
        return shipped(rules).map(evaluation::withEstimator).orElse(evaluation);
    }

    private static Optional<Shipped> load(RuleSet rules) {
        String name = "/" + RESOURCE_FOLDER + rules.id() + ".net";
        for (Class<?> owner : new Class<?>[] {rules.getClass(), ValueNetwork.class}) {
            try (InputStream in = owner.getResourceAsStream(name)) {
                if (in != null) {
                    ValueNetwork network = read(rules, in, name);
                    LOG.debug("rule set {}: {} from {}", rules.id(), network, name);
                    return Optional.of(new Shipped(network.weights, network.provenance));
                }
            } catch (NetworkException e) {
                if (rules.options().isEmpty() && Points.of(rules).isEmpty()) {
                    LOG.warn("rule set {}: the shipped network cannot be used: {}", rules.id(), e.getMessage());
                } else {
                    LOG.debug("rule set {}: no shipped network for options {} and points {}: {}", rules.id(),
                            rules.options(), Points.text(Points.of(rules)), e.getMessage());
                }
                return Optional.empty();
            } catch (IOException e) {
                LOG.warn("rule set {}: the shipped network cannot be read", rules.id(), e);
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** A shipped network's weights, which refer to no rule set (the cache must not hold plugins' classes). */
    private record Shipped(Weights weights, Provenance provenance) {
    }

    private static byte[] formatBytes() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            new DataOutputStream(bytes).writeUTF(FORMAT);
        } catch (IOException e) {
            throw new AssertionError("writing to memory", e);
        }
        return bytes.toByteArray();
    }

    /** The checksum stored in the last 8 bytes. */
    private static long storedChecksum(byte[] all) {
        long value = 0;
        for (int k = all.length - Long.BYTES; k < all.length; k++) {
            value = value << 8 | (all[k] & 0xFF);
        }
        return value;
    }

    @Override
    public String toString() {
        return "value network of " + rules().id() + " (" + weights.hidden + " hidden units, "
                + provenance.games() + " games)";
    }
}
