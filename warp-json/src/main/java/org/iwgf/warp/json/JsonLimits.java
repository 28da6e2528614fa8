// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayDeque;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.InvalidStateException;

/**
 * The size limits every JSON read of the library enforces before anything is built, so that a document
 * sent by an untrusted client is read or refused in bounded time and memory. A document over a limit is
 * refused with {@link InvalidStateException} code {@code TOO_LARGE}, naming the limit; the document size
 * is checked before parsing starts, so an oversized document costs nothing to refuse.
 *
 * <p>The {@linkplain #standard() standard limits} suit every document the games write — a whole Warp 18
 * campaign record is a few hundred KiB — with room to spare:
 *
 * <table>
 *   <caption>Standard limits</caption>
 *   <tr><th>limit</th><th>standard</th></tr>
 *   <tr><td>document length</td><td>1,048,576 characters (1 MiB)</td></tr>
 *   <tr><td>one string value</td><td>16,384 characters</td></tr>
 *   <tr><td>one field name</td><td>256 characters</td></tr>
 *   <tr><td>one number</td><td>64 characters</td></tr>
 *   <tr><td>nesting of arrays and objects</td><td>64 levels</td></tr>
 *   <tr><td>elements of one array or fields of one object</td><td>100,000</td></tr>
 * </table>
 *
 * <p>Tighter or looser limits are passed to {@link WarpJson#codec(org.iwgf.warp.core.plugin.PluginRegistry,
 * JsonLimits)} or {@link StrictJson#standard(JsonLimits)}; a server that stores long campaigns may need a
 * larger document length, one that only reads moves a much smaller one. Values of the games themselves
 * (captain names, hand sizes, mat sizes) have limits of their own, checked by each game's validation.
 *
 * @param maxDocumentChars most characters in one document
 * @param maxStringLength most characters in one string value
 * @param maxNameLength most characters in one field name
 * @param maxNumberLength most characters in one number
 * @param maxNesting most levels of nested arrays and objects
 * @param maxElements most elements in one array, or fields in one object
 * @since 0.1.0
 */
public record JsonLimits(int maxDocumentChars, int maxStringLength, int maxNameLength, int maxNumberLength,
    int maxNesting, int maxElements) {

  private static final JsonLimits STANDARD = new JsonLimits(1 << 20, 16_384, 256, 64, 64, 100_000);

  /**
   * Checks that every limit is at least 1.
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException code {@code JSON_LIMITS} if one is not
   */
  public JsonLimits {
    if (maxDocumentChars < 1 || maxStringLength < 1 || maxNameLength < 1 || maxNumberLength < 1
        || maxNesting < 1 || maxElements < 1) {
      throw new InvalidConfigException("JSON_LIMITS",
          "Every JSON limit must be at least 1.");
    }
  }

  /** The standard limits (see the table above). */
  public static JsonLimits standard() {
    return STANDARD;
  }

  /** These limits with room for documents of up to {@code chars} characters. */
  public JsonLimits withMaxDocumentChars(int chars) {
    return new JsonLimits(chars, maxStringLength, maxNameLength, maxNumberLength, maxNesting, maxElements);
  }

  /** A JSON factory whose parsers stop at these limits while reading. */
  JsonFactory factory() {
    return JsonFactory.builder()
        .streamReadConstraints(StreamReadConstraints.builder()
            .maxDocumentLength(maxDocumentChars)
            .maxStringLength(maxStringLength)
            .maxNameLength(maxNameLength)
            .maxNumberLength(maxNumberLength)
            .maxNestingDepth(maxNesting)
            .build())
        .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
        .build();
  }

  /**
   * Refuses a document longer than the limit before it is parsed.
   *
   * @throws InvalidStateException code {@code TOO_LARGE}
   */
  void checkLength(String json, String what) {
    if (json.length() > maxDocumentChars) {
      throw tooLarge("The " + what + " has " + json.length() + " characters; at most " + maxDocumentChars
          + " are read.");
    }
  }

  /**
   * Refuses a parsed tree with an array or object over the element limit. Iterative, so that no tree
   * (whatever its depth) can exhaust the stack.
   *
   * @throws InvalidStateException code {@code TOO_LARGE}
   */
  void checkElements(JsonNode tree, String what) {
    ArrayDeque<JsonNode> open = new ArrayDeque<>();
    open.push(tree);
    while (!open.isEmpty()) {
      JsonNode n = open.pop();
      if (n.isContainerNode()) {
        if (n.size() > maxElements) {
          throw tooLarge("The " + what + " has " + (n.isArray() ? "a list of " : "an object with ") + n.size()
              + (n.isArray() ? " elements" : " fields") + "; at most " + maxElements + " are read.");
        }
        n.forEach(open::push);
      }
    }
  }

  static InvalidStateException tooLarge(String message) {
    return new InvalidStateException("TOO_LARGE", message);
  }
}
