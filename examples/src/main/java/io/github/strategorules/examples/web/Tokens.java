package io.github.strategorules.examples.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * Unguessable identifiers: game ids, seat tokens and seeds, from one {@link SecureRandom}. A seat
 * token is the only proof of a seat: whoever holds it may resume the seat.
 */
final class Tokens {
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final char[] ID_CHARS = "abcdefghijkmnpqrstuvwxyz23456789".toCharArray();

  private Tokens() {}

  /** A game id: 10 characters, about 50 bits, easy to read aloud (no 0/o, 1/l). */
  static String gameId() {
    char[] c = new char[10];
    for (int i = 0; i < c.length; i++) {
      c[i] = ID_CHARS[RANDOM.nextInt(ID_CHARS.length)];
    }
    return new String(c);
  }

  /** A seat token: 192 random bits, URL-safe base 64. */
  static String seatToken() {
    byte[] b = new byte[24];
    RANDOM.nextBytes(b);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
  }

  /** A seed nobody can predict: a game's layout and setups depend on it. */
  static long seed() {
    return RANDOM.nextLong();
  }

  /** Compares a token in time that does not depend on where it differs. */
  static boolean same(String expected, String given) {
    return MessageDigest.isEqual(
        expected.getBytes(StandardCharsets.UTF_8), given.getBytes(StandardCharsets.UTF_8));
  }
}
