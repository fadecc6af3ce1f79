"""The PPO trainer (issue 51) as CI runs it: a smoke run of about half a minute that trains, writes
its curve (TSV and PNG), a checkpoint and the Java weights file, then resumes from the checkpoint.
Skipped, with a message saying so, where PyTorch (Debian's python3-torch) is not installed."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

PYTHON_DIR = Path(__file__).resolve().parents[1]
SCRIPT = PYTHON_DIR / "examples" / "train_ppo.py"
sys.path.insert(0, str(PYTHON_DIR / "examples"))

try:
    import torch  # noqa: F401
    TORCH = None
except ImportError as e:  # the message is printed by pytest -rs and by the run below
    TORCH = f"python3-torch is not installed ({e}): the PPO trainer's smoke run is skipped; " \
            f"apt-get install python3-torch to run it"
    print(TORCH, file=sys.stderr)


def run(*args):
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    p = subprocess.run([sys.executable, str(SCRIPT), *args], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True, env=env, timeout=240)
    assert p.returncode == 0, p.stdout
    return p.stdout


@pytest.mark.skipif(TORCH is not None, reason=TORCH or "")
def test_a_smoke_run_trains_writes_its_curve_checkpoint_and_weights_and_resumes(tmp_path):
    import policy_file

    out = run("--smoke", "--out", str(tmp_path), "--seed", "3", "--updates", "4")
    assert "done: 4 updates" in out, out
    tsv = (tmp_path / "curve.tsv").read_text().splitlines()
    assert tsv[0].split("\t")[:4] == ["update", "env_steps", "minutes", "opponent"]
    assert {line.split("\t")[3] for line in tsv[1:]} == {"random", "self"}
    assert (tmp_path / "curve.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    spec, obs_size, actions, params = policy_file.read(str(tmp_path / "policy.bin"))
    assert (spec, obs_size, actions) == ("barrage", 4238, 3004)
    out = run("--smoke", "--out", str(tmp_path), "--seed", "3", "--updates", "6", "--resume")
    assert "resumed from" in out and "at update 4" in out and "done: 6 updates" in out, out
    assert max(int(line.split("\t")[0]) for line in (tmp_path / "curve.tsv").read_text().splitlines()[1:]) == 6
