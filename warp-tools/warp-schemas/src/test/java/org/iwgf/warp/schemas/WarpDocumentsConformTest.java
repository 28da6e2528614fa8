// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.schemas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.json.GameRecord;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.json.WarpJsonCodec;
import org.iwgf.warp.modules.official.OfficialWarp;
import org.iwgf.warp.rating.rated.AdvisorUse;
import org.iwgf.warp.rating.rated.Charter;
import org.iwgf.warp.rating.rated.ClaimedResult;
import org.iwgf.warp.rating.rated.MatchRecord;
import org.iwgf.warp.rating.rated.MatchSeat;
import org.iwgf.warp.rating.rated.OfficerClass;
import org.iwgf.warp.rating.rated.RatedJson;
import org.iwgf.warp.rating.rated.Venue;
import org.iwgf.warp.rating.tei.AnchorRatings;
import org.iwgf.warp.rating.tei.CommissionTrack;
import org.iwgf.warp.rating.tei.Placements;
import org.iwgf.warp.rating.tei.Rating;
import org.iwgf.warp.rating.tei.TeiGrade;
import org.iwgf.warp.rating.tei.TeiJson;
import org.iwgf.warp.rating.tei.TeiProfile;
import org.iwgf.warp.rating.tei.TeiTrack;
import org.iwgf.warp.soak.SoakCell;
import org.iwgf.warp.soak.SoakSpace;
import org.iwgf.warp.testkit.GameCase;
import org.iwgf.warp.testkit.Invariant;
import org.iwgf.warp.testkit.MoveChooser;
import org.iwgf.warp.testkit.PropertyRunner;
import org.iwgf.warp.testkit.RuleSpace;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Every document Warp writes along played sectors conforms to its shipped schema: the property kit's
 * {@link PropertyRunner} plays sectors of the soak's rule space with each optional rule required in turn,
 * sectors of the standard rule space and the Official Warp preset, and checks as invariants every move and
 * every event list (whole and each seat's copy) and, one move in {@value #SAMPLE}, the saved state and every
 * seat's view; each sector's game record, configuration, rated-match record and claimed result follow, and the
 * configurations of every cell of the rule space. A failure names the sector's configuration and seed.
 */
class WarpDocumentsConformTest {
  private static final int SAMPLE = 16;
  private static final SoakSpace SPACE = SoakSpace.discover().withMaxCampaignRounds(1);
  private static final WarpJsonCodec JSON = WarpJson.codec(SPACE.registry());
  private static final RatedJson RATED = RatedJson.of(SPACE.registry());
  private static final SchemaCheck CHECK = SchemaCheck.of("warp");

  private static final Invariant<WarpState, WarpMove, WarpEvent> MOVES_AND_EVENTS = Invariant.named(
      "moves and events conform to their schemas", (rules, before, move, after) -> {
        Optional<String> failure = CHECK.failure("move", JSON.writeMove(move), "this move");
        failure = failure.or(() -> CHECK.failure("events", JSON.writeEvents(after.events()), "this move"));
        for (int seat = 0; seat < rules.seats(after.state()) && failure.isEmpty(); seat++) {
          int s = seat;
          failure = CHECK.failure("events", JSON.writeEvents(rules.eventsFor(after.events(), s)), "seat " + s);
        }
        return failure;
      });

  private static final Invariant<WarpState, WarpMove, WarpEvent> STATES_AND_VIEWS = Invariant.ofState(
      "states and views conform to their schemas", (rules, state) -> {
        Optional<String> failure = CHECK.failure("state", JSON.writeState(state), "this state");
        for (int seat = 0; seat < rules.seats(state) && failure.isEmpty(); seat++) {
          int s = seat;
          failure = CHECK.failure("view", JSON.writeView((SeatView) rules.view(state, s)), "seat " + s);
        }
        return failure.or(() -> CHECK.failure("view", JSON.writeView((SeatView) rules.spectatorView(state)),
            "a spectator"));
      });

  /**
   * Uniform among all legal moves one time in four, otherwise among the engine's own: a table that mostly
   * takes a rule's optional moves (Module Delta's spool on every route, every turn) plays very long sectors
   * that reach no document the mix does not.
   */
  private static final MoveChooser MOSTLY_CORE = (ply, legal, random) -> {
    List<Integer> core = new ArrayList<>();
    for (int i = 0; i < legal.size(); i++) {
      if (!(legal.get(i) instanceof PluginMove)) {
        core.add(i);
      }
    }
    return core.isEmpty() || random.nextInt(4) == 0 ? random.nextInt(legal.size())
        : core.get(random.nextInt(core.size()));
  };

  private static final PropertyRunner RUNNER = PropertyRunner.of(List.of(MOVES_AND_EVENTS))
      .withSampledInvariants(List.of(STATES_AND_VIEWS), SAMPLE).withRegistry(SPACE.registry())
      .withChooser(MOSTLY_CORE);

  @Test
  void sectorsWithEveryRuleConform() {
    SplittableRandom random = new SplittableRandom(0x5C4E3AL);
    List<GameCase> games = new ArrayList<>();
    for (String module : SPACE.modules()) {
      SoakSpace with = SPACE.requiring(Set.of(module));
      for (int found = 0, tries = 0; found < 2 && tries < 50; tries++) {
        SoakCell cell = with.cell(random.nextLong(with.cellCount()));
        Optional<GameCase> game = with.game(cell, random.nextLong());
        if (game.isPresent()) {
          games.add(game.get());
          found++;
        }
      }
    }
    games.addAll(RuleSpace.standard().withMaxCampaignRounds(1).withMaxFixedRounds(2).samples(0x57A9DL, 6));
    games.add(new GameCase(OfficialWarp.config(), 0x0FF1C1AL));
    for (GameCase game : games) {
      PropertyRunner.CheckedGame checked = RUNNER.checkAndKeep(game.config(), game.seed(), false);
      checked.failure().ifPresent(report -> {
        throw new AssertionError(report.toString());
      });
      String origin = game.toString();
      CHECK.check("config", JSON.writeConfig(game.config()), origin);
      GameRecord record = GameRecord.of(game.config(), game.seed(), checked.game().moves());
      CHECK.check("record", JSON.writeRecord(record), origin);
      CHECK.check("record", JSON.writeRecord(record.markAssisted()), origin);
      ratedDocuments(record, origin);
    }
    System.out.println("Warp types no sector produced: " + CHECK.typesNotSeen("move", "events", "state"));
    Set<String> core = CHECK.typesNotSeen("move", "events").stream().filter(t -> !t.contains("."))
        .collect(Collectors.toSet());
    assertEquals(Set.of(), core, "the engine's own moves and events no sector produced");
  }

  private static void ratedDocuments(GameRecord record, String origin) {
    SchemaCheck rated = SchemaCheck.of("rated");
    int captains = record.config().captains();
    List<MatchSeat> seats = new ArrayList<>();
    for (int seat = 0; seat < captains; seat++) {
      seats.add(switch (seat % 3) {
        case 0 -> MatchSeat.account("captain-" + seat, AdvisorUse.values()[seat % AdvisorUse.values().length]);
        case 1 -> MatchSeat.guest();
        default -> MatchSeat.officer(OfficerClass.values()[seat % OfficerClass.values().length]);
      });
    }
    Optional<Charter> charter = captains % 2 == 0 || captains > 8 ? Optional.empty() : Optional.of(new Charter("crew",
        Charter.OFFICIAL_RULES, record.config().objective(), captains, 13, record.config().goOut(), Set.of("a")));
    MatchRecord match = new MatchRecord(Venue.values()[captains % Venue.values().length], record.config(),
        Charter.OFFICIAL_RULES, seats, true, charter);
    rated.check("match", RATED.writeMatch(match), origin);
    List<Integer> standings = IntStream.rangeClosed(1, captains).boxed().toList();
    rated.check("claim", RATED.writeClaim(new ClaimedResult(record, standings)), origin);
  }

  @Test
  void configurationsOfTheRuleSpaceConform() {
    long cells = SPACE.cellCount();
    long step = Math.max(1, cells / 4000);
    int checked = 0;
    for (long i = 0; i < cells; i += step) {
      SoakCell cell = SPACE.cell(i);
      Optional<GameCase> game = SPACE.game(cell, i);
      if (game.isPresent()) {
        CHECK.check("config", JSON.writeConfig(game.get().config()), "soak cell " + i + " " + cell);
        checked++;
      }
    }
    assertTrue(checked > 100, "configurations checked: " + checked + " of " + cells + " cells");
  }

  @Test
  void ratingDocumentsConform() {
    SchemaCheck tei = SchemaCheck.of("tei");
    TeiJson json = TeiJson.create();
    tei.check("rating", json.writeRating(Rating.of(27.6, 8.1)), "a rating");
    TeiProfile profile = TeiProfile.empty()
        .place(Objective.GO_OUT, CommissionTrack.COMMANDER, TeiGrade.parse("V53"))
        .record(TeiTrack.of(Objective.POINTS_CAMPAIGN, CommissionTrack.ENSIGN), Rating.of(26.1, 8.0))
        .record(TeiTrack.of(Objective.GO_OUT, CommissionTrack.COMMANDER), Rating.of(33.2, 2.4));
    tei.check("profile", json.writeProfile(profile), "a profile");
    tei.check("profile", json.writeProfile(TeiProfile.empty()), "the empty profile");
    tei.check("anchors", json.writeAnchors(AnchorRatings.provisional()), "the provisional anchors");
    tei.check("anchors", json.writeAnchors(AnchorRatings.calibrated()), "the calibrated anchors");
    tei.check("placements", json.writePlacements(Placements.of(2, 1, 3, 3)), "placements");
  }

  @AfterAll
  static void report() {
    System.out.print(SchemaCheck.summary());
  }
}
