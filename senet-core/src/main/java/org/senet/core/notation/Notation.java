package org.senet.core.notation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.text.Input;

/**
 * The position notation, one line: {@code <board> <side> [key=value ...]}. Parsing checks
 * meaning as well as syntax; {@code format(parse(s))} gives back {@code s} for every position the
 * engine can reach.
 *
 * <pre>
 * WBWBWBWBWB.................... W                 Thibault's start
 * .....................WWW....B. B pieces=3,1      the assignment's test position 2
 * </pre>
 */
public final class Notation {
    private Notation() {
    }

    /**
     * Writes a position of {@code rules} in the notation.
     *
     * @param rules    the rule set
     * @param position the position
     * @return the position in notation, on one line
     */
    public static String format(RuleSet rules, Position position) {
        StringBuilder text = new StringBuilder(48).append(position.boardText()).append(' ')
                .append(position.toMove().letter());
        int standard = rules.piecesPerSide();
        if (position.lightPieces() != standard || position.darkPieces() != standard) {
            text.append(" pieces=").append(position.lightPieces()).append(',').append(position.darkPieces());
        }
        if (position.lightWaiting() != 0 || position.darkWaiting() != 0) {
            text.append(" wait=").append(position.lightWaiting()).append(',').append(position.darkWaiting());
        }
        for (FlagField field : sortedFlags(rules)) {
            int value = field.get(position.flags());
            if (value != 0) {
                text.append(' ').append(field.key()).append('=').append(value);
            }
        }
        return text.toString();
    }

    /**
     * Reads a position of {@code rules}.
     *
     * @param rules the rule set
     * @param text  the position in notation
     * @return the position
     * @throws NotationException naming the field that is wrong
     */
    public static Position parse(RuleSet rules, String text) {
        if (text == null || text.isBlank()) {
            throw new NotationException("the position is empty; expected '<30 squares> <W|B> [key=value ...]'");
        }
        String[] fields = text.trim().split("\\s+");
        String board = fields[0];
        int squares = board.codePointCount(0, board.length());
        if (squares != Track.SQUARES) {
            throw new NotationException("the board must have 30 squares (W, B or .), not " + squares
                    + ": '" + Input.shown(board) + "'");
        }
        int light = 0;
        int dark = 0;
        for (int i = 0, at = 0; i < Track.SQUARES; i++, at = board.offsetByCodePoints(at, 1)) {
            switch (board.codePointAt(at)) {
                case 'W' -> light |= 1 << i;
                case 'B' -> dark |= 1 << i;
                case '.' -> { }
                default -> throw new NotationException("square " + (i + 1) + " of the board is '"
                        + Input.shown(new String(Character.toChars(board.codePointAt(at))))
                        + "'; a square is W (light), B (dark) or . (empty)");
            }
        }
        if (fields.length < 2) {
            throw new NotationException("the side to move is missing after the board: W or B");
        }
        Optional<Side> side = fields[1].length() == 1 ? Side.fromLetter(fields[1].charAt(0)) : Optional.empty();
        if (side.isEmpty()) {
            throw new NotationException("the side to move is '" + Input.shown(fields[1]) + "'; it must be W or B");
        }
        int standard = rules.piecesPerSide();
        int[] pieces = {standard, standard};
        int[] waiting = {0, 0};
        int[] off = null;
        int flags = 0;
        Set<String> seen = new HashSet<>();
        for (int i = 2; i < fields.length; i++) {
            String field = fields[i];
            int eq = field.indexOf('=');
            if (eq <= 0 || eq == field.length() - 1) {
                throw new NotationException("field '" + Input.shown(field) + "' is not key=value");
            }
            String key = field.substring(0, eq);
            String value = field.substring(eq + 1);
            if (!seen.add(key)) {
                throw new NotationException("field '" + Input.shown(key) + "' is given twice");
            }
            switch (key) {
                case "pieces" -> {
                    pieces = pair(key, value);
                    if (pieces[0] < 1 || pieces[1] < 1 || pieces[0] > Track.SQUARES || pieces[1] > Track.SQUARES) {
                        throw new NotationException("pieces=" + Input.shown(value) + ": each side has 1 to 30 pieces");
                    }
                }
                case "wait" -> {
                    if (!rules.usesWaitingPieces()) {
                        throw new NotationException("field 'wait': in " + rules.id() + " no piece waits to enter");
                    }
                    waiting = pair(key, value);
                }
                case "off" -> off = pair(key, value);
                default -> flags = flag(rules, key, value, flags);
            }
        }
        int lightOnBoard = Integer.bitCount(light);
        int darkOnBoard = Integer.bitCount(dark);
        if (lightOnBoard + waiting[0] > pieces[0]) {
            throw new NotationException("light has " + (lightOnBoard + waiting[0]) + " pieces on the board and waiting,"
                    + " more than its " + pieces[0] + " (field 'pieces')");
        }
        if (darkOnBoard + waiting[1] > pieces[1]) {
            throw new NotationException("dark has " + (darkOnBoard + waiting[1]) + " pieces on the board and waiting,"
                    + " more than its " + pieces[1] + " (field 'pieces')");
        }
        if (light == 0 && waiting[0] == 0 && dark == 0 && waiting[1] == 0) {
            throw new NotationException("both sides have borne off all their pieces, but the game ends as soon as"
                    + " one side has");
        }
        Position position = new Position(light, dark, waiting[0], waiting[1], pieces[0], pieces[1], side.get(), flags);
        if (off != null && (off[0] != position.off(Side.LIGHT) || off[1] != position.off(Side.DARK))) {
            throw new NotationException("field 'off' says " + off[0] + "," + off[1] + " but the position has "
                    + position.off(Side.LIGHT) + "," + position.off(Side.DARK) + " borne off");
        }
        Optional<String> problem = rules.problem(position);
        if (problem.isPresent()) {
            throw new NotationException(problem.get());
        }
        return position;
    }

