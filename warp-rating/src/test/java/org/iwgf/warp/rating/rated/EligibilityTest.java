// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.rating.rated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.iwgf.warp.core.engine.RatingEligibility;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.plugin.DecisionPoint;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.plugin.RatingStatus;
import org.iwgf.warp.core.plugin.RulePlugin;
import org.iwgf.warp.core.plugin.RulePluginFactory;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every bullet of Section VIII's lists of what is rated, one test each (or more). */
class EligibilityTest {
  static final PluginRegistry REGISTRY = PluginRegistry.empty().with(rule("sanctioned", RatingStatus.RATED))
      .with(rule("warped", RatingStatus.EXHIBITION));
  static final WarpConfig FOUR = WarpConfig.standard(WarpFactor.WARP_12, 4);
  static final String OFFICIAL = Charter.OFFICIAL_RULES;

  static MatchRecord online(WarpConfig config, MatchSeat... seats) {
    return new MatchRecord(Venue.ONLINE, config, OFFICIAL, List.of(seats), true, Optional.empty());
  }

  static MatchRecord solo(WarpConfig config, MatchSeat... seats) {
    return new MatchRecord(Venue.SOLO, config, OFFICIAL, List.of(seats), true, Optional.empty());
  }

  static Eligibility judge(MatchRecord m) {
    return Eligibility.of(m, REGISTRY);
  }

  static MatchSeat officer(OfficerClass c) {
    return MatchSeat.officer(c);
  }

  static MatchSeat acct(String id) {
    return MatchSeat.account(id);
  }

  @Nested
  class OnlineSectors {
    @Test
    void aPlainWarp12SectorOfSignedInCaptainsIsRatedInTheHumanPool() {
      Eligibility e = judge(online(FOUR, acct("a"), acct("b"), officer(OfficerClass.LIEUTENANT), acct("c")));
      assertTrue(e.human().rated());
      assertEquals(List.of(RatingPool.HUMAN), e.ratedPools());
    }

    @ParameterizedTest
    @EnumSource(value = WarpFactor.class, names = {"WARP_9", "WARP_15", "WARP_18"})
    void warp9And15And18AreExhibition(WarpFactor factor) {
      Eligibility e = judge(online(WarpConfig.standard(factor, 2), acct("a"), acct("b")));
      assertEquals(List.of(RatingEligibility.EXHIBITION_SET), e.human().codes());
    }

    @Test
    void twoOrMoreCaptainsMustBeSignedIn() {
      Eligibility one = judge(online(WarpConfig.standard(WarpFactor.WARP_12, 2), acct("a"),
          officer(OfficerClass.ENSIGN)));
      assertEquals(List.of(Eligibility.TOO_FEW_ACCOUNTS), one.human().codes());
      assertTrue(judge(online(WarpConfig.standard(WarpFactor.WARP_12, 2), acct("a"), acct("b"))).human().rated());
    }

    @Test
    void aGuestAtTheTableMakesTheWholeSectorUnrated() {
      Eligibility e = judge(online(FOUR, acct("a"), acct("b"), acct("c"), MatchSeat.guest()));
      assertEquals(List.of(Eligibility.GUEST_PRESENT), e.human().codes());
      assertFalse(e.crew().rated());
    }

    @ParameterizedTest
    @EnumSource(value = OfficerClass.class, names = {"ENSIGN", "LIEUTENANT", "COMMANDER"})
    void ensignLieutenantAndCommanderOfficersAreAnchorsAndKeepTheSectorRated(OfficerClass c) {
      assertTrue(judge(online(FOUR, acct("a"), officer(c), acct("b"), officer(c))).human().rated());
    }

    @Test
    void anExperimentalClassIStarOfficerMakesTheSectorUnrated() {
      Eligibility e = judge(online(FOUR, acct("a"), acct("b"), officer(OfficerClass.CLASS_I_STAR),
          officer(OfficerClass.COMMANDER)));
      assertEquals(List.of(Eligibility.UNRATED_OFFICER), e.human().codes());
    }

    @ParameterizedTest
    @EnumSource(Objective.class)
    void pointsAndGoOutAreRated(Objective objective) {
      WarpConfig config = WarpConfig.builder().captains(2).objective(objective).build();
      assertTrue(judge(online(config, acct("a"), acct("b"))).human().rated());
    }

    @Test
    void oneAssistedCaptainLeavesTheWholeSectorUnrated() {
      Eligibility e = judge(online(FOUR, acct("a"), MatchSeat.account("b", AdvisorUse.LIVE_TURNS), acct("c"),
          acct("d")));
      assertEquals(List.of(Eligibility.ADVISOR_CONSULTED), e.human().codes());
      assertTrue(e.assisted());
    }

    @Test
    void aWarpedModuleIsExhibitionOnly() {
      WarpConfig config = WarpConfig.builder().captains(2).plugins(List.of(PluginConfig.of("warped"))).build();
      assertEquals(List.of(RatingEligibility.WARPED_MODULE), judge(online(config, acct("a"), acct("b")))
          .human().codes());
      WarpConfig sanctioned = WarpConfig.builder().captains(2).plugins(List.of(PluginConfig.of("sanctioned")))
          .build();
      assertTrue(judge(online(sanctioned, acct("a"), acct("b"))).human().rated());
    }

