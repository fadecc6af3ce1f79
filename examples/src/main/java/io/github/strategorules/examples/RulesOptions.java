package io.github.strategorules.examples;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.gravon.GravonRecords;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The game options every subcommand takes: a game spec for the registry ({@link Games#parse}), and
 * three options of the classic family's specs that Gravon games need often, written as spec options
 * ({@code two_squares=N}, {@code gravon_endings}, {@code more_squares=on|off}) after the spec's
 * own, so that a game that has no such option refuses it with its own message.
 */
final class RulesOptions {
  @Option(
      names = "--ruleset",
      paramLabel = "SPEC",
      description =
          "The game, e.g. classic, barrage(two_squares=5), ultimate_lightning or lost-island(players=3,"
              + "secret_fights) (default: the command's; for a Gravon file, the ruleset of its game type).")
  String spec;

  @Option(
      names = "--two-squares",
      paramLabel = "N",
      description =
          "N of the two-squares rule (C-5.1); for a Gravon "
              + "game the default is its era's: 5 up to 2006, 3 from 2013 (and otherwise).")
  Integer twoSquares;

  @Option(
      names = "--gravon-endings",
      description = "The player who just moved also loses without a legal move (C-7.4).")
  boolean gravonEndings;

  @Option(
      names = "--more-squares",
      paramLabel = "on|off",
      description = "The more-squares rule (C-6): on or off.")
  String moreSquares;

  /** Whether any option changes the game. */
  boolean overrides() {
    return spec != null || twoSquares != null || gravonEndings || moreSquares != null;
  }

  /** Whether the user named a game. */
  boolean explicit() {
    return spec != null;
  }

  /** The options as spec options, in a fixed order. */
  private List<String> extra() {
    List<String> opts = new ArrayList<>();
    if (twoSquares != null) {
      opts.add("two_squares=" + twoSquares);
    }
    if (gravonEndings) {
      opts.add("gravon_endings");
    }
    if (moreSquares != null) {
      if (!moreSquares.equals("on") && !moreSquares.equals("off")) {
        throw new IllegalArgumentException(
            "--more-squares is on or off, not '" + moreSquares + "'");
      }
      opts.add("more_squares=" + moreSquares);
    }
    return opts;
  }

  /**
   * The spec: the given one (or the default) with the options appended.
   *
   * @param defaultSpec the spec when none is given
   * @return the spec
   */
  String resolveSpec(String defaultSpec) {
    String s = (spec != null ? spec : defaultSpec).strip();
    List<String> opts = extra();
    if (opts.isEmpty()) {
      return s;
    }
    String joined = String.join(",", opts);
    if (s.endsWith(")")) {
      String body = s.substring(s.indexOf('(') + 1, s.length() - 1).strip();
      return s.substring(0, s.length() - 1) + (body.isEmpty() ? "" : ",") + joined + ")";
    }
    return s + "(" + joined + ")";
  }

  /**
   * The game: the spec (or the given default) with the options applied, from the registry.
   *
   * @param defaultSpec the spec when none is given
   * @return the game
   */
  Game resolve(String defaultSpec) {
    String resolved = resolveSpec(defaultSpec);
    try {
      return Games.parse(resolved);
    } catch (NotationException e) {
      // A mistyped game name ("clasic") gets the nearest known one, as a mistyped command does.
      int paren = resolved.indexOf('(');
      String name = (paren < 0 ? resolved : resolved.substring(0, paren)).strip();
      if (Games.names().contains(name)) {
        throw e;
      }
      String near = Suggestions.nearest(name, Games.names()).orElse(null);
      if (near == null) {
        throw e;
      }
      throw new NotationException(
          e.problem() + "; did you mean '" + near + "'?", e.input(), e.index());
    }
  }

  /**
   * The two-squares limit for a Gravon game: the option, else the limit of the era its entry name
   * or, failing that, its file name dates it to ({@link GravonRecords#eraLimit}), else the C-5.1
   * default.
   *
   * @param entry the game's entry name
   * @param file the file it came from
   * @return N
   */
  int gravonTwoSquares(String entry, String file) {
    if (twoSquares != null) {
      return twoSquares;
    }
    java.util.OptionalInt era = GravonRecords.eraLimit(entry);
    return era.isPresent() ? era.getAsInt() : GravonRecords.twoSquaresLimit(file);
  }
}
