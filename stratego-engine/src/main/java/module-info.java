import org.jspecify.annotations.NullMarked;

/**
 * The engine protocol of stratego-rules ({@code docs/protocol.md}: JSON lines over standard input
 * and output), both sides of it, for every game on the path. {@link
 * io.github.strategorules.engine.protocol} hosts the library as a protocol endpoint: a session that
 * opens games by spec and answers a client's requests (what {@code stratego engine} serves), with
 * the protocol's constants and its bounded line reader. {@link
 * io.github.strategorules.engine.connection} drives an external engine process as a seat's player:
 * it starts the program, shakes hands, sends what the seat may know and reads its actions within
 * time limits. Every payload is the JSON of {@code stratego-json}.
 */
@NullMarked
module io.github.strategorules.engine {
  requires static org.jspecify;
  requires transitive io.github.strategorules.core;
  requires transitive io.github.strategorules.json;

  exports io.github.strategorules.engine.protocol;
  exports io.github.strategorules.engine.connection;
}
