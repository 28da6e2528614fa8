// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.cli;

import org.iwgf.warp.ai.officer.CommanderFeatures;
import org.iwgf.warp.ai.omega.MoveFeatures;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** {@code commander}, {@code commander+outs}, {@code commander+next}, {@code commander+intel}, {@code commander+line} or
 * {@code none}. */
final class MoveFeaturesConverter implements ITypeConverter<MoveFeatures> {
  @Override
  public MoveFeatures convert(String value) {
    return switch (value) {
      case "commander" -> CommanderFeatures.of();
      case "commander+outs" -> CommanderFeatures.withOuts();
      case "commander+next" -> CommanderFeatures.withNextTurn();
      case "commander+intel" -> CommanderFeatures.withIntel();
      case "commander+line" -> CommanderFeatures.withOwnLine();
      case "none" -> MoveFeatures.NONE;
      default -> throw new TypeConversionException("the features are commander, commander+outs, "
          + "commander+next, commander+intel, commander+line or none, not \"" + value + "\"");
    };
  }
}
