package io.github.strategorules.research;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import java.util.List;
import java.util.Optional;

/**
 * The research tools of one game family: how a seat sees another seat's action, a state's
 * history, the reference bots, the action codec, the observation encoder and the hidden-state
 * sampler. Found by
 * {@link Research#of} through {@link java.util.ServiceLoader}; this module provides the kits of
 * classic Stratego ({@code classic}) and Lost Island ({@code lost-island}). A module that adds a
 * game adds its kit with {@code provides io.github.strategorules.research.ResearchKit with ...}
 * (and a {@code META-INF/services} entry for the class path).
 */
public interface ResearchKit {
  /**
   * The game family served ({@link Game#family()}).
   *
   * @return the family name
   */
  String family();

  /**
   * An action as a seat sees it in its transcript: whole when the seat may see it, empty when it
   * holds that seat's hidden facts (another seat's secret setup choice). What the seat saw of it
   * otherwise is in its events. The same for every game, from the contract: another seat's
   * {@link Action#secret() secret} action is hidden; a kit has no reason to override it.
   *
   * @param viewer the seat
   * @param action an action of any seat, just applied
   * @return the action, or empty
   */
  default Optional<Action> seenBy(Seat viewer, Action action) {
    return action.seat() != viewer && action.secret() ? Optional.empty() : Optional.of(action);
  }

  /**
   * A state's history: the new game it started as and every action since.
   *
   * @param state a state of this family, reached from a new game by actions
   * @return the history
   * @throws IllegalArgumentException for a state not reached from a new game (restored from a
   *     position or built square by square)
   */
  GameHistory history(GameState state);

  /**
   * The names of the reference bots.
   *
   * @return the names
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
   * A sampler of what a seat does not know.
   *
   * @param transcript the seat's transcript, of a game of this family
   * @return the sampler
   * @throws SamplingException when nothing can be sampled from this transcript (the failure says why)
   */
  HiddenStateSampler sampler(Transcript transcript);
}
