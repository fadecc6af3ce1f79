/**
 * The service interface through which a game tells {@link io.github.strategorules.json.StrategoJson}
 * how its values look as JSON: {@link io.github.strategorules.json.spi.GameCodec}, found with
 * {@link java.util.ServiceLoader}.
 */
package io.github.strategorules.json.spi;
