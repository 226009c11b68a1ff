#!/usr/bin/env bash
# The command-line demo behind `make demo`.
set -euo pipefail
mtgrules="$1"
run() { echo; echo "\$ mtgrules $*"; "$mtgrules" "$@"; }
for scenario in examples/scenarios/*.yaml; do
  title="$(head -n 1 "$scenario")"
  case "$title" in "# "*) title="${title#\# }" ;; *) title="$(basename "$scenario" .yaml)" ;; esac
  echo; echo "# $title"
  run explain "$scenario"
done
run explain examples/scenarios/blood-moon-urborg.yaml --lang ja --object urborg
run typeline "伝説のアーティファクト・クリーチャー ─ ゴブリン・ウィザード"
run typeline "Creature — Swamp" || true
run card "《ヨーグモスの墳墓、アーボーグ》"
run card "Tok-Tok, Volcano Born"
run card "Lightnig Bolt" || true
run db info
run coverage examples/decks/red-green-aggro.txt examples/decks/white-blue-fliers.txt
run simulate examples/decks/red-green-aggro.txt examples/decks/white-blue-fliers.txt -n 10 --seed 1
run simulate examples/decks/bond-red-green.txt examples/decks/bond-white-black.txt --variant bond -n 4 --seed 1
echo; echo "The workbench: run '$mtgrules serve', then open http://127.0.0.1:8000/"
