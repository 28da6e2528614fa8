// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.comms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CommsPolicyTest {
  private static final Set<String> SECTOR = Set.of("kirk", "spock", "uhura");

  @ParameterizedTest
  @CsvSource({"LOBBY, true, FULL", "LOBBY, false, FULL", "ACTIVE, false, FULL", "ACTIVE, true, QUICK_ONLY",
      "POST_GAME, true, FULL", "POST_GAME, false, FULL"})
  void commsModesPerContext(CommsPhase phase, boolean rated, CommsMode mode) {
    assertEquals(mode, CommsMode.of(phase, rated));
  }

  @Test
  void ratedActivePlayIsPublicQuickPhrasesOnly() {
    assertTrue(CommsPolicy.check(Message.hail("kirk", QuickPhrase.ENGAGE), CommsPhase.ACTIVE, true, SECTOR)
        .allowed());
    CommsDecision text = CommsPolicy.check(Message.text("kirk", "play the 12-5"), CommsPhase.ACTIVE, true, SECTOR);
    assertEquals(Optional.of(CommsDecision.QUICK_ONLY), text.reason());
    CommsDecision dm = CommsPolicy.check(Message.direct("kirk", "spock", "hold your 6s"), CommsPhase.ACTIVE, true,
        SECTOR);
    assertEquals(Optional.of(CommsDecision.QUICK_ONLY), dm.reason());
  }

  @Test
  void allCommsReopenOnceTheStandingsAreFinal() {
    assertTrue(CommsPolicy.check(Message.direct("kirk", "spock", "gg"), CommsPhase.POST_GAME, true, SECTOR)
        .allowed());
    assertTrue(CommsPolicy.check(Message.text("kirk", "gg"), CommsPhase.LOBBY, true, SECTOR).allowed());
  }

  @Test
  void aCasualSectorKeepsFullCommsDuringActivePlay() {
    assertTrue(CommsPolicy.check(Message.text("uhura", "hailing frequencies open"), CommsPhase.ACTIVE, false,
        SECTOR).allowed());
    assertTrue(CommsPolicy.check(Message.direct("uhura", "kirk", "psst"), CommsPhase.ACTIVE, false, SECTOR)
        .allowed());
  }

  @Test
  void directMessagesAreVisibleToEveryMember() {
    Message dm = Message.direct("kirk", "spock", "fascinating");
    assertEquals(SECTOR, CommsPolicy.readers(dm, SECTOR, MuteList.none()));
  }

  @Test
  void onlyMembersTalk() {
    assertEquals(Optional.of(CommsDecision.NOT_A_MEMBER), CommsPolicy.check(Message.text("q", "hello"),
        CommsPhase.LOBBY, false, SECTOR).reason());
    assertEquals(Optional.of(CommsDecision.NOT_A_MEMBER), CommsPolicy.check(Message.direct("kirk", "q", "hello"),
        CommsPhase.LOBBY, false, SECTOR).reason());
  }

  @Test
  void aMuteHidesOneCaptainFromOneViewer() {
    MuteList mutes = MuteList.none().mute("spock", "kirk");
    Message m = Message.hail("kirk", QuickPhrase.Q_WOULD_BE_PROUD);
    assertEquals(Set.of("kirk", "uhura"), CommsPolicy.readers(m, SECTOR, mutes));
    assertEquals(SECTOR, CommsPolicy.readers(Message.hail("uhura", QuickPhrase.WELL_PLAYED), SECTOR, mutes));
    assertEquals(SECTOR, CommsPolicy.readers(m, SECTOR, mutes.unmute("spock", "kirk")));
    assertTrue(mutes.hides("spock", "kirk"));
    assertFalse(mutes.hides("kirk", "spock"));
  }

  @Test
  void malformedMessagesAreRefused() {
    assertEquals("MESSAGE", assertThrows(CommsException.class, () -> Message.text("kirk", "  ")).code());
    assertEquals("MESSAGE", assertThrows(CommsException.class, () -> new Message("kirk", Message.Kind.HAIL,
        Optional.empty(), Optional.of("x"), Optional.empty())).code());
  }

  @Test
  void theCatalogHasFiveGroupsAsListed() {
    assertEquals(5, PhraseGroup.values().length);
    assertEquals(List.of("Aye Captain", "Acknowledged", "Make it so", "Course laid in"),
        texts(PhraseGroup.ACKNOWLEDGE));
    assertEquals(List.of("Engage!", "Punch it", "Warp speed", "Ahead full", "Steady as she goes"),
        texts(PhraseGroup.GET_MOVING));
    assertEquals(List.of("Well played", "A fine maneuver", "The needs of the many…", "Fly well, Captain"),
        texts(PhraseGroup.SPORTSMANSHIP));
    assertEquals(List.of("Red Alert!", "Shields up!", "All Stop!", "Distress beacon away", "She's breaking up!",
        "Fascinating…", "Bold. Very bold."), texts(PhraseGroup.DRAMA));
    assertEquals(List.of("You're playing a dangerous game", "Persistence is futile", "Resistance is… noted",
        "I have the conn now", "Q would be proud"), texts(PhraseGroup.CHEEKY));
    assertEquals(25, QuickPhrase.values().length);
  }

  private static List<String> texts(PhraseGroup group) {
    return QuickPhrase.of(group).stream().map(QuickPhrase::text).toList();
  }
}
