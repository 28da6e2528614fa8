// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import java.util.List;
import org.iwgf.warp.json.JsonSchemas;

/**
 * The JSON Schemas of the documents {@link TeiJson} writes and reads: rating, profile, anchor ratings and
 * placements, shipped in this artifact as
 * {@code org/iwgf/warp/rating/tei/schema/<document>.schema.json} (draft 2020-12). See docs/schema.md.
 *
 * @since 0.1.0
 */
public final class TeiSchemas {
  /** The documents that have a schema. */
  public static final List<String> DOCUMENTS = List.of("rating", "profile", "anchors", "placements");

  private TeiSchemas() {}

  /**
   * The schema of {@code document}, as text.
   *
   * @param document one of {@link #DOCUMENTS}
   * @throws IllegalArgumentException if there is no such document
   */
  public static String text(String document) {
    String path = JsonSchemas.path("/org/iwgf/warp/rating/tei/schema/", DOCUMENTS, document);
    return JsonSchemas.read(TeiSchemas.class.getResourceAsStream(path), path);
  }
}
