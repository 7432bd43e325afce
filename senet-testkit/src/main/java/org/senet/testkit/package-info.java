/**
 * The contract kit for Senet rule sets: {@link org.senet.testkit.RuleSetContract}, the jqwik
 * properties (P1 to P8) that a rule-set plugin's tests run against the plugin, found through
 * {@link java.util.ServiceLoader} by its id; {@link org.senet.testkit.RandomGame}, the seeded random
 * games the properties play, which replay a failure from its seed; {@link org.senet.testkit.QuietStatistics},
 * the statistics of the kit's coverage property, printed unless jqwik is told to report failures only.
 *
 * <p>Start with {@link org.senet.testkit.RuleSetContract}: one test class in the plugin's tests that
 * implements it and names the rule sets under test by their ids; {@code mvn verify} then runs every
 * property against them.
 */
package org.senet.testkit;
