// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import java.util.List;
import org.iwgf.warp.json.JsonSchemas;

/**
 * The JSON Schemas of the documents {@link WormholeJson} writes and reads: configuration, saved state, move,
 * events, seat view, battle record, move menu ({@link WormholeMenu}), and the catalog {@code CatalogJson}
 * writes, shipped in this artifact as {@code org/iwgf/warp/tabletop/wormhole/schema/<document>.schema.json}
 * (draft 2020-12). See docs/schema.md.
 *
 * @since 0.1.0
 */
public final class WormholeSchemas {
  /** The documents that have a schema. */
  public static final List<String> DOCUMENTS = List.of("config", "state", "move", "events", "view", "record",
      "catalog", "menu");

  private WormholeSchemas() {}

  /**
   * The schema of {@code document}, as text.
   *
   * @param document one of {@link #DOCUMENTS}
   * @throws IllegalArgumentException if there is no such document
   */
  public static String text(String document) {
    String path = JsonSchemas.path("/org/iwgf/warp/tabletop/wormhole/schema/", DOCUMENTS, document);
    return JsonSchemas.read(WormholeSchemas.class.getResourceAsStream(path), path);
  }
}
