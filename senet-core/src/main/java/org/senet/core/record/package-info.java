/**
 * Game records: a saved game as a text file a person can read and the engine
 * resumes from exactly. {@link org.senet.core.record.GameRecord} is the record; inside the package,
 * {@code GameRecordWriter} writes its text, {@code GameRecordReader} reads and checks the headers and
 * {@code StepReplay} replays the step lines, both ways through one header syntax ({@code HeaderLine}).
 */
package org.senet.core.record;
