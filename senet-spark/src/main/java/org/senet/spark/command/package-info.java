/**
 * {@code senet sweep} on the command line: {@link org.senet.spark.command.SweepCommand}, its options, and
 * {@link org.senet.spark.command.Main}, the entry of {@code senet-sweep.jar} and of {@code spark-submit}.
 */
package org.senet.spark.command;
