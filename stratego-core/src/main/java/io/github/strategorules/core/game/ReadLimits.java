package io.github.strategorules.core.game;

import io.github.strategorules.core.error.NotationException;

/**
 * How much a reader of text or archives accepts before it refuses the input: one policy for every
 * reader of the library (position notation, game records of both games, ruleset and config specs,
 * setups, Gravon XML files and zip archives), so that input from anywhere can be read without
 * trusting it. An input past a limit is refused with a {@link NotationException} whose {@link
 * NotationException#problem()} names the limit; nothing is truncated silently.
 *
 * <p>The {@link #DEFAULT defaults} are far above anything real (the largest game of the Gravon
 * archives is 62 KB of XML with 1,300 moves; their zip archives expand about 7 times) and keep a
 * hostile input of 1 MB within about 64 MB of heap and a second of work. Readers that take no
 * limits use the defaults; each reader also has an overload that takes a policy, such as {@code
 * ClassicRecord.parse(text, limits)}.
 *
 * @param maxDocumentLength the longest document: characters of a text record, position or setup,
 *     bytes of one Gravon XML file or of one zip entry once expanded (default 2 MiB)
 * @param maxValueLength the longest single value: a ruleset or config spec, a tag value, a player
 *     name, an XML attribute value (default 4,096)
 * @param maxActions the most moves or actions one game may hold (default 100,000)
 * @param maxTags the most tags of a record or {@code <player>} elements of a Gravon game (default
 *     256)
 * @param maxDepth the deepest nesting of XML elements (default 16)
 * @param maxArchiveEntries the most entries a zip archive may hold (default 100,000)
 * @param maxExpansion how many times its compressed size a zip archive may expand to, counted over
 *     the archive read so far with one {@code maxDocumentLength} of slack (default 20: the Gravon
 *     archives expand about 7 times; reading XML takes about a second per 20 MB on a cold JVM): a
 *     guard against archives built to expand without end ("zip bombs")
 */
public record ReadLimits(
    int maxDocumentLength,
    int maxValueLength,
    int maxActions,
    int maxTags,
    int maxDepth,
    int maxArchiveEntries,
    int maxExpansion) {

  /**
   * The defaults: 2 MiB documents, 4,096-character values, 100,000 actions, 256 tags, depth 16,
   * 100,000 archive entries, 20 times expansion.
   */
  public static final ReadLimits DEFAULT =
      new ReadLimits(2 << 20, 4096, 100_000, 256, 16, 100_000, 20);

  /**
   * Checks every limit is positive.
   *
   * @param maxDocumentLength see the class comment
   * @param maxValueLength see the class comment
   * @param maxActions see the class comment
   * @param maxTags see the class comment
   * @param maxDepth see the class comment
   * @param maxArchiveEntries see the class comment
   * @param maxExpansion see the class comment
   * @throws IllegalArgumentException for a limit below 1
   */
  public ReadLimits {
    positive("maxDocumentLength", maxDocumentLength);
    positive("maxValueLength", maxValueLength);
    positive("maxActions", maxActions);
    positive("maxTags", maxTags);
    positive("maxDepth", maxDepth);
    positive("maxArchiveEntries", maxArchiveEntries);
    positive("maxExpansion", maxExpansion);
  }

  private static void positive(String name, int value) {
    if (value < 1) {
      throw new IllegalArgumentException(name + " must be at least 1, not " + value);
    }
  }

  /**
   * These limits with another document length.
   *
   * @param n characters or bytes
   * @return the new limits
   */
  public ReadLimits withMaxDocumentLength(int n) {
    return new ReadLimits(
        n, maxValueLength, maxActions, maxTags, maxDepth, maxArchiveEntries, maxExpansion);
  }

  /**
   * These limits with another value length.
   *
   * @param n characters
   * @return the new limits
   */
  public ReadLimits withMaxValueLength(int n) {
    return new ReadLimits(
        maxDocumentLength, n, maxActions, maxTags, maxDepth, maxArchiveEntries, maxExpansion);
  }

  /**
   * These limits with another number of actions per game.
   *
   * @param n actions
   * @return the new limits
   */
  public ReadLimits withMaxActions(int n) {
    return new ReadLimits(
        maxDocumentLength, maxValueLength, n, maxTags, maxDepth, maxArchiveEntries, maxExpansion);
  }

  /**
   * These limits with another number of tags.
   *
   * @param n tags
   * @return the new limits
   */
  public ReadLimits withMaxTags(int n) {
    return new ReadLimits(
        maxDocumentLength,
        maxValueLength,
        maxActions,
        n,
        maxDepth,
        maxArchiveEntries,
        maxExpansion);
  }

  /**
   * These limits with another XML nesting depth.
   *
   * @param n levels
   * @return the new limits
   */
  public ReadLimits withMaxDepth(int n) {
    return new ReadLimits(
        maxDocumentLength, maxValueLength, maxActions, maxTags, n, maxArchiveEntries, maxExpansion);
  }

  /**
   * These limits with another number of archive entries.
   *
   * @param n entries
   * @return the new limits
   */
  public ReadLimits withMaxArchiveEntries(int n) {
    return new ReadLimits(
        maxDocumentLength, maxValueLength, maxActions, maxTags, maxDepth, n, maxExpansion);
  }

  /**
   * These limits with another expansion factor for zip archives.
   *
   * @param n times the compressed size
   * @return the new limits
   */
  public ReadLimits withMaxExpansion(int n) {
    return new ReadLimits(
        maxDocumentLength, maxValueLength, maxActions, maxTags, maxDepth, maxArchiveEntries, n);
  }

  /**
   * Refuses a document longer than {@link #maxDocumentLength()}.
   *
   * @param text the document
   * @param what what it is, for the message (such as "a game record")
   * @throws NotationException when it is too long
   */
  public void checkDocument(String text, String what) {
    if (text.length() > maxDocumentLength) {
      throw new NotationException(
          what
              + " is longer than the limit of "
              + maxDocumentLength
              + " characters (ReadLimits.maxDocumentLength)",
          "",
          0);
    }
  }

  /**
   * Refuses a value longer than {@link #maxValueLength()}.
   *
   * @param value the value
   * @param what what it is, for the message (such as "a ruleset spec")
   * @throws NotationException when it is too long
   */
  public void checkValue(String value, String what) {
    if (value.length() > maxValueLength) {
      throw new NotationException(
          what
              + " is longer than the limit of "
              + maxValueLength
              + " characters (ReadLimits.maxValueLength)",
          "",
          0);
    }
  }
}
