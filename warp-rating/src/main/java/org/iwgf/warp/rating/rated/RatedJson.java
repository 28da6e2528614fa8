// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.rated;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.rating.json.DocumentCodec;

/**
 * JSON for match records and claimed results, on Warp's strict mapper ({@link WarpJson#mapper}); game
 * records inside claimed results use the same shape as {@link WarpJson#writeRecord}. Reading failures raise
 * {@link RatedPlayException} {@code MALFORMED_JSON} or {@code BAD_VALUE}, or the error of the value's own
 * check (an invalid configuration raises {@link org.iwgf.warp.core.game.InvalidConfigException}).
 * Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class RatedJson {
  private final DocumentCodec codec;

  private RatedJson(ObjectMapper mapper) {
    this.codec = DocumentCodec.of(mapper, RatedPlayException::new);
  }

  /** A codec that knows the optional rules on the classpath. */
  public static RatedJson create() {
    return of(PluginRegistry.discover());
  }

  /** A codec that knows the optional rules in {@code registry}. */
  public static RatedJson of(PluginRegistry registry) {
    return new RatedJson(WarpJson.mapper(registry).registerModule(RatedMixins.module()));
  }

  /** A match record as JSON. */
  public String writeMatch(MatchRecord match) {
    return write(match);
  }

  /** Reads a match record. */
  public MatchRecord readMatch(String json) {
    return read(json, MatchRecord.class, "match record");
  }

  /** A claimed result as JSON. */
  public String writeClaim(ClaimedResult claim) {
    return write(claim);
  }

  /** Reads a claimed result; its moves are checked only by {@link ResultVerifier#verify}. */
  public ClaimedResult readClaim(String json) {
    return read(json, ClaimedResult.class, "claimed result");
  }

  private String write(Object value) {
    return codec.write(value);
  }

  private <T> T read(String json, Class<T> type, String what) {
    return codec.read(json, type, what);
  }
}
