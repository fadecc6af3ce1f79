"""The policy weights file (issue 51, docs/learned.md) from the Python side: the parity fixture's
probabilities, which the Java ``PolicyParityTest`` checks too, and the file's refusals."""

import os
import struct
import sys

import numpy as np
import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "examples"))
sys.path.insert(0, HERE)

import policy_file  # noqa: E402
import policy_fixture  # noqa: E402


def test_the_fixture_probabilities_agree_with_the_file_read_in_numpy():
    spec, obs_size, actions, params = policy_file.read(policy_fixture.NET)
    assert (spec, obs_size, actions) == ("barrage", 4238, 3004)
    cases = policy_fixture.read_cases()
    assert len(cases) >= 10
    for obs, ids, probs in cases:
        mask = np.zeros(actions, dtype=bool)
        mask[ids] = True
        p = policy_file.probabilities(params, obs[None], mask[None])[0]
        np.testing.assert_allclose(p[ids], probs, rtol=0, atol=1e-5)
        assert abs(p.sum() - 1) < 1e-9 and p[~mask].max() == 0


def test_the_fixture_probabilities_agree_with_pytorch():
    try:
        import torch
    except ImportError:
        pytest.skip("python3-torch is not installed (apt-get install python3-torch): PyTorch's side of "
                    "the parity fixture is not checked")
    spec, obs_size, actions, params = policy_file.read(policy_fixture.NET)
    net = policy_file.build_net(obs_size, actions, [w.shape[0] for w, _ in params[:-2]])
    with torch.no_grad():
        for layer, (w, b) in zip(list(net.trunk) + [net.policy, net.value], params):
            layer.weight.copy_(torch.from_numpy(w.copy()))
            layer.bias.copy_(torch.from_numpy(b.copy()))
        for obs, ids, probs in policy_fixture.read_cases():
            mask = torch.zeros(1, actions, dtype=torch.bool)
            mask[0, ids] = True
            logits, _ = net.masked_logits(torch.from_numpy(obs[None]), mask)
            p = torch.softmax(logits, -1)[0].numpy()
            np.testing.assert_allclose(p[ids], probs, rtol=0, atol=1e-5)


def test_a_truncated_or_foreign_file_is_refused(tmp_path):
    data = open(policy_fixture.NET, "rb").read()
    cut = tmp_path / "cut.bin"
    cut.write_bytes(data[:-4])
    with pytest.raises(ValueError):
        policy_file.read(str(cut))
    other = tmp_path / "other.bin"
    other.write_bytes(b"PK\x03\x04" + data[4:])
    with pytest.raises(ValueError, match="not a policy file"):
        policy_file.read(str(other))
    v2 = tmp_path / "v2.bin"
    v2.write_bytes(data[:10] + struct.pack("<i", 2) + data[14:])
    with pytest.raises(ValueError, match="format version 2"):
        policy_file.read(str(v2))
