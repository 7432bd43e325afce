package org.senet.cli.play;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.senet.core.store.Content;
import org.senet.core.store.Disk;

/**
 * A disk that works for a number of saves and then fails at one step of the next, as a disk that fills
 * up or a folder made read-only mid-game does. It keeps the folders its temporary files went to.
 */
final class FailingDisk implements Disk {
    /** The step of a save that fails. */
    enum Step { CREATE_TEMP, WRITE, REPLACE }

    private final int goodSaves;
    private final Step failing;
    private final IOException failure;
    private final List<Path> tempFolders = new ArrayList<>();
    private int saves;

    /** A disk whose save number {@code goodSaves + 1} fails at {@code failing} with {@code failure}. */
    FailingDisk(int goodSaves, Step failing, IOException failure) {
        this.goodSaves = goodSaves;
        this.failing = failing;
        this.failure = failure;
    }

    /** Full after {@code goodSaves} saves: the next write runs out of space. */
    static FailingDisk fullAfter(int goodSaves) {
        return new FailingDisk(goodSaves, Step.WRITE, new IOException("No space left on device"));
    }

    /** How many saves were begun. */
    int saves() {
        return saves;
    }

    /** The folders temporary files were made in. */
    List<Path> tempFolders() {
        return tempFolders;
    }

    private void failAt(Step step) throws IOException {
        if (step == failing && saves > goodSaves) {
            throw failure;
        }
    }

    @Override
    public Path createTemp(Path folder, String prefix) throws IOException {
        saves++;
        tempFolders.add(folder);
        failAt(Step.CREATE_TEMP);
        return Disk.super.createTemp(folder, prefix);
    }

    @Override
    public void write(Path file, Content content) throws IOException {
        if (failing == Step.WRITE && saves > goodSaves) {
            // a full disk takes part of the bytes, then fails
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            content.writeTo(bytes);
            Disk.super.write(file, Content.of(Arrays.copyOf(bytes.toByteArray(), bytes.size() / 2)));
        }
        failAt(Step.WRITE);
        Disk.super.write(file, content);
    }

    @Override
    public void replace(Path from, Path to) throws IOException {
        failAt(Step.REPLACE);
        Disk.super.replace(from, to);
    }
}
