package io.github.strategorules.research.classic;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.research.ActionCodec;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.ObservationEncoder;
import io.github.strategorules.research.SeatFrame;
import io.github.strategorules.research.Transcript;
import io.github.strategorules.research.classic.PolicyFileException.Reason;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * A bot that plays a trained {@link PolicyNetwork} (issue 51): {@code policy:<file>} for a weights
 * file written by {@code python/examples/train_ppo.py}, and {@code learned}, the network shipped
 * with the library (trained for Barrage; {@code docs/learned.md}). It places its pieces as the
 * reference bot does (the sensible setup the trainer's games started from) and plays by sampling
 * the network's masked policy: its seat's observation tensor ({@link ClassicObservations}, made
 * from its transcript alone, C-8) and its legal ids ({@link ClassicActionCodec}), both in its
 * seat's frame ({@link ClassicSeatFrame}), exactly as the batched environment with {@code
 * seatFrame} gave them to the trainer. Stateless: one instance plays many games on many threads.
 */
public final class PolicyBot implements Bot {
  /** The shipped network's resource, next to this class. */
  static final String LEARNED_RESOURCE = "learned-barrage.bin";

  private final String name;
  private final PolicyNetwork network;
  private final ObservationEncoder encoder;
  private final ActionCodec codec;
  private final SeatFrame frame;

  private PolicyBot(String name, PolicyNetwork network, Game game) {
    ClassicResearch kit = new ClassicResearch();
    this.name = name;
    this.network = network;
    this.encoder = kit.observations(game);
    this.codec = kit.codec(game);
    this.frame =
        kit.seatFrame(game)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        game.spec() + " has no seat frame: a policy network cannot play it"));
  }

  /**
   * The bot {@code policy:<file>}: the network of a weights file, for the game it was trained for.
   *
   * @param file the weights file
   * @param game the game (a classic-family game, the file's)
   * @return the bot, named {@code policy:<file>}
   * @throws PolicyFileException when the file cannot be read or does not fit the game
   */
  public static PolicyBot fromFile(Path file, Game game) {
    requireClassic(game, file.toString());
    return new PolicyBot("policy:" + file, PolicyNetwork.read(file, game), game);
  }

  /**
   * The bot {@code learned}: the network shipped in the library, trained for Barrage; it plays any
   * classic-family ruleset of the same board and pieces' encoding (other than Barrage, outside what
   * it was trained on).
   *
   * @param game the game (a classic-family game)
   * @return the bot, named {@code learned}
   * @throws PolicyFileException when the shipped network does not fit the game
   */
  public static PolicyBot learned(Game game) {
    requireClassic(game, LEARNED_RESOURCE);
    PolicyNetwork net = shipped();
    ClassicResearch kit = new ClassicResearch();
    if (kit.observations(game).size() != net.observationSize()
        || kit.codec(game).numDistinctActions() != net.actions()) {
      throw new PolicyFileException(
          Reason.WRONG_SIZES,
          LEARNED_RESOURCE,
          "observation size "
              + net.observationSize()
              + " and "
              + net.actions()
              + " actions, "
              + game.spec()
              + " has "
              + kit.observations(game).size()
              + " and "
              + kit.codec(game).numDistinctActions());
    }
    return new PolicyBot("learned", net, game);
  }

  /** The shipped network, read once (3.8 MB) when {@code learned} is first asked for. */
  private static @Nullable PolicyNetwork shipped;

  private static synchronized PolicyNetwork shipped() {
    PolicyNetwork net = shipped;
    if (net == null) {
      byte[] bytes;
      try (InputStream in = PolicyBot.class.getResourceAsStream(LEARNED_RESOURCE)) {
        if (in == null) {
          throw new IOException("no resource " + LEARNED_RESOURCE);
        }
        bytes = in.readAllBytes();
      } catch (IOException e) {
        throw new PolicyFileException(Reason.UNREADABLE, LEARNED_RESOURCE, e.toString());
      }
      net = PolicyNetwork.read(bytes, LEARNED_RESOURCE, Games.parse("barrage"), false);
      shipped = net;
    }
    return net;
  }

  /** A bot of a given name over a network already read for the game (tests). */
  static PolicyBot over(String name, PolicyNetwork network, Game game) {
    requireClassic(game, name);
    return new PolicyBot(name, network, game);
  }

  private static void requireClassic(Game game, String file) {
    if (!(game instanceof ClassicGame)) {
      throw new PolicyFileException(
          Reason.WRONG_GAME,
          file,
          "a policy network plays the classic family, not " + Objects.requireNonNull(game).spec());
    }
  }

  @Override
  public String name() {
    return name;
  }

  /**
   * The network this bot plays.
   *
   * @return the network
   */
  public PolicyNetwork network() {
    return network;
  }

  @Override
  public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
    return ClassicSetups.decide(
        transcript,
        legal,
        random,
        ClassicSetups::guardedSensible,
        (view, decisions, r) -> play(transcript, decisions, r));
  }

  private Action play(Transcript transcript, List<Action> legal, SplittableRandom random) {
    double[] p = probabilities(transcript, legal);
    double u = random.nextDouble();
    double sum = 0;
    for (int i = 0; i < p.length; i++) {
      sum += p[i];
      if (u < sum) {
        return legal.get(i);
      }
    }
    return legal.get(legal.size() - 1);
  }

  /**
   * The policy's probability of each legal action of a seat's decision of play, from that seat's
   * transcript alone.
   *
   * @param transcript what the deciding seat has seen
   * @param legal its legal decisions of play
   * @return their probabilities, in {@code legal}'s order
   */
  public double[] probabilities(Transcript transcript, List<Action> legal) {
    return network.probabilities(observation(transcript), ids(transcript.seat(), legal));
  }

  /**
   * A seat's observation tensor in its own frame, as the batched environment with {@code seatFrame}
   * writes it: the planes' squares relabelled, the tail as is.
   *
   * @param transcript the seat's transcript
   * @return the tensor
   */
  public float[] observation(Transcript transcript) {
    float[] raw = encoder.tensor(transcript);
    int[] at = frame.squares(transcript.seat());
    int area = at.length;
    int planes = encoder.layout().planes();
    float[] out = raw.clone();
    for (int k = 0; k < planes; k++) {
      int base = k * area;
      for (int s = 0; s < area; s++) {
        out[base + at[s]] = raw[base + s];
      }
    }
    return out;
  }

  /**
   * A seat's legal actions as ids in its own frame, as the batched environment with {@code
   * seatFrame} gives them.
   *
   * @param seat the deciding seat
   * @param legal its legal actions
   * @return their ids, in {@code legal}'s order
   */
  public int[] ids(Seat seat, List<Action> legal) {
    int[] to = frame.actions(seat);
    int[] ids = new int[legal.size()];
    for (int i = 0; i < ids.length; i++) {
      ids[i] = to[codec.encode(legal.get(i))];
    }
    return ids;
  }

  @Override
  public String toString() {
    return name + " " + network;
  }
}
