package io.github.strategorules.core.properties;

import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.support.ContractRuns;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The game-neutral contract over random classic games, setup included, under random core options
 * and house rules (free setups among them): legal exactly when accepted by {@code check},
 * {@code apply} never mutates, every action's text reads back, the record replays to the same game
 * ({@link ContractRuns}), and a setup's secret placements change nothing another seat receives.
 */
class ContractProperties {

  @Test
  @ChecksRule({"C-R1", "C-R9"})
  void theContractHoldsOverRandomGames() {
    qt().withExamples(30).forAll(longs().all()).checkAssert(seed -> {
      Ruleset r = ContractRuns.ruleset(new SplittableRandom(seed));
      ContractRuns.check(r, seed, 120);
    });
  }

  @Test
  @ChecksRule({"C-2.3", "C-R2"})
  void setupsStaySecret() {
    qt().withExamples(20).forAll(longs().all()).checkAssert(seed -> {
      Ruleset r = ContractRuns.ruleset(new SplittableRandom(seed));
      ContractRuns.checkSecretSetups(r, seed);
    });
  }
}
