/**
 * The board server: {@link org.senet.web.WebServer} and its {@link org.senet.web.WebSettings}. Start here.
 */
package org.senet.web;
