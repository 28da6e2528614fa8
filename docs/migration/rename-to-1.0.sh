#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 IWGF
# SPDX-License-Identifier: Apache-2.0
#
# Rewrites Java sources, docs, module descriptors and service files written against Warp 0.1 to the names of
# the 1.0 shape (docs/migration/README.md lists every rename). Run it from the root of a git repository that
# uses Warp: it edits the tracked files in place and is idempotent (a second run changes nothing). Review the
# diff, add the Maven dependencies it reports (warp-json, warp-rating), then compile: code that sat in the
# old org.iwgf.warp.core.rules package itself, and calls of Officer.of(COMMANDER) that meant the heuristic
# stack (now Officer.heuristicCommander()), need a hand.
set -euo pipefail

# --- 1. warp-core's layers: model, plugin SPI, engine
(
# Applies the warp-core package moves to a checkout:
# the model (org.iwgf.warp.core.model), the engine (org.iwgf.warp.core.engine) and the Double-blank rule
# (org.iwgf.warp.core.doubleblank) replace org.iwgf.warp.core.rules and org.iwgf.warp.core.rules.doubleblank;
# PluginConfig and PluginState move from org.iwgf.warp.core.plugin to the model.
# Run from a repository root. Idempotent: a second run changes nothing.
# It rewrites fully-qualified names, imports (single-type, static and on-demand), source paths in docs, and the
# static state restore (WarpState.restore -> WarpRules.restoreState). It cannot see same-package or implicit
# uses of a moved class (code that was itself in org.iwgf.warp.core.rules): add those imports by hand. Imports
# keep their place; re-sort them if a formatter asks.
set -euo pipefail

MODEL="WarpConfig WarpFactor Objective Phase WarpMove WarpEvent PluginMove PluginEvent Route Trail RedAlert
RoundResult StateSnapshot GoOutStructure HandSizes WarpState"
ENGINE="WarpRules SearchKernel RatingEligibility"

expr=()
for c in $MODEL; do
  expr+=(-e "s/\borg\([./]\)iwgf\1warp\1core\1rules\1${c}\b/org\1iwgf\1warp\1core\1model\1${c}/g")
done
for c in PluginConfig PluginState; do
  expr+=(-e "s/\borg\([./]\)iwgf\1warp\1core\1plugin\1${c}\b/org\1iwgf\1warp\1core\1model\1${c}/g")
done
for c in $ENGINE; do
  expr+=(-e "s/\borg\([./]\)iwgf\1warp\1core\1rules\1${c}\b/org\1iwgf\1warp\1core\1engine\1${c}/g")
done
expr+=(
  # The built-in Double-blank rule's package.
  -e 's/\borg\([./]\)iwgf\1warp\1core\1rules\1doubleblank\b/org\1iwgf\1warp\1core\1doubleblank/g'
  # An on-demand import of the old package: its public types are now in the model and the engine.
  -e 's/^import org\.iwgf\.warp\.core\.rules\.\*;$/import org.iwgf.warp.core.engine.*;\nimport org.iwgf.warp.core.model.*;/'
  # Whatever else named the old package (its package-private engine classes, tests in it) is the engine.
  -e 's/\borg\([./]\)iwgf\1warp\1core\1rules\b/org\1iwgf\1warp\1core\1engine/g'
  # The state is an interface now; restoring a saved state without rules in hand is the engine's.
  -e 's/\bWarpState\([.#]\)restore\b/WarpRules\1restoreState/g'
) || true  # a part that finds nothing to rewrite is not an error

git ls-files -z -- ':!CHANGELOG.md' '*.java' '*.md' '*.json' '*.xml' '*.txt' '*.properties' 'META-INF/services/*' '*/META-INF/services/*' \
  | xargs -0 -r grep -lZ -E 'org[./]iwgf[./]warp[./]core[./](rules|plugin[./]Plugin(Config|State))|WarpState[.#]restore\b' -- 2>/dev/null \
  | xargs -0 -r sed -i "${expr[@]}"

# Code that restored a state through WarpState needs WarpRules imported now: add the import after the file's
# last org.iwgf import (or its package line) where it is missing.
git ls-files -z -- '*.java' | xargs -0 -r grep -lZ 'WarpRules\.restoreState(' -- 2>/dev/null \
  | while IFS= read -r -d '' f; do
      grep -q '^import org\.iwgf\.warp\.core\.engine\.WarpRules;' "$f" && continue
      grep -q '^package org\.iwgf\.warp\.core\.engine;' "$f" && continue
      if grep -q '^import org\.iwgf\.' "$f"; then
        line=$(grep -n '^import org\.iwgf\.' "$f" | tail -1 | cut -d: -f1)
      else
        line=$(grep -n '^package ' "$f" | head -1 | cut -d: -f1)
      fi
      sed -i "${line}a import org.iwgf.warp.core.engine.WarpRules;" "$f"
    done
) || true  # a part that finds nothing to rewrite is not an error

