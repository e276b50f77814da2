"""The seeded random stream is SplitMix64, the same in the pure and the compiled build.

Saves keep only ``seed`` and ``draws``, and the golden playthroughs replay from them: a
changed number would change every game. The reference here steps SplitMix64's state one
draw at a time, as it is usually written; the engine jumps straight to any draw, in
Python's integers or (compiled) in wrapping machine integers. Seeds may be any ``int``.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from burgundy.model import rng

MASK = (1 << 64) - 1


def reference(seed: int, count: int) -> list[int]:
    """The first ``count`` numbers of SplitMix64 started from ``seed * 0xD1B54A32D192ED03``."""
    state = (seed * 0xD1B54A32D192ED03) & MASK
    out = []
    for _ in range(count):
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        out.append(z ^ (z >> 31))
    return out


seeds = st.one_of(
    st.integers(0, 1000),
    st.integers(-(2**63), 2**64),  # both sides of the signed 64-bit edges
    st.integers(-(2**80), 2**80),  # beyond 64 bits only the low 64 bits count
)


@given(seed=seeds, draws=st.integers(0, 50), n=st.integers(1, 2**40))
def test_below_is_the_reference_number_of_that_draw(seed: int, draws: int, n: int) -> None:
    number, after = rng.below(seed, draws, n)
    assert (number, after) == (reference(seed, draws + 1)[draws] % n, draws + 1)


@given(seed=seeds, draws=st.integers(0, 50), size=st.integers(0, 40))
def test_shuffled_is_fisher_yates_over_the_reference_draws(
    seed: int, draws: int, size: int
) -> None:
    items = list(range(size))
    numbers = reference(seed, draws + max(size - 1, 0))[draws:]
    expected = list(items)
    for i, z in zip(range(size - 1, 0, -1), numbers, strict=True):
        j = z % (i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert rng.shuffled(seed, draws, items) == (tuple(expected), draws + max(size - 1, 0))


@given(seed=seeds, salt=st.integers(0, 2**32))
def test_derived_seed_is_the_draw_before_the_first(seed: int, salt: int) -> None:
    # Draw -1 of the stream seeded ``seed ^ salt``: its state before the first step.
    z = ((seed ^ salt) * 0xD1B54A32D192ED03) & MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    assert rng.derived(seed, salt) == z ^ (z >> 31)


def test_reference_is_splitmix64() -> None:
    # SplitMix64's published first numbers from state 0 (seed 0 here).
    assert reference(0, 2) == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4]
