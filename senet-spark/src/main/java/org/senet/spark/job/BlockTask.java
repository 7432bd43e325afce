package org.senet.spark.job;

import java.io.Serializable;

import org.senet.spark.grid.Row;

/**
 * One task of a sweep: games {@code from} to {@code to - 1} of one row.
 *
 * @param row  the row
 * @param from the number of the first game
 * @param to   the number after the last game
 */
record BlockTask(Row row, long from, long to) implements Serializable {
    private static final long serialVersionUID = 1L;
}
