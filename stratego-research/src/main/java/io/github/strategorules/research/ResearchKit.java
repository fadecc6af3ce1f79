package io.github.strategorules.research;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import java.util.List;
import java.util.Optional;

/**
 * The research tools of one game family, what is really per game: the reference bots, the action
 * codec, the observation encoder and the hidden-state sampler. What the contract already tells
 * needs no kit: how a seat sees an action (the referee's updates, which {@link Transcript} folds)
 * and a state's history ({@link GameHistory#of}). Found by {@link Research#of} through {@link
 * java.util.ServiceLoader}; this module provides the classic family's ({@code classic}); Lost
 * Island's ({@code lost-island}) is in {@code stratego-lostisland-research}, beside its game, as
 * any game's kit is. A module that adds a game adds its kit with {@code provides
 * io.github.strategorules.research.ResearchKit with ...} (and a {@code META-INF/services} entry for
 * the class path). A kit may also implement {@code research.env.EnvKit}, the batched environment's
 * hook for a game (its own starts, a fast path).
 */
public interface ResearchKit {
  /**
   * The game family served ({@link Game#family()}).
   *
   * @return the family name
   */
  String family();

  /**
   * The names of the reference bots.
   *
   * @return the names, weakest first and strongest last as the project's benchmarks rank them
   *     ({@link Bots#names}; the web page lists them the other way round)
   */
  List<String> botNames();

  /**
   * A reference bot.
   *
   * @param name one of {@link #botNames()}
   * @param game the game it will play
   * @return the bot
   * @throws IllegalArgumentException for an unknown name, listing the known ones
   */
  Bot bot(String name, Game game);

  /**
   * The styles in which this family's setups can be placed for a person (the web page's buttons):
   * the styles its bots place their own in.
   *
   * @return the styles, the recommended first; none by default (a game whose setup needs no help,
   *     or whose kit offers none)
   */
  default List<SetupStyle> setups() {
    return List.of();
  }

  /**
   * The names of the bot families a tuner can adjust ({@link BotFamily}).
   *
   * @return the names; none by default
   */
  default List<String> familyNames() {
    return List.of();
  }

  /**
   * A tunable bot family.
   *
   * @param name one of {@link #familyNames()}
   * @param game the game its bots will play
   * @return the family
   * @throws IllegalArgumentException for an unknown name, listing the known ones
   */
  default BotFamily family(String name, Game game) {
    throw new IllegalArgumentException(
        "unknown bot family " + name + "; the families of " + family() + ": " + familyNames());
  }

  /**
   * The dense action ids of a game.
   *
   * @param game a game of this family
   * @return the codec
   */
  ActionCodec codec(Game game);

  /**
   * The observation encoder of a game.
   *
   * @param game a game of this family
   * @return the encoder
   */
  ObservationEncoder observations(Game game);

  /**
   * What each seat's battles came to in a finished game ({@link Battles}), for the arena's report:
   * a game with battles says so here, from the referee's final state (its public facts only).
   *
   * @param finalState the state a game ended in (or was cut at), of a game of this family
   * @return per seat, seat 0 first, its battles; empty for a game whose kit does not count them
   *     (the default)
   */
  default Optional<List<Battles>> battles(GameState finalState) {
    return Optional.empty();
  }

  /**
   * A sampler of what a seat does not know.
   *
   * @param transcript the seat's transcript, of a game of this family
   * @return the sampler
   * @throws SamplingException when nothing can be sampled from this transcript (the failure says
   *     why)
   */
  HiddenStateSampler sampler(Transcript transcript);

  /**
   * The board as each seat sees it from its own side ({@link SeatFrame}), for observations and
   * action ids in the acting seat's frame (the batched environment's {@code seatFrame} option).
   *
   * @param game a game of this family
   * @return the frame, or empty (the default) when the game offers none
   */
  default Optional<SeatFrame> seatFrame(Game game) {
    return Optional.empty();
  }
}
