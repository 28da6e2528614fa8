// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * What one captain may see: their own hand, the table, counts of hidden coordinates and the scores,
 * never a coordinate hidden from them.
 */
@NullMarked
package org.iwgf.warp.core.view;

import org.jspecify.annotations.NullMarked;
