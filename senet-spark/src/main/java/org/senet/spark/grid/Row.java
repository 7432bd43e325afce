package org.senet.spark.grid;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

import org.senet.core.SenetException;
import org.senet.core.points.Assignment;
import org.senet.core.points.PointException;
import org.senet.core.points.Points;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/**
 * One variant of a sweep: a rule set and the points set on it, in the order of the sweep's axes. Its id
 * is derived from them alone, {@code kendall[safe=none,water=15]} ({@code kendall} with no point), so
 * that it names the same variant in every run of the same grid. Serializable: a row travels to the
 * machines of a cluster, which build its variant there ({@link #variant}).
 *
 * @param rules  the id of the rule set varied, e.g. {@code kendall}
 * @param points the points set, each {@code point=value}, in the order of the axes
 */
public record Row(String rules, List<String> points) implements Serializable {
    private static final long serialVersionUID = 1L;

    /**
     * A row; the points are copied.
     *
     * @param rules  the id of the rule set
     * @param points the points, {@code point=value} each
     */
    public Row {
        Objects.requireNonNull(rules, "rules");
        points = List.copyOf(points);
    }

    /**
     * The row an id names, as {@link #id()} writes it and a {@code --rows} file gives it: {@code kendall},
     * {@code kendall[safe=none,water=15]}, {@code kendall[safe=15,26,water=1]} (a value's own commas are told
     * apart from those between the points, as every point has an {@code =}). Each point and value is checked.
     *
     * @param text the id
     * @return the row, its points read as {@code --set} reads them
     * @throws PointException if the text is not a rule set's id with points in brackets, or a point or a value
     *                        is not one the settings take
     */
    public static Row parse(String text) {
        String id = text.strip();
        int open = id.indexOf('[');
        String rules = (open < 0 ? id : id.substring(0, open)).strip().toLowerCase(Locale.ROOT);
        if (!rules.matches("[a-z0-9][a-z0-9-]*") || open >= 0 && !id.endsWith("]")) {
            throw new PointException("'" + text + "' is not a row: a rule set's id, then its points in brackets,"
                    + " kendall[water=15,safe=none]");
        }
        List<String> points = new ArrayList<>();
        if (open >= 0) {
            for (String part : id.substring(open + 1, id.length() - 1).split(",", -1)) {
                if (part.contains("=")) {
                    points.add(part.strip());
                } else if (!points.isEmpty() && !part.isBlank()) {
                    points.set(points.size() - 1, points.get(points.size() - 1) + "," + part.strip());
                } else {
                    throw new PointException("'" + text + "': '" + part.strip() + "' is not point=value");
                }
            }
        }
        return new Row(rules, Points.parse(points).stream().map(Assignment::text).toList());
    }

    /** {@return the row's id: the rule set's id, then its points in brackets, {@code kendall[safe=none,water=15]}} */
    public String id() {
        return points.isEmpty() ? rules : rules + "[" + String.join(",", points) + "]";
    }

    /**
     * The variant this row plays, built through the settings' withers ({@link Points#vary}).
     *
     * @param registry the rule sets, with the plugins of the sweep
     * @return the rule set varied in the row's points
     * @throws SenetException if the engine cannot play the combination (the row's reason), or the rule set
     *                        is unknown or not made of settings
     */
    public RuleSet variant(RuleSets registry) {
        return Points.vary(registry.get(rules), Points.parse(points));
    }

    /**
     * Why the engine refuses this row's combination of points, if it does.
     *
     * @param registry the rule sets, with the plugins of the sweep
     * @return the engine's reason; empty for a variant it plays
     */
    public Optional<String> refusal(RuleSets registry) {
        try {
            variant(registry);
            return Optional.empty();
        } catch (SenetException e) {
            return Optional.of(e.getMessage());
        }
    }
}
