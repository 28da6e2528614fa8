// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole.catalog;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.module.SimpleModule;

/**
 * How a catalog is written in JSON, kept here so that the catalog's types carry no JSON annotations. The
 * battle game's own JSON, which embeds catalogs in configurations and states, adds this module too.
 *
 * @since 0.1.0
 */
public final class CatalogMixins {
  private CatalogMixins() {}

  /** A Jackson module that applies every mix-in below. */
  public static SimpleModule module() {
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
