package org.senet.spark.output;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.format.ColumnChunk;
import org.apache.parquet.format.Encoding;
import org.apache.parquet.format.FileMetaData;
import org.apache.parquet.format.RowGroup;
import org.apache.parquet.format.Util;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.PositionOutputStream;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.apache.parquet.schema.Types;
import org.senet.core.store.Content;
import org.senet.spark.job.SweepSettings;

/**
 * A sweep's table as a Parquet file, {@value #FILE}: the columns and lines of {@value SweepFolder#TABLE}, in the
 * same order, each column typed ({@link SweepTable#cell}): text as UTF-8 strings, whole numbers as 64-bit integers,
 * decimals as doubles, and the cells a refused row leaves empty as nulls. It is made by the driver from the
 * table's lines alone, with no date in it, so that the same sweep gives the same bytes wherever it ran; Spark reads
 * it with {@code spark.read().parquet(…)}, as do pandas, DuckDB and Arrow.
 */
public final class SweepParquet {
    /** The Parquet file of the sweep, in its folder. */
    public static final String FILE = "sweep.parquet";
    /** The end of a Parquet file: the footer's length (4 bytes, little-endian) and the magic {@code PAR1}. */
    private static final int TAIL = 8;

    private SweepParquet() {
    }

    /**
     * The schema of a sweep's table: a field per column of {@link SweepTable#header}, required where every line has
     * a cell ({@link SweepTable#alwaysFilled}).
     *
     * @param settings the sweep's settings, which say the columns
     * @return the schema, named {@code sweep}
     */
    public static MessageType schema(SweepSettings settings) {
        Types.MessageTypeBuilder schema = Types.buildMessage();
        for (String column : SweepTable.cells(SweepTable.header(settings))) {
            Type.Repetition repetition = SweepTable.alwaysFilled(column) ? Type.Repetition.REQUIRED
                    : Type.Repetition.OPTIONAL;
            switch (SweepTable.cell(column)) {
                case TEXT -> schema.primitive(PrimitiveTypeName.BINARY, repetition).as(LogicalTypeAnnotation.stringType())
                        .named(column);
                case WHOLE -> schema.primitive(PrimitiveTypeName.INT64, repetition).named(column);
                case DECIMAL -> schema.primitive(PrimitiveTypeName.DOUBLE, repetition).named(column);
            }
        }
        return schema.named("sweep");
    }

    /**
     * The file of a table's lines.
     *
     * @param lines    the lines of the rows, as {@link SweepTable#line} writes them, in the table's order
     * @param settings the sweep's settings, which say the columns
     * @return the bytes of the Parquet file, for the {@link org.senet.core.store.SafeWriter}
     * @throws IOException              if the file cannot be made
     * @throws IllegalArgumentException if a line does not fit the columns
     */
    public static Content content(List<String> lines, SweepSettings settings) throws IOException {
        MessageType schema = schema(settings);
        SimpleGroupFactory groups = new SimpleGroupFactory(schema);
        InMemory file = new InMemory();
        try (ParquetWriter<Group> writer = ExampleParquetWriter.builder(file).withConf(new PlainParquetConfiguration())
                .withType(schema).withCompressionCodec(CompressionCodecName.UNCOMPRESSED).build()) {
            for (String line : lines) {
                writer.write(group(groups.newGroup(), schema, SweepTable.cells(line)));
            }
        }
        return Content.of(withEncodingsSorted(file.bytes.toByteArray()));
    }

    /**
     * The file with the list of encodings of each column chunk in its footer sorted: the Parquet writer lists them
     * from a set whose order changes from one JVM to the next, which would make the same table other bytes in
     * another process. The footer's length does not change, nor anything before it.
     */
    private static byte[] withEncodingsSorted(byte[] file) throws IOException {
        int footerLength = ByteBuffer.wrap(file, file.length - TAIL, Integer.BYTES).order(ByteOrder.LITTLE_ENDIAN).getInt();
        int footerStart = file.length - TAIL - footerLength;
        FileMetaData footer = Util.readFileMetaData(new ByteArrayInputStream(file, footerStart, footerLength));
        for (RowGroup group : footer.getRow_groups()) {
            for (ColumnChunk chunk : group.getColumns()) {
                List<Encoding> encodings = new ArrayList<>(chunk.getMeta_data().getEncodings());
                encodings.sort(Comparator.comparingInt(Encoding::getValue));
                chunk.getMeta_data().setEncodings(encodings);
            }
        }
        ByteArrayOutputStream sorted = new ByteArrayOutputStream(file.length);
        sorted.write(file, 0, footerStart);
        Util.writeFileMetaData(footer, sorted);
        if (sorted.size() != file.length - TAIL) {
            throw new IOException("the Parquet footer changed its length when its encodings were sorted");
        }
        sorted.write(file, file.length - TAIL, TAIL);
        return sorted.toByteArray();
    }

    /** The record of a line's cells. */
    private static Group group(Group group, MessageType schema, List<String> cells) {
        if (cells.size() != schema.getFieldCount()) {
            throw new IllegalArgumentException(cells.size() + " cells in a line of a table of " + schema.getFieldCount()
                    + " columns");
        }
        for (int field = 0; field < cells.size(); field++) {
            String cell = cells.get(field);
            if (cell.isEmpty()) {
                continue;
            }
            String column = schema.getFieldName(field);
            switch (SweepTable.cell(column)) {
                case TEXT -> group.append(column, cell);
                case WHOLE -> group.append(column, Long.parseLong(cell));
                case DECIMAL -> group.append(column, Double.parseDouble(cell));
            }
        }
        return group;
    }

    /** A Parquet file in memory, so that the safe writer puts it on disk whole or not at all. */
    private static final class InMemory implements OutputFile {
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        @Override
        public PositionOutputStream create(long blockSizeHint) {
            return createOrOverwrite(blockSizeHint);
        }

        @Override
        public PositionOutputStream createOrOverwrite(long blockSizeHint) {
            bytes.reset();
            return new PositionOutputStream() {
                @Override
                public long getPos() {
                    return bytes.size();
                }

                @Override
                public void write(int b) {
                    bytes.write(b);
                }

                @Override
                public void write(byte[] b, int off, int len) {
                    bytes.write(b, off, len);
                }
            };
        }

        @Override
        public boolean supportsBlockSize() {
            return false;
        }

        @Override
        public long defaultBlockSize() {
            return 0;
        }
    }
}
