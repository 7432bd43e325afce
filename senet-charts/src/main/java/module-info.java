/**
 * What the charts of the Senet applications share, the command line's ({@code senet.jar}) and the sweep's
 * ({@code senet-sweep.jar}): {@link org.senet.charts.Charts} (one look, the colours of the two sides, PNG files
 * written through the engine's safe writer) and {@link org.senet.charts.RateChart} (rates with their 95%
 * intervals, one line per row, a line at 50%). The libraries draw nothing; JFreeChart stays out of them.
 */
module org.senet.charts {
    requires transitive org.jfree.jfreechart;
    requires transitive java.desktop;
    requires org.senet.core;

    exports org.senet.charts;
}
