// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.json;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.util.List;
import org.iwgf.warp.classic.rules.ClassicEvent;
import org.iwgf.warp.classic.rules.ClassicMove;
import org.iwgf.warp.classic.rules.DealRule;
import org.iwgf.warp.classic.rules.End;
import org.iwgf.warp.classic.rules.FirstLead;
import org.iwgf.warp.classic.rules.HandEnding;
import org.iwgf.warp.classic.rules.Line;
import org.iwgf.warp.classic.rules.Placement;
import org.iwgf.warp.classic.rules.Variant;
import org.iwgf.warp.classic.rules.WinnerScore;

/**
 * How Warp 6 Classic is written in JSON, kept here so that the game's model carries no JSON annotations:
 * each mix-in lends its annotations to the model type it is registered for (Jackson matches factories by
 * name and parameter types, and enum constants by name; the bodies never run).
 */
final class ClassicMixins {
  private ClassicMixins() {}

  /** A Jackson module that applies every mix-in below. */
  static SimpleModule module() {
    SimpleModule module = new SimpleModule("warp-classic");
    module.setMixInAnnotation(ClassicEvent.class, ClassicEventJson.class);
    module.setMixInAnnotation(ClassicMove.class, ClassicMoveJson.class);
    module.setMixInAnnotation(Line.class, LineJson.class);
    module.setMixInAnnotation(DealRule.class, DealRuleJson.class);
    module.setMixInAnnotation(End.class, EndJson.class);
    module.setMixInAnnotation(FirstLead.class, FirstLeadJson.class);
    module.setMixInAnnotation(HandEnding.class, HandEndingJson.class);
    module.setMixInAnnotation(Variant.class, VariantJson.class);
    module.setMixInAnnotation(WinnerScore.class, WinnerScoreJson.class);
    return module;
  }

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
  @JsonSubTypes({
    @JsonSubTypes.Type(value = ClassicEvent.Dealt.class, name = "dealt"),
    @JsonSubTypes.Type(value = ClassicEvent.Led.class, name = "led"),
    @JsonSubTypes.Type(value = ClassicEvent.Played.class, name = "played"),
    @JsonSubTypes.Type(value = ClassicEvent.Drew.class, name = "drew"),
    @JsonSubTypes.Type(value = ClassicEvent.Passed.class, name = "passed"),
    @JsonSubTypes.Type(value = ClassicEvent.FivesScored.class, name = "fives-scored"),
    @JsonSubTypes.Type(value = ClassicEvent.HandsShown.class, name = "hands-shown"),
    @JsonSubTypes.Type(value = ClassicEvent.HandEnded.class, name = "hand-ended"),
    @JsonSubTypes.Type(value = ClassicEvent.GameOver.class, name = "game-over"),
  })
  interface ClassicEventJson {}

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
  @JsonSubTypes({
    @JsonSubTypes.Type(value = ClassicMove.Lead.class, name = "lead"),
    @JsonSubTypes.Type(value = ClassicMove.Play.class, name = "play"),
    @JsonSubTypes.Type(value = ClassicMove.Draw.class, name = "draw"),
    @JsonSubTypes.Type(value = ClassicMove.Pass.class, name = "pass"),
  })
  interface ClassicMoveJson {}

  /** A line is written as the placements that built it; nothing else of it is a property. */
  @JsonAutoDetect(getterVisibility = Visibility.NONE, isGetterVisibility = Visibility.NONE,
      fieldVisibility = Visibility.NONE, creatorVisibility = Visibility.NONE)
  abstract static class LineJson {
    @JsonCreator
    static Line of(@JsonProperty("spinners") boolean spinners,
        @JsonProperty("placements") List<Placement> placements) {
      throw new AssertionError();
    }

    @JsonProperty("spinners")
    abstract boolean spinners();

    @JsonProperty("placements")
    abstract List<Placement> placements();
  }

  enum DealRuleJson {
    @JsonProperty("standard")
    STANDARD,
    @JsonProperty("all-tiles")
    ALL_TILES,
    @JsonProperty("pagat")
    PAGAT
  }

  enum EndJson {
    @JsonProperty("left")
    LEFT,
    @JsonProperty("right")
    RIGHT,
    @JsonProperty("up")
    UP,
    @JsonProperty("down")
    DOWN
  }

  enum FirstLeadJson {
    @JsonProperty("heaviest-tile")
    HEAVIEST_TILE,
    @JsonProperty("reshuffle")
    RESHUFFLE
  }

  enum HandEndingJson {
    @JsonProperty("domino")
    DOMINO,
    @JsonProperty("blocked")
    BLOCKED
  }

  enum VariantJson {
    @JsonProperty("block")
    BLOCK,
    @JsonProperty("draw")
    DRAW,
    @JsonProperty("all-fives")
    ALL_FIVES
  }

  enum WinnerScoreJson {
    @JsonProperty("opponents-pips")
    OPPONENTS_PIPS,
    @JsonProperty("opponents-minus-own")
    OPPONENTS_MINUS_OWN
  }
}
