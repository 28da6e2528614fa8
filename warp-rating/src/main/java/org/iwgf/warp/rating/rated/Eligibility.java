// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.rated;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.iwgf.warp.core.engine.RatingEligibility.Reason;
import org.iwgf.warp.core.engine.RatingEligibility;
import org.iwgf.warp.core.plugin.PluginRegistry;

/**
 * Whether a match is rated in the solo pool, the human pool and its crew charter (Section VIII, "What
 * counts as rated"), each with its reasons. A pure function of the {@link MatchRecord}: the configuration
 * part (exhibition sets, Warped modules) is {@link RatingEligibility}'s judgement; the seats, the advisor,
 * the host's toggle and the charter are judged here.
 *
 * <p>Reason codes, besides the configuration's {@value RatingEligibility#EXHIBITION_SET},
 * {@value RatingEligibility#WARPED_MODULE} and {@value RatingEligibility#UNKNOWN_RULE}: see the constants.
 *
 * @param solo the solo-pool verdict
 * @param human the human-pool verdict
 * @param crew the crew-charter verdict
 * @param assisted whether any captain consulted the advisor during live turns (solo results still count in
 *     general stats, as advisor matches)
 * @since 0.1.0
 */
public record Eligibility(PoolVerdict solo, PoolVerdict human, PoolVerdict crew, boolean assisted) {
  /** Solo pool only: the match was not a local solo sector. */
  public static final String NOT_SOLO = "not_solo";
  /** Human pool and crews: a local solo sector counts in the solo pool only. */
  public static final String SOLO_SECTOR = "solo_sector";
  /** Solo pool: a solo sector is one captain against one or more AI officers. */
  public static final String SOLO_CAPTAIN = "solo_captain";
  /** Solo pool: the captain is not signed in, so the result cannot be reported. */
  public static final String NOT_SIGNED_IN = "not_signed_in";
  /** A guest sits at the table. */
  public static final String GUEST_PRESENT = "guest_present";
  /** Fewer than two captains are signed in. */
  public static final String TOO_FEW_ACCOUNTS = "too_few_accounts";
  /** An officer that is not a rating anchor sits at the table (Class I*, Omega+). */
  public static final String UNRATED_OFFICER = "unrated_officer";
  /** A captain consulted the tactical advisor during live turns. */
  public static final String ADVISOR_CONSULTED = "advisor_consulted";
  /** The host unchecked "Rated sector": a casual sector. */
  public static final String CASUAL_SECTOR = "casual_sector";
  /** Human pool: a private crew charter sends the update to the crew ladder only. */
  public static final String CREW_CHARTER = "crew_charter";
  /** Crew: no charter was attached. */
  public static final String NO_CHARTER = "no_charter";
  /** Crew: fleet size, objective, campaign length or rules profile differ from the charter. */
  public static final String CHARTER_MISMATCH = "charter_mismatch";
  /** Crew: a signed-in captain is not a member of the crew. */
  public static final String NOT_CREW_MEMBER = "not_crew_member";

  public Eligibility {
    Objects.requireNonNull(solo, "solo");
    Objects.requireNonNull(human, "human");
    Objects.requireNonNull(crew, "crew");
  }

  /** Judges {@code match}, checking its optional rules with those found on the classpath. */
  public static Eligibility of(MatchRecord match) {
    return of(match, PluginRegistry.discover());
  }

  /** Judges {@code match}, checking its optional rules with the descriptions in {@code registry}. */
  public static Eligibility of(MatchRecord match, PluginRegistry registry) {
    Objects.requireNonNull(match, "match");
    List<Reason> common = common(match, registry);
    return new Eligibility(solo(match, common), human(match, common), crew(match, common),
        match.seats().stream().anyMatch(MatchSeat::assisted));
  }

  /** The pools in which the match is rated. */
  public List<RatingPool> ratedPools() {
    List<RatingPool> out = new ArrayList<>();
    for (PoolVerdict v : List.of(solo, human, crew)) {
      if (v.rated()) {
        out.add(v.pool());
      }
    }
    return List.copyOf(out);
  }

