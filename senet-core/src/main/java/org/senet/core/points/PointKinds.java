package org.senet.core.points;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;
import java.util.stream.Collectors;

import org.senet.core.board.Track;
import org.senet.core.settings.RuleSettings;
import org.senet.core.sticks.ThrowTable;

/**
 * The kinds of point the catalogue ({@link Points}) is made of, and how each reads and writes its
 * values: a flag ({@code on|off}), a choice among words, a number, a set of squares or of throw values
 * ({@code none}, {@code 15,26}, {@code +15}, {@code -26}).
 */
final class PointKinds {
    static final String ON = "on";
    static final String OFF = "off";
    static final String NONE = "none";
    static final String NO_WHITE = "no-white";
    static final int HIGHEST_THROW = 6;

    private PointKinds() {
    }

    static Point flag(String name, String description, Predicate<RuleSettings> reader,
                              BiFunction<RuleSettings, Boolean, RuleSettings> wither) {
        return choice(name, description, ordered(ON, true, OFF, false), reader::test, wither);
    }

    static <T> Point choice(String name, String description, Map<String, T> words,
                                    Function<RuleSettings, T> reader, BiFunction<RuleSettings, T, RuleSettings> wither) {
        Map<String, T> sorted = words instanceof LinkedHashMap ? words : new java.util.TreeMap<>(words);
        List<String> values = List.copyOf(sorted.keySet());
        return new Point(name, description, values, settings -> {
            T value = reader.apply(settings);
            return sorted.entrySet().stream().filter(e -> e.getValue().equals(value)).map(Map.Entry::getKey)
                    .findFirst().orElseThrow(() -> new PointException(name + " has no word for " + value));
        }, text -> {
            T value = sorted.get(text);
            if (value == null) {
                throw badValue(name, text, values);
            }
            return settings -> wither.apply(settings, value);
        });
    }

    static Point number(String name, String description, int low, int high, ToIntFunction<RuleSettings> reader,
                                BiFunction<RuleSettings, Integer, RuleSettings> wither) {
        List<String> values = List.of(low + ".." + high);
        return new Point(name, description, values, settings -> Integer.toString(reader.applyAsInt(settings)),
                text -> {
                    int value = integer(text, low, high);
                    if (value < 0) {
                        throw badValue(name, text, values);
                    }
                    return settings -> wither.apply(settings, value);
                });
    }

    /** A number, or {@code none} (also {@code 0}) where the settings keep 0 for none. */
    static Point numberOrNone(String name, String description, int low, int high,
                                      ToIntFunction<RuleSettings> reader,
                                      BiFunction<RuleSettings, Integer, RuleSettings> wither) {
        List<String> values = List.of(NONE, low + ".." + high);
        return new Point(name, description, values, settings -> {
            int value = reader.applyAsInt(settings);
            return value == 0 ? NONE : Integer.toString(value);
        }, text -> {
            int value = text.equals(NONE) || text.equals("0") ? 0 : integer(text, low, high);
            if (value < 0) {
                throw badValue(name, text, values);
            }
            return settings -> wither.apply(settings, value);
        });
    }

    static Point squares(String name, String description, ToIntFunction<RuleSettings> reader,
                                 BiFunction<RuleSettings, Integer, RuleSettings> wither) {
        // Track masks keep square n in bit n - 1; the sets here keep n in bit n.
        return set(name, description, "squares", 1, Track.SQUARES, settings -> reader.applyAsInt(settings) << 1,
                (settings, mask) -> wither.apply(settings, mask >>> 1));
    }

    /**
     * A set of throws 1..6 and {@link ThrowTable#NO_WHITE_SIDE}, written {@code no-white}, kept as the rule
     * keeps them (bit {@code v} for {@code v}) and given to the wither as values.
     */
    static Point throwSet(String name, String description, ToIntFunction<RuleSettings> reader,
                                  BiFunction<RuleSettings, int[], RuleSettings> wither) {
        return set(name, description, "throws", ThrowTable.NO_WHITE_SIDE, HIGHEST_THROW, reader,
                (settings, mask) -> wither.apply(settings, members(mask, ThrowTable.NO_WHITE_SIDE, HIGHEST_THROW)));
    }

