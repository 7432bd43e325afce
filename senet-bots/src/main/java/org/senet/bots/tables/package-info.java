/**
 * Exact endgame tables: {@link org.senet.bots.tables.EndgameTable} holds, for every position with a few
 * pieces of each side left, the chance that the side to move wins with best play, solved by value
 * iteration ({@link org.senet.bots.tables.TableSolver}); {@link org.senet.bots.tables.EndgameTables}
 * builds and keeps them in the user's data folder, where the bots find them; and
 * {@link org.senet.bots.tables.Ceiling} gives the exact chance that best play beats a fixed opponent in
 * such an endgame.
 *
 * <p>Start with {@code EndgameTables.user().build(rules, 3, 2, TableProgress.NONE)}: the bots play a
 * position a table holds perfectly.
 */
package org.senet.bots.tables;
