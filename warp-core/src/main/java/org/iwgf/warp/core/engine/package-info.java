// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The Warp multi-trail engine: {@link org.iwgf.warp.core.engine.WarpRules} applies {@link
 * org.iwgf.warp.core.model.WarpMove}s to immutable {@link org.iwgf.warp.core.model.WarpState}s and reports
 * {@link org.iwgf.warp.core.model.WarpEvent}s, consulting the rule plugins of the configuration at their
 * decision points; {@link org.iwgf.warp.core.engine.SearchKernel} is its allocation-free copy for search. The
 * top layer of the core: it sits on the model and the plugin SPI, and everything it uses only to do its work
 * (the state's implementation, drafts, turn rules, the dealer) is package-private.
 */
@NullMarked
package org.iwgf.warp.core.engine;

import org.jspecify.annotations.NullMarked;
