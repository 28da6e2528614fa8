// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;

/**
 * What the server holds for one WebSocket connection: the messages it has handed to Jetty that the client has
 * not yet taken. Jetty queues asynchronous sends without bound, so a client that asks and never reads would
 * grow the heap for ever; an outbox counts each send until Jetty reports it written and keeps the backlog
 * within {@link Limits#queuedMessages} and {@link Limits#queuedBytes}.
 *
 * <p>A connection holding more than half its allowance is slowed: its requests are ignored, unanswered, since
 * an answer would only join the backlog. One that goes on asking ({@code queuedMessages} requests ignored in a
 * row) or whose backlog would pass the allowance is dropped: closed with {@link #SLOW_READER} and, if the close
 * cannot be written either, disconnected after {@link #GRACE_MILLIS}. Nothing waits on a slow client, so nothing
 * else on the server notices it. Thread-safe.
 */
final class Outbox {
  /** The close status of a connection that does not read what it is sent. */
  static final int SLOW_READER = 4408;
  /** How long a dropped connection has to take its close frame before its socket is cut. */
  static final long GRACE_MILLIS = 2_000;

  private final Session session;
  private final int maxMessages;
  private final long maxBytes;
  private final AtomicInteger queued = new AtomicInteger();
  private final AtomicLong bytes = new AtomicLong();
  private final AtomicInteger ignored = new AtomicInteger();
  private final AtomicBoolean dropped = new AtomicBoolean();

  Outbox(Session session, Limits limits) {
    this.session = session;
    this.maxMessages = limits.queuedMessages();
    this.maxBytes = limits.queuedBytes();
  }

  /** Hands {@code message} to Jetty, or drops the connection if it would hold more than it may. */
  void send(String message) {
    if (dropped.get() || !session.isOpen()) {
      return;
    }
    long size = utf8Length(message);
    int held = queued.incrementAndGet();
    long heldBytes = bytes.addAndGet(size);
    // One message always goes, whatever its size: a client that reads gets every update.
    if (held > 1 && (held > maxMessages || heldBytes > maxBytes)) {
      taken(size);
      drop();
      return;
    }
    session.sendText(message, Callback.from(() -> taken(size), failure -> taken(size)));
  }

  /**
   * Whether a request that just arrived should be served: not while more than half the allowance is held
   * (the connection is slowed), and the connection is dropped once it has asked {@code queuedMessages} times
   * in a row without being served.
   */
  boolean serves() {
    if (queued.get() * 2 <= maxMessages && bytes.get() * 2 <= maxBytes) {
      ignored.set(0);
      return true;
    }
    if (ignored.incrementAndGet() > maxMessages) {
      drop();
    }
    return false;
  }

  private void taken(long size) {
    queued.decrementAndGet();
    bytes.addAndGet(-size);
  }

  private void drop() {
    if (dropped.compareAndSet(false, true)) {
      session.close(SLOW_READER, "SLOW_READER", Callback.NOOP);
      // The close frame waits behind the backlog the client does not read; cutting the socket fails every
      // queued send, which gives their memory back (cutting a socket already closed does nothing).
      CompletableFuture.delayedExecutor(GRACE_MILLIS, TimeUnit.MILLISECONDS).execute(session::disconnect);
    }
  }

  // The bytes Jetty will hold for the text, counted without encoding it a second time.
  static long utf8Length(String text) {
    long n = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < 0x80) {
        n += 1;
      } else if (c < 0x800) {
        n += 2;
      } else if (Character.isHighSurrogate(c)) {
        n += 4;
        i++;
      } else {
        n += 3;
      }
    }
    return n;
  }
}
