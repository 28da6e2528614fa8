/**
 * Module Alpha — The Continuum: a 0-0 charted on your own Warp Trail opens a Continuum Flash, and the
 * captain picks one directive from the list of their sector objective (Points campaign or Go-out).
 */
package org.iwgf.warp.modules.alpha;
