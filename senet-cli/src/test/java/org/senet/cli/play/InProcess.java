package org.senet.cli.play;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.senet.cli.Main;
import picocli.CommandLine;

/** The command line run in this process, with its input, its output and the disk its games are saved on. */
final class InProcess {
    /** What a run gave. */
    record Run(int status, String out, String err) {
        List<String> errLines() {
            return err.lines().toList();
        }
    }

    private InProcess() {
    }

    /** Runs {@code senet play <args>} with saves on {@code disk} and saved games (when none is named) under {@code home}. */
    static Run play(SaveDisk disk, Path home, String input, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        ((PlayCommand) cli.getSubcommands().get("play").getCommand()).disk = disk;
        InputStream originalIn = System.in;
        String originalHome = System.getProperty("senet.home");
        try {
            System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
            System.setProperty("senet.home", home.toString());
            String[] all = new String[args.length + 1];
            all[0] = "play";
            System.arraycopy(args, 0, all, 1, args.length);
            int status = Main.run(cli, all);
            return new Run(status, out.toString(), err.toString());
        } finally {
            System.setIn(originalIn);
            if (originalHome == null) {
                System.clearProperty("senet.home");
            } else {
                System.setProperty("senet.home", originalHome);
            }
        }
    }
}
