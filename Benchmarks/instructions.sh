#!/usr/bin/env bash
# Instructions per event, counted by callgrind (repeatable where wall times are not): each scenario × library
# row runs alone in the checked (--quick) run, and the count of a run that skips the row (same scenario, no
# library) is subtracted, leaving the row's setup and events. Divided by the row's events.
#   usage: Benchmarks/instructions.sh S2,S8,S10 floor,Reactive,"RACLegacy (typed)"
# Needs valgrind. The binary is copied without its DWARF sections, which valgrind 3.19 cannot read.
set -euo pipefail
cd "$(dirname "$0")"
scenarios=${1:?scenarios, e.g. S2,S8}
libraries=${2:-floor,OpenCombine,Reactive,RACLegacy,RACLegacy (typed)}
swift build -c release --scratch-path .build-bench > /dev/null
binary=$(mktemp)
trap 'rm -f "$binary" "$binary".*' EXIT
objcopy --strip-debug .build-bench/release/rac-bench "$binary"
count() {  # total instructions of one quick run with the given arguments
  valgrind --tool=callgrind --callgrind-out-file="$binary.out" "$binary" --quick "$@" > "$binary.json" 2> "$binary.log"
  grep -E "Collected" "$binary.log" | grep -oE "[0-9]+$"
}
printf "%-8s %-22s %14s\n" scenario library "instr/event"
IFS=, read -ra scenario_list <<< "$scenarios"
IFS=, read -ra library_list <<< "$libraries"
for scenario in "${scenario_list[@]}"; do
  baseline=$(count --filter "$scenario" --library none)
  for library in "${library_list[@]}"; do
    total=$(count --filter "$scenario" --library "$library" --json)
    events=$(grep -oE '"checked_events": [0-9]+' "$binary.json" | grep -oE "[0-9]+$" || true)
    if [[ -z "$events" ]]; then printf "%-8s %-22s %14s\n" "$scenario" "$library" "n/a"; continue; fi
    printf "%-8s %-22s %14.1f\n" "$scenario" "$library" "$(echo "($total - $baseline) / $events" | bc -l)"
  done
done
