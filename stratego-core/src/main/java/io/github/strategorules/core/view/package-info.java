/**
 * What one seat (or a spectator) may know of a classic game (C-8). A {@link
 * io.github.strategorules.core.view.ClassicView}, from {@link
 * io.github.strategorules.core.ClassicState#viewFor} or {@link
 * io.github.strategorules.core.ClassicState#publicView()}, is an independent snapshot: the viewer's
 * own pieces, the enemy pieces' squares and whatever moves and attacks revealed ({@link
 * io.github.strategorules.core.view.ViewPiece}), the public log of moves, and its own legal moves.
 * Its fields, {@code toString()} and exceptions hold nothing else, so it may be sent to that seat's
 * client as it is; {@link io.github.strategorules.core.view.ClassicGrid} gives its board as the
 * contract's grid.
 */
package io.github.strategorules.core.view;
