// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.modules.alpha;

import java.util.Objects;
import org.iwgf.warp.core.model.PluginMove;

/**
 * The moves of a Continuum Flash: choosing the directive, and keeping one coordinate of a wager.
 *
 * @since 0.1.0
 */
public sealed interface ContinuumMove extends PluginMove {

  @Override
  default String pluginId() {
    return ModuleAlpha.ID;
  }

  /** Choose {@code directive} for the open Continuum Flash (Force Draw is chosen with {@link ForceDraw}). */
  record ChooseDirective(Directive directive) implements ContinuumMove {
    public ChooseDirective {
      Objects.requireNonNull(directive, "directive");
    }

    @Override
    public String toString() {
      return "Continuum Flash: " + directive.displayName();
    }
  }

  /** Choose Force Draw for the open Continuum Flash, making opposing captain {@code target} draw one coordinate. */
  record ForceDraw(int target) implements ContinuumMove {
    @Override
    public String toString() {
      return "Continuum Flash: Force Draw on seat " + target;
    }
  }

  /**
   * Keep the first ({@code pick} 0) or second ({@code pick} 1) of the two coordinates a Continuum Wager drew;
   * the other goes back face-down. Named by draw order so the move itself reveals no coordinate.
   */
  record KeepWager(int pick) implements ContinuumMove {
    @Override
    public String toString() {
      return "Continuum Wager: keep the " + (pick == 0 ? "first" : "second") + " coordinate drawn";
    }
  }
}
