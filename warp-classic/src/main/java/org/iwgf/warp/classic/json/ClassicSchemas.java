// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.json;

import java.util.List;
import org.iwgf.warp.json.JsonSchemas;

/**
 * The JSON Schemas of the documents {@link ClassicJson} writes and reads: configuration, saved state, move,
 * events, seat view and game record, shipped in this artifact as
 * {@code org/iwgf/warp/classic/schema/<document>.schema.json} (draft 2020-12). See docs/schema.md.
 *
 * @since 0.1.0
 */
public final class ClassicSchemas {
  /** The documents that have a schema. */
  public static final List<String> DOCUMENTS = List.of("config", "state", "move", "events", "view", "record");

  private ClassicSchemas() {}

  /**
   * The schema of {@code document}, as text.
   *
   * @param document one of {@link #DOCUMENTS}
   * @throws IllegalArgumentException if there is no such document
   */
  public static String text(String document) {
    String path = JsonSchemas.path("/org/iwgf/warp/classic/schema/", DOCUMENTS, document);
    return JsonSchemas.read(ClassicSchemas.class.getResourceAsStream(path), path);
  }
}
