"""The batched environment: many games of one Stratego game stepped by one call into Java.

:class:`StrategoVectorEnv` drives the library's ``io.github.strategorules.research.env.VectorEnv``
in-process through JPype. The Java environment writes its results into direct, native-order NIO
buffers; the arrays of this class are NumPy views over those buffers (no copy on either side), so
one :meth:`StrategoVectorEnv.step` costs one Python-to-Java call whatever the number of games.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, NamedTuple, Optional, Sequence, Tuple, Union

import jpype
import numpy as np

from .errors import BadOpponentsError, BadSpecError, from_java
from .jvm import java
from .spaces import Box, Discrete, MultiDiscrete

__all__ = ["StrategoVectorEnv", "ObservationLayout", "make_starts"]

#: Gymnasium's autoreset mode names, and the Java AutoresetMode of each.
_MODES = {"same-step": "SAME_STEP", "next-step": "NEXT_STEP", "disabled": "DISABLED"}


class ObservationLayout(NamedTuple):
    """How an observation is laid out: ``planes`` planes of ``height x width`` values first (plane
    ``k``'s square ``(x, y)`` at ``k * height * width + y * width + x``, row 0 the bottom: rank 1,
    or the viewer's own back rank with ``viewer_relative``), then the scalars. ``obs[:, :planes *
    height * width].reshape(-1, planes, height, width)`` gives a convolution's input."""

    planes: int
    height: int
    width: int
    plane_names: Tuple[str, ...]
    scalar_names: Tuple[str, ...]
    viewer_relative: bool

    @property
    def size(self) -> int:
        """The observation's length: the planes' values and the scalars."""
        return self.planes * self.height * self.width + len(self.scalar_names)

    def planes_of(self, observations: np.ndarray) -> np.ndarray:
        """The planes of ``(n, size)`` observations as an ``(n, planes, height, width)`` view."""
        n = self.planes * self.height * self.width
        return observations[..., :n].reshape(observations.shape[:-1] + (self.planes, self.height, self.width))

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
    game for that seat. Without ``opponents`` every seat is the caller's and rewards are per seat,
    ``(num_envs, num_seats)``. With ``opponents`` (the library's bots, by name) the bots play every
    seat but the learner's inside the Java step: every decision :meth:`step` returns is the
    learner's, and ``rewards`` is the learner's, ``(num_envs,)`` (every seat's stay in
    ``seat_rewards``).

    Autoreset (``autoreset_mode``, Gymnasium's names): ``"same-step"`` (the default) starts the next
    episode in the step that ended one: ``rewards``, ``terminated`` and ``truncated`` describe the
    ended episode, the observations and legal actions the new one's first decision, and ``info``
    holds ``final_obs`` (the final observations, valid where ``_final_obs``) and ``final_info``
    (``episode_length``, ``seat_rewards``; valid where ``_final_info``) in that step only.
    ``"next-step"`` writes the final observation in place (no legal ids) and starts the next
    episode at the next step, whose action for that game is not played; ``"disabled"`` leaves the
    game at its final position until ``reset(options={"reset_mask": mask})`` (its actions are not
    played meanwhile). Episodes start in play from ``starts``, or, with ``setup_episodes``, at the
    setup, the learner placing its pieces as decisions.

    Read-only zero copy: ``observations``, ``legal_mask``, ``legal_ids``, ``legal_counts``,
    ``seats_to_act``, ``rewards``, ``terminated``, ``truncated`` and the final observations are
    read-only NumPy views over the buffers the Java environment writes (``read_only=False`` makes
    them writable, which the environment does not expect); :meth:`step` and :meth:`reset` return
    those same views (unless ``copy=True``), which the next step overwrites. Copy what you keep.
    ``observation_layout`` says how an observation reshapes into planes.

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

        opponents: a bot's name for every seat but the learner's (``"strategist"``,
            ``"heuristic"``, ``"random"``, ``"strategist:50"``...; ``stratego_env.java().Bots``
            lists them), or one name per such seat in seat order.
        learner: the learner's seat index with opponents: one for every game (default 0, RED), or
            one per game (``[g % 2 for g in range(n)]`` plays both colours).
        autoreset_mode: ``"same-step"``, ``"next-step"`` or ``"disabled"`` (see above).
        setup_episodes: episodes start at the setup, the learner placing its pieces (classic: one
            placement id at a time), the opponents as their bots do.
        viewer_relative: observations and action ids in the frame of the seat they are for, its
            own side at the bottom (classic family; Lost Island's observation is viewer-relative
            already and refuses it).
        read_only: whether the returned views are read-only (default True).

    Raises:
        BadSpecError: for a game spec the library cannot read.
        UnknownOpponentError, BadOpponentsError: for an opponent that is not a bot of the game, or
            opponents that do not fit its seats (``game`` is -1: nothing was built).
        NoSeatFrameError: ``viewer_relative`` for a game without seat frames.
        PinnedGameError: for a pinned game without ``allow_pinned``.
        InvalidStartError: when ``starts`` gives no state, a state of another game, or no state
            in play (also from :meth:`reset` and :meth:`step`, when a game's next episode starts).
    """

    metadata = {"autoreset_mode": "same-step", "render_modes": ["ansi"]}

    def __init__(self, game: str = "classic", num_envs: int = 64, *, seed: int = 0, observations: bool = True,
                 masks: bool = True, max_plies: int = 2000, start_pool: int = 0, starts: StartsLike = "random",
                 copy: bool = False, threads: int = 1, allow_pinned: bool = False,
                 opponents: Union[None, str, Sequence[str]] = None, learner: Union[int, Sequence[int]] = 0,
                 autoreset_mode: str = "same-step", setup_episodes: bool = False, viewer_relative: bool = False,
                 read_only: bool = True):
        J = java()
        self._J = J
        try:
            self.game = J.Games.parse(game)
        except jpype.JException as e:
            raise BadSpecError(f"game spec {game!r}: {e.getMessage()}", "BAD_SPEC", -1) from e
        if autoreset_mode not in _MODES:
            raise ValueError(f"autoreset_mode must be one of {sorted(_MODES)}, not {autoreset_mode!r}")
        self.autoreset_mode = autoreset_mode
        self.metadata = dict(StrategoVectorEnv.metadata, autoreset_mode=autoreset_mode)
        if isinstance(opponents, str):
            opponents = [opponents]
        if opponents is not None and not all(isinstance(o, str) for o in opponents):
            raise TypeError("opponents must be a bot's name or one name per seat besides the learner's")
        self.opponents = None if opponents is None else list(opponents)
        self.learner = [int(x) for x in learner] if isinstance(learner, (list, tuple, np.ndarray)) else int(learner)
        self.setup_episodes = bool(setup_episodes)
        self.viewer_relative = bool(viewer_relative)
        self.read_only = bool(read_only)
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
            b = (J.VectorEnv.builder(self.game).games(self.num_envs).seed(jpype.JLong(seed))
                 .maxPlies(self.max_plies).startPool(self.start_pool).starts(self._starts)
                 .threads(self.threads).allowPinned(self.allow_pinned)
                 .autoreset(J.AutoresetMode.valueOf(_MODES[self.autoreset_mode]))
                 .setupEpisodes(self.setup_episodes).seatFrame(self.viewer_relative))
            if self.opponents is not None:
                b = b.opponents(jpype.JArray(jpype.JString)(self.opponents))
                learners = self.learner if isinstance(self.learner, list) else [self.learner]
                b = b.learners(jpype.JArray(jpype.JInt)(learners))
            elif self.learner != 0:
                raise BadOpponentsError("learner: a learner's seat needs opponents", "BAD_OPPONENTS", -1)
            self._jenv = b.build()
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
        self.seat_rewards = _view(io.rewards(), np.float32, (g, self.num_seats))
        self.learner_rewards = _view(io.learnerRewards(), np.float32, (g,))
        # With opponents the learner's reward alone, (num_envs,); else every seat's.
        self.rewards = self.learner_rewards if self.opponents is not None else self.seat_rewards
        self.terminated = _view(io.terminated(), np.bool_, (g,))
        self.truncated = _view(io.truncated(), np.bool_, (g,))
        self.episode_lengths = _view(io.lengths(), np.int32, (g,))
        self.final_observations = _view(io.finalObservations(), np.float32,
                                        (g, self.observation_size if self.writes_observations else 0))
        self._ended = np.zeros(g, dtype=np.bool_)
        self._waiting = np.zeros(g, dtype=np.bool_)  # ended games that wait for a reset (disabled)
        if self.read_only:
            for a in (self.seats_to_act, self.observations, self.legal_mask, self.legal_counts, self.legal_ids,
                      self.seat_rewards, self.learner_rewards, self.terminated, self.truncated,
                      self.episode_lengths, self.final_observations):
                a.flags.writeable = False
            self._ended.flags.writeable = False
        self._final_info = {"episode_length": self.episode_lengths, "_episode_length": self._ended,
                            "seat_rewards": self.seat_rewards, "_seat_rewards": self._ended}
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
        self._mask_buffer = J.ByteBuffer.allocateDirect(g)
        self._mask_bytes = _view(self._mask_buffer, np.bool_, (g,))
        self._obs_array = jpype.JArray(jpype.JFloat)(max(1, self.observation_size))
        layout = self._jenv.observationLayout()
        self.observation_layout = ObservationLayout(
            int(layout.planes()), int(layout.height()), int(layout.width()),
            tuple(str(n) for n in layout.planeNames()), tuple(str(n) for n in layout.scalarNames()),
            self.viewer_relative)

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
            options: ``{"reset_mask": mask}`` (Gymnasium's partial reset, for
                ``autoreset_mode="disabled"``): start the next episode of the games the
                ``(num_envs,)`` bool mask names only, drawn as an autoreset would (no seed then).

        Returns:
            ``(observations, info)``; ``info`` holds ``seat`` (the seat to act per game),
            ``legal_ids``, ``legal_counts`` and, with masks, ``action_mask``.
        """
        if self._closed:
            raise RuntimeError("the environment is closed")
        if options and "reset_mask" in options:
            return self._reset_some(options["reset_mask"], seed)
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
        self._waiting[:] = False
        self._np_ended(False)
        return self._result(self.observations), self._infos(False)

    def _reset_some(self, mask, seed) -> Tuple[np.ndarray, Dict[str, Any]]:
        if seed is not None:
            raise ValueError("reset(seed=...) with a reset_mask: a partial reset draws as an autoreset does")
        m = np.asarray(mask, dtype=np.bool_)
        if m.shape != (self.num_envs,):
            raise ValueError(f"reset_mask must be {self.num_envs} bools, not an array of shape {m.shape}")
        self._mask_bytes[:] = m
        try:
            self._jenv.reset(self._mask_buffer)
        except self._J.EnvException as e:
            raise from_java(e) from e
        self._waiting &= ~m
        self._np_ended(False)
        return self._result(self.observations), self._infos(False)

    def _np_ended(self, stepped: bool) -> bool:
        """Sets the ended mask (terminated or truncated) in place; whether any game ended."""
        e = self._ended
        e.flags.writeable = True
        if stepped:
            np.logical_or(self.terminated, self.truncated, out=e)
        else:
            e[:] = False
        e.flags.writeable = not self.read_only
        return stepped and bool(e.any())

    def step(self, actions) -> Tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, Dict[str, Any]]:
        """Plays one action id per game for its seat to act.

        Args:
            actions: ``num_envs`` action ids (any integer array-like).

        Returns:
            ``(observations, rewards, terminated, truncated, info)``: observations
            ``(num_envs, observation_size)`` float32 of the seats to act now; rewards
            ``(num_envs, num_seats)`` float32 per seat, or ``(num_envs,)`` the learner's with
            opponents (+1 a winner, -1 the others, 0 on a draw, a truncation or while the episode
            goes on); terminated and truncated ``(num_envs,)`` bool; ``info`` as in :meth:`reset`,
            with ``final_obs`` and ``final_info`` when an episode ended (same-step autoreset).

        Raises:
            IllegalActionError: for an id out of range or not legal (``reason`` and ``game`` say
                which); nothing was played.
            NotResetError: before the first :meth:`reset`.
            OpponentFailedError: when an opponent's bot failed (reset the environment).
        """
        if self._closed:
            raise RuntimeError("the environment is closed")
        a = np.asarray(actions)
        if a.shape != (self.num_envs,) or a.dtype.kind not in "iu":
            raise ValueError(f"actions must be {self.num_envs} integer ids, not an array of shape {a.shape} "
                             f"and dtype {a.dtype}")
        self.actions[:] = a
        if self.autoreset_mode == "disabled":
            self.actions[self._waiting] = -1  # not played: the game waits for reset(options=...)
        try:
            self._jenv.step()
        except self._J.EnvException as e:
            raise from_java(e) from e
        ended = self._np_ended(True)
        if self.autoreset_mode == "disabled":
            self._waiting |= self._ended
        return (self._result(self.observations), self._result(self.rewards), self._result(self.terminated),
                self._result(self.truncated), self._infos(ended))

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

    def _infos(self, ended: bool) -> Dict[str, Any]:
        info = self._info
        # Gymnasium's same-step convention: final_obs and final_info (with their "_" masks) only in
        # a step that ended an episode; in the other modes the observation itself is the final one.
        if ended and self.autoreset_mode == "same-step":
            info["final_obs"] = self.final_observations
            info["_final_obs"] = self._ended
            info["final_info"] = self._final_info
            info["_final_info"] = self._ended
        elif "final_obs" in info:
            for k in ("final_obs", "_final_obs", "final_info", "_final_info"):
                del info[k]
        if not self.copy:
            return info
        return {k: ({j: w.copy() for j, w in v.items()} if isinstance(v, dict) else v.copy())
                for k, v in info.items()}

    # -- the games themselves -----------------------------------------------------------------

    def state(self, g: int):
        """The Java ``GameState`` of game ``g`` now (full information: referee data, not for a seat)."""
        return self._jenv.state(int(g))

    def final_state(self, g: int):
        """The Java ``GameState`` of game ``g``'s last episode that ended, at its final position, or
        ``None`` before any ended (full information: for rendering and records, not for a seat)."""
        s = self._jenv.finalState(int(g))
        return s.get() if s.isPresent() else None

    def observe(self, g: int, seat: int) -> np.ndarray:
        """Seat index ``seat``'s observation of game ``g`` as it stands (a new array), made from what
        that seat may know only, in its own frame with ``viewer_relative``: what a multi-agent loop
        observes of a seat that is not to act (the final position of an episode that ended and
        waits, under ``next-step`` and ``disabled``)."""
        if not self.writes_observations or self.observation_size == 0:
            raise RuntimeError("this environment writes no observations: build it with observations=True")
        self._jenv.observe(int(g), int(seat), self._obs_array)
        return np.array(self._obs_array, dtype=np.float32)

    def learner_seat(self, g: int) -> int:
        """Game ``g``'s learner seat index with opponents (-1 without)."""
        return int(self._jenv.learnerSeat(int(g)))

    def episode_length(self, g: int) -> int:
        """The number of actions played in game ``g``'s current episode."""
        return int(self._jenv.episodeLength(int(g)))

    def render(self, g: int = 0, seat: Optional[int] = None) -> str:
        """A text diagram of game ``g``: the public view, or what seat index ``seat`` may see."""
        J = self._J
        who = J.Optional.empty() if seat is None else J.Optional.of(self.game.seats().get(int(seat)))
        return str(self._jenv.view(int(g), who).toString())

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
