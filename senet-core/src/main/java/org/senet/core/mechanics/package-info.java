/**
 * Rule mechanics on bit masks for a rule set written by hand (square {@code n} is bit {@code n-1}):
 * protection by an adjacent piece, walls of three, the first free square a trap sends a piece to,
 * passing over a square, bearing off by an exact count. Start with
 * {@link org.senet.core.mechanics.Mechanics}; a rule set made of
 * {@link org.senet.core.settings.RuleSettings} needs none of it.
 */
package org.senet.core.mechanics;
