// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * The build-time generator of the JSON Schemas every game ships: {@link org.iwgf.warp.schemas.SchemaWriter}
 * rewrites them from the model types and the library's own configured Jackson mappers (mix-ins, custom
 * value types, named subtypes registered by the rule plugins), and {@link org.iwgf.warp.schemas.GameSchemas}
 * lists every document of every game. Not published: the generator is never a dependency of a library
 * artifact.
 *
 * @since 0.1.0
 */
@NullMarked
package org.iwgf.warp.schemas;

import org.jspecify.annotations.NullMarked;
