package org.senet.spark.grid;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.senet.core.points.Assignment;
import org.senet.core.points.PointException;
import org.senet.core.points.Points;

/**
 * One point of the settings and the values a sweep gives it, read from {@code --vary point=v1,v2,…}:
 * the values are separated by commas, or by semicolons where a value is itself a list of squares
 * ({@code safe=none;15,26;+15}). Each value is checked by the point, as {@code --set} checks it.
 *
 * @param point  the point's name, e.g. {@code water}
 * @param values its values in the order given, each once, e.g. {@code [drown, 15, 1]}
 */
public record Axis(String point, List<String> values) {
    /**
     * An axis, checked.
     *
     * @param point  the point's name
     * @param values its values, at least one, none twice
     * @throws PointException for an unknown point (naming the points), a value it does not take (naming
     *                        its values), no value, or a value given twice
     */
    public Axis {
        values = List.copyOf(values);
        if (values.isEmpty()) {
            throw new PointException("--vary " + point + ": no value");
        }
        Set<String> seen = new LinkedHashSet<>();
        for (String value : values) {
            Assignment assignment = Points.parse(point + "=" + value);
            if (!seen.add(assignment.value())) {
                throw new PointException("--vary " + point + ": the value " + assignment.value() + " is given twice");
            }
        }
        values = List.copyOf(seen);
        point = point.strip().toLowerCase(Locale.ROOT);
    }

    /**
     * The axis that {@code --vary} text gives.
     *
     * @param text {@code point=v1,v2,…}, or {@code point=v1;v2;…} where a value holds commas
     * @return the axis
     * @throws PointException if the text is not {@code point=values}, or as {@link Axis#Axis}
     */
    public static Axis parse(String text) {
        int eq = text.indexOf('=');
        if (eq < 0) {
            throw new PointException("--vary '" + text + "' is not point=value,value…; points: "
                    + String.join(", ", Points.names()));
        }
        String values = text.substring(eq + 1);
        String separator = values.contains(";") ? ";" : ",";
        List<String> split = new ArrayList<>();
        for (String value : values.split(separator, -1)) {
            if (value.isBlank()) {
                throw new PointException("--vary '" + text + "': an empty value");
            }
            split.add(value.strip());
        }
        return new Axis(text.substring(0, eq).strip(), split);
    }

    /**
     * The assignment of one value of this axis.
     *
     * @param value one of {@link #values()}
     * @return {@code point=value}
     */
    public String assignment(String value) {
        return point + "=" + value;
    }
}
