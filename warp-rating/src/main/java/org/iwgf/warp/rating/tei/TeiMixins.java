// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.module.SimpleModule;

/** How ratings are written in JSON, kept here so that the rating types carry no JSON annotations. */
final class TeiMixins {
  private TeiMixins() {}

  /** A Jackson module that applies every mix-in below. */
  static SimpleModule module() {
    SimpleModule module = new SimpleModule("warp-tei");
    module.setMixInAnnotation(TeiGrade.class, TeiGradeJson.class);
    module.setMixInAnnotation(AnchorRatings.class, AnchorRatingsJson.class);
    return module;
  }

  /** A grade is its text, {@code "C12"}. */
  abstract static class TeiGradeJson {
    @JsonCreator
    static TeiGrade parse(String text) {
      throw new AssertionError(text);
    }

    @JsonValue
    @Override
    public abstract String toString();
  }

  /** Whether the anchors are provisional follows from their source; it is not written. */
  abstract static class AnchorRatingsJson {
    @JsonIgnore
    abstract boolean isProvisional();
  }
}
