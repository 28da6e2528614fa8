// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.security.SecureRandom;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.server.game.PlainJson;
import org.iwgf.warp.server.store.RatedStore;
import org.iwgf.warp.server.store.Seat;

/**
 * What keeps a rated table from being rigged: registered players, whose key the server issues once and keeps
 * only as its SHA-256; rated seats that only the key's holder can take, one per player at a table; and the
 * commitment to the seed the server draws itself (see {@link SeedCommitment}).
 */
final class RatedPlay {
  private final RatedStore store;
  // A player key is made as a seat token is: 32 random bytes, URL-safe Base64, kept only as its SHA-256.
  private final SeatTokens keys = new SeatTokens();
  private final SecureRandom random = new SecureRandom();

  RatedPlay(RatedStore store) {
    this.store = store;
  }

  /**
   * Registers the player a request names ({@code {"name":"alice"}}) and issues its key, shown only in the
   * answer: {@code {"type":"player","player":"alice","key":"…"}}.
   *
   * @throws TableException {@code PLAYER_NAME} for a name that is not 1-40 letters, digits, '-' or '_',
   *     {@code PLAYER_TAKEN} for a name registered already
   */
  String register(String requestJson) {
    JsonNode name = StrictRequest.read(requestJson, "player request").only(Set.of("name")).node().path("name");
    if (!name.isTextual() || !Ratings.NAME.matcher(name.asText()).matches()) {
      throw new TableException("PLAYER_NAME", "A player's name is 1-40 letters, digits, '-' or '_':"
          + " {\"name\":\"alice\"}.");
    }
    String key = keys.issue();
    if (!store.register(name.asText(), SeatTokens.hash(key))) {
      throw new TableException("PLAYER_TAKEN", "The name '" + name.asText() + "' is registered already.");
    }
    Map<String, String> reply = new LinkedHashMap<>();
    reply.put("type", "player");
    reply.put("player", name.asText());
    reply.put("key", key);
    return PlainJson.write(reply);
  }

  /**
   * The seats of a new rated table that name a player ({@code human:<name>}), each bound to that player: only
   * the holder of the player key the request carries can be seated so, and only once.
   *
   * @throws TableException {@code PLAYER_KEY} for a named seat whose player's key the request does not carry
   */
  Map<Integer, String> namedAtCreation(List<Seat> seats, Optional<String> playerKey) {
    Map<Integer, String> bound = new LinkedHashMap<>();
    for (int i = 0; i < seats.size(); i++) {
      Optional<String> named = seats.get(i).player();
      if (named.isPresent()) {
        String holder = holder(playerKey, "Seat " + i + " names '" + named.get() + "'");
        if (!holder.equals(named.get()) || bound.containsValue(holder)) {
          throw new TableException("PLAYER_KEY", "Seat " + i + " names '" + named.get() + "', but a rated seat"
              + " is taken only with its own player's key, one seat per player: leave it open for that"
              + " player to join.");
        }
        bound.put(i, holder);
      }
    }
    return bound;
  }

  /** Stores a new rated table's bound seats and draws, stores and sets its seed commitment. */
  void seat(Table table, Map<Integer, String> bound) {
    SeedCommitment commitment = SeedCommitment.commit(table.seed, random);
    store.commitSeed(table.id, commitment.salt());
    table.commitment = Optional.of(commitment);
    bound.forEach((seat, player) -> bind(table, seat, player));
  }

  /**
   * The seat open seat {@code seat} of rated {@code table} becomes for the holder of {@code playerKey}; binds
   * it to the player once the caller has stored it, through {@link #bind}.
   *
   * @throws TableException {@code PLAYER_KEY} without a registered player's key, {@code SAME_PLAYER} if that
   *     player holds another seat of the table
   */
  String joining(Table table, int seat, Optional<String> playerKey) {
    String holder = holder(playerKey, "Seat " + seat + " of this rated table");
    if (table.players.containsValue(holder)) {
      throw new TableException("SAME_PLAYER", "'" + holder + "' holds another seat of this table already;"
          + " a player takes one seat of a rated table.");
    }
    return holder;
  }

  /**
   * Binds seat {@code seat} of {@code table}, just stored as taken, to {@code player}.
   *
   * @throws TableException {@code SAME_PLAYER} if the store holds the player at another seat of the table
   */
  void bind(Table table, int seat, String player) {
    if (!store.bind(table.id, seat, player)) {
      throw new TableException("SAME_PLAYER", "'" + player + "' holds another seat of this table already.");
    }
    table.players.put(seat, player);
  }

  /** Sets a resumed rated table's bound seats and seed commitment from the store. */
  void restore(Table table) {
    table.players.putAll(store.bindings(table.id));
    table.commitment = store.seedSalt(table.id).map(salt -> SeedCommitment.of(table.seed, salt));
  }

  private String holder(Optional<String> playerKey, String what) {
    return playerKey.flatMap(key -> store.playerWithKey(SeatTokens.hash(key))).orElseThrow(() ->
        new TableException("PLAYER_KEY", what + " is rated: it is taken only with a registered player's key"
            + " (X-Player-Key; POST /players issues one)."));
  }
}
