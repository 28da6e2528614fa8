// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.json;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Objects;
import org.iwgf.warp.core.game.WarpException;
import org.iwgf.warp.json.JsonLimits;
import org.jspecify.annotations.Nullable;

/**
 * Reading and writing of one family of JSON documents (ratings, match records, …) on Warp's strict mapper,
 * raising that family's own exception type: {@code MALFORMED_JSON} when the text is not JSON at all,
 * {@code BAD_VALUE} when a field is missing, unknown or of the wrong kind, {@code TOO_LARGE} over the
 * {@linkplain JsonLimits#standard() standard size limits}, and the value's own error
 * unchanged when its check refuses it. Shared by warp-rating's JSON codecs so that every document reads with
 * the same rules and messages. Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class DocumentCodec {
  /** Makes the family's exception from a code, a message and the JSON failure behind it. */
  @FunctionalInterface
  public interface Failure {
    /** The exception to throw for {@code code} and {@code message}. */
    WarpException of(String code, String message, @Nullable Throwable cause);
  }

  private final ObjectMapper mapper;
  private final Failure failure;

  private DocumentCodec(ObjectMapper mapper, Failure failure) {
    this.mapper = Objects.requireNonNull(mapper, "mapper");
    this.failure = Objects.requireNonNull(failure, "failure");
  }

  /** A codec on {@code mapper} raising exceptions made by {@code failure}. */
  public static DocumentCodec of(ObjectMapper mapper, Failure failure) {
    return new DocumentCodec(mapper, failure);
  }

  /** {@code value} as JSON. */
  public String write(Object value) {
    try {
      return mapper.writeValueAsString(Objects.requireNonNull(value, "value"));
    } catch (JacksonException e) {
      throw new IllegalStateException("cannot write " + value.getClass().getSimpleName() + " as JSON", e);
    }
  }

  /**
   * Reads {@code json} as a {@code type}; {@code what} names the document in messages ("match record").
   *
   * @throws WarpException the family's {@code MALFORMED_JSON} or {@code BAD_VALUE}, or the value's own error
   */
  public <T> T read(@Nullable String json, Class<T> type, String what) {
    if (json == null) {
      throw failure.of("MALFORMED_JSON", "No " + what + " was given.", null);
    }
    int most = JsonLimits.standard().maxDocumentChars();
    if (json.length() > most) {
      throw failure.of("TOO_LARGE", "The " + what + " has " + json.length() + " characters; at most " + most
          + " are read.", null);
    }
    try {
      T value = mapper.readValue(json, type);
      if (value == null) {
        throw failure.of("MALFORMED_JSON", "The " + what + " is empty.", null);
      }
      return value;
    } catch (JacksonException e) {
      for (Throwable t = e; t != null; t = t.getCause()) {
        if (t instanceof WarpException) {
          throw (WarpException) t;
        }
      }
      String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage().lines().findFirst().orElse("");
      if (e instanceof StreamConstraintsException) {
        throw failure.of("TOO_LARGE", "The " + what + " is over a size limit: " + message + ".", e);
      }
      if (e instanceof StreamReadException) {
        throw failure.of("MALFORMED_JSON", "The " + what + " is not valid JSON: " + message + ".", e);
      }
      throw failure.of("BAD_VALUE", "The " + what + " cannot be read: " + message + ".", e);
    } catch (IllegalArgumentException e) {
      // A value's own constructor refusing what the document holds.
      throw failure.of("BAD_VALUE", "The " + what + " holds a value it cannot have: " + e.getMessage() + ".", e);
    }
  }
}
