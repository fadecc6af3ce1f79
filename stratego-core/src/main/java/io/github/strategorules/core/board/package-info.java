/**
 * The classic board's values (C-1): {@link io.github.strategorules.core.board.Square}s (files a..,
 * ranks 1..; also used by other games' boards), {@link io.github.strategorules.core.board.Piece}s
 * and their {@link io.github.strategorules.core.board.PieceType}s, and the two rank numberings of
 * their text ({@link io.github.strategorules.core.board.RankNumbering}). A piece's owner is the
 * contract's {@link io.github.strategorules.core.game.Seat}, RED or BLUE.
 */
package io.github.strategorules.core.board;
