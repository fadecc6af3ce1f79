/**
 * The rules kernel of Stratego Lost Island for research, as a public API: {@link
 * io.github.strategorules.lostisland.kernel.IslandPosition}, a mutable full-information position (2
 * to 4 seats, every LI-12 toggle) that lists its legal decisions as ints ({@link
 * io.github.strategorules.lostisland.kernel.KernelActions}) and plays them without allocating, and
 * that the immutable {@link io.github.strategorules.lostisland.IslandState} is built on: both list
 * and apply decisions through the same generator and resolver, so legality is decided in one place
 * (LI-4.1). Research code plays playouts, searches and batched environments here, as the classic
 * family's does on {@code io.github.strategorules.core.kernel}; servers and records use the
 * immutable states.
 *
 * <pre>{@code
 * IslandPosition world = IslandPosition.of(state);   // a copy of an IslandState's position
 * IslandPosition work = world.copy();
 * int[] decisions = new int[IslandPosition.MAX_DECISIONS];
 * SplittableRandom random = new SplittableRandom(1);
 * while (!work.over()) {                             // a random playout, allocating nothing
 *   int n = work.generate(decisions);
 *   work.play(decisions[random.nextInt(n)]);
 * }
 * work.copyFrom(world);                              // and again
 * }</pre>
 *
 * <p>A position is referee data: it holds every hidden fact. Code that decides for a seat reads of
 * it only what that seat may know (LI-13), as {@code IslandPosition}'s readers document.
 */
package io.github.strategorules.lostisland.kernel;
