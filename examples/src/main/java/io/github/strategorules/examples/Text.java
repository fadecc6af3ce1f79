package io.github.strategorules.examples;

/** Text from the input made safe for one line of human output. */
final class Text {
  private Text() {}

  /**
   * The text on one line: line breaks, other control characters and the Unicode line and
   * paragraph separators are written as {@code \n}, {@code \r}, {@code \t} or {@code \}{@code uXXXX}
   * escapes, so that a name or message from a file can never start an output line of its own.
   *
   * @param s the text
   * @return the escaped text
   */
  static String oneLine(String s) {
    StringBuilder sb = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      boolean control = c < 0x20 || c == 0x7f || c == 0x85 || c == 0x2028 || c == 0x2029;
      if (control && sb == null) {
        sb = new StringBuilder(s.length() + 8).append(s, 0, i);
      }
      if (sb == null) {
        continue;
      }
      if (!control) {
        sb.append(c);
      } else if (c == '\n') {
        sb.append("\\n");
      } else if (c == '\r') {
        sb.append("\\r");
      } else if (c == '\t') {
        sb.append("\\t");
      } else {
        sb.append(String.format("\\u%04x", (int) c));
      }
    }
    return sb == null ? s : sb.toString();
  }
}
