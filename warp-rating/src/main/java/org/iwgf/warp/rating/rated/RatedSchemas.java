// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.rated;

import java.util.List;
import org.iwgf.warp.json.JsonSchemas;

/**
 * The JSON Schemas of the documents {@link RatedJson} writes and reads: match record and claimed result, shipped in this artifact as
 * {@code org/iwgf/warp/rating/rated/schema/<document>.schema.json} (draft 2020-12). See docs/schema.md.
 *
 * @since 0.1.0
 */
public final class RatedSchemas {
  /** The documents that have a schema. */
  public static final List<String> DOCUMENTS = List.of("match", "claim");

  private RatedSchemas() {}

  /**
   * The schema of {@code document}, as text.
   *
   * @param document one of {@link #DOCUMENTS}
   * @throws IllegalArgumentException if there is no such document
   */
  public static String text(String document) {
    String path = JsonSchemas.path("/org/iwgf/warp/rating/rated/schema/", DOCUMENTS, document);
    return JsonSchemas.read(RatedSchemas.class.getResourceAsStream(path), path);
  }
}
