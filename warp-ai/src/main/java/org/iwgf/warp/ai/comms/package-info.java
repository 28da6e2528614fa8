/**
 * Subspace messaging policy (Section IX) as pure objects: {@link org.iwgf.warp.ai.comms.CommsMode} per phase,
 * the {@link org.iwgf.warp.ai.comms.QuickPhrase} catalog, {@link org.iwgf.warp.ai.comms.CommsPolicy} (who may
 * send what, and who reads it), per-user {@link org.iwgf.warp.ai.comms.MuteList} and the clock-driven
 * {@link org.iwgf.warp.ai.comms.RateLimiter}. No networking.
 */
package org.iwgf.warp.ai.comms;
