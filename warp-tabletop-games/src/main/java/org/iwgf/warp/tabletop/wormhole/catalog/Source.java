// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.catalog;

import java.util.Objects;

/**
 * Where one catalog value comes from. The rulebook refers to stat cards it does not print in full, so
 * every value in a {@link Catalog} says whether it was printed (and in which section) or assumed (and why).
 *
 * @param kind printed or assumed
 * @param note for a printed value the rulebook section that prints it; for an assumed value the reason
 * @since 0.1.0
 */
public record Source(Kind kind, String note) {

  /** Whether a value is printed in the rulebook or assumed where the rulebook is silent. */
  public enum Kind {
    /** Printed in the rulebook; {@link Source#note()} names the section. */
    PRINTED,
    /** Not printed; {@link Source#note()} gives the reason for the chosen value. */
    ASSUMED
  }

  public Source {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(note, "note");
    if (note.isBlank()) {
      throw new IllegalArgumentException("A source needs a section or a reason.");
    }
  }

  /** A value printed in the rulebook section {@code section}. */
  public static Source printed(String section) {
    return new Source(Kind.PRINTED, section);
  }

  /** A value the rulebook does not print, chosen for {@code reason}. */
  public static Source assumed(String reason) {
    return new Source(Kind.ASSUMED, reason);
  }
}
