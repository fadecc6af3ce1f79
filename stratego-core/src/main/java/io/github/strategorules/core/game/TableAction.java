package io.github.strategorules.core.game;

/**
 * An action any seat may take while the game goes on, whose turn it is or not, and that decides
 * nothing on the board: a {@link Resignation}, a {@link DrawOffer} or a {@link DrawAcceptance}.
 * Generic code tells a seat's decisions from these by this type alone ({@link
 * GameState#decisions(Seat)}), so a new game needs no edit elsewhere: its resignation and draw
 * records implement the three sub-interfaces, and every other action of a game must not implement
 * this one.
 */
public sealed interface TableAction extends Action permits Resignation, DrawOffer, DrawAcceptance {}
