/**
 * The referee's end of a connection to an engine process ({@code docs/protocol.md}, engine side):
 * starting a program in any language, its reader thread, time limits, and every way it can fail
 * ({@link io.github.strategorules.examples.engine.EngineFailure}). Moved out of stratego-json,
 * which keeps the protocol's messages and the referee session: processes and threads are the
 * command-line tool's business, not a JSON library's.
 */
package io.github.strategorules.examples.engine;
