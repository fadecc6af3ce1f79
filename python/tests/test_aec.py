"""The PettingZoo AEC-shaped environment over complete games."""

import jpype
import numpy as np
import pytest

import stratego_env
from stratego_env import IllegalActionError, StrategoAECEnv


class Oracle:
    """An independent referee beside the environment (which keeps no game state in Python): it
    follows the same actions and computes an agent's observation with the game's encoder over the
    agent's own transcript, to check the Java environment's ``observe(g, seat)``."""

    def __init__(self, env):
        J = stratego_env.java()
        self.env = env
        self.seats = list(env._game.seats())
        self.codec = env._venv._jenv.codec()
        self.encoder = J.Research.of(env._game).observations(env._game)
        self.referee = J.Referee.builder(env.game_state()).keepSteps().build()
        self.transcripts = J.Transcripts(self.referee)

    def step(self, agent, action):
        """Plays the action in the environment and in the oracle's referee."""
        self.env.step(action)
        if action is not None:
            seat = self.seats[self.env.possible_agents.index(agent)]
            assert self.referee.submit(seat, self.codec.decode(int(action), seat)).applied()
            self.transcripts.stepped()

    def observe(self, agent):
        buf = jpype.JArray(jpype.JFloat)(self.env.observation_space(agent).shape[0])
        self.encoder.write(self.transcripts.of(self.seats[self.env.possible_agents.index(agent)]), buf, 0)
        return np.array(buf, dtype=np.float32)


def play_out(env, rng, check_every=1):
    """Plays random legal actions to the end of the episode, checking the AEC protocol; returns
    each agent's reward as last() shows it after the end and the number of actions played."""
    plies = 0
    final = {}
    oracle = Oracle(env)
    for agent in env.agent_iter(100_000):
        obs, reward, term, trunc, info = env.last()
        assert agent == env.agent_selection
        assert env.observation_space(agent).contains(obs)
        if term or trunc:
            final[agent] = reward
            with pytest.raises(ValueError):
                env.step(0)  # a finished agent may only step None
            oracle.step(agent, None)
            assert agent not in env.agents and agent not in env.rewards
            continue
        state = env.game_state()
        assert agent == str(state.toDecide().get(0).name()).lower(), "only the seat to decide acts"
        assert reward == 0.0  # rewards come at the end only
        mask = info["action_mask"]
        assert mask.dtype == np.int8 and mask.sum() > 0
        for other in env.agents:
            if other != agent:
                assert not env.action_mask(other).any()
        if plies % check_every == 0:
            # The observation of the seat to act is the seat's own, from its transcript.
            assert np.array_equal(obs, oracle.observe(agent))
        oracle.step(agent, env.action_space(agent).sample(mask))
        plies += 1
    assert env.agents == [] and len(final) == env.max_num_agents
    # After the end every agent's observation is still its own, of the final position.
    for a in env.possible_agents:
        assert np.array_equal(env.observe(a), oracle.observe(a))
    return final, plies


@pytest.mark.parametrize("spec,seed", [("classic", 1), ("lost-island(players=3)", 0), ("lost-island(players=4)", 2),
                                       ("lost-island(players=2)", 3), ("barrage", 4)])
def test_complete_games_follow_the_aec_protocol(spec, seed):
    env = StrategoAECEnv(spec, seed=seed)
    env.action_spaces = {a: type(s)(s.n, seed=seed) for a, s in env.action_spaces.items()}
    env.reset()
    n = env.max_num_agents
    assert env.agents == env.possible_agents
    assert n == (int(spec[-2]) if "players" in spec else 2)
    assert set(env.rewards) == set(env.terminations) == set(env.infos) == set(env._cumulative_rewards) == set(env.agents)
    final, plies = play_out(env, np.random.default_rng(seed), check_every=1 if spec.startswith("lost") else 7)
    assert plies > 0
    outcome = env.game_state().outcome()
    assert outcome.isPresent(), "these seeds' games end by the rules"
    winners = {str(s.name()).lower() for s in outcome.get().winners()}
    for agent, r in final.items():
        assert r == (0.0 if not winners else 1.0 if agent in winners else -1.0)
    assert sum(final.values()) == (0 if not winners else len(winners) - (n - len(winners)))
    # The final position stays observable and renderable after the end.
    text = env.render()
    assert "spectator" in text
    for agent in env.possible_agents:
        assert env.observe(agent).shape == env.observation_space(agent).shape


