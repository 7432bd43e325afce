/**
 * The four throwing sticks: a {@link org.senet.core.sticks.ThrowTable} says what each number of white
 * sides counts and with what probability (clause C4: one to four white sides count 1 to 4, and no white
 * side counts 5 in {@link org.senet.core.sticks.ThrowTable#FIVE}, 6 in
 * {@link org.senet.core.sticks.ThrowTable#SIX}); a
 * {@link org.senet.core.sticks.ThrowSource} gives the throws of a game, seeded
 * ({@link org.senet.core.sticks.RandomSticks}) or written in advance
 * ({@link org.senet.core.sticks.ScriptedThrows}).
 */
package org.senet.core.sticks;
