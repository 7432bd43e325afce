package org.senet.its;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The documentation and the code cannot disagree: every Java example of the README and the guides is a
 * file that a build compiles and runs (the integration builds of this module, the contract kit's sample
 * plugin), shown whole under a caption that links to it; every relative link leads to a file, and every
 * anchor to a heading.
 *
 * <p>A captioned block is a fenced block whose caption, the line before it, ends with a link to a file of
 * the repository and a colon: {@code [`src/main/java/.../FirstGame.java`](../senet-its/.../FirstGame.java):}.
 * The block must be that file as it stands, with the build's {@code @project.version@}-style values filled in
 * (given to the test as the system properties {@code docs.project.version} and the like).
 */
class DocsTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern FENCE = Pattern.compile("^( *)```(\\w*)\\s*$");
    private static final Pattern CAPTION = Pattern.compile("\\[[^\\]]*]\\(([^)#\\s]+)\\):\\s*$");
    private static final Pattern LINK = Pattern.compile("\\[[^\\]]*]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6} +(.*)$");
    private static final Pattern TOKEN = Pattern.compile("@([\\w.]+)@");

    /** A fenced block of a document: its language, its text, and the file its caption links to, if any. */
    record Block(Path document, int line, String language, String text, Path file) {
        String where() {
            return ROOT.relativize(document) + ":" + line;
        }
    }

    private static List<Path> documents() throws IOException {
        List<Path> documents = new ArrayList<>(List.of(ROOT.resolve("README.md"), ROOT.resolve("CONTRIBUTING.md"),
                ROOT.resolve("CHANGELOG.md"), ROOT.resolve("senet-bots/BOTS.md")));
        try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
            docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(documents::add);
        }
        return documents;
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The fenced blocks of a document, with the file each caption names. */
    private static List<Block> blocks(Path document) {
        List<String> lines = lines(document);
        List<Block> blocks = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher open = FENCE.matcher(lines.get(i));
            if (!open.matches()) {
                continue;
            }
            String indent = open.group(1);
            StringBuilder text = new StringBuilder();
            int end = i + 1;
            while (end < lines.size() && !lines.get(end).equals(indent + "```")) {
                String line = lines.get(end);
                text.append(line.startsWith(indent) ? line.substring(indent.length()) : line.strip()).append('\n');
                end++;
            }
            assertTrue(end < lines.size(), ROOT.relativize(document) + ":" + (i + 1) + ": a block that never closes");
            int before = i - 1;
            while (before >= 0 && lines.get(before).isBlank()) {
                before--;
            }
            Path file = null;
            if (before >= 0) {
                Matcher caption = CAPTION.matcher(lines.get(before));
                if (caption.find()) {
                    file = document.getParent().resolve(caption.group(1)).normalize();
                }
            }
            blocks.add(new Block(document, i + 1, open.group(2), text.toString(), file));
            i = end;
        }
        return blocks;
    }

    /** The fenced blocks of every document. */
    private static List<Block> allBlocks() throws IOException {
        List<Block> all = new ArrayList<>();
        for (Path document : documents()) {
            all.addAll(blocks(document));
        }
        return all;
    }

    private static String filled(String text) {
        Matcher token = TOKEN.matcher(text);
        StringBuilder filled = new StringBuilder();
        while (token.find()) {
            String value = System.getProperty("docs." + token.group(1));
            token.appendReplacement(filled, Matcher.quoteReplacement(value == null ? token.group() : value));
        }
        return token.appendTail(filled).toString();
    }

    @Test
    @DisplayName("every Java example is a whole file in a named package, shown under a caption that links to it")
    void java_examples_are_files_of_the_builds() throws IOException {
        List<Block> examples = allBlocks().stream().filter(block -> block.language().equals("java")).toList();
        for (Block block : examples) {
            assertTrue(block.file() != null, block.where() + ": a Java example needs a caption that links to its "
                    + "file, e.g. [`FirstGame.java`](path/to/FirstGame.java):");
            String code = block.text().replaceAll("(?s)^(/\\*.*?\\*/\\s*)", "");
            assertTrue(code.startsWith("package ") || code.startsWith("module "),
                    block.where() + ": a Java example declares its package (or is a module declaration)");
        }
        assertTrue(examples.size() >= 8, "the guides' Java examples: " + examples.size());
    }

    @Test
    @DisplayName("every captioned block is the file its caption links to, as it stands")
    void captioned_blocks_are_their_files() throws IOException {
        List<Block> captioned = allBlocks().stream().filter(block -> block.file() != null).toList();
        for (Block block : captioned) {
            assertTrue(Files.isRegularFile(block.file()), block.where() + ": no file " + block.file());
            String file = filled(Files.readString(block.file()));
            assertEquals(file.stripTrailing(), block.text().stripTrailing(),
                    block.where() + ": the block is not " + ROOT.relativize(block.file()) + " as it stands");
        }
        assertTrue(captioned.size() >= 10, "captioned blocks: " + captioned.size());
    }

    @Test
    @DisplayName("every dependency on the project's artifacts that the documents show names this version")
    void dependencies_name_this_version() throws IOException {
        Pattern dependency = Pattern.compile("<groupId>org\\.senet</groupId>\\s*<artifactId>([\\w-]+)</artifactId>"
                + "\\s*<version>([^<]*)</version>");
        String version = System.getProperty("docs.project.version");
        assertTrue(version != null, "the build gives the project's version");
        int found = 0;
        for (Block block : allBlocks()) {
            Matcher matcher = dependency.matcher(block.text());
            while (matcher.find()) {
                assertEquals(version, filled(matcher.group(2)), block.where() + ": " + matcher.group(1));
                found++;
            }
        }
        assertTrue(found >= 5, "dependencies shown: " + found);
    }

    @Test
    @DisplayName("every relative link leads to a file, and every anchor to a heading of it")
    void links_lead_somewhere() throws IOException {
        Map<Path, Set<String>> anchors = new HashMap<>();
        List<String> broken = new ArrayList<>();
        for (Path document : documents()) {
            List<String> lines = lines(document);
            boolean inBlock = false;
            for (int i = 0; i < lines.size(); i++) {
                if (FENCE.matcher(lines.get(i)).matches()) {
                    inBlock = !inBlock;
                    continue;
                }
                if (inBlock) {
                    continue;
                }
                Matcher link = LINK.matcher(lines.get(i).replaceAll("`[^`]*`", "``"));
                while (link.find()) {
                    String target = link.group(1);
                    if (target.matches("^[a-z]+:.*")) {
                        continue;
                    }
                    int hash = target.indexOf('#');
                    Path file = hash == 0 ? document
                            : document.getParent().resolve(hash < 0 ? target : target.substring(0, hash)).normalize();
                    String where = ROOT.relativize(document) + ":" + (i + 1) + ": " + target;
                    if (!Files.exists(file)) {
                        broken.add(where + " (no such file)");
                    } else if (hash >= 0 && !anchors.computeIfAbsent(file, DocsTest::anchors)
                            .contains(target.substring(hash + 1))) {
                        broken.add(where + " (no such heading)");
                    }
                }
            }
        }
        assertEquals(List.of(), broken);
    }

    @Test
    @DisplayName("the README is an entrance: at most about 250 lines, the rest in the guides")
    void the_readme_is_short() {
        int length = lines(ROOT.resolve("README.md")).size();
        assertTrue(length <= 260, "README.md has " + length + " lines");
    }

    /** The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens. */
    private static Set<String> anchors(Path markdown) {
        Set<String> anchors = new HashSet<>();
        if (!markdown.toString().endsWith(".md")) {
            return anchors;
        }
        Map<String, Integer> seen = new HashMap<>();
        boolean inBlock = false;
        for (String line : lines(markdown)) {
            if (FENCE.matcher(line).matches()) {
                inBlock = !inBlock;
            }
            Matcher heading = HEADING.matcher(line);
            if (inBlock || !heading.matches()) {
                continue;
            }
            String slug = heading.group(1).strip().toLowerCase(Locale.ROOT)
                    .replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
            int count = seen.merge(slug, 1, Integer::sum);
            anchors.add(count == 1 ? slug : slug + "-" + (count - 1));
        }
        return anchors;
    }
}
