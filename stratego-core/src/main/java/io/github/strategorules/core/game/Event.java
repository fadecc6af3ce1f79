package io.github.strategorules.core.game;

/**
 * Something that happened in a step of any game: what a user interface animates and a bot learns
 * from. Each game's events are records of its own sealed type; a seat receives them through {@link
 * Step#eventsFor}, redacted to what that seat may know.
 */
public interface Event {}
