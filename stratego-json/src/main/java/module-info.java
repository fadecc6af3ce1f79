import org.jspecify.annotations.NullMarked;

/**
 * JSON for every game of stratego-rules, on Jackson 3: games by spec, actions, per-seat views and
 * events, outcomes, the per-seat message a server sends, and stored records, each written and read
 * back through {@link io.github.strategorules.json.StrategoJson}. An optional module: the rules
 * modules have no dependency on it or on Jackson.
 *
 * <p>Games tell it their types through {@link io.github.strategorules.json.spi.GameCodec} services,
 * or, without any code for JSON, through the value types their game provider describes ({@link
 * io.github.strategorules.core.game.GameProvider#types()}, as Lost Island does); this module
 * provides the classic family's codec. The engine protocol (module {@code
 * io.github.strategorules.engine}) speaks these values as JSON lines.
 */
@NullMarked
module io.github.strategorules.json {
  requires static org.jspecify;
  requires transitive io.github.strategorules.core;
  requires transitive tools.jackson.databind;

  exports io.github.strategorules.json;
  exports io.github.strategorules.json.spi;

  uses io.github.strategorules.json.spi.GameCodec;

  provides io.github.strategorules.json.spi.GameCodec with
      io.github.strategorules.json.internal.ClassicCodec;
}
