// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * A library user's module: it requires the engine and its JSON, and the plugins on the module path join by
 * service binding.
 *
 * @since 0.1.0
 */
module org.iwgf.warp.it {
  requires org.iwgf.warp.core;
  requires org.iwgf.warp.json;
}
