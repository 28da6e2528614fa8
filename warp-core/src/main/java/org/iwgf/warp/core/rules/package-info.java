// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The Warp multi-trail rules (Sections I–V of the rulebook): {@link org.iwgf.warp.core.rules.WarpRules}
 * applies {@link org.iwgf.warp.core.rules.WarpMove}s to immutable {@link org.iwgf.warp.core.rules.WarpState}s
 * and reports {@link org.iwgf.warp.core.rules.WarpEvent}s; {@link org.iwgf.warp.core.rules.WarpConfig} holds
 * what fleet command agrees before launch.
 */
// jdkOnly: the generated builder and withers of StateSnapshot use the JDK's collections, so the engine needs no
// Guava at run time.
@Value.Style(jdkOnly = true, allowedClasspathAnnotations = {Override.class})
@NullMarked
package org.iwgf.warp.core.rules;

import org.immutables.value.Value;
import org.jspecify.annotations.NullMarked;
