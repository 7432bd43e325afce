/**
 * The JSON API of the board ({@link org.senet.web.api.Api}): its routes, the records it reads and writes, and
 * the server-sent events that push every change of a game to its pages.
 */
package org.senet.web.api;
