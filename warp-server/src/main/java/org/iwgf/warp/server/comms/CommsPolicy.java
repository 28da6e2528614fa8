// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.comms;

import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Set;

/**
 * The subspace messaging rules of Section IX as pure functions a front-end or server calls: whether a
 * message may be sent in a sector's current phase, and who reads it. Rate limiting is the
 * {@link RateLimiter}'s; personal mutes are the {@link MuteList}'s.
 *
 * @since 0.1.0
 */
public final class CommsPolicy {
  private CommsPolicy() {}

  /**
   * Whether {@code message} may be sent in a sector of {@code members} that is in {@code phase}.
   *
   * @return allowed, or refused with {@value CommsDecision#QUICK_ONLY} (free text or a direct message during
   *     rated active play) or {@value CommsDecision#NOT_A_MEMBER}
   */
  public static CommsDecision check(Message message, CommsPhase phase, boolean ratedSector, Set<String> members) {
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(members, "members");
    if (!members.contains(message.sender())
        || message.addressee().map(a -> !members.contains(a)).orElse(false)) {
      return CommsDecision.refuse(CommsDecision.NOT_A_MEMBER, "Messages go between members of this sector only.");
    }
    if (!CommsMode.of(phase, ratedSector).allows(message.kind())) {
      return CommsDecision.refuse(CommsDecision.QUICK_ONLY, "During rated play only public quick-phrase hails are"
          + " open; free text and direct messages re-open once the standings are final.");
    }
    return CommsDecision.allow();
  }

  /**
   * The members who see {@code message}: every member of the sector (a direct message included), except those
   * who muted its sender. The sender always sees their own message.
   */
  public static Set<String> readers(Message message, Set<String> members, MuteList mutes) {
    Objects.requireNonNull(mutes, "mutes");
    Set<String> out = new LinkedHashSet<>();
    for (String m : members) {
      if (m.equals(message.sender()) || !mutes.hides(m, message.sender())) {
        out.add(m);
      }
    }
    return Set.copyOf(out);
  }
}
