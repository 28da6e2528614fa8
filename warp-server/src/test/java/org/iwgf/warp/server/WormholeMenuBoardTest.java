// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.iwgf.warp.tabletop.wormhole.AdvancedRule;
import org.iwgf.warp.tabletop.wormhole.Gate;
import org.iwgf.warp.tabletop.wormhole.GateNetwork;
import org.iwgf.warp.tabletop.wormhole.WormholeConfig;
import org.iwgf.warp.tabletop.wormhole.WormholeJson;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.fleet.Faction;
import org.iwgf.warp.tabletop.wormhole.fleet.FleetSpec;
import org.iwgf.warp.tabletop.wormhole.fleet.VesselSpec;
import org.iwgf.warp.tabletop.wormhole.space.Point;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The Wormhole board's controls built from the server's move menu, in a real headless chromium, on a short mat
 * where the fleets meet at once: a vessel deployed by clicking a point of the zone that is no listed spot, a
 * Special Order, a ram, a journey through a Wormhole and a squadron docking in its carrier, each done with the
 * board's own controls. The other seat's decisions, and the first seat's that are not tried here, are sent
 * over HTTP.
 */
@Tag("browser")
@Timeout(120)
class WormholeMenuBoardTest extends ServedPage {
  private static final double CLICK = 0.1;
  /** Where the vessels deployed over HTTP go. */
  private static final Map<String, Point> PLACES = Map.of("blue-carrier", Point.of(10, 3),
      "blue-mf", Point.of(13.5, 3), "blue-cc", Point.of(5, 5), "orange-pf", Point.of(17, 11),
      "orange-cc", Point.of(6, 12));
  /** Where the browser deploys the particlebow frigate: a point of the zone, not one of the listed spots. */
  private static final Point CLICKED = Point.of(17.3, 2.4);

  private static String table() {
    FleetSpec blue = FleetSpec.of("Blue", Faction.ROYALIST, List.of(VesselSpec.of("blue-carrier", "convoy-carrier"),
        VesselSpec.of("blue-mf", "missile-fighters"), VesselSpec.of("blue-cc", "control-corvette"),
        VesselSpec.of("blue-pf", "particlebow-frigate")));
    FleetSpec orange = FleetSpec.of("Orange", Faction.SEPARATIST, List.of(
        VesselSpec.of("orange-pf", "particlebow-frigate"), VesselSpec.of("orange-cc", "control-corvette")));
    GateNetwork gates = new GateNetwork(List.of(new Gate("b1", "blue", 1, Point.of(4, 8), 1.0, 0),
        new Gate("b2", "blue", 1, Point.of(26, 8), 1.0, 0)), GateNetwork.Linking.BASIC, false);
    WormholeConfig config = new WormholeConfig(CatalogJson.sathrican(), List.of(blue, orange), 100, 30, 16, 6, 6,
        Set.of(AdvancedRule.RAMMING), GateNetwork.NONE).withWormholes(gates);
    return "{\"game\":\"wormhole\",\"seed\":3,\"config\":" + WormholeJson.codec().writeConfig(config)
        + ",\"seats\":[\"human\",\"human\"]}";
  }

  @Test
  void deploymentSpecialOrdersRammingTravelAndDockingAreDoneWithTheMenusControls() {
    Loopback.Seated table = Loopback.create(server, table());
    browser.go(Loopback.base(server) + "/#table=" + table.id() + "&token=" + table.token(0));
    boolean deployed = false;
    boolean special = false;
    boolean rammed = false;
    boolean travelled = false;
    boolean docked = false;
    for (int step = 0; step < 80 && !(special && rammed && travelled && docked); step++) {
      JsonNode seat0 = Loopback.get(server, "/tables/" + table.id(), table.token(0)).body();
      int toAct = seat0.get("toAct").asInt();
      JsonNode update = Loopback.get(server, "/tables/" + table.id(), table.token(toAct)).body();
      JsonNode menu = update.get("moveMenu");
      String phase = menu.get("phase").asText();
      String ply = update.get("ply").asText();
      if (toAct == 1 || phase.equals("ATTACK")) {
        send(table, toAct, passive(update, menu));
        continue;
      }
      awaitPly(ply);
      switch (phase) {
        case "DEPLOYMENT" -> {
          String vessel = menu.get("deployment").get("vessel").asText();
          if (vessel.equals("blue-pf")) {
            deployByClick(table, update);
            deployed = true;
          } else {
            send(table, 0, deploy(vessel, 0));
          }
        }
        case "ORDERS" -> {
          send(table, 0, orders("blue-cc", 1, 1));
          send(table, 0, orders("blue-pf", 0, 1));
          send(table, 0, orders("blue-mf", 0, 1));
          send(table, 0, "{\"type\":\"finish-orders\"}");
        }
        case "SPECIAL_ORDERS" -> {
          click("#other-moves button[data-move-type='use-ability']");
          awaitNext(ply);
          assertTrue(event(table, "ability-used", "blue-cc"), "the Special Order was executed");
          special = true;
        }
        case "MOVEMENT" -> {
          JsonNode helm = menu.get("helm");
          String vessel = helm.get("vessel").asText();
          if (helm.get("freeTurn").asBoolean()) {
            send(table, 0, "{\"type\":\"free-turn\",\"vessel\":\"" + vessel + "\",\"turn\":0}");
          } else if (vessel.equals("blue-pf")) {
            click("#other-moves button[data-move-type='ram']");
            awaitNext(ply);
            assertTrue(event(table, "attack-declared", "blue-pf"), "blue-pf rammed");
            rammed = true;
          } else if (vessel.equals("blue-cc")) {
            click("#special-moves button.travel[data-wormhole='b1'][data-exit='b2']");
            awaitNext(ply);
            JsonNode cc = vessel(table, "blue-cc");
            double off = Math.hypot(cc.get("position").get("x").asDouble() - 26,
                cc.get("position").get("y").asDouble() - 8);
            assertTrue(Math.abs(off - 2) < 1e-6, "blue-cc left by b2, at " + cc.get("position"));
            travelled = true;
          } else {
            click("#special-moves button.dock[data-dock='blue-carrier']");
            awaitNext(ply);
            assertEquals("blue-carrier", vessel(table, "blue-mf").get("dockedIn").asText());
            docked = true;
          }
        }
        default -> throw new AssertionError("no decision expected in " + phase);
      }
    }
    assertTrue(deployed && special && rammed && travelled && docked,
        "deployed " + deployed + ", special " + special + ", rammed " + rammed + ", travelled " + travelled
            + ", docked " + docked);
  }

