"""The Gymnasium-shaped space descriptors."""

import numpy as np
import pytest

from stratego_env import Box, Discrete, MultiDiscrete


def test_discrete_samples_only_masked_ids():
    d = Discrete(10, seed=1)
    mask = np.zeros(10, dtype=np.int8)
    mask[[2, 7]] = 1
    assert {d.sample(mask) for _ in range(200)} == {2, 7}
    assert d.sample(np.zeros(10, dtype=np.int8)) == 0  # Gymnasium's answer without a legal id
    assert 9 in d and 10 not in d and 2.5 not in d
    with pytest.raises(ValueError):
        d.sample(np.ones(3))


def test_box_bounds_and_samples():
    b = Box(0.0, np.inf, (4,), np.float32, seed=2)
    s = b.sample()
    assert s.shape == (4,) and s.dtype == np.float32 and b.contains(s)
    assert not b.contains(np.full(4, -1.0)) and not b.contains(np.zeros(5))
    unit = Box(0.0, 1.0, (3,), seed=3)
    assert all(unit.contains(unit.sample()) for _ in range(50))


def test_multidiscrete_masks_row_by_row():
    m = MultiDiscrete([5, 5, 5], seed=4)
    mask = np.zeros((3, 5), dtype=bool)
    mask[0, 1] = mask[1, 4] = mask[2, 0] = True
    assert m.sample(mask).tolist() == [1, 4, 0]
    assert m.contains(m.sample()) and not m.contains([5, 0, 0])
