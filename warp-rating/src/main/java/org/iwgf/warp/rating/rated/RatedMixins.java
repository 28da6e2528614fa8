// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.rated;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.module.SimpleModule;

/** How match records are written in JSON, kept here so that their types carry no JSON annotations. */
final class RatedMixins {
  private RatedMixins() {}

  /** A Jackson module that applies every mix-in below. */
  static SimpleModule module() {
    SimpleModule module = new SimpleModule("warp-rated");
    module.setMixInAnnotation(Charter.class, CharterJson.class);
    module.setMixInAnnotation(MatchSeat.class, MatchSeatJson.class);
    return module;
  }

  /** Whether a charter is the global official one follows from its id; it is not written. */
  abstract static class CharterJson {
    @JsonIgnore
    abstract boolean isGlobalOfficial();
  }

  /** Whether a seat is human follows from its kind; it is not written. */
  abstract static class MatchSeatJson {
    @JsonIgnore
    abstract boolean isHuman();
  }
}
