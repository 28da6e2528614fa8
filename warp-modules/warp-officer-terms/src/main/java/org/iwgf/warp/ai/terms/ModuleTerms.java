// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.terms;

import java.util.OptionalInt;
import org.iwgf.warp.ai.officer.OfficerTerms;
import org.iwgf.warp.ai.officer.Position;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.modules.alpha.ModuleAlpha;
import org.iwgf.warp.modules.beta.ModuleBeta;
import org.iwgf.warp.modules.delta.ModuleDelta;
import org.iwgf.warp.modules.epsilon.ModuleEpsilon;
import org.iwgf.warp.modules.eta.DesperationDig;
import org.iwgf.warp.modules.eta.ModuleEta;
import org.iwgf.warp.modules.gamma.ModuleGamma;
import org.iwgf.warp.modules.house.DropToImpulse;
import org.iwgf.warp.modules.house.ManualShields;
import org.iwgf.warp.modules.house.PassRedAlert;
import org.iwgf.warp.modules.iota.ModuleIota;
import org.iwgf.warp.modules.kappa.ModuleKappa;
import org.iwgf.warp.modules.lambda.ModuleLambda;
import org.iwgf.warp.modules.theta.ModuleTheta;
import org.iwgf.warp.modules.zeta.ModuleZeta;

/**
 * The {@link OfficerTerms} of every optional rule that needs them, one provider per rule. The stack
 * positions keep the order in which officers have always added these terms (Beta, Delta, Eta, Alpha,
 * Epsilon, Zeta, Iota, Kappa, Lambda) and put Theta's last, so seeded games without Theta play exactly as
 * before.
 *
 * @since 0.1.0
 */
public final class ModuleTerms {
  private ModuleTerms() {}

  /** Module Alpha: {@link ContinuumFlash}, from the Lieutenant up. */
  public static final class Alpha extends RuleTerms {
    /** The terms; for the service loader. */
    public Alpha() {
      super(ModuleAlpha.ID, 40, From.LIEUTENANT, new ContinuumFlash());
    }
  }

  /** Module Beta: {@link SalamanderDouble}, the Commander's. */
  public static final class Beta extends RuleTerms {
    /** The terms; for the service loader. */
    public Beta() {
      super(ModuleBeta.ID, 10, From.COMMANDER, new SalamanderDouble());
    }
  }

  /** Module Gamma: a Sensor Sweep that shows an open end beats a draw; a blind one comes just after it. */
  public static final class Gamma extends RuleTerms {
    /** The terms; for the service loader. */
    public Gamma() {
      super(ModuleGamma.ID);
    }

    @Override
    public OptionalInt rank(Position p, PluginMove move) {
      if (move instanceof ModuleGamma.SensorSweep sweep) {
        return OptionalInt.of(p.matchesAnOpenEnd(sweep.coordinate()) ? 40 : 25);
      }
      return OptionalInt.empty();
    }
  }

  /**
   * Module Delta: {@link HazardMarkerAvoidance}, the Commander's; engaging the warp drive ranks below
   * passing.
   */
  public static final class Delta extends RuleTerms {
    /** The terms; for the service loader. */
    public Delta() {
      super(ModuleDelta.ID, 20, From.COMMANDER, new HazardMarkerAvoidance());
    }

    @Override
    public OptionalInt rank(Position p, PluginMove move) {
      return move instanceof ModuleDelta.EngageWarpDrive ? OptionalInt.of(5) : OptionalInt.empty();
    }
  }

  /** Module Epsilon: {@link RequisitionPick}, from the Lieutenant up. */
  public static final class Epsilon extends RuleTerms {
    /** The terms; for the service loader. */
    public Epsilon() {
      super(ModuleEpsilon.ID, 50, From.LIEUTENANT, new RequisitionPick());
    }
  }

  /** Module Zeta: {@link SquadronSupport}, from the Lieutenant up. */
  public static final class Zeta extends RuleTerms {
    /** The terms; for the service loader. */
    public Zeta() {
      super(ModuleZeta.ID, 60, From.LIEUTENANT, new SquadronSupport());
    }
  }

  /** Module Eta: {@link TemporalDebtThrift}, the Commander's; a Desperation Dig ranks just below a draw. */
  public static final class Eta extends RuleTerms {
    /** The terms; for the service loader. */
    public Eta() {
      super(ModuleEta.ID, 30, From.COMMANDER, new TemporalDebtThrift());
    }

    @Override
    public OptionalInt rank(Position p, PluginMove move) {
      return move instanceof DesperationDig ? OptionalInt.of(28) : OptionalInt.empty();
    }
  }

  /** Module Iota: {@link DoubleDownPressure}, from the Lieutenant up. */
  public static final class Iota extends RuleTerms {
    /** The terms; for the service loader. */
    public Iota() {
      super(ModuleIota.ID, 70, From.LIEUTENANT, new DoubleDownPressure());
    }
  }

  /** Module Kappa: {@link InversionAndExchange}, from the Lieutenant up. */
  public static final class Kappa extends RuleTerms {
    /** The terms; for the service loader. */
    public Kappa() {
      super(ModuleKappa.ID, 80, From.LIEUTENANT, new InversionAndExchange());
    }
  }

  /** Module Theta: {@link LongestTrailPursuit}, from the Lieutenant up. */
  public static final class Theta extends RuleTerms {
    /** The terms; for the service loader. */
    public Theta() {
      super(ModuleTheta.ID, 100, From.LIEUTENANT, new LongestTrailPursuit());
    }
  }

  /** Module Lambda: {@link WormholeJudgement}, from the Lieutenant up. */
  public static final class Lambda extends RuleTerms {
    /** The terms; for the service loader. */
    public Lambda() {
      super(ModuleLambda.ID, 90, From.LIEUTENANT, new WormholeJudgement());
    }
  }

  /**
   * Drop to Impulse: catching a missed call always (the caught captain draws), announcing before anything
   * else (it costs nothing), passing unannounced only before a plain pass is impossible.
   */
  public static final class DropToImpulseTerms extends RuleTerms {
    /** The terms; for the service loader. */
    public DropToImpulseTerms() {
      super(DropToImpulse.ID);
    }

    @Override
    public OptionalInt rank(Position p, PluginMove move) {
      if (move instanceof DropToImpulse.Catch) {
        return OptionalInt.of(90);
      }
      if (move instanceof DropToImpulse.Announce) {
        return OptionalInt.of(80);
      }
      if (move instanceof DropToImpulse.PassUnannounced) {
        return OptionalInt.of(10);
      }
      return OptionalInt.empty();
    }
  }

  /** Manual shields: opening or closing them is the last thing an officer does. */
  public static final class ManualShieldsTerms extends RuleTerms {
    /** The terms; for the service loader. */
    public ManualShieldsTerms() {
      super(ManualShields.ID);
    }

    @Override
    public OptionalInt rank(Position p, PluginMove move) {
      return move instanceof ManualShields.Move ? OptionalInt.of(1) : OptionalInt.empty();
    }
  }

  /**
   * Passing a Red Alert: no coordinate joins the hand, but there is no chance at a cover either — above a
   * draw in a Points campaign, just below it in Go-out.
   */
  public static final class PassRedAlertTerms extends RuleTerms {
    /** The terms; for the service loader. */
    public PassRedAlertTerms() {
      super(PassRedAlert.ID);
    }

    @Override
    public OptionalInt rank(Position p, PluginMove move) {
      return move instanceof PassRedAlert.Pass ? OptionalInt.of(p.points() ? 35 : 29) : OptionalInt.empty();
    }
  }
}
