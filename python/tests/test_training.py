"""Shaped for training: opponents inside the Java step, autoreset modes with final observations,
read-only views, the observation layout, setup episodes, typed errors and evaluate()."""

import jpype
import numpy as np
import pytest

from stratego_env import (BadOpponentsError, BadSpecError, IllegalActionError, NoSeatFrameError, StrategoVectorEnv,
                          UnknownOpponentError, evaluate, java)


def first_legal(env):
    """A deterministic policy: every game's first legal id (-1 where a game has none)."""
    return np.where(env.legal_counts > 0, env.legal_ids[:, 0], -1).astype(np.int32)


def test_opponents_leave_the_learner_only_its_own_decisions():
    learners = [g % 2 for g in range(8)]
    env = StrategoVectorEnv("classic", 8, seed=1, max_plies=300, opponents="heuristic", learner=learners)
    obs, info = env.reset()
    assert env.rewards.shape == (8,) and env.seat_rewards.shape == (8, 2)
    assert [env.learner_seat(g) for g in range(8)] == learners
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(400):
        assert np.array_equal(env.seats_to_act, learners), "every decision returned is the learner's"
        obs, rewards, term, trunc, info = env.step(env.sample_legal_actions(rng))
        done = term | trunc
        ended += int(done.sum())
        assert set(np.unique(rewards)) <= {-1.0, 0.0, 1.0}
        assert np.array_equal(rewards, env.seat_rewards[np.arange(8), learners])
        assert not rewards[~done].any()
    assert ended > 0


def test_one_opponent_per_seat_in_lost_island():
    env = StrategoVectorEnv("lost-island(players=3)", 4, seed=2, opponents=["random", "heuristic"], learner=1)
    env.reset()
    assert list(env._jenv.opponents()) == ["random", "heuristic"]
    rng = np.random.default_rng(1)
    for _ in range(50):
        assert (env.seats_to_act == 1).all()
        env.step(env.sample_legal_actions(rng))


@pytest.mark.parametrize("kwargs,error,reason", [
    (dict(opponents="grandmaster"), UnknownOpponentError, "UNKNOWN_OPPONENT"),
    (dict(opponents=["random", "random"]), BadOpponentsError, "BAD_OPPONENTS"),
    (dict(opponents="random", learner=2), BadOpponentsError, "BAD_OPPONENTS"),
    (dict(learner=1), BadOpponentsError, "BAD_OPPONENTS"),
])
def test_bad_opponents_raise_typed_errors(kwargs, error, reason):
    with pytest.raises(error) as e:
        StrategoVectorEnv("classic", 2, **kwargs)
    assert e.value.reason == reason and e.value.game == -1


def test_an_unknown_opponent_names_the_known_ones():
    with pytest.raises(UnknownOpponentError, match="heuristic"):
        StrategoVectorEnv("classic", 2, opponents="grandmaster")


def test_a_bad_spec_raises_a_typed_error():
    with pytest.raises(BadSpecError) as e:
        StrategoVectorEnv("classic(no_such_option=1)", 2)
    assert e.value.reason == "BAD_SPEC" and e.value.game == -1


def test_a_refused_action_names_its_game_and_plays_nothing():
    env = StrategoVectorEnv("classic", 4, seed=3, opponents="heuristic")
    env.reset()
    rng = np.random.default_rng(2)
    for _ in range(5):
        env.step(env.sample_legal_actions(rng))
    before = [str(env.record(g)) for g in range(4)]
    obs_before = env.observations.copy()
    actions = env.sample_legal_actions(rng)
    actions[2] = int(np.flatnonzero(~env.legal_mask[2])[0])
    with pytest.raises(IllegalActionError) as e:
        env.step(actions)
    assert e.value.game == 2 and e.value.reason == "ACTION_NOT_LEGAL" and "game 2" in str(e.value)
    assert [str(env.record(g)) for g in range(4)] == before and np.array_equal(env.observations, obs_before)


def test_views_are_read_only_by_default():
    env = StrategoVectorEnv("barrage", 2, seed=1, opponents="random")
    obs, info = env.reset()
    for a in (obs, info["action_mask"], info["legal_ids"], env.rewards, env.terminated, env.seat_rewards):
        with pytest.raises(ValueError):
            a[0] = 1
    writable = StrategoVectorEnv("barrage", 2, seed=1, read_only=False)
    obs, _ = writable.reset()
    assert obs.flags.writeable
    copies = StrategoVectorEnv("barrage", 2, seed=1, copy=True)
    obs, info = copies.reset()
    assert obs.flags.writeable and not np.shares_memory(obs, copies.observations)


