// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import java.io.IOException;

/**
 * A data file that cannot be charted: empty, too large, not UTF-8, not CSV or JSON of the expected shape, a
 * column or field missing, a value that is not a number or out of range. The message names the file, the
 * line (CSV) or field (JSON) and what is wrong. A file that cannot be read at all is a plain {@link
 * IOException}.
 *
 * @since 0.1.0
 */
public final class PlotDataException extends IOException {
  /**
   * A refusal with its message.
   *
   * @param message the file, where in it and what is wrong
   */
  public PlotDataException(String message) {
    super(message);
  }

  /**
   * A refusal with its message and the parser's error.
   *
   * @param message the file, where in it and what is wrong
   * @param cause the parser's error
   */
  public PlotDataException(String message, Throwable cause) {
    super(message, cause);
  }
}
