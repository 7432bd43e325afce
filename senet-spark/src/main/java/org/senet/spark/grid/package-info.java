/**
 * The variants of a sweep: {@link org.senet.spark.grid.Axis} (a point and its values, from {@code --vary}),
 * {@link org.senet.spark.grid.Grid} (the cross product of the axes, or each point changed alone) and
 * {@link org.senet.spark.grid.Row} (one variant, with an id derived from its points, built through the
 * settings' withers). Nothing here knows Spark.
 */
package org.senet.spark.grid;
