/**
 * The referee's end of a connection to an engine process ({@code docs/protocol.md}, engine side):
 * starting a program in any language, its reader thread, time limits, and every way it can fail
 * ({@link io.github.strategorules.engine.connection.EngineFailure}). A referee, an arena or a
 * server depends on this module instead of copying the connection.
 */
package io.github.strategorules.engine.connection;
