package org.senet.spark.grid;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.senet.core.SenetException;
import org.senet.core.points.PointException;

/**
 * The variants of a sweep: a rule set and the axes it is varied along ({@code --vary}), as the full
 * cross product of the axes' values, or with {@code oneAtATime} the rule set as it is and then each
 * point changed alone, one row per value. Rows come in a fixed order, the first axis slowest:
 * {@code water=drown,15} × {@code safe=none,15} gives {@code [water=drown,safe=none]},
 * {@code [water=drown,safe=15]}, {@code [water=15,safe=none]}, {@code [water=15,safe=15]}.
 *
 * @param rules      the id of the rule set varied, in lower case
 * @param axes       the axes, each of a different point
 * @param oneAtATime true for the rule set and each point changed alone; false for every combination
 */
public record Grid(String rules, List<Axis> axes, boolean oneAtATime) {
    /**
     * A grid, checked.
     *
     * @param rules      the id of the rule set
     * @param axes       the axes, at least one, each of a different point
     * @param oneAtATime true for the points changed one at a time
     * @throws PointException if there is no axis, or two vary the same point
     */
    public Grid {
        rules = rules.strip().toLowerCase(Locale.ROOT);
        axes = List.copyOf(axes);
        if (axes.isEmpty()) {
            throw new PointException("an empty grid: give at least one --vary point=value,value…");
        }
        Set<String> points = new HashSet<>();
        for (Axis axis : axes) {
            if (!points.add(axis.point())) {
                throw new PointException("--vary " + axis.point() + " is given twice: give its values in one --vary");
            }
        }
    }

    /**
     * How many rows the grid has, without making them.
     *
     * @return the rows: the product of the axes' sizes, or 1 plus their sum one at a time;
     *         {@link Long#MAX_VALUE} where the product does not fit a long
     */
    public long size() {
        long size = 1;
        for (Axis axis : axes) {
            try {
                size = oneAtATime ? size + axis.values().size() : Math.multiplyExact(size, axis.values().size());
            } catch (ArithmeticException e) {
                return Long.MAX_VALUE;
            }
        }
        return size;
    }

    /**
     * The rows, in the grid's order.
     *
     * @return the rows
     * @throws SenetException if the grid has more than {@link Integer#MAX_VALUE} rows
     */
    public List<Row> rows() {
        if (size() > Integer.MAX_VALUE) {
            throw new SenetException("a grid of " + size() + " rows is too large");
        }
        List<Row> rows = new ArrayList<>();
        if (oneAtATime) {
            rows.add(new Row(rules, List.of()));
            for (Axis axis : axes) {
                axis.values().forEach(value -> rows.add(new Row(rules, List.of(axis.assignment(value)))));
            }
        } else {
            cross(0, new ArrayList<>(), rows);
        }
        return rows;
    }

    private void cross(int axis, List<String> points, List<Row> rows) {
        if (axis == axes.size()) {
            rows.add(new Row(rules, points));
            return;
        }
        for (String value : axes.get(axis).values()) {
            points.add(axes.get(axis).assignment(value));
            cross(axis + 1, points, rows);
            points.remove(points.size() - 1);
        }
    }

    /**
     * The grid's rules and axes as command-line options: {@code --rules kendall --vary water=drown,15}.
     *
     * @return the options
     */
    public String options() {
        StringBuilder text = new StringBuilder("--rules " + rules);
        for (Axis axis : axes) {
            boolean commas = axis.values().stream().anyMatch(value -> value.contains(","));
            text.append(" --vary ").append(axis.point()).append('=').append(String.join(commas ? ";" : ",", axis.values()));
        }
        return oneAtATime ? text.append(" --one-at-a-time").toString() : text.toString();
    }
}
