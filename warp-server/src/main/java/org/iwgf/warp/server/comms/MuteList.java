// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.comms;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Per-user mutes for one session: each member hides the messages of the members they muted, for the rest
 * of the session. Muting is personal — it changes nothing for anyone else. Immutable.
 *
 * @param muted for each member, the members whose messages they hide
 * @since 0.1.0
 */
public record MuteList(Map<String, Set<String>> muted) {
  public MuteList {
    Map<String, Set<String>> copy = new HashMap<>();
    Objects.requireNonNull(muted, "muted").forEach((viewer, senders) -> copy.put(viewer, Set.copyOf(senders)));
    muted = Map.copyOf(copy);
  }

  /** No one has muted anyone. */
  public static MuteList none() {
    return new MuteList(Map.of());
  }

  /** This list with {@code viewer} hiding {@code sender}'s messages. */
  public MuteList mute(String viewer, String sender) {
    return change(viewer, sender, true);
  }

  /** This list with {@code viewer} seeing {@code sender}'s messages again. */
  public MuteList unmute(String viewer, String sender) {
    return change(viewer, sender, false);
  }

  /** Whether {@code viewer} hides {@code sender}'s messages. */
  public boolean hides(String viewer, String sender) {
    return muted.getOrDefault(viewer, Set.of()).contains(sender);
  }

  private MuteList change(String viewer, String sender, boolean on) {
    Objects.requireNonNull(viewer, "viewer");
    Objects.requireNonNull(sender, "sender");
    Map<String, Set<String>> next = new HashMap<>(muted);
    Set<String> senders = new HashSet<>(muted.getOrDefault(viewer, Set.of()));
    if (on) {
      senders.add(sender);
    } else {
      senders.remove(sender);
    }
    next.put(viewer, senders);
    return new MuteList(next);
  }
}
