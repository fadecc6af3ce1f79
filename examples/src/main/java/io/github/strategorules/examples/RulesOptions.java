package io.github.strategorules.examples;

import io.github.strategorules.core.gravon.GravonRecords;
import io.github.strategorules.core.rules.Ruleset;
import picocli.CommandLine.Option;

/** The ruleset options every subcommand takes. */
final class RulesOptions {
  @Option(names = "--ruleset", paramLabel = "SPEC",
      description = "Ruleset spec, e.g. classic, barrage(two_squares=5) or, for selfplay, lost-island(players=3) "
          + "(default: classic; for a Gravon file, the ruleset of its game type).")
  String spec;

  @Option(names = "--two-squares", paramLabel = "N", description = "N of the two-squares rule (C-5.1); for a Gravon "
      + "game the default is its era's: 5 up to 2006, 3 from 2013 (and otherwise).")
  Integer twoSquares;

  @Option(names = "--gravon-endings", description = "The player who just moved also loses without a legal move (C-7.4).")
  boolean gravonEndings;

  @Option(names = "--more-squares", paramLabel = "on|off", description = "The more-squares rule (C-6): on or off.")
  String moreSquares;

  /** Whether any option changes the ruleset. */
  boolean overrides() {
    return spec != null || twoSquares != null || gravonEndings || moreSquares != null;
  }

  private Boolean moreSquaresValue() {
    if (moreSquares == null) {
      return null;
    }
    return switch (moreSquares) {
      case "on" -> true;
      case "off" -> false;
      default -> throw new IllegalArgumentException("--more-squares is on or off, not '" + moreSquares + "'");
    };
  }

  /** Whether the user named a ruleset. */
  boolean explicit() {
    return spec != null;
  }

  /**
   * The ruleset: the spec (or the given default) with the overrides applied.
   *
   * @param defaultSpec the spec when none is given
   * @return the ruleset
   */
  Ruleset resolve(String defaultSpec) {
    Ruleset r = Ruleset.parse(spec != null ? spec : defaultSpec);
    Ruleset.Builder b = r.toBuilder();
    if (twoSquares != null) {
      b.twoSquaresLimit(twoSquares);
    }
    if (gravonEndings) {
      b.gravonEndings(true);
    }
    Boolean more = moreSquaresValue();
    if (more != null) {
      b.moreSquares(more);
    }
    return b.build();
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
