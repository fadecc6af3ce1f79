"""Starting the Java virtual machine that runs the stratego-rules library in-process (JPype).

The library is one shaded jar, ``stratego.jar``, built by the repository's Maven reactor
(``./mvnw -q package -pl examples -am -DskipTests`` writes ``examples/target/stratego.jar``). It is
found, in this order, from the ``jar`` argument of :func:`start_jvm`, the environment variable
``STRATEGO_JAR``, or ``examples/target/stratego.jar`` relative to this package in a clone of the
repository.

JPype starts one JVM per Python process, and it cannot be restarted: :func:`start_jvm` starts it
the first time it is called (every environment calls it) and does nothing later.

Exiting (issue 55): the JVM is started with ``-Xrs`` and without JPype's ^C handler, so signals stay
Python's: Ctrl-C raises ``KeyboardInterrupt`` and SIGTERM ends the process as in any Python program
(before, the JVM's handlers stopped the JVM under a running loop, which then failed with
``JVMNotRunning``). At the interpreter's exit JPype destroys the JVM, which waits for every
non-daemon Java thread: a process forked from this one (``os.fork``, or a library that forks its
workers) has the JVM's memory and none of its threads, so there the wait would never end, and this
package skips it; in this process, Java threads left running by other code (an executor never shut
down and parked) are named on standard error and not waited for, after a few seconds' grace. The
environments' own threads are daemons.
"""

from __future__ import annotations

import atexit
import os
import sys
import threading
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Iterable, Optional, Sequence

import jpype
import jpype.config

__all__ = ["find_jar", "start_jvm", "java"]

#: JPype 1.4.1 (Debian's python3-jpype) needs its own support jar on the class path it starts the
#: JVM with, or the start fails with ClassNotFoundException: org.jpype.classloader.DynamicClassLoader.
JPYPE_SUPPORT_JARS = ("/usr/share/java/org.jpype.jar",)

_PACKAGE = "io.github.strategorules."
_lock = threading.Lock()
_classes: Optional[SimpleNamespace] = None
_forked = False


def _after_fork_in_child() -> None:
    """In a forked process, JPype's exit hook must not destroy the JVM: its threads are not here."""
    global _forked
    _forked = True
    jpype.config.onexit = False


#: How long the exit waits for Java threads left running to end by themselves.
EXIT_WAIT_SECONDS = 5.0


def _at_exit() -> None:
    """Before JPype's own exit hook (registered earlier, so run later): no wait for idle threads.

    Destroying the JVM waits for its non-daemon threads; an idle one that other code left behind
    (an executor never shut down, parked on its queue) would hold the interpreter's exit forever.
    Threads still working get :data:`EXIT_WAIT_SECONDS` to end while Python is whole. Then, if the
    rest are all parked, the JVM is not destroyed (it ends with the process) and they are named; a
    thread still working (perhaps in a Python callback, which must not run on once Python is torn
    down) is waited for, as Java waits for it, and named.
    """
    if _forked or not jpype.isJVMStarted():
        return
    try:
        thread = jpype.JClass("java.lang.Thread")
        me = thread.currentThread()
        left = [t for t in thread.getAllStackTraces().keySet()
                if t.isAlive() and not t.isDaemon() and not t.equals(me)]
        deadline = time.monotonic() + EXIT_WAIT_SECONDS
        while True:
            left = [t for t in left if t.isAlive()]
            busy = [t for t in left if str(t.getState()) == "RUNNABLE"]
            remaining = deadline - time.monotonic()
            if not busy or remaining <= 0:
                break
            busy[0].join(max(1, int(remaining * 1000)))  # releases the GIL: its callbacks can run
        working = sorted(str(t.getName()) for t in left if str(t.getState()) == "RUNNABLE")
        idle = sorted(str(t.getName()) for t in left if str(t.getState()) != "RUNNABLE")
    except Exception:  # the JVM is already going: nothing to decide
        return
    if working:
        print("stratego_env: the exit waits for Java threads still working: " + ", ".join(working)
              + " (SIGTERM ends the process)", file=sys.stderr, flush=True)
    elif idle:
        jpype.config.destroy_jvm = False
        print("stratego_env: not waiting for idle Java threads left at exit: " + ", ".join(idle),
              file=sys.stderr, flush=True)


os.register_at_fork(after_in_child=_after_fork_in_child)
atexit.register(_at_exit)


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
        jvm_args: JVM options such as ``"-Xmx2g"`` (``-Xrs`` is always added: signals stay Python's).

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
        args = list(jvm_args)
        if "-Xrs" not in args:
            args.append("-Xrs")  # SIGINT, SIGTERM and SIGHUP to Python, not to the JVM's shutdown
        jpype.startJVM(*args, classpath=cp, convertStrings=False, interrupt=False)


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
            AutoresetMode=c("research.env.AutoresetMode"),
            Interval=c("research.Interval"),
            Bots=c("research.Bots"),
            Optional=jpype.JClass("java.util.Optional"),
            ByteBuffer=jpype.JClass("java.nio.ByteBuffer"),
            Starts=c("research.env.Starts"),
            Research=c("research.Research"),
            Transcript=c("research.Transcript"),
            Transcripts=c("research.Transcripts"),
            Referee=c("core.referee.Referee"),
        )
    return _classes