# --- 2. Warp's JSON in warp-json
(
# Renames for "JSON is an adapter" : Warp's JSON classes left warp-core for the new artifact
# warp-json (module org.iwgf.warp.json, package org.iwgf.warp.json). Run from a repository root; idempotent.
#
#   org.iwgf.warp.core.json.X            -> org.iwgf.warp.json.X   (WarpJson, WarpJsonCodec, StrictJson, JsonLimits,
#                                                                   JsonSchemas, GameRecord; WarpMixins, JsonFailures)
#   resources org/iwgf/warp/core/schema/ -> org/iwgf/warp/json/schema/   (the six Warp schemas, now in warp-json)
#
# Maven: a module whose code uses these classes needs
#     <dependency><groupId>org.iwgf.warp</groupId><artifactId>warp-json</artifactId></dependency>
# (scope test if only its tests use them); warp-core no longer brings Jackson or Guava, so a module that uses
# Jackson (com.fasterxml.jackson.*) or Guava (com.google.common.*) itself declares jackson-databind / guava.
# This script adds `requires org.iwgf.warp.json;` to a module-info.java whose main sources use the package, and
# lists the poms that still lack the dependency; it does not edit poms.
set -euo pipefail

files=$(git ls-files -- '*.java' '*.md' '*.json' '*.xml' '*.sh' '*.properties' 'META-INF/services/*' \
  '**/META-INF/services/*' | sort -u)
[ -n "$files" ] || exit 0
# shellcheck disable=SC2086
echo "$files" | xargs -d '\n' grep -l -E 'org\.iwgf\.warp\.core\.json\b|org/iwgf/warp/core/schema' 2>/dev/null \
  | xargs -r -d '\n' sed -i -E \
      -e 's/org\.iwgf\.warp\.core\.json\b/org.iwgf.warp.json/g' \
      -e 's#org/iwgf/warp/core/schema#org/iwgf/warp/json/schema#g' || true

# module-info.java: a main module whose sources use org.iwgf.warp.json requires it (once).
for info in $(git ls-files -- '*src/main/java/module-info.java'); do
  src=$(dirname "$info")
  if grep -q 'module org.iwgf.warp.json\b' "$info"; then continue; fi
  if grep -rqs --include='*.java' -E 'org\.iwgf\.warp\.json\.' "$src" \
      && ! grep -q -E 'requires( transitive| static)* org\.iwgf\.warp\.json;' "$info"; then
    if grep -q -E '^\s*requires( transitive)? org\.iwgf\.warp\.core;' "$info"; then
      sed -i -E '0,/^(\s*)requires( transitive)? org\.iwgf\.warp\.core;/s//&\n\1requires org.iwgf.warp.json;/' "$info"
    else
      sed -i -E '0,/^(\s*)requires /s//\1requires org.iwgf.warp.json;\n&/' "$info"
    fi
    echo "module-info: $info now requires org.iwgf.warp.json"
  fi
done

# Poms: report modules that use the package but do not depend on warp-json.
for pom in $(git ls-files -- '*pom.xml'); do
  dir=$(dirname "$pom")
  [ -d "$dir/src" ] || continue
  [ "$dir" = "warp-json" ] && continue
  if grep -rqs --include='*.java' -E 'org\.iwgf\.warp\.json\.' "$dir/src" \
      && ! grep -q '<artifactId>warp-json</artifactId>' "$pom" \
      && ! { [ "$(dirname "$dir")" != "." ] && grep -qs '<artifactId>warp-json</artifactId>' "$(dirname "$dir")/pom.xml"; }; then
    echo "NOTE: $pom uses org.iwgf.warp.json but has no warp-json dependency"
  fi
done
) || true  # a part that finds nothing to rewrite is not an error

