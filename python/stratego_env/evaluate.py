"""A policy against one of the library's bots: win, draw and loss rates with 95% intervals."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Dict

import numpy as np

from .jvm import java
from .vector import StrategoVectorEnv

__all__ = ["Evaluation", "evaluate"]

Policy = Callable[[np.ndarray, Dict[str, Any]], Any]


@dataclass(frozen=True)
class Evaluation:
    """The result of :func:`evaluate`, from the policy's side.

    ``win_rate``, ``draw_rate``, ``loss_rate`` and ``score`` (a win 1, a draw 1/2) are ``(value,
    low, high)``: the estimate and its 95% Wilson score interval, the Java arena's statistics
    (``Interval.wilson``); ``elo`` is the Elo difference of the score and its interval's ends
    (``Interval.eloOf``, infinite at 0 and 1). An episode cut at ``max_plies`` counts as a draw, as
    in the arena; ``truncated`` says how many were.
    """

    opponent: str
    games: int
    wins: int
    draws: int
    losses: int
    truncated: int
    win_rate: tuple
    draw_rate: tuple
    loss_rate: tuple
    score: tuple
    elo: tuple

    def __str__(self) -> str:
        def t(i):
            return f"{i[0]:.3f} [{i[1]:.3f}, {i[2]:.3f}]"
        return (f"vs {self.opponent}: {self.games} games, {self.wins} won, {self.draws} drawn, {self.losses} lost; "
                f"win rate {t(self.win_rate)}, score {t(self.score)}")


def _interval(i) -> tuple:
    return (float(i.value()), float(i.low()), float(i.high()))


def evaluate(policy: Policy, opponent: str = "strategist", games: int = 100, *, game: str = "classic",
             num_envs: int = 32, seed: int = 0, max_plies: int = 2000, **env_kwargs) -> Evaluation:
    """Plays ``games`` episodes of ``policy`` against the bot ``opponent`` and counts the outcomes.

    The policy plays every seat in turn (game ``g`` of the batch seats it at ``g % seats``), each
    environment slot a fixed share of the episodes (so short episodes are not over-counted), with
    ``autoreset_mode="disabled"``; the opponent plays inside the Java step.

    Args:
        policy: ``policy(observations, info) -> actions``: one legal id per game of the batch, from
            the ``(num_envs, observation_size)`` observations and the info dict (``action_mask``,
            ``legal_ids``, ``legal_counts``) of :class:`StrategoVectorEnv`. A game whose episode
            ended waits with no legal ids (a count of 0); its entry is not read.
        opponent: a bot's name (``"strategist"``, ``"heuristic"``, ``"random"``...), or one per seat
            besides the policy's as ``"a,b,c"``.
        games: the number of episodes, at least 1.
        game: the game spec.
        num_envs: games stepped together (at most ``games``).
        seed: the seed of the starts.
        max_plies: the ply cap of an episode (a cut episode is a draw).
        env_kwargs: more :class:`StrategoVectorEnv` options (``viewer_relative``, ``starts``...).

    Returns:
        the :class:`Evaluation`.

    Raises:
        UnknownOpponentError, BadOpponentsError: for an opponent the game does not have.
    """
    games = int(games)
    if games < 1:
        raise ValueError("evaluate: at least one game")
    n = max(1, min(int(num_envs), games))
    opponents = [o.strip() for o in opponent.split(",")]
    seats = int(java().Games.parse(game).seats().size())
    env = StrategoVectorEnv(game, n, seed=seed, max_plies=max_plies, opponents=opponents,
                            learner=[g % seats for g in range(n)], autoreset_mode="disabled", **env_kwargs)
    try:
        quota = np.array([games // n + (1 if g < games % n else 0) for g in range(n)])
        played = np.zeros(n, dtype=np.int64)
        wins = draws = losses = truncated = 0
        obs, info = env.reset()
        while (played < quota).any():
            actions = np.asarray(policy(obs, info), dtype=np.int32)
            obs, rewards, term, trunc, info = env.step(actions)
            ended = np.flatnonzero((term | trunc) & (played < quota))
            for g in ended:
                played[g] += 1
                if trunc[g]:
                    truncated += 1
                    draws += 1
                elif rewards[g] > 0:
                    wins += 1
                elif rewards[g] < 0:
                    losses += 1
                else:
                    draws += 1
            again = (term | trunc) & (played < quota)
            if again.any():
                obs, info = env.reset(options={"reset_mask": again})
    finally:
        env.close()
    J = java()
    score = J.Interval.wilson(wins + 0.5 * draws, games)
    return Evaluation(", ".join(opponents), games, wins, draws, losses, truncated,
                      _interval(J.Interval.wilson(float(wins), games)), _interval(J.Interval.wilson(float(draws), games)),
                      _interval(J.Interval.wilson(float(losses), games)), _interval(score),
                      _interval(J.Interval.eloOf(score)))
