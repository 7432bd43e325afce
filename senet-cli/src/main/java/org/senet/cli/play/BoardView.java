package org.senet.cli.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.senet.cli.play.Terminal.Colour;
import org.senet.cli.text.Texts;
import org.senet.cli.text.Wrap;
import org.senet.core.action.Action;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.game.Step;
import org.senet.core.position.Position;
import org.senet.core.rules.Referee;
import org.senet.core.rules.RuleSet;

/**
 * Draws the board as the 3×10 track of clause C1 (docs/rules.md), every square with its number, the named
 * houses marked, light as {@code o} and dark as {@code x} (and in colour on a terminal), the pieces
 * waiting and borne off, and the last turn of each player.
 *
 * <pre>
 * +------+------+------+------+------+------+------+------+------+------+
 * |1     |2     |3     |4     |5     |6     |7     |8     |9     |10    |  →
 * |  o   |  x   |  o   |  x   |  o   |  x   |  o   |  x   |  o   |  x   |
 * </pre>
 */
final class BoardView {
    private static final String BORDER = "+------".repeat(10) + "+";
    /** The columns the big board takes: its rows and the arrow after them. */
    static final int BIG_WIDTH = BORDER.length() + "  ->".length();

    private final Terminal terminal;

    BoardView(Terminal terminal) {
        this.terminal = terminal;
    }

    /** The symbol of a side: {@code o} light, {@code x} dark (the Dutch assessment's letters). */
    static String symbol(Side side) {
        return side == Side.LIGHT ? "o" : "x";
    }

    /** A side's symbol in its colour. */
    String piece(Side side) {
        return terminal.paint(symbol(side), side == Side.LIGHT ? Colour.LIGHT : Colour.DARK);
    }

    /** A player's name with their symbol, in their colour: {@code Marco (x)}. */
    String who(Seats seats, Side side) {
        return terminal.paint(seats.of(side).display(terminal.texts()) + " (" + symbol(side) + ")",
                side == Side.LIGHT ? Colour.LIGHT : Colour.DARK);
    }

    /** A named house's mark on the board (ASCII, so that any terminal shows it). */
    static String mark(int square) {
        return switch (square) {
            case Track.SECOND_LIFE -> "+";
            case Track.BEAUTY -> "*";
            case Track.WATER -> "~";
            case Track.THREE_JUDGES -> "III";
            case Track.TWO_JUDGES -> "II";
            case Track.HORUS -> "I";
            default -> "";
        };
    }

    /**
     * The mark of a square in a rule set: only the squares whose rules differ there are marked
     * ({@code s} a safe square where being safe is all there is to it).
     */
    static String mark(RuleSet rules, int square) {
        return switch (rules.id()) {
            case "bell" -> square == Track.SECOND_LIFE || square >= Track.BEAUTY ? "s" : "";
            case "assignment", "jequier-pusch" -> square == Track.WATER ? "~"
                    : square == Track.BEAUTY || square == Track.THREE_JUDGES || square == Track.TWO_JUDGES ? "s"
                    : square == Track.HORUS ? "I" : "";
            case "tait" -> square == Track.BEAUTY ? "" : mark(square);
            default -> mark(square);
        };
    }

    /** Whether the rules call square 27 a trap (back to the start) rather than the water. */
    static boolean trapOn27(RuleSet rules) {
        return switch (rules.id()) {
            case "assignment", "jequier-pusch" -> true;
            default -> false;
        };
    }

    /** Whether pieces race from 30 towards 1 (Bell's reversed game). */
    private static boolean reversed(RuleSet rules) {
        return rules.id().equals("bell");
    }

    /** Whether pieces leave the board at the end (in Bell's game the race ends on row 1). */
    private static boolean bearsOff(RuleSet rules) {
        return !rules.id().equals("bell");
    }

    /** The legend of the marked squares, in the language chosen. */
    private String legend(RuleSet rules) {
        String key = "houses." + rules.id();
        return terminal.texts().has(key) ? terminal.t(key) : terminal.t("houses.default");
    }

    /** The board with the players, their pieces off the board, and their last turns. */
    List<String> render(RuleSet rules, Position position, Seats seats, List<Step> steps) {
        List<String> lines = terminal.compactBoard() ? compact(rules, position) : big(rules, position);
        int pieces = Math.max(position.pieces(Side.LIGHT), position.pieces(Side.DARK));
        int width = terminal.width();
        for (Side side : Side.values()) {
            StringBuilder line = new StringBuilder(piece(side)).append(' ')
                    .append(pad(seats.of(side).display(terminal.texts()) + " (" + terminal.t("side."
                            + side.name().toLowerCase(Locale.ROOT)) + ")", 28));
            if (rules.usesWaitingPieces()) {
                line.append(' ').append(terminal.t("board.waiting", position.waiting(side))).append(' ')
                        .append(piece(side).repeat(position.waiting(side)))
                        .append(" ".repeat(pieces - position.waiting(side)));
            }
            if (bearsOff(rules)) {
                line.append("  ").append(terminal.t("board.borne-off", position.off(side))).append(' ')
                        .append(piece(side).repeat(position.off(side)));
            }
            lines.addAll(Wrap.lines(line.toString().stripTrailing(), width, 2));
        }
        for (Side side : Side.values()) {
            String turn = lastTurn(rules, steps, side);
            if (!turn.isEmpty()) {
                lines.addAll(labelled(terminal.t("board.last-turn", seats.of(side).display(terminal.texts()),
                        symbol(side)), turn, width));
            }
        }
        List<Integer> gathered = new Referee(rules).gatheredThrows(position);
        if (!gathered.isEmpty() && !rules.isOver(position)) {
            lines.addAll(labelled(terminal.t("board.kept", seats.of(position.toMove()).display(terminal.texts())),
                    String.join(", ", gathered.stream().map(String::valueOf).toList()), width));
        }
        return lines;
    }

