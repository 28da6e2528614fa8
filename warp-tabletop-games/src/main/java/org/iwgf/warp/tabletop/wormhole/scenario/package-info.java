/**
 * The rule book's scenarios as ready configurations ({@link org.iwgf.warp.tabletop.wormhole.scenario.Scenarios})
 * and the three-battle Gauntlet campaign ({@link org.iwgf.warp.tabletop.wormhole.scenario.Gauntlet}).
 */
package org.iwgf.warp.tabletop.wormhole.scenario;
