package io.github.strategorules.testkit.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.game.View;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * A golden playthrough over the game-neutral contract ({@code core.game}), after OpenSpiel's
 * playthrough files: a game found by its spec, played from a seed by a deterministic chooser, and
 * written step by step as text: the full state (as the referee sees it), every seat's view and the
 * spectator's, every seat's legal actions, the action chosen, and the events as each seat and a
 * spectator receive them. A test compares the text with a golden file (this project keeps them
 * under {@code src/test/resources/golden}); {@code -Dgolden.update=true} rewrites the file, and the
 * change is reviewed as a diff. Any game of the contract can have one.
 *
 * <p>Only the contract is used to play and to print, except the referee's rendering of the state,
 * which the contract leaves to each game and the test passes in. A view or an event list equal to
 * the previous step's, and a seat's legal actions equal to those it had, are written as {@code
 * (unchanged)}, so that the files stay readable. In the lists of legal actions the seat's name is
 * left out and spaces within an action are written {@code _} ({@code place_a1=F}).
 */
public final class Playthrough {
  /** Chooses the next action. */
  @FunctionalInterface
  public interface Chooser {
    /**
     * The action to apply.
     *
     * @param state the state (referee)
     * @param step the number of actions applied so far
     * @return a legal action of one of the deciding seats, or a table action of any seat
     */
    Action choose(GameState state, int step);
  }

  private static final int WIDTH = 100;

  private Playthrough() {}

  /**
   * Plays and writes a game.
   *
   * @param spec the game's spec, for {@link Games#parse}
   * @param seed the seed of {@link Game#newGame}
   * @param referee the full state as text
   * @param chooser the actions
   * @param maxSteps a bound on the actions applied (the game should end before)
   * @return the text
   */
  public static String write(
      String spec, long seed, Function<GameState, String> referee, Chooser chooser, int maxSteps) {
    Game game = Games.parse(spec);
    GameState state = game.newGame(seed);
    StringBuilder out = new StringBuilder();
    out.append(
            "# Golden playthrough over the game-neutral contract; regenerate with -Dgolden.update=true\n")
        .append("game: ")
        .append(game.family())
        .append('\n')
        .append("spec: ")
        .append(game.spec())
        .append('\n')
        .append("seed: ")
        .append(seed)
        .append('\n')
        .append("seats: ")
        .append(names(game.seats()))
        .append('\n');
    Map<String, String> previous = new HashMap<>();
    for (int step = 0; ; step++) {
      out.append("\n== step ").append(step).append('\n');
      out.append("phase: ").append(state.phase()).append('\n');
      out.append("to decide: ").append(names(state.toDecide())).append('\n');
      block(out, "state", referee.apply(state));
      for (Seat seat : game.seats()) {
        view(out, "view " + seat, state.viewFor(seat), previous);
      }
      view(out, "view spectator", state.publicView(), previous);
      for (Seat seat : game.seats()) {
        List<? extends Action> legal = state.legalActions(seat);
        String title = "legal " + seat;
        String text = wrap(title + " (" + legal.size() + "):", legal, seat + " ");
        out.append(text.equals(previous.put(title, text)) ? title + ": (unchanged)\n" : text);
      }
      if (state.outcome().isPresent()) {
        out.append("outcome: ").append(state.outcome().get()).append('\n');
        break;
      }
      assertThat(step)
          .as("the playthrough of %s ends within %d actions", spec, maxSteps)
          .isLessThan(maxSteps);
      Action action = chooser.choose(state, step);
      assertThat(state.check(action.seat(), action))
          .as("%s at step %d", action.notation(), step)
          .isEmpty();
      out.append("action: ").append(action.notation()).append('\n');
      Step result = state.apply(action.seat(), action);
      Map<String, String> written = new LinkedHashMap<>();
      for (Seat seat : game.seats()) {
        events(out, seat.name(), result.eventsFor(seat), written);
      }
      events(out, "spectator", result.publicEvents(), written);
      state = result.state();
    }
    return out.toString();
  }

  /**
   * Compares a playthrough with its golden file, or rewrites the file with {@code
   * -Dgolden.update=true}.
   *
   * @param file the golden file, from the module's directory
   * @param text the playthrough
   * @throws IOException when the file cannot be read or written
   */
  public static void assertGolden(Path file, String text) throws IOException {
    if (Boolean.getBoolean("golden.update")) {
      Files.createDirectories(file.getParent());
      Files.writeString(file, text, StandardCharsets.UTF_8);
    }
    assertThat(Files.exists(file))
        .as("%s exists (write it with -Dgolden.update=true)", file)
        .isTrue();
    assertThat(text)
        .as("%s (regenerate with -Dgolden.update=true and review the diff)", file)
        .isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
  }

  /**
   * The decisions of the deciding seats, without table actions, in the contract's order.
   *
   * @param state the state
   * @return the decisions
   */
  public static List<Action> decisions(GameState state) {
    List<Action> out = new ArrayList<>();
    for (Seat seat : state.toDecide()) {
      out.addAll(state.decisions(seat));
    }
    return out;
  }

  private static String names(List<Seat> seats) {
    List<String> names = new ArrayList<>();
    seats.forEach(s -> names.add(s.name()));
    return names.isEmpty() ? "-" : String.join(" ", names);
  }

  private static void block(StringBuilder out, String title, String text) {
    out.append(title).append(":\n");
    for (String line : text.strip().split("\n", -1)) {
      out.append("  ").append(line.stripTrailing()).append('\n');
    }
  }

  private static void view(
      StringBuilder out, String title, View view, Map<String, String> previous) {
    String text = view.toString();
    if (text.equals(previous.put(title, text))) {
      out.append(title).append(": (unchanged)\n");
    } else {
      block(out, title, text);
    }
  }

  /** A list of events, or {@code (as RED)} when an earlier seat of this step received the same. */
  private static void events(
      StringBuilder out, String who, List<? extends Event> events, Map<String, String> written) {
    StringBuilder text = new StringBuilder();
    for (Event e : events) {
      text.append("  ").append(Objects.toString(e)).append('\n');
    }
    out.append("events ").append(who).append(":");
    if (events.isEmpty()) {
      out.append(" -\n");
      return;
    }
    for (Map.Entry<String, String> earlier : written.entrySet()) {
      if (earlier.getValue().contentEquals(text)) {
        out.append(" (as ").append(earlier.getKey()).append(")\n");
        return;
      }
    }
    written.put(who, text.toString());
    out.append('\n').append(text);
  }

  /**
   * The actions' notations on lines of at most {@link #WIDTH} characters, the seat prefix left out.
   */
  private static String wrap(String title, List<? extends Action> actions, String prefix) {
    StringBuilder out = new StringBuilder(title);
    int length = title.length();
    for (Action a : actions) {
      String n = a.notation();
      String word = n.startsWith(prefix) ? n.substring(prefix.length()) : n;
      word = word.replace(' ', '_');
      if (length + 1 + word.length() > WIDTH) {
        out.append("\n ");
        length = 1;
      }
      out.append(' ').append(word);
      length += 1 + word.length();
    }
    return out.append('\n').toString();
  }
}
