"""Starting the Java virtual machine that runs the stratego-rules library in-process (JPype).

The library is one shaded jar, ``stratego.jar``, built by the repository's Maven reactor
(``./mvnw -q package -pl examples -am -DskipTests`` writes ``examples/target/stratego.jar``). It is
found, in this order, from the ``jar`` argument of :func:`start_jvm`, the environment variable
``STRATEGO_JAR``, or ``examples/target/stratego.jar`` relative to this package in a clone of the
repository.

JPype starts one JVM per Python process, and it cannot be restarted: :func:`start_jvm` starts it
the first time it is called (every environment calls it) and does nothing later.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from types import SimpleNamespace
from typing import Iterable, Optional, Sequence

import jpype

__all__ = ["find_jar", "start_jvm", "java"]

#: JPype 1.4.1 (Debian's python3-jpype) needs its own support jar on the class path it starts the
#: JVM with, or the start fails with ClassNotFoundException: org.jpype.classloader.DynamicClassLoader.
JPYPE_SUPPORT_JARS = ("/usr/share/java/org.jpype.jar",)

_PACKAGE = "io.github.strategorules."
_lock = threading.Lock()
_classes: Optional[SimpleNamespace] = None


def find_jar(jar: Optional[os.PathLike | str] = None) -> Path:
    """The library jar: ``jar`` if given, else ``$STRATEGO_JAR``, else the clone's build output.

    Raises:
        FileNotFoundError: when the jar does not exist, with the command that builds it.
    """
    if jar is None:
        jar = os.environ.get("STRATEGO_JAR") or Path(__file__).resolve().parents[2] / "examples" / "target" / "stratego.jar"
    path = Path(jar)
    if not path.is_file():
        raise FileNotFoundError(
            f"stratego.jar not found at {path}: build it in the repository with "
            "'./mvnw -q package -pl examples -am -DskipTests', or set STRATEGO_JAR to its path")
    return path


def start_jvm(jar: Optional[os.PathLike | str] = None, *, classpath: Iterable[str] = (),
              jvm_args: Sequence[str] = ()) -> None:
    """Starts the JVM with the library jar once per process; later calls do nothing.

    Args:
        jar: the library jar (default: see :func:`find_jar`).
        classpath: more class path entries (your own Java classes, say).
        jvm_args: JVM options such as ``"-Xmx2g"``.

    Raises:
        FileNotFoundError: when the library jar cannot be found.
        RuntimeError: when a JVM was started elsewhere without the library on its class path.
    """
    with _lock:
        if jpype.isJVMStarted():
            try:
                jpype.JClass(_PACKAGE + "research.env.VectorEnv")
            except Exception as e:  # a JVM started by other code, without the library
                raise RuntimeError("a JVM is already running without stratego.jar on its class path") from e
            return
        cp = [str(find_jar(jar))]
        cp += [j for j in JPYPE_SUPPORT_JARS if os.path.isfile(j)]
        cp += [str(c) for c in classpath]
        jpype.startJVM(*jvm_args, classpath=cp, convertStrings=False)


def java() -> SimpleNamespace:
    """The Java classes the package uses, loaded once (starting the JVM when needed).

    Java's ``io.github`` packages clash with Python's ``io`` module under ``import jpype.imports``,
    so they are reached through :func:`jpype.JClass` and collected here.
    """
    global _classes
    if _classes is None:
        start_jvm()
        c = lambda name: jpype.JClass(_PACKAGE + name)  # noqa: E731
        _classes = SimpleNamespace(
            Games=c("core.game.Games"),
            Seat=c("core.game.Seat"),
            ClassicState=c("core.ClassicState"),
            Setup=c("core.Setup"),
            PieceType=c("core.board.PieceType"),
            Square=c("core.board.Square"),
            VectorEnv=c("research.env.VectorEnv"),
            EnvBuffers=c("research.env.EnvBuffers"),
            EnvException=c("research.env.EnvException"),
            ByteBuffer=jpype.JClass("java.nio.ByteBuffer"),
            Starts=c("research.env.Starts"),
            Research=c("research.Research"),
            Transcript=c("research.Transcript"),
            Transcripts=c("research.Transcripts"),
            Referee=c("core.referee.Referee"),
        )
    return _classes
