"""Python exceptions for the Java environment's refusals (``EnvException``)."""

from __future__ import annotations

__all__ = ["StrategoEnvError", "IllegalActionError", "NotResetError", "InvalidStartError", "PinnedGameError",
           "UnknownOpponentError", "BadOpponentsError", "OpponentFailedError", "EpisodeEndedError",
           "NoSeatFrameError", "BadSpecError"]


class StrategoEnvError(Exception):
    """An action or call the Java ``VectorEnv`` refused; nothing was played.

    Attributes:
        reason: the Java ``EnvException.Reason`` name: ``"ACTION_OUT_OF_RANGE"``,
            ``"ACTION_NOT_LEGAL"``, ``"NOT_RESET"``, ``"INVALID_START"``, ``"PINNED_GAME"``,
            ``"UNKNOWN_OPPONENT"``, ``"BAD_OPPONENTS"``, ``"OPPONENT_FAILED"``, ``"EPISODE_ENDED"``
            or ``"NO_SEAT_FRAME"``; ``"BAD_SPEC"`` for a game spec the library cannot read.
        game: the index of the game whose action or start was refused, or -1 (the whole
            environment: the start pool, a pinned game, the opponents, a spec, a step before the
            first reset).
    """

    def __init__(self, message: str, reason: str, game: int):
        super().__init__(message)
        self.reason = reason
        self.game = game


class IllegalActionError(StrategoEnvError, ValueError):
    """An action id out of range or not legal for the seat to act (reason says which)."""


class NotResetError(StrategoEnvError, RuntimeError):
    """The environment was stepped before its first reset."""


class InvalidStartError(StrategoEnvError, ValueError):
    """The starts gave no state (``None``), a state of another game, or no state in play; ``game``
    names the game whose episode it was for (-1: the start pool)."""


class PinnedGameError(StrategoEnvError, ValueError):
    """The game is pinned to one hidden configuration (a Lost Island spec with ``seed=`` or
    ``layout=``), which every episode would replay: give the public spec, or ``allow_pinned=True``."""


class UnknownOpponentError(StrategoEnvError, ValueError):
    """An opponent's name is not a bot of the game; the message lists the game's bots."""


class BadOpponentsError(StrategoEnvError, ValueError):
    """The opponents do not fit the game: not one name per seat besides the learner's (or one for
    them all), or a learner's seat that is not a seat of the game."""


class OpponentFailedError(StrategoEnvError, RuntimeError):
    """An opponent's bot failed inside a step (``game`` says where): reset the environment."""


class EpisodeEndedError(IllegalActionError):
    """Under ``autoreset_mode="disabled"``, an action for a game whose episode ended: reset it first."""


class NoSeatFrameError(StrategoEnvError, ValueError):
    """``viewer_relative=True`` for a game whose kit has no seat frame (Lost Island's observation
    is relative to the viewer already)."""


class BadSpecError(StrategoEnvError, ValueError):
    """A game spec the library cannot read (``Games.parse``'s message says why)."""


_CLASSES = {
    "ACTION_OUT_OF_RANGE": IllegalActionError,
    "ACTION_NOT_LEGAL": IllegalActionError,
    "NOT_RESET": NotResetError,
    "INVALID_START": InvalidStartError,
    "PINNED_GAME": PinnedGameError,
    "UNKNOWN_OPPONENT": UnknownOpponentError,
    "BAD_OPPONENTS": BadOpponentsError,
    "OPPONENT_FAILED": OpponentFailedError,
    "EPISODE_ENDED": EpisodeEndedError,
    "NO_SEAT_FRAME": NoSeatFrameError,
}


def from_java(e) -> StrategoEnvError:
    """The Python exception for a Java ``EnvException``."""
    reason = str(e.reason().name())
    cls = _CLASSES.get(reason, StrategoEnvError)
    return cls(str(e.getMessage()), reason, int(e.game()))
