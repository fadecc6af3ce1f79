#!/usr/bin/python3
"""Env-steps per second of StrategoVectorEnv from Python, with random legal actions.

Each step picks one uniformly random legal id per game in NumPy (from ``legal_ids`` and
``legal_counts``, vectorised) and plays them all with one call into Java; an env-step is one game
stepped once, so a step of N games counts N. Prints a markdown table: game x games (1, 64, 1024)
x Java threads (1, 2) x observations (off: masks only; on: masks and full observation tensors).
With ``--opponents heuristic ...``, a second table: a learner against those bots, which play every
other seat inside the Java step (an env-step is then one learner decision).

Then a breakdown of where the time of one configuration goes (``--profile``): the NumPy pick, the
Python wrapper, the bare JPype call, and Java's own step.

Usage::

    /usr/bin/python3 python/benchmarks/env_steps.py            # the table, ~5 minutes
    /usr/bin/python3 python/benchmarks/env_steps.py --quick    # a smoke run
    /usr/bin/python3 python/benchmarks/env_steps.py --skip-plain --no-profile --specs classic \
        --games 1024 --threads 1 --opponents heuristic     # issue 50's learner cell
"""

from __future__ import annotations

import argparse
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from stratego_env import StrategoVectorEnv  # noqa: E402

GAMES = ["classic", "lost-island(players=2)", "lost-island(players=4)"]


def warm(env: StrategoVectorEnv, warmup: float, rng: np.random.Generator, most: float = 20.0) -> None:
    """Steps for at least ``warmup`` seconds, then on in one-second windows until two windows in a
    row run within 3% of each other (at most ``most`` seconds in all): the JIT compiles the step
    first, which takes from a few seconds (random actions alone) to some 15 (a bot's scoring inside
    the step, a thousand games), and a cell measured before that measures the compiler."""
    begin = time.perf_counter()
    last = None
    while True:
        window_end = time.perf_counter() + (warmup if last is None else 1.0)
        steps, start = 0, time.perf_counter()
        while time.perf_counter() < window_end:
            env.step(env.sample_legal_actions(rng))
            steps += 1
        rate = steps / (time.perf_counter() - start)
        if last is not None and abs(rate - last) <= 0.03 * last:
            return
        if time.perf_counter() - begin >= most:
            return  # also the fixed warm-up of a quick run, whose most is its warmup
        last = rate


def measure(env: StrategoVectorEnv, seconds: float, warmup: float, rng: np.random.Generator,
            most: float = 20.0):
    """Env-steps per second over about ``seconds`` after a warm-up: per second of wall-clock time,
    and per second of the stepping thread's CPU time (Java runs on the calling thread, so this one
    is what the environment costs, whatever else the machine runs)."""
    env.reset()
    warm(env, warmup, rng, most)
    steps = 0
    start, cpu_start = time.perf_counter(), time.thread_time()
    end = start + seconds
    while True:
        for _ in range(8):
            env.step(env.sample_legal_actions(rng))
        steps += 8
        now = time.perf_counter()
        if now >= end:
            return steps * env.num_envs / (now - start), steps * env.num_envs / (time.thread_time() - cpu_start)


