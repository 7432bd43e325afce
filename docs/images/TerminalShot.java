package org.senet.docs;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;

/**
 * Draws a terminal screen captured with {@code tmux capture-pane -p -e} (text with ANSI colour codes) as
 * a PNG image: {@code java TerminalShot.java <capture> <image.png> [columns] [rows]}.
 */
public final class TerminalShot {
    private static final Color BACKGROUND = new Color(0x1d, 0x1f, 0x21);
    private static final Color FOREGROUND = new Color(0xd8, 0xd8, 0xd8);
    private static final Color[] PALETTE = {
        new Color(0x28, 0x2a, 0x2e), new Color(0xe0, 0x6c, 0x75), new Color(0x98, 0xc3, 0x79),
        new Color(0xe5, 0xc0, 0x7b), new Color(0x61, 0xaf, 0xef), new Color(0xc6, 0x78, 0xdd),
        new Color(0x56, 0xb6, 0xc2), new Color(0xdc, 0xdf, 0xe4)};

    private TerminalShot() {
    }

    public static void main(String[] args) throws IOException {
        List<String> lines = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
        int columns = args.length > 2 ? Integer.parseInt(args[2]) : 80;
        int rows = args.length > 3 ? Integer.parseInt(args[3]) : 24;
        Font plain = new Font("DejaVu Sans Mono", Font.PLAIN, 15);
        Font bold = plain.deriveFont(Font.BOLD);
        BufferedImage probe = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
        FontMetrics metrics = probe.createGraphics().getFontMetrics(plain);
        int cell = metrics.charWidth('M');
        int height = metrics.getHeight();
        int pad = 14;
        BufferedImage image = new BufferedImage(columns * cell + 2 * pad, rows * height + 2 * pad,
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_LCD_HRGB);
        g.setColor(BACKGROUND);
        g.fillRect(0, 0, image.getWidth(), image.getHeight());
        for (int row = 0; row < Math.min(rows, lines.size()); row++) {
            String line = lines.get(row);
            Color fg = FOREGROUND;
            Color bg = null;
            boolean isBold = false;
            int column = 0;
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (c == '\u001b' && i + 1 < line.length() && line.charAt(i + 1) == '[') {
                    int end = line.indexOf('m', i);
                    for (String code : line.substring(i + 2, end).split(";")) {
                        int n = code.isEmpty() ? 0 : Integer.parseInt(code);
                        if (n == 0) {
                            fg = FOREGROUND;
                            bg = null;
                            isBold = false;
                        } else if (n == 1) {
                            isBold = true;
                        } else if (n == 22) {
                            isBold = false;
                        } else if (n >= 30 && n <= 37) {
                            fg = PALETTE[n - 30];
                        } else if (n >= 90 && n <= 97) {
                            fg = PALETTE[n - 90].brighter();
                        } else if (n == 39) {
                            fg = FOREGROUND;
                        } else if (n >= 40 && n <= 47) {
                            bg = PALETTE[n - 40];
                        } else if (n == 49) {
                            bg = null;
                        }
                    }
                    i = end;
                    continue;
                }
                int x = pad + column * cell;
                int y = pad + row * height;
                if (bg != null) {
                    g.setColor(bg);
                    g.fillRect(x, y, cell, height);
                }
                g.setColor(fg);
                g.setFont(isBold ? bold : plain);
                g.drawString(String.valueOf(c), x, y + metrics.getAscent());
                column++;
            }
        }
        ImageIO.write(image, "png", Path.of(args[1]).toFile());
    }
}