  /** Clicks a point of the zone that is none of the listed spots, and deploys there. */
  private static void deployByClick(Loopback.Seated table, JsonNode update) {
    for (JsonNode m : update.get("legalMoves")) {
      JsonNode p = m.get("position");
      assertFalse(Math.abs(p.get("x").asDouble() - CLICKED.x()) < 0.25 && Math.abs(p.get("y").asDouble()
          - CLICKED.y()) < 0.25, "the point clicked is a listed spot " + m);
    }
    browser.await("the deployment zone", d -> browser.has("#deploy-area"));
    WormholeBoardTest.clickMat(CLICKED.x(), CLICKED.y());
    browser.await("the place chosen", d -> browser.has("#preview") && browser.one("#deploy").isEnabled());
    String ply = browser.attribute("#board", "data-ply");
    browser.one("#deploy").click();
    awaitNext(ply);
    JsonNode pf = vessel(table, "blue-pf");
    assertTrue(Math.abs(pf.get("position").get("x").asDouble() - CLICKED.x()) < CLICK
        && Math.abs(pf.get("position").get("y").asDouble() - CLICKED.y()) < CLICK, pf.toString());
  }

  private static String deploy(String vessel, double heading) {
    Point p = PLACES.get(vessel);
    return "{\"type\":\"deploy\",\"vessel\":\"" + vessel + "\",\"position\":{\"x\":" + p.x() + ",\"y\":" + p.y()
        + "},\"heading\":" + heading + "}";
  }

  private static String orders(String vessel, int specials, int moves) {
    return "{\"type\":\"issue-orders\",\"vessel\":\"" + vessel + "\",\"orders\":{\"specials\":" + specials
        + ",\"moves\":" + moves + ",\"attacks\":0,\"repairs\":0,\"admiralBonus\":null,\"aceBonus\":null}}";
  }

  /** The other seat's decisions, and any attack: deploy where planned, give no orders, stay, hold fire. */
  private static String passive(JsonNode update, JsonNode menu) {
    return switch (menu.get("phase").asText()) {
      case "DEPLOYMENT" -> {
        String vessel = menu.get("deployment").get("vessel").asText();
        yield deploy(vessel, vessel.startsWith("orange") ? 180 : 0);
      }
      case "MOVEMENT" -> menu.get("helm").get("freeTurn").asBoolean()
          ? "{\"type\":\"free-turn\",\"vessel\":\"" + menu.get("helm").get("vessel").asText() + "\",\"turn\":0}"
          : "{\"type\":\"maneuver\",\"vessel\":\"" + menu.get("helm").get("vessel").asText()
              + "\",\"turn\":0,\"distance\":0,\"dock\":null}";
      default -> update.get("legalMoves").get(update.get("legalMoves").size() - 1).toString();
    };
  }

  private static void send(Loopback.Seated table, int seat, String move) {
    Loopback.Reply reply = Loopback.post(server, "/tables/" + table.id() + "/moves", table.token(seat), move);
    assertEquals(200, reply.status(), move + " → " + reply.body());
  }

  private static void click(String css) {
    browser.await(css, d -> browser.has(css) && browser.one(css).isEnabled());
    browser.one(css).click();
  }

  private static void awaitPly(String ply) {
    browser.await("the page at ply " + ply, d -> ply.equals(browser.attribute("#board", "data-ply")));
  }

  private static void awaitNext(String ply) {
    browser.await("the decision's update", d -> !ply.equals(browser.attribute("#board", "data-ply")));
  }

  private static boolean event(Loopback.Seated table, String type, String vessel) {
    for (JsonNode e : Loopback.get(server, "/tables/" + table.id(), table.token(0)).body().get("events")) {
      if (e.get("type").asText().equals(type) && vessel.equals(e.path("vessel").asText())) {
        return true;
      }
    }
    return false;
  }

  private static JsonNode vessel(Loopback.Seated table, String id) {
    for (JsonNode v : Loopback.get(server, "/tables/" + table.id(), table.token(0)).body().get("view").get("vessels")) {
      if (v.get("id").asText().equals(id)) {
        return v;
      }
    }
    throw new AssertionError("no vessel " + id);
  }
}
