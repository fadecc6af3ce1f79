"""The training example as a newcomer runs it (issue 55): no tracked file written unasked, a
progress line every few seconds, a clean stop on Ctrl-C or SIGTERM."""

import hashlib
import os
import signal
import subprocess
import sys
from pathlib import Path

PYTHON_DIR = Path(__file__).resolve().parents[1]
SCRIPT = PYTHON_DIR / "examples" / "train_reinforce.py"
DOCS_CHART = PYTHON_DIR.parent / "docs" / "python-training.png"


def start(tmp_path, *args):
    env = dict(os.environ, TMPDIR=str(tmp_path), PYTHONUNBUFFERED="1")
    return subprocess.Popen([sys.executable, str(SCRIPT), *args], stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, env=env, start_new_session=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def finish(p, limit=120):
    try:
        out, _ = p.communicate(timeout=limit)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, _ = p.communicate()
        raise AssertionError(f"the example did not exit within {limit} s:\n{out}")
    return p.returncode, out


def test_with_no_output_named_it_writes_a_scratch_chart_not_the_docs_one(tmp_path):
    # Before: run without arguments it overwrote the tracked docs/python-training.png.
    docs = hashlib.sha256(DOCS_CHART.read_bytes()).hexdigest()
    code, out = finish(start(tmp_path, "--smoke"))
    assert code == 0, out
    scratch = tmp_path / "stratego-python-training.png"
    assert f"chart: {scratch}" in out
    assert scratch.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert hashlib.sha256(DOCS_CHART.read_bytes()).hexdigest() == docs


def test_it_says_how_far_it_is_every_few_seconds(tmp_path):
    # A period far below one step's time, so every phase prints however fast this machine runs it
    # (at 0.2 s the smoke's training phase once finished inside one period and printed nothing).
    code, out = finish(start(tmp_path, "--smoke", "--progress", "0.000001"))
    assert code == 0, out
    lines = [line for line in out.splitlines() if line.startswith("progress: ")]
    assert any("training step " in line and "s left in this phase" in line for line in lines), out


def stop_while_training(tmp_path, sig):
    p = start(tmp_path, "--progress", "0.5", "--games", "64")
    for line in p.stdout:
        if line.startswith("progress: training step"):
            break
    else:
        raise AssertionError("no progress line while training")
    p.send_signal(sig)
    return finish(p, 60)


def test_sigterm_stops_it_cleanly(tmp_path):
    # Before: a JVMNotRunning traceback, the JVM shut down under the training loop.
    code, out = stop_while_training(tmp_path, signal.SIGTERM)
    assert code == 128 + signal.SIGTERM, out
    assert "stopped by SIGTERM while training" in out and "no chart written" in out
    assert "Traceback" not in out
    assert not (tmp_path / "stratego-python-training.png").exists()


def test_ctrl_c_stops_it_cleanly(tmp_path):
    code, out = stop_while_training(tmp_path, signal.SIGINT)
    assert code == 128 + signal.SIGINT, out
    assert "stopped by SIGINT while training" in out
    assert "Traceback" not in out