# --- 3. One JSON shape for every game
(
# Renames of the one JSON shape for every game. Run from a repository root; idempotent.
#
# WormholeJson became a static facade like WarpJson, ClassicJson and BlackHoleJson; the former instance
# class is now org.iwgf.warp.tabletop.wormhole.WormholeJsonCodec, obtained from WormholeJson.codec():
#   WormholeJson json = WormholeJson.create();   ->   WormholeJsonCodec json = WormholeJson.codec();
# (or call the static methods directly: WormholeJson.writeConfig(config)).
set -eu
files=$(git ls-files '*.java' '*.md' '*.json' '*.xml' '*META-INF/services/*' | while read -r f; do
  [ -f "$f" ] && grep -l 'WormholeJson' "$f" || true; done)
[ -n "$files" ] || exit 0
for f in $files; do
  sed -i \
    -e 's/WormholeJson\.create()/WormholeJson.codec()/g' \
    -e 's/\bWormholeJson \(json\|JSON\|codec\|wormholeJson\)\b/WormholeJsonCodec \1/g' \
    -e 's/(WormholeJson \([a-z]\w*\))/(WormholeJsonCodec \1)/g' \
    "$f"
  # A Java file outside the package that now names WormholeJsonCodec needs its import.
  case "$f" in
    *.java)
      if grep -q '\bWormholeJsonCodec\b' "$f" \
          && ! grep -q '^package org\.iwgf\.warp\.tabletop\.wormhole;' "$f" \
          && ! grep -q '^import org\.iwgf\.warp\.tabletop\.wormhole\.WormholeJsonCodec;' "$f"; then
        if grep -q '^import org\.iwgf\.warp\.tabletop\.wormhole\.WormholeJson;' "$f"; then
          sed -i 's/^import org\.iwgf\.warp\.tabletop\.wormhole\.WormholeJson;/import org.iwgf.warp.tabletop.wormhole.WormholeJson;\nimport org.iwgf.warp.tabletop.wormhole.WormholeJsonCodec;/' "$f"
        else
          sed -i '0,/^import /s//import org.iwgf.warp.tabletop.wormhole.WormholeJsonCodec;\nimport /' "$f"
        fi
      fi
      # Drop the facade's import where only the codec type is left.
      if grep -q '^import org\.iwgf\.warp\.tabletop\.wormhole\.WormholeJson;' "$f" \
          && ! grep -v '^import' "$f" | grep -q '\bWormholeJson\b'; then
        sed -i '/^import org\.iwgf\.warp\.tabletop\.wormhole\.WormholeJson;/d' "$f"
      fi
      ;;
  esac
done
) || true  # a part that finds nothing to rewrite is not an error

