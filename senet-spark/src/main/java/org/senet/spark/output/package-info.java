/**
 * What a sweep writes: {@link org.senet.spark.output.SweepTable}, its tab-separated columns, and
 * {@link org.senet.spark.output.SweepFolder}, the report folder of finished rows, each file written whole or
 * not at all, from which a run again knows the rows done.
 */
package org.senet.spark.output;
