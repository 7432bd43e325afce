/**
 * The Senet command line and console game. Its commands are picocli commands, whose annotated
 * members picocli reads and sets by reflection; the rule sets come through the engine's registry.
 */
module org.senet.cli {
    requires org.senet.core;
    requires org.senet.bots;
    requires org.senet.web;
    requires info.picocli;
    requires org.jline;
    requires java.logging;
    requires java.management;
    requires org.slf4j;
    requires ch.qos.logback.classic;
    requires org.senet.charts;
    requires org.jfree.jfreechart;
    requires java.desktop;

    opens org.senet.cli to info.picocli;
    opens org.senet.cli.command to info.picocli;
    opens org.senet.cli.play to info.picocli;
}
