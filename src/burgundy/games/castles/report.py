"""A simulation's report, for reading and for sharing: ``report.md`` with the run's setup,
tables and figures (PNG, drawn with matplotlib, ``burgundy[plot]``). With a comparison, it
says how house tiles change scores against the standard tiles over the same seeds."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from burgundy.games.castles import simulation
from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.scoresheet import heading
from burgundy.games.castles.simulation import Spec
from burgundy.kernel.simulation import GameResult, compare, mean_points, source_names


def write(
    folder: Path,
    spec: Spec,
    played: Sequence[GameResult],
    standard: Sequence[GameResult] = (),
    tiles: TileSet | None = None,
) -> Path:
    """Write ``report.md`` and its figures into ``folder`` (made if missing); returns the
    report's path. ``standard``: the same seeds with the standard tiles, for a comparison.
    ``tiles``: the run's tile set, to say what the tiles it adds or changes did."""
    folder.mkdir(parents=True, exist_ok=True)
    summary = simulation.summarize(spec, played, tiles)
    lines = [f"# Simulation of {summary['games']} games", "", *_setup(spec, summary), ""]
    lines += ["## Scores", "", *_seats_table(summary), "", "![Scores](scores.png)", ""]
    simulation.plot(spec, played, str(folder / "scores.png"))
    if standard:
        compared = compare(spec, played, standard)
        baseline = simulation.summarize(spec, standard[: compared["games"]])
        lines += ["## House tiles against the standard tiles", "",
                  *_comparison(compared, summary, baseline), "",
                  "![House tiles against the standard tiles](compare.png)", ""]
        plot_comparison(spec, played[: compared["games"]], standard[: compared["games"]],
                        compared, str(folder / "compare.png"))
    if "tiles" in summary:
        lines += ["## House tiles per game", "", *_tallies_table(summary["tiles"]), ""]
    path = folder / "report.md"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def _setup(spec: Spec, summary: dict[str, Any]) -> list[str]:
    last = spec.seed + summary["games"] - 1
    return [
        f"- players: {spec.players}; bots: {', '.join(spec.bots)}, dealt in order and moved "
        "one seat on from game to game",
        f"- seeds: {spec.seed} to {last}",
        f"- tiles: the standard tiles{''.join(f', then `{path}`' for path in spec.tile_names())}",
        f"- estates: {_estates(spec)}",
    ]


def _estates(spec: Spec) -> str:
    if spec.estates:
        maps = f"maps {', '.join(map(str, spec.estates))}"
    else:
        maps = "random maps" if spec.advanced else "map 1"
    return f"{maps}, advanced set-up" if spec.advanced else maps


def _seats_table(summary: dict[str, Any]) -> list[str]:
    lines = ["| seat | bot | wins | win rate | mean | stdev |", "|---:|---|---:|---:|---:|---:|"]
    for row in summary["seats"]:
        lines.append(f"| {row['seat']} | {row['bot']} | {row['wins']} | {row['win_rate']:.1%} "
                     f"| {row['mean']:.1f} | {row['stdev']:.1f} |")
    return lines


def _tallies_table(tallies: dict[str, dict[str, Any]]) -> list[str]:
    """What each house tile did per game, all seats together (``simulation.TALLIES``)."""
    columns = [what for what in simulation.TALLIES if any(what in t for t in tallies.values())]
    lines = ["| tile | " + " | ".join(columns) + " |", "|---|" + "---:|" * len(columns)]
    for tile_id, counts in tallies.items():
        cells = " | ".join(f"{counts[what]:.2f}" if what in counts else "" for what in columns)
        lines.append(f"| {counts['name']} (`{tile_id}`) | {cells} |")
    return lines


def _comparison(
    compared: dict[str, Any], house: dict[str, Any], standard: dict[str, Any]
) -> list[str]:
    lines = [
        f"The same {compared['games']} seeds played with the standard tiles. The difference is "
        "house minus standard, game by game, with its 95% confidence interval: when the "
        "interval holds 0 the difference is within noise.",
        "",
        "| seat | standard mean | house mean | difference | 95% interval | verdict |",
        "|---|---:|---:|---:|---|---|",
    ]
    rows = [(f"{s}", standard["seats"][s]["mean"], house["seats"][s]["mean"], d)
            for s, d in enumerate(compared["seats"])]
    everyone = (statistics.fmean(row[1] for row in rows), statistics.fmean(row[2] for row in rows))
    for label, before, after, d in [*rows, ("all", *everyone, compared["all"])]:
        verdict = "within noise" if d["noise"] else "more than noise"
        lines.append(f"| {label} | {before:.1f} | {after:.1f} | {d['mean']:+.2f} "
                     f"| [{d['low']:+.2f}, {d['high']:+.2f}] | {verdict} |")
    return lines


def plot_comparison(
    spec: Spec,
    house: Sequence[GameResult],
    standard: Sequence[GameResult],
    compared: dict[str, Any],
    path: str,
) -> None:
    """Write a PNG: the distributions of the mean score per game, each seat's difference
    with its 95% interval, and the mean points per source, house tiles against standard."""
    import matplotlib

    matplotlib.use("Agg")  # files only: no window, no display needed
    from matplotlib import pyplot

    figure, (scores, differences, sources) = pyplot.subplots(1, 3, figsize=(17, 5))
    runs = (("standard tiles", standard), ("house tiles", house))
    means = {label: [statistics.fmean(r.scores) for r in played] for label, played in runs}
    low = min(min(values) for values in means.values())
    high = max(max(values) for values in means.values())
    step = max(1.0, (high - low) / 20)
    edges = [low + step * i for i in range(int((high - low) / step) + 2)]  # both runs alike
    for label, values in means.items():
        scores.hist(values, bins=edges, histtype="step", linewidth=2, label=label)
    scores.set_title(f"Mean score of the seats, {len(house)} games")
    scores.set_xlabel("points")
    scores.set_ylabel("games")
    scores.legend()

    rows = [*compared["seats"], compared["all"]]
    labels = [f"seat {s}" for s in range(spec.players)] + ["all seats"]
    spans = ([d["mean"] - d["low"] for d in rows], [d["high"] - d["mean"] for d in rows])
    differences.errorbar([d["mean"] for d in rows], range(len(rows)), xerr=spans, fmt="o",
                         capsize=5)
    differences.axvline(0, color="grey", linestyle="--")
    differences.set_yticks(range(len(rows)), labels)
    differences.invert_yaxis()
    differences.set_title("House minus standard, 95% interval")
    differences.set_xlabel("points per game")

    height = 0.4
    names = source_names(house, standard)
    for offset, (label, played) in enumerate(runs):
        per_source = mean_points(played, range(spec.players))
        sources.barh([i + offset * height for i in range(len(names))],
                     [per_source.get(name, 0.0) for name in names], height=height, label=label)
    sources.set_yticks([i + height / 2 for i in range(len(names))], list(map(heading, names)))
    sources.invert_yaxis()
    sources.set_title("Mean points per source and seat")
    sources.set_xlabel("points")
    sources.legend()
    figure.tight_layout()
    figure.savefig(path, format="png")
    pyplot.close(figure)
