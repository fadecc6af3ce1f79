/**
 * {@code stratego serve}: a reference game server for the browser, written only against the
 * game-neutral contract ({@code io.github.strategorules.core.game}) and {@code stratego-json}, so
 * that it hosts every game of the library (classic, its variants, Lost Island with 2 to 4 seats)
 * without a line that knows which game it runs. Each WebSocket connection receives only its own
 * seat's view, events and legal actions (or a spectator's public ones); actions are checked in the
 * sender's name. See {@code docs/web.md} for the protocol and the bounds.
 *
 * <p>{@link io.github.strategorules.examples.web.WebServer} wires Jetty; {@link
 * io.github.strategorules.examples.web.Lobby} and {@link
 * io.github.strategorules.examples.web.Table} hold the games and know nothing of sockets; {@link
 * io.github.strategorules.examples.web.ClientSession} is one connection's protocol.
 */
package io.github.strategorules.examples.web;
