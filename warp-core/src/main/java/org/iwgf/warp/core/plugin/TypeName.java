// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

import java.util.Objects;

/**
 * The name under which one of a rule's moves, events or state records is written in JSON: the value of its
 * {@code "type"} field, e.g. {@code "alpha.force-draw"}. A rule lists these in
 * {@link RulePluginFactory#jsonTypes()}; the library's JSON adapter registers them, so a rule needs no JSON
 * library to compile.
 *
 * @param type the record written under {@code name}
 * @param name its JSON type name, prefixed by the rule's id and a dot
 * @since 0.1.0
 */
public record TypeName(Class<?> type, String name) {

  /** Checks that neither part is missing and that the name is not blank. */
  public TypeName {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(name, "name");
    if (name.isBlank()) {
      throw new IllegalArgumentException("A JSON type name is not blank.");
    }
  }

  /** {@code type} written under {@code name}. */
  public static TypeName of(Class<?> type, String name) {
    return new TypeName(type, name);
  }
}
