// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.plots;

import java.util.regex.Pattern;

/** The grammar of a {@link RulebookFigure}. */
final class FigureSyntax {
  private static final String NUMBER = "(\\d{1,3}(?:\\.\\d+)?)";

  /** {@code [~≈] n [%] [(–|-|—|to) n] % [(remark)]}: the first number, and the second for a range. */
  static final Pattern FIGURE = Pattern.compile("[~≈]?\\s*" + NUMBER + "\\s*%?(?:\\s*(?:[-–—]|to)\\s*" + NUMBER
      + ")?\\s*%\\s*(?:\\([^()]*\\))?");

  private FigureSyntax() {}
}
