package io.github.strategorules.lostisland;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Seat;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The Lost Island record format (LI-2.6, docs/notation.md) and the action text form. */
class IslandRecordTest {

  private static IslandState played() {
    IslandConfig c =
        IslandConfig.parse("lost-island(players=3,seed=5,secret_fights,storms_vanish)");
    return Games.play(IslandState.newGame(c), new SplittableRandom(5), 100_000).last();
  }

  @Test
  void the_format_has_the_header_config_layout_actions_and_result() {
    IslandState end = played();
    String text = IslandRecord.of(end).format();
    List<String> lines = text.lines().toList();
    assertThat(lines.get(0)).isEqualTo("lost-island-record 1");
    assertThat(lines.get(1))
        .isEqualTo("config lost-island(players=3,seed=5,secret_fights,storms_vanish)");
    assertThat(lines.get(2)).isEqualTo("layout " + end.config().layout());
    assertThat(lines.get(3)).matches("action RED place \\d \\d \\d");
    assertThat(lines.get(4)).matches("action RED boat \\d \\d \\d");
    assertThat(lines.get(lines.size() - 1))
        .matches("result (RED|BLUE|GREEN|draw) (FLAG_AND_ISLAND|TURN_LIMIT)");
    assertThat(IslandRecord.isRecord("# a comment\n\n" + text)).isTrue();
    assertThat(IslandRecord.isRecord("stratego-record 1\n")).isFalse();
    assertThat(IslandRecord.of(end).toString()).doesNotContain("place").contains("secret_fights");
  }

  @Test
  void action_text_names_squares_and_tags_and_only_setup_notation_holds_values() {
    Seat r = Seat.RED;
    assertThat(new IslandAction.PlaceExplorers(r, List.of(3, 1, 6)).toString())
        .isEqualTo("RED places explorers");
    assertThat(new IslandAction.PlaceExplorers(r, List.of(3, 1, 6)).notation())
        .isEqualTo("RED place 3 1 6");
    IslandAction one =
        new IslandAction.PlaceExplorer(r, io.github.strategorules.core.board.Square.parse("c3"), 4);
    assertThat(one.toString()).isEqualTo("RED places an explorer on c3");
    assertThat(one.notation()).isEqualTo("RED place c3=4");
    for (String t :
        List.of(
            "BLUE move a1-a2",
            "RED swim a1~c3",
            "GREEN flip b3",
            "RED reinforce c3",
            "RED buy reinforce c3",
            "RED ring c3",
            "RED spy c3",
            "RED end step",
            "RED remove a1",
            "RED bomb axis HORIZONTAL",
            "RED direction NORTH_EAST",
            "YELLOW bomb expert",
            "RED no bomb expert",
            "RED flag to c3",
            "RED place 3 1 6",
            "RED place c3=4",
            "RED boat 2 4 5")) {
      assertThat(IslandAction.parse(t).notation()).isEqualTo(t);
    }
    assertThatThrownBy(() -> IslandAction.parse("RED jump a1"))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("unknown action");
    assertThatThrownBy(() -> IslandAction.parse("PURPLE move a1-a2"))
        .isInstanceOf(NotationException.class);
    assertThatThrownBy(() -> IslandAction.parse("RED move a1a2"))
        .isInstanceOf(NotationException.class);
  }

  @Test
  void parse_errors_name_the_line_and_column() {
    String good = IslandRecord.of(played()).format();
    NotationException e =
        (NotationException)
            org.assertj.core.api.Assertions.catchThrowable(
                () ->
                    IslandRecord.parse(
                        good.replaceFirst("action BLUE [^\n]*", "action BLUE fly a1")));
    assertThat(e).isNotNull();
    assertThat(e.line()).isGreaterThan(3);
    assertThat(e.column()).isEqualTo("action ".length() + 1 + "BLUE ".length());
    NotationException v =
        (NotationException)
            org.assertj.core.api.Assertions.catchThrowable(
                () -> IslandRecord.parse("lost-island-record 2\n"));
    assertThat(v.problem()).contains("unsupported record version");
    NotationException order =
        (NotationException)
            org.assertj.core.api.Assertions.catchThrowable(
                () -> IslandRecord.parse("lost-island-record 1\naction RED end step\n"));
    assertThat(order.line()).isEqualTo(2);
    NotationException spec =
        (NotationException)
            org.assertj.core.api.Assertions.catchThrowable(
                () -> IslandRecord.parse(good.replace("secret_fights", "secret_fight")));
    assertThat(spec.line()).isEqualTo(2);
    assertThat(spec.getMessage()).contains("accepted options");
    NotationException layout =
        (NotationException)
            org.assertj.core.api.Assertions.catchThrowable(
                () -> IslandRecord.parse(good.replaceFirst("layout \\S+", "layout XX")));
    assertThat(layout.line()).isEqualTo(3);
  }

  @Test
  void replay_stops_at_the_first_illegal_action() {
    IslandState end = played();
    List<IslandAction> actions = new java.util.ArrayList<>(end.history());
    actions.set(6, new IslandAction.EndStep(Seat.YELLOW)); // a 3-player game: YELLOW does not play
    var r = new IslandRecord(end.config(), actions, Optional.empty()).replay();
    assertThat(r.firstIllegal())
        .hasValueSatisfying(
            i -> {
              assertThat(i.index()).isEqualTo(7);
              assertThat(i.reason()).isEqualTo(IslandReason.NOT_A_SEAT);
            });
    assertThat(r.applied()).isEqualTo(6);
  }
}
