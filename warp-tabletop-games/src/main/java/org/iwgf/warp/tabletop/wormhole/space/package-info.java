/**
 * The battle game's geometry: points in inches, compass headings, circles for bases, models and
 * explosion templates, ranges, arcs and lines of fire.
 */
package org.iwgf.warp.tabletop.wormhole.space;