    private static int flag(RuleSet rules, String key, String value, int flags) {
        FlagField field = rules.flags().stream().filter(f -> f.key().equals(key)).findFirst()
                .orElseThrow(() -> new NotationException("field '" + Input.shown(key) + "' is not known in " + rules.id()
                        + knownKeys(rules)));
        int number = number(key, value);
        if (number < 0 || number > field.max()) {
            throw new NotationException("field '" + key + "' must be 0.." + field.max() + ", not " + Input.shown(value));
        }
        return field.with(flags, number);
    }

    private static String knownKeys(RuleSet rules) {
        List<String> keys = new ArrayList<>(List.of("pieces", "off"));
        if (rules.usesWaitingPieces()) {
            keys.add("wait");
        }
        rules.flags().forEach(f -> keys.add(f.key()));
        return "; known fields: " + String.join(", ", keys);
    }

    private static int[] pair(String key, String value) {
        String[] parts = value.split(",", -1);
        if (parts.length != 2) {
            throw new NotationException("field '" + key + "' must be two numbers <light>,<dark>, not '"
                    + Input.shown(value) + "'");
        }
        int[] pair = {number(key, parts[0]), number(key, parts[1])};
        if (pair[0] < 0 || pair[1] < 0) {
            throw new NotationException("field '" + key + "' cannot be negative: '" + Input.shown(value) + "'");
        }
        return pair;
    }

    private static int number(String key, String value) {
        if (!value.matches("-?[0-9]{1,9}")) {
            throw new NotationException("field '" + key + "' must be a number, not '" + Input.shown(value) + "'");
        }
        return Integer.parseInt(value);
    }

    private static List<FlagField> sortedFlags(RuleSet rules) {
        List<FlagField> sorted = new ArrayList<>(rules.flags());
        sorted.sort(Comparator.comparing(FlagField::key));
        return sorted;
    }
}
