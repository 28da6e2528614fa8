// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.rated;

import java.util.Objects;
import java.util.Optional;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.Outcome;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.plugin.PluginRegistry;

/**
 * Re-derives a sector's result from its authoritative game record, as a server does before rating: the
 * record is replayed with the engine from its seed, and the result is accepted only if every move was legal
 * where it was made, the sector is over, and the claimed standings are exactly the engine's. A client
 * therefore cannot report a score it did not earn. Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class ResultVerifier {
  private final PluginRegistry registry;

  private ResultVerifier(PluginRegistry registry) {
    this.registry = Objects.requireNonNull(registry, "registry");
  }

  /** A verifier that knows the optional rules on the classpath. */
  public static ResultVerifier create() {
    return new ResultVerifier(PluginRegistry.discover());
  }

  /** A verifier that knows exactly the optional rules in {@code registry}. */
  public static ResultVerifier of(PluginRegistry registry) {
    return new ResultVerifier(registry);
  }

  /**
   * Replays and checks {@code claim}.
   *
   * @return the engine's result
   * @throws RatedPlayException {@code ILLEGAL_MOVE} if a recorded move is not legal where it was made (a
   *     changed move, a coordinate the captain did not hold, a deal other than the seed's);
   *     {@code UNFINISHED} if the moves stop before the sector is over; {@code STANDINGS_MISMATCH} if the
   *     claimed standings differ from the engine's
   * @throws org.iwgf.warp.core.game.InvalidConfigException if the configuration names rules this verifier
   *     does not know or breaks a rule
   */
  public VerifiedResult verify(ClaimedResult claim) {
    Objects.requireNonNull(claim, "claim");
    WarpRules rules = WarpRules.of(claim.record().config(), registry);
    WarpState end;
    try {
      end = claim.record().replay(rules);
    } catch (InvalidStateException e) {
      throw new RatedPlayException("ILLEGAL_MOVE", String.valueOf(e.getMessage()), e);
    }
    Optional<Outcome> outcome = rules.outcome(end);
    if (outcome.isEmpty()) {
      throw new RatedPlayException("UNFINISHED", "The record stops after " + claim.record().moves().size()
          + " moves, before the sector is over; only finished sectors are rated.");
    }
    if (!outcome.get().scores().equals(claim.standings())) {
      throw new RatedPlayException("STANDINGS_MISMATCH", "The claimed standings " + claim.standings()
          + " differ from the standings the record produces, " + outcome.get().scores() + " ("
          + outcome.get().scoreMeaning() + ").");
    }
    return new VerifiedResult(claim.record(), outcome.get());
  }
}
