#!/usr/bin/python3
"""REINFORCE with a baseline, in NumPy alone, on the batched Stratego environment.

RED learns against a uniformly random BLUE in Barrage (the classic 10 x 10 board with eight pieces
a side: a ruleset whose episodes are short enough for a visible rise in a few minutes on two
cores). Every step of the batched environment plays all games at once: games where RED is to act
take the policy's action, games where BLUE is to act a uniformly random legal one, picked in NumPy
from the legal ids.

The policy is linear over a compact set of features of each legal action, read from the
observation tensor (``ClassicObservations`` layout: plane k, square s at ``k * 100 + s``) and the
action id (``ClassicActionCodec``: a move's id is ``from * 18 + k``):

* the moving piece's type (planes 0-11) crossed with what is on the target square: nothing, an
  unknown enemy that has not moved (plane 24), an unknown enemy that has moved (plane 25), or a
  known enemy (planes 12-23) that the mover beats, ties or loses to (the C-3 battle rules);
* the move's direction for RED (forward, back, sideways), whether it goes more than one square,
  whether BLUE knows the mover's type (plane 28) and whether it has moved before (plane 29).

A masked softmax over the legal actions' scores gives the policy. The gradient of an episode is
its reward minus a running baseline times the sum of the gradients of log pi over RED's
decisions; rewards are the environment's: +1 a RED win, -1 a loss, 0 a draw or a truncation.
Adam applies the mean over the episodes finished since the last update.

It prints the win rate against training env-steps, a progress line every few seconds (with the
time left), and draws the rates (matplotlib, Agg) to a scratch file in the temporary folder, named
at the end; ``--docs-chart`` writes the repository's ``docs/python-training.png`` instead, the
chart the docs show. Ctrl-C or SIGTERM stops it cleanly: the environments closed, a line saying
where it stopped, no chart, exit status 130 or 143. Seeded: a run replays exactly.

Usage::

    /usr/bin/python3 python/examples/train_reinforce.py                # minutes: a chart in /tmp
    /usr/bin/python3 python/examples/train_reinforce.py --docs-chart   # the same, to docs/
    /usr/bin/python3 python/examples/train_reinforce.py --smoke        # seconds: the test suite's run
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))

from stratego_env import StrategoVectorEnv  # noqa: E402

DOCS_CHART = os.path.normpath(os.path.join(HERE, "..", "..", "docs", "python-training.png"))

RED, BLUE = 0, 1
WIDTH = HEIGHT = 10
AREA = WIDTH * HEIGHT
K = (WIDTH - 1) + (HEIGHT - 1)
TYPES = 12  # PieceType ordinals: FLAG, BOMB, SPY, SCOUT, MINER, SERGEANT, ..., GENERAL, MARSHAL
FLAG, BOMB, SPY, MINER, MARSHAL = 0, 1, 2, 4, 11
RANK = np.array([0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
TARGETS = 6  # empty, unknown unmoved, unknown moved, known: win, tie, loss
N_FEATURES = TYPES * TARGETS + 3 + 1 + 1 + 1


def move_tables(num_actions: int):
    """Start and end square of every move id (``ClassicActionCodec``); 0 for the other ids."""
    src = np.zeros(num_actions, dtype=np.int64)
    dst = np.zeros(num_actions, dtype=np.int64)
    for i in range(AREA * K):
        s, k = divmod(i, K)
        x, y = s % WIDTH, s // WIDTH
        if k < WIDTH - 1:
            tx, ty = (k if k < x else k + 1), y
        else:
            r = k - (WIDTH - 1)
            tx, ty = x, (r if r < y else r + 1)
        src[i], dst[i] = s, ty * WIDTH + tx
    return src, dst


def battle_table() -> np.ndarray:
    """Attacker type x defender type -> 3 win, 4 tie, 5 loss (target categories), C-3's rules."""
    t = np.zeros((TYPES, TYPES), dtype=np.int64)
    for a in range(TYPES):
        for d in range(TYPES):
            if d == FLAG:
                t[a, d] = 3
            elif d == BOMB:
                t[a, d] = 3 if a == MINER else 5
            elif a == SPY and d == MARSHAL:
                t[a, d] = 3
            else:
                t[a, d] = 3 if RANK[a] > RANK[d] else 4 if RANK[a] == RANK[d] else 5
    return t


