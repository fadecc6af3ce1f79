"""A script that fails, forks or is stopped exits: nothing of the JVM keeps the interpreter alive.

Issue 55: a torch + JPype script that raised an error once stayed stuck, in a futex wait with no
CPU, deaf to SIGTERM. JPype's exit hook destroys the JVM, which waits for every non-daemon Java
thread: in a process forked from one that runs the JVM (``os.fork``, or a library that forks to
run workers) the JVM's memory is there and none of its threads, so the wait never ends, and the
JVM's signal handlers, inherited too, hand SIGTERM to a signal thread the child does not have; in
the process itself, a non-daemon Java thread left running (an executor never shut down) holds the
exit the same way. The environments' own worker threads are daemons and hold nothing. And the
JVM's handlers of SIGINT and SIGTERM stopped the JVM under a running Python loop, which then failed
with ``JVMNotRunning``.

Each script runs in a process group of its own, which the test kills if it outlives its time.
"""

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

PYTHON_DIR = Path(__file__).resolve().parents[1]
LIMIT = 60  # seconds: a script that takes longer has hung (each needs a few seconds)

PROLOGUE = """
import os, sys
import numpy as np
import stratego_env
env = stratego_env.StrategoVectorEnv("barrage", num_envs=16, seed=1, threads=2)
env.reset()
env.step(env.sample_legal_actions(np.random.default_rng(0)))
"""


def start(code: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(PYTHON_DIR), PYTHONUNBUFFERED="1")
    return subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(PROLOGUE) + textwrap.dedent(code)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, start_new_session=True,
        # a shell may start its background jobs with SIGINT ignored: give the script the default
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def finish(p: subprocess.Popen, limit: float = LIMIT):
    """The script's exit code and output; fails, after killing its whole group, if it hangs."""
    try:
        out, _ = p.communicate(timeout=limit)
        return p.returncode, out
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)  # the script and anything it forked
        out, _ = p.communicate()
        raise AssertionError(f"the script did not exit within {limit} s; its output:\n{out}")


def test_a_failing_script_exits():
    code, out = finish(start('raise ValueError("the script fails")'))
    assert code == 1
    assert "ValueError: the script fails" in out


def test_a_forked_child_that_fails_exits():
    code, out = finish(start("""
        pid = os.fork()
        if pid == 0:
            raise ValueError("the child fails")  # the child exits through the interpreter's exit hooks
        _, status = os.waitpid(pid, 0)
        print("child exit code", os.waitstatus_to_exitcode(status))
        raise ValueError("the parent fails")
    """))
    assert "ValueError: the child fails" in out
    assert "child exit code 1" in out
    assert code == 1 and "ValueError: the parent fails" in out


def test_a_failing_script_exits_with_a_java_thread_left_running():
    code, out = finish(start("""
        import jpype
        pool = jpype.JClass("java.util.concurrent.Executors").newFixedThreadPool(1)  # never shut down
        pool.submit(jpype.JClass("java.lang.Thread")())
        raise ValueError("the script fails")
    """))
    assert code == 1
    assert "ValueError: the script fails" in out
    assert "not waiting for idle Java threads left at exit: pool-1-thread-1" in out


def test_the_exit_lets_a_java_thread_finish_its_python_callback():
    # Ending the process under a Java thread that runs Python code crashed the interpreter: such a
    # thread is waited for, as before (and only a parked one is not).
    code, out = finish(start("""
        import time, jpype
        @jpype.JImplements("java.lang.Runnable")
        class Work:
            @jpype.JOverride
            def run(self):
                for _ in range(70):
                    time.sleep(0.1)
                print("the callback ended", flush=True)
        jpype.JClass("java.lang.Thread")(Work()).start()
        raise ValueError("the script fails")
    """))
    assert code == 1
    assert "ValueError: the script fails" in out
    assert "the exit waits for Java threads still working: Thread-" in out
    assert "the callback ended" in out
    assert "Fatal" not in out and "fatal error" not in out


LOOP = """
print("stepping", flush=True)
try:
    while True:
        env.step(env.sample_legal_actions(np.random.default_rng(0)))
finally:
    print("the loop's finally ran", flush=True)
"""


def stop(sig) -> tuple:
    p = start(LOOP)
    assert p.stdout.readline().strip() == "stepping"
    time.sleep(0.5)
    os.kill(p.pid, sig)
    return finish(p, 30)


def test_ctrl_c_interrupts_python_not_the_jvm():
    code, out = stop(signal.SIGINT)
    assert "KeyboardInterrupt" in out
    assert "the loop's finally ran" in out
    assert "JVMNotRunning" not in out
    assert code == -signal.SIGINT  # Python's own exit after an uncaught KeyboardInterrupt


def test_sigterm_ends_the_script_as_any_python_program():
    code, out = stop(signal.SIGTERM)
    assert code == -signal.SIGTERM
    assert "JVMNotRunning" not in out and "Traceback" not in out