    @Test
    void theHostUncheckingRatedSectorMakesACasualSector() {
      MatchRecord casual = new MatchRecord(Venue.ONLINE, FOUR, OFFICIAL, List.of(acct("a"), acct("b"), acct("c"),
          acct("d")), false, Optional.empty());
      assertEquals(List.of(Eligibility.CASUAL_SECTOR), judge(casual).human().codes());
    }

    @Test
    void officiatedMatchesWithoutACharterCountInTheHumanPool() {
      MatchRecord m = new MatchRecord(Venue.OFFICIATED, FOUR, OFFICIAL, List.of(acct("a"), acct("b"), acct("c"),
          acct("d")), true, Optional.empty());
      assertTrue(judge(m).human().rated());
      assertEquals(List.of(Eligibility.NO_CHARTER), judge(m).crew().codes());
    }

    @Test
    void everyReasonIsListed() {
      MatchRecord m = new MatchRecord(Venue.ONLINE, WarpConfig.standard(WarpFactor.WARP_9, 3), OFFICIAL,
          List.of(MatchSeat.guest(AdvisorUse.LIVE_TURNS), acct("a"), officer(OfficerClass.OMEGA_PLUS)), false,
          Optional.empty());
      assertEquals(List.of(Eligibility.GUEST_PRESENT, Eligibility.TOO_FEW_ACCOUNTS, Eligibility.CASUAL_SECTOR,
          RatingEligibility.EXHIBITION_SET, Eligibility.UNRATED_OFFICER, Eligibility.ADVISOR_CONSULTED),
          judge(m).human().codes());
    }
  }

  @Nested
  class Solo {
    @Test
    void warp12WithoutTheAdvisorIsRated() {
      Eligibility e = judge(solo(FOUR, acct("me"), officer(OfficerClass.ENSIGN), officer(OfficerClass.COMMANDER),
          officer(OfficerClass.LIEUTENANT)));
      assertEquals(List.of(RatingPool.SOLO), e.ratedPools());
      assertEquals(List.of(Eligibility.SOLO_SECTOR), e.human().codes());
    }

    @Test
    void askingForACoachSuggestionDuringPlayMakesTheMatchAssisted() {
      Eligibility e = judge(solo(FOUR, MatchSeat.account("me", AdvisorUse.LIVE_TURNS),
          officer(OfficerClass.ENSIGN), officer(OfficerClass.ENSIGN), officer(OfficerClass.ENSIGN)));
      assertEquals(List.of(Eligibility.ADVISOR_CONSULTED), e.solo().codes());
      assertTrue(e.assisted());
    }

    @ParameterizedTest
    @EnumSource(value = WarpFactor.class, names = {"WARP_9", "WARP_15", "WARP_18"})
    void exhibitionSetsNeverUpdateTeiWithOrWithoutTheAdvisor(WarpFactor factor) {
      WarpConfig config = WarpConfig.standard(factor, 2);
      assertFalse(judge(solo(config, acct("me"), officer(OfficerClass.COMMANDER))).solo().rated());
      assertFalse(judge(solo(config, MatchSeat.account("me", AdvisorUse.LIVE_TURNS),
          officer(OfficerClass.COMMANDER))).solo().rated());
    }

    @Test
    void downloadingAPostMatchReportDoesNotDisqualify() {
      Eligibility e = judge(solo(WarpConfig.standard(WarpFactor.WARP_12, 2),
          MatchSeat.account("me", AdvisorUse.AFTER_MATCH), officer(OfficerClass.COMMANDER)));
      assertTrue(e.solo().rated());
      assertFalse(e.assisted());
    }

    @Test
    void soloNeedsOneSignedInCaptainAgainstOfficers() {
      WarpConfig two = WarpConfig.standard(WarpFactor.WARP_12, 2);
      assertEquals(List.of(Eligibility.NOT_SIGNED_IN), judge(solo(two, MatchSeat.guest(),
          officer(OfficerClass.ENSIGN))).solo().codes());
      assertEquals(List.of(Eligibility.SOLO_CAPTAIN), judge(solo(two, acct("a"), acct("b"))).solo().codes());
      assertEquals(List.of(Eligibility.NOT_SOLO), judge(online(two, acct("a"), officer(OfficerClass.ENSIGN)))
          .solo().codes());
    }

    @Test
    void omegaPlusExtendedThinkingIsUnratedExhibition() {
      assertEquals(List.of(Eligibility.UNRATED_OFFICER), judge(solo(WarpConfig.standard(WarpFactor.WARP_12, 2),
          acct("me"), officer(OfficerClass.OMEGA_PLUS))).solo().codes());
    }
  }

  @Nested
  class CrewCharters {
    final Charter crew = new Charter("tuesday-crew", OFFICIAL, Objective.POINTS_CAMPAIGN, 4, 13,
        GoOutStructure.suddenDeath(), Set.of("a", "b", "c", "d"));

