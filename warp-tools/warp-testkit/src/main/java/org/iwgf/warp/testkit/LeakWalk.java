// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import com.google.common.primitives.Bytes;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.iwgf.warp.core.domino.Coordinate;
import org.jspecify.annotations.Nullable;

/**
 * Finds a hidden coordinate in a view by walking its values instead of rendering it as text: what a view's
 * {@code toString} would show, found without building the text. A coordinate is checked as itself; text,
 * enums and any value that is not a record, collection, map, array or optional are scanned as text with
 * {@link WarpInvariants#leakIn}'s scan, as is a record that renders itself its own way (its class declares
 * {@code toString}) or whose parts cannot be read. So a walk finds a hidden coordinate exactly when the
 * view's text names one — and also inside arrays, which text shows only as a type and hash — at a fraction
 * of the cost: the soak runs it on every seat's view at every round's end.
 *
 * <p>Thread-safe; it remembers how to walk each class it meets.
 */
final class LeakWalk {
  /** Deeper than any view: a value this deep is scanned as text rather than walked further. */
  private static final int MAX_DEPTH = 48;

  /** How a record is walked: its accessors, or none when it is read as text. */
  private final Map<Class<?>, Optional<List<Method>>> shapes = new ConcurrentHashMap<>();

  /**
   * The first coordinate in {@code hidden} that {@code value} names, found by {@code scan} in text or by
   * identity in the values, described by {@code scan}'s words or as the coordinate itself.
   */
  Optional<String> find(@Nullable Object value, BitSet hidden, Function<String, Optional<String>> scan) {
    return walk(value, hidden, scan, 0);
  }

  private Optional<String> walk(@Nullable Object value, BitSet hidden, Function<String, Optional<String>> scan,
      int depth) {
    if (value == null || value instanceof Number || value instanceof Boolean || value instanceof Character
        || value instanceof OptionalInt || value instanceof OptionalLong || value instanceof OptionalDouble) {
      // a number, alone or in an optional, is never rendered as "a-b"
      return Optional.empty();
    }
    if (value instanceof Coordinate c) {
      return hidden.get(c.index()) ? Optional.of("names hidden " + c) : Optional.empty();
    }
    if (depth > MAX_DEPTH || value instanceof CharSequence || value instanceof Enum<?>) {
      return scan.apply(value.toString());
    }
    if (value instanceof Optional<?> o) {
      return o.isPresent() ? walk(o.get(), hidden, scan, depth + 1) : Optional.empty();
    }
    if (value instanceof Collection<?> items) {
      return walkAll(items, hidden, scan, depth);
    }
    if (value instanceof Map<?, ?> map) {
      Optional<String> found = walkAll(map.keySet(), hidden, scan, depth);
      return found.isPresent() ? found : walkAll(map.values(), hidden, scan, depth);
    }
    if (value instanceof Object[] array) {
      return walkAll(List.of(array), hidden, scan, depth);
    }
    if (value.getClass().isArray()) {
      return Optional.empty(); // an array of primitives renders as its type and hash
    }
    Optional<List<Method>> parts = shapes.computeIfAbsent(value.getClass(), LeakWalk::accessors);
    if (parts.isEmpty()) {
      return scan.apply(value.toString());
    }
    for (Method part : parts.get()) {
      Object component;
      try {
        component = part.invoke(value);
      } catch (IllegalAccessException | InvocationTargetException e) {
        return scan.apply(value.toString());
      }
      Optional<String> found = walk(component, hidden, scan, depth + 1);
      if (found.isPresent()) {
        return found;
      }
    }
    return Optional.empty();
  }

  private Optional<String> walkAll(Iterable<?> items, BitSet hidden, Function<String, Optional<String>> scan,
      int depth) {
    for (Object item : items) {
      Optional<String> found = walk(item, hidden, scan, depth + 1);
      if (found.isPresent()) {
        return found;
      }
    }
    return Optional.empty();
  }

  /**
   * Whether a record's {@code toString} is the one records get, which renders each part: its class file
   * then calls the records' bootstrap with the descriptor {@code (LType;)Ljava/lang/String;}. (Reflection
   * cannot tell: the given {@code toString} is declared in the class file like a written one.)
   */
  private static boolean rendersItsParts(Class<?> type) {
    String name = type.getName();
    try (InputStream in = type.getResourceAsStream(name.substring(name.lastIndexOf('.') + 1) + ".class")) {
      if (in == null) {
        return false;
      }
      byte[] file = in.readAllBytes();
      byte[] descriptor = ("(L" + name.replace('.', '/') + ";)Ljava/lang/String;").getBytes(StandardCharsets.UTF_8);
      return Bytes.indexOf(file, descriptor) >= 0;
    } catch (IOException e) {
      return false;
    }
  }

  /** A record's accessors, or empty when it is read as text: not a record, its own toString, or closed. */
  private static Optional<List<Method>> accessors(Class<?> type) {
    if (!type.isRecord()) {
      return Optional.empty();
    }
    if (!rendersItsParts(type)) {
      return Optional.empty();
    }
    List<Method> out = new ArrayList<>();
    for (RecordComponent c : type.getRecordComponents()) {
      out.add(c.getAccessor()); // one the walk may not call is met as IllegalAccessException: read as text
    }
    return Optional.of(List.copyOf(out));
  }
}
