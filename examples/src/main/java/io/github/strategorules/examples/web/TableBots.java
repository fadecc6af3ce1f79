package io.github.strategorules.examples.web;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Transcript;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * A table's bots: when one must decide it is scheduled on the lobby's bot threads, thinks without
 * the table's lock, and its answer goes to the referee like a person's. Each bot's transcript is
 * its seat's share of the game (kept by {@link Table} from the referee's shares). Guarded by the
 * table's lock, which is the table object itself.
 */
final class TableBots {
  private final Table table;
  private final Map<Seat, TableSeat> slots;
  private final Table.BotRunner runner;
  private boolean scheduled;

  /** A bot of this table is choosing, without the table's lock ({@link #turn}). */
  private boolean thinking;

  private boolean closeAfterThinking;
  private boolean closed;

  TableBots(Table table, Map<Seat, TableSeat> slots, Table.BotRunner runner) {
    this.table = table;
    this.slots = slots;
    this.runner = runner;
  }

  /** Starts the bots if the game waits for one of them (under the table's lock). */
  void schedule() {
    GameState state = table.referee().state();
    if (!scheduled
        && !table.isClosed()
        && state.toDecide().stream().anyMatch(s -> slots.get(s).isBot())) {
      runner.schedule(table, state.phase() == Phase.SETUP);
      scheduled = true; // after: a refused task (the server stopping) leaves the table free
    }
  }

  /**
   * One bot decision (run by the lobby's bot threads): the bot gets its seat's transcript and legal
   * decisions only, as in a research match; an answer the rules refuse, or a failure ({@code
   * BotFailure}, any exception or error), resigns the bot's seat. The bot thinks without the
   * table's lock (a reference bot thinks 250 ms a move): meanwhile people join and watch, and the
   * clocks' timer reads this game's clocks and every other's. The answer is applied if the bot's
   * seat must still decide among the same legal decisions (a draw offered meanwhile changes
   * neither); a game that moved on otherwise (the bot's clock ran out, the other seat resigned)
   * drops it, and the bot is asked again if it must still decide.
   *
   * @param clock the server's clock, read when the answer is applied
   */
  void turn(LongSupplier clock) {
    GameState state;
    Seat seat;
    TableSeat slot;
    Transcript transcript;
    List<Action> legal;
    synchronized (table) {
      scheduled = false;
      Optional<Seat> deciding =
          table.isClosed()
              ? Optional.empty()
              : table.referee().state().toDecide().stream()
                  .filter(s -> slots.get(s).isBot())
                  .findFirst();
      if (deciding.isEmpty()) {
        return;
      }
      state = table.referee().state();
      seat = deciding.get();
      slot = slots.get(seat);
      transcript = slot.transcript;
      legal = state.decisions(seat);
      thinking = true;
      scheduled = true; // no second turn of this table starts while the bot thinks
    }
    Action action = null;
    Error error = null;
    try {
      action = slot.bot.choose(transcript, legal, slot.random);
    } catch (RuntimeException e) {
      action = null; // a failing bot resigns
    } catch (Error e) {
      error = e; // resigns too, and the bot thread still sees the error (a stack overflow, say)
    }
    synchronized (table) {
      thinking = false;
      scheduled = false;
      GameState now = table.referee().state();
      boolean stillAsked =
          !table.isClosed()
              && now.toDecide().contains(seat)
              && (now == state || now.decisions(seat).equals(legal));
      if (stillAsked) {
        if (action == null || now.check(seat, action).isPresent()) {
          action = now.resignation(seat);
        }
        table.submitForBot(seat, action, clock.getAsLong());
      } else {
        schedule(); // nothing when the game is over or closed
      }
      if (closeAfterThinking) {
        close();
      }
    }
    if (error != null) {
      throw error;
    }
  }

  /**
   * Tells every bot its game is over, once (a bot may hold resources for a game); while a bot
   * thinks, after its answer, so that no bot is closed in the middle of a decision. Called under
   * the table's lock; the bots are closed off it ({@link Table.BotRunner#release}).
   */
  void close() {
    if (closed) {
      return;
    }
    if (thinking) {
      closeAfterThinking = true;
      return;
    }
    closed = true;
    List<Runnable> closings = new ArrayList<>();
    for (TableSeat s : slots.values()) {
      if (s.isBot()) {
        Bot bot = s.bot;
        Transcript last = s.transcript;
        closings.add(() -> bot.close(last));
        s.transcript = null; // a finished game keeps only its state, for its record
      }
    }
    if (!closings.isEmpty()) {
      // Off the table's lock: an engine bot's close waits for its process, and nothing of the
      // table (its frames, the clocks' timer) may wait for that.
      runner.release(() -> closings.forEach(TableBots::closeQuietly));
    }
  }

  private static void closeQuietly(Runnable closing) {
    try {
      closing.run();
    } catch (RuntimeException e) {
      // A bot that fails to close holds only its own resources: the game is over anyway.
    }
  }
}
