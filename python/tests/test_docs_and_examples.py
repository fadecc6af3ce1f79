"""The README's quickstart runs as written; the example and the benchmark run (smoke modes)."""

import os
import re
import subprocess
import sys
from pathlib import Path

PYTHON_DIR = Path(__file__).resolve().parents[1]


def python_blocks(markdown: str):
    """The ```python blocks (the ```py blocks need Gymnasium or PettingZoo, not installable here)."""
    return re.findall(r"^```python\n(.*?)^```", markdown, flags=re.S | re.M)


def test_the_readme_quickstart_runs_as_written(capsys):
    blocks = python_blocks((PYTHON_DIR / "README.md").read_text())
    assert blocks, "python/README.md has no ```python block"
    quickstart = blocks[0]
    exec(compile(quickstart, "README.md quickstart", "exec"), {"__name__": "__quickstart__"})
    out = capsys.readouterr().out
    # The shapes its comment announces, the wins dict and the final Lost Island position.
    assert "(64, 4238) (64, 3004) (64, 245)" in out
    assert re.search(r"\{'RED': \d+\.0, 'BLUE': \d+\.0\}", out)
    assert "Lost Island, view of a spectator" in out


def test_the_top_readme_shows_the_same_quickstart():
    quickstart = python_blocks((PYTHON_DIR / "README.md").read_text())[0]
    top = python_blocks((PYTHON_DIR.parent / "README.md").read_text())
    assert quickstart in top, "README.md's Python section must show python/README.md's quickstart as written"


def run(script, *args, timeout=120):
    env = dict(os.environ)
    return subprocess.run([sys.executable, str(PYTHON_DIR / script), *args], capture_output=True, text=True,
                          timeout=timeout, env=env, check=True).stdout


def test_the_training_example_runs(tmp_path):
    chart = tmp_path / "chart.png"
    out = run("examples/train_reinforce.py", "--smoke", "--out", str(chart))
    assert re.search(r"barrage: RED win rate [\d.]+% -> [\d.]+%", out), out
    assert chart.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_benchmark_runs():
    out = run("benchmarks/env_steps.py", "--quick")
    rows = [line for line in out.splitlines()
            if (line.startswith("| classic |") or line.startswith("| lost-island")) and " vs " not in line]
    assert len(rows) == 6, out  # 1 game on 1 thread, 64 games on 1 and 2, for 2 games
    learner = [line for line in out.splitlines() if line.startswith("| classic vs heuristic |")]
    assert len(learner) == 3, out  # the learner's cells against the heuristic bot
    for row in rows:
        cells = [c.strip() for c in row.strip("|").split("|")]
        rates = [float(x.replace(",", "")) for cell in cells[3:] for x in cell.split(" / ")]
        assert len(rates) == 4 and min(rates) > 0


def training_block():
    readme = (PYTHON_DIR / "README.md").read_text()
    section = readme[readme.index("## Training against the strategist"):]
    return python_blocks(section)[0]


def test_the_training_against_the_strategist_runs_as_written(capsys):
    block = training_block()
    scope = {"__name__": "__training__"}
    exec(compile(block, "README.md training", "exec"), scope)
    out = capsys.readouterr().out
    assert re.search(r"\d+ episodes against the strategist, mean return [+-]\d\.\d\d", out), out
    assert re.search(r"vs strategist:5: 8 games, \d won, \d drawn, \d lost; win rate", out), out
    result = scope["result"]
    assert result.games == 8 and result.wins + result.draws + result.losses == 8
    assert scope["preferences"].any(), "the episodes trained the policy"


def test_docs_research_shows_the_same_training_block():
    research = (PYTHON_DIR.parent / "docs" / "research.md").read_text()
    assert training_block() in research, "docs/research.md must show python/README.md's training block as written"
