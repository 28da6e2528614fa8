/**
 * Module Kappa (Warped — exhibition only, never rated): Temporal Inversion in a Points campaign, where even
 * rounds are written as a spread off the round's top hand; Hand Exchange in Go-out, where the round's first
 * double makes the largest hand take a coordinate from the smallest and give one back.
 */
package org.iwgf.warp.modules.kappa;
