/**
 * The output of {@code senet study}: the figures of a reconstruction study as a terminal table, TSV
 * and Markdown ({@link org.senet.cli.study.StudyTable}), its charts
 * ({@link org.senet.cli.study.StudyCharts}) and its report folder ({@link org.senet.cli.study.StudyReport}).
 * The study itself is {@code org.senet.bots.study}.
 */
package org.senet.cli.study;
