// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
/**
 * Charts of Warp's measurements, drawn from their data files as PNG and SVG: the officers' strength ladder,
 * the calibration against the rulebook's figures and the soak's blocked-round rate per Module. It reads the
 * files only, so the charting libraries (JFreeChart, JFreeSVG) stay out of every other Warp artifact; none
 * of their types appears in this module's API.
 *
 * @since 0.1.0
 */
@SuppressWarnings("requires-automatic")
module org.iwgf.warp.plots {
  requires java.desktop;
  requires com.fasterxml.jackson.databind;
  // JFreeChart 1.5.6 is an automatic module.
  requires org.jfree.jfreechart;
  requires org.jfree.svg;
  requires static org.jspecify;

  exports org.iwgf.warp.plots;
}
