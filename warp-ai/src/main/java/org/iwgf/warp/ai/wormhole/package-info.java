/** Computer commanders for the Wormhole miniatures battle game: the scenario autopilot. */
package org.iwgf.warp.ai.wormhole;
