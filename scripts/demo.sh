#!/usr/bin/env bash
# The command-line demo behind `make demo`.
set -euo pipefail
mtgrules="$1"
run() { echo; echo "\$ mtgrules $*"; "$mtgrules" "$@"; }
run typeline "Legendary Artifact Creature — Goblin Wizard"
run typeline "伝説のアーティファクト・クリーチャー ─ ゴブリン・ウィザード"
run typeline "Land Creature — Forest Dryad"
run typeline "部族・エンチャント — ツリーフォーク・オーラ"
