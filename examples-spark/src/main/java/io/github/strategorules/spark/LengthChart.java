package io.github.strategorules.spark;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.apache.spark.sql.Row;

/**
 * A PNG chart of game lengths drawn with Java2D: one histogram panel per spec, one bar per bucket
 * of plies, bar heights in proportion to the number of games (each panel scaled to its tallest
 * bar). Headless: it needs no display.
 */
public final class LengthChart {
  /** The width of the image in pixels. */
  public static final int WIDTH = 800;

  /** The height of one panel in pixels. */
  public static final int PANEL_HEIGHT = 240;

  /** The colour of the bars. */
  public static final Color BAR = new Color(0x2E, 0x6F, 0xB7);

  /** The margins around the plot area of a panel: left, right, top, bottom. */
  static final int LEFT = 60;

  static final int RIGHT = 20;
  static final int TOP = 30;
  static final int BOTTOM = 40;

  private LengthChart() {}

  /**
   * Draws the histogram of {@link Analysis#histogram()}.
   *
   * @param histogram rows {@code spec, from_ply, games}, sorted by spec and bucket
   * @param bucket the bucket width in plies
   * @return the image
   */
  public static BufferedImage draw(List<Row> histogram, int bucket) {
    Map<String, Map<Integer, Long>> panels = new LinkedHashMap<>();
    for (Row r : histogram) {
      panels
          .computeIfAbsent(r.getString(0), k -> new LinkedHashMap<>())
          .put(r.getInt(1), r.getLong(2));
    }
    int height = Math.max(1, panels.size()) * PANEL_HEIGHT;
    BufferedImage img = new BufferedImage(WIDTH, height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    try {
      g.setRenderingHint(
          RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, WIDTH, height);
      g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
      int y0 = 0;
      for (Map.Entry<String, Map<Integer, Long>> p : panels.entrySet()) {
        panel(g, p.getKey(), p.getValue(), bucket, y0);
        y0 += PANEL_HEIGHT;
      }
    } finally {
      g.dispose();
    }
    return img;
  }

  private static void panel(
      Graphics2D g, String spec, Map<Integer, Long> bars, int bucket, int y0) {
    int maxBucket = bars.keySet().stream().mapToInt(Integer::intValue).max().orElse(0);
    long maxGames = bars.values().stream().mapToLong(Long::longValue).max().orElse(1);
    int slots = maxBucket / bucket + 1;
    int plotW = WIDTH - LEFT - RIGHT;
    int plotH = PANEL_HEIGHT - TOP - BOTTOM;
    int baseY = y0 + PANEL_HEIGHT - BOTTOM;
    g.setColor(Color.BLACK);
    g.drawString(spec + ": games by length (plies, " + bucket + " per bar)", LEFT, y0 + 18);
    g.drawString(Long.toString(maxGames), 8, y0 + TOP + 10);
    g.drawString("0", 8, baseY);
    g.drawString("0", LEFT, baseY + 16);
    String last = Integer.toString(maxBucket + bucket);
    g.drawString(last, LEFT + plotW - g.getFontMetrics().stringWidth(last), baseY + 16);
    double slotW = (double) plotW / slots;
    g.setColor(BAR);
    for (Map.Entry<Integer, Long> b : bars.entrySet()) {
      int x = LEFT + (int) Math.round(b.getKey() / bucket * slotW);
      int w = Math.max(1, (int) Math.round(slotW) - 1);
      int h = (int) Math.round((double) b.getValue() / maxGames * plotH);
      g.fillRect(x, baseY - h, w, h);
    }
    g.setColor(Color.DARK_GRAY);
    g.setStroke(new BasicStroke(1));
    g.drawLine(LEFT, baseY, LEFT + plotW, baseY);
    g.drawLine(LEFT, baseY, LEFT, y0 + TOP);
  }

  /**
   * Draws the chart and writes it as PNG.
   *
   * @param histogram the histogram rows
   * @param bucket the bucket width
   * @param png the file
   */
  public static void write(List<Row> histogram, int bucket, Path png) {
    try {
      if (!ImageIO.write(draw(histogram, bucket), "png", png.toFile())) {
        throw new IllegalStateException("no PNG writer");
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + png + ": " + e.getMessage(), e);
    }
  }
}
