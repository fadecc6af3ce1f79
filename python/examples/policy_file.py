"""The policy weights file the Java ``policy:<file>`` bot reads (docs/learned.md), and its network.

One module for the trainer (``train_ppo.py``), the parity fixture's writer and the tests, so that the
file's layout is written in one place on the Python side (``PolicyFile.java`` reads it on the Java
side). Little-endian throughout:

* magic ``b"STRPOLICY\\0"`` (10 bytes), then int32 format version (1);
* the game's spec (int32 byte count, then UTF-8), as Java's ``Game.spec()`` gives it;
* the observation layout id (int32 byte count, then UTF-8: ``classic-planes/seat-frame``), int32
  encoding version (1), int32 observation size, int32 action count;
* int32 number of trunk layers, then per layer int32 inputs and outputs (ReLU after each); then the
  policy head's and the value head's inputs and outputs;
* the parameters, float32: per layer (trunk in order, then policy, then value) the weight matrix,
  ``outputs x inputs`` row by row (PyTorch's ``Linear.weight``), then the ``outputs`` biases;
* nothing after them.
"""

from __future__ import annotations

import struct
from typing import List, Sequence, Tuple

import numpy as np

MAGIC = b"STRPOLICY\0"
FORMAT_VERSION = 1
LAYOUT_ID = "classic-planes/seat-frame"
ENCODING_VERSION = 1


def build_net(obs_size: int, num_actions: int, hidden: Sequence[int]):
    """The actor-critic network: a ReLU MLP trunk, a policy head (logits) and a value head."""
    import torch
    from torch import nn

    class ActorCritic(nn.Module):
        def __init__(self):
            super().__init__()
            layers: List[nn.Module] = []
            width = obs_size
            for h in hidden:
                layers.append(nn.Linear(width, h))
                width = h
            self.trunk = nn.ModuleList(layers)
            self.policy = nn.Linear(width, num_actions)
            self.value = nn.Linear(width, 1)
            self.obs_size, self.num_actions, self.hidden = obs_size, num_actions, tuple(hidden)

        def forward(self, obs):
            h = obs
            for layer in self.trunk:
                h = torch.relu(layer(h))
            return self.policy(h), self.value(h).squeeze(-1)

        def masked_logits(self, obs, mask):
            """Logits with the illegal ids at -1e9 (their probability 0), and the values."""
            logits, value = self(obs)
            return logits.masked_fill(~mask, -1e9), value

    return ActorCritic()


def _string(s: str) -> bytes:
    b = s.encode("utf-8")
    return struct.pack("<i", len(b)) + b


def write(path: str, net, game_spec: str) -> None:
    """Writes ``net`` (from :func:`build_net`) for the game ``game_spec`` (Java's spec) to ``path``."""
    layers = list(net.trunk) + [net.policy, net.value]
    out = bytearray(MAGIC)
    out += struct.pack("<i", FORMAT_VERSION)
    out += _string(game_spec)
    out += _string(LAYOUT_ID)
    out += struct.pack("<iii", ENCODING_VERSION, net.obs_size, net.num_actions)
    out += struct.pack("<i", len(net.trunk))
    for layer in layers:
        out += struct.pack("<ii", layer.in_features, layer.out_features)
    for layer in layers:
        out += layer.weight.detach().cpu().numpy().astype("<f4").tobytes()
        out += layer.bias.detach().cpu().numpy().astype("<f4").tobytes()
    with open(path + ".tmp", "wb") as f:
        f.write(bytes(out))
    import os
    os.replace(path + ".tmp", path)


def read(path: str) -> Tuple[str, int, int, List[Tuple[np.ndarray, np.ndarray]]]:
    """Reads a file: ``(game_spec, obs_size, num_actions, [(weight, bias), ...])``, trunk then
    policy then value. Raises ``ValueError`` for a file this module did not write."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:len(MAGIC)] != MAGIC:
        raise ValueError(f"{path}: not a policy file")
    at = len(MAGIC)

    def ints(n):
        nonlocal at
        v = struct.unpack_from("<" + "i" * n, data, at)
        at += 4 * n
        return v

    def string():
        nonlocal at
        (n,) = ints(1)
        s = data[at:at + n].decode("utf-8")
        at += n
        return s

    (version,) = ints(1)
    if version != FORMAT_VERSION:
        raise ValueError(f"{path}: format version {version}")
    spec = string()
    layout = string()
    enc, obs_size, num_actions = ints(3)
    if layout != LAYOUT_ID or enc != ENCODING_VERSION:
        raise ValueError(f"{path}: layout {layout} version {enc}")
    (trunk,) = ints(1)
    shapes = [ints(2) for _ in range(trunk + 2)]
    params = []
    for i, o in shapes:
        w = np.frombuffer(data, "<f4", i * o, at).reshape(o, i)
        at += 4 * i * o
        b = np.frombuffer(data, "<f4", o, at)
        at += 4 * o
        params.append((w, b))
    if at != len(data):
        raise ValueError(f"{path}: {len(data) - at} bytes after the parameters")
    return spec, obs_size, num_actions, params


def probabilities(params, obs: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """The policy's probabilities of a batch, in float64 NumPy from a file's parameters."""
    h = obs.astype(np.float64)
    for w, b in params[:-2]:
        h = np.maximum(h @ w.T.astype(np.float64) + b, 0.0)
    w, b = params[-2]
    logits = h @ w.T.astype(np.float64) + b
    logits = np.where(mask, logits, -np.inf)
    logits -= logits.max(axis=-1, keepdims=True)
    p = np.exp(logits)
    return p / p.sum(axis=-1, keepdims=True)
