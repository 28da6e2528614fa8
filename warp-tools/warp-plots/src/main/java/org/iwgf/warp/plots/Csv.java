// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A CSV data file as Warp writes it: comment lines starting with {@code #} (the first one is the command
 * that wrote the file), a header naming the columns, then one row per line; fields are separated by commas
 * and may be quoted with {@code "}, a doubled quote standing for one. Columns are found by name, so their
 * order does not matter and extra columns are ignored.
 *
 * @param file the file
 * @param command the first comment line without its {@code #}, empty when the file has none
 * @param rows the rows, in file order
 */
record Csv(DataFile file, String command, List<Csv.Row> rows) {
  /** A number as the writers print it: no NaN, infinity, hexadecimal or type suffix. */
  private static final Pattern DECIMAL = Pattern.compile("[-+]?\\d{1,20}(?:\\.\\d{1,20})?(?:[eE][-+]?\\d{1,3})?");

  /**
   * One row.
   *
   * @param file the file, for messages
   * @param line the row's line number, from 1
   * @param fields the row's fields by column name
   */
  record Row(DataFile file, int line, Map<String, String> fields) implements Fields {
    /** The column's text (every required column is present). */
    String text(String column) {
      String value = fields.get(column);
      return value == null ? "" : value;
    }

    /** The column's text, refused when blank. */
    String required(String column) throws PlotDataException {
      String value = text(column);
      if (value.isBlank()) {
        throw refuse(column + " is empty");
      }
      return value;
    }

    /** The column as a decimal number. */
    @Override
    public double number(String column) throws PlotDataException {
      String value = required(column).strip();
      if (!DECIMAL.matcher(value).matches()) {
        throw refuse(column + " is not a number: \"" + value + "\"");
      }
      return Double.parseDouble(value);
    }

    /** The column as a whole number. */
    long whole(String column) throws PlotDataException {
      String value = required(column).strip();
      try {
        return Long.parseLong(value);
      } catch (NumberFormatException e) {
        throw refuse(column + " is not a whole number: \"" + value + "\"");
      }
    }

    /** The column as a whole number that fits an {@code int}. */
    @Override
    public int count(String column) throws PlotDataException {
      long n = whole(column);
      if (n != (int) n) {
        throw refuse(column + " is out of range: " + n);
      }
      return (int) n;
    }

    /** A refusal of a value of this row. */
    @Override
    public PlotDataException refuse(IllegalArgumentException e) {
      return refuse(DataFile.reason(e));
    }

    /** A refusal naming this row. */
    PlotDataException refuse(String what) {
      return file.refuse("line " + line + ": " + what + ".");
    }
  }

  /**
   * Reads {@code file} as CSV with at least the {@code required} columns and at least one row.
   *
   * @throws PlotDataException when there is no header, a required column is missing, a row has another
   *     number of fields than the header or a quote is not closed
   */
  static Csv read(DataFile file, List<String> required) throws PlotDataException {
    String[] lines = file.text().split("\r?\n", -1);
    Optional<String> command = Optional.empty();
    List<String> header = List.of();
    List<Row> rows = new ArrayList<>();
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      if (line.isBlank()) {
        continue;
      }
      if (line.startsWith("#")) {
        if (command.isEmpty() && header.isEmpty()) {
          command = Optional.of(line.substring(1).strip());
        }
        continue;
      }
      List<String> fields = fields(file, i + 1, line);
      if (header.isEmpty()) {
        header = fields.stream().map(String::strip).toList();
        if (header.stream().distinct().count() != header.size()) {
          throw file.refuse("line " + (i + 1) + ": the header names a column twice.");
        }
        for (String column : required) {
          if (!header.contains(column)) {
            throw file.refuse("line " + (i + 1) + ": the header has no column \"" + column + "\" (expected "
                + String.join(",", required) + ").");
          }
        }
        continue;
      }
      if (fields.size() != header.size()) {
        throw file.refuse("line " + (i + 1) + ": " + fields.size() + " fields where the header has "
            + header.size() + ".");
      }
      Map<String, String> byColumn = new HashMap<>();
      for (int c = 0; c < header.size(); c++) {
        byColumn.put(header.get(c), fields.get(c));
      }
      rows.add(new Row(file, i + 1, Map.copyOf(byColumn)));
    }
    if (header.isEmpty()) {
      throw file.refuse("no header line (expected " + String.join(",", required) + ").");
    }
    if (rows.isEmpty()) {
      throw file.refuse("a header but no rows.");
    }
    return new Csv(file, command.orElse(""), List.copyOf(rows));
  }

  /** Splits one line into its fields, unquoting quoted ones. */
  private static List<String> fields(DataFile file, int lineNumber, String line) throws PlotDataException {
    List<String> out = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quoted) {
        if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
          field.append('"');
          i++;
        } else if (c == '"') {
          quoted = false;
        } else {
          field.append(c);
        }
      } else if (c == '"') {
        quoted = true;
      } else if (c == ',') {
        out.add(field.toString());
        field.setLength(0);
      } else {
        field.append(c);
      }
    }
    if (quoted) {
      throw file.refuse("line " + lineNumber + ": a quote is not closed.");
    }
    out.add(field.toString());
    return out;
  }
}
