// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.stream.Collectors;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.junit.jupiter.api.Test;

/** "Wormhole Dynamics" and "Wormhole damage status". */
class GateNetworkTest {

  private static Gate gate(String id, String colour, int number) {
    return new Gate(id, colour, number, Point.of(5 * number, 20), 1.0, 0);
  }

  private static List<String> ids(List<Gate> gates) {
    return gates.stream().map(Gate::id).collect(Collectors.toList());
  }

  private static final List<Gate> BLUE_AND_RED = List.of(gate("b1", "blue", 1), gate("b2", "blue", 2),
      gate("b3", "blue", 3), gate("b2x", "blue", 2), gate("r2", "red", 2));

  @Test
  void basicLinkingJoinsMatchingColourAndNumber() {
    GateNetwork net = new GateNetwork(BLUE_AND_RED, GateNetwork.Linking.BASIC, false);
    assertEquals(List.of("b2x"), ids(net.exits("b2")), "blue #2 to blue #2, never red #2");
    assertEquals(List.of(), ids(net.exits("b1")), "no other blue #1: the gate is closed");
  }

  @Test
  void complexLinkingTravelsForwardAndBackAlongTheChain() {
    GateNetwork net = new GateNetwork(BLUE_AND_RED, GateNetwork.Linking.CHAIN, false);
    assertEquals(List.of("b1", "b3", "b2x"), ids(net.exits("b2")));
    assertEquals(List.of("b2", "b2x"), ids(net.exits("b1")));
  }

  @Test
  void hackingTurnsTheDiscOneSpaceAndCanCloseAGate() {
    GateNetwork net = new GateNetwork(BLUE_AND_RED, GateNetwork.Linking.BASIC, false);
    GateNetwork hacked = net.hacked("b2x", 1);
    assertEquals(3, hacked.gate("b2x").orElseThrow().number());
    assertEquals(List.of(), ids(hacked.exits("b2")), "the sequence is broken");
    assertEquals(List.of("b3"), ids(hacked.exits("b2x")), "and a new match opens");
    assertEquals(6, net.hacked("b1", -1).gate("b1").orElseThrow().number(), "the disc runs round");
    assertThrows(IllegalArgumentException.class, () -> net.hacked("b1", 2));
  }

  @Test
  void tuningTakesTheNextNumberOfItsNewColour() {
    GateNetwork net = new GateNetwork(BLUE_AND_RED, GateNetwork.Linking.CHAIN, false);
    GateNetwork tuned = net.tuned("r2", "blue");
    assertEquals("blue", tuned.gate("r2").orElseThrow().colour());
    assertEquals(4, tuned.gate("r2").orElseThrow().number(), "blue #1, #2 and #3 link to the new #4");
    GateNetwork full = new GateNetwork(List.of(gate("g1", "green", 1), gate("g2", "green", 2),
        gate("g3", "green", 3), gate("g4", "green", 4), gate("g5", "green", 5), gate("g6", "green", 6),
        gate("x", "red", 1)), GateNetwork.Linking.BASIC, false);
    assertEquals(6, full.tuned("x", "green").gate("x").orElseThrow().number(), "six gates: #6");
  }

  @Test
  void damageLevelsEverySixMarksThenCollapse() {
    Gate g = gate("b1", "blue", 1);
    assertEquals(Gate.Stability.STABLE, g.marked(5).stability());
    assertEquals(Gate.Stability.UNSTABLE, g.marked(6).stability());
    assertEquals(3, g.marked(6).stability().passRoll());
    assertEquals(Gate.Stability.DANGEROUS, g.marked(12).stability());
    assertEquals(5, g.marked(17).stability().passRoll());
    assertEquals(Gate.Stability.COLLAPSED, g.marked(18).stability());
    GateNetwork net = new GateNetwork(List.of(g, gate("b1x", "blue", 1)), GateNetwork.Linking.BASIC, true);
    assertEquals(List.of(), ids(net.with(g.marked(18)).exits("b1x")), "a collapsed gate leads nowhere");
  }
}