    /**
     * A set of numbers {@code low..high}, kept as a mask with bit {@code n} for {@code n}: {@code none},
     * {@code a,b} (exactly these), {@code +a,b} (these as well), {@code -a,b} (not these).
     */
    static Point set(String name, String description, String what, int low, int high,
                             ToIntFunction<RuleSettings> reader, BiFunction<RuleSettings, Integer, RuleSettings> wither) {
        String form = "<" + what + ">";
        List<String> values = List.of(NONE, form, "+" + form, "-" + form);
        return new Point(name, description, values, settings -> {
            int[] members = members(reader.applyAsInt(settings), low, high);
            // the throw with no white side (0) is written last, by name: 1,4,no-white
            return members.length == 0 ? NONE : java.util.Arrays.stream(members).boxed()
                    .sorted(java.util.Comparator.comparing(member -> member == 0 ? Integer.MAX_VALUE : member))
                    .map(member -> member == 0 ? NO_WHITE : Integer.toString(member)).collect(Collectors.joining(","));
        }, text -> {
            if (text.equals(NONE)) {
                return settings -> wither.apply(settings, 0);
            }
            char sign = text.isEmpty() ? ' ' : text.charAt(0);
            int mask = setMask(sign == '+' || sign == '-' ? text.substring(1) : text, low, high);
            if (mask == 0) {
                String members = low == 0 ? what + " 1.." + high + " or " + NO_WHITE + " like 1,4,no-white, +2 (as well) or"
                        + " -4 (not)" : what + " " + low + ".." + high + " like 15,26, +15 (as well) or -26 (not)";
                throw new PointException(name + " takes none, " + members + ", not '" + text + "'");
            }
            return settings -> {
                int current = reader.applyAsInt(settings);
                int next = switch (sign) {
                    case '+' -> current | mask;
                    case '-' -> current & ~mask;
                    default -> mask;
                };
                return wither.apply(settings, next);
            };
        });
    }

    /** The mask of {@code a,b,…}, each {@code low..high}; 0 if the text is not such a list. */
    static int setMask(String text, int low, int high) {
        int mask = 0;
        for (String part : text.split(",", -1)) {
            int member = low == 0 && part.strip().equals(NO_WHITE) ? 0 : integer(part.strip(), Math.max(low, 1), high);
            if (member < 0) {
                return 0;
            }
            mask |= 1 << member;
        }
        return mask;
    }

    /** The members {@code low..high} of a mask with bit {@code n} for {@code n}, in increasing order. */
    static int[] members(int mask, int low, int high) {
        return java.util.stream.IntStream.rangeClosed(low, high).filter(n -> (mask & (1 << n)) != 0).toArray();
    }

    /** {@code text} as a number {@code low..high}, written plainly; -1 if it is not one. */
    static int integer(String text, int low, int high) {
        if (text.isEmpty() || text.length() > 2 || !text.chars().allMatch(Character::isDigit)
                || (text.length() > 1 && text.charAt(0) == '0')) {
            return -1;
        }
        int value = Integer.parseInt(text);
        return value >= low && value <= high ? value : -1;
    }
    /** Words and their values, in this order. */
    @SuppressWarnings("unchecked")
    static <T> Map<String, T> ordered(Object... wordsAndValues) {
        Map<String, T> map = new LinkedHashMap<>();
        for (int i = 0; i < wordsAndValues.length; i += 2) {
            map.put((String) wordsAndValues[i], (T) wordsAndValues[i + 1]);
        }
        return map;
    }

    static PointException badValue(String name, String text, List<String> values) {
        return new PointException(name + " takes " + String.join("|", values) + ", not '" + text + "'");
    }
}
