// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
import org.iwgf.warp.ai.officer.OfficerTerms;
import org.iwgf.warp.ai.terms.ModuleTerms;

/**
 * What officers know about Modules Alpha–Lambda and the house rules, provided to {@code warp-ai} as
 * {@link OfficerTerms} services: put this artifact beside the rules on the class or module path and every
 * officer weighs them.
 *
 * @since 0.1.0
 */
module org.iwgf.warp.ai.terms {
  requires transitive org.iwgf.warp.ai;
  requires org.iwgf.warp.modules.alpha;
  requires org.iwgf.warp.modules.beta;
  requires org.iwgf.warp.modules.gamma;
  requires org.iwgf.warp.modules.delta;
  requires org.iwgf.warp.modules.epsilon;
  requires org.iwgf.warp.modules.zeta;
  requires org.iwgf.warp.modules.eta;
  requires org.iwgf.warp.modules.theta;
  requires org.iwgf.warp.modules.iota;
  requires org.iwgf.warp.modules.kappa;
  requires org.iwgf.warp.modules.lambda;
  requires org.iwgf.warp.modules.house;

  exports org.iwgf.warp.ai.terms;

  provides OfficerTerms with
      ModuleTerms.Alpha,
      ModuleTerms.Beta,
      ModuleTerms.Gamma,
      ModuleTerms.Delta,
      ModuleTerms.Epsilon,
      ModuleTerms.Zeta,
      ModuleTerms.Eta,
      ModuleTerms.Theta,
      ModuleTerms.Iota,
      ModuleTerms.Kappa,
      ModuleTerms.Lambda,
      ModuleTerms.DropToImpulseTerms,
      ModuleTerms.ManualShieldsTerms,
      ModuleTerms.PassRedAlertTerms;
}
