/**
 * {@code senet sweep} on the command line: {@link org.senet.spark.command.SweepCommand}, its options,
 * {@link org.senet.spark.command.Main}, the entry of {@code senet-sweep.jar} and of {@code spark-submit}, and
 * {@code Progress}, the line on stderr per finished row when the command runs on a terminal.
 */
package org.senet.spark.command;