def profile(spec: str, games: int, observations: bool, start_pool: int, seconds: float) -> None:
    """Splits a step's time into the NumPy pick, the wrapper, the JPype call and Java's step."""
    env = StrategoVectorEnv(spec, games, seed=1, observations=observations, masks=True, start_pool=start_pool)
    rng = np.random.default_rng(0)
    env.reset()
    warm_end = time.perf_counter() + seconds
    while time.perf_counter() < warm_end:
        env.step(env.sample_legal_actions(rng))
    jenv = env._jenv
    n = 0
    t_pick = t_java = 0.0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        t0 = time.perf_counter()
        actions = env.sample_legal_actions(rng)
        env.actions[:] = actions
        t1 = time.perf_counter()
        jenv.step()  # the bare call into Java: JPype's cost plus Java's step
        t2 = time.perf_counter()
        t_pick += t1 - t0
        t_java += t2 - t1
        n += 1
    wrapper_n = 2000
    actions = env.sample_legal_actions(rng)
    env.reset()
    # The Python wrapper's own work (shape check, copy into the actions view, tuple), without Java:
    t0 = time.perf_counter()
    for _ in range(wrapper_n):
        a = np.asarray(actions)
        if a.shape != (env.num_envs,):
            raise AssertionError
        env.actions[:] = a
        _ = (env.observations, env.rewards, env.terminated, env.truncated, env._infos(False))
    t_wrap = (time.perf_counter() - t0) / wrapper_n
    # A call into Java that does nothing: the JPype round trip.
    t0 = time.perf_counter()
    for _ in range(20000):
        jenv.onFastPath()
    t_call = (time.perf_counter() - t0) / 20000
    pick, java_and_call = t_pick / n, t_java / n
    total = pick + t_wrap + java_and_call
    print(f"\nWhere a step of {games} {spec} games goes (observations {'on' if observations else 'off'}, "
          f"start pool {start_pool}), {n} steps:")
    print("| part | µs per step | share |")
    print("|---|---:|---:|")
    for name, t in [("NumPy: pick random legal ids, write the actions view", pick),
                    ("Python wrapper of step() (checks, views, tuple)", t_wrap),
                    ("JPype call round trip", t_call),
                    ("Java VectorEnv.step() itself", java_and_call - t_call)]:
        print(f"| {name} | {t * 1e6:.1f} | {100 * t / total:.0f}% |")
    print(f"| total | {total * 1e6:.1f} | = {games / total:,.0f} env-steps/s |")


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seconds", type=float, default=3.0, help="measuring time per cell")
    p.add_argument("--warmup", type=float, default=4.0, help="least stepping time before each cell's measure (then on until the rate is steady)")
    p.add_argument("--games", type=int, nargs="+", default=[1, 64, 1024])
    p.add_argument("--specs", nargs="+", default=GAMES)
    p.add_argument("--threads", type=int, nargs="+", default=[1, 2],
                   help="Java threads stepping the games; more than 1 only for 64 games and more")
    p.add_argument("--start-pool", type=int, default=256,
                   help="starts drawn from a pool made once (0: a new random start per episode)")
    p.add_argument("--opponents", nargs="*", default=[],
                   help="also a table of a learner against these bots inside the Java step (learner env-steps)")
    p.add_argument("--steady-max", type=float, default=20.0,
                   help="most warm-up seconds a cell waits for a steady rate (the --warmup if smaller)")
    p.add_argument("--skip-plain", action="store_true", help="only the opponents' table")
    p.add_argument("--quick", action="store_true", help="a smoke run: tiny cells, no profile")
    p.add_argument("--no-profile", action="store_true")
    args = p.parse_args(argv)
    if args.quick:
        args.seconds, args.warmup, args.games, args.specs, args.no_profile = 0.05, 0.05, [1, 64], \
            ["classic", "lost-island(players=4)"], True
        args.steady_max = 0.0
    specs = args.specs
    if args.quick and not args.opponents:
        args.opponents, specs = ["heuristic"], ["classic"]
    rng = np.random.default_rng(0)
    if not args.skip_plain:
        plain(args, rng)
    if args.opponents:
        against(args, specs, rng)
    if not args.no_profile:
        profile("classic", 1024, False, args.start_pool, args.seconds)
        profile("classic", 1024, True, args.start_pool, args.seconds)
        profile("classic", 1, False, args.start_pool, args.seconds)


def against(args, specs, rng) -> None:
    """Learner env-steps per second against bots inside the Java step: a step of N games plays N
    learner decisions and every opponent reply they call for, and counts N."""
    print()
    print("A learner against bots (opponents= inside the Java step): learner env-steps per second of wall-clock "
          "time / of the stepping thread's CPU time")
    print()
    print("| game vs opponents | games | Java threads | masks only | masks + observations |")
    print("|---|---:|---:|---:|---:|")
    for spec in specs:
        for opponent in args.opponents:
            for games in args.games:
                for threads in args.threads:
                    if threads > 1 and games < 64:
                        continue
                    cells = []
                    for observations in (False, True):
                        env = StrategoVectorEnv(spec, games, seed=1, observations=observations, masks=True,
                                                start_pool=args.start_pool, threads=threads, opponents=opponent)
                        cells.append(measure(env, args.seconds, args.warmup, rng, args.steady_max))
                        env.close()
                    print(f"| {spec} vs {opponent} | {games:,} | {threads} | {cells[0][0]:,.0f} / {cells[0][1]:,.0f} "
                          f"| {cells[1][0]:,.0f} / {cells[1][1]:,.0f} |", flush=True)


def plain(args, rng) -> None:
    """Every seat's decisions from the caller: env-steps per second."""
    print(f"StrategoVectorEnv env-steps/s, random legal actions picked in NumPy, start pool {args.start_pool}, "
          f"{args.seconds:g} s a cell after at least {args.warmup:g} s of warm-up (on until steady), {os.cpu_count()} CPUs, "
          f"load average {os.getloadavg()[0]:.1f} at the start")
    print()
    print("Each cell: env-steps per second of wall-clock time / per second of the stepping thread's CPU time")
    print("(with Java threads, the calling thread's only: the wall-clock rate is the one to read).")
    print()
    print("| game | games | Java threads | masks only | masks + observations |")
    print("|---|---:|---:|---:|---:|")
    for spec in args.specs:
        for games in args.games:
            for threads in args.threads:
                if threads > 1 and games < 64:
                    continue
                cells = []
                for observations in (False, True):
                    env = StrategoVectorEnv(spec, games, seed=1, observations=observations, masks=True,
                                            start_pool=args.start_pool, threads=threads)
                    cells.append(measure(env, args.seconds, args.warmup, rng, args.steady_max))
                    env.close()
                print(f"| {spec} | {games:,} | {threads} | {cells[0][0]:,.0f} / {cells[0][1]:,.0f} "
                      f"| {cells[1][0]:,.0f} / {cells[1][1]:,.0f} |", flush=True)


if __name__ == "__main__":
    main()
