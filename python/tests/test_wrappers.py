"""The README's Gymnasium and PettingZoo wrappers (its ```py blocks), run over small fakes of the two
libraries, which cannot be installed here: the fakes hold the contracts the wrappers rely on (the
base classes, the spaces, batch_space, the autoreset mode's name), the tests what a trainer reads."""

import re
import sys
import types
from pathlib import Path

import numpy as np
import pytest

PYTHON_DIR = Path(__file__).resolve().parents[1]


class Box:
    def __init__(self, low, high, shape, dtype):
        self.low, self.high, self.shape, self.dtype = low, high, tuple(shape), np.dtype(dtype)

    def contains(self, x):
        x = np.asarray(x)
        return x.shape == self.shape and x.dtype == self.dtype and bool((x >= self.low).all())


class Discrete:
    def __init__(self, n):
        self.n, self.shape = int(n), ()


class MultiDiscrete:
    def __init__(self, nvec):
        self.nvec = np.asarray(nvec)
        self.shape = self.nvec.shape


def batch_space(space, n):
    if isinstance(space, Box):
        return Box(space.low, space.high, (n,) + space.shape, space.dtype)
    return MultiDiscrete(np.full(n, space.n))


@pytest.fixture
def fakes(monkeypatch):
    gym = types.ModuleType("gymnasium")
    gym.spaces = types.SimpleNamespace(Box=Box, Discrete=Discrete, MultiDiscrete=MultiDiscrete)
    gym.vector = types.SimpleNamespace(
        VectorEnv=type("VectorEnv", (), {}),
        AutoresetMode=types.SimpleNamespace(SAME_STEP="same-step", NEXT_STEP="next-step", DISABLED="disabled"),
        utils=types.SimpleNamespace(batch_space=batch_space))
    pz = types.ModuleType("pettingzoo")
    pz.AECEnv = type("AECEnv", (), {})
    monkeypatch.setitem(sys.modules, "gymnasium", gym)
    monkeypatch.setitem(sys.modules, "pettingzoo", pz)
    return gym, pz


def wrapper_blocks():
    return re.findall(r"^```py\n(.*?)^```", (PYTHON_DIR / "README.md").read_text(), flags=re.S | re.M)


def test_the_gymnasium_vector_wrapper_keeps_the_vector_contract(fakes):
    scope = {"__name__": "__gym__"}
    exec(compile(wrapper_blocks()[0], "README.md gymnasium", "exec"), scope)
    env = scope["StrategoGymVectorEnv"]("barrage", num_envs=4, seed=1)
    assert isinstance(env, fakes[0].vector.VectorEnv)
    assert env.metadata["autoreset_mode"] == env.env.metadata["autoreset_mode"] == "same-step"
    obs, info = env.reset(seed=3)
    assert env.observation_space.shape == obs.shape and env.action_space.shape == (4,)
    rng = np.random.default_rng(0)
    for _ in range(50):
        mask = env.action_masks()
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in mask])
        obs, rewards, terminated, truncated, info = env.step(actions)
        assert rewards.shape == (4,) and obs.shape == env.observation_space.shape
        assert info["rewards"].shape == (4, 2)
        assert obs.flags.writeable  # copy=True: the trainer may keep them


def test_the_pettingzoo_subclass_keeps_the_aec_contract(fakes):
    scope = {"__name__": "__pz__"}
    exec(compile(wrapper_blocks()[1], "README.md pettingzoo", "exec"), scope)
    env = scope["env"]
    assert isinstance(env, fakes[1].AECEnv)
    env.reset(seed=2)
    assert isinstance(env.observation_space("red"), Box) and isinstance(env.action_space("red"), Discrete)
    assert env.observation_space("red") is env.observation_space("red")  # cached, as PettingZoo asks
    rng = np.random.default_rng(1)
    for agent in env.agent_iter(40):
        obs, reward, term, trunc, info = env.last()
        assert env.observation_space(agent).contains(obs)
        mask = info["action_mask"]
        env.step(None if term or trunc else int(rng.choice(np.flatnonzero(mask))))