    /**
     * {@code label: text} in columns: the text starts 30 columns in on 80 (less on a narrower screen, more
     * after a longer label) and goes on under itself.
     */
    private static List<String> labelled(String label, String text, int width) {
        String head = pad(label + ":", Math.min(30, width * 3 / 8));
        return Wrap.lines(head + text, width, Math.min(head.length(), width / 2));
    }

    /** The big board: numbered squares, the houses marked, the direction of each row. */
    private List<String> big(RuleSet rules, Position position) {
        List<String> lines = new ArrayList<>();
        lines.add(BORDER);
        for (int row = 1; row <= 3; row++) {
            StringBuilder numbers = new StringBuilder("|");
            StringBuilder pieces = new StringBuilder("|");
            for (int column = 0; column < 10; column++) {
                int square = Track.squareAt(row, column);
                String number = Integer.toString(square);
                String mark = mark(rules, square);
                numbers.append(number).append(" ".repeat(6 - number.length() - mark.length())).append(mark).append('|');
                pieces.append("  ").append(position.at(square).map(this::piece).orElse(" ")).append("   |");
            }
            lines.add(numbers + "  " + arrow(rules, row));
            lines.add(pieces.toString());
            lines.add(BORDER);
        }
        lines.addAll(Wrap.lines(legend(rules), terminal.width(), 0));
        return lines;
    }

    /** The compact board of the Dutch assessment: three lines of ten, {@code .} an empty square, each row's squares beside it. */
    private List<String> compact(RuleSet rules, Position position) {
        List<String> lines = assessmentBoard(position);
        for (int row = 1; row <= 3; row++) {
            lines.set(row, lines.get(row) + "  " + Track.squareAt(row, 0) + "-" + Track.squareAt(row, 9) + " "
                    + arrow(rules, row));
        }
        return lines;
    }

    /** The board as the Dutch assessment prints it: three lines of ten in a frame, {@code .} an empty square, nothing else. */
    List<String> assessmentBoard(Position position) {
        List<String> lines = new ArrayList<>();
        lines.add("+----------+");
        for (int row = 1; row <= 3; row++) {
            StringBuilder squares = new StringBuilder("|");
            for (int column = 0; column < 10; column++) {
                squares.append(position.at(Track.squareAt(row, column)).map(this::piece).orElse("."));
            }
            lines.add(squares.append('|').toString());
        }
        lines.add("+----------+");
        return lines;
    }

    private static String arrow(RuleSet rules, int row) {
        boolean right = (row != 2) != reversed(rules);
        return right ? "->" : "<-";
    }

    /** {@code text} and spaces to {@code width} columns, or one space after it where it is that long already. */
    private static String pad(String text, int width) {
        return text.length() >= width ? text + " " : text + " ".repeat(width - text.length());
    }

    /**
     * The last turn of {@code side}: its last run of steps, as {@code threw 4: 9->13, threw 2: pass}
     * (a throw still waiting to be used reads {@code threw 2: ...}; throws gathered before their moves
     * read {@code threw 4, 1, 2: 9->13, 13->14, 3->5}); a move is said where it ends ({@link MoveText}).
     */
    String lastTurn(RuleSet rules, List<Step> steps, Side side) {
        Texts texts = terminal.texts();
        int end = steps.size() - 1;
        while (end >= 0 && steps.get(end).side() != side) {
            end--;
        }
        if (end < 0) {
            return "";
        }
        int begin = end;
        while (begin > 0 && steps.get(begin - 1).side() == side) {
            begin--;
        }
        List<String> parts = new ArrayList<>();
        List<String> open = new ArrayList<>(); // the throws of the last part while no move follows them yet
        for (int i = begin; i <= end; i++) {
            Step step = steps.get(i);
            if (step.isThrow()) {
                boolean used = i < end;
                String last = parts.isEmpty() ? "" : parts.get(parts.size() - 1);
                if (!open.isEmpty() && last.endsWith(":")) {
                    // a throw kept while the next was thrown (rules that gather throws): threw 4, 1, 2: …
                    open.add(String.valueOf(step.throwValue()));
                    parts.set(parts.size() - 1, texts.get("board.threw", String.join(", ", open))
                            + (used ? ":" : ": ..."));
                } else {
                    open.clear();
                    open.add(String.valueOf(step.throwValue()));
                    parts.add(texts.get("board.threw", step.throwValue()) + (used ? ":" : ": ..."));
                }
            } else {
                open.clear();
                String text = step.action() instanceof Action.Pass ? texts.get("board.passed")
                        : MoveText.of(texts, rules, i > 0 ? steps.get(i - 1).after() : null, step.action(), step.after());
                if (!parts.isEmpty() && parts.get(parts.size() - 1).endsWith(":")) {
                    parts.set(parts.size() - 1, parts.get(parts.size() - 1) + " " + text);
                } else {
                    parts.add(text);
                }
            }
        }
        return String.join(", ", parts);
    }
}
