package org.iwgf.warp.tabletop.wormhole;

import com.fasterxml.jackson.core.type.TypeReference;
import java.util.List;
import org.iwgf.warp.core.json.StrictJson;

/**
 * JSON for the battle game, with Warp's conventions: moves and events carry a registered {@code "type"}
 * name, fields keep their declared order, and reading is strict (every field present, no unknown field,
 * no {@code null} for a required value, no coercion, no duplicate key). Values are checked as they are
 * read, so a saved battle that does not hold together is refused.
 *
 * <p>Reading fails with {@link org.iwgf.warp.core.game.InvalidStateException} and code
 * {@code MALFORMED_JSON}, {@code UNKNOWN_TYPE}, {@code UNKNOWN_FIELD}, {@code MISSING_FIELD} or
 * {@code BAD_VALUE}, the message naming the place in the document. Immutable and thread-safe.
 */
public final class WormholeJson {
  private static final TypeReference<List<WormholeEvent>> EVENTS = new TypeReference<>() {};

  private final StrictJson json = StrictJson.standard();

  private WormholeJson() {}

  /** The codec. */
  public static WormholeJson create() {
    return new WormholeJson();
  }

  /** A configuration (catalog and fleets included) as JSON. */
  public String writeConfig(WormholeConfig config) {
    return json.write(config, WormholeConfig.class, "configuration");
  }

  /** Reads a configuration; whether its fleets are legal is checked by {@link WormholeRules#of}. */
  public WormholeConfig readConfig(String text) {
    return json.read(text, WormholeConfig.class, "configuration");
  }

  /** The whole state, secret orders and dice included: for saving a battle, not for a seat. */
  public String writeState(WormholeState state) {
    return json.write(state, WormholeState.class, "state");
  }

  /** Reads a saved state. */
  public WormholeState readState(String text) {
    return json.read(text, WormholeState.class, "state");
  }

  /** A move as JSON, e.g. {@code {"type":"hold-fire","vessel":"blue-1"}}. */
  public String writeMove(WormholeMove move) {
    return json.write(move, WormholeMove.class, "move");
  }

  /** Reads a move; whether it is legal is for {@link WormholeRules#apply} to say. */
  public WormholeMove readMove(String text) {
    return json.read(text, WormholeMove.class, "move");
  }

  /** Events as a JSON array. */
  public String writeEvents(List<WormholeEvent> events) {
    return json.write(events, EVENTS, "list of events");
  }

  /** Reads a JSON array of events. */
  public List<WormholeEvent> readEvents(String text) {
    return json.read(text, EVENTS, "list of events");
  }

  /** One seat's view as JSON: what a front-end shows that commander. */
  public String writeView(WormholeView view) {
    return json.write(view, WormholeView.class, "view");
  }

  /** Reads a seat's view. */
  public WormholeView readView(String text) {
    return json.read(text, WormholeView.class, "view");
  }

  /** A whole battle record as JSON. */
  public String writeRecord(WormholeRecord record) {
    return json.write(record, WormholeRecord.class, "battle record");
  }

  /** Reads a battle record; its moves are checked when it is {@linkplain WormholeRecord#replay replayed}. */
  public WormholeRecord readRecord(String text) {
    return json.read(text, WormholeRecord.class, "battle record");
  }
}
