package org.senet.spark.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import org.apache.parquet.format.ColumnChunk;
import org.apache.parquet.format.Encoding;
import org.apache.parquet.format.FileMetaData;
import org.apache.parquet.format.Util;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.Type;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.spark.job.LocalSpark;
import org.senet.spark.job.SweepSettings;

/**
 * The sweep's table as Parquet, read back by Spark as a researcher reads it: the columns and lines of
 * {@code sweep.tsv} in the same order, each column typed, the cells of a refused row null.
 */
class SweepParquetTest {
    @TempDir
    Path temp;

    @AfterAll
    static void stop() {
        LocalSpark.stop();
    }

    /** The table as Spark reads it from the folder's Parquet file. */
    private static List<org.apache.spark.sql.Row> read(Path folder, List<StructField> fields) {
        SparkSession spark = SparkSession.builder().sparkContext(LocalSpark.start(1).sc()).getOrCreate();
        Dataset<org.apache.spark.sql.Row> table = spark.read().parquet(folder.resolve(SweepParquet.FILE).toString());
        fields.addAll(Arrays.asList(table.schema().fields()));
        return table.collectAsList();
    }

    /** Checks that Spark reads every cell of the folder's {@code sweep.tsv}, typed, from its Parquet file. */
    private static void assertSameTable(Path folder, SweepSettings settings) throws IOException {
        List<String> tsv = Files.readAllLines(folder.resolve(SweepFolder.TABLE));
        List<String> header = SweepTable.cells(tsv.get(0));
        List<StructField> fields = new ArrayList<>();
        List<org.apache.spark.sql.Row> parquet = read(folder, fields);
        assertEquals(header, fields.stream().map(StructField::name).toList());
        assertEquals(tsv.size() - 1, parquet.size());
        for (int line = 1; line < tsv.size(); line++) {
            List<String> cells = SweepTable.cells(tsv.get(line));
            org.apache.spark.sql.Row row = parquet.get(line - 1);
            for (int column = 0; column < header.size(); column++) {
                String where = header.get(column) + " of line " + line;
                String cell = cells.get(column);
                if (cell.isEmpty()) {
                    assertTrue(row.isNullAt(column), where + " is null: " + row.get(column));
                    continue;
                }
                Object expected = switch (SweepTable.cell(header.get(column))) {
                    case TEXT -> cell;
                    case WHOLE -> Long.parseLong(cell);
                    case DECIMAL -> Double.parseDouble(cell);
                };
                assertEquals(expected, row.get(column), where);
            }
        }
    }

    private static DataType type(List<StructField> fields, String column) {
        return fields.stream().filter(field -> field.name().equals(column)).findFirst().orElseThrow().dataType();
    }

    @Test
    @DisplayName("with strong games, Spark reads every cell of sweep.tsv from sweep.parquet, typed, refused rows' figures"
            + " null")
    void strong_games_typed() throws IOException {
        SweepRows.write(temp, SweepRows.STRONG, SweepRows.strong());
        assertSameTable(temp, SweepRows.STRONG);
        List<StructField> fields = new ArrayList<>();
        List<org.apache.spark.sql.Row> rows = read(temp, fields);
        assertEquals(DataTypes.StringType, type(fields, "id"));
        assertEquals(DataTypes.StringType, type(fields, "strong_evaluator"));
        assertEquals(DataTypes.LongType, type(fields, "strong_games"));
        assertEquals(DataTypes.LongType, type(fields, "random_throws_p99"));
        assertEquals(DataTypes.LongType, type(fields, "strong_unfinished"));
        assertEquals(DataTypes.DoubleType, type(fields, "random_starter_wins"));
        assertEquals(DataTypes.DoubleType, type(fields, "hard_vs_easy_high95"));
        // Spark reads every column as nullable; the file's own schema says which are always there
        MessageType schema = SweepParquet.schema(SweepRows.STRONG);
        assertTrue(schema.getType("id").isRepetition(Type.Repetition.REQUIRED), "every row has an id");
        assertTrue(schema.getType("strong_games").isRepetition(Type.Repetition.REQUIRED), "and its games");
        assertTrue(schema.getType("reason").isRepetition(Type.Repetition.OPTIONAL), "a played row has no reason");
        assertEquals(4, rows.stream().filter(row -> row.getAs("status").equals(SweepTable.REFUSED)
                && row.isNullAt(row.fieldIndex("random_starter_wins")) && !row.isNullAt(row.fieldIndex("reason"))).count());
    }

    @Test
    @DisplayName("random play alone: the columns of sweep.tsv without strong games, in the order of the grid")
    void random_play_alone() throws IOException {
        SweepRows.write(temp, SweepRows.RANDOM, SweepRows.random());
        assertSameTable(temp, SweepRows.RANDOM);
        List<org.apache.spark.sql.Row> rows = read(temp, new ArrayList<>());
        assertEquals(SweepRows.GRID.rows().stream().map(org.senet.spark.grid.Row::id).toList(),
                rows.stream().map(row -> (String) row.getAs("id")).toList());
    }

    @Test
    @DisplayName("a line that does not fit the columns is refused")
    void a_line_of_another_table_is_refused() {
        String line = SweepTable.line(SweepRows.strong().get(1), SweepRows.STRONG);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> SweepParquet.content(List.of(line), SweepRows.RANDOM));
        assertTrue(refused.getMessage().contains("cells in a line of a table of"), refused.getMessage());
    }

    @Test
    @DisplayName("every column of both tables has a kind; a column no table has is refused")
    void every_column_has_a_kind() {
        for (SweepSettings settings : List.of(SweepRows.RANDOM, SweepRows.STRONG)) {
            assertEquals(SweepTable.cells(SweepTable.header(settings)).size(), SweepParquet.schema(settings).getFieldCount());
        }
        assertThrows(IllegalArgumentException.class, () -> SweepTable.cell("random_colour"));
    }

    @Test
    @DisplayName("the footer lists each column's encodings in one order, so that another JVM writes the same bytes")
    void encodings_in_one_order() throws IOException {
        SweepRows.write(temp, SweepRows.STRONG, SweepRows.strong());
        byte[] file = Files.readAllBytes(temp.resolve(SweepParquet.FILE));
        int footerLength = ByteBuffer.wrap(file, file.length - 8, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
        FileMetaData footer = Util.readFileMetaData(new ByteArrayInputStream(file, file.length - 8 - footerLength,
                footerLength));
        int lists = 0;
        for (ColumnChunk chunk : footer.getRow_groups().get(0).getColumns()) {
            List<Encoding> encodings = chunk.getMeta_data().getEncodings();
            assertEquals(encodings.stream().sorted(Comparator.comparingInt(Encoding::getValue)).toList(), encodings,
                    chunk.getMeta_data().getPath_in_schema().toString());
            lists += encodings.size() > 1 ? 1 : 0;
        }
        assertTrue(lists > 10, "columns of several encodings, whose order is checked: " + lists);
    }
}
