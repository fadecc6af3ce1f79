package io.github.strategorules.core.kernel;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.event.ClassicOutcome;
import io.github.strategorules.core.event.ClassicTermination;
import io.github.strategorules.core.game.Seat;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The kernel's status codes and the terminations of the events agree (C-7): the events write the
 * codes as numbers so that they do not depend on the kernel.
 */
class StatusTest {
  @Test
  void eachKernelCodeIsItsTermination() {
    Map<ClassicTermination, Integer> codes =
        Map.of(
            ClassicTermination.FLAG_CAPTURED,
            Status.FLAG_CAPTURED,
            ClassicTermination.NO_MOVABLE_PIECES,
            Status.NO_MOVABLE_PIECES,
            ClassicTermination.BOTH_NO_MOVABLE_PIECES,
            Status.BOTH_NO_MOVABLE_PIECES,
            ClassicTermination.NO_LEGAL_MOVE,
            Status.NO_LEGAL_MOVE,
            ClassicTermination.BOTH_NO_LEGAL_MOVE,
            Status.BOTH_NO_LEGAL_MOVE,
            ClassicTermination.PLY_LIMIT,
            Status.PLY_LIMIT,
            ClassicTermination.NO_ATTACK_LIMIT,
            Status.NO_ATTACK_LIMIT,
            ClassicTermination.RESIGNATION,
            0,
            ClassicTermination.AGREEMENT,
            0);
    assertThat(codes).hasSize(ClassicTermination.values().length);
    codes.forEach((t, code) -> assertThat(t.kernelCode()).as(t.name()).isEqualTo(code));
  }

  @Test
  void aStatusIsItsOutcome() {
    assertThat(Status.outcome(Status.of(Status.FLAG_CAPTURED, 1)))
        .isEqualTo(ClassicOutcome.win(Seat.BLUE, ClassicTermination.FLAG_CAPTURED));
    assertThat(Status.outcome(Status.of(Status.PLY_LIMIT, Status.DRAW)))
        .isEqualTo(ClassicOutcome.draw(ClassicTermination.PLY_LIMIT));
  }
}
