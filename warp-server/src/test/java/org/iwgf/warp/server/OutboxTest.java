// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The outbox against a session that never finishes a send, as Jetty's does for a client that does not read. */
@Timeout(30)
class OutboxTest {
  /** A session that records what it is asked and completes nothing until told. */
  private static final class StuckSession {
    final List<Callback> pending = new ArrayList<>();
    final List<Integer> closes = new ArrayList<>();
    final CountDownLatch cut = new CountDownLatch(1);
    final Session session = (Session) Proxy.newProxyInstance(Session.class.getClassLoader(),
        new Class<?>[] {Session.class}, (proxy, method, args) -> switch (method.getName()) {
          case "isOpen" -> true;
          case "sendText" -> pending.add((Callback) args[1]);
          case "close" -> closes.add((Integer) args[0]);
          case "disconnect" -> {
            cut.countDown();
            yield null;
          }
          default -> throw new UnsupportedOperationException(method.getName());
        });
  }

  private static Limits limits(int messages, int bytes) {
    return new Limits(10, 10, messages, bytes, 10, 10, Duration.ofHours(1));
  }

  @Test
  void aBacklogPastItsMessagesIsDroppedWithTheSlowReaderStatus() throws Exception {
    StuckSession s = new StuckSession();
    Outbox outbox = new Outbox(s.session, limits(4, 1 << 20));
    for (int i = 0; i < 4; i++) {
      outbox.send("{\"type\":\"update\"}");
    }
    assertEquals(List.of(), s.closes);
    outbox.send("{\"type\":\"update\"}");
    assertEquals(List.of(Outbox.SLOW_READER), s.closes, "closed once, with 4408");
    assertEquals(4, s.pending.size(), "the message past the limit is not queued");
    outbox.send("{\"type\":\"update\"}");
    assertEquals(4, s.pending.size(), "nothing is queued once dropped");
    assertTrue(s.cut.await(Outbox.GRACE_MILLIS + 5_000, TimeUnit.MILLISECONDS), "cut after the grace");
  }

  @Test
  void oneLargeMessageAlwaysGoesButNotTwo() {
    StuckSession s = new StuckSession();
    Outbox outbox = new Outbox(s.session, limits(100, 1_000));
    outbox.send("x".repeat(5_000));
    assertEquals(1, s.pending.size());
    assertEquals(List.of(), s.closes);
    outbox.send("x".repeat(10));
    assertEquals(List.of(Outbox.SLOW_READER), s.closes, "past 1,000 bytes held");
  }

  @Test
  void aClientPastHalfItsAllowanceIsSlowedThenDroppedIfItKeepsAsking() {
    StuckSession s = new StuckSession();
    Outbox outbox = new Outbox(s.session, limits(4, 1 << 20));
    for (int i = 0; i < 2; i++) {
      assertTrue(outbox.serves());
      outbox.send("{}");
    }
    assertTrue(outbox.serves(), "half the allowance held: still served");
    outbox.send("{}");
    for (int i = 0; i < 4; i++) {
      assertFalse(outbox.serves(), "past half: ignored");
    }
    assertEquals(List.of(), s.closes);
    assertFalse(outbox.serves());
    assertEquals(List.of(Outbox.SLOW_READER), s.closes, "asked once more than its allowance while slowed");
  }

  @Test
  void sendsThatFinishGiveTheirRoomBack() {
    StuckSession s = new StuckSession();
    Outbox outbox = new Outbox(s.session, limits(2, 1 << 20));
    for (int i = 0; i < 100; i++) {
      outbox.send("{\"type\":\"update\"}");
      s.pending.remove(0).succeed();
    }
    assertEquals(List.of(), s.closes);
    assertEquals(10, Outbox.utf8Length("é€😀a"), "2 + 3 + 4 + 1 bytes");
  }
}
