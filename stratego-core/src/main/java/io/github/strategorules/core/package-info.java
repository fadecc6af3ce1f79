/**
 * Classic Stratego's entry points: the immutable state ({@link
 * io.github.strategorules.core.ClassicState}) and its steps ({@link
 * io.github.strategorules.core.ClassicStep}), setups ({@link io.github.strategorules.core.Setup},
 * {@link io.github.strategorules.core.SensibleSetups}), replays ({@link
 * io.github.strategorules.core.ClassicReplay}) and the per-player chase and two-squares records
 * ({@link io.github.strategorules.core.Chase}, {@link
 * io.github.strategorules.core.TwoSquaresChain}), for the classic family (classic, the variants of
 * {@code stratego-variants}, house rules and custom rulesets, all values of {@link
 * io.github.strategorules.core.rules.Ruleset}). The values they use are in the packages beside: the
 * board ({@link io.github.strategorules.core.board}: squares and pieces), the actions ({@link
 * io.github.strategorules.core.action}), the events and outcomes ({@link
 * io.github.strategorules.core.event}), the views ({@link io.github.strategorules.core.view}) and
 * the errors ({@link io.github.strategorules.core.error}). The players are the contract's seats
 * {@link io.github.strategorules.core.game.Seat#RED} and {@link
 * io.github.strategorules.core.game.Seat#BLUE} (C-1.2). These types also implement the game-neutral
 * contract of {@link io.github.strategorules.core.game}; use them when you know you play the
 * classic family.
 *
 * <h2>The state</h2>
 *
 * A {@link io.github.strategorules.core.ClassicState} is immutable and thread-safe: the referee's
 * full information. {@link io.github.strategorules.core.ClassicState#legalMoves()} lists the moves
 * of the player to move in a fixed order, {@link io.github.strategorules.core.ClassicState#check}
 * tells why an action is illegal without throwing (an {@link
 * io.github.strategorules.core.action.ClassicReason} naming the rule), and {@link
 * io.github.strategorules.core.ClassicState#apply} returns a {@link
 * io.github.strategorules.core.ClassicStep}: the next state and the {@link
 * io.github.strategorules.core.event.ClassicEvent}s. Legality is decided by the rules kernel
 * ({@link io.github.strategorules.core.kernel}), the same code bots run.
 *
 * <pre>{@code
 * Ruleset rules = Ruleset.classic();
 * ClassicState game = ClassicState.start(rules, Setup.random(rules, Seat.RED, 1), Setup.random(rules, Seat.BLUE, 2));
 * Move first = game.legalMoves().get(0);                // RED's first move in the listed order
 * ClassicStep step = game.apply(first);                 // `game` itself is unchanged
 * ClassicState next = step.state();
 * Optional<ClassicReason> why = next.check(first);      // NOT_YOUR_TURN: BLUE is to move
 * List<ClassicEvent> seen = step.eventsFor(Seat.BLUE);  // the move as BLUE's client receives it
 * }</pre>
 *
 * <h2>What each player may see</h2>
 *
 * A {@link io.github.strategorules.core.view.ClassicView} is an independent snapshot of what one
 * player (or a spectator, {@link io.github.strategorules.core.ClassicState#publicView()}) may know
 * (C-8): its own pieces, the enemy pieces' squares and whatever moves and attacks revealed, the
 * public log of moves, and its own legal moves. Its fields, {@code toString()} and exceptions hold
 * nothing else, so it may be sent to that player's client as it is.
 *
 * <pre>{@code
 * ClassicView blue = next.viewFor(Seat.BLUE);
 * ViewPiece mover = blue.pieceAt(first.to()).orElseThrow();
 * boolean hidden = mover.type().isEmpty();              // true: a move reveals no type,
 * boolean moved = mover.moved();                        // only that the piece moves (C-8.2)
 * String board = blue.toString();                       // RED's pieces drawn as '?'
 * }</pre>
 *
 * <p>Setups ({@link io.github.strategorules.core.Setup}) are read from text in either rank
 * numbering and validated with every problem at once ({@link
 * io.github.strategorules.core.error.InvalidSetupException}); during a game's setup phase pieces
 * are placed one by one ({@link io.github.strategorules.core.action.PlacePiece}). Every error is a
 * {@link io.github.strategorules.core.error.StrategoException} with a machine-readable reason and a
 * message that never names a hidden piece. The rules and their ids are those of the project's
 * {@code docs/rules/classic.md} and {@code docs/rules/variants.md}.
 */
package io.github.strategorules.core;
