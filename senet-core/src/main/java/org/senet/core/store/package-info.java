/**
 * The files the programs write and the saved games they keep, shared by every application of the
 * engine (the command line, the bots' networks and tables, a browser front end).
 *
 * <ul>
 *   <li>{@link org.senet.core.store.SafeWriter}: the one way a file is written. It follows links,
 *       refuses a target that is not a regular file (a folder, a device, a pipe) or that is a file
 *       being read, keeps the permissions of the file it replaces, and writes a temporary file beside
 *       the target, forced to the disk and renamed over it in one step, so that a crash leaves the old
 *       file or the whole new one, never a broken one;</li>
 *   <li>{@link org.senet.core.store.GameStore}: the folder of saved games, their names, their list
 *       (a damaged file listed as such), and their deletion;</li>
 *   <li>{@link org.senet.core.store.GameFile}: a game held by one process from the moment it is
 *       opened until it is closed, read and saved through the writer;</li>
 *   <li>{@link org.senet.core.store.RecordFile}: a game record read from a file, every step
 *       checked;</li>
 *   <li>{@link org.senet.core.store.Disk}: the file operations of a write, which a test replaces to
 *       make a disk fill up or a folder turn read-only;</li>
 *   <li>{@link org.senet.core.store.FileNames} and {@link org.senet.core.store.IoProblem}: file
 *       names from text, and the cause of a failed read or write in a person's words.</li>
 * </ul>
 */
package org.senet.core.store;
