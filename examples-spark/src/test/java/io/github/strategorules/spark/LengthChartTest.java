package io.github.strategorules.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.junit.jupiter.api.Test;

/** The chart's bars: where they stand and how tall they are, read back from the pixels. */
class LengthChartTest {
  private static int barHeight(BufferedImage img, int x, int panel) {
    int base = (panel + 1) * LengthChart.PANEL_HEIGHT - LengthChart.BOTTOM - 1;
    int h = 0;
    while (img.getRGB(x, base - h) == LengthChart.BAR.getRGB()) {
      h++;
    }
    return h;
  }

  @Test
  void barsStandAtTheirBucketsWithHeightsInProportionToTheGames() {
    // spec a: 1 game at 0-9 plies, none at 10-19, 4 at 20-29; spec b: 3 games at 10-19
    List<Row> histogram =
        List.of(
            RowFactory.create("a", 0, 1L),
            RowFactory.create("a", 20, 4L),
            RowFactory.create("b", 10, 3L));
    BufferedImage img = LengthChart.draw(histogram, 10);
    assertThat(img.getWidth()).isEqualTo(LengthChart.WIDTH);
    assertThat(img.getHeight()).isEqualTo(2 * LengthChart.PANEL_HEIGHT);
    int plotW = LengthChart.WIDTH - LengthChart.LEFT - LengthChart.RIGHT;
    int plotH = LengthChart.PANEL_HEIGHT - LengthChart.TOP - LengthChart.BOTTOM;
    // panel a has three slots (0, 10, 20): sample the middle of each
    int slot = plotW / 3;
    int first = barHeight(img, LengthChart.LEFT + slot / 2, 0);
    int empty = barHeight(img, LengthChart.LEFT + slot + slot / 2, 0);
    int third = barHeight(img, LengthChart.LEFT + 2 * slot + slot / 2, 0);
    assertThat(third).isEqualTo(plotH);
    assertThat(first).isBetween(plotH / 4 - 1, plotH / 4 + 1);
    assertThat(empty).isZero();
    // panel b has two slots (0, 10): only the second has a bar, full height (its own scale)
    int half = plotW / 2;
    assertThat(barHeight(img, LengthChart.LEFT + half / 2, 1)).isZero();
    assertThat(barHeight(img, LengthChart.LEFT + half + half / 2, 1)).isEqualTo(plotH);
  }
}
