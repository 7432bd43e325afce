package org.senet.core.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

import org.senet.core.record.GameRecord;
import org.senet.core.record.RecordException;
import org.senet.core.rules.RuleSets;

/**
 * Reads a game record from a file, as saved games and reviews do: only a regular file, at most
 * {@value #MAX_BYTES} bytes (32 MB), UTF-8 text, every step checked; a device or a pipe is refused
 * at once, without being opened.
 */
public final class RecordFile {
    /** The largest file read as a game record: 32 MB. */
    public static final int MAX_BYTES = 32 << 20;

    private RecordFile() {
    }

    /**
     * Reads a game record, checking every step; the file is only read.
     *
     * @param registry where the rule set the record names is found
     * @param file     the file
     * @return the game it holds
     * @throws RecordException saying what is wrong (damaged, foreign, unreadable, not a regular file)
     */
    public static GameRecord read(RuleSets registry, Path file) {
        byte[] bytes;
        try {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            if (!attributes.isRegularFile()) {
                throw new RecordException(0, notRegular(attributes));
            }
            try (InputStream in = Files.newInputStream(file)) {
                bytes = in.readNBytes(MAX_BYTES + 1);
            }
            if (bytes.length > MAX_BYTES) {
                throw new RecordException(0, "the file is too large to be a Senet game record (more than "
                        + (MAX_BYTES >> 20) + " MB)");
            }
        } catch (NoSuchFileException e) {
            throw new RecordException(0, "there is no file " + file);
        } catch (IOException e) {
            throw new RecordException(0, "cannot read " + file + ": " + IoProblem.cause(e));
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new RecordException(0, "this is not a text file, so not a Senet game record");
        }
        return GameRecord.parse(registry, text);
    }

    /**
     * Why a file that is not a regular file is not read as a game.
     *
     * @param attributes the file's attributes
     * @return the reason, in lower case
     */
    public static String notRegular(BasicFileAttributes attributes) {
        if (attributes.isDirectory()) {
            return "it is a folder, not a saved game";
        }
        return "it is not a regular file (a device, a pipe or the like), so not a saved game";
    }
}
