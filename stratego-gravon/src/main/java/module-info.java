import org.jspecify.annotations.NullMarked;

/**
 * Games of the Gravon archive ("StraDoS2" XML files and the monthly zip archives) read into and
 * written from classic Stratego records ({@link io.github.strategorules.gravon}). Split from {@code
 * stratego-core} so that the core needs no XML parser: this module alone requires {@code java.xml}.
 */
@NullMarked
module io.github.strategorules.gravon {
  requires static org.jspecify;
  requires transitive io.github.strategorules.core;
  requires java.xml;

  exports io.github.strategorules.gravon;
}
