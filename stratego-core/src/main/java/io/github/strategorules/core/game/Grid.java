package io.github.strategorules.core.game;

import io.github.strategorules.core.board.Square;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The board of a game as one seat (or a spectator) sees it, as data: its size, every square that is
 * part of it with its terrain and what lies on it, and the pieces as that seat sees them. A client
 * draws a board from it without knowing the game and without reading the view's text diagram. Built
 * by the game from the view, so it holds no fact hidden from the view's seat.
 *
 * <p>Terrain and marks are short words of the game, documented with its view in {@code
 * docs/json.md}: classic Stratego's terrain is {@code land} or {@code lake} (C-1.1); Lost Island's
 * is its cell kind ({@code green_face_down}, {@code stone_face_down}, {@code face_up}, {@code
 * water}) with marks such as {@code tile:bomb3-plus}, {@code coins:2} and {@code flag}.
 *
 * @param files the number of files (columns); file {@code a} is column 0
 * @param ranks the number of ranks (rows); rank 1 is row 0, on the first seat's side
 * @param cells the squares of the board, rank 1 first, then by file; a square of the rectangle that
 *     is not listed is off the board
 */
public record Grid(int files, int ranks, List<Grid.Cell> cells) {
  /**
   * Checks the size and copies the cells.
   *
   * @param files the files
   * @param ranks the ranks
   * @param cells the cells
   */
  public Grid {
    if (files < 1 || ranks < 1) {
      throw new IllegalArgumentException("a board has at least one file and one rank");
    }
    cells = List.copyOf(cells);
  }

  /**
   * The cell of a square.
   *
   * @param square the square
   * @return the cell, or empty when the square is off the board
   */
  public Optional<Cell> cell(Square square) {
    return cells.stream().filter(c -> c.square().equals(square)).findFirst();
  }

  /**
   * One square of the board as the seat sees it.
   *
   * @param square the square
   * @param terrain the game's word for what the square is ({@code land}, {@code lake}, {@code
   *     face_up}, ...)
   * @param marks public things on the square beside a piece, each a game's word, some with a value
   *     after a colon ({@code coins:2}, {@code flag}); empty for most squares
   * @param piece the piece on the square as the seat sees it, or empty
   */
  public record Cell(Square square, String terrain, List<String> marks, Optional<Piece> piece) {
    /**
     * Checks presence and copies the marks.
     *
     * @param square the square
     * @param terrain the terrain
     * @param marks the marks
     * @param piece the piece
     */
    public Cell {
      Objects.requireNonNull(square, "square");
      Objects.requireNonNull(terrain, "terrain");
      Objects.requireNonNull(piece, "piece");
      marks = List.copyOf(marks);
    }
  }

  /**
   * A piece as the seat sees it.
   *
   * @param owner the seat that owns it
   * @param id the piece's public name where the game gives one (a Lost Island explorer's tag,
   *     {@code RED-A}), else empty
   * @param type what the piece is, when the seat knows it (a classic piece type such as {@code
   *     MARSHAL}, an explorer's value such as {@code 4}), else empty
   * @param revealed whether its type is known to every seat (a classic piece shown in a battle)
   * @param moved whether it has moved, where that is public
   * @param marks more public facts about it, each a game's word ({@code ring}, {@code
   *     carries_flag}, {@code rescued}); empty for most pieces
   */
  public record Piece(
      Seat owner,
      Optional<String> id,
      Optional<String> type,
      boolean revealed,
      boolean moved,
      List<String> marks) {
    /**
     * Checks presence and copies the marks.
     *
     * @param owner the owner
     * @param id the id
     * @param type the type
     * @param revealed whether revealed
     * @param moved whether moved
     * @param marks the marks
     */
    public Piece {
      Objects.requireNonNull(owner, "owner");
      Objects.requireNonNull(id, "id");
      Objects.requireNonNull(type, "type");
      marks = List.copyOf(marks);
    }
  }
}
