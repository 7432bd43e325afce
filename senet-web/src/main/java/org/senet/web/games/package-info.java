/**
 * The games a board server plays: {@link org.senet.web.games.LiveGames} starts, opens, closes and deletes them
 * in the console's store; a {@link org.senet.web.games.LiveGame} checks and plays each action, lets the bots
 * play and saves after every step; {@link org.senet.web.games.Refused} is what a bad request gets. Within the
 * package, {@code GameRequests} decides how a requested game begins, {@code Matches} the next game of a match,
 * and {@code SavedGames} holds, reads and deletes the games' files.
 */
package org.senet.web.games;
