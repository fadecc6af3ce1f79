#!/usr/bin/python3
"""PPO with action masking on the batched Stratego environment: a learned Barrage bot for Java.

A masked actor-critic (PPO, Schulman et al. 2017, "Proximal Policy Optimization Algorithms",
arXiv:1707.06347; the loop follows CleanRL's single-file ``ppo.py``, Huang et al. 2022, with the
invalid-action masking of Huang & Ontañón 2020, arXiv:2006.14171) trained on
:class:`stratego_env.StrategoVectorEnv`, CPU only, PyTorch from Debian (``python3-torch``).

* Observations and action ids are in the acting seat's own frame (``viewer_relative=True``), so one
  network plays both colours; the learner is RED in even games and BLUE in odd ones.
* Opponents: groups of games against the library's Java bots, played inside the Java step
  (``opponents=``; by default two groups against ``heuristic`` and one against ``random``), and a
  group of self-play games against an earlier snapshot of the network (both seats driven from
  Python; the snapshot's decisions are not trained on). Snapshots are taken every ``--snapshot-every`` updates.
* The masked policy: logits of illegal ids at -1e9, so their probability is 0 (the same softmax
  over the legal ids the Java ``policy:<file>`` bot computes).
* Every ``--log-every`` updates a line of the learning curve: each opponent's win, draw and loss
  counts of the training episodes that ended since the last line (the stochastic policy as it
  trained), the win rate and its 95% Wilson interval; written to ``curve.tsv`` and drawn to
  ``curve.png`` in ``--out``.
* Checkpoints (``checkpoint.pt``: network, optimiser, snapshots, counters, random states) every
  ``--checkpoint-every`` updates and at the end; ``--resume`` goes on from one. The weights file
  for Java (``policy.bin``, docs/learned.md) is written with every checkpoint.

Usage::

    /usr/bin/python3 python/examples/train_ppo.py --out /tmp/ppo --minutes 55 --seed 1
    /usr/bin/python3 python/examples/train_ppo.py --out /tmp/ppo --minutes 10 --resume
    /usr/bin/python3 python/examples/train_ppo.py --smoke --out /tmp/ppo-smoke   # under a minute
"""

from __future__ import annotations

import argparse
import copy
import math
import os
import random
import sys
import time
from typing import Dict, List

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, HERE)

import policy_file  # noqa: E402
from stratego_env import StrategoVectorEnv  # noqa: E402


TAIL_AT = 42 * 100  # ClassicObservations: 42 planes of the 10 x 10 board, then the scalars


def wilson(wins: float, n: int, z: float = 1.959964):
    """The 95% Wilson score interval of ``wins`` out of ``n`` (the Java arena's ``Interval.wilson``)."""
    if n == 0:
        return 0.0, 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return p, max(0.0, c - h), min(1.0, c + h)


class Group:
    """A batch of games against one opponent: a Java bot by name, or ``self`` (a snapshot)."""

    def __init__(self, name: str, args, seed: int):
        self.name = name
        n = args.envs
        self.selfplay = name == "self"
        kw = dict(viewer_relative=True, max_plies=args.max_plies, starts=args.starts, seed=seed)
        if self.selfplay:
            self.env = StrategoVectorEnv(args.game, num_envs=n, **kw)
        else:
            self.env = StrategoVectorEnv(args.game, num_envs=n, opponents=name,
                                         learner=[g % 2 for g in range(n)], **kw)
        self.learner = np.array([g % 2 for g in range(n)])
        self.n = n
        self.obs, _ = self.env.reset()
        self.results = np.zeros(3, dtype=np.int64)  # won, drawn, lost since the last curve line

    def learner_to_act(self) -> np.ndarray:
        if not self.selfplay:
            return np.ones(self.n, dtype=bool)
        return self.env.seats_to_act == self.learner

    def learner_rewards(self, rewards) -> np.ndarray:
        if not self.selfplay:
            return np.asarray(rewards, dtype=np.float32)
        return np.asarray(rewards, dtype=np.float32)[np.arange(self.n), self.learner]


