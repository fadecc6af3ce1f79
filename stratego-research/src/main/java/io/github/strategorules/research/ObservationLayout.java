package io.github.strategorules.research;

import java.util.ArrayList;
import java.util.List;

/**
 * How an {@link ObservationEncoder}'s tensor is laid out, for a caller that reshapes it: {@code
 * planes} planes of {@code height * width} values first (the value of square {@code (x, y)} of
 * plane {@code k} at {@code k * height * width + y * width + x}, row {@code y = 0} being rank 1),
 * then {@code scalars().size()} scalars. Every plane and every scalar has a name, so that a model's
 * input can be read without the encoder's Javadoc (Python: {@code observation_layout()}).
 *
 * @param planes the number of planes, 0 for a tensor of scalars alone
 * @param height the rows of a plane (0 when there are no planes)
 * @param width the columns of a plane (0 when there are no planes)
 * @param planeNames one name per plane, in order
 * @param scalarNames one name per scalar after the planes, in order
 */
public record ObservationLayout(
    int planes, int height, int width, List<String> planeNames, List<String> scalarNames) {
  /**
   * Checks the layout.
   *
   * @param planes the number of planes
   * @param height the rows of a plane
   * @param width the columns of a plane
   * @param planeNames one name per plane
   * @param scalarNames one name per scalar
   * @throws IllegalArgumentException when a count is negative, the names do not match the counts,
   *     or a plane is empty
   */
  public ObservationLayout {
    planeNames = List.copyOf(planeNames);
    scalarNames = List.copyOf(scalarNames);
    if (planes < 0 || height < 0 || width < 0 || planeNames.size() != planes) {
      throw new IllegalArgumentException(
          "a layout of " + planes + " planes with " + planeNames.size() + " plane names");
    }
    if (planes > 0 && (height < 1 || width < 1)) {
      throw new IllegalArgumentException("planes of " + height + " x " + width);
    }
  }

  /**
   * A tensor without planes: {@code size} scalars named {@code x0, x1, ...}, the layout of an
   * encoder that says nothing more ({@link ObservationEncoder#layout()}'s default).
   *
   * @param size the tensor's length
   * @return the layout
   */
  public static ObservationLayout flat(int size) {
    List<String> names = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      names.add("x" + i);
    }
    return new ObservationLayout(0, 0, 0, List.of(), names);
  }

  /**
   * The tensor's length: {@code planes * height * width + scalars().size()}, the encoder's {@link
   * ObservationEncoder#size()}.
   *
   * @return the number of floats
   */
  public int size() {
    return planes * height * width + scalarNames.size();
  }

  /**
   * The values of one plane.
   *
   * @return {@code height * width}
   */
  public int area() {
    return height * width;
  }
}
