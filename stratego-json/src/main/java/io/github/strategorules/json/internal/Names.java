package io.github.strategorules.json.internal;

import java.lang.reflect.RecordComponent;

/** JSON names from Java names: fields and kinds in snake case, so a record's JSON is predictable. */
public final class Names {
  private static final ClassValue<String[]> FIELDS = new ClassValue<>() {
    @Override
    protected String[] computeValue(Class<?> type) {
      RecordComponent[] components = type.getRecordComponents();
      String[] names = new String[components.length];
      for (int i = 0; i < components.length; i++) {
        names[i] = snake(components[i].getName());
      }
      return names;
    }
  };

  private Names() {}

  /**
   * The snake-case form of a Java name: {@code movedFar} gives {@code moved_far},
   * {@code PlacePiece} gives {@code place_piece}.
   *
   * @param name the Java name
   * @return the JSON name
   */
  public static String snake(String name) {
    StringBuilder sb = new StringBuilder(name.length() + 4);
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (Character.isUpperCase(c)) {
        if (i > 0) {
          sb.append('_');
        }
        sb.append(Character.toLowerCase(c));
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }

  /**
   * The JSON field names of a record's components, in declaration order.
   *
   * @param type a record type
   * @return the names (shared: do not change)
   */
  static String[] fields(Class<?> type) {
    return FIELDS.get(type);
  }

  /**
   * The kind of an action or event record: its simple name in snake case.
   *
   * @param type the record type
   * @return the kind, such as {@code piece_moved}
   */
  public static String kind(Class<?> type) {
    return snake(type.getSimpleName());
  }
}
