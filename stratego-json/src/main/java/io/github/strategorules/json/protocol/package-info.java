/**
 * The engine protocol of {@code docs/protocol.md}, JSON lines over standard input and output, for
 * every game of the library: the referee side as an embeddable session
 * ({@link io.github.strategorules.json.protocol.ProtocolSession}, what {@code stratego engine}
 * serves) and the referee's end of a connection to an engine
 * ({@link io.github.strategorules.json.protocol.EngineConnection}, what an arena uses to ask a
 * program in any language for a seat's action within a time limit). Every payload is the JSON of
 * {@link io.github.strategorules.json.StrategoJson}.
 */
package io.github.strategorules.json.protocol;