class Features:
    """The features of every legal action of a batch of RED decisions."""

    def __init__(self, num_actions: int):
        self.src, self.dst = move_tables(num_actions)
        self.battle = battle_table()
        self.planes = np.arange(TYPES)[None, None, :] * AREA

    def __call__(self, obs: np.ndarray, ids: np.ndarray) -> np.ndarray:
        """``(games, legal, N_FEATURES)`` float32 from observations ``(games, size)`` and ids ``(games, legal)``."""
        n, legal = ids.shape
        f, t = self.src[ids], self.dst[ids]
        rows = np.arange(n)[:, None, None]
        mover = obs[rows, self.planes + f[:, :, None]]  # (n, legal, 12) one-hot
        known = obs[rows, self.planes + (TYPES * AREA) + t[:, :, None]]
        r2 = rows[:, :, 0]
        unknown = obs[r2, 24 * AREA + t] > 0
        moved = obs[r2, 25 * AREA + t] > 0
        m = mover.argmax(-1)
        target = np.where(known.any(-1), self.battle[m, known.argmax(-1)],
                          np.where(unknown, np.where(moved, 2, 1), 0))
        phi = np.zeros((n, legal, N_FEATURES), dtype=np.float32)
        np.put_along_axis(phi, (m * TARGETS + target)[:, :, None], 1.0, axis=-1)
        dy = t // WIDTH - f // WIDTH
        base = TYPES * TARGETS
        direction = np.where(dy > 0, 0, np.where(dy < 0, 1, 2))
        np.put_along_axis(phi, (base + direction)[:, :, None], 1.0, axis=-1)
        far = (np.abs(dy) + np.abs(t % WIDTH - f % WIDTH)) > 1
        phi[:, :, base + 3] = far
        phi[:, :, base + 4] = obs[r2, 28 * AREA + f]
        phi[:, :, base + 5] = obs[r2, 29 * AREA + f]
        return phi


class Adam:
    """Adam on one parameter vector (ascent)."""

    def __init__(self, size: int, lr: float):
        self.lr, self.m, self.v, self.t = lr, np.zeros(size), np.zeros(size), 0

    def step(self, w: np.ndarray, grad: np.ndarray) -> None:
        self.t += 1
        self.m = 0.9 * self.m + 0.1 * grad
        self.v = 0.999 * self.v + 0.001 * grad * grad
        m_hat = self.m / (1 - 0.9 ** self.t)
        v_hat = self.v / (1 - 0.999 ** self.t)
        w += self.lr * m_hat / (np.sqrt(v_hat) + 1e-8)


class Progress:
    """A line every ``every`` seconds: the phase, its steps done, the time spent and the time left."""

    def __init__(self, every: float, out=print):
        self.every, self.out = every, out
        self.start = self.last = self.phase_start = time.perf_counter()

    def __call__(self, phase: str, done: int, total: int) -> None:
        now = time.perf_counter()
        if self.every <= 0 or now - self.last < self.every:
            return
        self.last = now
        spent = now - self.start
        rate = done / max(now - self.phase_start, 1e-9) if done else 0.0
        left = (total - done) / rate if rate > 0 else float("nan")
        self.out(f"progress: {phase} step {done:,}/{total:,} ({done / total:.0%}), "
                 f"{spent:.0f} s so far, about {left:.0f} s left in this phase", flush=True)

    def begin(self, phase: str) -> None:
        self.phase_start = time.perf_counter()


class Stopped(Exception):
    """SIGINT or SIGTERM: the run stops at the next step."""

    def __init__(self, signum: int):
        super().__init__(signal.Signals(signum).name)
        self.signum = signum


