package org.senet.spark.job;

import java.io.Serializable;

import org.senet.bots.study.Study;
import org.senet.spark.grid.Row;

/**
 * One task of a sweep: games {@code from} to {@code to - 1} of one part of one row's study.
 *
 * @param row  the row
 * @param part the part of the study
 * @param from the number of the first game
 * @param to   the number after the last game
 */
record BlockTask(Row row, Study.Part part, long from, long to) implements Serializable {
    private static final long serialVersionUID = 1L;
}
