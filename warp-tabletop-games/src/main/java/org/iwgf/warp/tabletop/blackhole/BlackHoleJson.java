package org.iwgf.warp.tabletop.blackhole;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import java.util.List;
import java.util.Objects;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.WarpException;

/**
 * JSON for the dice race, configured as Warp's own JSON is: moves and events carry a registered
 * {@code "type"} name (never a class name), fields keep their declared order, and reading is strict (every
 * field present, no unknown field, no {@code null}, no coercion, no duplicate key).
 *
 * <p>A state is checked as it is read, so a saved game that does not hold together is refused. Failures
 * raise {@link org.iwgf.warp.core.game.InvalidConfigException} (code {@code PLAYERS} or {@code BOARD})
 * when a configuration or board breaks a rule, the state's own {@link InvalidStateException} codes when a
 * state does not hold together, and otherwise {@link InvalidStateException} with code
 * {@code MALFORMED_JSON}, {@code UNKNOWN_TYPE}, {@code UNKNOWN_FIELD}, {@code MISSING_FIELD} or
 * {@code BAD_VALUE}; each message names the place in the document.
 */
public final class BlackHoleJson {
  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .addModule(new Jdk8Module())
      .enable(MapperFeature.BLOCK_UNSAFE_POLYMORPHIC_BASE_TYPES)
      .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
      .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
      .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
      .enable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)
      .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
      .enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
      .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
      .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
      .defaultSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL))
      .build();

  private BlackHoleJson() {}

  /** A board as JSON: {@code {"rings":[36,…],"hyperjumps":[36,37,…]}}. */
  public static String writeSpiral(Spiral spiral) {
    return write(spiral);
  }

  /**
   * Reads a board and checks its hyperjump lines (see {@link Spiral#of}).
   *
   * @throws org.iwgf.warp.core.game.InvalidConfigException with code {@code BOARD} if the lines are wrong
   * @throws InvalidStateException if the text is not a board
   */
  public static Spiral readSpiral(String json) {
    return read(json, MAPPER.constructType(Spiral.class), "board");
  }

  /** A configuration as JSON. */
  public static String writeConfig(BlackHoleConfig config) {
    return write(config);
  }

  /** Reads a configuration. */
  public static BlackHoleConfig readConfig(String json) {
    return read(json, MAPPER.constructType(BlackHoleConfig.class), "configuration");
  }

  /** The whole state, secret choices included. */
  public static String writeState(BlackHoleState state) {
    return write(state);
  }

  /** Reads a saved state; it is checked as a state always is. */
  public static BlackHoleState readState(String json) {
    return read(json, MAPPER.constructType(BlackHoleState.class), "state");
  }

  /** A move as JSON, e.g. {@code {"type":"turn","ship":3,"face":2}}. */
  public static String writeMove(BlackHoleMove move) {
    return write(move);
  }

  /** Reads a move; whether it is legal is for {@link BlackHoleRules#apply} to say. */
  public static BlackHoleMove readMove(String json) {
    return read(json, MAPPER.constructType(BlackHoleMove.class), "move");
  }

  /** Events as a JSON array. */
  public static String writeEvents(List<BlackHoleEvent> events) {
    return write(MAPPER.writerFor(new TypeReference<List<BlackHoleEvent>>() {}), events);
  }

  /** Reads a JSON array of events. */
  public static List<BlackHoleEvent> readEvents(String json) {
    return read(json, MAPPER.getTypeFactory().constructCollectionType(List.class, BlackHoleEvent.class),
        "list of events");
  }

  /** One seat's view as JSON. */
  public static String writeView(BlackHoleView view) {
    return write(view);
  }

  /** Reads a seat's view. */
  public static BlackHoleView readView(String json) {
    return read(json, MAPPER.constructType(BlackHoleView.class), "view");
  }

  /** A whole game record as JSON. */
  public static String writeRecord(BlackHoleRecord record) {
    return write(MAPPER.writerFor(BlackHoleRecord.class), record);
  }

  /** Reads a game record; its moves are checked when it is {@linkplain BlackHoleRecord#replay replayed}. */
  public static BlackHoleRecord readRecord(String json) {
    return read(json, MAPPER.constructType(BlackHoleRecord.class), "game record");
  }

  private static String write(Object value) {
    return write(MAPPER.writer(), value);
  }

  private static String write(com.fasterxml.jackson.databind.ObjectWriter writer, Object value) {
    try {
      return writer.writeValueAsString(Objects.requireNonNull(value, "value"));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("Cannot write " + value.getClass().getSimpleName() + " as JSON", e);
    }
  }

  private static <T> T read(String json, JavaType type, String what) {
    Objects.requireNonNull(json, "json");
    try {
      return MAPPER.readValue(json, type);
    } catch (JacksonException | IllegalArgumentException e) {
      throw translate(e, what);
    }
  }

  private static RuntimeException translate(Exception e, String what) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof WarpException) {
        return (WarpException) t;
      }
    }
    String at = " (at " + path(e) + ")";
    if (e instanceof InvalidTypeIdException) {
      String id = ((InvalidTypeIdException) e).getTypeId();
      return new InvalidStateException("UNKNOWN_TYPE", (id == null || id.isEmpty()
          ? "A \"type\" is needed" : "\"" + id + "\" is not a known type") + at + ".", e);
    }
    if (e instanceof UnrecognizedPropertyException) {
      return new InvalidStateException("UNKNOWN_FIELD", "\"" + ((UnrecognizedPropertyException) e)
          .getPropertyName() + "\" is not a field here" + at + ".", e);
    }
    String original = e instanceof JacksonException ? ((JacksonException) e).getOriginalMessage() : null;
    original = original == null ? "" : original;
    if (e instanceof InvalidNullException || original.startsWith("Missing")
        || original.startsWith("Null value for creator property")) {
      return new InvalidStateException("MISSING_FIELD", "A required value is missing or null" + at + ".", e);
    }
    if (!(e instanceof JsonMappingException) || original.startsWith("No content")) {
      return new InvalidStateException("MALFORMED_JSON", "The " + what + " is not valid JSON: "
          + firstLine(original) + ".", e);
    }
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof IllegalArgumentException && t.getMessage() != null) {
        return new InvalidStateException("BAD_VALUE", t.getMessage() + at + ".", e);
      }
    }
    return new InvalidStateException("BAD_VALUE", "The " + what + " holds a value it cannot have" + at
        + ": " + firstLine(original) + ".", e);
  }

  private static String path(Exception e) {
    if (!(e instanceof JsonMappingException)) {
      return "the top level";
    }
    StringBuilder b = new StringBuilder();
    for (JsonMappingException.Reference r : ((JsonMappingException) e).getPath()) {
      if (r.getFieldName() != null) {
        b.append(b.length() > 0 ? "." : "").append(r.getFieldName());
      } else if (r.getIndex() >= 0) {
        b.append('[').append(r.getIndex()).append(']');
      }
    }
    return b.length() == 0 ? "the top level" : b.toString();
  }

  private static String firstLine(String s) {
    if (s == null || s.isEmpty()) {
      return "unreadable input";
    }
    int nl = s.indexOf('\n');
    return nl < 0 ? s : s.substring(0, nl);
  }
}
