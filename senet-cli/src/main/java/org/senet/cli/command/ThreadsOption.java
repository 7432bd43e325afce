package org.senet.cli.command;

import java.io.PrintWriter;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code --threads <n>} of the commands that solve tables, train or play round robins, checked before
 * any work starts: at least one, and at most the processors there are (more only wait on one another).
 */
final class ThreadsOption {
    @Option(names = "--threads", paramLabel = "<n>", defaultValue = "2",
            description = "Threads to use, at most the processors (default: ${DEFAULT-VALUE}).")
    int threads;

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    /**
     * @return the threads asked for, or the processors there are when more were asked for (with a note
     *         on stderr when they were asked for by name)
     * @throws BadInputException if fewer than one
     */
    int checked() {
        if (threads < 1) {
            throw new BadInputException("--threads must be at least 1, not " + threads);
        }
        int processors = Runtime.getRuntime().availableProcessors();
        if (threads <= processors) {
            return threads;
        }
        if (command != null && command.commandLine().getParseResult() != null
                && command.commandLine().getParseResult().hasMatchedOption("--threads")) {
            PrintWriter err = command.commandLine().getErr();
            err.println("senet: note: --threads " + threads + " is more than the " + processors
                    + " processors here; " + processors + " are used");
            err.flush();
        }
        return processors;
    }
}
