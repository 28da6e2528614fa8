/** Fleets as built before a battle: factions, vessels, inserts, where the Fleet Admiral is. */
package org.iwgf.warp.tabletop.wormhole.fleet;
