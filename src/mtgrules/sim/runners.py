"""Where a simulation's games are played: one after the other here, in local processes, or on a
Ray cluster. Every runner plays game ``i`` from the same seed (:func:`~mtgrules.sim.simulate.
play_one`) and yields the records in game order, so a run's records are the same whichever
runner plays it — only their ``seconds`` (the time a game took) differ.

Processes are forked from this one where the platform can (the card data already loaded is
shared, not read again), and spawned elsewhere.
"""

from __future__ import annotations

import multiprocessing
import os
from collections import deque
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from mtgrules.cards.custom import CustomCard
from mtgrules.sim.agents import MAX_ACTIONS
from mtgrules.sim.games import GameRecord, play_one


@dataclass(frozen=True)
class Matchup:
    """What every game of a run shares: the two decks, their agents, the action limit, the
    variants and the custom cards."""

    decks: tuple[tuple[str, ...], ...]
    agents: tuple[str, ...]
    max_actions: int = MAX_ACTIONS
    variants: tuple[str, ...] = ()
    cards: tuple[CustomCard, ...] = ()

    def play(self, seed: int, number: int, *, allow_unsupported: bool = True) -> GameRecord:
        """Game ``number`` of a run, played with ``seed``."""
        return play_one(
            self.decks, self.agents, seed, number=number, max_actions=self.max_actions,
            variants=self.variants, cards=self.cards, allow_unsupported=allow_unsupported,
        )  # fmt: skip


def serial(matchup: Matchup, games: int, seed: int) -> Iterator[GameRecord]:
    """The games one after the other, in this process."""
    for number in range(games):
        yield matchup.play(seed + number, number)


_MATCHUP: Matchup | None = None
"""The matchup of a worker process, set once as it starts."""


def _start_worker(matchup: Matchup) -> None:
    global _MATCHUP
    _MATCHUP = matchup


def _play_in_worker(job: tuple[int, int]) -> GameRecord:
    seed, number = job
    assert _MATCHUP is not None, "a worker plays only after it has started"
    return _MATCHUP.play(seed, number)


def _context() -> multiprocessing.context.BaseContext:
    """Fork where the platform has it (the loaded card data is shared), else spawn."""
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else "spawn")


def processes(matchup: Matchup, games: int, seed: int, workers: int) -> Iterator[GameRecord]:
    """The games in ``workers`` local processes, yielded in game order as each is done (a game
    that ends early waits for the ones before it)."""
    if workers < 1:
        raise ValueError(f"--workers must be at least 1 (got {workers})")
    jobs = [(seed + number, number) for number in range(games)]
    chunk = max(1, min(8, games // (workers * 4)))
    with ProcessPoolExecutor(
        max_workers=workers, mp_context=_context(), initializer=_start_worker,
        initargs=(matchup,),
    ) as pool:  # fmt: skip
        yield from pool.map(_play_in_worker, jobs, chunksize=chunk)


def on_ray(
    matchup: Matchup, games: int, seed: int, address: str | None, *, in_flight: int = 0
) -> Iterator[Any]:
    """The games on a Ray cluster: ``address`` as ``ray.init`` takes it (``auto`` for the
    cluster this machine belongs to, ``ray://host:port`` for a remote one, None for a local
    instance started here and stopped at the end). At most ``in_flight`` games are queued at
    once (by default four per CPU of the cluster), and records are yielded in game order as
    they finish."""
    try:
        import ray
    except ImportError as error:  # pragma: no cover - ray is a dependency
        raise RuntimeError("--ray needs Ray: pip install 'mtgrules[cluster]'") from error

    started_here = not ray.is_initialized()
    if started_here:
        options: dict[str, Any] = {"address": address, "include_dashboard": False}
        if address is None:
            options.update(num_cpus=os.cpu_count() or 1, log_to_driver=False)
        ray.init(**options)
    try:
        remote = ray.remote(_play_on_ray)
        shared = ray.put(matchup)
        cpus = ray.cluster_resources().get("CPU", 1)  # type: ignore[no-untyped-call]
        limit = in_flight or 4 * max(1, int(cpus))
        waiting: deque[Any] = deque()
        for number in range(games):
            waiting.append(remote.remote(shared, seed + number, number))
            if len(waiting) >= limit:
                yield ray.get(waiting.popleft())
        while waiting:
            yield ray.get(waiting.popleft())
    finally:
        if started_here:
            ray.shutdown()


def _play_on_ray(matchup: Matchup, seed: int, number: int) -> GameRecord:
    return matchup.play(seed, number)


def run(
    matchup: Matchup,
    games: int,
    seed: int,
    *,
    workers: int = 1,
    ray_address: str | None = None,
    use_ray: bool = False,
) -> Iterator[Any]:
    """The records of ``games`` games, by the runner asked for: Ray when ``use_ray``, local
    processes when ``workers`` > 1, else this process."""
    if use_ray:
        return on_ray(matchup, games, seed, ray_address)
    if workers > 1:
        return processes(matchup, games, seed, workers)
    return serial(matchup, games, seed)


def decks_of(decks: Sequence[Sequence[str]]) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(deck) for deck in decks)
