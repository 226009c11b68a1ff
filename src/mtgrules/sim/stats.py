"""The statistics of a simulation's summary: confidence intervals of win rates."""

from __future__ import annotations

import math
from dataclasses import dataclass

Z_95 = 1.959963984540054
"""The standard normal quantile of a two-sided 95% interval."""


@dataclass(frozen=True)
class Interval:
    """A proportion with its confidence interval, each a fraction in [0, 1]."""

    rate: float
    low: float
    high: float

    @property
    def margin(self) -> float:
        """The larger distance from the rate to an end of the interval."""
        return max(self.rate - self.low, self.high - self.rate)

    def percent(self) -> str:
        """The rate in percent with the interval and margin: ``52.3 (49.2–55.4, ±3.1)``."""
        rate, low, high, margin = (100 * v for v in (self.rate, self.low, self.high, self.margin))
        return f"{rate:.1f} ({low:.1f}–{high:.1f}, ±{margin:.1f})"

    def as_dict(self) -> dict[str, float]:
        return {"rate": round(self.rate, 4), "low": round(self.low, 4), "high": round(self.high, 4)}


def wilson(successes: int, trials: int, z: float = Z_95) -> Interval:
    """The Wilson score interval of ``successes`` in ``trials`` (95% by default): unlike the
    normal approximation it stays inside [0, 1] and is sound for rates near 0 or 1 and for few
    trials. With no trials the rate is unknown: the interval is the whole of [0, 1]."""
    if trials < 0 or not 0 <= successes <= trials:
        raise ValueError(f"{successes} successes in {trials} trials is not a proportion")
    if trials == 0:
        return Interval(0.0, 0.0, 1.0)
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return Interval(p, low, high)


def rate_text(won: int, played: int) -> str:
    """Games won of games played, and the rate: ``10/19 (53%)``; ``—`` with none played."""
    return f"{won}/{played} ({100 * won / played:.0f}%)" if played else "—"
