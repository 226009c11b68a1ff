#!/usr/bin/env bash
# The command-line demo behind `make demo`.
set -euo pipefail
mtgrules="$1"
run() { echo; echo "\$ mtgrules $*"; "$mtgrules" "$@"; }
run typeline "Legendary Artifact Creature — Goblin Wizard"
run typeline "伝説のアーティファクト・クリーチャー ─ ゴブリン・ウィザード"
run typeline "部族・エンチャント — ツリーフォーク・オーラ"
run typeline "Creature — Swamp" || true
run card "《ヨーグモスの墳墓、アーボーグ》"
run card "Dryad Arbor"
run card "Fire // Ice"
run card "Tok-Tok, Volcano Born"
run card "Lightnig Bolt" || true
