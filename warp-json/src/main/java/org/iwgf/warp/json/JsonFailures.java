// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.introspect.AnnotatedClass;
import com.fasterxml.jackson.databind.introspect.AnnotatedClassResolver;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.InvalidStateException;
import org.iwgf.warp.core.game.WarpException;
import org.jspecify.annotations.Nullable;

/** Turns what Jackson reports into the library's own errors, worded for the people reading the files. */
final class JsonFailures {
  private final ObjectMapper mapper;
  private final JsonLimits limits;

  JsonFailures(ObjectMapper mapper, JsonLimits limits) {
    this.mapper = mapper;
    this.limits = limits;
  }

  /**
   * Reads {@code json} as {@code typed}'s type within the {@linkplain JsonLimits limits}: the text is parsed to
   * a tree first, so that syntax errors are told apart from content errors and nothing oversized reaches the
   * binding, then bound from the tree. (Checking the text in a streaming pass and binding from the text
   * instead measured slower: tokenizing twice costs more than building the tree; see docs/performance.md.)
   */
  <T> T read(ObjectReader typed, String json, String what) {
    JsonNode tree = parse(typed, json, what);
    try {
      return typed.readValue(tree);
    } catch (IOException | IllegalArgumentException e) {
      throw translate(e, what);
    }
  }

  private JsonNode parse(ObjectReader reader, String json, String what) {
    if (json == null) {
      throw new InvalidStateException("MALFORMED_JSON", "No " + what + " was given.");
    }
    limits.checkLength(json, what);
    JsonNode tree;
    try {
      tree = reader.readTree(json);
    } catch (StreamConstraintsException e) {
      throw JsonLimits.tooLarge("The " + what + " is over a size limit: " + firstLine(e.getOriginalMessage())
          + ".");
    } catch (JacksonException e) {
      JsonLocation at = e.getLocation();
      String where = at == null || at.getLineNr() < 0 ? ""
          : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")";
      throw new InvalidStateException("MALFORMED_JSON", "The " + what + " is not valid JSON" + where + ": "
          + firstLine(e.getOriginalMessage()) + ".", e);
    }
    if (tree == null || tree.isMissingNode() || tree.isNull()) {
      throw new InvalidStateException("MALFORMED_JSON", "The " + what + " is empty.");
    }
    limits.checkElements(tree, what);
    return tree;
  }

