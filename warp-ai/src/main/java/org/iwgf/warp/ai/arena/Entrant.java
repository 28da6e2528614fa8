// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.arena;

import java.util.Locale;
import java.util.Objects;
import org.iwgf.warp.ai.agent.Agent;
import org.iwgf.warp.ai.agent.GreedyCaptain;
import org.iwgf.warp.ai.agent.RandomCaptain;
import org.iwgf.warp.ai.officer.Commission;
import org.iwgf.warp.ai.officer.Lookahead;
import org.iwgf.warp.ai.officer.Officer;
import org.iwgf.warp.ai.omega.OmegaCommander;

/**
 * A named agent entered in the arena.
 *
 * @param name how reports name it
 * @param agent the captain it plays
 * @since 0.1.0
 */
public record Entrant(String name, Agent agent) {
  /** The names {@link #parse} understands. */
  public static final String NAMES = "ensign, lieutenant, commander (Ω where it covers the table), "
      + "commander-heuristic, commander+lookahead (the heuristic stack searching; or any commission +lookahead), "
      + "greedy, random";

  public Entrant {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(agent, "agent");
  }

  /** An officer entrant, named by its commission (and "+Lookahead" when it searches). */
  public static Entrant of(Officer officer) {
    return new Entrant(officer.toString(), officer);
  }

  /**
   * The officer of {@code commission} as Section VII defines it: the neural Commander ({@link OmegaCommander},
   * the heuristic stack where its weights do not cover the table) for {@link Commission#COMMANDER}, the
   * heuristic officer otherwise.
   */
  public static Entrant officer(Commission commission) {
    return commission == Commission.COMMANDER ? new Entrant("Commander", OmegaCommander.standard())
        : of(Officer.of(commission));
  }

  /**
   * The entrant {@code text} names (see {@link #NAMES}, case ignored); Lookahead entrants use
   * {@code lookahead}. {@code commander} is the Commander of Section VII, the neural policy Ω
   * ({@link OmegaCommander}), which plays as the heuristic Commander at tables its weights do not cover;
   * {@code commander-heuristic} is the heuristic stack everywhere, and {@code commander+lookahead} that stack
   * searching ahead.
   *
   * @throws IllegalArgumentException if {@code text} names no entrant
   */
  public static Entrant parse(String text, Lookahead lookahead) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    if (t.equals("greedy")) {
      return new Entrant("Greedy", GreedyCaptain.create());
    }
    if (t.equals("random")) {
      return new Entrant("Random", RandomCaptain.create());
    }
    if (t.equals("commander")) {
      return officer(Commission.COMMANDER);
    }
    if (t.equals("commander-heuristic")) {
      return new Entrant("Commander-heuristic", Officer.of(Commission.COMMANDER));
    }
    boolean search = t.endsWith("+lookahead");
    String title = search ? t.substring(0, t.length() - "+lookahead".length()) : t;
    for (Commission c : Commission.values()) {
      if (c.title().toLowerCase(Locale.ROOT).equals(title)) {
        Officer o = Officer.of(c);
        return of(search ? o.withLookahead(lookahead) : o);
      }
    }
    throw new IllegalArgumentException("No entrant is called \"" + text + "\"; choose from " + NAMES + ".");
  }
}
