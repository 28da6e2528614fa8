// Times IS-MCTS and Ω+ decisions on the same positions (docs/arena.md, "IS-MCTS baseline"):
// jshell --class-path warp-tools/warp-cli/target/warp.jar docs/arena/ismcts-timing.jsh
import org.iwgf.warp.ai.ismcts.*;
import org.iwgf.warp.ai.omega.*;
import org.iwgf.warp.ai.officer.*;
import org.iwgf.warp.ai.intel.*;
import org.iwgf.warp.core.engine.*;
import org.iwgf.warp.core.model.*;
import org.iwgf.warp.core.view.*;
import org.iwgf.warp.modules.official.OfficialWarp;
import java.util.*;
var config = OfficialWarp.config(WarpFactor.WARP_12, 2);
var rules = WarpRules.of(config);
var views = new ArrayList<SeatView>();
var cmd = Officer.heuristicCommander();
for (long seed = 1; seed <= 3; seed++) {
  var s = rules.start(seed); var rnd = new SplittableRandom(seed);
  for (int i = 0; i < 2000 && !s.isOver(); i++) {
    var v = rules.view(s, s.toAct());
    if (v.legalMoves().size() > 1 && i % 7 == 0) views.add(v);
    s = rules.apply(s, cmd.choose(v, rnd)).state();
  }
}
System.out.println("positions " + views.size());
long time(org.iwgf.warp.ai.captain.Captain c, List<SeatView> vs) {
  long t0 = System.nanoTime(); var r = new SplittableRandom(1);
  for (var v : vs) c.choose(v, Intel.none(), r);
  return (System.nanoTime() - t0) / vs.size();
}
var sub = views.subList(0, Math.min(60, views.size()));
var plus = OmegaPlus.standard().withoutTimeLimit();
int[] isN = {100, 200, 400};
int[] plusN = {64, 128, 256};
for (int rep = 0; rep < 2; rep++) {
  for (int n : isN) System.out.println("ismcts:" + n + " us/decision " + time(IsMctsCaptain.of(n), sub) / 1000);
  for (int n : plusN) System.out.println("omega+:" + n + " us/decision " + time(plus.withIterations(n), sub) / 1000);
}
/exit
