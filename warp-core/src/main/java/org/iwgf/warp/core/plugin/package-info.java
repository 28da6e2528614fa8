// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The plugin SPI: how an optional rule (a Module, a house rule, Subspace Fracture) joins the Warp
 * engine. A {@link org.iwgf.warp.core.plugin.RulePluginFactory} found through {@link java.util.ServiceLoader}
 * makes a {@link org.iwgf.warp.core.plugin.RulePlugin}, which declares the {@linkplain
 * org.iwgf.warp.core.plugin.DecisionPoint decision points} it changes and keeps its own immutable {@link
 * org.iwgf.warp.core.model.PluginState}.
 */
@NullMarked
package org.iwgf.warp.core.plugin;

import org.jspecify.annotations.NullMarked;
