package org.senet.cli.play;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.senet.cli.command.RuleSetOptions;
import org.senet.cli.command.RulesText;
import org.senet.cli.text.Texts;
import org.senet.cli.text.Wrap;
import org.senet.core.SenetException;
import org.senet.core.points.Points;
import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.RuleSet;
import org.senet.core.text.Input;

/** The menu's C, V, O and L: the rules on screen, the choice of a rule set, its options, the language. */
final class RuleSetScreens {
    private static final int PAGE = 22;

    private final Session session;
    private final Terminal terminal;

    RuleSetScreens(Session session, Terminal terminal) {
        this.session = session;
        this.terminal = terminal;
    }

    void showRules() {
        terminal.clear();
        terminal.printLines(RulesText.summary(terminal.texts(), session.rules(), terminal.width()));
        String answer = terminal.askRaw(terminal.t("rules.more"));
        if (answer.equalsIgnoreCase("f")) {
            terminal.clear();
            String[] lines = RulesText.full(session.rules()).split("\n", -1);
            int shown = 0;
            for (String text : lines) {
                for (String line : Wrap.lines(text, terminal.width())) {
                    terminal.println(line);
                    shown++;
                    if (terminal.interactive() && shown % PAGE == 0) {
                        String more = terminal.askRaw(terminal.t("rules.page"));
                        if (more.equalsIgnoreCase("q")) {
                            return;
                        }
                    }
                }
            }
            terminal.askRaw(terminal.t("menu.enter-back"));
        }
    }

    /** Lists the rule sets and lets the player pick one (Enter keeps the current one). */
    void chooseRules(boolean forAGame) {
        if (!forAGame) {
            terminal.clear();
        }
        terminal.println(terminal.t("rulesets.title"));
        List<RuleSet> all = RuleSetOptions.REGISTRY.all();
        for (int i = 0; i < all.size(); i++) {
            RuleSet ruleSet = all.get(i);
            String summary = RulesText.line(terminal.texts(), ruleSet);
            terminal.println(String.format(Locale.ROOT, "%3d  %-14s %s", i + 1, ruleSet.id(), summary));
        }
        int choice = terminal.number(terminal.t("rulesets.ask", session.name(session.rules())), 1, all.size(), 0);
        if (choice > 0 && !all.get(choice - 1).id().equals(session.rules().id())) {
            session.rules(all.get(choice - 1));
        }
        if (!forAGame) {
            terminal.println(terminal.t("rulesets.now", session.inForce(session.rules())));
        }
    }

    /**
     * The options screen: every option of the rule set with its value, a number changes one (a
     * yes/no option flips, another asks for its value); a combination the rule set refuses is
     * said and not taken.
     */
    RuleSet editOptions(RuleSet ruleSet) {
        RuleSet current = ruleSet;
        while (true) {
            terminal.clear();
            terminal.println(terminal.t("options.title", session.name(current)));
            List<OptionSpec> specs = current.optionSpecs();
            for (int i = 0; i < specs.size(); i++) {
                OptionSpec spec = specs.get(i);
                String value = current.options().getOrDefault(spec.key(), spec.defaultValue());
                terminal.println(String.format(Locale.ROOT, "%3d  %s  %s", i + 1, spec.key() + "=" + value,
                        optionMeaning(current, spec)));
            }
            int number = terminal.number(terminal.t("options.ask"), 1, specs.size(), 0);
            if (number == 0) {
                return current;
            }
            OptionSpec spec = specs.get(number - 1);
            String value = current.options().getOrDefault(spec.key(), spec.defaultValue());
            String next;
            if (spec.values().size() == 2) {
                next = spec.values().get(spec.values().get(0).equals(value) ? 1 : 0);
            } else {
                String typed = terminal.ask(terminal.t("options.value", spec.key(), String.join(", ", spec.values()),
                        value));
                if (typed.isEmpty()) {
                    continue;
                }
                next = spec.values().stream().filter(known -> known.equalsIgnoreCase(typed)).findFirst().orElse(null);
                if (next == null) {
                    terminal.println(terminal.t("options.bad-value", Input.shown(typed), spec.key(),
                            String.join(", ", spec.values())));
                    terminal.askRaw(terminal.t("menu.enter-back-list"));
                    continue;
                }
            }
            Map<String, String> chosen = new LinkedHashMap<>(current.options());
            if (next.equals(spec.defaultValue())) {
                chosen.remove(spec.key());
            } else {
                chosen.put(spec.key(), next);
            }
            try {
                current = Points.vary(RuleSetOptions.REGISTRY.get(current.id(), chosen), Points.of(current));
            } catch (SenetException e) {
                // the rule set's reason is in English: other languages say what was refused in their own words
                terminal.println(terminal.texts().language().equals("en") ? Texts.capital(e.getMessage()) + "."
                        : terminal.t("options.refused", spec.key() + "=" + next, session.optionsText(current)));
                terminal.askRaw(terminal.t("menu.enter-back-list"));
            }
        }
    }

    private String optionMeaning(RuleSet ruleSet, OptionSpec spec) {
        return RulesText.meaning(terminal.texts(), ruleSet, spec);
    }

    void chooseLanguage() {
        terminal.clear();
        for (int i = 0; i < Texts.LANGUAGES.size(); i++) {
            terminal.println(String.format(Locale.ROOT, "%3d  %s  %s", i + 1, Texts.LANGUAGES.get(i),
                    Texts.of(Texts.LANGUAGES.get(i)).get("language.name")));
        }
        int choice = terminal.number(terminal.t("language.ask"), 1, Texts.LANGUAGES.size(), 0);
        if (choice > 0) {
            terminal.texts(Texts.of(Texts.LANGUAGES.get(choice - 1)));
        }
    }
}
