package io.github.strategorules.research.classic;

import io.github.strategorules.core.error.StrategoException;

/**
 * A policy weights file ({@link PolicyNetwork}, {@code docs/learned.md}) that cannot be played:
 * thrown while the file is read, before any game is played, with a machine-readable {@link Reason},
 * the file's name and the mismatch in the message.
 */
public final class PolicyFileException extends StrategoException {
  private static final long serialVersionUID = 1L;

  /** Why a file was refused. */
  public enum Reason {
    /** The file could not be read (missing, a folder, an I/O error). */
    UNREADABLE,
    /** The file does not start with the magic {@code STRPOLICY\0}: not a policy file. */
    NOT_A_POLICY_FILE,
    /** The file's format version is not one this library reads. */
    UNSUPPORTED_FORMAT_VERSION,
    /**
     * The file was trained for another game than the one it is asked to play (its spec differs; the
     * shipped {@code learned} bot accepts any ruleset of its family on the same board).
     */
    WRONG_GAME,
    /** The file's observation layout or its encoding version is not the library's now. */
    WRONG_ENCODING,
    /**
     * The file's sizes do not fit: its observation size or action count differ from the game's, or
     * its layers' shapes do not chain (a layer's inputs other than the previous one's outputs).
     */
    WRONG_SIZES,
    /** The file ends before its header or its parameters do. */
    TRUNCATED,
    /** Bytes follow the last parameter. */
    TRAILING_BYTES,
    /** A parameter is not a finite number (NaN or infinite). */
    NON_FINITE_PARAMETER
  }

  /** Why the file was refused (part of the serialized form). */
  private final Reason reason;

  /** The file's name, as it was given (part of the serialized form). */
  private final String file;

  /**
   * Creates the exception.
   *
   * @param reason why the file was refused
   * @param file the file's name, as it was given
   * @param detail the mismatch, in words
   */
  public PolicyFileException(Reason reason, String file, String detail) {
    super(file + ": " + reason + ": " + detail);
    this.reason = reason;
    this.file = file;
  }

  /**
   * Why the file was refused.
   *
   * @return the reason
   */
  public Reason reason() {
    return reason;
  }

  /**
   * The refused file's name, as it was given.
   *
   * @return the name
   */
  public String file() {
    return file;
  }
}
