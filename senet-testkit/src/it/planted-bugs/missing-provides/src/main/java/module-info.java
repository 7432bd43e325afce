/** Planted bug: the module lists its rule set in the services file but does not provide it. */
module com.example.senet.bugs {
    requires org.senet.core;
    requires senet.sprint;
}