    MatchRecord under(Charter charter, Venue venue, WarpConfig config, String profile, MatchSeat... seats) {
      return new MatchRecord(venue, config, profile, List.of(seats), true, Optional.of(charter));
    }

    @Test
    void aMatchingCharterUpdatesTheCrewLadderOnly() {
      Eligibility e = judge(under(crew, Venue.ONLINE, FOUR, OFFICIAL, acct("a"), acct("b"), acct("c"), acct("d")));
      assertEquals(List.of(RatingPool.CREW), e.ratedPools());
      assertEquals(List.of(Eligibility.CREW_CHARTER), e.human().codes());
    }

    @Test
    void officiatedNightsNeedEveryCheckedInCaptainToBeAMember() {
      Eligibility e = judge(under(crew, Venue.OFFICIATED, FOUR, OFFICIAL, acct("a"), acct("b"), acct("c"),
          acct("stranger")));
      assertEquals(List.of(Eligibility.NOT_CREW_MEMBER), e.crew().codes());
      assertTrue(judge(under(crew, Venue.OFFICIATED, FOUR, OFFICIAL, acct("a"), acct("b"), acct("c"), acct("d")))
          .crew().rated());
    }

    @Test
    void fleetSizeObjectiveCampaignLengthAndRulesProfileMustMatchExactly() {
      MatchSeat[] three = {acct("a"), acct("b"), acct("c")};
      MatchSeat[] four = {acct("a"), acct("b"), acct("c"), acct("d")};
      List<MatchRecord> mismatches = List.of(
          under(crew, Venue.ONLINE, WarpConfig.standard(WarpFactor.WARP_12, 3), OFFICIAL, three),
          under(crew, Venue.ONLINE, WarpConfig.builder().objective(Objective.GO_OUT).build(), OFFICIAL, four),
          under(crew, Venue.ONLINE, WarpConfig.builder().campaignRounds(6).build(), OFFICIAL, four),
          under(crew, Venue.ONLINE, FOUR, "house-rules-v3", four));
      for (MatchRecord m : mismatches) {
        assertEquals(List.of(Eligibility.CHARTER_MISMATCH), judge(m).crew().codes(), m.toString());
      }
      Charter goOut = new Charter("sprint", OFFICIAL, Objective.GO_OUT, 2, 13, GoOutStructure.firstTo(3),
          Set.of("a", "b"));
      WarpConfig firstTo3 = WarpConfig.builder().captains(2).objective(Objective.GO_OUT)
          .goOut(GoOutStructure.firstTo(3)).build();
      WarpConfig firstTo2 = WarpConfig.builder().captains(2).objective(Objective.GO_OUT)
          .goOut(GoOutStructure.firstTo(2)).build();
      assertTrue(judge(under(goOut, Venue.ONLINE, firstTo3, OFFICIAL, acct("a"), acct("b"))).crew().rated());
      assertEquals(List.of(Eligibility.CHARTER_MISMATCH), judge(under(goOut, Venue.ONLINE, firstTo2, OFFICIAL,
          acct("a"), acct("b"))).crew().codes());
    }

    @Test
    void guestsAtTheTableEarnNoCrewTei() {
      Eligibility e = judge(under(crew, Venue.ONLINE, FOUR, OFFICIAL, acct("a"), acct("b"), acct("c"),
          MatchSeat.guest()));
      assertEquals(List.of(Eligibility.GUEST_PRESENT), e.crew().codes());
    }

    @Test
    void globalOfficialUpdatesTheCrewLadderAndTheHumanPool() {
      Charter global = new Charter(Charter.GLOBAL_OFFICIAL, OFFICIAL, Objective.POINTS_CAMPAIGN, 4, 13,
          GoOutStructure.suddenDeath(), Set.of());
      Eligibility e = judge(under(global, Venue.ONLINE, FOUR, OFFICIAL, acct("w"), acct("x"), acct("y"),
          acct("z")));
      assertEquals(List.of(RatingPool.HUMAN, RatingPool.CREW), e.ratedPools());
    }

    @Test
    void theSameBarAppliesUnderACharter() {
      Eligibility e = judge(under(crew, Venue.ONLINE, FOUR, OFFICIAL, acct("a"), acct("b"),
          MatchSeat.account("c", AdvisorUse.LIVE_TURNS), officer(OfficerClass.CLASS_I_STAR)));
      assertEquals(List.of(Eligibility.UNRATED_OFFICER, Eligibility.ADVISOR_CONSULTED), e.crew().codes());
    }
  }

  static RulePluginFactory rule(String id, RatingStatus status) {
    return new RulePluginFactory() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public String displayName() {
        return "Rule " + id;
      }

      @Override
      public RatingStatus ratingStatus() {
        return status;
      }

      @Override
      public RulePlugin create(PluginConfig options, WarpConfig game) {
        return new RulePlugin() {
          @Override
          public String id() {
            return id;
          }

          @Override
          public Set<DecisionPoint> decisionPoints() {
            return Set.of();
          }
        };
      }
    };
  }
}
