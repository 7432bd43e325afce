package org.senet.core.store;

import java.io.IOException;
import java.io.OutputStream;

/** The content of a file, written to a stream by {@link SafeWriter}. */
@FunctionalInterface
public interface Content {
    /**
     * Writes the content.
     *
     * @param out where it goes; closed by the writer, not by the content
     * @throws IOException if it cannot be written
     */
    void writeTo(OutputStream out) throws IOException;

    /**
     * Content that is these bytes.
     *
     * @param bytes the whole content (not copied)
     * @return the content
     */
    static Content of(byte[] bytes) {
        return out -> out.write(bytes);
    }
}
