/**
 * The engine protocol of {@code docs/protocol.md}, JSON lines over standard input and output, for
 * every game of the library, hosted by the library: the referee side as an embeddable session
 * ({@link io.github.strategorules.engine.protocol.ProtocolSession}, what {@code stratego engine}
 * serves), the protocol's constants ({@link io.github.strategorules.engine.protocol.Protocol}), its
 * bounded line reader and the conformance check a new game runs through it. Every payload is the
 * JSON of {@link io.github.strategorules.json.StrategoJson}. The other side, driving an engine's
 * process, is {@link io.github.strategorules.engine.connection}.
 */
package io.github.strategorules.engine.protocol;
