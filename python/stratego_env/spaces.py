"""Small space descriptors shaped like Gymnasium's, without depending on Gymnasium.

They carry what a learner needs to size its model (``shape``, ``dtype``, ``n``) and can sample,
with an optional legal-action mask. A Gymnasium user converts them one to one:
``gymnasium.spaces.Box(s.low, s.high, s.shape, s.dtype)``, ``gymnasium.spaces.Discrete(s.n)``,
``gymnasium.spaces.MultiDiscrete(s.nvec)``.
"""

from __future__ import annotations

from typing import Optional, Sequence

import numpy as np

__all__ = ["Space", "Box", "Discrete", "MultiDiscrete"]


class Space:
    """Base: a shape, a dtype and a NumPy random generator for :meth:`sample`."""

    def __init__(self, shape: Sequence[int], dtype, seed: Optional[int] = None):
        self.shape = tuple(int(d) for d in shape)
        self.dtype = np.dtype(dtype)
        self.np_random = np.random.default_rng(seed)

    def seed(self, seed: Optional[int] = None) -> None:
        """Reseeds :meth:`sample`."""
        self.np_random = np.random.default_rng(seed)

    def sample(self, mask=None):  # pragma: no cover - abstract
        raise NotImplementedError

    def contains(self, x) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def __contains__(self, x) -> bool:
        return self.contains(x)


class Box(Space):
    """Real vectors between ``low`` and ``high`` (either may be infinite), like ``gymnasium.spaces.Box``."""

    def __init__(self, low: float, high: float, shape: Sequence[int], dtype=np.float32,
                 seed: Optional[int] = None):
        super().__init__(shape, dtype, seed)
        self.low = np.full(self.shape, low, dtype=self.dtype)
        self.high = np.full(self.shape, high, dtype=self.dtype)

    def sample(self, mask=None) -> np.ndarray:
        """Uniform where both bounds are finite, ``low`` plus an exponential where only ``low`` is."""
        if mask is not None:
            raise ValueError("a Box takes no mask")
        low, high = self.low.astype(np.float64), self.high.astype(np.float64)
        out = np.where(np.isfinite(high), low + self.np_random.random(self.shape) * (high - low),
                       low + self.np_random.exponential(size=self.shape))
        return out.astype(self.dtype)

    def contains(self, x) -> bool:
        x = np.asarray(x)
        return x.shape == self.shape and bool(np.all(x >= self.low) and np.all(x <= self.high))

    def __repr__(self) -> str:
        return f"Box({self.low.flat[0] if self.low.size else ''}, {self.high.flat[0] if self.high.size else ''}, {self.shape}, {self.dtype})"


class Discrete(Space):
    """The integers ``0 .. n - 1``, like ``gymnasium.spaces.Discrete``."""

    def __init__(self, n: int, seed: Optional[int] = None):
        super().__init__((), np.int64, seed)
        self.n = int(n)

    def sample(self, mask=None) -> int:
        """A uniform id, or a uniform one among the nonzero entries of ``mask`` (length ``n``).

        As in Gymnasium, a mask without any nonzero entry gives 0.
        """
        if mask is None:
            return int(self.np_random.integers(self.n))
        mask = np.asarray(mask)
        if mask.shape != (self.n,):
            raise ValueError(f"mask of shape {mask.shape}, expected ({self.n},)")
        legal = np.flatnonzero(mask)
        return int(legal[self.np_random.integers(legal.size)]) if legal.size else 0

    def contains(self, x) -> bool:
        try:
            v = int(x)
        except (TypeError, ValueError):
            return False
        return v == x and 0 <= v < self.n

    def __repr__(self) -> str:
        return f"Discrete({self.n})"


class MultiDiscrete(Space):
    """One id per game, ``0 .. nvec[i] - 1``, like ``gymnasium.spaces.MultiDiscrete``."""

    def __init__(self, nvec: Sequence[int], seed: Optional[int] = None):
        self.nvec = np.asarray(nvec, dtype=np.int64)
        super().__init__(self.nvec.shape, np.int64, seed)

    def sample(self, mask=None) -> np.ndarray:
        """Uniform ids, or per row a uniform id among the nonzero entries of a 2-D ``mask``
        (one row per game; a row without any gives 0)."""
        if mask is None:
            return (self.np_random.random(self.shape) * self.nvec).astype(np.int64)
        mask = np.asarray(mask, dtype=bool)
        r = self.np_random.random(mask.shape)
        r[~mask] = -1.0
        return np.argmax(r, axis=-1).astype(np.int64)

    def contains(self, x) -> bool:
        x = np.asarray(x)
        return x.shape == self.shape and bool(np.all(x >= 0) and np.all(x < self.nvec))

    def __repr__(self) -> str:
        return f"MultiDiscrete({self.nvec.tolist() if self.nvec.size <= 4 else f'[{self.nvec[0]}] * {self.nvec.size}'})"
