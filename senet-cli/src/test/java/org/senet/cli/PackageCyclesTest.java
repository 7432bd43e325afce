package org.senet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.senet.bots.Bots;
import org.senet.core.rules.RuleSet;
import org.senet.testkit.RuleSetContract;
import org.senet.variants.thibault.Thibault;

/**
 * No package of the engine depends on itself through other packages. The compiled classes of every
 * module are read as they are (from a jar or a classes folder): the constant pool of a class names
 * every class it uses, in its own entries and in the descriptors and signatures of its fields and
 * methods. A group of packages that use one another in a circle fails the build, with the classes
 * behind each use.
 */
class PackageCyclesTest {
    /** One class of each module: where it was loaded from holds the module's classes. */
    private static final List<Class<?>> MODULES = List.of(RuleSet.class, RuleSetContract.class, Thibault.class,
            Bots.class, org.senet.web.WebServer.class, org.senet.charts.Charts.class, Main.class);

    private static final Pattern ENGINE_CLASS = Pattern.compile("org/senet/[A-Za-z0-9_/$]+");

    @Test
    void no_package_of_any_module_depends_on_itself_through_others() throws Exception {
        Map<String, Map<String, String>> uses = new TreeMap<>();
        for (Class<?> member : MODULES) {
            readClasses(location(member), uses);
        }
        assertTrue(uses.keySet().containsAll(List.of("org.senet.core.rules", "org.senet.core.position",
                "org.senet.variants.thibault", "org.senet.testkit", "org.senet.bots", "org.senet.bots.search",
                "org.senet.bots.evaluation", "org.senet.bots.tables", "org.senet.charts", "org.senet.cli")),
                () -> "packages read: " + uses.keySet());
        assertTrue(uses.get("org.senet.variants.thibault").containsKey("org.senet.core.engine"),
                () -> "thibault's uses read: " + uses.get("org.senet.variants.thibault"));

        List<String> cycles = cycles(uses);
        assertTrue(cycles.isEmpty(), () -> "packages that depend on one another:\n" + String.join("\n", cycles));
    }

    @Test
    void a_cycle_is_reported_with_the_class_behind_each_use() {
        Map<String, Map<String, String>> uses = new TreeMap<>();
        uses.put("a", Map.of("b", "a.A uses b.B"));
        uses.put("b", Map.of("c", "b.B uses c.C"));
        uses.put("c", Map.of("a", "c.C uses a.A", "d", "c.C uses d.D"));
        uses.put("d", Map.of());

        assertEquals(List.of("a, b, c: a -> b (a.A uses b.B); b -> c (b.B uses c.C); c -> a (c.C uses a.A)"),
                cycles(uses));
    }

    private static Path location(Class<?> member) throws URISyntaxException {
        return Path.of(member.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    /** Adds the uses of every class under {@code location}, a jar or a folder of classes. */
    private static void readClasses(Path location, Map<String, Map<String, String>> uses) throws IOException {
        if (Files.isDirectory(location)) {
            readTree(location, uses);
        } else {
            try (FileSystem jar = FileSystems.newFileSystem(location)) {
                readTree(jar.getPath("/"), uses);
            }
        }
    }

    private static void readTree(Path root, Map<String, Map<String, String>> uses) throws IOException {
        List<Path> classFiles;
        try (Stream<Path> files = Files.walk(root)) {
            classFiles = files.filter(f -> f.toString().endsWith(".class"))
                    .filter(f -> !f.getFileName().toString().equals("module-info.class"))
                    .filter(f -> !root.relativize(f).toString().startsWith("META-INF"))
                    .toList();
        }
        for (Path classFile : classFiles) {
            readClass(Files.readAllBytes(classFile), uses);
        }
    }

    /** Adds the engine classes that one class file uses, read from its constant pool. */
    private static void readClass(byte[] bytes, Map<String, Map<String, String>> uses) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
        in.skipBytes(8);
        int count = in.readUnsignedShort();
        String[] texts = new String[count];
        int[] classNames = new int[count];
        Set<Integer> stringLiterals = new HashSet<>();
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> texts[i] = in.readUTF();
                case 7 -> classNames[i] = in.readUnsignedShort();
                case 8 -> stringLiterals.add(in.readUnsignedShort());
                case 16, 19, 20 -> in.skipBytes(2);
                case 15 -> in.skipBytes(3);
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipBytes(4);
                case 5, 6 -> {
                    in.skipBytes(8);
                    i++;
                }
                default -> throw new IOException("unknown constant pool tag " + tag);
            }
        }
        in.skipBytes(2);
        String self = texts[classNames[in.readUnsignedShort()]].replace('/', '.');
        Map<String, String> used = uses.computeIfAbsent(packageOf(self), p -> new TreeMap<>());
        for (int i = 1; i < count; i++) {
            if (texts[i] == null || stringLiterals.contains(i)) {
                continue;
            }
            Matcher name = ENGINE_CLASS.matcher(texts[i]);
            while (name.find()) {
                String other = name.group().replace('/', '.');
                if (!packageOf(other).equals(packageOf(self))) {
                    used.putIfAbsent(packageOf(other), simpleName(self) + " uses " + simpleName(other));
                }
            }
        }
    }

    private static String packageOf(String className) {
        return className.substring(0, className.lastIndexOf('.'));
    }

    private static String simpleName(String className) {
        return className.substring(className.lastIndexOf('.', className.lastIndexOf('.') - 1) + 1);
    }

    /**
     * The groups of packages that use one another in a circle (Tarjan's strongly connected
     * components of more than one package), each with the uses inside it.
     */
    static List<String> cycles(Map<String, Map<String, String>> uses) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        List<String> cycles = new ArrayList<>();
        for (String start : uses.keySet()) {
            if (!index.containsKey(start)) {
                connect(start, uses, index, low, stack, cycles);
            }
        }
        return cycles;
    }

    private static void connect(String p, Map<String, Map<String, String>> uses, Map<String, Integer> index,
            Map<String, Integer> low, Deque<String> stack, List<String> cycles) {
        index.put(p, index.size());
        low.put(p, index.get(p));
        stack.push(p);
        for (String q : uses.getOrDefault(p, Map.of()).keySet()) {
            if (!index.containsKey(q)) {
                connect(q, uses, index, low, stack, cycles);
                low.put(p, Math.min(low.get(p), low.get(q)));
            } else if (stack.contains(q)) {
                low.put(p, Math.min(low.get(p), index.get(q)));
            }
        }
        if (low.get(p).equals(index.get(p))) {
            Set<String> group = new TreeSet<>();
            String q;
            do {
                q = stack.pop();
                group.add(q);
            } while (!q.equals(p));
            if (group.size() > 1) {
                List<String> inside = new ArrayList<>();
                for (String from : group) {
                    uses.getOrDefault(from, Map.of()).forEach((to, example) -> {
                        if (group.contains(to)) {
                            inside.add(from + " -> " + to + " (" + example + ")");
                        }
                    });
                }
                cycles.add(String.join(", ", group) + ": " + String.join("; ", inside));
            }
        }
    }
}
