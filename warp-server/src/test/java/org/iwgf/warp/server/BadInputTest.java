// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.iwgf.warp.server.Loopback.Client;
import org.iwgf.warp.server.Loopback.Reply;
import org.iwgf.warp.server.RawSocket.Frame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Every bad request gets its code and a 400, read as strictly as the library reads its JSON. */
@Timeout(60)
class BadInputTest {
  @TempDir Path dir;

  private static String table(String fields) {
    return "{\"game\":\"warp\",\"config\":{\"factor\":\"WARP_9\",\"captains\":2},\"seats\":[\"human\",\"human\"]"
        + fields + "}";
  }

  private void refused(Map<String, String> refusals) {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      for (Map.Entry<String, String> e : refusals.entrySet()) {
        Reply r = Loopback.post(server, "/tables", "", e.getKey());
        assertEquals(400, r.status(), e.getKey() + " -> " + r.body());
        assertEquals(e.getValue(), r.body().get("code").asText(), e.getKey() + " -> " + r.body());
      }
      assertEquals(List.of(), server.tables().ids(), "nothing was created");
    }
  }

  private static String seats(String seats) {
    return table("").replace("[\"human\",\"human\"]", seats);
  }

  @Test
  void aWronglyTypedFieldIsRefusedNotCoerced() {
    refused(Map.ofEntries(
        Map.entry(table(",\"seed\":\"abc\""), "BAD_VALUE"),
        Map.entry(table(",\"seed\":{}"), "BAD_VALUE"),
        Map.entry(table(",\"seed\":[7]"), "BAD_VALUE"),
        Map.entry(table(",\"seed\":true"), "BAD_VALUE"),
        Map.entry(table(",\"seed\":4.5"), "BAD_VALUE"),
        Map.entry(table(",\"seed\":\"42\""), "BAD_VALUE"),
        Map.entry(table(",\"seed\":123456789012345678901234567890"), "BAD_VALUE"),
        Map.entry(table(",\"seed\":null"), "MISSING_FIELD"),
        Map.entry(table(",\"rated\":\"yes\""), "BAD_VALUE"),
        Map.entry(table(",\"rated\":1"), "BAD_VALUE")));
  }

  @Test
  void aNewTableHasItsFieldsEachOfItsKindOnce() {
    refused(Map.ofEntries(
        Map.entry(table(",\"speed\":3"), "UNKNOWN_FIELD"),
        Map.entry(table(",\"seed\":1,\"seed\":2"), "MALFORMED_JSON"),
        Map.entry(table("") + "{}", "MALFORMED_JSON"),
        Map.entry("[1]", "MALFORMED_JSON"),
        Map.entry("{\"game\":7,\"config\":{},\"seats\":[]}", "BAD_VALUE"),
        Map.entry("{\"game\":\"warp\",\"config\":\"WARP_9\",\"seats\":[]}", "BAD_VALUE"),
        Map.entry("{\"game\":\"warp\",\"config\":{},\"seats\":[\"human\",7]}", "BAD_VALUE"),
        Map.entry("{\"game\":\"warp\",\"config\":{},\"seats\":\"human\"}", "BAD_VALUE"),
        Map.entry("{\"game\":\"warp\",\"seats\":[\"human\",\"human\"]}", "MISSING_FIELD")));
  }

  @Test
  void aSeatLongerThanItsStoredColumnIsRefusedNotAnInternalError() {
    refused(Map.of(
        seats("[\"human:" + "N".repeat(100) + "\",\"human\"]"), "SEATS",
        seats("[\"human:" + "N".repeat(41) + "\",\"human\"]"), "SEATS",
        seats("[\"human:\",\"human\"]"), "SEATS",
        seats("[\"human:a\\u0007b\",\"human\"]"), "SEATS",
        seats("[\"officer:" + "x".repeat(100) + "\",\"human\"]"), "SEATS"));
  }

  @Test
  void whatIsWellTypedStillReads() {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      assertEquals(201, Loopback.post(server, "/tables", "", table(",\"seed\":-9,\"rated\":false")).status());
      assertEquals(201, Loopback.post(server, "/tables", "", seats("[\"human:" + "N".repeat(40) + "\",\"human\"]"))
          .status());
    }
  }

  @Test
  void webSocketMessagesAreReadStrictly() throws Exception {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      Loopback.Seated table = Loopback.create(server, table(""));
      Client client = Client.connect(server, table.id(), table.token(0));
      client.next("update");
      Map<String, String> refusals = Map.of(
          "{\"type\":\"view\",\"extra\":1}", "UNKNOWN_FIELD",
          "{\"type\":\"mute\",\"seat\":\"1\"}", "BAD_VALUE",
          "{\"type\":\"mute\"}", "MISSING_FIELD",
          "{\"type\":\"say\",\"text\":\"hi\",\"to\":true}", "BAD_VALUE",
          "{\"type\":\"hail\",\"phrase\":7}", "BAD_VALUE",
          "{\"type\":\"move\",\"move\":[]}", "BAD_VALUE",
          "{\"type\":\"move\"}", "MISSING_FIELD",
          "{\"type\":\"view\",\"type\":\"view\"}", "MALFORMED_JSON",
          "{\"type\":7}", "BAD_VALUE");
      for (Map.Entry<String, String> e : refusals.entrySet()) {
        client.send(e.getKey());
        assertEquals(e.getValue(), client.next("error").get("code").asText(), e.getKey());
      }
      client.close();
    }
  }

  @Test
  void aBinaryFrameIsAnsweredWithAJsonError() throws Exception {
    try (WarpServer server = WarpServer.start(Loopback.options(dir))) {
      Loopback.Seated table = Loopback.create(server, table(""));
      try (RawSocket raw = RawSocket.connect(server.port(), "/tables/" + table.id() + "/ws", 65_536)) {
        assertEquals("update", Loopback.read(raw.next().orElseThrow().text()).get("type").asText());
        raw.sendBinary(new byte[] {1, 2, 3});
        Frame answer = raw.next().orElseThrow();
        assertEquals(0x1, answer.opcode());
        assertEquals("BINARY_MESSAGE", Loopback.read(answer.text()).get("code").asText());
      }
    }
  }
}
