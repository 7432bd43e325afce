/**
 * The contract kit for Senet rule sets: {@link org.senet.testkit.RuleSetContract}, the jqwik
 * properties (P1 to P8) that a rule-set plugin's tests run against the plugin, found through
 * {@link java.util.ServiceLoader} by its id; {@link org.senet.testkit.RandomGame}, the seeded random
 * games the properties play.
 */
package org.senet.testkit;
