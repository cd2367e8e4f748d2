"""Checks no verb can say for presentation/024 (water utility complaints handling report).

- Bar names: the request asks for role="img" on every bar and an accessible name (an aria-label
  or an SVG <title>) in the form "Leaks: 7.5 days". Names are read from the chart's aria
  snapshot (which honours both); only role img elements named like "<type>: …" count: exactly
  one per complaint type, each exactly in that form (one decimal).
- Bars to scale: each named bar's length must follow one linear scale of its median days
  (tasks/_lib/figures.py), so a bar drawn from a stale figure is caught.
- Lines under the chart or the table, the column at the right end or after Received and the
  "Summary" section under the page heading: read from the drawn boxes and the header row.
- The mark-name, column-order and drawn-order probes are the shared ones in tasks/_lib/marks.py.
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

drawn_to_scale = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))["drawn_to_scale"]
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
img_names = _MARKS["img_names"]
below = _MARKS["below"]
header_is = _MARKS["header_is"]
columns_end = _MARKS["columns_end"]
tops_in_order = _MARKS["tops_in_order"]
names_probe = _MARKS["names_probe"]
headers = _MARKS["headers"]
one_named = _MARKS["one_named"]

MEDIAN_SECTION = {"section": "Median days to resolve"}
CHART = {"chart": True, "within": MEDIAN_SECTION}
TYPES_SECTION = {"section": "Complaint types"}
TYPE_TABLE = {"role": "table", "within": TYPES_SECTION}
TYPES = ["Billing", "Low pressure", "Discoloured water", "Leaks", "Sewer flooding", "Metering"]
DAYS_T2 = [4.5, 6.0, 3.0, 7.5, 12.0, 8.0]
DAYS_T4 = [4.5, 6.0, 3.0, 7.5, 7.0, 8.0]

_TYPE = re.compile(r"^(Billing|Low pressure|Discoloured water|Leaks|Sewer flooding|Metering):", re.I)


def _bar_names(ctx) -> list[str]:
    names = img_names(ctx, CHART)
    return [n for n in names if _TYPE.match(n)]


def _names_probe(ctx, days: list[float], forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _bar_names(ctx),
                       [(kind, f"{kind}: {d:.1f} days") for kind, d in zip(TYPES, days)],
                       count=len(days), forbidden=forbidden, fold_case=True)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, DAYS_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, DAYS_T4, forbidden=("12.0", "12 days")))


def sewer_named_7(ctx) -> None:
    one_named(ctx, lambda: _bar_names(ctx), "Sewer flooding", "Sewer flooding: 7.0 days", fold_case=True)


def bars_to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{k}:": v for k, v in zip(TYPES, DAYS_T2)}, marks="bars", what="bar")


def bars_to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{k}:": v for k, v in zip(TYPES, DAYS_T4)}, marks="bars", what="bar")


def slowest_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Slowest type:", MEDIAN_SECTION)


def meeting_under_table(ctx) -> None:
    below(ctx, TYPE_TABLE, "the Complaint types table", "Types meeting the standard:", TYPES_SECTION)


def standard_last(ctx) -> None:
    columns_end(ctx, TYPE_TABLE, ["Meets standard"], "the Complaint types table")


def change_after_received(ctx) -> None:
    def probe():
        h = headers(ctx, TYPE_TABLE)
        at = [i for i, x in enumerate(h) if header_is(x, "Change on April to June")]
        received = [i for i, x in enumerate(h) if re.fullmatch(r"Received(\s*\(.*\))?", x, re.I)]
        if not at or not received or at[0] != received[0] + 1:
            return False, f"'Change on April to June' does not come directly after Received: {h}"
        return True, ""
    ctx.until(probe)


def summary_first(ctx) -> None:
    """Page heading, then the "Summary" section, then the Complaint types table."""
    tops_in_order(ctx, [
        ("the page heading", {"heading": "Kelvale Water complaints, July to September 2026"}),
        ("the Summary section", {"section": "Summary"}),
        ("the Complaint types table", TYPE_TABLE),
    ])
