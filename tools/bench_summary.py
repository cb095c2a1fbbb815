#!/usr/bin/env python3
"""Summarises the benchmark results of tools/bench (Google Benchmark JSON, medians of the
repetitions) into the figures docs/performance.md quotes, and measures the compile cost.

Usage: bench_summary.py [--compiler CXX] BUILD_DIR_PLAIN BUILD_DIR_NATIVE
"""
import argparse
import json
import statistics
import subprocess
import time
from pathlib import Path

# The games benchmarks/bench_engine.cpp times on both paths (its `entries`), whose figures
# docs/performance.md quotes: a chosen four, not the registry's list.
GAMES = ["skateboards", "pogo", "pocket_battlefield", "breakthrough"]


def medians(build_dir: Path) -> dict:
    """name -> the median aggregate's entry (counters included)."""
    data = json.loads((build_dir / "results.json").read_text())
    out = {}
    for b in data["benchmarks"]:
        if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
            continue
        name = b.get("run_name", b["name"]).split("/min_time")[0].split("/iterations")[0]
        name = name.replace("/real_time", "")
        out[name] = b
    return out


def ns(b: dict) -> float:
    scale = {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}[b.get("time_unit", "ns")]
    return b["real_time"] * scale


def compile_seconds(compiler: str) -> list:
    times = []
    for _ in range(3):
        start = time.perf_counter()
        subprocess.run([compiler, "-std=c++20", "-O2", "-Iinclude", "-c",
                        "benchmarks/compile_cost.cpp", "-o", "/dev/null"], check=True)
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--compiler", default="c++")
    parser.add_argument("plain", type=Path)
    parser.add_argument("native", type=Path)
    args = parser.parse_args()
    runs = {"-O3": medians(args.plain), "-O3 -march=native": medians(args.native)}

    for label, m in runs.items():
        print(f"\n== {label} (medians) ==")
        print("compile-time path (Compiled<G>); beside it the run-time paths: shape-specialised "
              "(shape_kernel_for) and generic")
        print(f"{'game':<20}{'playouts/s':>12}{'Mplies/s':>10}{'mean len':>10}{'shaped/s':>11}"
              f"{'generic/s':>11}{'perft bulk':>22}{'perft leaf':>22}{'gen ns':>9}{'generic':>9}"
              f"{'apply+undo':>12}")
        for g in GAMES:
            p, generic = m[f"playouts/{g}"], m[f"playouts_generic/{g}"]
            shaped = m[f"playouts_shaped/{g}"]
            bulk, leaf = m[f"perft_bulk/{g}"], m[f"perft_every_leaf/{g}"]
            gen, gen_generic = m[f"legal_moves/{g}"], m[f"legal_moves_generic/{g}"]
            au = m[f"apply_undo/{g}"]
            print(f"{g:<20}{p['playouts_per_s']:>12,.0f}{p['plies_per_s'] / 1e6:>10.2f}"
                  f"{p['mean_plies']:>10.1f}{shaped['playouts_per_s']:>11,.0f}"
                  f"{generic['playouts_per_s']:>11,.0f}"
                  f"{'d%d %6.1f Mleaf/s' % (bulk['depth'], bulk['leaves_per_s'] / 1e6):>22}"
                  f"{'d%d %6.1f Mleaf/s' % (leaf['depth'], leaf['leaves_per_s'] / 1e6):>22}"
                  f"{ns(gen):>9.1f}{ns(gen_generic):>9.1f}{ns(au):>12.1f}")
        compiled = m["playouts/breakthrough"]
        generic = m["playouts_generic/breakthrough"]
        listed = m["playouts_listed/breakthrough"]
        hand = m["playouts/handwritten_breakthrough"]
        runtime = m["playouts/breakthrough_runtime_spec"]
        runtime_generic = m["playouts_generic/breakthrough_runtime_spec"]
        print(f"hand-written Breakthrough (listing every ply's moves): "
              f"{hand['playouts_per_s']:,.0f} playouts/s; time per playout, compile-time path "
              f"listing them too: {hand['playouts_per_s'] / listed['playouts_per_s']:.2f}x "
              f"({listed['playouts_per_s']:,.0f}/s), generic functions: "
              f"{hand['playouts_per_s'] / generic['playouts_per_s']:.2f}x the hand-written loop "
              f"(target <= 1.25); compile-time path drawing by counting: "
              f"{hand['playouts_per_s'] / compiled['playouts_per_s']:.2f}x")
        print(f"run-time spec on its shape's path (shape_kernel_for, as Python plays other "
              f"options): {runtime['playouts_per_s']:,.0f} "
              f"playouts/s, time per playout "
              f"{compiled['playouts_per_s'] / runtime['playouts_per_s']:.2f}x the compile-time "
              f"path (target <= 1.3); generic functions on it: "
              f"{runtime_generic['playouts_per_s']:,.0f} playouts/s, "
              f"{compiled['playouts_per_s'] / runtime_generic['playouts_per_s']:.2f}x")
        one = m["batch/breakthrough/1"]["playouts_per_s"]
        two = m["batch/breakthrough/2"]["playouts_per_s"]
        print(f"batch playouts (run_playouts, kernel_for), Breakthrough: 1 thread {one:,.0f}/s, 2 threads "
              f"{two:,.0f}/s, speed-up {two / one:.2f}x (target >= 1.8)")
        bt_bulk = m["perft_bulk/breakthrough"]
        bt_generic = m["perft_bulk_generic/breakthrough"]
        print(f"Breakthrough perft({bt_bulk['depth']:.0f}) from the start: "
              f"{ns(bt_bulk) / 1e9:.3f} s compile-time path, {ns(bt_generic) / 1e9:.3f} s "
              f"generic (target: perft(6) < 1 s)")
    sizes = runs["-O3"]["sizes"]
    print(f"\nsizes: Position<64> {sizes['position_bytes']:.0f} B, Position<256> "
          f"{sizes['position256_bytes']:.0f} B, undo record {sizes['undo_bytes']:.0f} B, "
          f"Move {sizes['move_bytes']:.0f} B, Game<64> {sizes['game_bytes']:.0f} B")
    times = compile_seconds(args.compiler)
    print(f"compile cost (benchmarks/compile_cost.cpp, -O2): median "
          f"{statistics.median(times):.2f} s of {', '.join(f'{t:.2f}' for t in times)} "
          f"(target < 5 s)")


if __name__ == "__main__":
    main()
