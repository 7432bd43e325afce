/**
 * Game records: the saved game of DESIGN.md §5, a text file a person can read and the engine
 * resumes from exactly.
 */
package org.senet.core.record;
