package org.senet.cli.command;

import picocli.CommandLine.Option;

/** {@code --threads <n>} of the commands that solve tables or play round robins, checked before any work starts. */
final class ThreadsOption {
    @Option(names = "--threads", paramLabel = "<n>", defaultValue = "2",
            description = "Threads to use (default: ${DEFAULT-VALUE}).")
    int threads;

    /**
     * @return the threads asked for
     * @throws BadInputException if fewer than one
     */
    int checked() {
        if (threads < 1) {
            throw new BadInputException("--threads must be at least 1, not " + threads);
        }
        return threads;
    }
}
