// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.engine;

import java.util.ArrayList;
import java.util.List;
import org.iwgf.warp.core.model.WarpEvent;
import org.jspecify.annotations.Nullable;

/**
 * The events of one move, in order, as {@code apply} and {@code launch} report them; {@code next} makes none.
 * Kept apart from the {@link Draft} so that the draft of a move never leaves {@link MoveMaking}'s method that
 * makes it: only this log is handed back.
 */
final class EventLog {
  // Most moves report one or two events: they are kept in fields and become an immutable list once, so
  // a move allocates no growable list and Transition's defensive copy finds nothing to copy.
  private @Nullable WarpEvent first;
  private @Nullable WarpEvent second;
  private @Nullable List<WarpEvent> more;

  void add(WarpEvent e) {
    if (first == null) {
      first = e;
    } else if (second == null) {
      second = e;
    } else {
      if (more == null) {
        more = new ArrayList<>();
        more.add(first);
        more.add(second);
      }
      more.add(e);
    }
  }

  /** The events added so far, in order, as an immutable list. */
  List<WarpEvent> list() {
    if (more != null) {
      return List.copyOf(more);
    }
    if (second != null) {
      return List.of(first, second);
    }
    return first != null ? List.of(first) : List.of();
  }
}