def first_endings(mode, steps=120):
    """Per game, the final observation and length of its first episode, under a mode."""
    env = StrategoVectorEnv("classic", 6, seed=5, max_plies=40, opponents="random", autoreset_mode=mode)
    env.reset()
    assert env.metadata["autoreset_mode"] == mode
    finals = {}
    waiting = np.zeros(6, dtype=bool)
    for _ in range(steps):
        obs, rewards, term, trunc, info = env.step(first_legal(env))
        done = term | trunc
        if mode == "same-step":
            assert ("final_obs" in info) == bool(done.any())
            if done.any():
                assert np.array_equal(info["_final_obs"], done) and np.array_equal(info["_final_info"], done)
                assert (info["final_info"]["episode_length"][done] > 0).all()
        for g in np.flatnonzero(done):
            if g not in finals:
                final = info["final_obs"][g] if mode == "same-step" else obs[g]
                finals[g] = (final.copy(), int(env.episode_lengths[g]))
            if mode != "same-step":
                assert env.legal_counts[g] == 0  # the final observation, no decision
        if mode == "disabled":
            assert (env.legal_counts[waiting] == 0).all(), "an ended game waits for its reset"
            waiting |= done
        if len(finals) == 6:
            return env, finals, waiting
    raise AssertionError(f"only {len(finals)} games ended under {mode}")


def test_the_three_autoreset_modes_agree_on_final_observations():
    _, same, _ = first_endings("same-step")
    _, nxt, _ = first_endings("next-step")
    env, disabled, waiting = first_endings("disabled")
    for g in range(6):
        for other in (nxt, disabled):
            assert np.array_equal(same[g][0], other[g][0]) and same[g][1] == other[g][1]
    # The ended games of the disabled mode start anew on a partial reset, the others left alone.
    assert waiting.all()
    keep = env.observations[1].copy()
    mask = np.zeros(6, dtype=bool)
    mask[0] = True
    env.reset(options={"reset_mask": mask})
    assert env.legal_counts[0] > 0 and env.legal_counts[1] == 0 and np.array_equal(env.observations[1], keep)


def test_the_final_state_and_any_seats_observation_stay_readable():
    env, finals, _ = first_endings("next-step")
    for g in range(6):
        assert env.final_state(g) is not None
    env2 = StrategoVectorEnv("classic", 1, seed=5, max_plies=40, opponents="random", autoreset_mode="disabled")
    env2.reset()
    while True:
        _, _, term, trunc, _ = env2.step(first_legal(env2))
        if term[0] or trunc[0]:
            break
    assert np.array_equal(env2.observe(0, 0), env2.observations[0])  # the learner's final observation
    assert not np.array_equal(env2.observe(0, 1), env2.observations[0])  # BLUE sees its own pieces


@pytest.mark.parametrize("spec", ["classic", "barrage", "lost-island(players=3)"])
def test_the_observation_layout_reads(spec):
    env = StrategoVectorEnv(spec, 2)
    layout = env.observation_layout
    assert layout.size == env.observation_size
    assert len(layout.plane_names) == layout.planes and len(set(layout.plane_names)) == layout.planes
    obs, _ = env.reset()
    planes = layout.planes_of(obs)
    side = 6 if spec.startswith("lost-island") else 10
    assert planes.shape == (2, layout.planes, side, side) and layout.planes > 0 and np.shares_memory(planes, obs)
    assert len(layout.scalar_names) == layout.size - layout.planes * side * side


def test_viewer_relative_is_refused_where_the_game_has_no_frame():
    with pytest.raises(NoSeatFrameError) as e:
        StrategoVectorEnv("lost-island(players=2)", 2, viewer_relative=True)
    assert e.value.reason == "NO_SEAT_FRAME"


def test_setup_episodes_let_the_learner_place_its_pieces():
    env = StrategoVectorEnv("classic", 3, seed=7, opponents="random", setup_episodes=True, max_plies=0)
    env.reset()
    assert env.max_legal == env.num_actions
    codec = env._jenv.codec()
    J = java()
    rng = np.random.default_rng(3)
    placements = 0
    while str(env.state(0).phase().name()) == "SETUP":
        kind = type(codec.decode(int(env.legal_ids[0, 0]), J.Seat.RED)).__name__
        assert "Place" in kind or "Finish" in kind
        env.step(env.sample_legal_actions(rng))
        placements += 1
    assert placements >= 40
    assert str(env.state(0).phase().name()) == "PLAY"


def test_evaluate_reports_the_arenas_statistics():
    rng = np.random.default_rng(4)

    def policy(obs, info):
        counts = np.maximum(info["legal_counts"], 1)
        pick = (rng.random(len(counts)) * counts).astype(np.int64)
        return info["legal_ids"][np.arange(len(counts)), pick]

    result = evaluate(policy, "random", games=6, game="barrage", num_envs=4, max_plies=150)
    assert result.wins + result.draws + result.losses == result.games == 6
    J = java()
    expected = J.Interval.wilson(float(result.wins), 6)
    assert result.win_rate == (float(expected.value()), float(expected.low()), float(expected.high()))
    for interval in (result.win_rate, result.draw_rate, result.loss_rate, result.score):
        assert 0.0 <= interval[1] <= interval[0] + 1e-12 and interval[0] <= interval[2] + 1e-12 <= 1.0 + 1e-12
    assert "vs random: 6 games" in str(result)
    with pytest.raises(UnknownOpponentError):
        evaluate(policy, "grandmaster", games=2)
