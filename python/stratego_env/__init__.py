"""Stratego environments for reinforcement learning from Python, on the stratego-rules library.

The library (Java) runs in-process through JPype; observations, legal masks and rewards are NumPy
views over the Java environment's direct buffers. Two environments:

* :class:`StrategoVectorEnv`: many games stepped by one call, Gymnasium's vector API in shape;
* :class:`StrategoAECEnv`: one game, PettingZoo's AEC API in shape (``stratego_env.env(...)``);

and :func:`evaluate`, a policy against one of the library's bots with 95% intervals.

See ``python/README.md`` for a quickstart and how to wrap them for Gymnasium and PettingZoo.
"""

from .aec import StrategoAECEnv, env
from .errors import (BadOpponentsError, BadSpecError, EpisodeEndedError, IllegalActionError, InvalidStartError,
                     NoSeatFrameError, NotResetError, OpponentFailedError, PinnedGameError, StrategoEnvError,
                     UnknownOpponentError)
from .evaluate import Evaluation, evaluate
from .jvm import find_jar, java, start_jvm
from .spaces import Box, Discrete, MultiDiscrete
from .vector import ObservationLayout, StrategoVectorEnv, make_starts

__all__ = [
    "StrategoVectorEnv", "StrategoAECEnv", "env", "make_starts", "ObservationLayout", "evaluate", "Evaluation",
    "StrategoEnvError", "IllegalActionError", "NotResetError", "InvalidStartError", "PinnedGameError",
    "UnknownOpponentError", "BadOpponentsError", "OpponentFailedError", "EpisodeEndedError", "NoSeatFrameError",
    "BadSpecError",
    "start_jvm", "find_jar", "java",
    "Box", "Discrete", "MultiDiscrete",
]

__version__ = "0.1.0"
