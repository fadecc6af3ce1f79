"""Each seat observes only what it may know: games that differ in a fact hidden from a seat give
that seat the same observations (and the other seat, which knows the fact, different ones)."""

import jpype
import numpy as np
import pytest

from stratego_env import StrategoVectorEnv, java

RED, BLUE = 0, 1


def blue_setups():
    """Two BLUE setups equal but for a flag and a bomb swapped in BLUE's back row (rank 10):
    pieces that never move, so both games stay legal-move for legal-move alike."""
    J = java()
    ruleset = J.Games.parse("classic").ruleset()
    pieces = {(int(p.square().x()), int(p.square().y())): p.type()
              for p in J.Setup.random(ruleset, J.Seat.BLUE, jpype.JLong(31)).placements()}
    back_flag, back_bomb = (0, 9), (9, 9)  # a10 and j10
    for square, kind in ((back_flag, J.PieceType.FLAG), (back_bomb, J.PieceType.BOMB)):
        if pieces[square] != kind:  # bring a piece of that kind there by a swap
            source = next(sq for sq, t in pieces.items() if t == kind and sq != back_flag)
            pieces[source], pieces[square] = pieces[square], pieces[source]
    assert pieces[back_flag] == J.PieceType.FLAG and pieces[back_bomb] == J.PieceType.BOMB
    swapped = dict(pieces)
    swapped[back_flag], swapped[back_bomb] = pieces[back_bomb], pieces[back_flag]

    def setup(p):
        m = jpype.JClass("java.util.HashMap")()
        for (x, y), t in p.items():
            m.put(J.Square.of(x, y), t)
        return J.Setup.of(m)
    return ruleset, setup(pieces), setup(swapped), {back_flag, back_bomb}


def test_a_seat_cannot_see_where_the_other_hid_its_flag():
    J = java()
    ruleset, blue_a, blue_b, hidden = blue_setups()
    red = J.Setup.random(ruleset, J.Seat.RED, jpype.JLong(7))
    envs = [StrategoVectorEnv("classic", 1, max_plies=0,
                              starts=lambda game, seed, b=b: J.ClassicState.start(ruleset, red, b))
            for b in (blue_a, blue_b)]
    for e in envs:
        e.reset()
    codec = envs[0]._jenv.codec()
    rng = np.random.default_rng(3)
    compared = {RED: 0, BLUE: 0}
    blue_differs = False
    for ply in range(120):
        a, b = envs
        assert a.seats_to_act[0] == b.seats_to_act[0]
        seat = int(a.seats_to_act[0])
        # Both games offer the same legal actions: the swapped pieces never move.
        assert np.array_equal(a.legal_ids[0, :a.legal_counts[0]], b.legal_ids[0, :b.legal_counts[0]])
        if seat == RED:
            assert np.array_equal(a.observations[0], b.observations[0]), f"RED's observation differs at ply {ply}"
        else:
            blue_differs |= not np.array_equal(a.observations[0], b.observations[0])
        compared[seat] += 1
        action = a.sample_legal_actions(rng)
        move = codec.decode(int(action[0]), J.Seat.values()[seat])
        if (int(move.to().x()), int(move.to().y())) in hidden:
            break  # an attack on a swapped piece reveals it: the games part here
        for e in envs:
            _, _, term, trunc, _ = e.step(action)
        assert not term[0] and not trunc[0]
    assert compared[RED] >= 20 and compared[BLUE] >= 20
    assert blue_differs, "BLUE sees its own flag: its observations must differ"


@pytest.mark.parametrize("viewer_relative", [False, True])
def test_a_learner_against_an_opponent_sees_the_same_where_the_opponents_flag_differs(viewer_relative):
    """Paired games whose BLUE opponent (``random``, inside the Java step) hid its flag in one of
    two places give the RED learner byte-identical arrays: decisions, rewards, flags, and the final
    observations of the episodes cut at the ply cap (the next episodes start from the same pair)."""
    J = java()
    ruleset, blue_a, blue_b, hidden = blue_setups()
    red = J.Setup.random(ruleset, J.Seat.RED, jpype.JLong(7))
    envs = [StrategoVectorEnv("classic", 1, max_plies=30, opponents="random", viewer_relative=viewer_relative,
                              starts=lambda game, seed, b=b: J.ClassicState.start(ruleset, red, b))
            for b in (blue_a, blue_b)]
    for e in envs:
        e.reset()
    a, b = envs
    codec = a._jenv.codec()
    rng = np.random.default_rng(3)
    compared = finals = 0
    for step in range(200):
        for name in ("seats_to_act", "legal_counts", "legal_ids", "legal_mask", "observations", "rewards",
                     "seat_rewards", "terminated", "truncated", "episode_lengths"):
            assert getattr(a, name).tobytes() == getattr(b, name).tobytes(), f"{name} differs at step {step}"
        if a.terminated[0] or a.truncated[0]:
            assert a.final_observations.tobytes() == b.final_observations.tobytes()
            finals += 1
        compared += 1
        action = a.sample_legal_actions(rng)
        move = codec.decode(int(action[0]), J.Seat.RED)  # RED's frame is the board's own
        if (int(move.to().x()), int(move.to().y())) in hidden:
            break  # an attack on a swapped piece reveals it: the games part here
        for e in envs:
            e.step(action)
    assert compared >= 100 and finals >= 3
