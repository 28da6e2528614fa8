// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iwgf.warp.core.model.Objective;
import org.junit.jupiter.api.Test;

class TeiJsonTest {
  private static final TeiJson JSON = TeiJson.create();

  @Test
  void ratingsRoundTrip() {
    Rating r = Rating.of(27.635389493140497, 8.06590141354368);
    String text = JSON.writeRating(r);
    assertEquals("{\"mu\":27.635389493140497,\"sigma\":8.06590141354368}", text);
    assertEquals(r, JSON.readRating(text));
  }

  @Test
  void profilesRoundTrip() {
    TeiProfile p = TeiProfile.empty()
        .place(Objective.GO_OUT, CommissionTrack.COMMANDER, TeiGrade.parse("V53"))
        .record(TeiTrack.of(Objective.POINTS_CAMPAIGN, CommissionTrack.ENSIGN), Rating.of(26.1, 8.0))
        .record(TeiTrack.of(Objective.GO_OUT, CommissionTrack.COMMANDER), Rating.of(33.2, 2.4));
    String text = JSON.writeProfile(p);
    assertTrue(text.contains("\"grade\":\"V53\""), text);
    assertEquals(p, JSON.readProfile(text));
    assertEquals(text, JSON.writeProfile(JSON.readProfile(text)));
    assertEquals(TeiProfile.empty(), JSON.readProfile(JSON.writeProfile(TeiProfile.empty())));
  }

  @Test
  void anchorsAndPlacementsRoundTrip() {
    AnchorRatings a = AnchorRatings.provisional().with("calibrated", Objective.GO_OUT, CommissionTrack.ENSIGN,
        Rating.of(6.5, 1.25));
    assertEquals(a, JSON.readAnchors(JSON.writeAnchors(a)));
    Placements p = Placements.of(2, 1, 3, 3);
    assertEquals("{\"places\":[2,1,3,3]}", JSON.writePlacements(p));
    assertEquals(p, JSON.readPlacements(JSON.writePlacements(p)));
  }

  @Test
  void badRatingJsonIsRefusedWithTheRatingsOwnCode() {
    assertEquals("BAD_RATING", assertThrows(TeiException.class,
        () -> JSON.readRating("{\"mu\":25,\"sigma\":0}")).code());
    assertEquals("MALFORMED_JSON", assertThrows(TeiException.class, () -> JSON.readRating("{\"mu\":")).code());
    assertEquals("BAD_VALUE", assertThrows(TeiException.class,
        () -> JSON.readRating("{\"mu\":25,\"sigma\":8,\"extra\":1}")).code());
    assertEquals("BAD_VALUE", assertThrows(TeiException.class, () -> JSON.readRating("{\"mu\":25}")).code());
  }

  @Test
  void incompleteAnchorsAreRefused() {
    String text = "{\"source\":\"x\",\"anchors\":{\"POINTS_CAMPAIGN\":{\"ENSIGN\":{\"mu\":7,\"sigma\":2}}}}";
    assertEquals("BAD_VALUE", assertThrows(TeiException.class, () -> JSON.readAnchors(text)).code());
  }

  @Test
  void placementsOutOfBandAreRefusedOnReading() {
    String text = JSON.writeProfile(TeiProfile.empty().place(Objective.GO_OUT, CommissionTrack.ENSIGN,
        TeiGrade.parse("I9"))).replace("I9", "V60");
    assertEquals("PLACEMENT_BAND", assertThrows(TeiException.class, () -> JSON.readProfile(text)).code());
    assertEquals(List.of(1, 2), JSON.readPlacements("{\"places\":[1,2]}").places());
  }
}
