// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.rated;

import java.util.Objects;
import java.util.Optional;

/**
 * Who sat in one seat of a match: a captain signed in with an account, a guest (anonymous sign-in), or an AI
 * officer; and how that captain used the tactical advisor. Build with {@link #account}, {@link #guest} or
 * {@link #officer}.
 *
 * @param kind account, guest or officer
 * @param accountId the signed-in account; present exactly for {@link Kind#ACCOUNT}
 * @param officer the officer's class; present exactly for {@link Kind#OFFICER}
 * @param advisor how this seat used the tactical advisor ({@link AdvisorUse#NONE} for officers)
 * @since 0.1.0
 */
public record MatchSeat(Kind kind, Optional<String> accountId, Optional<OfficerClass> officer, AdvisorUse advisor) {

  /** What occupies a seat. */
  public enum Kind {
    /** A captain signed in with an account. */
    ACCOUNT,
    /** A captain playing as a guest (anonymous sign-in). */
    GUEST,
    /** An AI officer. */
    OFFICER
  }

  /**
   * @throws RatedPlayException {@code SEATS} if the optional fields do not fit the kind
   */
  public MatchSeat {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(accountId, "accountId");
    Objects.requireNonNull(officer, "officer");
    Objects.requireNonNull(advisor, "advisor");
    boolean fits = accountId.isPresent() == (kind == Kind.ACCOUNT) && officer.isPresent() == (kind == Kind.OFFICER)
        && (kind != Kind.OFFICER || advisor == AdvisorUse.NONE)
        && accountId.map(id -> !id.isBlank()).orElse(true);
    if (!fits) {
      throw new RatedPlayException("SEATS", "A seat holds a signed-in account (with its id), a guest, or an"
          + " officer (with its class, never consulting the advisor).");
    }
  }

  /** A signed-in captain who did not consult the advisor. */
  public static MatchSeat account(String accountId) {
    return account(accountId, AdvisorUse.NONE);
  }

  /** A signed-in captain with the given advisor use. */
  public static MatchSeat account(String accountId, AdvisorUse advisor) {
    return new MatchSeat(Kind.ACCOUNT, Optional.of(accountId), Optional.empty(), advisor);
  }

  /** A guest captain who did not consult the advisor. */
  public static MatchSeat guest() {
    return guest(AdvisorUse.NONE);
  }

  /** A guest captain with the given advisor use. */
  public static MatchSeat guest(AdvisorUse advisor) {
    return new MatchSeat(Kind.GUEST, Optional.empty(), Optional.empty(), advisor);
  }

  /** An AI officer of {@code officerClass}. */
  public static MatchSeat officer(OfficerClass officerClass) {
    return new MatchSeat(Kind.OFFICER, Optional.empty(), Optional.of(officerClass), AdvisorUse.NONE);
  }

  /** Whether a person sits here (signed in or guest). */
  public boolean isHuman() {
    return kind != Kind.OFFICER;
  }

  /** Whether this captain consulted the advisor during live turns. */
  public boolean assisted() {
    return advisor == AdvisorUse.LIVE_TURNS;
  }
}
