// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ContainerNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;

/**
 * Seeded mutations of a valid JSON document, for fuzzing a reader: the same document and seed always give
 * the same text, so a failure found by a fuzz run is reproduced from its seed alone.
 *
 * <p>Each mutation applies one to three {@linkplain Kind kinds} of change. Most are structural — a field
 * dropped, renamed or duplicated, a value of the wrong type, an element duplicated or removed, an unknown
 * {@code "type"} name — and some are semantic: a number nudged by one or pushed out of range, two values of
 * the same kind swapped (a coordinate, an id or a seat moved to where another belongs), a flag flipped.
 * Those keep a document well-formed while breaking its meaning, which is where a reader's cross-checks are
 * tested. The rest attack the parser: truncation, deep nesting, huge strings and arrays, non-finite numbers.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class JsonMutator {

  /** The kinds of change a mutation is made of. */
  public enum Kind {
    /** A field of an object removed. */
    DROP_FIELD,
    /** A field renamed to a name the type does not have. */
    RENAME_FIELD,
    /** A value replaced by one of another JSON type (text, number, boolean, null, list, object). */
    WRONG_TYPE,
    /** A number moved by one, negated, or replaced by zero or an extreme. */
    NUMBER,
    /** A number replaced by one that reads as infinite or is far out of range (1e309, -1e400, 1e-400). */
    NON_FINITE,
    /** A boolean flipped. */
    FLIP,
    /** Two values of the same kind (two texts, two numbers) exchanged between places. */
    SWAP,
    /** A text replaced by another text of the document (an id or a coordinate where another belongs). */
    RETEXT,
    /** An element of a list duplicated. */
    DUPLICATE_ELEMENT,
    /** An element of a list removed. */
    REMOVE_ELEMENT,
    /** A {@code "type"} name replaced by an unknown one. */
    UNKNOWN_TYPE,
    /** The text cut short. */
    TRUNCATE,
    /** A value wrapped in thousands of nested lists. */
    DEEP_NESTING,
    /** A text replaced by a very long one. */
    HUGE_STRING,
    /** A list replaced by a very long one. */
    HUGE_ARRAY,
    /** A key written twice in one object. */
    DUPLICATE_KEY,
    /** A character replaced by an arbitrary one. */
    GARBAGE
  }

  private static final Kind[] KINDS = Kind.values();
  // Semantic kinds are drawn more often: they are the ones a strict parser does not catch.
  private static final Kind[] WEIGHTED = {
      Kind.NUMBER, Kind.NUMBER, Kind.NUMBER, Kind.SWAP, Kind.SWAP, Kind.SWAP, Kind.RETEXT, Kind.RETEXT,
      Kind.RETEXT, Kind.FLIP, Kind.FLIP, Kind.DUPLICATE_ELEMENT, Kind.DUPLICATE_ELEMENT, Kind.REMOVE_ELEMENT,
      Kind.REMOVE_ELEMENT, Kind.DROP_FIELD, Kind.WRONG_TYPE, Kind.NON_FINITE, Kind.UNKNOWN_TYPE,
      Kind.RENAME_FIELD};
  private static final long[] EXTREMES = {
      0, -1, 1, 2, 3, 7, 13, 18, 19, 64, 255, 256, 1000, Integer.MAX_VALUE, Integer.MIN_VALUE,
      (long) Integer.MAX_VALUE + 1, Long.MAX_VALUE, Long.MIN_VALUE};
  private static final String[] NON_FINITE = {"1e309", "-1e400", "1e-400", "9.2e18", "1e308", "-0.0", "0.5"};

  private final ObjectMapper mapper;
  private final int hugeLength;

  private JsonMutator(int hugeLength) {
    // Text deeper than this (left by an earlier deep-nesting change) is changed as text, so that the tree
    // walk below never runs out of stack.
    this.mapper = JsonMapper.builder(JsonFactory.builder()
        .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(500).build()).build()).build();
    this.hugeLength = hugeLength;
  }

  /** Mutations whose huge strings and lists are a little over the standard read limits (about 1.1 MiB). */
  public static JsonMutator standard() {
    return new JsonMutator(1_100_000);
  }

  /** Mutations whose huge strings and lists have {@code length} characters or elements. */
  public static JsonMutator withHugeLength(int length) {
    return new JsonMutator(Math.max(1, length));
  }

  /**
   * A mutation of {@code validJson} chosen by {@code seed}.
   *
   * @throws IllegalArgumentException if {@code validJson} is not JSON (the kit's own corpora always are)
   */
  public String mutate(String validJson, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    int changes = 1 + (random.nextInt(4) == 0 ? 1 + random.nextInt(2) : 0);
    String text = validJson;
    for (int i = 0; i < changes; i++) {
      Kind kind = random.nextInt(3) == 0 ? KINDS[random.nextInt(KINDS.length)]
          : WEIGHTED[random.nextInt(WEIGHTED.length)];
      text = apply(kind, text, random);
    }
    return text;
  }

  /** {@code validJson} changed once in the way {@code kind} names, with choices drawn from {@code seed}. */
  public String mutate(String validJson, Kind kind, long seed) {
    return apply(kind, validJson, new SplittableRandom(seed));
  }

  private String apply(Kind kind, String text, SplittableRandom random) {
    switch (kind) {
      case TRUNCATE:
        return text.isEmpty() ? text : text.substring(0, random.nextInt(text.length()));
      case GARBAGE: {
        if (text.isEmpty()) {
          return "\u0000";
        }
        char[] cs = text.toCharArray();
        String pool = "{}[],:\"\\0-9e.ntf \u0000\uFFFF\uD800";
        cs[random.nextInt(cs.length)] = pool.charAt(random.nextInt(pool.length()));
        return new String(cs);
      }
      case DUPLICATE_KEY: {
        int brace = text.indexOf('{', random.nextInt(Math.max(1, text.length())));
        brace = brace < 0 ? text.indexOf('{') : brace;
        int colon = brace < 0 ? -1 : text.indexOf(':', brace);
        int comma = colon < 0 ? -1 : text.indexOf(',', colon);
        if (comma < 0) {
          return text;
        }
        return text.substring(0, comma + 1) + text.substring(brace + 1, comma + 1) + text.substring(comma + 1);
      }
      default:
        break;
    }
    JsonNode root;
    try {
      root = mapper.readTree(text);
    } catch (JsonProcessingException e) {
      // An earlier change left text that is no longer JSON: the remaining changes work on the text.
      return apply(Kind.GARBAGE, text, random);
    }
    if (root == null) {
      return text;
    }
    List<Slot> slots = new ArrayList<>();
    collect(root, slots);
    if (slots.isEmpty()) {
      return text;
    }
    mutateTree(kind, root, slots, random);
    return write(root, kind, random);
  }

  /** A place in the tree: a field of an object or an element of a list. */
  private record Slot(ContainerNode<?> parent, @Nullable String field, int index) {
    JsonNode get() {
      return field != null ? parent.get(field) : parent.get(index);
    }

    void set(JsonNode value) {
      if (field != null) {
        ((ObjectNode) parent).set(field, value);
      } else {
        ((ArrayNode) parent).set(index, value);
      }
    }
  }

  private static void collect(JsonNode node, List<Slot> out) {
    if (node instanceof ObjectNode o) {
      for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        out.add(new Slot(o, e.getKey(), -1));
        collect(e.getValue(), out);
      }
    } else if (node instanceof ArrayNode a) {
      for (int i = 0; i < a.size(); i++) {
        out.add(new Slot(a, null, i));
        collect(a.get(i), out);
      }
    }
  }

  private void mutateTree(Kind kind, JsonNode root, List<Slot> slots, SplittableRandom random) {
    JsonNodeFactory f = JsonNodeFactory.instance;
    switch (kind) {
      case DROP_FIELD: {
        Slot s = pick(slots, random, x -> x.field != null);
        if (s != null) {
          ((ObjectNode) s.parent).remove(s.field);
        }
        return;
      }
      case RENAME_FIELD: {
        Slot s = pick(slots, random, x -> x.field != null);
        if (s != null) {
          JsonNode v = ((ObjectNode) s.parent).remove(s.field);
          ((ObjectNode) s.parent).set(s.field + (random.nextBoolean() ? "X" : "_"), v);
        }
        return;
      }
      case WRONG_TYPE: {
        Slot s = slots.get(random.nextInt(slots.size()));
        JsonNode[] others = {f.textNode("x"), f.numberNode(7), f.booleanNode(true), f.nullNode(), f.arrayNode(),
            f.objectNode(), f.textNode(""), f.numberNode(1.5)};
        s.set(others[random.nextInt(others.length)]);
        return;
      }
      case NUMBER: {
        Slot s = pick(slots, random, x -> x.get().isNumber());
        if (s != null) {
          long v = s.get().asLong();
          long[] choices = {v + 1, v - 1, -v, v * 2, EXTREMES[random.nextInt(EXTREMES.length)]};
          s.set(f.numberNode(choices[random.nextInt(choices.length)]));
        }
        return;
      }
      case NON_FINITE: {
        Slot s = pick(slots, random, x -> x.get().isNumber());
        if (s != null) {
          s.set(f.rawValueNode(new RawValue(
              NON_FINITE[random.nextInt(NON_FINITE.length)])));
        }
        return;
      }
      case FLIP: {
        Slot s = pick(slots, random, x -> x.get().isBoolean());
        if (s != null) {
          s.set(f.booleanNode(!s.get().asBoolean()));
        }
        return;
      }
      case SWAP: {
        Slot a = pick(slots, random, x -> x.get().isValueNode() && !x.get().isNull());
        if (a != null) {
          JsonNode av = a.get();
          Slot b = pick(slots, random, x -> x.get().getNodeType() == av.getNodeType() && !x.get().equals(av));
          if (b != null) {
            JsonNode bv = b.get();
            a.set(bv);
            b.set(av);
          }
        }
        return;
      }
      case RETEXT: {
        Slot a = pick(slots, random, x -> x.get().isTextual());
        Slot b = pick(slots, random, x -> x.get().isTextual());
        if (a != null && b != null) {
          a.set(b.get());
        }
        return;
      }
      case DUPLICATE_ELEMENT: {
        Slot s = pick(slots, random, x -> x.field == null);
        if (s != null) {
          ((ArrayNode) s.parent).insert(s.index, s.get().deepCopy());
        }
        return;
      }
      case REMOVE_ELEMENT: {
        Slot s = pick(slots, random, x -> x.field == null);
        if (s != null) {
          ((ArrayNode) s.parent).remove(s.index);
        }
        return;
      }
      case UNKNOWN_TYPE: {
        Slot s = pick(slots, random, x -> "type".equals(x.field) && x.get().isTextual());
        if (s != null) {
          String[] names = {"teleport", "java.lang.Object", "", s.get().asText() + "x",
              s.get().asText().toUpperCase(Locale.ROOT)};
          s.set(f.textNode(names[random.nextInt(names.length)]));
        }
        return;
      }
      case HUGE_STRING: {
        Slot s = pick(slots, random, x -> x.get().isTextual());
        if (s != null) {
          s.set(f.textNode("x".repeat(hugeLength)));
        }
        return;
      }
      case HUGE_ARRAY: {
        Slot s = pick(slots, random, x -> x.field == null);
        if (s != null) {
          ArrayNode a = (ArrayNode) s.parent;
          JsonNode e = s.get();
          int n = Math.max(1, hugeLength / Math.max(2, e.toString().length() + 1));
          for (int i = 0; i < n; i++) {
            a.add(e);
          }
        }
        return;
      }
      default:
        // DEEP_NESTING is written as text (see write); the text kinds never reach here.
    }
  }

  private String write(JsonNode root, Kind kind, SplittableRandom random) {
    String text = root.toString();
    if (kind != Kind.DEEP_NESTING) {
      return text;
    }
    int depth = 100 + random.nextInt(20_000);
    int at = text.indexOf(':', random.nextInt(Math.max(1, text.length())));
    at = at < 0 ? text.indexOf(':') : at;
    StringBuilder b = new StringBuilder(text.length() + 2 * depth);
    if (at < 0) {
      return "[".repeat(depth) + text + "]".repeat(depth);
    }
    int end = at + 1;
    while (end < text.length() && ",}]".indexOf(text.charAt(end)) < 0 && text.charAt(end) != '"') {
      end++;
    }
    if (end < text.length() && text.charAt(end) == '"') {
      end = text.indexOf('"', end + 1) + 1;
    }
    return b.append(text, 0, at + 1).append("[".repeat(depth)).append(text, at + 1, end)
        .append("]".repeat(depth)).append(text, end, text.length()).toString();
  }

  private static @Nullable Slot pick(List<Slot> slots, SplittableRandom random, Predicate<Slot> fits) {
    int start = random.nextInt(slots.size());
    for (int i = 0; i < slots.size(); i++) {
      Slot s = slots.get((start + i) % slots.size());
      if (fits.test(s)) {
        return s;
      }
    }
    return null;
  }
}
