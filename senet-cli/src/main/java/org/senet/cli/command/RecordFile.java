package org.senet.cli.command;

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

/**
 * Reads a game record from a file, as the game's saves and {@code senet analyze} do: only a regular
 * file, at most 32 MB, UTF-8 text, every step checked; a device or a pipe is refused at once.
 */
public final class RecordFile {
    private static final int MAX_BYTES = 32 << 20;

    private RecordFile() {
    }

    /**
     * Reads a game record, checking every step; the file is only read.
     *
     * @param file the file
     * @return the game it holds
     * @throws RecordException saying what is wrong (damaged, foreign, unreadable)
     */
    public static GameRecord read(Path file) {
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
        return GameRecord.parse(RuleSetOptions.REGISTRY, text);
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
