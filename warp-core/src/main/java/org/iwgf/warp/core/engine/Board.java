// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.Arrays;

/**
 * What a state keeps of the table in one array of longs, copied once by a chart: first a bit for every
 * coordinate laid on a route this round (the Spacedock is not among them), {@code words} long; then a byte
 * for each route slot, eight to a word, holding the slot's open end (low five bits) and whether the route is
 * started. The order in which the coordinates were laid is the state's chain of {@link Laid} links.
 *
 * <p>Why one array: a chart changes a hand, the table and one route's open end. Kept as a hand array, the
 * array of hands and an array of trails, those were three copies a move; as the coordinates laid (a hand is
 * what it was dealt and drew, less what lies on the table) and the open ends, they are one.
 */
final class Board {
  private static final int END = 0x1F;
  private static final int STARTED = 0x20;

  private Board() {}

  /** A board with nothing laid and every one of {@code seats + 1} routes unstarted on {@code pip}. */
  static long[] fresh(int words, int seats, int pip) {
    long[] board = new long[words + (seats + 8) / 8];
    long every = 0x0101010101010101L * pip;
    Arrays.fill(board, words, board.length, every);
    return board;
  }

  /** The pip a coordinate must show to join route {@code slot}. */
  static int openEnd(long[] board, int words, int slot) {
    return (int) (board[words + (slot >>> 3)] >>> ((slot & 7) << 3)) & END;
  }

  /** True once a coordinate has been charted along route {@code slot} (a side branch included). */
  static boolean started(long[] board, int words, int slot) {
    return (board[words + (slot >>> 3)] >>> ((slot & 7) << 3) & STARTED) != 0;
  }

  /** Route {@code slot} started, with {@code end} its open end. */
  static void open(long[] board, int words, int slot, int end) {
    int at = words + (slot >>> 3);
    int shift = (slot & 7) << 3;
    board[at] = board[at] & ~(0xFFL << shift) | (long) (end | STARTED) << shift;
  }

  /** Routes {@code a} and {@code b}'s open ends and starts exchanged. */
  static void swap(long[] board, int words, int a, int b) {
    long byteA = board[words + (a >>> 3)] >>> ((a & 7) << 3) & 0xFF;
    long byteB = board[words + (b >>> 3)] >>> ((b & 7) << 3) & 0xFF;
    put(board, words, a, byteB);
    put(board, words, b, byteA);
  }

  private static void put(long[] board, int words, int slot, long value) {
    int at = words + (slot >>> 3);
    int shift = (slot & 7) << 3;
    board[at] = board[at] & ~(0xFFL << shift) | value << shift;
  }

  /**
   * {@code tile} charted along route {@code slot}, leaving {@code end} open there: the board's part of a chart
   * (the caller adds the {@link Laid} link).
   */
  static void chart(long[] board, int words, int slot, int tile, int end) {
    lay(board, tile);
    open(board, words, slot, end);
  }

  /** Marks {@code tile} as laid. */
  static void lay(long[] board, int tile) {
    board[tile >>> 6] |= 1L << tile;
  }

  /** True if {@code tile} lies on a route. */
  static boolean laid(long[] board, int tile) {
    return (board[tile >>> 6] >>> tile & 1) != 0;
  }
}