  /** The library error for a failure while binding a parsed tree. */
  RuntimeException translate(Exception e, String what) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof StreamConstraintsException c) {
        // A string is measured only when it is bound; its limit is a size limit like the others.
        return JsonLimits.tooLarge("The " + what + " is over a size limit: " + firstLine(c.getOriginalMessage())
            + ".");
      }
    }
    String at = " (at " + path(e) + ")";
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof InvalidStateException x && e instanceof JsonMappingException m && !m.getPath().isEmpty()) {
        // A value that refused its text: the same error, told where in the document it stands.
        String told = String.valueOf(x.getMessage());
        String message = told.endsWith(".") ? told.substring(0, told.length() - 1) : told;
        return new InvalidStateException(x.code(), message + at + ".", x);
      }
      if (t instanceof WarpException) {
        return (WarpException) t;
      }
    }
    if (e instanceof InvalidTypeIdException x) {
      
      String kind = kindOf(x.getBaseType());
      if (x.getTypeId() == null || x.getTypeId().isEmpty()) {
        return bad("UNKNOWN_TYPE", "A " + kind + " needs a \"type\"" + at + "; known types: "
            + namesOf(x.getBaseType()) + ".", e);
      }
      return bad("UNKNOWN_TYPE", "\"" + x.getTypeId() + "\" is not a known type of " + kind + at
          + "; known types: " + namesOf(x.getBaseType()) + ".", e);
    }
    if (e instanceof UnrecognizedPropertyException x) {
      
      return bad("UNKNOWN_FIELD", "\"" + x.getPropertyName() + "\" is not a field of a "
          + nameOf(x.getReferringClass()) + at + "; its fields are " + new TreeSet<>(
              x.getKnownPropertyIds().stream().map(String::valueOf).toList()) + ".", e);
    }
    if (e instanceof InvalidNullException) {
      return bad("MISSING_FIELD", "A value is required where null was written" + at + ".", e);
    }
    String original = e instanceof JacksonException jacksonException ? jacksonException.getOriginalMessage() : null;
    if (original != null && (original.startsWith("Missing creator property")
        || original.startsWith("Missing required creator property")
        || original.startsWith("Null value for creator property"))) {
      return bad("MISSING_FIELD", "The required field \"" + quoted(original) + "\" is missing or null"
          + " (at " + parentPath(e) + ").", e);
    }
    Class<?> target = targetOf(e);
    Throwable cause = firstIllegalArgument(e);
    String reason = cause != null && cause.getMessage() != null ? capitalised(cause.getMessage()) : null;
    if (target == Coordinate.class) {
      return bad("COORDINATES", (reason != null ? reason : "That is not a coordinate; write one like \"12-5\"")
          + at + ".", e);
    }
    if (reason != null) {
      return bad("BAD_VALUE", reason + at + ".", e);
    }
    if (e instanceof InvalidFormatException x) {
      
      return bad("BAD_VALUE", "Expected " + expected(x.getTargetType()) + at + ", not "
          + x.getValue() + ".", e);
    }
    if (e instanceof MismatchedInputException && target != null) {
      return bad("BAD_VALUE", "Expected " + expected(target) + at + ".", e);
    }
    if (e instanceof InvalidDefinitionException) {
      return new IllegalStateException("The " + what + " type cannot be read from JSON: " + original, e);
    }
    return bad("BAD_VALUE", "The " + what + " holds a value it cannot have" + at + ": " + firstLine(
        original != null ? original : String.valueOf(e.getMessage())) + ".", e);
  }

  private static InvalidStateException bad(String code, String message, Exception cause) {
    return new InvalidStateException(code, message, cause);
  }

  /** Where in the document the failure lies, e.g. {@code moves[3].coordinate}. */
  static String path(Exception e) {
    return e instanceof JsonMappingException m ? path(m.getPath()) : "the top level";
  }

  private static String path(List<JsonMappingException.Reference> refs) {
    StringBuilder b = new StringBuilder();
    for (JsonMappingException.Reference r : refs) {
      if (r.getFieldName() != null) {
        if (b.length() > 0) {
          b.append('.');
        }
        b.append(r.getFieldName());
      } else if (r.getIndex() >= 0) {
        b.append('[').append(r.getIndex()).append(']');
      }
    }
    return b.length() == 0 ? "the top level" : b.toString();
  }

  /** The path of the object holding the failing field. */
  private static String parentPath(Exception e) {
    if (!(e instanceof JsonMappingException jsonMappingException) || jsonMappingException.getPath().isEmpty()) {
      return "the top level";
    }
    List<JsonMappingException.Reference> refs = jsonMappingException.getPath();
    return path(refs.subList(0, refs.size() - 1));
  }

  /** What a value of {@code type} looks like in JSON, for a sentence "Expected … ". */
  private static String expected(Class<?> type) {
    if (type == null) {
      return "another value";
    }
    if (type == int.class || type == Integer.class || type == long.class || type == Long.class) {
      return "a whole number";
    }
    if (type == boolean.class || type == Boolean.class) {
      return "true or false";
    }
    if (type == String.class) {
      return "text";
    }
    if (type == Coordinate.class) {
      return "a coordinate like \"12-5\"";
    }
    if (type.isEnum()) {
      List<String> names = new ArrayList<>();
      for (Object c : type.getEnumConstants()) {
        names.add(((Enum<?>) c).name());
      }
      return "one of " + names;
    }
    if (Collection.class.isAssignableFrom(type)) {
      return "a list";
    }
    if (Map.class.isAssignableFrom(type)) {
      return "an object";
    }
    return "an object (" + article(type.getSimpleName()) + ")";
  }

  private static @Nullable Class<?> targetOf(Exception e) {
    if (e instanceof MismatchedInputException m && m.getTargetType() != null) {
      return m.getTargetType();
    }
    if (e instanceof ValueInstantiationException v && v.getType() != null) {
      return v.getType().getRawClass();
    }
    return null;
  }

  private List<String> namesOf(JavaType base) {
    if (base == null) {
      return List.of();
    }
    var config = mapper.getDeserializationConfig();
    AnnotatedClass ac = AnnotatedClassResolver.resolveWithoutSuperTypes(config, base.getRawClass());
    TreeSet<String> names = new TreeSet<>();
    for (NamedType t : mapper.getSubtypeResolver().collectAndResolveSubtypesByTypeId(config, ac)) {
      if (t.hasName() && t.getType() != base.getRawClass()) {
        names.add(t.getName());
      }
    }
    return List.copyOf(names);
  }

  private static String kindOf(JavaType base) {
    if (base == null) {
      return "value";
    }
    switch (base.getRawClass().getSimpleName()) {
      case "WarpMove":
        return "move";
      case "WarpEvent":
        return "event";
      case "PluginState":
        return "plugin state";
      default:
        return nameOf(base.getRawClass());
    }
  }

  private static String nameOf(Class<?> type) {
    return type == null ? "value" : type.getSimpleName();
  }

  private static String article(String noun) {
    return ("AEIOU".indexOf(Character.toUpperCase(noun.charAt(0))) >= 0 ? "an " : "a ") + noun;
  }

  private static @Nullable Throwable firstIllegalArgument(Throwable e) {
    for (Throwable t = e; t != null && t.getCause() != t; t = t.getCause()) {
      if (t instanceof IllegalArgumentException) {
        return t;
      }
    }
    return null;
  }

  private static String quoted(String message) {
    int a = message.indexOf('\'');
    int b = a < 0 ? -1 : message.indexOf('\'', a + 1);
    return b < 0 ? "?" : message.substring(a + 1, b);
  }

  private static String capitalised(String s) {
    return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
  }

  private static String firstLine(String s) {
    if (s == null) {
      return "unreadable input";
    }
    int nl = s.indexOf('\n');
    String line = nl < 0 ? s : s.substring(0, nl);
    int marker = line.indexOf(" (start marker at");
    line = marker < 0 ? line : line.substring(0, marker);
    return line.endsWith(".") ? line.substring(0, line.length() - 1) : line;
  }
}
