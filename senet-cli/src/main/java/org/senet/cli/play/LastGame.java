package org.senet.cli.play;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeSet;

import org.senet.cli.command.RuleSetOptions;
import org.senet.core.points.Assignment;
import org.senet.core.points.Points;
import org.senet.core.rules.RuleSet;

/**
 * The settings of the last game set up from the menu, for the menu's one key that plays again as last
 * time: the rule set and its options, the player's name, and the opponent (a bot, or a second person by
 * name). Kept in {@code last-game.properties} in the senet home folder, written whole (a temporary file
 * renamed over it) so that a crash never leaves half a file; a file that cannot be read, or names what
 * this version does not have, is as good as none.
 *
 * @param rules    the rule set with its options
 * @param name     the first player's name
 * @param opponent the opponent: a bot, or a person
 */
record LastGame(RuleSet rules, String name, Seat opponent) {
    /** The file's name in the senet home folder. */
    static final String FILE = "last-game.properties";

    /** The settings kept in {@code file}, if it holds settings this version can play. */
    static Optional<LastGame> read(Path file) {
        Properties saved = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            saved.load(in);
            Map<String, String> options = new LinkedHashMap<>();
            for (String key : new TreeSet<>(saved.stringPropertyNames())) {
                if (key.startsWith("option.")) {
                    options.put(key.substring("option.".length()), saved.getProperty(key));
                }
            }
            String points = saved.getProperty("set", "");
            RuleSet rules = Points.vary(RuleSetOptions.REGISTRY.get(saved.getProperty("rules", ""), options),
                    points.isEmpty() ? List.of() : Points.parse(List.of(points.split(" "))));
            String name = Seat.cleanName(saved.getProperty("name", ""));
            String bot = saved.getProperty("bot");
            String person = Seat.cleanName(saved.getProperty("person", ""));
            if (name.isEmpty() || (bot == null) == person.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(new LastGame(rules, name, bot != null ? Seat.fromOption(bot, "") : Seat.human(person)));
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // none yet, damaged, or what this version does not have
        }
    }

    /**
     * Keeps these settings in {@code file}: written to a temporary file beside it, forced to the disk and
     * renamed over it in one step.
     *
     * @throws IOException when the file cannot be written; the last one stays as it was
     */
    void write(Path file) throws IOException {
        Properties kept = new Properties();
        kept.setProperty("rules", rules.id());
        rules.options().forEach((key, value) -> kept.setProperty("option." + key, value));
        if (!Points.of(rules).isEmpty()) {
            kept.setProperty("set", String.join(" ", Points.of(rules).stream().map(Assignment::text).toList()));
        }
        kept.setProperty("name", name);
        kept.setProperty(opponent.isHuman() ? "person" : "bot", opponent.name());
        Path folder = file.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        Path temporary = Files.createTempFile(folder, "." + file.getFileName(), ".tmp");
        try {
            try (Writer out = Files.newBufferedWriter(temporary, StandardCharsets.UTF_8)) {
                kept.store(out, "the last game set up in the senet menu");
            }
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                channel.force(true);
            }
            Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}
