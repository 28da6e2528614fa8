/**
 * Module Lambda, Wormholes (Warped — exhibition only, never rated): a double charted on the Neutral Zone
 * swaps the charting captain's Warp Trail and the Neutral Zone, the same under both objectives.
 */
package org.iwgf.warp.modules.lambda;
