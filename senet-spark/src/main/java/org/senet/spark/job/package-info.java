/**
 * The sweep as a Spark job: {@link org.senet.spark.job.SweepJob} runs each row as a job of blocks of games,
 * played on the executors as {@code senet study} plays them and merged in the order of the games, so that
 * every row's figures are those of the study of its variant whatever the cluster;
 * {@link org.senet.spark.job.SparkSessions} opens local mode or a cluster's session.
 */
package org.senet.spark.job;
