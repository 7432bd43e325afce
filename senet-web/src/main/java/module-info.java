/**
 * The Senet board in the browser: {@link org.senet.web.WebServer} starts an embedded Javalin server that
 * serves the page (plain HTML, SVG, CSS and JavaScript from the jar) and a JSON API over the engine's public
 * API, and saves every game in the console's store ({@link org.senet.core.store.GameStore}).
 *
 * <p>Jackson reads and writes the API's records by reflection, so their packages are open to it.
 */
module org.senet.web {
    requires transitive org.senet.core;
    requires org.senet.bots;
    requires io.javalin;
    requires org.eclipse.jetty.server;
    requires com.fasterxml.jackson.databind;
    requires org.slf4j;

    exports org.senet.web;
    exports org.senet.web.api;
    exports org.senet.web.games;

    opens org.senet.web.api to com.fasterxml.jackson.databind;
    opens org.senet.web.games to com.fasterxml.jackson.databind;
}
