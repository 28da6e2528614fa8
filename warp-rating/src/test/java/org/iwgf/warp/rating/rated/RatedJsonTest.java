// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.rated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.game.InvalidConfigException;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.json.GameRecord;
import org.junit.jupiter.api.Test;

class RatedJsonTest {
  private static final RatedJson JSON = RatedJson.of(PluginRegistry.empty());

  @Test
  void matchRecordsRoundTrip() {
    Charter crew = new Charter("tuesday-crew", Charter.OFFICIAL_RULES, Objective.GO_OUT, 3, 13,
        GoOutStructure.firstTo(2), Set.of("a", "b"));
    MatchRecord m = new MatchRecord(Venue.ONLINE, WarpConfig.builder().captains(3).objective(Objective.GO_OUT)
        .goOut(GoOutStructure.firstTo(2)).build(), Charter.OFFICIAL_RULES, List.of(MatchSeat.account("a"),
        MatchSeat.account("b", AdvisorUse.AFTER_MATCH), MatchSeat.officer(OfficerClass.COMMANDER)), true,
        Optional.of(crew));
    String text = JSON.writeMatch(m);
    assertEquals(m, JSON.readMatch(text));
    assertEquals(text, JSON.writeMatch(JSON.readMatch(text)));
    MatchRecord plain = new MatchRecord(Venue.SOLO, WarpConfig.standard(
        WarpFactor.WARP_12, 2), Charter.OFFICIAL_RULES, List.of(MatchSeat.guest(),
        MatchSeat.officer(OfficerClass.ENSIGN)), true, Optional.empty());
    assertEquals(plain, JSON.readMatch(JSON.writeMatch(plain)));
  }

  @Test
  void claimedResultsRoundTripAndStillVerify() {
    GameRecord record = ResultVerifierTest.played(ResultVerifierTest.POINTS, 5);
    ClaimedResult claim = new ClaimedResult(record, ResultVerifierTest.engineStandings(record));
    ClaimedResult back = JSON.readClaim(JSON.writeClaim(claim));
    assertEquals(claim, back);
    assertEquals(ResultVerifierTest.VERIFIER.verify(claim), ResultVerifierTest.VERIFIER.verify(back));
  }

  @Test
  void badMatchJsonIsRefused() {
    assertEquals("MALFORMED_JSON", assertThrows(RatedPlayException.class, () -> JSON.readMatch("{")).code());
    assertEquals("BAD_VALUE", assertThrows(RatedPlayException.class,
        () -> JSON.readMatch("{\"venue\":\"MOON\"}")).code());
    String text = JSON.writeMatch(new MatchRecord(Venue.SOLO, WarpConfig.builder().captains(3).build(),
        Charter.OFFICIAL_RULES, List.of(MatchSeat.account("a"), MatchSeat.officer(OfficerClass.ENSIGN),
        MatchSeat.officer(OfficerClass.LIEUTENANT)), true, Optional.empty()));
    String twoSeats = text.replaceFirst(",\\{[^{}]*\"LIEUTENANT\"[^{}]*\\}", "");
    assertEquals("SEATS", assertThrows(RatedPlayException.class, () -> JSON.readMatch(twoSeats)).code(),
        twoSeats);
    assertEquals("FLEET_SIZE", assertThrows(InvalidConfigException.class,
        () -> JSON.readMatch(text.replace("\"captains\":3", "\"captains\":19"))).code());
  }
}
