package io.github.strategorules.core.rules;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Seat;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Reads ruleset specs such as {@code classic(two_squares=5, gravon_endings)} (V-3); see {@link
 * Ruleset#parse}.
 */
@ImplementsRule("V-3.2")
final class RulesetSpec {
  /** The options {@link #parse} accepts, for error messages. */
  static final String OPTIONS =
      "two_squares=N, more_squares=on|off, gravon_endings[=on|off], ply_limit=N, "
          + "no_attack_limit=N, first=red|blue, setup_rows=N, free_setup[=on|off], and the toggles "
          + java.util.Arrays.stream(HouseRule.values())
              .map(HouseRule::specName)
              .collect(java.util.stream.Collectors.joining(", "))
          + " (each [=on|off])";

  private RulesetSpec() {}

  static Ruleset parse(String spec) {
    Objects.requireNonNull(spec, "spec");
    String s = spec.strip();
    int open = s.indexOf('(');
    String name = (open < 0 ? s : s.substring(0, open)).strip().toLowerCase(java.util.Locale.ROOT);
    Ruleset base = Presets.find(name);
    if (base == null) {
      throw new NotationException(
          "unknown ruleset '" + name + "'; known rulesets: " + String.join(", ", Presets.names()),
          spec,
          0);
    }
    if (open < 0) {
      return base;
    }
    if (!s.endsWith(")")) {
      throw new NotationException(
          "missing ')' at the end of the ruleset options", spec, s.length());
    }
    RulesetBuilder b = base.toBuilder();
    String body = s.substring(open + 1, s.length() - 1);
    int offset = spec.indexOf('(') + 1;
    for (String part : body.split(",", -1)) {
      String opt = part.strip();
      int at = offset + part.indexOf(opt.isEmpty() ? " " : opt);
      offset += part.length() + 1;
      if (opt.isEmpty()) {
        if (body.isBlank()) {
          break;
        }
        throw new NotationException("empty ruleset option", spec, Math.max(0, at));
      }
      int eq = opt.indexOf('=');
      String key = (eq < 0 ? opt : opt.substring(0, eq)).strip();
      String value = eq < 0 ? null : opt.substring(eq + 1).strip();
      applyOption(b, key, value, spec, at);
    }
    try {
      return b.build();
    } catch (IllegalArgumentException e) {
      throw new NotationException(
          "the ruleset options do not fit together: " + e.getMessage(), spec, open);
    }
  }

  private static void applyOption(
      RulesetBuilder b, String key, @Nullable String value, String spec, int at) {
    try {
      switch (key) {
        case "two_squares" -> b.twoSquaresLimit(number(value));
        case "gravon_endings" -> b.gravonEndings(onOff(value));
        case "ply_limit" -> b.plyLimit(number(value));
        case "no_attack_limit" -> b.noAttackLimit(number(value));
        case "first" -> b.firstSeat(player(value));
        case "setup_rows" -> b.setupRowsOption(number(value));
        case "free_setup" -> b.freeSetup(onOff(value));
        case "more_squares" -> b.moreSquares(onOff(value));
        default -> {
          HouseRule h = HouseRule.ofSpecName(key);
          if (h == null) {
            throw new NotationException(
                "unknown ruleset option '" + key + "'; accepted: " + OPTIONS, spec, at);
          }
          b.houseRule(h, onOff(value));
        }
      }
    } catch (IllegalArgumentException e) {
      throw new NotationException(
          "bad value for ruleset option '" + key + "': " + e.getMessage(), spec, at);
    }
  }

  private static int number(@Nullable String value) {
    if (value == null) {
      throw new IllegalArgumentException("a number is required");
    }
    try {
      if (!value.matches("-?[0-9]+")) {
        throw new NumberFormatException(); // Integer.parseInt also takes +5 and digits of other
        // scripts
      }
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("'" + value + "' is not a number");
    }
  }

  private static boolean onOff(@Nullable String value) {
    if (value == null || value.equals("on") || value.equals("true")) {
      return true;
    }
    if (value.equals("off") || value.equals("false")) {
      return false;
    }
    throw new IllegalArgumentException("expected on or off, not '" + value + "'");
  }

  private static Seat player(@Nullable String value) {
    if (value == null) {
      throw new IllegalArgumentException(
          "expected red or blue"); // not "... not 'null'" (found by NullAway)
    }
    if ("red".equals(value)) {
      return Seat.RED;
    }
    if ("blue".equals(value)) {
      return Seat.BLUE;
    }
    throw new IllegalArgumentException("expected red or blue, not '" + value + "'");
  }

  /**
   * The canonical spec of a ruleset ({@link Ruleset#spec()}): the preset's name, then in brackets
   * every option that differs from the preset, in a fixed order; what {@link #parse} reads back.
   */
  static String format(Ruleset r, Ruleset preset) {
    List<String> opts = new ArrayList<>();
    if (r.twoSquaresLimit() != preset.twoSquaresLimit()) {
      opts.add("two_squares=" + r.twoSquaresLimit());
    }
    if (r.moreSquares() != preset.moreSquares()) {
      opts.add(r.moreSquares() ? "more_squares=on" : "more_squares=off");
    }
    if (r.gravonEndings() != preset.gravonEndings()) {
      opts.add(r.gravonEndings() ? "gravon_endings" : "gravon_endings=off");
    }
    if (r.plyLimit() != preset.plyLimit()) {
      opts.add("ply_limit=" + r.plyLimit());
    }
    if (r.noAttackLimit() != preset.noAttackLimit()) {
      opts.add("no_attack_limit=" + r.noAttackLimit());
    }
    if (r.firstSeat() != preset.firstSeat()) {
      opts.add("first=" + r.firstSeat().name().toLowerCase(java.util.Locale.ROOT));
    }
    if (r.setupRows() != preset.setupRows()) {
      opts.add("setup_rows=" + r.setupRows());
    }
    if (r.freeSetup() != preset.freeSetup()) {
      opts.add(r.freeSetup() ? "free_setup" : "free_setup=off");
    }
    for (HouseRule h : HouseRule.values()) {
      if (r.has(h) != preset.has(h)) {
        opts.add(r.has(h) ? h.specName() : h.specName() + "=off");
      }
    }
    return opts.isEmpty() ? r.name() : r.name() + "(" + String.join(",", opts) + ")";
  }
}
