/**
 * What counts as rated (Section VIII): {@link org.iwgf.warp.ai.rated.Eligibility} judges a
 * {@link org.iwgf.warp.ai.rated.MatchRecord} for the solo pool, the human pool and a crew
 * {@link org.iwgf.warp.ai.rated.Charter}, with reason codes; {@link org.iwgf.warp.ai.rated.ResultVerifier}
 * re-derives a result from the authoritative game record before anything is rated.
 */
package org.iwgf.warp.ai.rated;
