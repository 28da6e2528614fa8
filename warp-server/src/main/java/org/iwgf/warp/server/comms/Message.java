// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.comms;

import java.util.Objects;
import java.util.Optional;

/**
 * One subspace message. Build with {@link #hail}, {@link #text} or {@link #direct}. Every message, a direct
 * one included, is readable by every member of the sector (transparency over privacy, as The Captain's Oath
 * asks); a direct message only names whom it is addressed to.
 *
 * @param sender the sending member
 * @param kind hail, free text or direct
 * @param phrase the quick phrase, for a hail
 * @param text the free-form text, for text and direct messages
 * @param addressee the member a direct message is addressed to
 * @since 0.1.0
 */
public record Message(String sender, Kind kind, Optional<QuickPhrase> phrase, Optional<String> text,
    Optional<String> addressee) {

  /** The kinds of message. */
  public enum Kind {
    /** A public quick-phrase hail. */
    HAIL,
    /** Free-form text to the whole sector. */
    TEXT,
    /** Free-form text addressed to one member (still readable by all). */
    DIRECT
  }

  /**
   * @throws CommsException {@code MESSAGE} if the parts do not fit the kind or a text is blank
   */
  public Message {
    Objects.requireNonNull(sender, "sender");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(phrase, "phrase");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(addressee, "addressee");
    boolean fits = phrase.isPresent() == (kind == Kind.HAIL) && text.isPresent() == (kind != Kind.HAIL)
        && addressee.isPresent() == (kind == Kind.DIRECT) && text.map(t -> !t.isBlank()).orElse(true);
    if (!fits) {
      throw new CommsException("MESSAGE", "A hail carries one quick phrase; a text or direct message carries"
          + " non-blank text, and only a direct message names an addressee.");
    }
  }

  /** A quick-phrase hail from {@code sender} to the whole sector. */
  public static Message hail(String sender, QuickPhrase phrase) {
    return new Message(sender, Kind.HAIL, Optional.of(phrase), Optional.empty(), Optional.empty());
  }

  /** Free-form text from {@code sender} to the whole sector. */
  public static Message text(String sender, String text) {
    return new Message(sender, Kind.TEXT, Optional.empty(), Optional.of(text), Optional.empty());
  }

  /** Free-form text from {@code sender} addressed to {@code addressee}; every member can still read it. */
  public static Message direct(String sender, String addressee, String text) {
    return new Message(sender, Kind.DIRECT, Optional.empty(), Optional.of(text), Optional.of(addressee));
  }
}
