/**
 * The root of the engine's packages: {@link org.senet.core.SenetException}, the base of every
 * exception the library throws when it refuses an argument, so that a caller can catch them all.
 */
package org.senet.core;
