"""One game as a multi-agent, turn-based environment shaped like PettingZoo's AEC API.

:class:`StrategoAECEnv` follows ``pettingzoo.AECEnv``'s attributes and protocol (``agents``,
``agent_selection``, ``observe``, ``step``, ``last``, ``rewards``, ``_cumulative_rewards``,
``terminations``, ``truncations``, ``infos``, dead steps after the end) without importing
PettingZoo. Only ``agent_selection`` acts; it is always the seat the rules wait for.

The Java ``VectorEnv`` (one game, autoreset disabled) referees: it checks every action, ends and
rewards episodes, writes the acting seat's observation and legal mask, observes any seat at any
time from what that seat may know only (``observe(g, seat)``) and keeps the final position after
the end, for observing, rendering and the record. This class keeps no game state of its own.
"""

from __future__ import annotations

from typing import Any, Dict, Iterator, List, Optional

import numpy as np

from .spaces import Box, Discrete
from .vector import StartsLike, StrategoVectorEnv

__all__ = ["StrategoAECEnv", "env"]


class StrategoAECEnv:
    """A Stratego game (classic family or Lost Island, 2 to 4 seats) for PettingZoo-style agents.

    Agents are the seat names in lower case (``"red"``, ``"blue"``, then ``"green"``,
    ``"yellow"`` in Lost Island), in the game's seat order. Observations are float32 tensors
    (``observation_space(agent)``), actions the library's action ids (``action_space(agent)``);
    ``infos[agent]["action_mask"]`` (and :meth:`action_mask`) is the int8 legal mask of the agent
    to act, all zeros for the others.

    Args:
        game: a game spec (``"classic"``, ``"barrage"``, ``"lost-island(players=4)"``...).
        seed: the seed of the first episode (``reset(seed=...)`` overrides it).
        max_plies: the episode is truncated after this many actions (0: never).
        starts: ``"random"``, ``"sensible"``, a Java ``Starts`` or a callable (see
            :func:`stratego_env.make_starts`).
        render_mode: ``None``, ``"ansi"`` (``render()`` returns the text) or ``"human"`` (it also
            prints it).
        viewer_relative: each agent observes (and names its actions) from its own side (classic
            family).
        setup_episodes: episodes start at the setup, the agents placing their pieces as actions.
    """

    metadata = {"name": "stratego_v0", "render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(self, game: str = "classic", *, seed: int = 0, max_plies: int = 2000,
                 starts: StartsLike = "random", render_mode: Optional[str] = None, viewer_relative: bool = False,
                 setup_episodes: bool = False):
        if render_mode not in (None, "ansi", "human"):
            raise ValueError(f"render_mode must be None, 'ansi' or 'human', not {render_mode!r}")
        self.render_mode = render_mode
        self._venv = StrategoVectorEnv(game, 1, seed=seed, observations=True, masks=True, max_plies=max_plies,
                                       starts=starts, autoreset_mode="disabled", viewer_relative=viewer_relative,
                                       setup_episodes=setup_episodes)
        J = self._venv._J
        self._J = J
        self._game = self._venv.game
        self._seats = list(self._game.seats())
        self.possible_agents: List[str] = [n.lower() for n in self._venv.seat_names]
        self._index = {a: i for i, a in enumerate(self.possible_agents)}
        n, size = self._venv.num_actions, self._venv.observation_size
        self.observation_spaces = {a: Box(0.0, np.inf, (size,), np.float32) for a in self.possible_agents}
        self.action_spaces = {a: Discrete(n) for a in self.possible_agents}
        self._no_mask = np.zeros(n, dtype=np.int8)
        self._no_mask.flags.writeable = False
        self.agents: List[str] = []

    # -- PettingZoo's descriptors -------------------------------------------------------------

    def observation_space(self, agent: str) -> Box:
        """The observation tensor's space of an agent."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Discrete:
        """The action ids of an agent."""
        return self.action_spaces[agent]

    @property
    def num_agents(self) -> int:
        """The agents still in the episode."""
        return len(self.agents)

    @property
    def max_num_agents(self) -> int:
        """The number of seats."""
        return len(self.possible_agents)

    @property
    def game_spec(self) -> str:
        """The game's spec, as ``Games.parse`` reads it."""
        return self._venv.spec

    # -- the episode --------------------------------------------------------------------------

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        """Starts an episode: a new seed's, or, without one, the next of the current seed's sequence."""
        self._venv.reset(seed=seed)
        self._over = False
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: Dict[str, Dict[str, Any]] = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self._select()

    def _select(self) -> None:
        """Selects the agent to act from the Java environment's buffers and sets every agent's mask."""
        self.agent_selection = self.possible_agents[int(self._venv.seats_to_act[0])]
        for a in self.agents:
            self.infos[a]["action_mask"] = self._no_mask
        self.infos[self.agent_selection]["action_mask"] = self._venv.legal_mask[0].view(np.int8).copy()

    def step(self, action: Optional[int]) -> None:
        """Plays ``agent_selection``'s action id; after the end, ``None`` removes a finished agent.

        Raises:
            IllegalActionError: for an id out of range or not legal (nothing was played).
            ValueError: for an action other than ``None`` from a finished agent, or ``None`` from
                an agent still playing.
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to act: None is only for agents whose episode ended")
        self._venv.step(np.array([int(action)], dtype=np.int32))  # refuses before playing anything
        self._cumulative_rewards[agent] = 0.0
        r = self._venv.rewards[0]
        self.rewards = {a: float(r[k]) for k, a in enumerate(self.possible_agents) if a in self.rewards}
        terminated, truncated = bool(self._venv.terminated[0]), bool(self._venv.truncated[0])
        if terminated or truncated:
            # The Java game stays at its final position (autoreset disabled) until the next reset.
            self._over = True
            for a in self.agents:
                self.terminations[a] = terminated
                self.truncations[a] = truncated
                self.infos[a]["action_mask"] = self._no_mask
            self.agent_selection = self.agents[(self.agents.index(agent) + 1) % len(self.agents)]
        else:
            self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _accumulate_rewards(self) -> None:
        for a, r in self.rewards.items():
            self._cumulative_rewards[a] += r

    def _clear_rewards(self) -> None:
        for a in self.rewards:
            self.rewards[a] = 0.0

    def _was_dead_step(self, action) -> None:
        """PettingZoo's removal of a finished agent (``AECEnv._was_dead_step``)."""
        if action is not None:
            raise ValueError("when an agent is dead, the only valid action is None")
        agent = self.agent_selection
        del self.terminations[agent], self.truncations[agent], self.rewards[agent]
        del self._cumulative_rewards[agent], self.infos[agent]
        self.agents.remove(agent)
        dead = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
        if dead:
            if self._skip_agent_selection is None:
                self._skip_agent_selection = self.agent_selection
            self.agent_selection = dead[0]
        else:
            if self._skip_agent_selection is not None:
                self.agent_selection = self._skip_agent_selection
            self._skip_agent_selection = None
        self._clear_rewards()

    # -- observing ----------------------------------------------------------------------------

    def observe(self, agent: str) -> np.ndarray:
        """What ``agent`` observes now (a new array), from what it may know only: the Java
        environment's buffer for the agent to act during play, else ``observe(0, seat)``."""
        if not self._over and agent == self.agent_selection:
            return self._venv.observations[0].copy()
        return self._venv.observe(0, self._index[agent])

    def action_mask(self, agent: str) -> np.ndarray:
        """The int8 legal mask of ``agent`` (zeros unless it is to act)."""
        return self.infos[agent]["action_mask"]

    def last(self, observe: bool = True):
        """``(observation, cumulative reward, terminated, truncated, info)`` of ``agent_selection``."""
        agent = self.agent_selection
        obs = self.observe(agent) if observe else None
        return (obs, self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent],
                self.infos[agent])

    def agent_iter(self, max_iter: int = 2 ** 63) -> Iterator[str]:
        """The agents to act, one per step, until every agent has left (``AECEnv.agent_iter``)."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    # -- the game itself ----------------------------------------------------------------------

    def render(self) -> str:
        """The public view of the position as text (nothing hidden from any seat)."""
        text = self._venv.render(0)
        if self.render_mode == "human":
            print(text)
        return text

    def render_for(self, agent: str) -> str:
        """What one agent sees of the position, as text."""
        return self._venv.render(0, self._index[agent])

    def game_state(self):
        """The Java ``GameState`` now (full information, referee data: never give it to an agent)."""
        return self._venv.state(0)

    def record(self) -> str:
        """The episode's game record (full information, the game's text format)."""
        return str(self._venv.state(0).record())

    def close(self) -> None:
        """Releases the Java environment."""
        self._venv.close()

    def __str__(self) -> str:
        return f"StrategoAECEnv({self.game_spec!r})"


def env(game: str = "classic", **kwargs) -> StrategoAECEnv:
    """PettingZoo's customary constructor name: ``stratego_env.env("barrage")``."""
    return StrategoAECEnv(game, **kwargs)
