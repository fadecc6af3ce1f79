/**
 * The shared Stratego API and the classic rules ({@code ../rules/classic.md} C-1 to C-8).
 *
 * <p>Exported packages: {@link io.github.strategorules.core} (game states, actions, events,
 * views, errors), {@link io.github.strategorules.core.rules} (rulesets as data),
 * {@link io.github.strategorules.core.kernel} (the unchecked mutable fast path for bots),
 * {@link io.github.strategorules.core.gravon} (Gravon game archives) and
 * {@link io.github.strategorules.core.notation} (position notation and game records) and
 * {@link io.github.strategorules.core.research} (action codec, observations, hidden-state sampler
 * and bots for research). Everything else is
 * an implementation detail.
 */
module io.github.strategorules.core {
  requires java.xml;

  exports io.github.strategorules.core;
  exports io.github.strategorules.core.rules;
  exports io.github.strategorules.core.kernel;
  exports io.github.strategorules.core.gravon;
  exports io.github.strategorules.core.notation;
  exports io.github.strategorules.core.research;

  uses io.github.strategorules.core.rules.RulesetProvider;
}
