package org.senet.spark.output;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.senet.core.SenetException;
import org.senet.core.store.Content;
import org.senet.core.store.SafeWriter;
import org.senet.spark.grid.Row;
import org.senet.spark.job.RowResult;
import org.senet.spark.job.SweepSettings;

/**
 * The folder of a sweep ({@code --report}): one file per finished row in {@code rows/}, each written
 * whole or not at all ({@link SafeWriter}), {@value #TABLE}, the table of every finished row of the grid
 * in the grid's order, the same table typed as Parquet ({@link SweepParquet}), and the sweep's page with its charts
 * ({@link SweepPage}), all written again after each row. A row whose file is there is done: running the same
 * command again plays only the rows not done (after a crash, a Ctrl-C or a failed task), and gives the same tables
 * and page as one run without a stop.
 */
public final class SweepFolder {
    /** The table of the sweep, in the folder. */
    public static final String TABLE = "sweep.tsv";
    /** The folder of the rows' files, in the sweep's folder. */
    public static final String ROWS = "rows";

    private final Path folder;
    private final SweepSettings settings;
    private final List<Row> grid;
    private final SweepPage page;
    /** The line of each row of the grid done, by id. */
    private final Map<String, String> done = new LinkedHashMap<>();

    /**
     * The folder of a sweep, with the rows of the grid done before read from it.
     *
     * @param folder   the folder; made when the first row is written
     * @param settings the sweep's seed and games, which the rows done must have
     * @param options  the options that give the rows, as the page names them ({@code --rules kendall --vary
     *                 water=held,15}, or {@code --rows rows.txt})
     * @param grid     the rows of the sweep, in order
     * @throws SenetException if {@code folder} is a file, or holds a row of the grid done with another seed,
     *                        other games or other columns (another sweep's folder)
     * @throws IOException    if the rows done cannot be read
     */
    public SweepFolder(Path folder, SweepSettings settings, String options, List<Row> grid) throws IOException {
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            throw new SenetException("--report " + folder + ": not a folder");
        }
        this.folder = folder;
        this.settings = settings;
        this.grid = List.copyOf(grid);
        this.page = new SweepPage(folder, settings, options, grid);
        Map<String, String> lines = readRows(folder.resolve(ROWS), settings);
        for (Row row : grid) {
            String line = lines.get(row.id());
            if (line != null) {
                check(row, line);
                done.put(row.id(), line);
            }
        }
    }

    /** {@return the rows of the grid done before or since, by id: their lines} */
    public Map<String, String> done() {
        return Map.copyOf(done);
    }

    /** {@return where the table goes} */
    public Path table() {
        return folder.resolve(TABLE);
    }

    /**
     * Writes a finished row: its file, then the table and the page ({@link SweepPage}) again with it.
     *
     * @param result the row's figures
     * @throws IOException if a file cannot be written (the row's file is then whole or not there)
     */
    public void write(RowResult result) throws IOException {
        String line = SweepTable.line(result, settings);
        SafeWriter.SYSTEM.write(folder.resolve(ROWS).resolve(fileName(result.row())), text(List.of(line)));
        done.put(result.row().id(), line);
        writeTables();
    }

    /**
     * Writes the tables and the page of the rows done again, as a run that finds every row done does (the files of
     * a folder written before it had them, or stopped between a row's file and the tables).
     *
     * @throws IOException if a file cannot be written
     */
    public void writeTables() throws IOException {
        List<String> lines = new ArrayList<>();
        for (Row row : grid) {
            if (done.containsKey(row.id())) {
                lines.add(done.get(row.id()));
            }
        }
        SafeWriter.SYSTEM.write(table(), text(lines));
        SafeWriter.SYSTEM.write(folder.resolve(SweepParquet.FILE), SweepParquet.content(lines, settings));
        page.write(done);
    }

    /** The file of a row: its id, which is made of rule-set ids, point names and values, as the name. */
    static String fileName(Row row) {
        return row.id().replaceAll("[^A-Za-z0-9._=,+\\[\\]-]", "_") + ".tsv";
    }

    private Content text(List<String> lines) {
        StringBuilder text = new StringBuilder(SweepTable.header(settings)).append('\n');
        lines.forEach(line -> text.append(line).append('\n'));
        return Content.of(text.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** The line of each row file in {@code rows}, by the id it holds; the files of other tables are refused. */
    private static Map<String, String> readRows(Path rows, SweepSettings settings) throws IOException {
        Map<String, String> lines = new LinkedHashMap<>();
        if (!Files.isDirectory(rows)) {
            return lines;
        }
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> listing = Files.newDirectoryStream(rows, "*.tsv")) {
            listing.forEach(files::add);
        }
        files.sort(null);
        for (Path file : files) {
            List<String> text = Files.readAllLines(file, StandardCharsets.UTF_8);
            if (text.size() != 2 || !text.get(0).equals(SweepTable.header(settings))) {
                throw new SenetException("--report: " + file + " is not the file of a row of this table (another sweep's,"
                        + " with or without strong games?): choose another folder");
            }
            lines.put(SweepTable.cells(text.get(1)).get(0), text.get(1));
        }
        return lines;
    }

    /** Refuses a row done with another seed or other games. */
    private void check(Row row, String line) {
        List<String> cells = SweepTable.cells(line);
        String seed = cells.get(SweepTable.column("seed", settings));
        String games = cells.get(SweepTable.column("random_games", settings));
        boolean strongGames = !settings.strong()
                || cells.get(SweepTable.column("strong_games", settings)).equals(Long.toString(settings.strongGames()));
        if (!seed.equals(Long.toString(settings.seed())) || !games.equals(Long.toString(settings.games()))
                || !strongGames) {
            throw new SenetException("--report " + folder + " holds " + row.id() + " of another sweep (seed " + seed
                    + ", " + games + " games): choose another folder");
        }
    }
}
