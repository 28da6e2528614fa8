// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.StringJoiner;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.iwgf.warp.server.game.LiveGame;
import org.iwgf.warp.server.game.LiveGame.PastUpdate;
import org.iwgf.warp.server.game.PlainJson;
import org.iwgf.warp.server.store.Seat;
import org.iwgf.warp.server.store.StoredTable.StoredMove;

/**
 * One live table: its game, its seats and who listens at each seat. Every operation holds the table's lock,
 * so moves, their storage and their broadcast happen in one order.
 */
final class Table {
  final String id;
  final String config;
  final long seed;
  LiveGame game;
  final List<Seat> seats;
  final SplittableRandom officerRandom;
  boolean assisted;
  final boolean rated;
  final Comms comms;
  /** A rated table's commitment to its seed; empty at a casual table and at a rated one stored without it. */
  Optional<SeedCommitment> commitment = Optional.empty();
  /** The registered player bound to each rated seat, by seat (see {@link RatedPlay}). */
  final Map<Integer, String> players = new ConcurrentHashMap<>();
  /** The turn timer: how long a move may take, and the seats officers play for. */
  final TurnTimer timer;
  /**
   * The record as stored, move by move: each move's seat, its JSON and whether the officer covering the seat
   * made it. Appended only once the move is stored, so that it always says what the database says.
   */
  final List<StoredMove> record = new ArrayList<>();
  private final Map<Consumer<String>, Integer> listeners = new ConcurrentHashMap<>();

  Table(String id, String config, long seed, LiveGame game, List<Seat> seats, boolean assisted, boolean rated,
      Comms comms, TurnTimer timer) {
    this.id = id;
    this.config = config;
    this.seed = seed;
    this.game = game;
    this.seats = new ArrayList<>(seats);
    this.assisted = assisted;
    this.rated = rated;
    this.comms = comms;
    this.timer = timer;
    // Officers draw from their own stream, so their choices do not depend on the deal's seed being secret.
    this.officerRandom = new SplittableRandom(seed ^ 0x5DEECE66DL);
  }

  /** The officer's rank if an officer is at the helm, or plays for the covered seat at the helm. */
  synchronized Optional<String> officerAtHelm() {
    OptionalInt seat = game.toAct();
    if (seat.isEmpty()) {
      return Optional.empty();
    }
    int at = seat.getAsInt();
    return seats.get(at).officerRank()
        .or(() -> timer.covers(at) ? Optional.of(TurnTimers.coverRank(game.game())) : Optional.empty());
  }

  /** The update message for {@code seat}: the envelope around the game's own seat update. */
  synchronized String update(int seat) {
    return envelope("update", "", seat, present(seat));
  }

  private PastUpdate present(int seat) {
    return new PastUpdate(game.ply(), game.toAct(), game.outcome().isPresent(), game.seatUpdate(seat));
  }

  // Every update carries its sequence number, seq: the moves played at that moment, which the stored record
  // counts too, so that the numbering goes on unchanged after a restart.
  String envelope(String type, String extra, int seat, PastUpdate moment) {
    String inner = moment.seatUpdate();
    return "{\"type\":\"" + type + "\"" + extra + ",\"seq\":" + moment.ply() + ",\"table\":\"" + id
        + "\",\"game\":\"" + game.game() + "\",\"seat\":" + seat
        + ",\"ply\":" + moment.ply() + ",\"toAct\":" + moment.toAct().orElse(-1)
        + ",\"over\":" + moment.over() + ",\"seats\":"
        + PlainJson.write(seats.stream().map(Seat::kind).toList())
        + commitment.map(c -> ",\"seed\":" + PlainJson.write(c.published(seed, moment.over()))).orElse("")
        + timer.json() + (timer.timed() ? lastMove(moment.ply()) : "")
        + "," + inner.substring(1);
  }

  // Who made the move that led to the moment after move `ply`: its seat and whether the officer covering the
  // seat made it. Said at tables with a turn timer, the only ones where an officer covers a seat.
  private String lastMove(int ply) {
    if (ply == 0) {
      return "";
    }
    StoredMove made = record.get(ply - 1);
    return ",\"lastMove\":{\"seat\":" + made.seat() + ",\"covered\":" + made.covered() + "}";
  }

  /**
   * Who made each move of the record, in order: {@code [{"seat":0,"covered":false},…]}, {@code covered} when the
   * officer covering the seat made it.
   */
  String movers() {
    StringJoiner movers = new StringJoiner(",", "[", "]");
    record.forEach(m -> movers.add("{\"seat\":" + m.seat() + ",\"covered\":" + m.covered() + "}"));
    return movers.toString();
  }

  /**
   * Sends {@code listener} what {@code seat} needs first ({@link Resume}) and then every update until it is
   * taken off. Under the lock, so that no move falls between what is sent here and the broadcasts that follow:
   * the client sees each sequence number once, in order.
   */
  synchronized void listen(int seat, Resume resume, Consumer<String> listener) {
    // Java 17 has no pattern switch; Resume is sealed, so these three are every case.
    if (resume instanceof Resume.After a) {
      Optional<List<PastUpdate>> missed = game.updatesAfter(a.seq(), seat);
      if (missed.isPresent()) {
        missed.get().forEach(m -> listener.accept(envelope("update", "", seat, m)));
      } else {
        listener.accept(freshView(seat, a.seq() > game.ply() ? "AHEAD" : "TOO_OLD"));
      }
    } else if (resume instanceof Resume.Fresh f) {
      listener.accept(freshView(seat, f.reason()));
    } else {
      listener.accept(update(seat));
    }
    listeners.put(listener, seat);
  }

  // The present update marked as a fresh view: the client redraws from it and forgets what it held.
  private String freshView(int seat, String reason) {
    return envelope("resync", ",\"reason\":" + PlainJson.write(reason), seat, present(seat));
  }

  /** Stops sending to {@code listener}; returns the seat it listened at, if it did. */
  Optional<Integer> unlisten(Consumer<String> listener) {
    return Optional.ofNullable(listeners.remove(listener));
  }

  /** Whether a connection listens at {@code seat}. */
  boolean listening(int seat) {
    return listeners.containsValue(seat);
  }

  /** Sends {@code message} to the listeners at {@code to}. */
  void sendTo(Set<Integer> to, String message) {
    listeners.forEach((listener, seat) -> {
      if (to.contains(seat)) {
        listener.accept(message);
      }
    });
  }

  /**
   * The turn timer's present state as a message of its own, {@code {"type":"turn",...}}: sent when a seat is
   * covered or reclaimed, which is no move, so that the updates' sequence numbers stay one per move.
   */
  synchronized String turnMessage() {
    return "{\"type\":\"turn\",\"seq\":" + game.ply() + ",\"table\":\"" + id + "\",\"toAct\":"
        + game.toAct().orElse(-1) + timer.json() + "}";
  }

  /** Sends every listener the turn timer's state ({@link #turnMessage}); called under the lock. */
  synchronized void broadcastTurn() {
    String message = turnMessage();
    listeners.keySet().forEach(listener -> listener.accept(message));
  }

  /** Sends every listener its own update; called under the lock, after a move was stored. */
  synchronized void broadcast() {
    listeners.forEach((listener, seat) -> listener.accept(update(seat)));
  }
}
