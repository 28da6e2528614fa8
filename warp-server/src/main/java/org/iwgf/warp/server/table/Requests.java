// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import com.fasterxml.jackson.databind.JsonNode;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.InvalidStateException;

/**
 * Reads the server's own request envelopes, refusing bad ones with the library's JSON error codes.
 *
 * @since 0.1.0
 */
public final class Requests {
  private Requests() {}

  /**
   * {@code json} as one JSON object, read as strictly as {@link StrictRequest#read} reads it.
   *
   * @throws InvalidStateException {@code MALFORMED_JSON} if it is not one
   */
  public static JsonNode readObject(String json) {
    return StrictRequest.read(json, "message").node();
  }

  /**
   * The text field {@code field} of {@code node}.
   *
   * @throws InvalidConfigException {@code MISSING_FIELD} if it has none
   */
  public static String text(JsonNode node, String field) {
    JsonNode value = node.get(field);
    if (value == null || !value.isTextual()) {
      throw new InvalidConfigException("MISSING_FIELD", "The message needs the text field '" + field + "'.");
    }
    return value.asText();
  }

}
