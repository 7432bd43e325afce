/**
 * The charts' common parts: {@link org.senet.charts.Charts}, the look and the PNG writing, and
 * {@link org.senet.charts.RateChart}, rates with their intervals row by row.
 */
package org.senet.charts;
