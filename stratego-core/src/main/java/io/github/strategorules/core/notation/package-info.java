/**
 * Text forms of games: the one-line position notation ({@link
 * io.github.strategorules.core.notation.PositionNotation}) and game records ({@link
 * io.github.strategorules.core.notation.GameRecord}). Malformed text raises a
 * {@link io.github.strategorules.core.NotationException} with its location, never another
 * exception. See {@code docs/notation.md}.
 */
package io.github.strategorules.core.notation;
