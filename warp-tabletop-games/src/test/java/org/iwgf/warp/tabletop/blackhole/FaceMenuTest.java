// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.iwgf.warp.core.game.IllegalMoveException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(10)
class FaceMenuTest {
  private final BlackHoleRules rules = BlackHoleRules.of(BlackHoleConfig.standard(2).withSecretSetup());
  private final BlackHoleState start = rules.start(3);

  @Test
  void theSecretChoiceIsDescribedDieByDieInASmallDocument() {
    FaceMenu menu = rules.faceMenu(start).orElseThrow();
    assertEquals(0, menu.seat());
    assertEquals(9, menu.dice().size());
    assertEquals(rules.legalMoves(start).size(), menu.moves());
    assertEquals(3_538_944L, menu.moves());
    assertEquals(new FaceMenu.DieFaces(0, Die.D8, List.of(1, 2, 3, 4, 5, 6, 7, 8)), menu.dice().get(0));
    assertEquals(new FaceMenu.DieFaces(8, Die.D4, List.of(1, 2, 3, 4)), menu.dice().get(8));
    String json = BlackHoleJson.writeFaceMenu(menu);
    assertTrue(json.startsWith("{\"seat\":0,\"dice\":[{\"ship\":0,\"die\":\"d8\",\"faces\":[1,2,3,4,5,6,7,8]}"), json);
    assertTrue(json.length() < 1_000, json.length() + " characters");
    assertEquals(menu, BlackHoleJson.readFaceMenu(json));
  }

  @Test
  void aMoveBuiltFromOnePickPerDieIsPlayedAndCheckedLikeAnyOther() {
    FaceMenu first = rules.faceMenu(start).orElseThrow();
    BlackHoleMove.Choose choice = first.choose(List.of(8, 1, 6, 2, 3, 4, 1, 2, 3));
    assertTrue(rules.legalMoves(start).contains(choice));
    BlackHoleState next = rules.apply(start, choice).state();
    FaceMenu second = rules.faceMenu(next).orElseThrow();
    assertEquals(1, second.seat());
    assertEquals(9, second.dice().get(0).ship());
    BlackHoleState revealed = rules.apply(next, second.choose(List.of(1, 1, 1, 1, 1, 1, 1, 1, 1))).state();
    assertEquals(Phase.PLACING, revealed.phase());
    assertEquals(Optional.empty(), rules.faceMenu(revealed), "only the secret choice is described");
    assertEquals(Optional.empty(), BlackHoleRules.of(BlackHoleConfig.standard(2)).faceMenu(
        BlackHoleRules.of(BlackHoleConfig.standard(2)).start(3)));
  }

  @Test
  void aPickTheMenuDoesNotOfferIsRefusedAsTheRulesRefuseIt() {
    FaceMenu menu = rules.faceMenu(start).orElseThrow();
    assertEquals("FACE_COUNT", assertThrows(IllegalMoveException.class,
        () -> menu.choose(List.of(1, 1, 1))).code());
    assertEquals("FACE_RANGE", assertThrows(IllegalMoveException.class,
        () -> menu.choose(List.of(1, 1, 1, 1, 1, 1, 1, 1, 5))).code());
    List<Integer> withNull = new ArrayList<>(List.of(1, 1, 1, 1, 1, 1, 1, 1));
    withNull.add(null);
    assertEquals("FACE_RANGE", assertThrows(IllegalMoveException.class, () -> menu.choose(withNull)).code());
    assertEquals("FACE_RANGE", assertThrows(IllegalMoveException.class, () -> rules.apply(start,
        new BlackHoleMove.Choose(List.of(1, 1, 1, 1, 1, 1, 1, 1, 5)))).code());
  }

  @Test
  void theMenuAllowsExactlyTheListedMoves() {
    FaceMenu menu = rules.faceMenu(start).orElseThrow();
    List<BlackHoleMove> listed = rules.legalMoves(start);
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 1_000; i++) {
      assertTrue(menu.allows(listed.get(random.nextInt(listed.size()))));
      List<Integer> faces = new ArrayList<>();
      for (int d = 0; d < 9; d++) {
        faces.add(random.nextInt(10));
      }
      BlackHoleMove.Choose any = new BlackHoleMove.Choose(faces);
      assertEquals(listed.contains(any), menu.allows(any), any.toString());
    }
    assertFalse(menu.allows(new BlackHoleMove.Place(0)));
  }
}
