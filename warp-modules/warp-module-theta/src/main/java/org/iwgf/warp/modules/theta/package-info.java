/**
 * Module Theta: long personal Warp Trails rewarded — a −3 bonus for the longest trail at round end in a
 * Points campaign, one immediate extra turn for the first trail to reach five coordinates in Go-out.
 */
package org.iwgf.warp.modules.theta;
