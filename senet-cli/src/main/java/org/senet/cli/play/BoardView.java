package org.senet.cli.play;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;

import org.senet.cli.play.Terminal.Colour;
import org.senet.cli.text.Texts;
import org.senet.cli.text.Wrap;
import org.senet.core.action.Action;
import org.senet.core.board.BoardFeatures;
import org.senet.core.board.BoardFeatures.Mark;
import org.senet.core.board.BoardFeatures.SquareFeatures;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.game.Step;
import org.senet.core.position.Position;
import org.senet.core.rules.Referee;
import org.senet.core.rules.RuleSet;

/**
 * Draws the board as the 3×10 track of clause C1 (docs/rules.md), every square with its number, the squares
 * whose rules differ marked and explained in a legend, each row's direction, all as the rule set's
 * {@link RuleSet#boardFeatures() board features} say; light as {@code o} and dark as {@code x} (and in colour on a
 * terminal), the pieces waiting and borne off, and the last turn of each player.
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
     * The symbol of a mark on a square (ASCII): {@code ~} the water or the trap, {@code *} a square to land on
     * exactly, the judges' numerals where a piece bears off from 28..30 ({@code >} from another square),
     * {@code +} where pieces come out of the water, {@code #} the net, {@code !} a square that earns a throw,
     * {@code s} a safe square.
     */
    static String symbol(Mark mark, int square) {
        return switch (mark) {
            case TRAP, WATER_HOLDS, WATER_TO_START, WATER_TO_SECOND_LIFE, WATER_OFF_BOARD -> "~";
            case LAND_EXACTLY, NEVER_PASSED -> "*";
            case BEAR_OFF, EXIT -> square >= Track.THREE_JUDGES ? mark(square) : ">";
            case SECOND_LIFE -> "+";
            case NET -> "#";
            case THROW_AGAIN -> "!";
            case SAFE -> "s";
        };
    }

    /**
     * The mark of a square in a rule set ({@link RuleSet#boardFeatures()}): the symbol of its first mark, or
     * nothing on an ordinary square.
     */
    static String mark(RuleSet rules, int square) {
        Set<Mark> marks = rules.boardFeatures().marks(square);
        return marks.isEmpty() ? "" : symbol(marks.iterator().next(), square);
    }

    /**
     * The legend of the marked squares, in the language chosen: the squares that have the same marks
     * together ({@code s 15, 26-30 safe}), then where waiting pieces enter, the race to row 1 and the
     * condition on bearing off, as the rule set's {@link BoardFeatures} say; empty where nothing is marked
     * or said.
     */
    static String legend(Texts texts, RuleSet rules) {
        BoardFeatures features = rules.boardFeatures();
        Map<Set<Mark>, List<SquareFeatures>> groups = new LinkedHashMap<>();
        for (SquareFeatures square : features.squares()) {
            groups.computeIfAbsent(square.marks(), marks -> new ArrayList<>()).add(square);
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<Set<Mark>, List<SquareFeatures>> group : groups.entrySet()) {
            List<SquareFeatures> squares = group.getValue();
            Set<String> symbols = new LinkedHashSet<>();
            Set<String> throwsText = new LinkedHashSet<>();
            for (SquareFeatures square : squares) {
                symbols.add(symbol(square.first(), square.square()));
                throwsText.add(throwsText(texts, rules, square.bearOffThrows()));
            }
            List<String> said = new ArrayList<>();
            for (Mark mark : group.getKey()) {
                said.add(texts.get("legend.mark." + mark.name().toLowerCase(Locale.ROOT), String.join(", ", throwsText)));
            }
            parts.add(String.join(" ", symbols) + " " + squares(squares.stream().map(SquareFeatures::square).toList(), "-")
                    + " " + String.join(", ", said));
        }
        if (features.waitingPieces() && !features.entrySquares().isEmpty()) {
            parts.add(texts.get("legend.enter", squares(features.entrySquares(), "..")));
        }
        if (!features.bearsOff()) {
            parts.add(texts.get("legend.race"));
        }
        if (features.bearsOff() && features.bearOffNeedsLastRow()) {
            parts.add(texts.get("legend.last-row"));
        }
        return parts.isEmpty() ? "" : texts.get("legend", String.join("; ", parts));
    }

    /** The throws that bear off from a square: {@code 3}, {@code 3/4}, or the language's words for any throw. */
    private static String throwsText(Texts texts, RuleSet rules, List<Integer> values) {
        long throwable = IntStream.rangeClosed(1, rules.throwTable().maxValue()).filter(rules.throwTable()::isThrowable)
                .count();
        if (values.size() > 1 && values.size() == throwable) {
            return texts.get("legend.any-throw");
        }
        return String.join("/", values.stream().map(String::valueOf).toList());
    }

    /**
     * Squares in a short form: a run of three or more as {@code first<dash>last} ({@code 26-30}, or {@code 30..26}
     * counting down), the others one by one ({@code 26, 28, 29}).
     */
    static String squares(List<Integer> squares, String dash) {
        List<String> parts = new ArrayList<>();
        int i = 0;
        while (i < squares.size()) {
            int j = i;
            int step = i + 1 < squares.size() ? squares.get(i + 1) - squares.get(i) : 0;
            while (Math.abs(step) == 1 && j + 1 < squares.size() && squares.get(j + 1) - squares.get(j) == step) {
                j++;
            }
            if (j - i >= 2) {
                parts.add(squares.get(i) + dash + squares.get(j));
                i = j + 1;
            } else {
                parts.add(String.valueOf(squares.get(i)));
                i++;
            }
        }
        return String.join(", ", parts);
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
            if (rules.boardFeatures().bearsOff()) {
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
        String legend = legend(terminal.texts(), rules);
        if (!legend.isEmpty()) {
            lines.addAll(Wrap.lines(legend, terminal.width(), 0));
        }
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
        boolean right = (row != 2) != rules.boardFeatures().towardsStart();
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
