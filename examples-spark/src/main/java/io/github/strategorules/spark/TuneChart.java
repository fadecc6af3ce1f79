package io.github.strategorules.spark;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Polygon;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;

/**
 * A PNG chart of a tuning job's curve, drawn with Java2D like {@link LengthChart} (headless): the
 * score against the fixed opponent by iteration, from 0 to 1, as a line through the measurements,
 * each with its 95% interval as a bar and the intervals joined as a shaded band, and a dashed line
 * at 1/2 (as strong as the opponent).
 */
public final class TuneChart {
  /** The width of the image in pixels. */
  public static final int WIDTH = 800;

  /** The height of the image in pixels. */
  public static final int HEIGHT = 400;

  /** The colour of the score line and the interval bars. */
  public static final Color LINE = new Color(0x2E, 0x6F, 0xB7);

  /** The colour of the band between the intervals' ends. */
  public static final Color BAND = new Color(0xC9, 0xDB, 0xEF);

  /** The margins around the plot area: left, right, top, bottom. */
  static final int LEFT = 60;

  static final int RIGHT = 20;
  static final int TOP = 40;
  static final int BOTTOM = 40;

  private TuneChart() {}

  /**
   * The pixel row of a score.
   *
   * @param score 0 to 1
   * @return the row
   */
  static int y(double score) {
    return TOP + (int) Math.round((1 - score) * (HEIGHT - TOP - BOTTOM));
  }

  /**
   * The pixel column of an iteration.
   *
   * @param iteration the iteration
   * @param last the last iteration of the chart (at least 1)
   * @return the column
   */
  static int x(int iteration, int last) {
    return LEFT + (int) Math.round((double) iteration / last * (WIDTH - LEFT - RIGHT));
  }

  /**
   * Draws a curve.
   *
   * @param curve the measurements, by iteration, at least one
   * @param title the chart's title
   * @return the image
   */
  public static BufferedImage draw(List<CurvePoint> curve, String title) {
    int last = Math.max(1, curve.get(curve.size() - 1).iteration());
    BufferedImage img = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    try {
      g.setRenderingHint(
          RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, WIDTH, HEIGHT);
      g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
      int n = curve.size();
      Polygon band = new Polygon();
      for (CurvePoint p : curve) {
        band.addPoint(x(p.iteration(), last), y(p.score().high()));
      }
      for (int i = n - 1; i >= 0; i--) {
        CurvePoint p = curve.get(i);
        band.addPoint(x(p.iteration(), last), y(p.score().low()));
      }
      g.setColor(BAND);
      g.fillPolygon(band);
      // Axes, the ticks of the score and the line at 1/2.
      g.setColor(Color.DARK_GRAY);
      g.setStroke(new BasicStroke(1));
      g.drawLine(LEFT, y(0), WIDTH - RIGHT, y(0));
      g.drawLine(LEFT, y(0), LEFT, y(1));
      for (int t = 0; t <= 4; t++) {
        double s = t / 4.0;
        g.drawLine(LEFT - 4, y(s), LEFT, y(s));
        g.drawString(String.format(java.util.Locale.ROOT, "%.2f", s), 20, y(s) + 4);
      }
      g.setStroke(
          new BasicStroke(1, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {4}, 0));
      g.drawLine(LEFT, y(0.5), WIDTH - RIGHT, y(0.5));
      g.setColor(Color.BLACK);
      g.drawString(title, LEFT, 18);
      g.drawString("score vs the opponent (95% interval)", LEFT, 32);
      // The iteration of each measurement under the axis, where there is room.
      int free = 0;
      for (CurvePoint p : curve) {
        String label = Integer.toString(p.iteration());
        int w = g.getFontMetrics().stringWidth(label);
        int lx = x(p.iteration(), last) - w / 2;
        if (lx >= free) {
          g.drawLine(x(p.iteration(), last), y(0), x(p.iteration(), last), y(0) + 4);
          g.drawString(label, lx, y(0) + 16);
          free = lx + w + 6;
        }
      }
      g.drawString("iterations", WIDTH / 2 - 25, y(0) + 32);
      // The scores and their intervals.
      g.setColor(LINE);
      g.setStroke(new BasicStroke(2));
      for (int i = 0; i < n; i++) {
        CurvePoint p = curve.get(i);
        int px = x(p.iteration(), last);
        g.drawLine(px, y(p.score().low()), px, y(p.score().high()));
        g.drawLine(px - 4, y(p.score().low()), px + 4, y(p.score().low()));
        g.drawLine(px - 4, y(p.score().high()), px + 4, y(p.score().high()));
        g.fillOval(px - 4, y(p.score().value()) - 4, 9, 9);
        if (i > 0) {
          CurvePoint q = curve.get(i - 1);
          g.drawLine(x(q.iteration(), last), y(q.score().value()), px, y(p.score().value()));
        }
      }
    } finally {
      g.dispose();
    }
    return img;
  }

  /**
   * Draws the chart and writes it as PNG.
   *
   * @param curve the measurements
   * @param title the title
   * @param png the file
   */
  public static void write(List<CurvePoint> curve, String title, Path png) {
    try {
      if (!ImageIO.write(draw(curve, title), "png", png.toFile())) {
        throw new IllegalStateException("no PNG writer");
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + png + ": " + e.getMessage(), e);
    }
  }
}
