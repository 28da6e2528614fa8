// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iwgf.warp.ai.encoding.ObservationLayout.Segment;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.junit.jupiter.api.Test;

/** The Warp 12 × 4 layout is the one docs/encoding.md tabulates, and the layout grows by a block per rule. */
class ObservationLayoutTest {

  @Test
  void theWarp12FourCaptainLayoutMatchesTheDocumentedTable() {
    ObservationLayout layout = ObservationLayout.of(WarpConfig.standard(WarpFactor.WARP_12, 4));
    assertEquals(714, layout.size());
    Map<String, Integer> offsets = Map.ofEntries(Map.entry("hand", 7), Map.entry("trail[+k].coordinates", 98),
        Map.entry("neutral-zone.coordinates", 462), Map.entry("spacedock", 553),
        Map.entry("trail[+k].open-end", 566), Map.entry("trail[+k].started", 618),
        Map.entry("neutral-zone.open-end", 626), Map.entry("hand-counts", 640), Map.entry("alert.flags", 648),
        Map.entry("round", 678), Map.entry("modules", 692));
    offsets.forEach((name, offset) ->
        assertEquals(offset, layout.segment(name).orElseThrow().offset(), name));
    assertEquals(ObservationLayout.KNOWN_PLUGINS.size() + 1, layout.segment("modules").orElseThrow().length());
    for (Segment s : layout.segments()) {
      assertTrue(layout.describe().contains(s.name()), s.name());
    }
  }

  @Test
  void eachRuleAddsAPresenceFlagACoordinatePlaneAndValues() {
    WarpConfig config = WarpConfig.builder().plugin("module-eta").plugin("subspace-fracture").build();
    ObservationLayout layout = ObservationLayout.of(config);
    assertEquals(714 + 2 * (1 + 91 + ObservationLayout.PLUGIN_VALUES), layout.size());
    List<String> names = layout.segments().stream().map(Segment::name).toList();
    assertEquals(List.of("plugin[module-eta].present", "plugin[module-eta].coordinates",
        "plugin[module-eta].values", "plugin[subspace-fracture].present", "plugin[subspace-fracture].coordinates",
        "plugin[subspace-fracture].values"), names.subList(names.size() - 6, names.size()));
  }

  @Test
  void anEncoderRefusesAShortBufferAndAnotherFleetsView() {
    WarpConfig config = WarpConfig.standard(WarpFactor.WARP_9, 2);
    ObservationEncoder encoder = ObservationEncoder.of(config);
    WarpRules rules = WarpRules.of(config);
    var view = rules.view(rules.start(1), 0);
    assertThrows(IllegalArgumentException.class, () -> encoder.encode(view, new float[328]));
    assertThrows(IllegalArgumentException.class, () -> encoder.encode(view, new float[329], 1));
    ObservationEncoder other = ObservationEncoder.of(WarpConfig.standard(WarpFactor.WARP_9, 3));
    assertThrows(IllegalArgumentException.class, () -> other.encode(view));
  }
}
