// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.ArrayList;
import java.util.List;

/**
 * A JSON data file as Warp writes it, read as a tree: duplicate keys and trailing content are refused, and
 * every field is looked up by a path that messages name ({@code standings[1].winRate}).
 *
 * @param file the file, for messages
 * @param where the path of this node, empty for the root
 * @param node the node
 */
record Json(DataFile file, String where, JsonNode node) implements Fields {

  /** Reads {@code file}'s text as one JSON object. */
  static Json read(DataFile file) throws PlotDataException {
    ObjectMapper mapper = JsonMapper.builder().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
        .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).build();
    JsonNode root;
    try {
      root = mapper.readTree(file.text());
    } catch (JsonProcessingException e) {
      throw new PlotDataException(file.source() + ": not valid JSON: " + e.getOriginalMessage()
          + location(e), e);
    }
    if (!root.isObject()) {
      throw file.refuse("the JSON is not an object.");
    }
    return new Json(file, "", root);
  }

  private static String location(JsonProcessingException e) {
    return e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ", column "
        + e.getLocation().getColumnNr() + ")";
  }

  /** The field's path, for messages. */
  private String path(String field) {
    return where.isEmpty() ? field : where + "." + field;
  }

  /** The field's node, refused when missing or null. */
  private JsonNode field(String field) throws PlotDataException {
    JsonNode value = node.path(field);
    if (value.isMissingNode() || value.isNull()) {
      throw refuse(path(field) + " is missing");
    }
    return value;
  }

  /** A text field. */
  String text(String field) throws PlotDataException {
    JsonNode value = field(field);
    if (!value.isTextual()) {
      throw refuse(path(field) + " is not text");
    }
    return value.asText();
  }

  /** A text field, or empty text when it is absent. */
  String optionalText(String field) throws PlotDataException {
    return has(field) ? text(field) : "";
  }

  /** Whether the field is present and not null. */
  boolean has(String field) {
    JsonNode value = node.path(field);
    return !value.isMissingNode() && !value.isNull();
  }

  /** A finite number field. */
  @Override
  public double number(String field) throws PlotDataException {
    JsonNode value = field(field);
    if (!value.isNumber() || !Double.isFinite(value.asDouble())) {
      throw refuse(path(field) + " is not a number");
    }
    return value.asDouble();
  }

  /** A whole number field. */
  long whole(String field) throws PlotDataException {
    JsonNode value = field(field);
    if (!value.isIntegralNumber() || !value.canConvertToLong()) {
      throw refuse(path(field) + " is not a whole number");
    }
    return value.asLong();
  }

  /** A whole number field that fits an {@code int}. */
  @Override
  public int count(String field) throws PlotDataException {
    long n = whole(field);
    if (n != (int) n) {
      throw refuse(path(field) + " is out of range: " + n);
    }
    return (int) n;
  }

  /** The objects of an array field, at least one. */
  List<Json> objects(String field) throws PlotDataException {
    JsonNode value = field(field);
    if (!value.isArray()) {
      throw refuse(path(field) + " is not an array");
    }
    if (value.isEmpty()) {
      throw refuse(path(field) + " is empty");
    }
    List<Json> out = new ArrayList<>();
    for (int i = 0; i < value.size(); i++) {
      JsonNode element = value.get(i);
      String at = path(field) + "[" + i + "]";
      if (!element.isObject()) {
        throw refuse(at + " is not an object");
      }
      out.add(new Json(file, at, element));
    }
    return out;
  }

  /** A refusal of a value of this node, naming its path. */
  @Override
  public PlotDataException refuse(IllegalArgumentException e) {
    return refuse((where.isEmpty() ? "" : where + ": ") + DataFile.reason(e));
  }

  /** A refusal naming this file and what is wrong. */
  PlotDataException refuse(String what) {
    return file.refuse(what + ".");
  }
}
