package org.senet.testkit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleReader;
import java.lang.module.ResolvedModule;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.List;
import java.util.Optional;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;

import org.senet.core.rules.RuleSet;

/**
 * How a rule set in a module is registered. On the module path {@link java.util.ServiceLoader} reads
 * only the {@code provides} of module declarations, on the class path only the services file; a
 * plugin jar that is a module may be used on either, so it must be registered both ways. A rule set
 * outside any module (no {@code module-info.class} where its class was loaded from) is registered by
 * the services file alone, which its discovery has already proved.
 */
final class ModuleRegistration {
    static final String SERVICE = RuleSet.class.getName();
    private static final String DESCRIPTOR = "module-info.class";

    private ModuleRegistration() {
    }

    /**
     * What is missing from the registration of a rule set's class in its module, if anything: the
     * {@code provides} of its module declaration, wherever it runs, and in a named module the line of
     * its services file.
     */
    static Optional<String> problem(Class<?> type) {
        if (isEngines(type)) {
            return Optional.empty(); // made by a RuleSetProvider (a family of rule sets): the provider is registered
        }
        Module module = type.getModule();
        if (module.isNamed()) {
            return problem(module.getDescriptor(), type, Optional.of(servicesLines(module)));
        }
        return descriptorWhereLoaded(type).flatMap(descriptor -> problem(descriptor, type, Optional.empty()));
    }

    /**
     * Whether {@code type} is one of the engine's own classes ({@code SettingsRuleSet}, {@code Variant}): a rule set
     * of that class is offered by a {@link org.senet.core.rules.RuleSetProvider}, not registered by its class.
     */
    private static boolean isEngines(Class<?> type) {
        Module engine = RuleSet.class.getModule();
        return engine.isNamed() ? type.getModule() == engine
                : type.getProtectionDomain().getCodeSource() != null && RuleSet.class.getProtectionDomain()
                .getCodeSource() != null && type.getProtectionDomain().getCodeSource().getLocation()
                .equals(RuleSet.class.getProtectionDomain().getCodeSource().getLocation());
    }

    /**
     * What is missing: {@code type} (or a class it extends) among the providers of {@link RuleSet}
     * that {@code module} declares, and, when the services file is given, among its lines.
     */
    static Optional<String> problem(ModuleDescriptor module, Class<?> type, Optional<List<String>> servicesFile) {
        boolean provided = module.provides().stream()
                .filter(p -> p.service().equals(SERVICE))
                .flatMap(p -> p.providers().stream())
                .anyMatch(provider -> isOrExtends(type, provider));
        if (!provided) {
            return Optional.of("the module " + module.name() + " does not provide it: add\n    provides " + SERVICE
                    + " with " + type.getName() + ";\n  to its module-info.java (on the module path, ServiceLoader"
                    + " reads no services file)");
        }
        if (servicesFile.isPresent() && servicesFile.get().stream().noneMatch(line -> isOrExtends(type, line))) {
            return Optional.of("the module " + module.name() + " does not list it in its services file, so it is"
                    + " not found on the class path: add the line " + type.getName() + "\n  to src/main/resources/"
                    + RuleSetUnderTest.SERVICES_FILE);
        }
        return Optional.empty();
    }

    /**
     * A class of a named module in the boot layer that would be the rule set with this id, if the
     * module provided it: the modules searched are those that read the engine (they require it).
     */
    static Optional<Class<?>> unprovidedClass(String id) {
        for (ResolvedModule resolved : ModuleLayer.boot().configuration().modules()) {
            ModuleDescriptor descriptor = resolved.reference().descriptor();
            boolean plugin = descriptor.requires().stream().anyMatch(r -> r.name().equals("org.senet.core"))
                    && !descriptor.name().equals(ModuleRegistration.class.getModule().getName());
            Optional<Module> module = ModuleLayer.boot().findModule(descriptor.name());
            if (plugin && module.isPresent()) {
                for (String name : classNames(resolved)) {
                    Class<?> type = Class.forName(module.get(), name);
                    if (type != null && RuleSetUnderTest.hasId(type, id)) {
                        return Optional.of(type);
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static boolean isOrExtends(Class<?> type, String name) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            if (c.getName().equals(name.strip())) {
                return true;
            }
        }
        return false;
    }

    private static List<String> servicesLines(Module module) {
        try (InputStream in = module.getResourceAsStream(RuleSetUnderTest.SERVICES_FILE)) {
            if (in == null) {
                return List.of();
            }
            return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines()
                    .map(line -> line.replaceFirst("#.*", "").strip())
                    .filter(line -> !line.isEmpty())
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The module declaration in the folder or jar a class-path class was loaded from, if there is one. */
    private static Optional<ModuleDescriptor> descriptorWhereLoaded(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null || !"file".equals(source.getLocation().getProtocol())) {
            return Optional.empty();
        }
        try {
            Path location = Path.of(source.getLocation().toURI());
            if (Files.isDirectory(location)) {
                Path descriptor = location.resolve(DESCRIPTOR);
                if (!Files.isRegularFile(descriptor)) {
                    return Optional.empty();
                }
                try (InputStream in = Files.newInputStream(descriptor)) {
                    return Optional.of(ModuleDescriptor.read(in));
                }
            }
            try (JarFile jar = new JarFile(location.toFile())) {
                ZipEntry entry = jar.getEntry(DESCRIPTOR);
                if (entry == null) {
                    return Optional.empty();
                }
                try (InputStream in = jar.getInputStream(entry)) {
                    return Optional.of(ModuleDescriptor.read(in));
                }
            }
        } catch (IOException | URISyntaxException e) {
            return Optional.empty();
        }
    }

    private static List<String> classNames(ResolvedModule module) {
        try (ModuleReader reader = module.reference().open(); Stream<String> names = reader.list()) {
            return names.filter(n -> n.endsWith(".class") && !n.contains("$") && !n.endsWith(DESCRIPTOR))
                    .map(n -> n.substring(0, n.length() - ".class".length()).replace('/', '.'))
                    .toList();
        } catch (IOException e) {
            return List.of();
        }
    }
}
