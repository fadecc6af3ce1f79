package io.github.strategorules.examples;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.engine.connection.EngineConnection;
import io.github.strategorules.engine.connection.EngineException;
import io.github.strategorules.engine.connection.EngineFailure;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.BotFailure;
import io.github.strategorules.research.Transcript;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * An external engine as a {@link Bot} of the arena ({@code docs/protocol.md}, engine side): for
 * each game it plays, its command line is started, told the public game and its seat, sent its
 * seat's message of every step (the referee's update: the step's actor and action as the seat may
 * see it, its view, its events, its legal actions) and asked for every decision of that seat with
 * the newest message, within a time limit; at the end it is told the outcome and asked to quit. A
 * reply that is a table action (the message lists them after its decisions) is not a decision, and
 * fails like an illegal one. Whatever the engine does wrong ({@link
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
    return new Player(engine);
  }

  /**
   * One engine process playing one seat of one game. It relays its seat's updates as the referee
   * built them ({@link Bot.Relay}): each step's own update is sent as an {@code update}, but the
   * newest, which goes with the next {@code go} (or {@code game_over}), so every step reaches the
   * engine exactly once, as its own message.
   */
  private final class Player implements Bot.Relay {
    private final EngineConnection engine;

    /** The newest update not yet sent: the message of the next go or game_over. */
    private @Nullable Update pending;

    /** The last update sent, for a game_over with no update since. */
    private @Nullable Update sent;

    /** How the engine failed while it was told a step, reported at its next decision. */
    private @Nullable EngineException failed;

    Player(EngineConnection engine) {
      this.engine = engine;
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public void relay(Update update) {
      Update before = pending;
      pending = Objects.requireNonNull(update, "update");
      if (before == null || failed != null) {
        return;
      }
      try {
        engine.update(GAME_ID, before);
        sent = before;
      } catch (EngineException e) {
        failed = e; // told when the seat is next asked
      }
    }

    @Override
    public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
      Objects.requireNonNull(transcript, "transcript");
      if (failed != null) {
        throw new BotFailure(failed.failure().name(), failed.getMessage());
      }
      Update message = Objects.requireNonNull(pending, "the seat's update");
      pending = null;
      sent = message;
      Action a;
      try {
        a = engine.go(GAME_ID, message, decision);
      } catch (EngineException e) {
        throw new BotFailure(e.failure().name(), e.getMessage());
      }
      if (!legal.contains(a)) {
        // A table action (resign, a draw offer): the message lists them, but the arena asks for a
        // decision (its decision_count first).
        throw new BotFailure(
            EngineFailure.ILLEGAL_ACTION.name(),
            "'" + a.notation() + "' is not a decision: the arena takes decisions only");
      }
      return a;
    }

    @Override
    public void close(Transcript last) {
      try {
        Update message = pending != null ? pending : sent;
        if (message != null && failed == null) {
          engine.gameOver(GAME_ID, message);
        }
      } catch (EngineException e) {
        // it has gone already: nothing more to tell it
      } finally {
        engine.close();
      }
    }
  }
}