def train(game: str, games: int, steps: int, seed: int, max_plies: int, lr: float, update_every: int,
          report_every: int, w=None, log=print, progress=None, phase="training"):
    """Trains from weights ``w`` (zeros: the uniform policy; ``lr=0`` only measures); returns the
    points (env-steps, win rate, loss rate, episodes) and the weights."""
    env = StrategoVectorEnv(game, games, seed=seed, max_plies=max_plies, masks=False)
    try:
        return _train(env, steps, seed, lr, update_every, report_every, w, log, progress, phase)
    finally:
        env.close()


def _train(env, steps, seed, lr, update_every, report_every, w, log, progress, phase):
    games = env.num_envs
    if progress is not None:
        progress.begin(phase)
    if env.observation_size != 42 * AREA + 38:
        raise ValueError(f"{env.spec}: the features read the classic 10 x 10 board's observation layout")
    features = Features(env.num_actions)
    rng = np.random.default_rng(seed)
    w = np.zeros(N_FEATURES) if w is None else w.copy()
    adam = Adam(N_FEATURES, lr)
    baseline = 0.0
    grad_sum = np.zeros((games, N_FEATURES))  # per game: sum of grad log pi over RED's decisions
    batch_grads, batch_returns = [], []
    window = {"wins": 0, "losses": 0, "episodes": 0}
    points = []
    obs, _ = env.reset()
    rows = np.arange(games)
    legal_slots = np.arange(env.max_legal)
    for step in range(1, steps + 1):
        actions = env.sample_legal_actions(rng)  # BLUE (and RED's placeholder): uniform legal ids
        red = np.flatnonzero(env.seats_to_act == RED)
        if red.size:
            counts = env.legal_counts[red]
            width = int(counts.max())
            ids = env.legal_ids[red, :width]
            valid = legal_slots[None, :width] < counts[:, None]
            ids = np.where(valid, ids, 0)
            phi = features(obs[red], ids)
            logits = np.where(valid, phi @ w, -np.inf)
            p = np.exp(logits - logits.max(1, keepdims=True))
            p /= p.sum(1, keepdims=True)
            choice = (p.cumsum(1) > rng.random((red.size, 1))).argmax(1)
            choice = np.minimum(choice, counts - 1)
            actions[red] = ids[np.arange(red.size), choice]
            # grad log pi(a) = phi(a) - E_pi[phi]
            grad_sum[red] += phi[np.arange(red.size), choice] - np.einsum("nl,nlf->nf", p, phi)
        obs, rewards, terminated, truncated, _ = env.step(actions)
        ended = np.flatnonzero(terminated | truncated)
        if ended.size:
            r = rewards[ended, RED].astype(np.float64)
            batch_grads.append(grad_sum[ended].copy())
            batch_returns.append(r)
            grad_sum[ended] = 0.0
            window["wins"] += int((r > 0).sum())
            window["losses"] += int((r < 0).sum())
            window["episodes"] += ended.size
        if step % update_every == 0 and batch_returns and lr > 0:
            g = np.concatenate(batch_grads)
            ret = np.concatenate(batch_returns)
            adv = ret - baseline
            adam.step(w, (adv[:, None] * g).mean(0))
            baseline = 0.9 * baseline + 0.1 * ret.mean()
            batch_grads, batch_returns = [], []
        if step % report_every == 0:
            n = max(window["episodes"], 1)
            points.append((step * games, window["wins"] / n, window["losses"] / n, window["episodes"]))
            log(f"env-steps {step * games:>11,}  episodes {window['episodes']:>6,}  "
                f"RED wins {window['wins'] / n:6.1%}  losses {window['losses'] / n:6.1%}")
            window = {"wins": 0, "losses": 0, "episodes": 0}
        if progress is not None:
            progress(phase, step, steps)
    return points, w


