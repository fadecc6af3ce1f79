/**
 * Text forms of games: the one-line position notation ({@link
 * io.github.strategorules.core.notation.PositionNotation}) and game records ({@link
 * io.github.strategorules.core.notation.ClassicRecord}). Malformed text raises a {@link
 * io.github.strategorules.core.error.NotationException} with its location, never another exception.
 * See {@code docs/notation.md}.
 *
 * <pre>{@code
 * String line = PositionNotation.format(game);                    // the referee's position, one line
 * ClassicState back = PositionNotation.parse(line);               // decides every move like `game`
 * String red = PositionNotation.format(game.viewFor(Seat.RED)); // RED's view: BLUE's pieces as '?'
 * }</pre>
 */
package io.github.strategorules.core.notation;
