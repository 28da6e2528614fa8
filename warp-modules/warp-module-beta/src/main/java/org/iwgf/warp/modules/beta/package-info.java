/**
 * Module Beta: the Salamander — the highest double of the Warp Factor — as a penalty caught in hand in a
 * Points campaign and as a surge of forced draws in Go-out.
 */
package org.iwgf.warp.modules.beta;
