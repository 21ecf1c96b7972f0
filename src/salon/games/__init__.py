"""The four games, one package each; every package registers its Game with salon.core."""
