"""Train sb3-contrib's MaskablePPO on Rose Ceremony through salon's one-seat Gymnasium env, then
show its greedy win share against random seats next to a random policy's.

The learner holds seat 0 of a 3-player game; seats 1 and 2 are salon's `random` bot. Rewards are
the win share at the end (`reward="win"`: 1 for a sole winner, 1/k in a k-way tie, else 0). The
policy sees only `view(0)` (a float vector) and picks among the legal indices (`action_masks()`).
Evaluation plays `--eval` fresh seeded games (seeds 10**6 + i), greedy (deterministic) for the
trained policy, uniform over the legal actions for the baseline; a random seat's expected share
is 1/3. The interval is ± 1.96 standard errors over the games.

    pip install -e '.[rl,rl-train]'      # sb3-contrib, stable-baselines3 and torch (large)
    python examples/train_maskable_ppo.py [--timesteps 200000] [--eval 1000] [--seed 0]
"""

from __future__ import annotations

import argparse

import numpy as np
import torch
from sb3_contrib import MaskablePPO

from salon.rl.gym import SeatEnv


def win_share(env: SeatEnv, games: int, pick) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    shares = []
    for i in range(games):
        obs, _ = env.reset(seed=10**6 + i)
        done, reward = False, 0.0
        while not done:
            obs, reward, terminated, truncated, _ = env.step(pick(obs, env.action_masks()))
            done = terminated or truncated
        shares.append(reward)
    return float(np.mean(shares)), 1.96 * float(np.std(shares)) / len(shares) ** 0.5


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--timesteps", type=int, default=200_000, help="training steps of seat 0")
    ap.add_argument("--eval", type=int, default=1000, help="evaluation games per policy")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    torch.set_num_threads(1)  # small networks: one thread is fastest, and leaves a core free
    env = SeatEnv("rose-ceremony", players=3, seat=0, opponents="random", reward="win")
    env.reset(seed=args.seed)
    model = MaskablePPO("MlpPolicy", env, seed=args.seed, verbose=0)
    model.learn(total_timesteps=args.timesteps)
    rng = np.random.default_rng(args.seed)
    for label, pick in [
        ("random policy ", lambda obs, mask: int(rng.choice(np.flatnonzero(mask)))),
        ("MaskablePPO   ", lambda obs, mask: int(model.predict(obs, action_masks=mask, deterministic=True)[0])),
    ]:
        mean, half = win_share(env, args.eval, pick)
        print(f"{label} win share {mean:.3f} ± {half:.3f} over {args.eval} games "
              f"(95% interval {mean - half:.3f}–{mean + half:.3f}; 1/3 is a random seat's)")


if __name__ == "__main__":
    main()
