"""Rose Ceremony (3–6 players): see `rules` for the rules summary, notation and visibility."""

from .rules import GAME, RoseCeremony, RoseState

__all__ = ["GAME", "RoseCeremony", "RoseState"]