def potential(obs: np.ndarray, coef: float) -> np.ndarray:
    """The shaping potential of observations: ``coef`` times the mean, over the 12 piece types, of
    the viewer's share of its roster left minus the enemy's (the observation's tail scalars)."""
    tail = obs[..., TAIL_AT:]
    return (coef / 12.0) * (tail[..., 24:36].sum(-1) - tail[..., 0:12].sum(-1))


def masked_sample(net, obs, mask, torch, gen):
    """Samples one id per row from the masked policy (inverse CDF: torch.multinomial is slow here)."""
    logits, value = net.masked_logits(obs, mask)
    logp_all = torch.log_softmax(logits, dim=-1)
    cdf = logp_all.exp().cumsum(-1)
    u = torch.rand((len(obs), 1), generator=gen) * cdf[:, -1:]
    action = (cdf < u).sum(-1).clamp(max=logits.shape[1] - 1)
    action = torch.where(mask.gather(1, action[:, None]).squeeze(-1), action, mask.float().argmax(-1))
    return action, logp_all.gather(1, action[:, None]).squeeze(-1), value


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", default="barrage")
    p.add_argument("--out", default=os.path.join("/tmp", "stratego-ppo"))
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--minutes", type=float, default=30.0, help="wall-time budget of the training")
    p.add_argument("--updates", type=int, default=0, help="stop after this many updates (0: the budget only)")
    p.add_argument("--opponents", default="heuristic,heuristic,random,self",
                   help="comma-separated: Java bot names and 'self' (snapshots)")
    p.add_argument("--envs", type=int, default=24, help="games per opponent group")
    p.add_argument("--steps", type=int, default=64, help="rollout length per update")
    p.add_argument("--hidden", default="128,128")
    p.add_argument("--lr", type=float, default=5e-4)
    p.add_argument("--gamma", type=float, default=0.995)
    p.add_argument("--gae-lambda", type=float, default=0.95)
    p.add_argument("--epochs", type=int, default=4)
    p.add_argument("--minibatches", type=int, default=4)
    p.add_argument("--clip", type=float, default=0.2)
    p.add_argument("--ent-coef", type=float, default=0.01)
    p.add_argument("--vf-coef", type=float, default=0.5)
    p.add_argument("--max-grad-norm", type=float, default=0.5)
    p.add_argument("--max-plies", type=int, default=600)
    p.add_argument("--shaping", type=float, default=1.0, help="potential-based material shaping (0: off)")
    p.add_argument("--starts", default="sensible", choices=["sensible", "random"])
    p.add_argument("--snapshot-every", type=int, default=10)
    p.add_argument("--log-every", type=int, default=5)
    p.add_argument("--checkpoint-every", type=int, default=10)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--resume", action="store_true", help="go on from OUT/checkpoint.pt")
    p.add_argument("--smoke", action="store_true", help="a run of under a minute (the test suite's)")
    args = p.parse_args(argv)
    if args.smoke:
        args.minutes = min(args.minutes, 0.5)
        args.envs, args.steps, args.hidden = 4, 16, "16"
        args.log_every, args.checkpoint_every, args.snapshot_every = 1, 2, 2
        args.opponents = "random,self"
        args.max_plies = 200

    import torch
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    random.seed(args.seed)
    np.random.seed(args.seed)
    gen = torch.Generator().manual_seed(args.seed)
    os.makedirs(args.out, exist_ok=True)

    names = [o.strip() for o in args.opponents.split(",") if o.strip()]
    groups = [Group(name, args, args.seed * 1000 + i) for i, name in enumerate(names)]
    env0 = groups[0].env
    obs_size, num_actions = env0.observation_size, env0.num_actions
    game_spec = str(env0.game.spec())
    global TAIL_AT
    layout = env0.observation_layout
    TAIL_AT = layout.planes * layout.height * layout.width
    hidden = [int(h) for h in args.hidden.split(",") if h]
    net = policy_file.build_net(obs_size, num_actions, hidden)
    opt = torch.optim.Adam(net.parameters(), lr=args.lr, eps=1e-5)
    snapshots: List[Dict] = [copy.deepcopy(net.state_dict())]
    opponent_net = policy_file.build_net(obs_size, num_actions, hidden)
    update, env_steps, elapsed_before = 0, 0, 0.0
    curve_path = os.path.join(args.out, "curve.tsv")
    ckpt_path = os.path.join(args.out, "checkpoint.pt")
    if args.resume:
        ck = torch.load(ckpt_path)
        net.load_state_dict(ck["net"])
        opt.load_state_dict(ck["opt"])
        snapshots = ck["snapshots"]
        update, env_steps, elapsed_before = ck["update"], ck["env_steps"], ck["elapsed"]
        gen.set_state(ck["gen"])
        torch.set_rng_state(ck["torch_rng"])
        random.setstate(ck["py_rng"])
        print(f"resumed from {ckpt_path} at update {update}, {env_steps} env-steps", flush=True)
    else:
        with open(curve_path, "w") as f:
            f.write("update\tenv_steps\tminutes\topponent\tgames\twon\tdrawn\tlost\twin_rate\twin_low\twin_high\n")

    def save():
        torch.save(dict(net=net.state_dict(), opt=opt.state_dict(), snapshots=snapshots, update=update,
                        env_steps=env_steps, elapsed=elapsed_before + time.time() - start, gen=gen.get_state(),
                        torch_rng=torch.get_rng_state(), py_rng=random.getstate(), args=vars(args), game=game_spec), ckpt_path + ".tmp")
        os.replace(ckpt_path + ".tmp", ckpt_path)
        policy_file.write(os.path.join(args.out, "policy.bin"), net, game_spec)

    n_all = sum(g.n for g in groups)
    T = args.steps
    start = time.time()
    deadline = start + args.minutes * 60
    print(f"PPO on {game_spec}: obs {obs_size}, actions {num_actions}, net {obs_size}-{'-'.join(map(str, hidden))}"
          f"-({num_actions}+1), {sum(p.numel() for p in net.parameters())} parameters; groups "
          f"{', '.join(g.name for g in groups)} x {args.envs} games; {T} steps an update", flush=True)
    while time.time() < deadline and (args.updates == 0 or update < args.updates):
        # -- rollout ------------------------------------------------------------------------
        t0 = time.time()
        b_obs = np.zeros((T, n_all, obs_size), dtype=np.float32)
        b_mask = np.zeros((T, n_all, num_actions), dtype=bool)
        b_act = np.zeros((T, n_all), dtype=np.int64)
        b_logp = np.zeros((T, n_all), dtype=np.float32)
        b_val = np.zeros((T, n_all), dtype=np.float32)
        b_rew = np.zeros((T, n_all), dtype=np.float32)
        b_done = np.zeros((T, n_all), dtype=np.float32)
        b_valid = np.zeros((T, n_all), dtype=bool)
        last_t = np.full(n_all, -1)
        if any(g.selfplay for g in groups):
            opponent_net.load_state_dict(snapshots[random.randrange(len(snapshots))]
                                         if random.random() < 0.5 else snapshots[-1])
        with torch.no_grad():
            for t in range(T):
                # One forward pass for every group's games, written straight into the buffers.
                col = 0
                for g in groups:
                    b_obs[t, col:col + g.n] = g.obs
                    b_mask[t, col:col + g.n] = g.env.legal_mask
                    b_valid[t, col:col + g.n] = g.learner_to_act()
                    col += g.n
                obs, mask = torch.from_numpy(b_obs[t]), torch.from_numpy(b_mask[t])
                a, logp, v = masked_sample(net, obs, mask, torch, gen)
                b_act[t], b_logp[t], b_val[t] = a.numpy(), logp.numpy(), v.numpy()
                last_t[b_valid[t]] = t
                col = 0
                for g in groups:
                    cols = np.arange(col, col + g.n)
                    col += g.n
                    mine = b_valid[t, cols]
                    if g.selfplay and not mine.all():  # the snapshot's seat: its own action, not trained on
                        theirs = cols[~mine]
                        a2, _, _ = masked_sample(opponent_net, obs[theirs], mask[theirs], torch, gen)
                        b_act[t, theirs] = a2.numpy()
                    g.obs, rewards, term, trunc, _ = g.env.step(b_act[t, cols])
                    r = g.learner_rewards(rewards)
                    ended = np.asarray(term) | np.asarray(trunc)
                    for i in np.flatnonzero(ended):
                        c, lt = cols[i], last_t[cols[i]]
                        if lt >= 0:  # the learner's last decision of the episode takes the outcome
                            b_rew[lt, c] += r[i]
                            b_done[lt, c] = 1.0
                        g.results[0 if r[i] > 0 else 2 if r[i] < 0 else 1] += 1
                    env_steps += g.n
            # -- bootstrap and GAE over each game's own decisions ----------------------------
            bootstrap_obs = np.zeros((n_all, obs_size), dtype=np.float32)
            col = 0
            for g in groups:
                if g.selfplay:  # the learner's own view, whoever is to act
                    bootstrap_obs[col:col + g.n] = np.stack([g.env.observe(i, int(g.learner[i])) for i in range(g.n)])
                else:
                    bootstrap_obs[col:col + g.n] = g.obs
                col += g.n
            next_val = net(torch.from_numpy(bootstrap_obs))[1].numpy()
            # Potential-based shaping (Ng et al. 1999): gamma * phi(next) - phi(now) over the
            # learner's own decisions, phi of a terminal position 0; it leaves the optimal policy
            # as it is and rewards captures early in training.
            b_phi = potential(b_obs, args.shaping)
            next_phi = potential(bootstrap_obs, args.shaping)
            adv = np.zeros((T, n_all), dtype=np.float32)
            last_gae = np.zeros(n_all, dtype=np.float32)
            nv = next_val.copy()
            nphi = next_phi.copy()
            for t in reversed(range(T)):
                v = b_valid[t]
                nonterm = 1.0 - b_done[t]
                shaped = b_rew[t] + args.gamma * nphi * nonterm - b_phi[t]
                delta = shaped + args.gamma * nv * nonterm - b_val[t]
                gae = delta + args.gamma * args.gae_lambda * nonterm * last_gae
                adv[t] = np.where(v, gae, 0.0)
                last_gae = np.where(v, gae, last_gae)
                nv = np.where(v, b_val[t], nv)
                nphi = np.where(v, b_phi[t], nphi)
            ret = adv + b_val
        # -- PPO update ---------------------------------------------------------------------
        t1 = time.time()
        idx = np.flatnonzero(b_valid.reshape(-1))
        f_obs = torch.from_numpy(b_obs.reshape(-1, obs_size)[idx])
        f_mask = torch.from_numpy(b_mask.reshape(-1, num_actions)[idx])
        f_act = torch.from_numpy(b_act.reshape(-1)[idx])
        f_logp = torch.from_numpy(b_logp.reshape(-1)[idx])
        f_adv = torch.from_numpy(adv.reshape(-1)[idx])
        f_ret = torch.from_numpy(ret.reshape(-1)[idx])
        n = len(idx)
        clipfracs, approx_kl = [], 0.0
        for _ in range(args.epochs):
            perm = torch.randperm(n, generator=gen)
            for j in torch.chunk(perm, args.minibatches):  # equal parts: never a 1-sample batch
                logits, value = net.masked_logits(f_obs[j], f_mask[j])
                logp_all = torch.log_softmax(logits, dim=-1)
                newlogp = logp_all.gather(1, f_act[j][:, None]).squeeze(-1)
                entropy = -(torch.softmax(logits, -1) * logp_all).sum(-1).mean()
                ratio = (newlogp - f_logp[j]).exp()
                a = f_adv[j]
                a = (a - a.mean()) / (a.std() + 1e-8)
                pg = torch.max(-a * ratio, -a * ratio.clamp(1 - args.clip, 1 + args.clip)).mean()
                vloss = 0.5 * ((value - f_ret[j]) ** 2).mean()
                loss = pg - args.ent_coef * entropy + args.vf_coef * vloss
                opt.zero_grad()
                loss.backward()
                torch.nn.utils.clip_grad_norm_(net.parameters(), args.max_grad_norm)
                opt.step()
                with torch.no_grad():
                    approx_kl = float(((ratio - 1) - (newlogp - f_logp[j])).mean())
                    clipfracs.append(float(((ratio - 1).abs() > args.clip).float().mean()))
        update += 1
        t2 = time.time()
        if update % args.snapshot_every == 0:
            snapshots.append(copy.deepcopy(net.state_dict()))
            snapshots = snapshots[-20:]
        minutes = (elapsed_before + time.time() - start) / 60
        if update % args.log_every == 0:
            parts = []
            tally: Dict[str, np.ndarray] = {}
            for g in groups:  # groups against the same opponent count together
                tally[g.name] = tally.get(g.name, np.zeros(3, dtype=np.int64)) + g.results
                g.results[:] = 0
            with open(curve_path, "a") as f:
                for name, (w, d, l_) in tally.items():
                    games = int(w + d + l_)
                    rate, lo, hi = wilson(int(w), games)
                    f.write(f"{update}\t{env_steps}\t{minutes:.2f}\t{name}\t{games}\t{w}\t{d}\t{l_}\t"
                            f"{rate:.4f}\t{lo:.4f}\t{hi:.4f}\n")
                    parts.append(f"{name} {w}/{d}/{l_} {rate:.2f} [{lo:.2f},{hi:.2f}]")
            print(f"update {update} env-steps {env_steps} {minutes:.1f} min | samples {n} pg {float(pg):+.3f} "
                  f"v {float(vloss):.3f} ent {float(entropy):.2f} kl {approx_kl:.4f} "
                  f"clip {np.mean(clipfracs):.2f} play {t1 - t0:.0f}s learn {t2 - t1:.0f}s | " + " | ".join(parts), flush=True)
        if update % args.checkpoint_every == 0:
            save()
    save()
    draw(curve_path, os.path.join(args.out, "curve.png"), game_spec)
    for g in groups:
        g.env.close()
    print(f"done: {update} updates, {env_steps} env-steps, "
          f"{(elapsed_before + time.time() - start) / 60:.1f} min; wrote {args.out}/policy.bin, "
          f"checkpoint.pt, curve.tsv, curve.png", flush=True)
    return 0


def draw(tsv: str, png: str, game_spec: str) -> None:
    """Draws the curve's win rates with their 95% intervals, one line per opponent."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    rows = [line.rstrip("\n").split("\t") for line in open(tsv)][1:]
    fig, ax = plt.subplots(figsize=(7, 4))
    for name in dict.fromkeys(r[3] for r in rows):
        sel = [r for r in rows if r[3] == name and int(r[4]) > 0]
        x = [float(r[2]) for r in sel]
        ax.plot(x, [float(r[8]) for r in sel], label=f"vs {name}")
        ax.fill_between(x, [float(r[9]) for r in sel], [float(r[10]) for r in sel], alpha=0.2)
    ax.axhline(0.5, color="grey", lw=0.5)
    ax.set_xlabel("training minutes")
    ax.set_ylabel("win rate (95% Wilson interval)")
    ax.set_ylim(0, 1)
    ax.set_title(f"PPO on {game_spec}: the learner's training games")
    ax.legend()
    fig.tight_layout()
    fig.savefig(png, dpi=100)
    plt.close(fig)


if __name__ == "__main__":
    sys.exit(main())
