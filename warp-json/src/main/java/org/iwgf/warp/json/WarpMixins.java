// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.model.GoOutStructure;
import org.iwgf.warp.core.model.Objective;
import org.iwgf.warp.core.model.PluginConfig;
import org.iwgf.warp.core.model.PluginState;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.jspecify.annotations.Nullable;

/**
 * How the Warp model is written in JSON, kept here so that the model and the plugin SPI carry no JSON
 * annotations: each mix-in lends its annotations to the model type it is registered for (Jackson matches
 * constructors and static factories by name and parameter types; the bodies never run).
 */
final class WarpMixins {
  private WarpMixins() {}

  /** A Jackson module that applies every mix-in below. */
  static SimpleModule module() {
    SimpleModule module = new SimpleModule("warp-core");
    module.setMixInAnnotation(Coordinate.class, CoordinateJson.class);
    module.setMixInAnnotation(Route.class, RouteJson.class);
    module.setMixInAnnotation(WarpMove.class, WarpMoveJson.class);
    module.setMixInAnnotation(WarpEvent.class, WarpEventJson.class);
    module.setMixInAnnotation(PluginState.class, PluginStateJson.class);
    module.setMixInAnnotation(PluginConfig.class, PluginConfigJson.class);
    module.setMixInAnnotation(GoOutStructure.class, GoOutStructureJson.class);
    module.setMixInAnnotation(WarpConfig.class, WarpConfigJson.class);
    module.setMixInAnnotation(StateSnapshot.class, StateSnapshotJson.class);
    return module;
  }

  /**
   * A saved state may leave out whose first turn of the round is pending (states saved before it was recorded
   * do): the schema does not require it, and {@link WarpJsonCodec#readState} reads it as absent.
   */
  abstract static class StateSnapshotJson {
    @JsonInclude(JsonInclude.Include.NON_ABSENT)
    abstract Optional<List<Integer>> firstTurnsPending();
  }

  /** A coordinate is its text, {@code "12-5"}. */
  abstract static class CoordinateJson {
    @JsonCreator
    static Coordinate parse(String text) {
      throw new AssertionError(text);
    }

    @JsonValue
    @Override
    public abstract String toString();
  }

  /** A route is its name; a bare number is never a route. */
  abstract static class RouteJson {
    @JsonCreator(mode = JsonCreator.Mode.DISABLED)
    RouteJson(int owner) {}

    @JsonCreator
    static Route parse(String text) {
      throw new AssertionError(text);
    }

    @JsonValue
    @Override
    public abstract String toString();
  }

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
  @JsonSubTypes({
    @JsonSubTypes.Type(value = WarpMove.Chart.class, name = "chart"),
    @JsonSubTypes.Type(value = WarpMove.Draw.class, name = "draw"),
    @JsonSubTypes.Type(value = WarpMove.DeployBeacon.class, name = "deploy-beacon"),
    @JsonSubTypes.Type(value = WarpMove.Pass.class, name = "pass"),
    @JsonSubTypes.Type(value = WarpMove.OvertimeVote.class, name = "overtime-vote"),
  })
  interface WarpMoveJson {}

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
  @JsonSubTypes({
    @JsonSubTypes.Type(value = WarpEvent.RoundStarted.class, name = "round-started"),
    @JsonSubTypes.Type(value = WarpEvent.HandDealt.class, name = "hand-dealt"),
    @JsonSubTypes.Type(value = WarpEvent.Charted.class, name = "charted"),
    @JsonSubTypes.Type(value = WarpEvent.Drawn.class, name = "drawn"),
    @JsonSubTypes.Type(value = WarpEvent.BeaconDeployed.class, name = "beacon-deployed"),
    @JsonSubTypes.Type(value = WarpEvent.ShieldsUp.class, name = "shields-up"),
    @JsonSubTypes.Type(value = WarpEvent.Passed.class, name = "passed"),
    @JsonSubTypes.Type(value = WarpEvent.AlertOpened.class, name = "alert-opened"),
    @JsonSubTypes.Type(value = WarpEvent.RedAlertPassed.class, name = "red-alert"),
    @JsonSubTypes.Type(value = WarpEvent.DoubleSatisfied.class, name = "double-satisfied"),
    @JsonSubTypes.Type(value = WarpEvent.DeadDouble.class, name = "dead-double"),
    @JsonSubTypes.Type(value = WarpEvent.HelmPassed.class, name = "helm-passed"),
    @JsonSubTypes.Type(value = WarpEvent.RoundEnded.class, name = "round-ended"),
    @JsonSubTypes.Type(value = WarpEvent.OvertimeOffered.class, name = "overtime-offered"),
    @JsonSubTypes.Type(value = WarpEvent.OvertimeVoted.class, name = "overtime-voted"),
    @JsonSubTypes.Type(value = WarpEvent.SectorEnded.class, name = "sector-ended"),
  })
  interface WarpEventJson {}

  /** Plugin states are named by their rules ({@link org.iwgf.warp.core.plugin.RulePluginFactory#jsonTypes()}). */
  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
  interface PluginStateJson {}

  abstract static class PluginConfigJson {
    @JsonCreator
    PluginConfigJson(@JsonProperty("id") String id, @JsonProperty("options") Map<String, String> options) {}
  }

  abstract static class GoOutStructureJson {
    @JsonCreator
    GoOutStructureJson(
        @JsonProperty("kind") GoOutStructure.Kind kind,
        @JsonProperty("rounds") int rounds,
        @JsonProperty("target") int target,
        @JsonProperty("overtime") GoOutStructure.Overtime overtime) {}
  }

  /** Absent values of a configuration take the standard defaults ({@code WarpConfig.fromJson}). */
  abstract static class WarpConfigJson {
    @JsonCreator
    static WarpConfig fromJson(
        @JsonProperty("factor") @Nullable WarpFactor factor,
        @JsonProperty("captains") @Nullable Integer captains,
        @JsonProperty("captainNames") @Nullable List<String> captainNames,
        @JsonProperty("objective") @Nullable Objective objective,
        @JsonProperty("campaignRounds") @Nullable Integer campaignRounds,
        @JsonProperty("goOut") @Nullable GoOutStructure goOut,
        @JsonProperty("firstCaptain") @Nullable Integer firstCaptain,
        @JsonProperty("largeFleetHandSize") @Nullable Integer largeFleetHandSize,
        @JsonProperty("doubleBlankScore") @Nullable Integer doubleBlankScore,
        @JsonProperty("plugins") @Nullable List<PluginConfig> plugins) {
      throw new AssertionError();
    }
  }
}
