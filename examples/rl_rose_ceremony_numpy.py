"""Train a small policy with plain numpy on the Rose Ceremony PettingZoo environment and show
it beating `random`.

The policy is linear-softmax over the fixed action space, masked to the legal actions:
logits = W · observation + b. It learns by REINFORCE (policy gradient with a running-mean
baseline) from the win share (`reward="win"`: 1 for a sole winner, 1/k in a k-way tie) in games
against uniformly random opponents, the learning seat rotating every game. Then it plays
greedily against random opponents on fresh seeds; a random player's expected win share is 1/3.

    .venv/bin/python examples/rl_rose_ceremony_numpy.py [--episodes 3000] [--eval 600] [--seed 0]

Needs the `rl` extra (pettingzoo, gymnasium, numpy).
"""

from __future__ import annotations

import argparse

import numpy as np

from salon.rl.pettingzoo import env as make_env

PLAYERS = 3


class LinearPolicy:
    def __init__(self, obs_size: int, n_actions: int, rng: np.random.Generator) -> None:
        self.W = np.zeros((n_actions, obs_size))
        self.b = np.zeros(n_actions)
        self.rng = rng

    def probs(self, obs: np.ndarray, mask: np.ndarray) -> np.ndarray:
        logits = self.W @ obs + self.b
        logits = np.where(mask > 0, logits, -np.inf)
        logits -= logits.max()
        p = np.exp(logits)
        return p / p.sum()

    def act(self, obs: np.ndarray, mask: np.ndarray, greedy: bool = False) -> int:
        p = self.probs(obs, mask)
        if greedy:
            return int(np.argmax(p))
        return int(self.rng.choice(len(p), p=p))


def play(env, policy: LinearPolicy | None, learner: str, rng: np.random.Generator,  # type: ignore[no-untyped-def]
         seed: int, greedy: bool = False) -> tuple[float, list[tuple[np.ndarray, np.ndarray, int]]]:
    """One game: `learner` follows the policy, the other seats play uniformly at random."""
    env.reset(seed=seed)
    trace: list[tuple[np.ndarray, np.ndarray, int]] = []
    total = 0.0
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        if agent == learner:
            total += reward
        if terminated or truncated:
            env.step(None)
            continue
        mask = obs["action_mask"]
        if agent == learner and policy is not None:
            a = policy.act(obs["observation"], mask, greedy)
            trace.append((obs["observation"], mask, a))
        else:
            a = int(rng.choice(np.flatnonzero(mask)))
        env.step(a)
    return total, trace


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--episodes", type=int, default=3000)
    ap.add_argument("--eval", type=int, default=600)
    ap.add_argument("--lr", type=float, default=0.05)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    rng = np.random.default_rng(args.seed)
    env = make_env("rose-ceremony", players=PLAYERS, reward="win")
    env.reset(seed=args.seed)
    agent0 = env.possible_agents[0]
    obs_size = env.observation_space(agent0)["observation"].shape[0]
    n_actions = env.action_space(agent0).n
    policy = LinearPolicy(obs_size, n_actions, rng)
    baseline = 1.0 / PLAYERS

    def evaluate(pol: LinearPolicy | None, label: str) -> float:
        wins = [play(env, pol, env.possible_agents[i % PLAYERS], rng, seed=10**9 + i, greedy=True)[0]
                for i in range(args.eval)]
        mean = float(np.mean(wins))
        print(f"{label}: win share {mean:.3f} over {args.eval} games vs random "
              f"(± {1.96 * np.std(wins) / len(wins) ** 0.5:.3f}; random would get {1 / PLAYERS:.3f})")
        return mean

    before = evaluate(None, "random policy  ")
    for ep in range(args.episodes):
        learner = env.possible_agents[ep % PLAYERS]
        ret, trace = play(env, policy, learner, rng, seed=args.seed * 10**6 + ep)
        adv = ret - baseline
        baseline += 0.01 * (ret - baseline)
        for obs, mask, a in trace:
            p = policy.probs(obs, mask)
            grad = -p
            grad[a] += 1.0
            policy.W += args.lr * adv * np.outer(grad, obs) / max(1, len(trace)) ** 0.5
            policy.b += args.lr * adv * grad / max(1, len(trace)) ** 0.5
        if (ep + 1) % 1000 == 0:
            print(f"episode {ep + 1}: running mean win share {baseline:.3f}", flush=True)
    after = evaluate(policy, "trained policy ")
    print("the trained policy beats random" if after > before else "no improvement this run")


if __name__ == "__main__":
    main()
