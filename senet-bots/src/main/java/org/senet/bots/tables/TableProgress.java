package org.senet.bots.tables;

/** Hears how far the building of a table has come, e.g. to draw a progress bar. */
@FunctionalInterface
public interface TableProgress {
    /** Hears nothing. */
    TableProgress NONE = (stage, done, total) -> {
    };

    /**
     * Called from time to time while a table is built, from the building thread.
     *
     * @param stage what is being solved, e.g. {@code "3 against 2, sweep 4"}
     * @param done  the positions solved so far (an estimate while a layer is swept)
     * @param total the positions of the whole table
     */
    void update(String stage, long done, long total);
}
