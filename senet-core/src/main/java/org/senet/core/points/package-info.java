/**
 * The points of the settings by name, and the variants made of them: {@code --set sticks=5} on the command
 * line, a {@code Set} header in a game record.
 *
 * <ul>
 *   <li>{@link org.senet.core.points.Points}: the catalogue, the one place that reads, prints and applies
 *       points; start here;</li>
 *   <li>{@link org.senet.core.points.Point}: one point, its name, values, reader and wither;
 *       {@link org.senet.core.points.Assignment}: a point set to a value;</li>
 *   <li>{@link org.senet.core.points.Variant}: a settings-based rule set varied in some points, named by
 *       them;</li>
 *   <li>{@link org.senet.core.points.PointException}: an unknown point, a bad value, or points set on a
 *       rule set that is not made of settings.</li>
 * </ul>
 */
package org.senet.core.points;
