// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.rating.json.DocumentCodec;

/**
 * JSON for ratings, grades, placements, profiles and anchors, with the same strict mapper as the rest of
 * Warp ({@link WarpJson#mapper}): every field present, no unknown field, no coercion. Reading failures raise
 * {@link TeiException} with code {@code MALFORMED_JSON} (not JSON at all) or {@code BAD_VALUE} (a field
 * missing, unknown or of the wrong kind), or the code of the value's own check (for example
 * {@code BAD_RATING} for a sigma of 0). Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class TeiJson {
  private final DocumentCodec codec;

  private TeiJson(ObjectMapper mapper) {
    this.codec = DocumentCodec.of(mapper, TeiException::new);
  }

  /** A codec on Warp's configured mapper. Build it once and reuse it. */
  public static TeiJson create() {
    return new TeiJson(WarpJson.mapper(PluginRegistry.empty()).registerModule(TeiMixins.module()));
  }

  /** A rating as JSON, {@code {"mu":…,"sigma":…}}. */
  public String writeRating(Rating rating) {
    return write(rating);
  }

  /** Reads a rating. */
  public Rating readRating(String json) {
    return read(json, Rating.class, "rating");
  }

  /** A profile as JSON. */
  public String writeProfile(TeiProfile profile) {
    return write(profile);
  }

  /** Reads a profile. */
  public TeiProfile readProfile(String json) {
    return read(json, TeiProfile.class, "TEI profile");
  }

  /** Anchor ratings as JSON. */
  public String writeAnchors(AnchorRatings anchors) {
    return write(anchors);
  }

  /** Reads anchor ratings, e.g. a calibrated set committed with the command that produced it. */
  public AnchorRatings readAnchors(String json) {
    return read(json, AnchorRatings.class, "anchor ratings");
  }

  /** Placements as JSON, {@code {"places":[…]}}. */
  public String writePlacements(Placements placements) {
    return write(placements);
  }

  /** Reads placements. */
  public Placements readPlacements(String json) {
    return read(json, Placements.class, "placements");
  }

  private String write(Object value) {
    return codec.write(value);
  }

  private <T> T read(String json, Class<T> type, String what) {
    return codec.read(json, type, what);
  }
}
