// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.util.OptionalLong;

/**
 * Bytes a piece of code allocates on the calling thread, for tests that hold a hot path to allocating nothing
 * (speed itself is measured in JMH, never in a test).
 *
 * @since 0.1.0
 */
public final class Allocations {
  private Allocations() {}

  /**
   * The bytes {@code work} allocated on this thread while it ran, or empty where the JVM does not count
   * allocations per thread.
   */
  public static OptionalLong of(Runnable work) {
    if (!(ManagementFactory.getThreadMXBean() instanceof ThreadMXBean threads)
        || !threads.isThreadAllocatedMemorySupported()) {
      work.run();
      return OptionalLong.empty();
    }
    threads.setThreadAllocatedMemoryEnabled(true);
    long id = Thread.currentThread().getId();
    long before = threads.getThreadAllocatedBytes(id);
    work.run();
    return OptionalLong.of(threads.getThreadAllocatedBytes(id) - before);
  }
}
