package org.senet.spark.grid;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.senet.core.SenetException;
import org.senet.core.points.PointException;

/**
 * An explicit list of variants instead of a grid ({@code --rows FILE}): one row id a line, as the first column
 * of a sweep's table gives it ({@code kendall[water=15,safe=none]}, {@code tait}); blank lines and lines that
 * start with {@code #} are passed over. Rows of several rule sets may be mixed.
 */
public final class RowsFile {
    private RowsFile() {
    }

    /**
     * The rows of a file, in its order.
     *
     * @param file the file, UTF-8
     * @return the rows
     * @throws SenetException if the file cannot be read, holds no row, a line that is not a row (naming the
     *                        line) or a row twice
     */
    public static List<Row> read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new SenetException("--rows " + file + ": cannot be read (" + e.getMessage() + ")");
        }
        List<Row> rows = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (int number = 1; number <= lines.size(); number++) {
            String line = lines.get(number - 1).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            Row row;
            try {
                row = Row.parse(line);
            } catch (PointException e) {
                throw new PointException("--rows " + file + ", line " + number + ": " + e.getMessage());
            }
            if (!ids.add(row.id())) {
                throw new SenetException("--rows " + file + ", line " + number + ": " + row.id() + " is there twice");
            }
            rows.add(row);
        }
        if (rows.isEmpty()) {
            throw new SenetException("--rows " + file + ": no row");
        }
        return rows;
    }
}
