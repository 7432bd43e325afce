/**
 * Reviews of played games: for every decision the action taken, the best action and the win chance
 * lost; for every throw its luck; per side the errors by size ({@link org.senet.bots.analysis.ErrorSize}),
 * the total luck and a luck-adjusted result. Start with {@link org.senet.bots.analysis.GameReviewer}.
 */
package org.senet.bots.analysis;
