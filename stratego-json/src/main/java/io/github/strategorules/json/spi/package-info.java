/**
 * The service interface through which a module plugs a game's value types into {@link
 * io.github.strategorules.json.StrategoJson}: {@link io.github.strategorules.json.spi.GameCodec},
 * found with {@link java.util.ServiceLoader}, for the families that their game provider does not
 * describe ({@link io.github.strategorules.core.game.GameProvider#types()}).
 */
package io.github.strategorules.json.spi;
