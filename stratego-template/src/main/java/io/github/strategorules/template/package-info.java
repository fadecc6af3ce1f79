/**
 * The game {@code toy}, the template for a new game ({@code docs/new-game.md} in the project's
 * repository): one class or interface for each thing the game-neutral contract of {@code
 * io.github.strategorules.core.game} asks a game for, and nothing else.
 *
 * <ul>
 *   <li>{@link io.github.strategorules.template.ToyGame}: the game a spec names, its seats, a new
 *       game, reading actions and records.
 *   <li>{@link io.github.strategorules.template.ToyState}: the rules: legal actions, checking and
 *       applying an action, the outcome, each seat's view, the record.
 *   <li>{@link io.github.strategorules.template.ToyAction}: the actions, and their text form.
 *   <li>{@link io.github.strategorules.template.ToyStep} and {@link
 *       io.github.strategorules.template.ToyEvent}: what a step did, for each seat.
 *   <li>{@link io.github.strategorules.template.ToyView}: what a seat may see, with the board as
 *       data ({@code Grid}) for clients that know no game.
 *   <li>{@link io.github.strategorules.template.ToyOutcome}, {@link
 *       io.github.strategorules.template.ToyTermination} and {@link
 *       io.github.strategorules.template.ToyReason}: how a game ends and why an action is refused,
 *       each with its rule id.
 *   <li>{@link io.github.strategorules.template.ToyProvider}: the service through which the
 *       registry finds the game and codecs learn its types.
 * </ul>
 *
 * <p>The game's research kit, for the bots, the arena and the batched environment of {@code
 * stratego-research}, is in {@code io.github.strategorules.template.research}.
 *
 * <p>The module's tests are part of the template: the conformance suite of {@code stratego-testkit}
 * run on the game ({@code ToyConformanceTest}), the game's statement of what a seat may not know
 * ({@code ToyTwins}), and tests of its rules ({@code ToyRulesTest}).
 */
package io.github.strategorules.template;
