package org.senet.cli.command;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

import org.senet.core.store.GameStore;
import org.senet.web.WebServer;
import org.senet.web.WebSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code senet serve}: the board in the browser. Starts the embedded web server on this machine's loopback
 * address (unless {@code --host} says otherwise), prints the address to open and serves until stopped
 * (Ctrl-C). Its games are saved in the console's saves folder, in the same format.
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Starts the board in the browser: prints the address to open (default http://127.0.0.1:8080/) "
                + "and serves until Ctrl-C. Games are saved after every action in $SENET_HOME/saves (default "
                + "~/.senet/saves), like the console's: a game started in the browser resumes in the console and "
                + "the other way round.",
                "It listens on 127.0.0.1 (this machine only) unless --host names another address. It prints the "
                        + "owner's address, with a key that starting games and the saved games need; a friend's link "
                        + "reaches only its own game. Requests naming a host other than an address, localhost, "
                        + "--host or an --allowed-host are refused."})
public final class ServeCommand implements Callable<Integer> {
    @Option(names = "--port", paramLabel = "<port>", defaultValue = "8080",
            description = "The port (default: ${DEFAULT-VALUE}; 0: any free port).")
    int port;

    @Option(names = "--host", paramLabel = "<address>", defaultValue = WebSettings.LOOPBACK,
            description = "The address to listen on (default: ${DEFAULT-VALUE}, this machine only; 0.0.0.0: every "
                    + "network of this machine).")
    String host;

    @Option(names = "--allowed-host", paramLabel = "<name>",
            description = "A host name the board is reached by besides this machine's addresses and localhost (a "
                    + "reverse proxy's public name, e.g. senet.example.org); repeatable.")
    List<String> allowedHosts = new ArrayList<>();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65_535) {
            throw new BadInputException("--port: " + port + " is out of range: 0 to 65535");
        }
        for (String name : allowedHosts) {
            if (!name.matches("[A-Za-z0-9]([A-Za-z0-9.-]{0,252})")) {
                throw new BadInputException("--allowed-host: '" + name + "' is not a host name (letters, digits, '.'"
                        + " and '-')");
            }
        }
        WebSettings settings = WebSettings.of(host, port, GameStore.standard()).allowing(allowedHosts);
        WebServer server;
        try {
            server = WebServer.start(settings, RuleSetOptions.REGISTRY, RulesText.forWeb());
        } catch (RuntimeException e) {
            throw new BadInputException("cannot serve on " + host + ":" + port + ": " + rootMessage(e));
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println("Senet board: open " + server.ownerAddress() + " in your browser (Ctrl-C stops it).");
        out.println("That address holds the owner's key (new at every start): keep it to yourself. Friends get the "
                + "links of their seats from the board.");
        if (!settings.loopbackOnly()) {
            out.println("Warning: listening on " + host + ": anyone who can reach this machine on that network can "
                    + "open the board and play the games whose links they have.");
        }
        out.println("Games are saved in " + settings.store().folder() + ".");
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "senet-serve-stop"));
        stopped.await();
        return 0;
    }

    private static String rootMessage(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    }
}
