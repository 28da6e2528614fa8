// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.junit.jupiter.api.Test;

class AbstractRulePluginFactoryTest {
  private static final WarpConfig GAME = WarpConfig.standard(WarpFactor.WARP_12, 4);

  /** A rule with one option, "depth", that records what reached it. */
  private static final class Depth extends AbstractRulePluginFactory {
    final List<PluginConfig> seen = new ArrayList<>();

    Depth() {
      super("test-depth", "Depth rule", RatingStatus.EXHIBITION, Set.of("depth"));
    }

    @Override
    protected RulePlugin createChecked(PluginConfig config, WarpConfig game) {
      seen.add(config);
      return new TestPlugins.Reverse(id());
    }

    @Override
    public List<TypeName> jsonTypes() {
      return List.of(named(String.class, "marker"));
    }
  }

  @Test
  void aKnownOptionReachesTheRule() {
    Depth factory = new Depth();
    PluginConfig config = PluginConfig.of("test-depth", Map.of("depth", "3"));
    assertEquals("test-depth", factory.create(config, GAME).id());
    assertEquals(List.of(config), factory.seen);
  }

  @Test
  void anUnknownOptionIsRefusedBeforeTheRuleSeesIt() {
    Depth factory = new Depth();
    InvalidConfigException e = assertThrows(InvalidConfigException.class,
        () -> factory.create(PluginConfig.of("test-depth", Map.of("width", "3")), GAME));
    assertEquals("PLUGIN_OPTION", e.code());
    assertEquals("Depth rule has only the options [depth]; \"width\" is not one of them.", e.getMessage());
    assertEquals(List.of(), factory.seen);
  }

  @Test
  void theSkeletonReportsWhatItWasGiven() {
    Depth factory = new Depth();
    assertEquals("Depth rule", factory.displayName());
    assertEquals(RatingStatus.EXHIBITION, factory.ratingStatus());
    assertEquals(Set.of("depth"), factory.options());
    assertEquals(List.of(TypeName.of(String.class, "test-depth.marker")), factory.jsonTypes());
  }
}