  private static List<Reason> common(MatchRecord m, PluginRegistry registry) {
    List<Reason> out = new ArrayList<>(RatingEligibility.of(m.config(), registry).reasons());
    for (MatchSeat s : m.seats()) {
      if (s.officer().isPresent() && !s.officer().get().isRatingAnchor()) {
        out.add(new Reason(UNRATED_OFFICER, unratedOfficer(s.officer().get())));
        break;
      }
    }
    if (m.seats().stream().anyMatch(MatchSeat::assisted)) {
      out.add(new Reason(ADVISOR_CONSULTED, "A captain consulted the tactical advisor during live turns, so the"
          + " match is assisted."));
    }
    return out;
  }

  /** Why {@code officer}'s seat keeps the sector unrated, in the player's words. */
  private static String unratedOfficer(OfficerClass officer) {
    if (officer == OfficerClass.OMEGA_PLUS) {
      return "Ω+ extended thinking is an exhibition officer, not a rating anchor; an Ω+ seat keeps the sector"
          + " unrated.";
    }
    return "Only Ensign, Lieutenant and Commander officers are rating anchors; a " + officer
        + " officer keeps the sector unrated.";
  }

  private static PoolVerdict solo(MatchRecord m, List<Reason> common) {
    List<Reason> out = new ArrayList<>();
    if (m.venue() != Venue.SOLO) {
      out.add(new Reason(NOT_SOLO, "Only local solo sectors against AI officers count in the solo pool."));
    } else {
      long humans = m.seats().stream().filter(MatchSeat::isHuman).count();
      if (humans != 1) {
        out.add(new Reason(SOLO_CAPTAIN, "A solo sector is one captain against AI officers."));
      } else if (m.seats().stream().anyMatch(s -> s.kind() == MatchSeat.Kind.GUEST)) {
        out.add(new Reason(NOT_SIGNED_IN, "The captain is not signed in, so the result cannot be reported."));
      }
    }
    out.addAll(common);
    return new PoolVerdict(RatingPool.SOLO, out);
  }

  private static PoolVerdict human(MatchRecord m, List<Reason> common) {
    List<Reason> out = sharedBar(m);
    if (m.venue() != Venue.SOLO && m.charter().isPresent() && !m.charter().get().isGlobalOfficial()) {
      out.add(new Reason(CREW_CHARTER, "Matches under the private charter \"" + m.charter().get().id()
          + "\" update that crew's ladder only."));
    }
    out.addAll(common);
    return new PoolVerdict(RatingPool.HUMAN, out);
  }

  private static PoolVerdict crew(MatchRecord m, List<Reason> common) {
    List<Reason> out = sharedBar(m);
    if (m.charter().isEmpty()) {
      out.add(new Reason(NO_CHARTER, "No crew charter was attached."));
    } else if (m.venue() != Venue.SOLO) {
      Charter c = m.charter().get();
      if (!c.matches(m.config(), m.rulesProfile())) {
        out.add(new Reason(CHARTER_MISMATCH, "The sector's fleet size, objective, campaign length or rules"
            + " profile differ from the charter \"" + c.id() + "\"."));
      }
      for (MatchSeat s : m.seats()) {
        if (s.accountId().isPresent() && !c.admits(s.accountId().get())) {
          out.add(new Reason(NOT_CREW_MEMBER, "Captain " + s.accountId().get() + " is not a member of the crew \""
              + c.id() + "\"."));
          break;
        }
      }
    }
    out.addAll(common);
    return new PoolVerdict(RatingPool.CREW, out);
  }

  /** The human-pool bar that crews share: online or officiated, all signed in, two or more, host rated. */
  private static List<Reason> sharedBar(MatchRecord m) {
    List<Reason> out = new ArrayList<>();
    if (m.venue() == Venue.SOLO) {
      out.add(new Reason(SOLO_SECTOR, "A local solo sector counts in the solo pool only."));
      return out;
    }
    if (m.seats().stream().anyMatch(s -> s.kind() == MatchSeat.Kind.GUEST)) {
      out.add(new Reason(GUEST_PRESENT, "A guest is at the table; a rating that cannot persist across devices is"
          + " not a rating, so the whole sector is unrated."));
    }
    if (m.seats().stream().filter(s -> s.kind() == MatchSeat.Kind.ACCOUNT).count() < 2) {
      out.add(new Reason(TOO_FEW_ACCOUNTS, "Rated sectors need two or more captains signed in with an account."));
    }
    if (!m.ratedSector()) {
      out.add(new Reason(CASUAL_SECTOR, "The host unchecked \"Rated sector\": this is a casual sector."));
    }
    return out;
  }
}
