/**
 * The games a board server plays: {@link org.senet.web.games.LiveGames} starts, opens, closes and deletes them
 * in the console's store; a {@link org.senet.web.games.LiveGame} checks and plays each action, lets the bots
 * play and saves after every step; {@link org.senet.web.games.Refused} is what a bad request gets.
 */
package org.senet.web.games;
