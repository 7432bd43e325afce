package org.senet.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.core.action.Action;
import org.senet.core.game.Game;
import org.senet.core.game.RandomPlayer;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.Referee;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.RuleSet;
import org.senet.variants.kendall.Kendall;

/**
 * The examples of the README and the guides are compiled from the documents and run as they stand, so that
 * they cannot rot; what a guide says they print is what they print. (senet-its builds the same files as
 * projects of their own, on the class path and the module path.)
 */
class GuideExamplesTest {
    @TempDir
    Path dir;

    /** Compiles a document's Java block that declares {@code public class <name>} in its package, and loads the class. */
    private Class<?> compile(String document, String packageName, String name, URLClassLoader[] keep) throws Exception {
        String text = Files.readString(Path.of("..").resolve(document));
        Matcher block = Pattern.compile("```java\n(package " + Pattern.quote(packageName) + ";[^`]*?public class "
                + name + "\\b[^`]*?)```").matcher(text);
        assertTrue(block.find(), document + " has the " + name + " block");
        Path source = dir.resolve(name + ".java");
        Files.writeString(source, block.group(1));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int status = javac.run(null, null, null, "-d", dir.toString(),
                "-cp", System.getProperty("java.class.path"), source.toString());
        assertEquals(0, status, "the " + name + " of " + document + " compiles");
        keep[0] = new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader());
        return keep[0].loadClass(packageName + "." + name);
    }

    /** Runs a document's example and gives the lines it prints. */
    private List<String> run(String document, String packageName, String name) throws Exception {
        URLClassLoader[] loader = new URLClassLoader[1];
        Class<?> example = compile(document, packageName, name, loader);
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream original = System.out;
        try (URLClassLoader closing = loader[0]) {
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            example.getMethod("main", String[].class).invoke(null, (Object) new String[0]);
        } finally {
            System.setOut(original);
        }
        return captured.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    @DisplayName("The variant of docs/variants.md (Kendall with 15 safe) compiles, differs from Kendall on 15 only, "
            + "keeps Kendall's option")
    void the_guide_variant_differs_from_kendall_in_its_one_point() throws Exception {
        URLClassLoader[] loader = new URLClassLoader[1];
        Class<?> type = compile("docs/variants.md", "com.example.senet", "KendallFifteenSafe", loader);
        try (URLClassLoader closing = loader[0]) {
            RuleSet variant = (RuleSet) type.getConstructor().newInstance();
            RuleSet kendall = new Kendall();
            String text = "...........W..B............... W pieces=1,1"; // a lone dark piece on 15, light on 12
            assertEquals(List.of("12->15"), new Referee(kendall).legalActions(Notation.parse(kendall, text), 3).stream()
                    .map(Action::text).toList(), "Kendall swaps with a lone piece on 15");
            Position position = Notation.parse(variant, text);
            assertEquals(List.of("12->9"), new Referee(variant).legalActions(position, 3).stream().map(Action::text).toList(),
                    "with 15 safe the forward move is refused, so the piece moves backward (K4)");
            Refusal refusal = variant.whyNot(Notation.parse(variant, "..........WW..B............... W pieces=2,1"), 3, 12)
                    .orElseThrow();
            assertEquals(RefusalReason.SAFE_PIECE.about(15).citing("KS1"), refusal);
            assertEquals("kendall-15-safe", variant.id());
            assertEquals(Map.of("robinson", "true"), variant.withOptions(Map.of("robinson", "true")).options());
            Game game = Game.start(variant, 7);
            game.playOut(new RandomPlayer(1), new RandomPlayer(2), variant.throwBound() * 10);
            assertTrue(game.winner().isPresent(), "a random game of the variant ends");
        }
    }

    @Test
    @DisplayName("The README's FirstGame compiles and prints what the README and docs/embedding.md say")
    void the_readme_example_prints_what_the_guides_say() throws Exception {
        List<String> lines = run("README.md", "com.example.senet.app", "FirstGame");
        assertEquals("WBWBWBWBWB.................... W", lines.get(0));
        assertEquals("1->2 BWWBWBWBWB.................... W mid=1", lines.get(1));
        String readme = Files.readString(Path.of("..", "README.md"));
        assertTrue(readme.contains("`" + lines.get(0) + "`") && readme.contains("`" + lines.get(1) + "`"),
                "the README quotes what the example prints");
        assertTrue(lines.get(lines.size() - 1).matches("(LIGHT|DARK) wins after \\d+ steps"), lines.toString());
        String guide = Files.readString(Path.of("..", "docs", "embedding.md"));
        assertTrue(guide.contains(String.join("\n", lines)), "docs/embedding.md quotes what FirstGame prints: " + lines);
    }

    @Test
    @DisplayName("The TypedMoves of docs/embedding.md compiles and prints what the guide says")
    void the_typed_moves_print_what_the_guide_says() throws Exception {
        List<String> lines = run("docs/embedding.md", "com.example.senet.app", "TypedMoves");
        assertEquals("13->14 [SWAP]", lines.get(0));
        assertEquals(7, lines.size(), lines.toString());
        String guide = Files.readString(Path.of("..", "docs", "embedding.md"));
        assertTrue(guide.contains("```\n" + String.join("\n", lines) + "\n```"),
                "docs/embedding.md quotes what TypedMoves prints: " + lines);
    }
}