# --- 4. Names: Captain, Player, FederationCommission; warp-rating; the autopilot beside its game
(
# Rewrites the names that the 1.0 shape moved (warp-ai, warp-rating,
# warp-server, warp-tabletop-games, warp-core's game SPI) in every tracked *.java, *.md, *.json, *.xml,
# META-INF/services file and module-info.java of the repository it is run from. Idempotent: a second run
# changes nothing. It rewrites fully qualified names and resource paths everywhere; the three renamed simple
# names (Agent -> Captain, the TEI Commission -> FederationCommission, Entrant.agent() -> Entrant.captain())
# are rewritten only in files that import the old class, where the simple name can mean nothing else.
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"

# CHANGELOG.md is left alone: its past entries name the classes as they were then.
mapfile -t files < <(git ls-files -- '*.java' '*.md' '*.json' '*.xml' '*META-INF/services/*' \
  | grep -v '^CHANGELOG\.md$' | while read -r f; do [ -f "$f" ] && echo "$f"; done)
[ "${#files[@]}" -gt 0 ] || exit 0

# 1. Simple names, only in files that import the old class or sit in its package (before the imports and
#    packages themselves are rewritten); import and package lines are left to step 2.
for f in "${files[@]}"; do
  case "$f" in *.java) ;; *) continue ;; esac
  if grep -qE '^import org\.iwgf\.warp\.ai\.agent\.Agent;|^package org\.iwgf\.warp\.ai\.agent;' "$f"; then
    sed -i -E '/^(import|package) /!s/\bAgent\b/Captain/g' "$f"
  fi
  if grep -qE '^import org\.iwgf\.warp\.ai\.tei\.Commission;|^package org\.iwgf\.warp\.ai\.tei;' "$f" \
      && ! grep -q '^import org\.iwgf\.warp\.ai\.officer\.Commission;' "$f"; then
    sed -i -E '/^(import|package) /!s/\bCommission\b/FederationCommission/g' "$f"
  fi
  if grep -qE '^import org\.iwgf\.warp\.ai\.arena\.Entrant;|^package org\.iwgf\.warp\.ai\.arena;' "$f"; then
    sed -i -E 's/\.agent\(\)/.captain()/g; s/Entrant::agent\b/Entrant::captain/g' "$f"
  fi
done

# 2. Fully qualified names and resource paths; classes before their packages.
sed -i -E \
  -e 's/\borg\.iwgf\.warp\.ai\.agent\.Agent\b/org.iwgf.warp.ai.captain.Captain/g' \
  -e 's/\borg\.iwgf\.warp\.ai\.agent\b/org.iwgf.warp.ai.captain/g' \
  -e 's/\borg\.iwgf\.warp\.ai\.generic\.(Player|MoveScorer|GreedyPlayer)\b/org.iwgf.warp.core.game.\1/g' \
  -e 's/\borg\.iwgf\.warp\.ai\.tei\.Commission\b/org.iwgf.warp.rating.tei.FederationCommission/g' \
  -e 's/\borg\.iwgf\.warp\.ai\.tei\.AnchorCalibration\b/org.iwgf.warp.ai.arena.AnchorCalibration/g' \
  -e 's/\borg\.iwgf\.warp\.ai\.tei\b/org.iwgf.warp.rating.tei/g' \
  -e 's/\borg\.iwgf\.warp\.ai\.rated\b/org.iwgf.warp.rating.rated/g' \
  -e 's/\borg\.iwgf\.warp\.ai\.json\b/org.iwgf.warp.rating.json/g' \
  -e 's/\borg\.iwgf\.warp\.ai\.comms\b/org.iwgf.warp.server.comms/g' \
  -e 's/\borg\.iwgf\.warp\.ai\.wormhole\b/org.iwgf.warp.tabletop.wormhole.autopilot/g' \
  -e 's#\borg/iwgf/warp/ai/tei/#org/iwgf/warp/rating/tei/#g' \
  -e 's#\borg/iwgf/warp/ai/rated/#org/iwgf/warp/rating/rated/#g' \
  -e 's#\borg/iwgf/warp/ai/json/#org/iwgf/warp/rating/json/#g' \
  -e 's#\borg/iwgf/warp/ai/comms/#org/iwgf/warp/server/comms/#g' \
  -e 's#\borg/iwgf/warp/ai/wormhole/#org/iwgf/warp/tabletop/wormhole/autopilot/#g' \
  -e 's#\borg/iwgf/warp/ai/agent/#org/iwgf/warp/ai/captain/#g' \
  "${files[@]}"
) || true  # a part that finds nothing to rewrite is not an error
