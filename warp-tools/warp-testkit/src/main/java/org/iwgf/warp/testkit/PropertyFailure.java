// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

/**
 * Thrown by {@link PropertyRunner#assertHolds} when an invariant breaks. An {@link AssertionError}, so every
 * test framework reports it as a failed test; its message is the {@link FailureReport}'s text.
 *
 * @since 0.1.0
 */
public final class PropertyFailure extends AssertionError {
  private static final long serialVersionUID = 1L;

  private final transient FailureReport report;

  /** A failure carrying {@code report}. */
  public PropertyFailure(FailureReport report) {
    super(report.toString());
    this.report = report;
  }

  /** What broke, where, and how to reproduce it. */
  public FailureReport report() {
    return report;
  }
}
