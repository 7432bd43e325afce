package org.senet.bots.tables;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;

import org.senet.core.points.Points;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.store.SafeWriter;

/**
 * The exact endgame of a rule set: for every position with 1 to {@link #maxPieces()} pieces of each
 * side left on the board (the others borne off), either side to move and every value of the rule
 * set's flags, the probability that the side to move wins when both sides play their best.
 *
 * <p>A table is built once ({@link #build}), by value iteration to a residual of at most
 * {@value TableSolver#TOLERANCE}, and kept in a file ({@link #write}, {@link #read}; see
 * {@link EndgameTables} for the user's data folder). A value takes two bytes: the probability in
 * steps of 1/65534, so a value read is within 1/131068 (about 7.6e-6) of the exact one. Rule sets
 * whose pieces wait off the board to enter (Tait, Bell) or whose flags take more than 16 values
 * together have no tables.
 *
 * <p>Immutable and safe to share between threads.
 */
public final class EndgameTable {
    private static final String FORMAT = "senet-endgame-table 1";
    /** The stored value of a slot that holds no position. */
    private static final char NO_POSITION = Character.MAX_VALUE;
    private static final double STEPS = NO_POSITION - 1;

    private final RuleSet rules;
    private final TableLayout layout;
    private final char[][][] values;
    private final double residual;

    private EndgameTable(RuleSet rules, TableLayout layout, char[][][] values, double residual) {
        this.rules = rules;
        this.layout = layout;
        this.values = values;
        this.residual = residual;
    }

    /**
     * What a table takes before it is built: its slots (the positions it holds, and the impossible
     * ones its numbering leaves), the memory its building needs at most, and its file's size.
     *
     * @param positions   the slots of the table
     * @param memoryBytes the memory the building needs at most: eight bytes a slot while it is solved,
     *                    two more for the values kept, and a little for the threads' work
     * @param fileBytes   the size of its file: two bytes a slot and a header
     */
    public record Size(long positions, long memoryBytes, long fileBytes) {
        /** What the building needs besides the values: the threads' copies of the ranks being swept. */
        private static final long OVERHEAD = 32L << 20;

        static Size of(TableLayout layout) {
            return new Size(layout.size(), 10 * layout.size() + OVERHEAD, 2 * layout.size() + 1024);
        }

        /**
         * Checks that the building fits in the memory this Java may still use.
         *
         * @throws TableException saying how much is needed, how much there is, and what to do
         */
        public void checkMemory() {
            Runtime runtime = Runtime.getRuntime();
            long available = runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
            if (memoryBytes > available) {
                throw new TableException(String.format(Locale.ROOT, "the table holds %,d positions and its building"
                        + " needs about %s of memory, more than the %s this Java may use: give Java more with -Xmx"
                        + " (java -Xmx%dg -jar ...), or build fewer pieces", positions, shown(memoryBytes),
                        shown(available), (memoryBytes + (runtime.maxMemory() - available)) / (1L << 30) + 1));
            }
        }

        /**
         * {@return a number of bytes as a person reads it: {@code 620 MB}, {@code 3.4 GB}}
         *
         * @param bytes the number of bytes
         */
        public static String shown(long bytes) {
            return bytes >= 1L << 30 ? String.format(Locale.ROOT, "%.1f GB", bytes / (double) (1L << 30))
                    : String.format(Locale.ROOT, "%d MB", (bytes + (1 << 20) - 1) >> 20);
        }
    }

    /**
     * What the table of {@code rules} up to {@code maxPieces} pieces a side takes, before it is built.
     *
     * @param rules     the rule set, with its options
     * @param maxPieces the most pieces of a side, 1 to 4
     * @return its slots, the memory its building needs and its file's size
     * @throws TableException if the rule set cannot have tables (see the class comment)
     */
    public static Size size(RuleSet rules, int maxPieces) {
        return Size.of(TableLayout.of(rules, maxPieces));
    }

