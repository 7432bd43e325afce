package org.senet.cli.chart;

import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;

import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.Plot;

/**
 * What every chart of the command line shares: drawing without a display, one look, and writing a
 * PNG file (or any file of a report) so that a crash leaves either the old file or the whole new one.
 */
public final class Charts {
    /** The colour of light's side in charts. */
    public static final Color LIGHT = new Color(0xC8, 0x8A, 0x12);
    /** The colour of dark's side in charts. */
    public static final Color DARK = new Color(0x33, 0x3F, 0x7A);
    /** Grid lines and neutral marks. */
    public static final Color GRID = new Color(0xDD, 0xDD, 0xDD);

    static {
        System.setProperty("java.awt.headless", "true");
    }

    private Charts() {
    }

    /**
     * Gives a chart the common look: white background, light grey grid, a plain title font.
     *
     * @param chart the chart, changed in place
     * @return the same chart
     */
    public static JFreeChart styled(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        chart.setAntiAlias(true);
        chart.setTextAntiAlias(true);
        if (chart.getTitle() != null) {
            chart.getTitle().setFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
        }
        Plot plot = chart.getPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setOutlinePaint(GRID);
        return chart;
    }

    /**
     * Writes {@code chart} as a PNG image of {@code width} by {@code height} pixels to {@code file}:
     * to a temporary file beside it first, then renamed over it in one step.
     *
     * @param chart  the chart
     * @param file   where the image goes; its folder must exist
     * @param width  pixels across
     * @param height pixels down
     * @throws IOException if the file cannot be written; the old file, if any, is left as it was
     */
    public static void writePng(JFreeChart chart, Path file, int width, int height) throws IOException {
        writeAtomically(file, out -> ChartUtils.writeChartAsPNG(out, chart, width, height));
    }

    /**
     * Writes a file so that a crash leaves either the old file or the whole new one: {@code content}
     * goes to a temporary file beside it first, which is then renamed over it in one step. The file is
     * readable by all ({@code rw-r--r--}) where the file system has POSIX permissions.
     *
     * @param file    where the content goes; its folder must exist
     * @param content writes the content
     * @throws IOException if the file cannot be written; the old file, if any, is left as it was
     */
    public static void writeAtomically(Path file, Content content) throws IOException {
        Path absolute = file.toAbsolutePath();
        Path temporary = Files.createTempFile(absolute.getParent(), "." + absolute.getFileName(), ".part");
        try {
            try (OutputStream out = Files.newOutputStream(temporary)) {
                content.writeTo(out);
            }
            readableByAll(temporary);
            try {
                Files.move(temporary, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /**
     * Gives the file the permissions of a file written the plain way, {@code rw-r--r--}, where the file
     * system has POSIX permissions: a temporary file is made readable by its owner alone.
     */
    private static void readableByAll(Path file) throws IOException {
        if (Files.getFileStore(file).supportsFileAttributeView(PosixFileAttributeView.class)) {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        }
    }

    /** The content of a file, written to a stream ({@link #writeAtomically}). */
    @FunctionalInterface
    public interface Content {
        /**
         * Writes the content.
         *
         * @param out where it goes; closed by the caller
         * @throws IOException if it cannot be written
         */
        void writeTo(OutputStream out) throws IOException;
    }
}
