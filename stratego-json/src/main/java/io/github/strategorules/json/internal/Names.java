package io.github.strategorules.json.internal;

import io.github.strategorules.core.game.DrawAcceptance;
import io.github.strategorules.core.game.DrawOffer;
import io.github.strategorules.core.game.Resignation;
import java.lang.reflect.RecordComponent;

/**
 * JSON names from Java names: fields and kinds in snake case, so a record's JSON is predictable and
 * says the contract's words ({@code seat}, {@code first_seat}) in every game. One exception: the
 * table actions' kinds are {@code resign}, {@code offer_draw} and {@code accept_draw} in every
 * game, whatever their records are called.
 */
public final class Names {
  private static final ClassValue<String[]> FIELDS =
      new ClassValue<>() {
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
   * The snake-case form of a Java name: {@code movedFar} gives {@code moved_far}, {@code
   * PlacePiece} gives {@code place_piece}.
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
   * The kind of an action or event record: its simple name in snake case, but {@code resign},
   * {@code offer_draw} and {@code accept_draw} for the contract's table actions.
   *
   * @param type the record type
   * @return the kind, such as {@code piece_moved}
   */
  public static String kind(Class<?> type) {
    if (Resignation.class.isAssignableFrom(type)) {
      return "resign";
    }
    if (DrawOffer.class.isAssignableFrom(type)) {
      return "offer_draw";
    }
    if (DrawAcceptance.class.isAssignableFrom(type)) {
      return "accept_draw";
    }
    return snake(type.getSimpleName());
  }
}
