"""The batched environment: many games of one Stratego game stepped by one call into Java.

:class:`StrategoVectorEnv` drives the library's ``io.github.strategorules.research.env.VectorEnv``
in-process through JPype. The Java environment writes its results into direct, native-order NIO
buffers; the arrays of this class are NumPy views over those buffers (no copy on either side), so
one :meth:`StrategoVectorEnv.step` costs one Python-to-Java call whatever the number of games.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, Optional, Tuple, Union

import jpype
import numpy as np

from .errors import from_java
from .jvm import java
from .spaces import Box, Discrete, MultiDiscrete

__all__ = ["StrategoVectorEnv", "make_starts"]

StartsLike = Union[str, Callable[[Any, int], Any], Any]


def make_starts(starts: StartsLike):
    """A Java ``Starts`` from ``"random"``, ``"sensible"``, a Java ``Starts``, or a Python callable.

    A callable gets the Java ``Game`` and the episode's seed (an int) and returns a Java
    ``GameState`` of that game in play (for the classic family, say,
    ``ClassicState.start(ruleset, redSetup, blueSetup)``). It must be deterministic in the seed.
    It is called from Java while the environment is built and on every autoreset.
    """
    J = java()
    if isinstance(starts, str):
        if starts == "random":
            return J.Starts.random()
        if starts == "sensible":
            return J.Starts.sensible()
        raise ValueError(f"starts must be 'random', 'sensible', a Java Starts or a callable, not {starts!r}")
    if isinstance(starts, J.Starts):
        return starts
    if callable(starts):
        fn = starts

        @jpype.JImplements(J.Starts)
        class _PythonStarts:
            @jpype.JOverride
            def start(self, game, seed):
                return fn(game, int(seed))

        return _PythonStarts()
    raise TypeError(f"starts must be 'random', 'sensible', a Java Starts or a callable, not {type(starts).__name__}")


def _view(buffer, dtype, shape) -> np.ndarray:
    """A zero-copy NumPy view of a direct Java buffer (JPype's buffer protocol)."""
    if buffer.capacity() == 0:
        return np.zeros(shape, dtype=dtype)
    a = np.asarray(buffer)
    if np.dtype(dtype) == np.bool_:
        a = a.view(np.bool_)  # the environment writes 0 and 1 bytes
    return a.reshape(shape)


class StrategoVectorEnv:
    """``num_envs`` games of one Stratego game, each with one seat to act, stepped together.

    Every game has exactly one seat to act (``seats_to_act``); :meth:`step` takes one action id per
    game for that seat. Rewards are per seat. A game whose episode ends starts its next episode in
    the same step (same-step autoreset): ``rewards``, ``terminated`` and ``truncated`` then describe
    the episode that ended, while ``seats_to_act``, the observations and the legal actions are the
    new episode's first decision. Episodes start in play: setups come from ``starts``, not from the
    learner.

    Zero copy: ``observations``, ``legal_mask``, ``legal_ids``, ``legal_counts``, ``seats_to_act``,
    ``rewards``, ``terminated`` and ``truncated`` are NumPy views over the buffers the Java
    environment writes; :meth:`step` and :meth:`reset` return those same views (unless
    ``copy=True``), which the next step overwrites. Copy what you keep (``obs.copy()``).

    Args:
        game: a game spec, as ``Games.parse`` reads it: ``"classic"``, ``"barrage"``, any classic
            preset or ruleset spec, ``"lost-island(players=3)"``...
        num_envs: the number of games stepped together.
        seed: the seed of the episodes' starts (reset(seed=...) changes it).
        observations: whether to write the acting seat's observation tensor (off: faster, and the
            observations are an empty ``(num_envs, 0)`` array).
        masks: whether to write the ``(num_envs, num_actions)`` legal mask (the legal ids and
            counts are always written).
        max_plies: an episode is truncated after this many actions (0: never).
        start_pool: draw starts from a pool of this many made once (0: a new start every episode);
            on the classic kernel path a pool makes stepping allocation-free.
        starts: ``"random"`` (uniform setups), ``"sensible"`` (the library's learned setups), a Java
            ``Starts`` or a Python callable, see :func:`make_starts`.
        copy: whether :meth:`reset` and :meth:`step` return copies rather than the live views.
        threads: Java threads stepping the games (default 1: the calling thread alone); the games
            are cut into that many ranges, with the same results. Worth it on free cores and many
            games; :meth:`close` stops them (they are daemons: an unclosed environment does not
            keep the process alive).
        allow_pinned: accept a game pinned to one hidden configuration (a Lost Island spec with
            ``seed=`` or ``layout=``), whose every episode then starts from the same hidden layout
            (default False: such a game raises :class:`PinnedGameError`, as a learner would learn
            that layout by heart; ``seed`` already makes a run replay exactly).

    Raises:
        PinnedGameError: for a pinned game without ``allow_pinned``.
        InvalidStartError: when ``starts`` gives no state, a state of another game, or no state
            in play (also from :meth:`reset` and :meth:`step`, when a game's next episode starts).
    """

    metadata = {"autoreset_mode": "same-step", "render_modes": ["ansi"]}

    def __init__(self, game: str = "classic", num_envs: int = 64, *, seed: int = 0, observations: bool = True,
                 masks: bool = True, max_plies: int = 2000, start_pool: int = 0, starts: StartsLike = "random",
                 copy: bool = False, threads: int = 1, allow_pinned: bool = False):
        J = java()
        self._J = J
        self.game = J.Games.parse(game)
        self.spec = str(self.game.spec())
        self.num_envs = int(num_envs)
        self.writes_observations = bool(observations)
        self.writes_masks = bool(masks)
        self.max_plies = int(max_plies)
        self.start_pool = int(start_pool)
        self.copy = bool(copy)
        self.threads = int(threads)
        self.allow_pinned = bool(allow_pinned)
        self._starts = make_starts(starts)
        self.seat_names = [str(s.name()) for s in self.game.seats()]
        self.num_seats = len(self.seat_names)
        self._seed = int(seed)
        self._seeds = np.random.default_rng(self._seed)  # the seeds of later reset(seed=None) calls
        self._reset_once = False
        self._closed = False
        self._jenv = None
        self._io = None
        self._build(self._seed)

    # -- construction ------------------------------------------------------------------------

    def _build(self, seed: int) -> None:
        """Builds the Java environment for a seed, and buffers and views when the shape changed."""
        J = self._J
        if self._jenv is not None:
            self._jenv.close()  # stops the old environment's worker threads
        self._built_seed = seed
        try:
            self._jenv = (J.VectorEnv.builder(self.game).games(self.num_envs).seed(jpype.JLong(seed))
                          .maxPlies(self.max_plies).startPool(self.start_pool).starts(self._starts)
                          .threads(self.threads).allowPinned(self.allow_pinned).build())
        except J.EnvException as e:
            raise from_java(e) from e
        shape = self._jenv.shape()
        if self._io is not None and self._io.shape().equals(shape):
            return
        self._io = J.EnvBuffers.allocateDirect(shape, self.writes_observations, self.writes_masks)
        g = self.num_envs
        self.observation_size = int(shape.observationSize())
        self.num_actions = int(shape.actions())
        self.max_legal = int(shape.maxLegal())
        io = self._io
        self.actions = _view(io.actions(), np.int32, (g,))
        self.seats_to_act = _view(io.seats(), np.int32, (g,))
        self.observations = _view(io.observations(), np.float32,
                                  (g, self.observation_size if self.writes_observations else 0))
        self.legal_mask = _view(io.masks(), np.bool_, (g, self.num_actions if self.writes_masks else 0))
        self.legal_counts = _view(io.legalCounts(), np.int32, (g,))
        self.legal_ids = _view(io.legalIds(), np.int32, (g, self.max_legal))
        self.rewards = _view(io.rewards(), np.float32, (g, self.num_seats))
        self.terminated = _view(io.terminated(), np.bool_, (g,))
        self.truncated = _view(io.truncated(), np.bool_, (g,))
        self._info = {"seat": self.seats_to_act, "legal_ids": self.legal_ids, "legal_counts": self.legal_counts}
        if self.writes_masks:
            self._info["action_mask"] = self.legal_mask
        # Spaces, Gymnasium's vector names: single_* for one game, the others for the batch.
        self.single_observation_space = Box(0.0, np.inf, (self.observation_size,), np.float32)
        self.observation_space = Box(0.0, np.inf, (g, self.observation_size), np.float32)
        self.single_action_space = Discrete(self.num_actions)
        self.action_space = MultiDiscrete(np.full(g, self.num_actions))
        self._rows = np.arange(g)
        self._reveal_buffer = J.ByteBuffer.allocateDirect(g)
        self._reveal = _view(self._reveal_buffer, np.bool_, (g,))

    @property
    def seed_value(self) -> int:
        """The seed the current episodes were drawn from."""
        return self._seed

    @property
    def on_fast_path(self) -> bool:
        """Whether the Java side runs the game's fast path (the classic family's rules kernel), else
        the contract path."""
        return bool(self._jenv.onFastPath())

    @property
    def on_kernel_path(self) -> bool:
        """The former name of :attr:`on_fast_path`."""
        return self.on_fast_path

    def may_reveal_hidden(self) -> np.ndarray:
        """Per game, whether the legal ids (mask, and the classic observation's planes of forbidden
        moves) of its seat to act may now carry a fact hidden from that seat, because the rules let
        it out: in the classic family, while that seat chases under the more-squares rule (C-6.1,
        C-R7). False promises they depend on nothing hidden. ``(num_envs,)`` bool, one Java call;
        a view overwritten by the next call (copy what you keep)."""
        self._jenv.mayRevealHidden(self._reveal_buffer)
        return self._reveal

    # -- the Gymnasium-like API ---------------------------------------------------------------

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> Tuple[np.ndarray, Dict[str, Any]]:
        """Starts a new episode in every game.

        Args:
            seed: a new seed for the starts. Without one, the first reset plays the constructor's
                seed and every later reset a new seed drawn from it, so a run replays exactly.
            options: unused (Gymnasium's signature).

        Returns:
            ``(observations, info)``; ``info`` holds ``seat`` (the seat to act per game),
            ``legal_ids``, ``legal_counts`` and, with masks, ``action_mask``.
        """
        if self._closed:
            raise RuntimeError("the environment is closed")
        if seed is not None:
            new_seed = int(seed)
            self._seeds = np.random.default_rng(new_seed)
        elif self._reset_once:
            new_seed = int(self._seeds.integers(2 ** 63))
        else:
            new_seed = self._seed
        if new_seed != self._built_seed:
            self._build(new_seed)  # a Java reset replays its build seed's episodes: build anew
        self._seed = new_seed
        self._reset_once = True
        try:
            self._jenv.reset(self._io)
        except self._J.EnvException as e:
            raise from_java(e) from e
        return self._result(self.observations), self._infos()

    def step(self, actions) -> Tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, Dict[str, Any]]:
        """Plays one action id per game for its seat to act.

        Args:
            actions: ``num_envs`` action ids (any integer array-like).

        Returns:
            ``(observations, rewards, terminated, truncated, info)``: observations
            ``(num_envs, observation_size)`` float32 of the seats to act now; rewards
            ``(num_envs, num_seats)`` float32 per seat (+1 winners, -1 the others, 0 on a draw, a
            truncation or while the episode goes on); terminated and truncated ``(num_envs,)`` bool;
            ``info`` as in :meth:`reset`.

        Raises:
            IllegalActionError: for an id out of range or not legal (``reason`` and ``game`` say
                which); nothing was played.
            NotResetError: before the first :meth:`reset`.
        """
        if self._closed:
            raise RuntimeError("the environment is closed")
        a = np.asarray(actions)
        if a.shape != (self.num_envs,) or a.dtype.kind not in "iu":
            raise ValueError(f"actions must be {self.num_envs} integer ids, not an array of shape {a.shape} "
                             f"and dtype {a.dtype}")
        self.actions[:] = a
        try:
            self._jenv.step()
        except self._J.EnvException as e:
            raise from_java(e) from e
        return (self._result(self.observations), self._result(self.rewards), self._result(self.terminated),
                self._result(self.truncated), self._infos())

    def action_masks(self) -> np.ndarray:
        """The legal mask of every game's seat to act, ``(num_envs, num_actions)`` bool (a view).

        The name ``sb3-contrib``'s maskable algorithms look for.
        """
        if not self.writes_masks:
            raise RuntimeError("this environment writes no masks: build it with masks=True, or use legal_ids")
        return self.legal_mask

    def sample_legal_actions(self, rng: Optional[np.random.Generator] = None) -> np.ndarray:
        """One uniformly random legal id per game, picked in NumPy from ``legal_ids``/``legal_counts``."""
        rng = rng if rng is not None else np.random.default_rng()
        pick = (rng.random(self.num_envs) * self.legal_counts).astype(np.int64)
        return self.legal_ids[self._rows, pick]

    def _result(self, a: np.ndarray) -> np.ndarray:
        return a.copy() if self.copy else a

    def _infos(self) -> Dict[str, Any]:
        if not self.copy:
            return self._info
        return {k: v.copy() for k, v in self._info.items()}

    # -- the games themselves -----------------------------------------------------------------

    def state(self, g: int):
        """The Java ``GameState`` of game ``g`` now (full information: referee data, not for a seat)."""
        return self._jenv.state(int(g))

    def episode_length(self, g: int) -> int:
        """The number of actions played in game ``g``'s current episode."""
        return int(self._jenv.episodeLength(int(g)))

    def render(self, g: int = 0, seat: Optional[int] = None) -> str:
        """A text diagram of game ``g``: the public view, or what seat index ``seat`` may see."""
        s = self.state(g)
        view = s.publicView() if seat is None else s.viewFor(self.game.seats().get(int(seat)))
        return str(view.toString())

    def record(self, g: int) -> str:
        """The game record of game ``g``'s current episode (full information, the game's text format)."""
        return str(self.state(g).record())

    def close(self) -> None:
        """Stops the Java environment's worker threads; it cannot be stepped or reset afterwards."""
        if self._jenv is not None:
            self._jenv.close()
            self._closed = True

    def __repr__(self) -> str:
        return (f"StrategoVectorEnv({self.spec!r}, num_envs={self.num_envs}, observation_size={self.observation_size}, "
                f"num_actions={self.num_actions}, max_legal={self.max_legal})")
