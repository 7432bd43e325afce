package org.senet.core.points;

import java.util.Objects;

import org.senet.core.settings.RuleSettings;

/**
 * One point set to one value, as {@code --set} and a game record's {@code Set} header give it:
 * {@code sticks=5}, {@code safe=+15}. Made by {@link Points#parse}, which checks the value.
 *
 * @param point the point
 * @param value the value, as the point reads it (lower case, no spaces)
 */
public record Assignment(Point point, String value) {

    /**
     * An assignment, its value checked.
     *
     * @param point the point
     * @param value the value
     * @throws PointException if the point does not take the value, naming the values it takes
     */
    public Assignment {
        Objects.requireNonNull(point, "point");
        Objects.requireNonNull(value, "value");
        point.change(value);
    }

    /**
     * The settings with this point set.
     *
     * @param settings the settings before
     * @return the settings after
     * @throws org.senet.core.settings.SettingsException if the engine cannot play the result, with the reason
     */
    public RuleSettings apply(RuleSettings settings) {
        return point.change(value).apply(settings);
    }

    /** {@return the assignment as it is written: {@code name=value}} */
    public String text() {
        return point.name() + "=" + value;
    }

    @Override
    public String toString() {
        return text();
    }
}
