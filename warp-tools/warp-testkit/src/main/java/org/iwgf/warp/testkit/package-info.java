// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * A seeded property-testing kit for Warp, usable from any test framework.
 *
 * <p>A Warp sector is a pure function of (configuration, seed, moves), so a property test needs no
 * generator framework: {@link org.iwgf.warp.testkit.RuleSpace} draws configurations and seeds
 * deterministically from one {@code long}; {@link org.iwgf.warp.testkit.PropertyRunner} plays each
 * sector with moves chosen from the seed, checks every {@link org.iwgf.warp.testkit.Invariant} after
 * every move and, when one breaks, returns a {@link org.iwgf.warp.testkit.FailureReport} naming the
 * seed, the move and a minimised configuration that still breaks it. Ready invariants for the Warp rules
 * are in {@link org.iwgf.warp.testkit.WarpInvariants}; {@link org.iwgf.warp.testkit.PluginSectors}
 * lays out the sectors a rule plugin's property test plays (objectives and companion rules in turn).
 *
 * <pre>{@code
 * PropertyRunner runner = PropertyRunner.of(WarpInvariants.standard());
 * for (GameCase c : RuleSpace.standard().samples(2024L, 200)) {
 *   runner.assertHolds(c);   // throws PropertyFailure with a reproducible report
 * }
 * }</pre>
 *
 * <p>The kit does not use jqwik: from 1.10 its maintainers ask that it not be used with AI coding tools,
 * and its engine prints instructions aimed at such tools into the test output.
 */
@NullMarked
package org.iwgf.warp.testkit;

import org.jspecify.annotations.NullMarked;
