package io.github.strategorules.research.env;

/**
 * The sizes of a {@link VectorEnv}'s buffers: everything a caller needs to allocate them ({@link
 * EnvBuffers#allocateDirect}) or to shape arrays over them.
 *
 * @param games the number of games stepped together
 * @param seats the number of seats of the game ({@code Game.seats().size()})
 * @param observationSize the floats of one observation ({@code ObservationEncoder.size()})
 * @param actions the number of action ids ({@code ActionCodec.numDistinctActions()})
 * @param maxLegal the most legal actions one decision can have, the row length of the legal-id
 *     lists
 */
public record EnvShape(int games, int seats, int observationSize, int actions, int maxLegal) {
  /**
   * Checks the sizes.
   *
   * @param games the number of games, at least 1
   * @param seats the number of seats, at least 1
   * @param observationSize the observation's length, at least 0
   * @param actions the number of ids, at least 1
   * @param maxLegal the longest legal list, at least 1
   * @throws IllegalArgumentException for a size out of range
   */
  public EnvShape {
    if (games < 1 || seats < 1 || observationSize < 0 || actions < 1 || maxLegal < 1) {
      throw new IllegalArgumentException(
          "invalid environment shape: games="
              + games
              + ", seats="
              + seats
              + ", observationSize="
              + observationSize
              + ", actions="
              + actions
              + ", maxLegal="
              + maxLegal);
    }
    long obs = (long) games * observationSize;
    long masks = (long) games * actions;
    long legal = (long) games * maxLegal;
    if (obs > Integer.MAX_VALUE / 4 || masks > Integer.MAX_VALUE || legal > Integer.MAX_VALUE / 4) {
      throw new IllegalArgumentException("too many games for one environment's buffers: " + games);
    }
  }
}
