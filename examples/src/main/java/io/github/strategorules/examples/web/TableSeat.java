package io.github.strategorules.examples.web;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Transcript;
import java.util.SplittableRandom;

/**
 * A seat of a {@link Table}: a person's (the token that proves it, the connection that holds it) or
 * a bot's (its player, its transcript of the game and its randomness). Guarded by its table's lock;
 * a bot's transcript and randomness are read outside it only by the one bot turn running ({@code
 * Table.botTurn}).
 */
final class TableSeat {
  final Seat seat;
  final String botName;
  final Bot bot;
  final SplittableRandom random;
  Transcript transcript;
  String token;
  Peer peer;

  TableSeat(Seat seat, String botName, Bot bot, long seed) {
    this.seat = seat;
    this.botName = botName;
    this.bot = bot;
    this.random = new SplittableRandom(seed);
  }

  boolean isBot() {
    return bot != null;
  }
}
