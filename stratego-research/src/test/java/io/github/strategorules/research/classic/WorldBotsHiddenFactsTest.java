package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.SensibleSetups;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.ScriptedSetupBot;
import io.github.strategorules.research.Transcript;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issues 26, 38, 51 and 52: the bots that search sampled worlds (the reference bot, the strategist)
 * and the one that searches one board of beliefs ({@code deep}) read only what their seat may know
 * (C-8). Paired games that differ only in where BLUE hid its flag (BLUE's flag and one of its bombs
 * swapped, neither of which moves), played from the same seed by the same bots, give RED's bot
 * (with a fixed budget, so that its choices depend on its inputs alone) the same inputs and make it
 * choose the same actions at every decision, its setup included. A bot that looked at the real
 * position (its flag, its bombs) would search other worlds and, sooner or later, move otherwise.
 */
class WorldBotsHiddenFactsTest {

  /** Records what RED's bot is given and what it chooses. */
  private static final class Recording implements Bot {
    private final Bot inner;
    final List<Transcript> transcripts = new ArrayList<>();
    final List<List<Action>> legal = new ArrayList<>();
    final List<Action> chosen = new ArrayList<>();

    Recording(Bot inner) {
      this.inner = inner;
    }

    @Override
    public String name() {
      return inner.name();
    }

    @Override
    public Action choose(Transcript transcript, List<Action> decisions, SplittableRandom random) {
      transcripts.add(transcript);
      legal.add(decisions);
      Action a = inner.choose(transcript, decisions, random);
      chosen.add(a);
      return a;
    }
  }

  static Setup swap(Setup s, Square a, Square b) {
    PieceType ta = typeAt(s, a);
    PieceType tb = typeAt(s, b);
    List<Setup.Placement> out = new ArrayList<>();
    for (Setup.Placement p : s.placements()) {
      out.add(
          p.square().equals(a)
              ? new Setup.Placement(a, tb)
              : p.square().equals(b) ? new Setup.Placement(b, ta) : p);
    }
    return Setup.of(out);
  }

  private static PieceType typeAt(Setup s, Square sq) {
    return s.placements().stream()
        .filter(p -> p.square().equals(sq))
        .findFirst()
        .orElseThrow()
        .type();
  }

  static Stream<Arguments> bots() {
    return Stream.of(
        Arguments.of("reference", (Supplier<Bot>) () -> ReferenceBot.fixed(3)),
        Arguments.of(
            "strategist",
            (Supplier<Bot>)
                () ->
                    StrategistBot.fixed(2, StrategistBot.DEFAULT_PLIES, StrategistBot.defaults())),
        Arguments.of("deep", (Supplier<Bot>) () -> DeepBot.fixed(3_000)),
        // Issue 51: the learned network reads its seat's transcript alone, as the others.
        Arguments.of(
            "learned",
            (Supplier<Bot>)
                () -> PolicyBot.learned(io.github.strategorules.core.game.Games.parse("classic"))));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("bots")
  void gamesThatDifferOnlyInWhereBlueHidItsFlagGiveTheBotTheSameInputsAndChoices(
      String name, Supplier<Bot> bot) {
    Ruleset r = Ruleset.parse("classic");
    int pairs = 0;
    int moves = 0;
    for (long seed = 1; seed <= 6; seed++) {
      Setup blue = SensibleSetups.generate(r, Seat.BLUE, seed);
      Square flag =
          blue.placements().stream()
              .filter(p -> p.type() == PieceType.FLAG)
              .findFirst()
              .orElseThrow()
              .square();
      Square bomb =
          blue.placements().stream()
              .filter(p -> p.type() == PieceType.BOMB)
              .findFirst()
              .orElseThrow()
              .square();
      Setup other = swap(blue, flag, bomb);
      int cap = 80 + 24; // both setups (80 placements), then 24 plies
      Recording a = new Recording(bot.get());
      Recording b = new Recording(bot.get());
      var endA =
          Match.play(ClassicGame.of(r), List.of(a, new ScriptedSetupBot(blue)), seed, cap)
              .finalState();
      Match.play(ClassicGame.of(r), List.of(b, new ScriptedSetupBot(other)), seed, cap);
      ClassicView seen = ((io.github.strategorules.core.ClassicState) endA).viewFor(Seat.RED);
      boolean touched =
          seen.moveLog().stream()
              .anyMatch(
                  e ->
                      e instanceof ClassicEvent.Battle x
                          && (x.to().equals(flag) || x.to().equals(bomb)));
      if (touched) {
        continue; // RED attacked one of the swapped pieces: the games differ for RED too
      }
      assertThat(b.legal).isEqualTo(a.legal);
      assertThat(b.transcripts).isEqualTo(a.transcripts);
      assertThat(b.chosen).as("the %s bot's choices, seed %d", name, seed).isEqualTo(a.chosen);
      moves +=
          (int)
              a.chosen.stream()
                  .filter(x -> x instanceof io.github.strategorules.core.action.Move)
                  .count();
      pairs++;
    }
    assertThat(pairs).isGreaterThanOrEqualTo(4);
    assertThat(moves).isGreaterThanOrEqualTo(4 * 12);
  }
}
