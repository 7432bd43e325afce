package org.senet.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.module.ModuleDescriptor;
import java.util.List;
import java.util.Optional;

import com.example.senet.SprintRules;
import com.example.senet.bugs.MissingServicesEntry;
import org.junit.jupiter.api.Test;

/**
 * A rule set in a module must be provided by the module declaration and, in a named module, listed
 * in its services file; the problem names the line to add and where.
 */
class ModuleRegistrationTest {
    private static ModuleDescriptor.Builder module() {
        return ModuleDescriptor.newModule("com.example.senet").requires("org.senet.core");
    }

    @Test
    void a_module_that_provides_the_class_or_a_class_it_extends_registers_it() {
        ModuleDescriptor provides = module().provides(ModuleRegistration.SERVICE, List.of(SprintRules.class.getName()))
                .build();

        assertEquals(Optional.empty(), ModuleRegistration.problem(provides, SprintRules.class, Optional.empty()));
        assertEquals(Optional.empty(), ModuleRegistration.problem(provides, MissingServicesEntry.class,
                Optional.of(List.of(SprintRules.class.getName()))));
    }

    @Test
    void a_module_that_does_not_provide_it_is_told_the_provides_to_add() {
        ModuleDescriptor other = module().provides(ModuleRegistration.SERVICE, List.of(MissingServicesEntry.class.getName()))
                .build();

        String problem = ModuleRegistration.problem(other, SprintRules.class, Optional.empty()).orElseThrow();

        assertEquals("the module com.example.senet does not provide it: add\n"
                + "    provides org.senet.core.rules.RuleSet with com.example.senet.SprintRules;\n"
                + "  to its module-info.java (on the module path, ServiceLoader reads no services file)", problem);
        assertTrue(ModuleRegistration.problem(module().build(), SprintRules.class, Optional.empty()).isPresent());
    }

    @Test
    void a_named_module_without_the_services_line_is_told_the_line_to_add() {
        ModuleDescriptor provides = module().provides(ModuleRegistration.SERVICE, List.of(SprintRules.class.getName()))
                .build();

        String problem = ModuleRegistration.problem(provides, SprintRules.class, Optional.of(List.of())).orElseThrow();

        assertEquals("the module com.example.senet does not list it in its services file, so it is not found on the"
                + " class path: add the line com.example.senet.SprintRules\n"
                + "  to src/main/resources/META-INF/services/org.senet.core.rules.RuleSet", problem);
    }

    @Test
    void a_rule_set_outside_any_module_is_registered_by_its_services_file_alone() {
        assertEquals(Optional.empty(), ModuleRegistration.problem(SprintRules.class));
        assertEquals(Optional.empty(), ModuleRegistration.unprovidedClass("sprint"));
    }

    @Test
    void a_rule_set_of_the_engine_s_own_class_is_offered_by_a_provider_and_needs_no_registration_of_its_class() {
        assertEquals(Optional.empty(), ModuleRegistration.problem(org.senet.core.engine.SettingsRuleSet.class));
    }
}
