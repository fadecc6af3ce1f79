/**
 * The engine protocol of {@code docs/protocol.md}, JSON lines over standard input and output, for
 * every game of the library: the referee side as an embeddable session
 * ({@link io.github.strategorules.json.protocol.ProtocolSession}, what {@code stratego engine}
 * serves) and the protocol's constants ({@link io.github.strategorules.json.protocol.Protocol}).
 * Every payload is the JSON of {@link io.github.strategorules.json.StrategoJson}. Starting an
 * engine's process and talking to it (threads, time limits) is not this module's: the command-line
 * tool's {@code EngineConnection} does it (module {@code examples}).
 */
package io.github.strategorules.json.protocol;
