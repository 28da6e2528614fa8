// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Ratings (Section VIII): the TEI calculator, grades and federation commissions, the fixed anchor ratings of
 * the AI officers' commission tracks, rated-match records, their eligibility and verification. It knows the
 * officers only as the {@code OfficerClass} a seat names and the {@code CommissionTrack} it is rated at; the
 * officers themselves are {@code warp-ai}.
 *
 * @since 1.0.0
 */
module org.iwgf.warp.rating {
  requires transitive org.iwgf.warp.core;
  requires org.iwgf.warp.json;
  requires transitive com.fasterxml.jackson.databind;
  requires static org.immutables.value.annotations;

  exports org.iwgf.warp.rating.json;
  exports org.iwgf.warp.rating.rated;
  exports org.iwgf.warp.rating.tei;

  // Jackson binds the records of match files and ratings.
  opens org.iwgf.warp.rating.json to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.rating.rated to com.fasterxml.jackson.databind;
  opens org.iwgf.warp.rating.tei to com.fasterxml.jackson.databind;
}
