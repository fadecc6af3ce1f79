/**
 * The errors of the classic family, and the three that every game shares (the base, an illegal
 * action, a text not in its format). Every error is a {@link
 * io.github.strategorules.core.error.StrategoException} with a machine-readable reason and a
 * message that never names a hidden piece: an illegal action ({@link
 * io.github.strategorules.core.error.IllegalActionException}, whose reason, each game's own, names
 * the rule: the classic family's is {@code core.action.ClassicReason}), an invalid setup with every
 * problem at once ({@link io.github.strategorules.core.error.InvalidSetupException}, {@link
 * io.github.strategorules.core.error.SetupProblem}, C-2.2), and text that is not in a format
 * ({@link io.github.strategorules.core.error.NotationException}, used by every game).
 */
package io.github.strategorules.core.error;