def chart(points, path: str, title: str) -> None:
    """Win and loss rates against env-steps, as a PNG."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    x = np.array([p[0] for p in points]) / 1e6
    fig, ax = plt.subplots(figsize=(7, 4), dpi=110)
    ax.plot(x, [100 * p[1] for p in points], marker="o", ms=3, label="RED wins")
    ax.plot(x, [100 * p[2] for p in points], marker="o", ms=3, label="RED losses")
    ax.set_xlabel("training env-steps (millions, both seats' actions)")
    ax.set_ylabel("% of episodes finished in the interval")
    ax.set_ylim(0, 100)
    ax.grid(alpha=0.3)
    ax.legend()
    ax.set_title(title, fontsize=9)
    fig.tight_layout()
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    fig.savefig(path, metadata={"Software": None})  # no version stamp: the file is reproducible
    plt.close(fig)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="REINFORCE in NumPy: RED against a random BLUE.")
    p.add_argument("--game", default="barrage")
    p.add_argument("--games", type=int, default=256, help="games stepped together")
    p.add_argument("--steps", type=int, default=24000, help="environment steps (each plays every game once)")
    p.add_argument("--eval-steps", type=int, default=1000,
                   help="steps measuring the untrained and the trained policy (no learning, other seeds)")
    p.add_argument("--max-plies", type=int, default=400)
    p.add_argument("--lr", type=float, default=0.05)
    p.add_argument("--update-every", type=int, default=20, help="steps between policy updates")
    p.add_argument("--report-every", type=int, default=400, help="steps between win-rate points")
    p.add_argument("--seed", type=int, default=1)
    where = p.add_mutually_exclusive_group()
    where.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "stratego-python-training.png"),
                       help="the chart (default: a scratch file in the temporary folder)")
    where.add_argument("--docs-chart", action="store_true",
                       help=f"write the chart the docs show, {os.path.relpath(DOCS_CHART)}")
    p.add_argument("--progress", type=float, default=5.0, metavar="SECONDS",
                   help="seconds between progress lines (0: none)")
    p.add_argument("--smoke", action="store_true", help="a few seconds: 16 games, 300 steps")
    args = p.parse_args(argv)
    if args.smoke:
        args.games, args.steps, args.report_every, args.update_every, args.eval_steps = 16, 300, 100, 10, 100
    out = DOCS_CHART if args.docs_chart else args.out

    def stop(signum, frame):
        raise Stopped(signum)

    for s in (signal.SIGINT, signal.SIGTERM):
        signal.signal(s, stop)
    progress = Progress(args.progress)
    phase = "measuring the untrained policy"
    try:
        start = time.perf_counter()
        quiet = lambda *a, **k: None  # noqa: E731

        def evaluate(w, seed, phase):
            pts, _ = train(args.game, args.games, args.eval_steps, seed, args.max_plies, 0.0, args.update_every,
                           args.eval_steps, w=w, log=quiet, progress=progress, phase=phase)
            return pts[0]

        before = evaluate(None, args.seed + 1000, phase)
        print(f"untrained (uniform) policy: RED wins {before[1]:.1%}, losses {before[2]:.1%} of {before[3]:,} episodes",
              flush=True)
        phase = "training"
        points, w = train(args.game, args.games, args.steps, args.seed, args.max_plies, args.lr, args.update_every,
                          args.report_every, log=lambda *a: print(*a, flush=True), progress=progress, phase=phase)
        phase = "measuring the trained policy"
        after = evaluate(w, args.seed + 2000, phase)
    except Stopped as e:
        print(f"stopped by {e} while {phase}, {time.perf_counter() - start:.0f} s in: no chart written", flush=True)
        return 128 + e.signum
    seconds = time.perf_counter() - start
    print(f"trained policy:             RED wins {after[1]:.1%}, losses {after[2]:.1%} of {after[3]:,} episodes")
    print(f"{args.game}: RED win rate {before[1]:.1%} -> {after[1]:.1%} (losses {before[2]:.1%} -> {after[2]:.1%}) "
          f"after {args.steps * args.games:,} training env-steps, {sum(p[3] for p in points):,} episodes, "
          f"{seconds:.0f} s in all")
    print("weights:", " ".join(f"{x:.2f}" for x in w))
    title = (f"REINFORCE, linear policy, RED vs uniform random BLUE, {args.game} (max {args.max_plies} plies), "
             f"{args.games} games, seed {args.seed}\nuntrained {before[1]:.0%} wins, trained {after[1]:.0%} "
             f"(measured apart, {args.eval_steps * args.games:,} env-steps each)")
    chart([(0, before[1], before[2], before[3])] + points, out, title)
    print(f"chart: {os.path.normpath(out)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
