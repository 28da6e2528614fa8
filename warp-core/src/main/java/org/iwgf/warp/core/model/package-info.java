// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The Warp multi-trail game as data (Sections I–V of the rulebook): what fleet command agrees before launch
 * ({@link org.iwgf.warp.core.model.WarpConfig}), the sealed {@link org.iwgf.warp.core.model.WarpMove}s and
 * {@link org.iwgf.warp.core.model.WarpEvent}s with their open branches for optional rules ({@link
 * org.iwgf.warp.core.model.PluginMove}, {@link org.iwgf.warp.core.model.PluginEvent}), routes, trails, round
 * results, saved states, and the read-only {@link org.iwgf.warp.core.model.WarpState} that callers and the
 * rule-plugin SPI read. The lowest layer of the engine: it depends on no other Warp package but the coordinates
 * ({@code domino}) and the exceptions ({@code game}); the SPI ({@code plugin}), the views ({@code view}) and
 * the engine ({@code engine}) sit on it.
 */
// jdkOnly: the generated builder and withers of StateSnapshot use the JDK's collections, so the engine needs no
// Guava at run time.
@Value.Style(jdkOnly = true, allowedClasspathAnnotations = {Override.class})
@NullMarked
package org.iwgf.warp.core.model;

import org.immutables.value.Value;
import org.jspecify.annotations.NullMarked;
