package org.senet.cli.play;

import java.nio.file.Path;

import org.senet.cli.Cli;
import org.senet.core.store.Disk;

/** {@code senet play} run in this process on a disk of the test's choosing. */
final class InProcess {
    private InProcess() {
    }

    /** Runs {@code senet play <args>} with saves on {@code disk} and saved games (when none is named) under {@code home}. */
    static Cli.Run play(Disk disk, Path home, String input, String... args) {
        return play(disk, 0, home, input, args);
    }

    /** Runs {@code senet play <args>} as above, its screens fitted to {@code columns} (0: as the terminal has them). */
    static Cli.Run play(Disk disk, int columns, Path home, String input, String... args) {
        String originalHome = System.getProperty("senet.home");
        try {
            System.setProperty("senet.home", home.toString());
            String[] all = new String[args.length + 1];
            all[0] = "play";
            System.arraycopy(args, 0, all, 1, args.length);
            return Cli.run(input, cli -> {
                PlayCommand play = (PlayCommand) cli.getSubcommands().get("play").getCommand();
                play.disk = disk;
                play.columns = columns;
            }, all);
        } finally {
            if (originalHome == null) {
                System.clearProperty("senet.home");
            } else {
                System.setProperty("senet.home", originalHome);
            }
        }
    }
}
