"""Environment steps per second: boardlab's VectorEnv against a Python loop over single games and
against pgx (JAX, on the CPU), in one run.

    python3 benchmarks/vector_env_compare.py [--seconds S] [--rounds R] [--sizes 64,1024,4096]
                                             [--threads 1,2] [--only WORD] [--no-pgx]

A step is one action in one game, with the next observation, action mask, rewards and end flags
made for the learner, and a new game started where one ended. Each contender plays uniformly
random legal actions:

- ``VectorEnv``: N games stepped together in C++ (``random_actions``, then ``step``), into new
  arrays every step, and (``out=``) into the last step's arrays;
- ``Python loop``: N boardlab States in a Python loop, each step ``play_action`` of a random legal
  action, ``outcome``, ``observation()`` and ``legal_action_mask()``: what a Python environment
  (the PettingZoo or Gymnasium adapter) does at best, without its framework's own checks;
- ``pgx``: N games in ``jax.jit(jax.vmap(env.step))`` with pgx's automatic reset, the actions
  drawn by ``jax.random.categorical`` on the legal-action mask (JAX on the CPU; the first call,
  which compiles, is not timed).

``--threads`` lists thread counts: the first is the table's; each further one adds a column of
VectorEnv's steps a second on that many threads, as a ratio to the first, measured in the same
rounds.

Rounds alternate the contenders; the table gives the median steps a second and the ratios. The
machine is shared and noisy: only the ratios of one run mean much.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

import numpy as np

import boardlab as bl
from boardlab.envs import VectorEnv

# boardlab game and pgx environment id: the games both have, with the same rules.
GAMES = [
    ("tic_tac_toe", "tic_tac_toe"),
    ("connect_four", "connect_four"),
    ("othello", "othello"),
    # pgx's hex also offers the swap rule's action on the second move (122 actions); its games
    # are a little longer than these where the swap is drawn, the rest the same.
    ("hex", "hex"),
]


def timed(step, seconds):
    """Calls step() (which returns the steps it made) until `seconds` pass; steps a second."""
    done, start = 0, time.perf_counter()
    while True:
        done += step()
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed


def vector_env_rate(name, size, threads, seconds, reuse):
    env = VectorEnv(name, size, threads=threads)
    last = env.reset()
    seed = [0]

    def step():
        env.step(env.random_actions(seed[0]), out=last if reuse else None)
        seed[0] += 1
        return size

    return timed(step, seconds)


def python_loop_rate(name, size, seconds):
    game = bl.game(name)
    states = [game.start() for _ in range(size)]
    chooser = random.Random(0)

    def step():
        for i, state in enumerate(states):
            state.play_action(chooser.choice(state.legal_actions()))
            if state.outcome is not None:
                states[i] = state = game.start()
            state.observation()
            state.legal_action_mask()
        return size

    return timed(step, seconds)


def pgx_stepper(env_id, size):
    import jax
    import jax.numpy as jnp
    import pgx
    from pgx.experimental import auto_reset

    env = pgx.make(env_id)
    init = jax.jit(jax.vmap(env.init))
    step = jax.jit(jax.vmap(auto_reset(env.step, env.init)))

    @jax.jit
    def act(key, state):
        keys = jax.random.split(key, size + 1)
        logits = jnp.where(state.legal_action_mask, 0.0, -jnp.inf)
        actions = jax.vmap(jax.random.categorical)(keys[1:], logits)
        return keys[0], step(state, actions, keys[1:])

    key = jax.random.PRNGKey(0)
    key, sub = jax.random.split(key)
    state = init(jax.random.split(sub, size))
    key, state = act(key, state)  # compiles
    jax.block_until_ready(state)
    box = [key, state]

    def one():
        box[0], box[1] = act(box[0], box[1])
        jax.block_until_ready(box[1].observation)
        return size

    return one


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--sizes", default="64,1024,4096")
    parser.add_argument("--threads", default="1")
    parser.add_argument("--only", default="")
    parser.add_argument("--no-pgx", action="store_true")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    threads, *more_threads = [int(t) for t in args.threads.split(",")]
    use_pgx = not args.no_pgx
    if use_pgx:
        try:
            import pgx  # noqa: F401
        except ImportError:
            print("pgx is not installed (pip install pgx): its column is left out")
            use_pgx = False

    extra = "".join(f" {t} threads / {threads} |" for t in more_threads)
    print(f"| game | N | VectorEnv steps/s | with out= | Python loop | pgx (CPU) | "
          f"VectorEnv / loop | VectorEnv / pgx | out= / pgx |{extra}")
    print("|---|---|---|---|---|---|---|---|---|" + "---|" * len(more_threads))
    for name, env_id in GAMES:
        if args.only not in name:
            continue
        for size in sizes:
            pgx_step = pgx_stepper(env_id, size) if use_pgx else None
            ours, reused, loop, theirs = [], [], [], []
            threaded = [[] for _ in more_threads]
            for _ in range(args.rounds):
                ours.append(vector_env_rate(name, size, threads, args.seconds, False))
                reused.append(vector_env_rate(name, size, threads, args.seconds, True))
                for rates, t in zip(threaded, more_threads):
                    rates.append(vector_env_rate(name, size, t, args.seconds, False))
                loop.append(python_loop_rate(name, size, args.seconds))
                if pgx_step is not None:
                    theirs.append(timed(pgx_step, args.seconds))
            a, r, b = (statistics.median(x) for x in (ours, reused, loop))
            c = statistics.median(theirs) if theirs else float("nan")
            ratios = "".join(f" {statistics.median(rates) / a:.2f}x |" for rates in threaded)
            print(f"| {name} | {size} | {a:,.0f} | {r:,.0f} | {b:,.0f} | {c:,.0f} | {a / b:.1f}x | "
                  f"{a / c:.1f}x | {r / c:.1f}x |{ratios}", flush=True)


if __name__ == "__main__":
    main()
