/**
 * Vessel classes, weapons, abilities and Data Inserts as data, each value with its source in the rulebook
 * (printed, or assumed and why). {@link org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson} loads the
 * shipped Sathrican catalog or a user's own.
 */
package org.iwgf.warp.tabletop.wormhole.catalog;
