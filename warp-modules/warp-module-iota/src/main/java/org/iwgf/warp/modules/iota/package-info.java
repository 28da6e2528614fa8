/**
 * Module Iota — Double Down: charting a double on any route makes the next captain draw two coordinates
 * before their turn begins, in a Points campaign and in Go-out alike.
 */
package org.iwgf.warp.modules.iota;
