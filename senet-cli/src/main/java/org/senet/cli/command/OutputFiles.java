package org.senet.cli.command;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.util.List;

import org.senet.core.store.IoProblem;
import org.senet.core.store.SafeWriter;
import org.senet.core.store.UnsafeTargetException;

/**
 * The files a command writes (a chart, a report, a network, a table), as the command line reports
 * them: checked before the work, and a failed write said in one line with exit code
 * {@value #WRITE_FAILED}, as for a save or an output that cannot be written.
 */
final class OutputFiles {
    /** The exit code of a file that cannot be written. */
    static final int WRITE_FAILED = 3;

    private OutputFiles() {
    }

    /**
     * Checks before the work that {@code file} can be written ({@link SafeWriter#checkWritable}).
     *
     * @param what    what the file holds, for the message: {@code "chart"}
     * @param file    where it goes
     * @param reading the files it is made from, which it must not replace
     * @param advice  what to do instead where the file is refused, or empty
     * @param err     where a failure is said
     * @return true if it can be written; false once the failure is said (the command exits with
     *         {@value #WRITE_FAILED})
     * @throws BadInputException where the file is refused: a folder, a device, a pipe, a file being read
     */
    static boolean writable(String what, Path file, List<Path> reading, String advice, PrintWriter err) {
        try {
            SafeWriter.SYSTEM.checkWritable(file, reading);
            return true;
        } catch (UnsafeTargetException e) {
            throw new BadInputException("cannot write the " + what + " to " + file + ": " + e.getReason()
                    + (advice.isEmpty() ? "" : " (" + advice + ")"));
        } catch (IOException e) {
            failed(what, file, e, err);
            return false;
        }
    }

    /**
     * Says that a file could not be written: {@code senet: cannot write the <what> to <file>: <cause>},
     * naming the file within {@code file} (a folder) that failed where it is another.
     *
     * @param what what the file holds
     * @param file where it went (a file, or the folder of a report)
     * @param e    the failure
     * @param err  where it is said
     * @return {@value #WRITE_FAILED}, the exit code
     */
    static int failed(String what, Path file, IOException e, PrintWriter err) {
        String within = e instanceof FileSystemException f && f.getFile() != null && !Path.of(f.getFile()).equals(file)
                && Path.of(f.getFile()).startsWith(file) ? " (" + f.getFile() + ")" : "";
        err.println("senet: cannot write the " + what + " to " + file + within + ": " + IoProblem.cause(e));
        err.flush();
        return WRITE_FAILED;
    }
}
