// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The parameters of an address ({@code ?seat=1&ply=4}), read as strictly as a request's body: only the names
 * the address has, each given once.
 */
final class Query {
  private final Map<String, String> values;

  private Query(Map<String, String> values) {
    this.values = values;
  }

  /**
   * Reads {@code parameters} (each name with every value given for it).
   *
   * @throws TableException {@code BAD_QUERY} for a name not in {@code names}, or one given more than once
   */
  static Query read(Map<String, List<String>> parameters, Set<String> names) {
    Map<String, String> values = new TreeMap<>();
    parameters.forEach((name, given) -> {
      if (!names.contains(name) || given.size() != 1) {
        throw new TableException("BAD_QUERY", "This address takes " + String.join(", ", new TreeSet<>(names))
            + ", each at most once; '" + shown(name) + "' is not one of them or is given twice.");
      }
      values.put(name, given.get(0));
    });
    return new Query(values);
  }

  /** The value of parameter {@code name}, if given. */
  Optional<String> get(String name) {
    return Optional.ofNullable(values.get(name));
  }

  /**
   * The whole number {@code text} if it is one from {@code min} to {@code max} (decimal digits with an optional
   * leading minus, at most ten characters), empty otherwise.
   */
  static Optional<Integer> number(String text, int min, int max) {
    if (text.isEmpty() || text.length() > 10 || !text.matches("-?[0-9]+")) {
      return Optional.empty();
    }
    long n = Long.parseLong(text);
    return n < min || n > max ? Optional.empty() : Optional.of((int) n);
  }

  /** {@code text} cut to a length a refusal can quote. */
  static String shown(String text) {
    return text.length() > 40 ? text.substring(0, 40) + "…" : text;
  }
}
