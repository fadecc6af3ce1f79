package io.github.strategorules.spark;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.research.ActionCodec;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.ObservationEncoder;
import io.github.strategorules.research.Transcript;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A bot that asks another bot and writes down each decision from exactly what the deciding seat was
 * given: its transcript (for the observation tensor) and its legal decisions (for the mask). It
 * passes the random source through untouched, so a game plays the same with or without it. One
 * instance serves one game (it appends to that game's list), unlike the stateless bots.
 */
final class DecisionRecorder implements Bot {
  /**
   * One decision.
   *
   * @param ply how many actions came before it
   * @param seatName the deciding seat
   * @param bot the bot's name
   * @param actionId the chosen action's id
   * @param legalCount the number of legal decisions
   * @param legalMask the legal decisions by id
   * @param observation the seat's observation tensor
   */
  record Decision(
      int ply,
      String seatName,
      String bot,
      int actionId,
      int legalCount,
      boolean[] legalMask,
      float[] observation) {}

  private final Bot bot;
  private final ActionCodec codec;
  private final ObservationEncoder encoder;
  private final List<Decision> out;

  DecisionRecorder(Bot bot, ActionCodec codec, ObservationEncoder encoder, List<Decision> out) {
    this.bot = bot;
    this.codec = codec;
    this.encoder = encoder;
    this.out = out;
  }

  @Override
  public String name() {
    return bot.name();
  }

  @Override
  public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
    Action a = bot.choose(transcript, legal, random);
    boolean[] mask = new boolean[codec.numDistinctActions()];
    int count = codec.writeLegalMask(legal, mask);
    out.add(
        new Decision(
            transcript.size(),
            transcript.seat().name(),
            bot.name(),
            codec.encode(a),
            count,
            mask,
            encoder.tensor(transcript)));
    return a;
  }
}
