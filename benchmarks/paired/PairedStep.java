import io.github.strategorules.core.game.Games;
import io.github.strategorules.research.env.EnvBuffers;
import io.github.strategorules.research.env.VectorEnv;
import java.nio.IntBuffer;
import java.util.SplittableRandom;
import java.util.function.IntUnaryOperator;

/**
 * One side of a paired measurement ({@code paired-env.sh}): a {@link VectorEnv} of this side's jar,
 * stepped with random legal actions as {@code VectorEnvBenchmark} steps it. Compiled against one
 * jar and loaded once per jar, each time by a class loader of its own, so that it runs that jar's
 * code. System properties: {@code spec} (default classic), {@code games} (1024), {@code opponents}
 * (heuristic; none for no opponents).
 */
public final class PairedStep implements IntUnaryOperator {
  private final VectorEnv env;
  private final EnvBuffers io;
  private final SplittableRandom random = new SplittableRandom(7);
  private final int maxLegal;
  private final int games;

  /** An environment as the system properties say, reset. */
  public PairedStep() {
    String opponents = System.getProperty("opponents", "heuristic");
    games = Integer.getInteger("games", 1024);
    VectorEnv.Builder b =
        VectorEnv.builder(Games.parse(System.getProperty("spec", "classic")))
            .games(games)
            .seed(42)
            .startPool(256)
            .maxPlies(2000)
            .threads(1);
    env = (opponents.equals("none") ? b : b.opponents(opponents)).build();
    io = EnvBuffers.allocateDirect(env.shape(), false, true);
    env.reset(io);
    maxLegal = env.shape().maxLegal();
  }

  /** Steps every game {@code steps} times; returns a value made of the results (keep it). */
  @Override
  public int applyAsInt(int steps) {
    int seen = 0;
    for (int s = 0; s < steps; s++) {
      IntBuffer counts = io.legalCounts();
      IntBuffer ids = io.legalIds();
      IntBuffer actions = io.actions();
      for (int g = 0; g < games; g++) {
        actions.put(g, ids.get(g * maxLegal + random.nextInt(counts.get(g))));
      }
      env.step();
      seen += io.seats().get(0);
    }
    return seen;
  }
}
