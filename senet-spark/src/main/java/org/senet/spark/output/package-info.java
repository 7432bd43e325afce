/**
 * What a sweep writes: {@link org.senet.spark.output.SweepTable}, its tab-separated columns,
 * {@link org.senet.spark.output.SweepFolder}, the report folder of finished rows, each file written whole or
 * not at all, from which a run again knows the rows done, and {@link org.senet.spark.output.SweepPage}, the
 * sweep's Markdown page of those rows with its charts ({@link org.senet.spark.output.SweepCharts}), made from
 * the rows' lines ({@link org.senet.spark.output.RowFigures}).
 */
package org.senet.spark.output;