    /**
     * Builds the table of {@code rules} up to {@code maxPieces} pieces a side.
     *
     * @param rules     the rule set, with its options
     * @param maxPieces the most pieces of a side in a position of the table, 1 to 4
     * @param threads   the threads that share the work, at least 1
     * @param progress  hears how far the building has come
     * @return the table
     * @throws TableException if the rule set cannot have tables (see the class comment), the building
     *                        needs more memory than Java may use ({@link Size#checkMemory}), or the
     *                        values do not settle
     */
    public static EndgameTable build(RuleSet rules, int maxPieces, int threads, TableProgress progress) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(progress, "progress");
        if (threads < 1) {
            throw new TableException("threads must be at least 1, not " + threads);
        }
        TableLayout layout = TableLayout.of(rules, maxPieces);
        Size.of(layout).checkMemory();
        TableSolver solver = new TableSolver(rules, layout, threads, progress);
        double[][][] exact = solver.solve();
        char[][][] stored = new char[maxPieces + 1][maxPieces + 1][];
        for (int a = 1; a <= maxPieces; a++) {
            for (int b = 1; b <= maxPieces; b++) {
                stored[a][b] = quantize(exact[a][b]);
            }
        }
        return new EndgameTable(rules, layout, stored, solver.residual());
    }

    private static char[] quantize(double[] exact) {
        char[] stored = new char[exact.length];
        for (int i = 0; i < exact.length; i++) {
            double value = exact[i];
            stored[i] = value != value ? NO_POSITION : (char) Math.round(Math.min(1, Math.max(0, value)) * STEPS);
        }
        return stored;
    }

    /** {@return the rule set of the table, with its options} */
    public RuleSet rules() {
        return rules;
    }

    /** {@return the most pieces of a side in a position of the table} */
    public int maxPieces() {
        return layout.maxPieces();
    }

    /** {@return the largest change of a value in the last sweep of the building: how far values may be from exact} */
    public double residual() {
        return residual;
    }

    /** {@return the positions the table holds} */
    public long positions() {
        long count = 0;
        for (int a = 1; a <= maxPieces(); a++) {
            for (int b = 1; b <= maxPieces(); b++) {
                for (char value : values[a][b]) {
                    count += value == NO_POSITION ? 0 : 1;
                }
            }
        }
        return count;
    }

    /**
     * The probability that the side to move in {@code position} wins with best play on both sides.
     *
     * @param position a position of the table's rule set, before the throw
     * @return the probability; empty when the table does not hold the position (more pieces, pieces
     *         waiting, a finished game, or a position the rules cannot have)
     */
    public OptionalDouble winProbability(Position position) {
        int offset = layout.offset(position);
        if (offset < 0) {
            return OptionalDouble.empty();
        }
        char value = values[Integer.bitCount(position.light())][Integer.bitCount(position.dark())][offset];
        return value == NO_POSITION ? OptionalDouble.empty() : OptionalDouble.of(value / STEPS);
    }

    /**
     * Whether the table holds {@code position}.
     *
     * @param position a position of the table's rule set
     * @return true if {@link #winProbability} has a value for it
     */
    public boolean covers(Position position) {
        return winProbability(position).isPresent();
    }

    /**
     * Writes the table to {@code file} through the {@link SafeWriter}: a temporary file beside it that
     * replaces the file only when complete, so a crash leaves the old file or none, never half a table;
     * a target that is not a regular file (a folder, a device, a pipe) is refused.
     *
     * @param file where the table goes
     * @throws IOException if it cannot be written or is refused; the file is then unchanged
     */
    public void write(Path file) throws IOException {
        SafeWriter.SYSTEM.write(file, raw -> {
            CRC32 checksum = new CRC32();
            DataOutputStream out = new DataOutputStream(new CheckedOutputStream(raw, checksum));
            out.write(header().getBytes(StandardCharsets.UTF_8));
            ByteBuffer bytes = ByteBuffer.allocate(1 << 16);
            for (int a = 1; a <= maxPieces(); a++) {
                for (int b = 1; b <= maxPieces(); b++) {
                    char[] layer = values[a][b];
                    for (int i = 0; i < layer.length; i++) {
                        if (!bytes.hasRemaining()) {
                            out.write(bytes.array(), 0, bytes.position());
                            bytes.clear();
                        }
                        bytes.putChar(layer[i]);
                    }
                }
            }
            out.write(bytes.array(), 0, bytes.position());
            out.flush();
            new DataOutputStream(raw).writeLong(checksum.getValue());
        });
    }

    /**
     * Reads a table that {@link #write} wrote, for {@code rules}.
     *
     * @param rules the rule set the table must be of, with the same options
     * @param file  the table's file
     * @return the table
     * @throws IOException    if the file cannot be read
     * @throws TableException if the file is not a table, is damaged (its checksum differs), or is of
     *                        another rule set, other options or another size
     */
    public static EndgameTable read(RuleSet rules, Path file) throws IOException {
        CRC32 checksum = new CRC32();
        try (InputStream raw = new BufferedInputStream(Files.newInputStream(file), 1 << 16);
             DataInputStream in = new DataInputStream(new CheckedInputStream(raw, checksum))) {
            Map<String, String> header = readHeader(in, file);
            int maxPieces = parseInt(header.get("pieces"), file);
            check(header, "rules", rules.id(), file);
            check(header, "options", optionsText(rules), file);
            TableLayout layout = TableLayout.of(rules, maxPieces);
            check(header, "flags", flagsText(layout), file);
            char[][][] values = new char[maxPieces + 1][maxPieces + 1][];
            for (int a = 1; a <= maxPieces; a++) {
                for (int b = 1; b <= maxPieces; b++) {
                    byte[] bytes = in.readNBytes(2 * layout.layerSize(a, b));
                    if (bytes.length < 2 * layout.layerSize(a, b)) {
                        throw new TableException(file + " is cut short: it is not a whole endgame table");
                    }
                    values[a][b] = new char[layout.layerSize(a, b)];
                    ByteBuffer.wrap(bytes).asCharBuffer().get(values[a][b]);
                }
            }
            long computed = checksum.getValue();
            long stored;
            try {
                stored = new DataInputStream(raw).readLong();
            } catch (EOFException e) {
                throw new TableException(file + " is cut short: it is not a whole endgame table", e);
            }
            if (stored != computed || raw.read() != -1) {
                throw new TableException(file + " is damaged (its checksum does not match): build it again");
            }
            double residual;
            try {
                residual = Double.parseDouble(header.getOrDefault("residual", "NaN"));
            } catch (NumberFormatException e) {
                throw new TableException(file + " has a bad residual line", e);
            }
            return new EndgameTable(rules, layout, values, residual);
        }
    }

    private String header() {
        Map<String, String> lines = new LinkedHashMap<>();
        lines.put("rules", rules.id());
        lines.put("options", optionsText(rules));
        lines.put("pieces", Integer.toString(maxPieces()));
        lines.put("flags", flagsText(layout));
        lines.put("residual", Double.toString(residual));
        return FORMAT + "\n" + lines.entrySet().stream().map(line -> line.getKey() + " " + line.getValue() + "\n")
                .collect(Collectors.joining()) + "\n";
    }

    private static Map<String, String> readHeader(InputStream in, Path file) throws IOException {
        Map<String, String> header = new LinkedHashMap<>();
        String first = readLine(in, file);
        if (!FORMAT.equals(first)) {
            throw new TableException(file + " is not an endgame table of this version (it starts with '"
                    + first.substring(0, Math.min(first.length(), 40)) + "')");
        }
        for (String line = readLine(in, file); !line.isEmpty(); line = readLine(in, file)) {
            int space = line.indexOf(' ');
            header.put(space < 0 ? line : line.substring(0, space), space < 0 ? "" : line.substring(space + 1));
        }
        return header;
    }

    private static String readLine(InputStream in, Path file) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c < 0 || line.length() > 1000) {
                throw new TableException(file + " is not an endgame table: its header is damaged");
            }
            line.append((char) c);
        }
        return line.toString();
    }

    private static void check(Map<String, String> header, String key, String expected, Path file) {
        String found = header.get(key);
        if (!expected.equals(found)) {
            throw new TableException(file + " is a table of " + key + " '" + found + "', not '" + expected + "'");
        }
    }

    private static int parseInt(String text, Path file) {
        try {
            return Integer.parseInt(Objects.requireNonNullElse(text, ""));
        } catch (NumberFormatException e) {
            throw new TableException(file + " has a bad pieces line: '" + text + "'", e);
        }
    }

    /**
     * The options in force as the bots' files (tables, networks) record them, and the points of a variant
     * ({@link Points#of(RuleSet)}), so that a variant never takes the tables or network of the rule set it varies.
     *
     * @param rules the rule set with its options
     * @return {@code key=value} pairs sorted by key, then {@code +point=value} for each point in order, separated
     *         by commas, or {@code -} for none
     */
    public static String optionsText(RuleSet rules) {
        Map<String, String> options = new TreeMap<>(rules.options());
        List<String> parts = new ArrayList<>();
        options.forEach((key, value) -> parts.add(key + "=" + value));
        Points.of(rules).forEach(point -> parts.add("+" + point.text()));
        return parts.isEmpty() ? "-" : String.join(",", parts);
    }

    private static String flagsText(TableLayout layout) {
        int[] flags = new int[layout.flagCount()];
        Arrays.setAll(flags, layout::flagValue);
        return Arrays.stream(flags).mapToObj(Integer::toString).collect(Collectors.joining(","));
    }
}
