// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.tei;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Golden numbers from the reference OpenSkill implementations.
 *
 * <ul>
 *   <li>"rate.test.ts": philihp/openskill.js, {@code src/__tests__/rate.test.ts} — {@code rate()} with its
 *       defaults (Plackett–Luce, tau 25/300), the TEI settings;
 *   <li>"plackett-luce.test.ts" and "bradley-terry-full.test.ts": philihp/openskill.js,
 *       {@code src/models/__tests__/} — the bare models, which add no tau (so these use tau 0).
 * </ul>
 */
class OpenSkillTest {
  private static final double EPS = 1e-9;
  private static final OpenSkill PL = OpenSkill.standard();
  private static final OpenSkill PL_NO_TAU = OpenSkill.of(RatingModel.PLACKETT_LUCE,
      ModelParameters.defaults().withTau(0));
  private static final OpenSkill BT_NO_TAU = OpenSkill.of(RatingModel.BRADLEY_TERRY_FULL,
      ModelParameters.defaults().withTau(0));
  private static final OpenSkill BT = OpenSkill.of(RatingModel.BRADLEY_TERRY_FULL, ModelParameters.defaults());

  private static List<Rating> fresh(int n) {
    return Collections.nCopies(n, Rating.initial());
  }

  private static void expect(List<Rating> actual, double... muSigma) {
    assertEquals(muSigma.length / 2, actual.size());
    for (int i = 0; i < actual.size(); i++) {
      assertEquals(muSigma[2 * i], actual.get(i).mu(), EPS, "mu of seat " + i);
      assertEquals(muSigma[2 * i + 1], actual.get(i).sigma(), EPS, "sigma of seat " + i);
    }
  }

  private static void expectRounded(List<Rating> actual, double... muSigma) {
    for (int i = 0; i < actual.size(); i++) {
      assertEquals(muSigma[2 * i], actual.get(i).mu(), 5e-4, "mu of seat " + i);
      assertEquals(muSigma[2 * i + 1], actual.get(i).sigma(), 5e-4, "sigma of seat " + i);
    }
  }

  @Test
  void fourDefaultCaptainsFinishingFourthFirstThirdSecond() {
    // The issue's figures, three decimals; full precision from rate.test.ts "accepts a misordered rank
    // ordering" (ranks [2, 1, 4, 3], reordered here to [4, 1, 3, 2]).
    List<Rating> after = PL.rate(fresh(4), Placements.of(4, 1, 3, 2));
    expectRounded(after, 20.962, 8.084, 27.795, 8.264, 24.689, 8.084, 26.553, 8.180);
    expect(after, 20.962412806387245, 8.084127880168786, 27.795252672501135, 8.263571791259416,
        24.689416369722096, 8.084127880168786, 26.55291815138952, 8.17961798837266);
  }

  @Test
  void defaultOneOnOneWin() {
    // rate.test.ts "reverses rank".
    List<Rating> after = PL.rate(fresh(2), Placements.of(1, 2));
    expectRounded(after, 27.635, 8.066, 22.365, 8.066);
    expect(after, 27.635389493140497, 8.06590141354368, 22.364610506859503, 8.06590141354368);
  }

  @Test
  void fourRatedCaptainsInSeatOrder() {
    // rate.test.ts "rate accepts and runs a placket-luce model by default".
    List<Rating> before = List.of(Rating.of(29.182, 4.782), Rating.of(27.174, 4.922), Rating.of(16.672, 6.217),
        Rating.initial());
    expect(PL.rate(before, Placements.of(1, 2, 3, 4)), 30.210227447000438, 4.765617924939384,
        27.644725221915632, 4.883479590134575, 17.4036218889969, 6.101259408259549, 19.21460876538932,
        7.854669920480409);
  }

  @Test
  void unevenCaptainsOutOfOrder() {
    // rate.test.ts "accepts a rate ordering".
    List<Rating> before = List.of(Rating.of(15, 25 / 3.0), Rating.of(20, 25 / 3.0), Rating.of(25, 25 / 3.0),
        Rating.of(30, 25 / 3.0));
    expect(PL.rate(before, Placements.of(1, 3, 4, 2)), 18.131120980297805, 8.283536573151807,
        20.405169039419135, 8.107860440531121, 20.65583040714804, 8.082574596348321, 30.80787957313502,
        8.155100416275928);
  }

  @Test
  void tiesShareAPlace() {
    // rate.test.ts "allows ties".
    List<Rating> before = List.of(Rating.of(10, 8), Rating.of(5, 10), Rating.of(0, 12));
    expect(PL.rate(before, Placements.of(1, 2, 2)), 11.942996666741225, 7.926888197620324, 2.9381178546315034,
        9.653804487570165, -1.4024317012198733, 11.323641575516767);
  }

