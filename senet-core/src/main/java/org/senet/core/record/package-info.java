/**
 * Game records: a saved game as a text file a person can read and the engine
 * resumes from exactly.
 */
package org.senet.core.record;
