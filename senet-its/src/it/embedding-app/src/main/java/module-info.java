/** An application that embeds the engine: the shipped rule sets come as services of the engine. */
module com.example.senet.app {
    requires org.senet.core;
    requires org.senet.bots;
    requires org.slf4j;
}
