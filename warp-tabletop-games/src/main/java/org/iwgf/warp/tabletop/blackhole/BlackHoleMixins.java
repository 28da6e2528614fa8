// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.tabletop.blackhole;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.util.List;

/**
 * How the Black Hole dice race is written in JSON, kept here so that the game's model carries no JSON annotations: each
 * mix-in lends its annotations to the model type it is registered for (Jackson matches factories by name
 * and parameter types; the bodies never run).
 */
final class BlackHoleMixins {
  private BlackHoleMixins() {}

  /** A Jackson module that applies every mix-in below. */
  static SimpleModule module() {
    SimpleModule module = new SimpleModule("warp-black-hole");
    module.setMixInAnnotation(BlackHoleEvent.class, BlackHoleEventJson.class);
    module.setMixInAnnotation(BlackHoleMove.class, BlackHoleMoveJson.class);
    module.setMixInAnnotation(BlackHoleConfig.class, BlackHoleConfigJson.class);
    module.setMixInAnnotation(BlackHoleRecord.class, BlackHoleRecordJson.class);
    module.setMixInAnnotation(BlackHoleState.class, BlackHoleStateJson.class);
    module.setMixInAnnotation(BlackHoleView.class, BlackHoleViewJson.class);
    module.setMixInAnnotation(Die.class, DieJson.class);
    module.setMixInAnnotation(FaceMenu.class, FaceMenuJson.class);
    module.setMixInAnnotation(FaceMenu.DieFaces.class, DieFacesJson.class);
    module.setMixInAnnotation(Spiral.class, SpiralJson.class);
    return module;
  }

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type")
  @JsonSubTypes({
      @JsonSubTypes.Type(value = BlackHoleEvent.Chosen.class, name = "chosen"),
      @JsonSubTypes.Type(value = BlackHoleEvent.Revealed.class, name = "revealed"),
      @JsonSubTypes.Type(value = BlackHoleEvent.OrderDecided.class, name = "order-decided"),
      @JsonSubTypes.Type(value = BlackHoleEvent.Placed.class, name = "placed"),
      @JsonSubTypes.Type(value = BlackHoleEvent.Advanced.class, name = "advanced"),
      @JsonSubTypes.Type(value = BlackHoleEvent.Hyperjumped.class, name = "hyperjumped"),
      @JsonSubTypes.Type(value = BlackHoleEvent.Rerolled.class, name = "rerolled"),
      @JsonSubTypes.Type(value = BlackHoleEvent.Turned.class, name = "turned"),
      @JsonSubTypes.Type(value = BlackHoleEvent.ReachedCentre.class, name = "reached-centre"),
      @JsonSubTypes.Type(value = BlackHoleEvent.Won.class, name = "won")
  })
  interface BlackHoleEventJson {}

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type")
  @JsonSubTypes({
      @JsonSubTypes.Type(value = BlackHoleMove.Choose.class, name = "choose"),
      @JsonSubTypes.Type(value = BlackHoleMove.Place.class, name = "place"),
      @JsonSubTypes.Type(value = BlackHoleMove.Advance.class, name = "advance"),
      @JsonSubTypes.Type(value = BlackHoleMove.Turn.class, name = "turn")
  })
  interface BlackHoleMoveJson {}

  @JsonPropertyOrder({"players", "secretSetup", "spiral"})
  abstract static class BlackHoleConfigJson {
    @JsonIgnore
    abstract List<Die> fleet();

    @JsonIgnore
    abstract int shipsToWin();
  }

  @JsonPropertyOrder({"config", "seed", "moves"})
  interface BlackHoleRecordJson {}

  @JsonPropertyOrder({"config", "phase", "order", "next", "ships", "choices", "random"})
  interface BlackHoleStateJson {}

  @JsonPropertyOrder({"seat", "config", "phase", "order", "toAct", "ships", "chosen", "ownChoice", "removed"})
  interface BlackHoleViewJson {}

  @JsonPropertyOrder({"seat", "dice"})
  abstract static class FaceMenuJson {
    @JsonIgnore
    abstract long moves();
  }

  @JsonPropertyOrder({"ship", "die", "faces"})
  interface DieFacesJson {}

  /** A die is its name, {@code "d6"}. */
  abstract static class DieJson {
    @JsonCreator
    static Die named(String name) {
      throw new AssertionError(name);
    }

    @JsonValue
    @Override
    public abstract String toString();
  }

  /** A board is its ring sizes and hyperjump lines, both required. */
  @JsonPropertyOrder({"rings", "hyperjumps"})
  abstract static class SpiralJson {
    @JsonCreator
    static Spiral of(
        @JsonProperty(value = "rings", required = true) List<Integer> rings,
        @JsonProperty(value = "hyperjumps", required = true) List<Integer> hyperjumps) {
      throw new AssertionError();
    }

    @JsonProperty("rings")
    abstract List<Integer> rings();

    @JsonProperty("hyperjumps")
    abstract List<Integer> hyperjumps();
  }
}
