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
 *
 * <p>The contract is made of groups of properties, one interface for each thing they check
 * ({@link org.senet.testkit.SetupProperties}, {@link org.senet.testkit.ListingProperties},
 * {@link org.senet.testkit.PlayProperties}, {@link org.senet.testkit.NotationProperties},
 * {@link org.senet.testkit.WholeGameProperties}, {@link org.senet.testkit.FastPathProperties},
 * {@link org.senet.testkit.CoverageProperties}), all built on {@link org.senet.testkit.ContractInputs}, what
 * the properties draw (the rule sets under test and game scripts), within a {@link org.senet.testkit.TryBudget}.
 * A property that holds for some rule sets only says why it does not apply ({@link org.senet.testkit.Applicability}).
 */
package org.senet.testkit;
