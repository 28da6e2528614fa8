// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.catalog;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.module.SimpleModule;

/**
 * How a catalog is written in JSON, kept here so that the catalog's types carry no JSON annotations.
 */
final class CatalogMixins {
  private CatalogMixins() {}

  /** A Jackson module that applies every mix-in below. */
  static SimpleModule module() {
    SimpleModule module = new SimpleModule("warp-wormhole-catalog");
    module.setMixInAnnotation(VesselClass.class, VesselClassJson.class);
    return module;
  }

  /** Whether a class is a squadron follows from its size; it is not written. */
  abstract static class VesselClassJson {
    @JsonIgnore
    abstract boolean isSquadron();
  }
}
