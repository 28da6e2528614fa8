// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.game;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The games installed: every {@link GameProvider} that {@link ServiceLoader} finds beside this library.
 *
 * @since 1.0.0
 */
public final class Games {
  private Games() {}

  /**
   * Every installed game, by {@link GameProvider#order()} then id. Each call asks the service loader anew.
   *
   * @throws IllegalStateException if two games claim the same id or alias
   */
  public static List<GameProvider<?, ?, ?, ?, ?>> installed() {
    return installed(Games.class.getClassLoader());
  }

  /**
   * Every game {@code loader} finds, by {@link GameProvider#order()} then id.
   *
   * @throws IllegalStateException if two games claim the same id or alias
   */
  public static List<GameProvider<?, ?, ?, ?, ?>> installed(ClassLoader loader) {
    List<GameProvider<?, ?, ?, ?, ?>> found = new ArrayList<>();
    for (GameProvider<?, ?, ?, ?, ?> provider : ServiceLoader.load(GameProvider.class, loader)) {
      found.add(provider);
    }
    found.sort(Comparator.<GameProvider<?, ?, ?, ?, ?>>comparingInt(GameProvider::order)
        .thenComparing(GameProvider::id));
    Map<String, String> claimed = new HashMap<>();
    for (GameProvider<?, ?, ?, ?, ?> provider : found) {
      List<String> names = new ArrayList<>(provider.aliases());
      names.add(0, provider.id());
      for (String name : names) {
        String other = claimed.putIfAbsent(name, provider.id());
        if (other != null) {
          throw new IllegalStateException("Two games are called '" + name + "': " + other + " and "
              + provider.id() + ".");
        }
      }
    }
    return List.copyOf(found);
  }

  /** The installed game whose id or alias is {@code id}, if any. */
  public static Optional<GameProvider<?, ?, ?, ?, ?>> byId(String id) {
    return installed().stream()
        .filter(p -> p.id().equals(id) || p.aliases().contains(id))
        .findFirst();
  }

  /** The ids of the installed games, in {@link #installed()} order. */
  public static List<String> ids() {
    return installed().stream().<String>map(GameProvider::id).toList();
  }
}
