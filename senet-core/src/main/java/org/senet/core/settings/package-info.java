/**
 * Rule sets as data: {@link org.senet.core.settings.RuleSettings} holds everything that tells one
 * reconstruction from another in one immutable value, made of parts that each answer one question:
 * how a game starts ({@link org.senet.core.settings.Setup}), how pieces move
 * ({@link org.senet.core.settings.Movement}), what landing on a piece does
 * ({@link org.senet.core.settings.Landing}), how waiting pieces enter
 * ({@link org.senet.core.settings.Entry}), what the House of Water does
 * ({@link org.senet.core.settings.Water}), how pieces leave the board
 * ({@link org.senet.core.settings.BearingOff}) and what shape a turn has
 * ({@link org.senet.core.settings.Turns}, {@link org.senet.core.settings.ThrowAgain}).
 *
 * <p>Start with the presets of the shipped rule sets ({@link org.senet.core.settings.RuleSettings#KENDALL}
 * …) and their withers: {@code RuleSettings.KENDALL.withSafeSquares(15)}. A combination the engine
 * cannot play is refused where it is built, with a {@link org.senet.core.settings.SettingsException}
 * that gives the reason. The settings are played by {@link org.senet.core.engine.SettingsRuleSet}.
 */
package org.senet.core.settings;