def test_an_agent_not_to_act_observes_its_own_view():
    env = StrategoAECEnv("lost-island(players=3)", seed=5)
    env.reset()
    oracle = Oracle(env)
    for _ in range(30):
        agent = env.agent_selection
        oracle.step(agent, env.action_space(agent).sample(env.action_mask(agent)))
    observations = {a: env.observe(a) for a in env.possible_agents}
    for a in env.possible_agents:
        assert np.array_equal(observations[a], oracle.observe(a))
    # Three seats, three different observations (each its own), none of them the acting one's copy.
    assert not np.array_equal(observations["red"], observations["blue"])
    assert not np.array_equal(observations["blue"], observations["green"])


def test_an_illegal_action_is_refused_and_changes_nothing():
    env = StrategoAECEnv("classic", seed=3)
    env.reset()
    agent = env.agent_selection
    before = env.observe(agent)
    illegal = int(np.flatnonzero(env.action_mask(agent) == 0)[0])
    with pytest.raises(IllegalActionError) as e:
        env.step(illegal)
    assert e.value.reason == "ACTION_NOT_LEGAL"
    with pytest.raises(ValueError):
        env.step(None)  # None is only for finished agents
    assert env.agent_selection == agent and np.array_equal(env.observe(agent), before)
    assert env.game_state().ply() == 0
    env.step(env.action_space(agent).sample(env.action_mask(agent)))
    assert env.agent_selection != agent and env.game_state().ply() == 1


def test_truncation_ends_every_agent_with_zero_reward():
    env = StrategoAECEnv("lost-island(players=4)", seed=1, max_plies=12)
    env.reset()
    final, plies = play_out(env, np.random.default_rng(0))
    assert plies == 12 and final == {a: 0.0 for a in env.possible_agents}


def test_a_seed_replays_the_same_episode():
    def run(seed):
        env = StrategoAECEnv("lost-island(players=3)", seed=0)
        env.action_spaces = {a: type(s)(s.n, seed=9) for a, s in env.action_spaces.items()}
        env.reset(seed=seed)
        seen = []
        for agent in env.agent_iter(60):
            obs, *_ = env.last()
            seen.append(obs)
            env.step(env.action_space(agent).sample(env.action_mask(agent)))
        return seen
    a, b, c = run(17), run(17), run(18)
    assert all(np.array_equal(x, y) for x, y in zip(a, b))
    assert not all(np.array_equal(x, y) for x, y in zip(a, c))


def test_constructor_name_and_spaces():
    env = stratego_env.env("barrage", render_mode="ansi")
    env.reset(seed=2)
    assert env.metadata["name"] == "stratego_v0" and env.game_spec == "barrage"
    assert env.observation_space("red").shape == (4238,) and env.observation_space("red").dtype == np.float32
    assert env.action_space("blue").n == 3004
    assert env.render().startswith("View of spectator")
    assert env.render_for("red").startswith("View of RED")


def test_the_aec_env_keeps_no_game_state_of_its_own():
    env = StrategoAECEnv("classic", seed=1)
    env.reset()
    assert not any(k in vars(env) for k in ("_referee", "_transcripts", "_encoder", "_state")), vars(env).keys()


def test_viewer_relative_agents_see_their_own_side_at_the_bottom():
    env = StrategoAECEnv("classic", seed=4, viewer_relative=True)
    env.reset()
    layout = env._venv.observation_layout
    assert layout.viewer_relative and layout.planes > 0
    red, blue = (layout.planes_of(env.observe(a)) for a in ("red", "blue"))
    # Each seat's own pieces fill its first four rows from the bottom (classic setups, C-2.1).
    own = [i for i, n in enumerate(layout.plane_names) if n.startswith("own_") and n not in ("own_known_to_enemy",
                                                                                               "own_moved")]
    assert len(own) == 12
    for planes in (red, blue):
        assert planes[own, :4].sum() == 40 and planes[own, 6:].sum() == 0
