package io.github.strategorules.lostisland.research;

import io.github.strategorules.core.game.DrawAcceptance;
import io.github.strategorules.core.game.DrawOffer;
import io.github.strategorules.core.game.Resignation;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandView;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A Lost Island bot: picks one of the legal actions of its seat's pending decision from what that
 * seat sees (its {@link IslandView}), never from the full state. The legal actions are part of
 * the input because a view does not list them; they depend on nothing hidden from the deciding
 * seat (positions, tile kinds, coins, its own values and its turn's counters), so passing them
 * gives the bot no hidden fact. Every decision is asked this way, setup included.
 * Implementations keep no state between calls, so one instance may play many games on many
 * threads; all randomness comes from the source passed in, so games replay exactly. The
 * reference bots are {@link RandomIslandBot} and {@link HeuristicIslandBot}.
 *
 * <p>A bot is given the decision's actions ({@code IslandState.legalDecisions()}, what
 * {@link IslandMatch} passes); given {@code legalActions()}, which ends with the table actions
 * (resign, offer or accept a draw: LI-11.3, LI-11.4 [interp]), the reference bots ignore those
 * ({@link #decisionsOf}), so that they never resign or offer a draw by accident.
 */
public interface IslandBot {
  /**
   * The bot's name.
   *
   * @return the name
   */
  String name();

  /**
   * Chooses an action.
   *
   * @param view the view of the deciding seat ({@code view.decision()} names it)
   * @param legal the legal actions of that decision, not empty
   * @param random the source of randomness
   * @return one of {@code legal}
   */
  IslandAction choose(IslandView view, List<IslandAction> legal, SplittableRandom random);

  /**
   * The actions of a legal list that answer the pending decision: every action but the table
   * actions (the contract's {@link Resignation}, {@link DrawOffer} and {@link DrawAcceptance}).
   *
   * @param legal legal actions
   * @return the list itself when it holds no table action, else a copy without them
   */
  static List<IslandAction> decisionsOf(List<IslandAction> legal) {
    for (IslandAction a : legal) {
      if (a instanceof Resignation || a instanceof DrawOffer || a instanceof DrawAcceptance) {
        List<IslandAction> out = new ArrayList<>(legal.size());
        for (IslandAction b : legal) {
          if (!(b instanceof Resignation || b instanceof DrawOffer || b instanceof DrawAcceptance)) {
            out.add(b);
          }
        }
        return out;
      }
    }
    return legal;
  }
}
