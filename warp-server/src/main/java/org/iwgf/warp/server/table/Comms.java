// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.iwgf.warp.server.comms.CommsDecision;
import org.iwgf.warp.server.comms.CommsPhase;
import org.iwgf.warp.server.comms.CommsPolicy;
import org.iwgf.warp.server.comms.Message;
import org.iwgf.warp.server.comms.MuteList;
import org.iwgf.warp.server.comms.QuickPhrase;
import org.iwgf.warp.server.comms.RateLimiter;
import org.iwgf.warp.server.comms.SendBudget;
import org.iwgf.warp.server.game.PlainJson;
import org.iwgf.warp.server.store.CommsStore;
import org.iwgf.warp.server.store.StoredComms;

/**
 * Section IX comms at one table, decided by warp-ai's {@link CommsPolicy}: the human seats are the members
 * ({@code seat-N}), a hail or a text goes to every member who has not muted its sender, and each sender keeps
 * the rulebook's send budget ({@link RateLimiter#standard}: a burst of 3, then one send every 3 seconds).
 * At a rated table only quick-phrase hails are open during play; free text re-opens once it is over.
 *
 * <p>Mutes and budgets are stored ({@link CommsStore}) before they take effect, so a restarted server keeps
 * them: a mute still holds, and a sender who spent their burst does not get a fresh one by a restart.
 */
final class Comms {
  private final CommsStore store;
  private final RateLimiter limiter;
  private final Map<Integer, SendBudget> budgets = new LinkedHashMap<>();
  private MuteList mutes;

  /**
   * A table's comms, starting from {@code stored} ({@link StoredComms#none()} for a new table) and storing every
   * change in {@code store}; {@code limiter} keeps each sender's budget.
   */
  Comms(CommsStore store, RateLimiter limiter, StoredComms stored) {
    this.store = store;
    this.limiter = limiter;
    Map<String, Set<String>> muted = new LinkedHashMap<>();
    stored.mutes().forEach((viewer, senders) -> muted.put(member(viewer),
        senders.stream().map(Comms::member).collect(Collectors.toSet())));
    this.mutes = new MuteList(muted);
    stored.refilledAt().forEach((seat, at) -> budgets.put(seat, new SendBudget(Optional.of(at))));
  }

  /**
   * Handles a comms request from {@code seat}; returns the seats to deliver to and the message to send (a
   * mute's acknowledgement goes to the seat itself).
   */
  Optional<Delivery> handle(Table table, int seat, String type, JsonNode request) {
    String me = member(seat);
    if (type.equals("mute") || type.equals("unmute")) {
      int otherSeat = request.path("seat").asInt(-1);
      // Only a seat of the table: every mute is stored, and a stored row per made-up seat would let one
      // connection grow the database without end.
      if (otherSeat < 0 || otherSeat >= table.seats.size()) {
        throw new TableException("BAD_SEAT", "A mute names a seat of this table, 0 to " + (table.seats.size() - 1)
            + ".");
      }
      String other = member(otherSeat);
      boolean hides = type.equals("mute");
      store.mute(table.id, seat, otherSeat, hides);
      mutes = hides ? mutes.mute(me, other) : mutes.unmute(me, other);
      // Acknowledged, so a client knows the mute holds before the next message arrives.
      return Optional.of(new Delivery(Set.of(seat), PlainJson.write(Map.of("type", type + "d", "seat", otherSeat))));
    }
    Message message = message(me, type, request);
    Set<String> members = members(table);
    CommsPhase phase = table.game.outcome().isPresent() ? CommsPhase.POST_GAME : CommsPhase.ACTIVE;
    refuseUnless(CommsPolicy.check(message, phase, table.rated, members));
    RateLimiter.Admission admission = limiter.admit(budgets.getOrDefault(seat, SendBudget.fresh()));
    refuseUnless(admission.decision());
    // An allowed send always leaves a refill time; stored first, so that a message delivered was paid for.
    store.spend(table.id, seat, admission.budget().refilledAt().orElseThrow());
    budgets.put(seat, admission.budget());
    Set<Integer> readers = new LinkedHashSet<>();
    for (String reader : CommsPolicy.readers(message, members, mutes)) {
      readers.add(Integer.parseInt(reader.substring("seat-".length())));
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("type", "comms");
    out.put("from", seat);
    out.put("kind", message.kind().name().toLowerCase(Locale.ROOT));
    message.phrase().ifPresent(p -> out.put("phrase", p.name()));
    out.put("text", message.phrase().map(QuickPhrase::text).or(message::text).orElse(""));
    message.addressee().ifPresent(a -> out.put("to", Integer.parseInt(a.substring("seat-".length()))));
    return Optional.of(new Delivery(readers, PlainJson.write(out)));
  }

  record Delivery(Set<Integer> seats, String message) {}

  private static Message message(String me, String type, JsonNode request) {
    if (type.equals("hail")) {
      try {
        return Message.hail(me, QuickPhrase.valueOf(request.path("phrase").asText()));
      } catch (IllegalArgumentException e) {
        throw new TableException("UNKNOWN_PHRASE", "There is no quick phrase '" + request.path("phrase").asText()
            + "'.");
      }
    }
    String text = Requests.text(request, "text");
    try {
      return request.has("to") ? Message.direct(me, member(request.get("to").asInt(-1)), text)
          : Message.text(me, text);
    } catch (IllegalArgumentException e) {
      throw new TableException("BAD_MESSAGE", String.valueOf(e.getMessage()));
    }
  }

  private static void refuseUnless(CommsDecision decision) {
    if (!decision.allowed()) {
      throw new TableException("COMMS_" + decision.reason().orElse("refused").toUpperCase(Locale.ROOT),
          decision.message().orElse("That message may not be sent now."));
    }
  }

  private static Set<String> members(Table table) {
    Set<String> members = new LinkedHashSet<>();
    for (int i = 0; i < table.seats.size(); i++) {
      if (table.seats.get(i).tokenHash().isPresent()) {
        members.add(member(i));
      }
    }
    return members;
  }

  private static String member(int seat) {
    return "seat-" + seat;
  }
}
