package io.github.strategorules.json.spi;

import io.github.strategorules.core.game.GameTypes;

/**
 * A game's value types plugged into {@link io.github.strategorules.json.StrategoJson} by a module
 * of its own, found with {@link java.util.ServiceLoader}. Most games need none: the JSON is written
 * once for every game from the records their provider describes ({@link
 * io.github.strategorules.core.game.GameProvider#types()}), which asks nothing of a game's module
 * beyond {@code stratego-core}. A codec is for a family whose view record lives outside its rules
 * module (the classic family's, {@link io.github.strategorules.json.ClassicViewValue}, is provided
 * so by this module) or that a module wants to describe differently: declare {@code provides
 * io.github.strategorules.json.spi.GameCodec with ...} (and a {@code META-INF/services} entry for
 * the class path). A codec wins over a provider's description of the same family.
 *
 * <p>A codec decides nothing about hidden information: it writes only what the values it is given
 * hold, and those are already redacted for their seat by the game (views, events).
 */
public interface GameCodec extends GameTypes {}
