package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.record.GameRecord;

/**
 * The Dutch assessment's example sessions replayed through the jar, in English and in Dutch: with
 * {@code --rules assignment} and the throws of the session ({@code --throws} scripts the throws for a 1
 * first, then the game's), the answers the session shows give the session's lines, line for line: the
 * welcome, the start question, the names, the throws for a 1, every prompt, board and message, and nothing
 * asked that the session does not ask. Session B is a normal game, session C starts from test position 3.
 *
 * <p>The expected lines are in {@code assessment/<session>.<language>.expected}, the answers in
 * {@code assessment/<session>.input} beside this class. Where the sessions contradict each other or the
 * rules, the expected lines follow session B and the rules: C writes "pawn" and an upper-case {@code O}
 * where B writes "piece" and {@code o} (as the test positions themselves do), and two boards of B do not
 * show the moves that its next messages depend on (3->5, then "Attack on safe piece: 5"); boards are
 * drawn whole, ten squares a row.
 */
class AssessmentTranscriptsIT {
    @TempDir
    Path home;

    private static String resource(String name) throws IOException {
        try (InputStream in = AssessmentTranscriptsIT.class.getResourceAsStream("assessment/" + name)) {
            assertTrue(in != null, "no test resource assessment/" + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @ParameterizedTest(name = "session {0} in {1}")
    @CsvSource({"b, en, '4,2,4,3,1,2,1,2,2,2,6'", "b, nl, '4,2,4,3,1,2,1,2,2,2,6'", "c, en, '6,1'", "c, nl, '6,1'"})
    @DisplayName("the assessment's sessions B and C, replayed with their answers and throws, line for line")
    void session_line_for_line(String session, String language, String throwsGiven) throws Exception {
        Jar.Result run = Jar.run(home, resource(session + ".input"), "--rules", "assignment", "--lang", language,
                "--throws", throwsGiven);
        assertEquals(0, run.exit(), run.err());
        assertEquals("", run.err());
        List<String> expected = resource(session + "." + language + ".expected").lines().toList();
        // the answers end where the session ends: at its last prompt, where the input ends too
        List<String> shown = run.out().replace("<end of input>", "").lines().toList();
        assertTrue(shown.size() > expected.size(), run.out());
        assertEquals(String.join("\n", expected), String.join("\n", shown.subList(0, expected.size())),
                "session " + session + " in " + language);
        List<String> after = shown.subList(expected.size(), shown.size());
        assertEquals(1, after.size(), "only where the game is saved and how to go on, after the session: " + after);
        assertTrue(after.get(0).contains("--save " + home.resolve("saves")), after.get(0));
        GameRecord record;
        try (Stream<Path> saves = Files.list(home.resolve("saves"))) {
            record = GameRecord.parse(RuleSetOptions.REGISTRY, Files.readString(saves.findFirst().orElseThrow()));
        }
        assertEquals("assignment", record.rules().id());
        assertEquals(session.equals("b") ? List.of("Ger (human)", "Marco (human)")
                : List.of(language.equals("en") ? "white (human)" : "wit (human)",
                        language.equals("en") ? "black (human)" : "zwart (human)"),
                List.of(record.light(), record.dark()), "the players of the session, saved");
    }
}
