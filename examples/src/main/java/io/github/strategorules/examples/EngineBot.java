package io.github.strategorules.examples;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.engine.connection.EngineConnection;
import io.github.strategorules.engine.connection.EngineException;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.BotFailure;
import io.github.strategorules.research.Transcript;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * An external engine as a {@link Bot} of the arena ({@code docs/protocol.md}, engine side): for
 * each game it plays, its command line is started, told the public game and its seat, and asked for
 * every decision of that seat with the seat's message (its current view, the events it has not been
 * sent yet, its legal decisions) within a time limit; at the end it is told the outcome and asked
 * to quit. Whatever the engine does wrong ({@link
 * io.github.strategorules.engine.connection.EngineFailure}: it cannot start, crashes, times out,
 * replies nonsense or an action not among those it was sent) is a {@link BotFailure} with that
 * reason: its seat forfeits the game. The engine draws its own randomness: seed it on its command
 * line for reproducible games.
 */
final class EngineBot implements Bot {
  /** The game's id in each engine process (one process per game). */
  private static final String GAME_ID = "1";

  private final List<String> command;
  private final String name;
  private final Duration decision;
  private final Duration startup;
  private final ProcessBuilder.Redirect log;

  private EngineBot(
      List<String> command,
      String name,
      Duration decision,
      Duration startup,
      ProcessBuilder.Redirect log) {
    this.command = List.copyOf(command);
    this.name = name;
    this.decision = decision;
    this.startup = startup;
    this.log = log;
  }

  /**
   * An engine from its command line, started once to learn its name. An engine that does not start
   * or shake hands then is named by its whole command line (its last word, such as a seed, would
   * name two engines alike) and still seated: each game it is to play starts it again, and each
   * failure forfeits that game with its reason (it may have failed once, and an arena reports
   * forfeits rather than stopping).
   *
   * @param commandLine the command line, split at spaces outside quotes
   * @param decision the time limit of each decision
   * @param startup the time limit to start and get ready for a game
   * @param log where the engine's standard error goes
   * @return the bot
   * @throws IllegalArgumentException when the command line is empty or has an unclosed quote
   */
  static EngineBot of(
      String commandLine, Duration decision, Duration startup, ProcessBuilder.Redirect log) {
    List<String> command = split(commandLine);
    if (command.isEmpty()) {
      throw new IllegalArgumentException("--engine takes a command line");
    }
    String name = String.join(" ", command);
    try (EngineConnection probe = EngineConnection.launch(command, startup, log)) {
      if (!probe.name().isBlank()) {
        name = probe.name();
      }
    } catch (EngineException e) {
      // not fatal: the games it is to play forfeit, each with the failure's reason (Match.play)
    }
    return new EngineBot(command, name, decision, startup, log);
  }

  /**
   * Splits a command line at spaces, keeping what single or double quotes enclose together (no
   * escapes).
   *
   * @param line the command line
   * @return the words
   */
  static List<String> split(String line) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean inWord = false;
    char quote = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else {
          word.append(c);
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
        inWord = true;
      } else if (Character.isWhitespace(c)) {
        if (inWord) {
          words.add(word.toString());
          word.setLength(0);
          inWord = false;
        }
      } else {
        word.append(c);
        inWord = true;
      }
    }
    if (quote != 0) {
      throw new IllegalArgumentException("an unclosed quote in the command line: " + line);
    }
    if (inWord) {
      words.add(word.toString());
    }
    return words;
  }

  /** The name the engine gave in its hello. */
  @Override
  public String name() {
    return name;
  }

  /** An engine plays only through the player it opens for each game. */
  @Override
  public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
    throw new IllegalStateException("an engine plays through the player it opens for each game");
  }

  /** Starts the engine for one game and tells it its seat. */
  @Override
  public Bot open(Game game, Seat seat) {
    EngineConnection engine;
    try {
      engine = EngineConnection.launch(command, startup, log);
    } catch (EngineException e) {
      throw new BotFailure(e.failure().name(), e.getMessage());
    }
    try {
      engine.start(GAME_ID, game, seat, startup);
    } catch (EngineException e) {
      engine.close();
      throw new BotFailure(e.failure().name(), e.getMessage());
    }
    return new Player(engine, game, seat);
  }

  /** One engine process playing one seat of one game. */
  private final class Player implements Bot {
    private final EngineConnection engine;
    private final Game game;
    private final Seat seat;

    /** How many of the transcript's steps the engine has been sent. */
    private int sent;

    Player(EngineConnection engine, Game game, Seat seat) {
      this.engine = engine;
      this.game = game;
      this.seat = seat;
    }

    @Override
    public String name() {
      return name;
    }

    /** The seat's message: its current view and the events of the steps the engine has not seen. */
    private Update message(Transcript t, List<Action> legal) {
      List<Event> events = new ArrayList<>();
      List<Transcript.Entry> entries = t.entries();
      for (Transcript.Entry e : entries.subList(Math.min(sent, entries.size()), entries.size())) {
        events.addAll(e.events());
      }
      sent = entries.size();
      Optional<Outcome> outcome = t.view().outcome().map(o -> (Outcome) o);
      // The transcript starts at the new game: its entries are the steps so far. No clocks: the
      // engine's limit comes with each go.
      return new Update(
          game, Optional.of(seat), entries.size(), t.view(), events, legal, outcome, Map.of());
    }

    @Override
    public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
      Objects.requireNonNull(transcript, "transcript");
      try {
        return engine.go(GAME_ID, message(transcript, legal), decision);
      } catch (EngineException e) {
        throw new BotFailure(e.failure().name(), e.getMessage());
      }
    }

    @Override
    public void close(Transcript last) {
      try {
        engine.gameOver(GAME_ID, message(last, List.of()));
      } catch (EngineException e) {
        // it has gone already: nothing more to tell it
      } finally {
        engine.close();
      }
    }
  }
}
