// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.wormhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogJson;
import org.iwgf.warp.tabletop.wormhole.catalog.Source;
import org.iwgf.warp.tabletop.wormhole.catalog.VesselClass;
import org.iwgf.warp.tabletop.wormhole.catalog.Weapon;
import org.junit.jupiter.api.Test;

/** The shipped catalog honours the printed values, and a user's catalog is checked as it is read. */
class CatalogTest {
  private static final Catalog SATHRICAN = CatalogJson.sathrican();

  private static Source source(String classId, String field) {
    return SATHRICAN.vesselClass(classId).sources().get(field);
  }

  @Test
  void printedValuesAreHonouredAndSaySo() {
    assertEquals(8, SATHRICAN.vesselClass("convoy-carrier").capacity());
    assertEquals(4, SATHRICAN.vesselClass("hammerhead").capacity());
    assertEquals(4, SATHRICAN.vesselClass("control-corvette").capacity());
    assertEquals(3, SATHRICAN.vesselClass("particlebow-frigate").capacity());
    assertEquals(4, SATHRICAN.vesselClass("missile-fighters").capacity());
    assertEquals(Source.Kind.PRINTED, source("convoy-carrier", "cost").kind());
    VesselClass salvo = SATHRICAN.vesselClass("missile-salvo");
    assertEquals(1, salvo.initiative(), "INI 1 as the insert page and chart print it, not the card back's 6");
    assertEquals(10.0, salvo.velocity());
    assertEquals(5, salvo.defense());
    assertEquals(6, salvo.weapons().get(0).dice());
    Weapon railgun = SATHRICAN.vesselClass("hammerhead").weapon("heavy-railgun").orElseThrow();
    assertEquals(16.0, railgun.range());
    assertEquals(4, railgun.dice());
    assertTrue(railgun.allOrNothing());
    Weapon grav = SATHRICAN.vesselClass("skirmish-fighters").weapon("gravblasters").orElseThrow();
    assertEquals(2, grav.multiplier());
    assertTrue(grav.multiplierSquadronsOnly());
    assertEquals(Optional.of(6.0), grav.multiplierRange());
    assertTrue(SATHRICAN.vesselClass("missile-fighters").weapon("missiles").orElseThrow().capitalBonus());
    assertEquals(4, SATHRICAN.vesselClass("hammerhead").defense());
    assertEquals(5, SATHRICAN.vesselClass("control-corvette").defense());
    assertEquals(6, SATHRICAN.vesselClass("missile-fighters").defense());
    assertEquals(Source.Kind.ASSUMED, source("particlebow-frigate", "velocity").kind());
  }

  @Test
  void everyValueOfTheShippedCatalogHasASource() {
    for (VesselClass v : SATHRICAN.vessels()) {
      for (String field : List.of("cost", "initiative", "velocity", "defense", "track", "baseRadius")) {
        Source s = v.sources().get(field);
        assertTrue(s != null && !s.note().isBlank(), v.id() + "." + field);
      }
    }
  }

  @Test
  void aCatalogRoundTripsAndAUsersCatalogIsChecked() {
    String json = CatalogJson.write(SATHRICAN);
    assertEquals(SATHRICAN, CatalogJson.read(json));
    InvalidConfigException unsourced = assertThrows(InvalidConfigException.class,
        () -> CatalogJson.read(json.replaceFirst("\"velocity\":\\{\"kind\"", "\"speed\":{\"kind\"")));
    assertEquals("CATALOG", unsourced.code());
    InvalidConfigException badDef = assertThrows(InvalidConfigException.class,
        () -> CatalogJson.read(json.replace("\"defense\":6", "\"defense\":1")));
    assertEquals("CATALOG", badDef.code());
    InvalidStateException notACatalog = assertThrows(InvalidStateException.class,
        () -> CatalogJson.read("{\"name\":\"x\"}"));
    assertEquals("MISSING_FIELD", notACatalog.code());
  }
}
