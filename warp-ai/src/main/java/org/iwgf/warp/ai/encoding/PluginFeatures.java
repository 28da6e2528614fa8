// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.encoding;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iwgf.warp.core.domino.Coordinate;

/**
 * The generic encoding of a plugin's visible state, which the encoder cannot know by type: every
 * coordinate found anywhere in it is marked on a plane over the set, and the other values are written in
 * the record's component order into a fixed number of slots (the rest dropped). Booleans are 0/1, numbers
 * {@code x / (|x| + 1)}, enum constants {@code (ordinal + 1) / constants}, a list its length as a number
 * and then its elements; a list as long as the fleet is read in seat order relative to the observer.
 * Nested records are read the same way; any other value (text, sets, maps, optionals) is skipped, and a state
 * that is not a record, or whose parts are not public, gives its presence only.
 *
 * <p>Record parts are read through method handles typed to their primitive types, so reading allocates
 * nothing once a type's shape is known; shapes are remembered per encoder, hence one encoder per thread.
 */
final class PluginFeatures {
  /** Records nested deeper than this are not read: a safety stop, no known state nests so deep. */
  private static final int MAX_DEPTH = 4;

  private enum Kind { BOOLEAN, INT, LONG, DOUBLE, REFERENCE }

  /** One record component: how to read it. */
  private record Part(Kind kind, MethodHandle getter) {}

  private final int captains;
  private final int setSize;
  private final Map<Class<?>, List<Part>> shapes = new HashMap<>();
  private final Map<Class<?>, Integer> enumSizes = new HashMap<>();
  // Where the next value goes while one state is written; kept here rather than in a fresh object so that
  // writing allocates nothing.
  private float[] out = new float[0];
  private int plane;
  private int next;
  private int end;
  private int seat;

  PluginFeatures(int captains, int setSize) {
    this.captains = captains;
    this.setSize = setSize;
  }

  /**
   * Writes {@code state}'s coordinates on the plane at {@code plane} and its values into {@code length}
   * slots from {@code values}, reading per-seat lists relative to {@code seat}.
   */
  void write(Object state, int seat, float[] out, int plane, int values, int length) {
    this.out = out;
    this.plane = plane;
    this.next = values;
    this.end = values + length;
    this.seat = seat;
    value(state, 0);
  }

  private List<Part> shape(Class<?> type) {
    List<Part> known = shapes.get(type);
    if (known != null) {
      return known;
    }
    List<Part> parts = new ArrayList<>();
    if (type.isRecord()) {
      try {
        for (RecordComponent c : type.getRecordComponents()) {
          parts.add(part(c));
        }
      } catch (IllegalAccessException | SecurityException e) {
        parts.clear(); // parts that are not public are not read: the state counts by its presence
      }
    }
    List<Part> shape = List.copyOf(parts);
    shapes.put(type, shape);
    return shape;
  }

  private int enumSize(Class<?> type) {
    Integer size = enumSizes.get(type);
    if (size == null) {
      // getEnumConstants copies the constants on every call: count them once
      Object[] constants = type.getEnumConstants();
      size = constants == null ? 1 : Math.max(1, constants.length);
      enumSizes.put(type, size);
    }
    return size;
  }

  private static Part part(RecordComponent c) throws IllegalAccessException {
    MethodHandle raw = MethodHandles.publicLookup().unreflect(c.getAccessor());
    Class<?> t = c.getType();
    if (t == boolean.class) {
      return new Part(Kind.BOOLEAN, raw.asType(MethodType.methodType(boolean.class, Object.class)));
    }
    if (t == int.class || t == short.class || t == byte.class || t == char.class) {
      return new Part(Kind.INT, raw.asType(MethodType.methodType(int.class, Object.class)));
    }
    if (t == long.class) {
      return new Part(Kind.LONG, raw.asType(MethodType.methodType(long.class, Object.class)));
    }
    if (t == double.class || t == float.class) {
      return new Part(Kind.DOUBLE, raw.asType(MethodType.methodType(double.class, Object.class)));
    }
    return new Part(Kind.REFERENCE, raw.asType(MethodType.methodType(Object.class, Object.class)));
  }

  void number(double x) {
    if (next < end) {
      out[next] = ObservationEncoder.squash(x, 1f);
    }
    next++;
  }

  void value(Object v, int depth) {
    if (v instanceof Coordinate c) {
      if (c.index() < setSize) {
        out[plane + c.index()] = 1f;
      }
    } else if (v instanceof Boolean b) {
      flag(b);
    } else if (v instanceof Number n) {
      number(n.doubleValue());
    } else if (v instanceof Enum<?> e) {
      if (next < end) {
        out[next] = (e.ordinal() + 1) / (float) enumSize(e.getDeclaringClass());
      }
      next++;
    } else if (v instanceof List<?> list) {
      list(list, depth);
    } else if (depth < MAX_DEPTH && v.getClass().isRecord()) {
      record(v, depth + 1);
    }
  }

  private void flag(boolean b) {
    if (next < end) {
      out[next] = b ? 1f : 0f;
    }
    next++;
  }

  private void list(List<?> list, int depth) {
    int size = list.size();
    number(size);
    boolean perSeat = size == captains;
    for (int i = 0; i < size && next < end; i++) {
      Object item = list.get(perSeat ? (seat + i) % captains : i);
      if (item != null) {
        value(item, depth);
      }
    }
  }

  private void record(Object v, int depth) {
    List<Part> parts = shape(v.getClass());
    try {
      for (int i = 0; i < parts.size(); i++) {
        Part p = parts.get(i);
        switch (p.kind()) {
          case BOOLEAN -> flag((boolean) p.getter().invokeExact(v));
          case INT -> number((int) p.getter().invokeExact(v));
          case LONG -> number((long) p.getter().invokeExact(v));
          case DOUBLE -> number((double) p.getter().invokeExact(v));
          case REFERENCE -> {
            Object part = (Object) p.getter().invokeExact(v);
            if (part != null) {
              value(part, depth);
            }
          }
        }
      }
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      // record accessors declare no checked exception; one that throws anyway is a broken plugin
      throw new IllegalStateException("reading " + v.getClass().getName() + " failed", e);
    }
  }
}
