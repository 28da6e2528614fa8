// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json.door;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.JsonLimits;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.json.WarpJsonCodec;
import org.junit.jupiter.api.Test;

/** Every JSON read stops at the documented size limits with {@code TOO_LARGE}, before building anything. */
class JsonLimitsTest {

  private static String code(Runnable r) {
    return assertThrows(InvalidStateException.class, r::run).code();
  }

  @Test
  void aDocumentOverOneMebibyteIsRefusedBeforeParsing() {
    String big = "{\"type\":\"pass\"}" + " ".repeat(1 << 20);
    assertEquals("TOO_LARGE", code(() -> WarpJson.readMove(big)));
    assertEquals("MALFORMED_JSON", code(() -> WarpJson.readMove(null)));
    assertEquals("MALFORMED_JSON", code(() -> WarpJson.readMove("null")));
  }

  @Test
  void aConfigurationOverItsOwnLimitIsRefusedBeforeParsing() {
    String standard = WarpJson.writeConfig(WarpConfig.standard(WarpFactor.WARP_12, 4));
    String padded = standard + " ".repeat(WarpJson.MAX_CONFIG_CHARS - standard.length());
    assertEquals(standard, WarpJson.writeConfig(WarpJson.readConfig(padded)));
    InvalidStateException e = assertThrows(InvalidStateException.class, () -> WarpJson.readConfig(padded + " "));
    assertEquals("TOO_LARGE", e.code());
    assertTrue(e.getMessage().contains(String.valueOf(WarpJson.MAX_CONFIG_CHARS)), e.getMessage());
    WarpJsonCodec roomy = WarpJson.codec(PluginRegistry.empty(), JsonLimits.standard().withMaxDocumentChars(4 << 20));
    assertEquals("TOO_LARGE", code(() -> roomy.readConfig(padded + " ")));
  }

  @Test
  void deepNestingIsRefused() {
    String deep = "[".repeat(100_000) + "]".repeat(100_000);
    assertEquals("TOO_LARGE", code(() -> WarpJson.readEvents(deep)));
    String deepField = "{\"type\":\"chart\",\"coordinate\":" + "[".repeat(70) + "\"1-1\"" + "]".repeat(70)
        + ",\"route\":\"trail-0\"}";
    assertEquals("TOO_LARGE", code(() -> WarpJson.readMove(deepField)));
  }

  @Test
  void aHugeStringIsRefused() {
    String name = "x".repeat(20_000);
    assertEquals("TOO_LARGE", code(() -> WarpJson.readMove("{\"type\":\"" + name + "\"}")));
    assertEquals("TOO_LARGE", code(() -> WarpJson.readMove("{\"" + name + "\":1}")));
    assertEquals("TOO_LARGE", code(() -> WarpJson.readMove("{\"type\":\"overtime-vote\",\"accept\":"
        + "1".repeat(100) + "}")));
  }

  @Test
  void aHugeArrayIsRefused() {
    String many = "[" + "{\"type\":\"pass\"},".repeat(100_001) + "{\"type\":\"pass\"}]";
    WarpJsonCodec roomy = WarpJson.codec(PluginRegistry.empty(), JsonLimits.standard().withMaxDocumentChars(4 << 20));
    InvalidStateException e = assertThrows(InvalidStateException.class, () -> roomy.readEvents(many));
    assertEquals("TOO_LARGE", e.code());
    assertTrue(e.getMessage().contains("100,000") || e.getMessage().contains("100000"), e.getMessage());
  }

  @Test
  void limitsAreConfigurable() {
    WarpJsonCodec tight = WarpJson.codec(PluginRegistry.empty(), new JsonLimits(100, 10, 10, 5, 4, 3));
    assertEquals("TOO_LARGE", code(() -> tight.readMove("{\"type\":\"pass\"}" + " ".repeat(100))));
    assertEquals("pass", tight.writeMove(tight.readMove("{\"type\":\"pass\"}")).replaceAll(".*\"(pass)\".*", "$1"));
    assertThrows(InvalidConfigException.class, () -> new JsonLimits(0, 1, 1, 1, 1, 1));
  }
}
