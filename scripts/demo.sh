#!/usr/bin/env bash
# The command-line tour behind `make demo`: a few screens, the headline answer first.
#   make demo                 the short tour
#   make demo FLAGS=--all     and then every example scenario explained, and the simulations
set -euo pipefail
mtgrules="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"  # it works from any directory
shift
all=false
for flag in "$@"; do
  case "$flag" in
    --all) all=true ;;
    *) echo "demo: unknown flag '$flag' (known: --all)" >&2; exit 2 ;;
  esac
done

step() { echo; echo "━━ $* ━━"; }
shown() {  # the arguments as they would be typed: quoted where they have spaces
  local out="" arg
  for arg in "$@"; do
    case "$arg" in *[[:space:]]*) out+=" \"$arg\"" ;; *) out+=" $arg" ;; esac
  done
  echo "$out"
}
run() { echo "\$ mtgrules$(shown "$@")"; "$mtgrules" "$@"; }

step "1. Blood Moon, then Urborg, Tomb of Yawgmoth: is Urborg a Swamp? (CR 613.8)"
echo "Urborg's effect depends on Blood Moon's, which removes the ability that makes it:"
echo "Urborg is a Mountain and nothing more, whichever came first."
run ask "Blood Moon" "Urborg, Tomb of Yawgmoth" --object urborg

step "2. The same question with Japanese names; a type line in both languages (CR 205)"
run ask 血染めの月 "《ヨーグモスの墳墓、アーボーグ》" --lang ja --object urborg
run typeline "伝説のアーティファクト・クリーチャー ─ ゴブリン・ウィザード"
run card "Lightnig Bolt" || true

step "3. A board from a scenario file, with what happened (CR 613.4: layer 7, Gray Ogre)"
run explain examples/scenarios/gray-ogre-layer-7.yaml --object ogre

step "4. A designer's pack from a file: Sturdy 2 is an ability Humility takes away"
echo "\$ cd examples/packs"
(cd examples/packs && run ask "Rampart Sentry" Humility --variant fortress.yaml)

step "5. Every example scenario checked against its expected results"
packs=(examples/packs/skittish-hare.yaml examples/packs/sentry-and-humility.yaml)
scenarios=(examples/scenarios/*.yaml "${packs[@]}")
echo "\$ mtgrules check examples/scenarios/*.yaml examples/packs/{skittish-hare,sentry-and-humility}.yaml"
checked="$("$mtgrules" check "${scenarios[@]}")"
printf '%s\n' "$checked" | head -n 3
echo "… $(printf '%s\n' "$checked" | grep -c '✓') of ${#scenarios[@]} scenarios as expected"

if [ "$all" = true ]; then
  for scenario in examples/scenarios/*.yaml; do
    step "$(basename "$scenario" .yaml)"
    run explain "$scenario"
  done
  step "Games between two decks, and between two decks of the Bond variant"
  run simulate examples/decks/red-green-aggro.txt examples/decks/white-blue-fliers.txt -n 10 --seed 1
  run simulate examples/decks/bond-red-green.txt examples/decks/bond-white-black.txt --variant bond -n 4 --seed 1
fi

step "6. Which card data is in use, and whether the example decks play fully (CR 108.1)"
run db info
run coverage examples/decks/red-green-aggro.txt examples/decks/white-blue-fliers.txt

step "More (mtgrules is $mtgrules)"
echo "make demo FLAGS=--all   every example scenario explained, and games between decks"
echo "mtgrules --help         every command, each with an example"
echo "mtgrules serve          the workbench, at http://127.0.0.1:8000/"
