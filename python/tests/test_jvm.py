"""Finding the library jar and starting the JVM once."""

from pathlib import Path

import pytest

import stratego_env
from stratego_env.jvm import find_jar


def test_the_jar_comes_from_the_argument_then_the_variable_then_the_clone(monkeypatch, tmp_path):
    clone_jar = Path(__file__).resolve().parents[2] / "examples" / "target" / "stratego.jar"
    monkeypatch.delenv("STRATEGO_JAR", raising=False)
    assert find_jar() == clone_jar
    other = tmp_path / "other.jar"
    other.write_bytes(b"PK")
    monkeypatch.setenv("STRATEGO_JAR", str(other))
    assert find_jar() == other
    assert find_jar(clone_jar) == clone_jar
    monkeypatch.setenv("STRATEGO_JAR", str(tmp_path / "missing.jar"))
    with pytest.raises(FileNotFoundError, match="mvnw"):
        find_jar()


def test_starting_again_does_nothing():
    stratego_env.start_jvm()
    stratego_env.start_jvm()
    assert str(stratego_env.java().VectorEnv.class_.getName()) == "io.github.strategorules.research.env.VectorEnv"
