// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.classic.json;

import com.fasterxml.jackson.core.type.TypeReference;
import java.util.List;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.ClassicEvent;
import org.iwgf.warp.classic.rules.ClassicMove;
import org.iwgf.warp.classic.rules.ClassicSnapshot;
import org.iwgf.warp.classic.rules.ClassicState;
import org.iwgf.warp.classic.rules.ClassicView;
import org.iwgf.warp.json.JsonLimits;
import org.iwgf.warp.json.StrictJson;

/**
 * JSON for classic dominoes, in the shape and with the errors of {@link org.iwgf.warp.json.WarpJson}:
 * moves and events carry their kind in a {@code "type"} field ({@code "play"}, {@code "fives-scored"}, …),
 * tiles are written {@code "6-4"}, options by name ({@code "all-fives"}, {@code "opponents-pips"}), and an
 * empty optional as {@code null}. Everything is read strictly: every field present, nothing unknown.
 *
 * <p>Failures raise {@link org.iwgf.warp.core.game.InvalidConfigException} when a configuration read on its
 * own breaks a rule, and {@link org.iwgf.warp.core.game.InvalidStateException} otherwise, with the codes of
 * {@link StrictJson}, {@code CONFIG} when the configuration embedded in a state or view breaks a rule (see
 * {@link StrictJson#document}) or, for a state that does not hold together, those of
 * {@link ClassicState#restore}.
 *
 * @since 0.1.0
 */
public final class ClassicJson {
  private static final StrictJson JSON = StrictJson.of(JsonLimits.standard(), ClassicMixins.module());
  private static final TypeReference<List<ClassicEvent>> EVENTS = new TypeReference<>() {};

  private ClassicJson() {}

  /** A configuration as JSON. */
  public static String writeConfig(ClassicConfig config) {
    return JSON.write(config, ClassicConfig.class, "configuration");
  }

  /**
   * Reads a configuration; every field must be present.
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException if it breaks a rule
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read
   */
  public static ClassicConfig readConfig(String json) {
    return JSON.read(json, ClassicConfig.class, "configuration");
  }

  /** The whole state, hidden information included, as JSON (a {@link ClassicSnapshot}). */
  public static String writeState(ClassicState state) {
    return JSON.write(state.snapshot(), ClassicSnapshot.class, "state");
  }

  /**
   * Reads a saved state and checks it with {@link ClassicState#restore}.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read or does not hold together,
   *     code {@code CONFIG} if its configuration breaks a rule
   */
  public static ClassicState readState(String json) {
    return StrictJson.document("saved state",
        () -> ClassicState.restore(JSON.read(json, ClassicSnapshot.class, "saved state")));
  }

  /** A move as JSON, e.g. {@code {"type":"play","tile":"6-4","end":"left"}}. */
  public static String writeMove(ClassicMove move) {
    return JSON.write(move, ClassicMove.class, "move");
  }

  /**
   * Reads a move; whether it is legal is for {@link org.iwgf.warp.classic.rules.ClassicRules#apply} to say.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read
   */
  public static ClassicMove readMove(String json) {
    return JSON.read(json, ClassicMove.class, "move");
  }

  /** Events as a JSON array, each with its {@code "type"}. */
  public static String writeEvents(List<ClassicEvent> events) {
    return JSON.write(events, EVENTS, "events");
  }

  /**
   * Reads a JSON array of events.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read
   */
  public static List<ClassicEvent> readEvents(String json) {
    return List.copyOf(JSON.read(json, EVENTS, "event list"));
  }

  /** One seat's view as JSON. */
  public static String writeView(ClassicView view) {
    return JSON.write(view, ClassicView.class, "seat view");
  }

  /**
   * Reads a seat's view.
   *
   * @throws org.iwgf.warp.core.game.InvalidStateException if it cannot be read, code {@code CONFIG} if its
   *     configuration breaks a rule
   */
  public static ClassicView readView(String json) {
    return StrictJson.document("seat view", () -> JSON.read(json, ClassicView.class, "seat view"));
  }
}