  @Test
  void tiesInAnyOrder() {
    // rate.test.ts "fixes orders of ties".
    List<Rating> before = List.of(Rating.of(15, 25 / 3.0), Rating.of(20, 25 / 3.0), Rating.of(25, 25 / 3.0),
        Rating.of(30, 25 / 3.0));
    expect(PL.rate(before, Placements.of(2, 4, 2, 1)), 15.340043358359136, 8.213141619804967,
        18.007678675484204, 8.189033933813437, 24.25801928251219, 8.166918055585525, 32.39425868364447,
        8.247687230833794);
  }

  @Test
  void fourWayTieMovesNoSkill() {
    // rate.test.ts "four-way-tie with newbies" and "accepts a score instead of rank" (three-way tie).
    expect(PL.rate(fresh(4), Placements.of(1, 1, 1, 1)), 25, 8.263571791259416, 25, 8.263571791259416, 25,
        8.263571791259416, 25, 8.263571791259416);
    expect(PL.rate(fresh(3), Placements.of(1, 1, 1)), 25, 8.205243377397993, 25, 8.205243377397993, 25,
        8.205243377397993);
  }

  @Test
  void tauWidensBeforeTheUpdate() {
    // rate.test.ts "accepts a tau term" (tau 0.3).
    OpenSkill tau = OpenSkill.of(RatingModel.PLACKETT_LUCE, ModelParameters.defaults().withTau(0.3));
    expect(tau.rate(List.of(Rating.of(25, 3), Rating.of(25, 3)), Placements.of(1, 2)), 25.624880438870754,
        2.9879993738476953, 24.375119561129246, 2.9879993738476953);
  }

  @Test
  void plackettLuceFreeForAllsWithoutTau() {
    // plackett-luce.test.ts "2p FFA" … "5p FFA".
    expect(PL_NO_TAU.rate(fresh(2), Placements.of(1, 2)), 27.63523138347365, 8.065506316323548,
        22.36476861652635, 8.065506316323548);
    expect(PL_NO_TAU.rate(fresh(3), Placements.of(1, 2, 3)), 27.868876552746237, 8.204837030780652,
        25.717219138186557, 8.057829747583874, 21.413904309067206, 8.057829747583874);
    expect(PL_NO_TAU.rate(fresh(4), Placements.of(1, 2, 3, 4)), 27.795084971874736, 8.263160757613477,
        26.552824984374855, 8.179213704945203, 24.68943500312503, 8.083731307186588, 20.96265504062538,
        8.083731307186588);
    expect(PL_NO_TAU.rate(fresh(5), Placements.of(1, 2, 3, 4, 5)), 27.666666666666668, 8.290556877154474,
        26.833333333333332, 8.240145629781066, 25.72222222222222, 8.179996679645559, 24.055555555555557,
        8.111796013701358, 20.72222222222222, 8.111796013701358);
  }

  @Test
  void bradleyTerryFullFreeForAllsWithoutTau() {
    // bradley-terry-full.test.ts "2p FFA" … "5p FFA".
    expect(BT_NO_TAU.rate(fresh(2), Placements.of(1, 2)), 27.63523138347365, 8.065506316323548,
        22.36476861652635, 8.065506316323548);
    expect(BT_NO_TAU.rate(fresh(3), Placements.of(1, 2, 3)), 30.2704627669473, 7.788474807872566, 25.0,
        7.788474807872566, 19.7295372330527, 7.788474807872566);
    expect(BT_NO_TAU.rate(fresh(4), Placements.of(1, 2, 3, 4)), 32.90569415042095, 7.5012190693964005,
        27.63523138347365, 7.5012190693964005, 22.36476861652635, 7.5012190693964005, 17.09430584957905,
        7.5012190693964005);
    expect(BT_NO_TAU.rate(fresh(5), Placements.of(1, 2, 3, 4, 5)), 35.5409255338946, 7.202515895247076,
        30.2704627669473, 7.202515895247076, 25.0, 7.202515895247076, 19.729537233052703, 7.202515895247076,
        14.4590744661054, 7.202515895247076);
  }

  @Test
  void bradleyTerryOneOnOneEqualsPlackettLuce() {
    assertEquals(PL.rate(fresh(2), Placements.of(2, 1)), BT.rate(fresh(2), Placements.of(2, 1)));
  }

  @Test
  void bradleyTerryTieCountsHalf() {
    List<Rating> after = BT.rate(fresh(3), Placements.of(1, 1, 3));
    assertEquals(after.get(0), after.get(1));
    assertEquals(2 * Rating.DEFAULT_MU - after.get(2).mu(), after.get(0).mu() + after.get(1).mu()
        - Rating.DEFAULT_MU, 1e-9, "skill is conserved among equal captains");
  }

  @Test
  void onlyPlacesCount() {
    List<Rating> before = List.of(Rating.of(30, 5), Rating.of(20, 6), Rating.initial());
    assertEquals(PL.rate(before, Placements.pointsCampaign(List.of(12, 13, 400))),
        PL.rate(before, Placements.pointsCampaign(List.of(0, 300, 301))));
  }

  @Test
  void mismatchedSeatsAreRefused() {
    TeiException e = assertThrows(TeiException.class, () -> PL.rate(fresh(3), Placements.of(1, 2)));
    assertEquals("SEATS", e.code());
  }
}
