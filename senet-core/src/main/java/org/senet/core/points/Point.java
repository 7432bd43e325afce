package org.senet.core.points;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.UnaryOperator;

import org.senet.core.settings.RuleSettings;

/**
 * One point of {@link RuleSettings} that a single wither changes, by name: how it reads its value from
 * settings and how a value given as text changes settings. The points are listed by {@link Points};
 * this record is built only there.
 *
 * @param name        the name, lower case with hyphens, e.g. {@code throw-again}
 * @param description what the point decides, in a few words
 * @param values      the values it takes, each a word ({@code on}, {@code held}) or a form in angle brackets
 *                    ({@code <squares>}, {@code +<squares>}); the first word of a form set is how it prints
 *                    an empty set ({@code none})
 * @param reader      the value of the point in given settings, as text that {@code changer} reads back
 * @param changer     the change a value makes, through the point's wither; throws a {@link PointException}
 *                    for a value the point does not take
 */
public record Point(String name, String description, List<String> values, Function<RuleSettings, String> reader,
                    Function<String, UnaryOperator<RuleSettings>> changer) {

    /**
     * A point, checked; the list of values is copied.
     *
     * @param name        the name, lower case with hyphens
     * @param description what the point decides
     * @param values      the values it takes
     * @param reader      the value of the point in given settings
     * @param changer     the change a value makes
     * @throws PointException if the name is not lower case letters, digits and hyphens
     */
    public Point {
        if (!name.matches("[a-z][a-z0-9-]*")) {
            throw new PointException("a point's name is lower case letters, digits and hyphens: " + name);
        }
        Objects.requireNonNull(description, "description");
        values = List.copyOf(values);
        Objects.requireNonNull(reader, "reader");
        Objects.requireNonNull(changer, "changer");
    }

    /**
     * The value of this point in {@code settings}, as {@code --set} takes it back.
     *
     * @param settings the settings
     * @return the value, e.g. {@code 5} or {@code 15,26} or {@code none}
     */
    public String valueOf(RuleSettings settings) {
        return reader.apply(settings);
    }

    /**
     * The change that setting this point to {@code value} makes.
     *
     * @param value the value, as text
     * @return the change, which applies the point's wither
     * @throws PointException if this point does not take the value, naming the values it takes
     */
    public UnaryOperator<RuleSettings> change(String value) {
        return changer.apply(value);
    }

    /** {@return the values this point takes, joined for a message or a help text: {@code on|off}} */
    public String valuesText() {
        return String.join("|", values);
    }
}
