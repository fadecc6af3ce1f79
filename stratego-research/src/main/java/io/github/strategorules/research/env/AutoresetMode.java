package io.github.strategorules.research.env;

/**
 * When a {@link VectorEnv} starts a game's next episode after one ended, as Gymnasium's {@code
 * AutoresetMode} (1.x) names the three ways. In every mode the step that ends an episode writes its
 * results (rewards, {@code terminated} or {@code truncated}, the episode's length); what differs is
 * the decision it writes:
 */
public enum AutoresetMode {
  /**
   * The next episode starts within the same step (the default): the step writes the new episode's
   * first decision (its seat, legal ids, mask and observation), and the final observation of the
   * ended one into {@link EnvBuffers#finalObservations()} (Gymnasium's {@code final_obs}).
   */
  SAME_STEP,

  /**
   * The step writes the final observation into {@link EnvBuffers#observations()}, the seat it is
   * for, and no legal ids (a count of 0, an empty mask); the next step starts the next episode
   * instead of playing that game's action (any id, which is not read), and writes its first
   * decision with rewards and flags of 0.
   */
  NEXT_STEP,

  /**
   * As {@link #NEXT_STEP}, but the game stays at its final position until the caller starts its
   * next episode ({@link VectorEnv#reset(java.nio.ByteBuffer)}); a step must give such a game the
   * id -1 (it is not played, and its results are 0), and refuses any other ({@link
   * EnvException.Reason#EPISODE_ENDED}).
   */
  DISABLED
}
