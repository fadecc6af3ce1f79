"""Python exceptions for the Java environment's refusals (``EnvException``)."""

from __future__ import annotations

__all__ = ["StrategoEnvError", "IllegalActionError", "NotResetError", "InvalidStartError", "PinnedGameError"]


class StrategoEnvError(Exception):
    """An action or call the Java ``VectorEnv`` refused; nothing was played.

    Attributes:
        reason: the Java ``EnvException.Reason`` name: ``"ACTION_OUT_OF_RANGE"``,
            ``"ACTION_NOT_LEGAL"``, ``"NOT_RESET"``, ``"INVALID_START"`` or ``"PINNED_GAME"``.
        game: the index of the game whose action or start was refused, or -1 (the start pool, a
            pinned game, a step before the first reset).
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


_CLASSES = {
    "ACTION_OUT_OF_RANGE": IllegalActionError,
    "ACTION_NOT_LEGAL": IllegalActionError,
    "NOT_RESET": NotResetError,
    "INVALID_START": InvalidStartError,
    "PINNED_GAME": PinnedGameError,
}


def from_java(e) -> StrategoEnvError:
    """The Python exception for a Java ``EnvException``."""
    reason = str(e.reason().name())
    cls = _CLASSES.get(reason, StrategoEnvError)
    return cls(str(e.getMessage()), reason, int(e.game()))
