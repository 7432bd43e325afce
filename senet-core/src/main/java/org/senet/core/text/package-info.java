/** Reading and quoting text typed by people: plain numbers, and input shown back in one short line. */
package org.senet.core.text;
