#!/usr/bin/python3
"""Writes the policy parity fixture (issue 51) into the Java tests' resources.

A tiny network of random weights (``barrage``, trunk 4238-16-8), written in the weights file format
(``python/examples/policy_file.py``, docs/learned.md), and positions recorded from the batched
environment (Barrage, ``viewer_relative``, both seats, random legal play): each position's
observation, legal ids and the network's probabilities of them, in float64 from the file's own
parameters. ``PolicyParityTest`` (Java) and ``test_policy_file.py`` (Python) check their
probabilities against it to 1e-5. Rerun only when the file format or the encoding changes::

    /usr/bin/python3 python/tests/policy_fixture.py
"""

import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(HERE, "..", "examples"))

import policy_file  # noqa: E402

FIXTURE = os.path.normpath(os.path.join(
    HERE, "..", "..", "stratego-research", "src", "test", "resources", "io", "github", "strategorules",
    "research", "classic"))
NET = os.path.join(FIXTURE, "policy-parity.bin")
CASES = os.path.join(FIXTURE, "policy-parity.txt")


def read_cases(path=CASES):
    """The fixture's positions: ``[(observation float32, legal ids, probabilities)]``."""
    cases = []
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            size, sparse, ids, probs = line.rstrip("\n").split("\t")
            obs = np.zeros(int(size), dtype=np.float32)
            for item in sparse.split(","):
                i, v = item.split(":")
                obs[int(i)] = np.float32(float(v))
            cases.append((obs, np.array([int(x) for x in ids.split(",")]),
                          np.array([float(x) for x in probs.split(",")])))
    return cases


def main() -> int:
    import torch
    from stratego_env import StrategoVectorEnv

    torch.manual_seed(51)
    env = StrategoVectorEnv("barrage", num_envs=2, seed=51, viewer_relative=True, starts="sensible")
    net = policy_file.build_net(env.observation_size, env.num_actions, [16, 8])
    with torch.no_grad():  # larger than the default init, so that the probabilities differ visibly
        for p in net.parameters():
            p.mul_(3.0)
    spec = str(env.game.spec())
    policy_file.write(NET, net, spec)
    _, _, _, params = policy_file.read(NET)
    rng = np.random.default_rng(51)
    obs, _ = env.reset()
    lines = ["# observation size, nonzero entries index:value, legal ids (seat frame), probabilities "
             "(float64 from policy-parity.bin); written by python/tests/policy_fixture.py"]
    for step in range(40):
        if step % 4 == 0:
            for g in range(env.num_envs):
                ids = env.legal_ids[g, :env.legal_counts[g]].copy()
                mask = np.zeros(env.num_actions, dtype=bool)
                mask[ids] = True
                p = policy_file.probabilities(params, obs[g:g + 1], mask[None])[0]
                nz = np.flatnonzero(obs[g])
                lines.append("\t".join([
                    str(env.observation_size),
                    ",".join(f"{i}:{float(obs[g, i]):.9g}" for i in nz),
                    ",".join(str(int(i)) for i in ids),
                    ",".join(f"{p[i]:.17g}" for i in ids)]))
        obs, _, _, _, _ = env.step(env.sample_legal_actions(rng))
    env.close()
    with open(CASES, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {NET} ({os.path.getsize(NET)} bytes) and {CASES} ({len(lines) - 1} positions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
