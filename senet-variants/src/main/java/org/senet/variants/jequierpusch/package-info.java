/**
 * Gustave Jéquier's rules as confirmed by Edgar B. Pusch (clauses JP1–JP9, JP-SCORE): walls of three,
 * refuges on 26, 28 and 29, the trap on 27 back to square 1, backward moves onto empty squares only,
 * and match scoring ({@link org.senet.core.rules.MatchScoring}, a game's
 * {@link org.senet.variants.jequierpusch.MatchScore}). The rule set {@code jequier-pusch} is
 * {@link org.senet.variants.jequierpusch.JequierPusch}, made of
 * {@link org.senet.core.settings.RuleSettings#JEQUIER_PUSCH} and its rulebook,
 * {@link org.senet.variants.jequierpusch.JequierPusch#RULEBOOK}, from which a variant that differs in
 * one point starts ({@link org.senet.core.engine.Rulebook#variant}). Its clauses are in its
 * description, the text resource {@code JequierPusch.txt} beside the class, which
 * {@code senet rules --rules jequier-pusch --full} prints.
 */
package org.senet.variants.jequierpusch;
