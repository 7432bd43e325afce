/**
 * Learned evaluations: a {@link org.senet.bots.learning.ValueNetwork} per rule set, trained by
 * self-play temporal-difference learning ({@link org.senet.bots.learning.TdTraining}), and the
 * networks shipped with the bots ({@link org.senet.bots.learning.ValueNetwork#shipped}). A network
 * is a {@link org.senet.bots.evaluation.WinEstimator}: an
 * {@link org.senet.bots.evaluation.Evaluation} asks it instead of the hand-written formula.
 */
package org.senet.bots.learning;
