"""Self-play at scale: the game runner, simulation batches and balance statistics."""
