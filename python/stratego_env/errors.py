"""Python exceptions for the Java environment's refusals (``EnvException``)."""

from __future__ import annotations

__all__ = ["StrategoEnvError", "IllegalActionError", "NotResetError"]


class StrategoEnvError(Exception):
    """An action or call the Java ``VectorEnv`` refused; nothing was played.

    Attributes:
        reason: the Java ``EnvException.Reason`` name: ``"ACTION_OUT_OF_RANGE"``,
            ``"ACTION_NOT_LEGAL"`` or ``"NOT_RESET"``.
        game: the index of the game whose action was refused, or -1.
    """

    def __init__(self, message: str, reason: str, game: int):
        super().__init__(message)
        self.reason = reason
        self.game = game


class IllegalActionError(StrategoEnvError, ValueError):
    """An action id out of range or not legal for the seat to act (reason says which)."""


class NotResetError(StrategoEnvError, RuntimeError):
    """The environment was stepped before its first reset."""


def from_java(e) -> StrategoEnvError:
    """The Python exception for a Java ``EnvException``."""
    reason = str(e.reason().name())
    cls = NotResetError if reason == "NOT_RESET" else IllegalActionError
    return cls(str(e.getMessage()), reason, int(e.game()))
