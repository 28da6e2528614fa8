// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Plain data (records, lists, strings) as JSON, for the server's own envelopes; the games' own types go
 * through each game's JSON facade instead.
 *
 * @since 0.1.0
 */
public final class PlainJson {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private PlainJson() {}

  /** {@code value} as JSON. */
  public static String write(Object value) {
    try {
      return MAPPER.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("Plain data always writes as JSON", e);
    }
  }
}
