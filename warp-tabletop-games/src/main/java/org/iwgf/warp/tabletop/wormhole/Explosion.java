// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.Objects;
import org.iwgf.warp.tabletop.wormhole.space.Circle;

/**
 * An explosion counter on the mat: it can be flown and fired through and deals its marks at the end of
 * the Attack phase, then is removed in the Cleanup phase.
 *
 * @param source the vessel that exploded
 * @param template the explosion template
 * @param potentialMarks potential marks of explosive damage (marking on 2+) dealt to each vessel it touches
 * @since 0.1.0
 */
public record Explosion(String source, Circle template, int potentialMarks) {

  public Explosion {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(template, "template");
  }
}
