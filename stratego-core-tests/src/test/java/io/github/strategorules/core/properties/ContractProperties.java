package io.github.strategorules.core.properties;

import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.testkit.classic.ClassicTwins;
import io.github.strategorules.testkit.classic.Rulesets;
import io.github.strategorules.testkit.contract.ContractKit;
import org.junit.jupiter.api.Test;

/**
 * The contract test kit (stratego-testkit) over classic games, setups placed piece by piece through
 * the contract, under random core options and house rules (free setups among them): legal exactly
 * when accepted by {@code check}, {@code apply} never mutates, same seed same game, the record
 * replays to the same game, the outcome is final, and the types of the opponent's pieces that
 * stayed hidden change nothing a seat receives ({@link ClassicTwins}).
 */
class ContractProperties {

  @Test
  @ChecksRule({"C-R1", "C-R9", "C-2.3", "C-R2"})
  void theContractHoldsForClassicWithRandomOptionsAndHouseRules() {
    ContractKit.of(
            "classic",
            Rulesets.classic()
                .moreSquaresOffOneIn(4)
                .houseRulesFlippedOneIn(4)
                .freeSetupOneIn(4)
                .games())
        .twins(ClassicTwins.INSTANCE)
        .examples(30)
        .maxDecisions(150)
        .checkAll();
  }
}
