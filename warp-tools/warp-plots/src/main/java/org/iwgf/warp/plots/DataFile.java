// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A data file's text: UTF-8, not empty, of a size a chart's data can have, and whether it is JSON or CSV.
 *
 * @param source the file, as messages name it
 * @param text the file's text, without a byte-order mark
 */
record DataFile(String source, String text) {
  /** The largest file read: the soak's full report is well under a megabyte. */
  static final long MAX_BYTES = 64L * 1024 * 1024;

  /** Reads {@code file}, refusing an empty, oversized or non-UTF-8 one. */
  static DataFile read(Path file) throws IOException {
    String source = file.toString();
    long size = Files.size(file);
    if (size > MAX_BYTES) {
      throw new PlotDataException(source + ": " + size + " bytes, more than the " + MAX_BYTES
          + " a data file may have.");
    }
    byte[] bytes = Files.readAllBytes(file);
    String text;
    try {
      text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      throw new PlotDataException(source + ": not UTF-8 text.", e);
    }
    if (text.startsWith("\uFEFF")) {
      text = text.substring(1);
    }
    if (text.isBlank()) {
      throw new PlotDataException(source + ": the file is empty.");
    }
    return new DataFile(source, text);
  }

  /** Whether the text is JSON (else it is read as CSV). */
  boolean isJson() {
    String start = text.stripLeading();
    return start.startsWith("{") || start.startsWith("[");
  }

  /** The reason a value was refused, for a message. */
  static String reason(IllegalArgumentException e) {
    String message = e.getMessage();
    return message == null || message.isBlank() ? "a value is out of range" : message;
  }

  /** A refusal naming this file. */
  PlotDataException refuse(String what) {
    return new PlotDataException(source + ": " + what);
  }
}
