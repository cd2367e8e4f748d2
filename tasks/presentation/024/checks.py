"""Checks no verb can say for presentation/024 (water utility complaints handling report).

- Bar names: the request asks for role="img" on every bar and an accessible name (an aria-label
  or an SVG <title>) in the form "Leaks: 7.5 days". Names are read from the chart's aria
  snapshot (which honours both); only role img elements named like "<type>: …" count: exactly
  one per complaint type, each exactly in that form (one decimal).
- Bars to scale: each named bar's length must follow one linear scale of its median days
  (tasks/_lib/figures.py), so a bar drawn from a stale figure is caught.
- Lines under the chart or the table, the column at the right end or after Received and the
  "Summary" section under the page heading: read from the drawn boxes and the header row.
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

drawn_to_scale = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))["drawn_to_scale"]

MEDIAN_SECTION = {"section": "Median days to resolve"}
CHART = {"chart": True, "within": MEDIAN_SECTION}
TYPES_SECTION = {"section": "Complaint types"}
TYPE_TABLE = {"role": "table", "within": TYPES_SECTION}
TYPES = ["Billing", "Low pressure", "Discoloured water", "Leaks", "Sewer flooding", "Metering"]
DAYS_T2 = [4.5, 6.0, 3.0, 7.5, 12.0, 8.0]
DAYS_T4 = [4.5, 6.0, 3.0, 7.5, 7.0, 8.0]

_IMG = re.compile(r'\bimg "((?:[^"\\]|\\.)*)"')
_TYPE = re.compile(r"^(Billing|Low pressure|Discoloured water|Leaks|Sewer flooding|Metering):", re.I)


def _bar_names(ctx) -> list[str]:
    snapshot = ctx.locate(CHART).aria_snapshot()
    names = [" ".join(n.replace('\\"', '"').split()) for n in _IMG.findall(snapshot)]
    return [n for n in names if _TYPE.match(n)]


def _names_probe(ctx, days: list[float], forbidden: tuple[str, ...] = ()):
    def probe():
        names = _bar_names(ctx)
        if len(names) != len(days):
            return False, f"{len(names)} bars with role img named like 'Leaks: …', wanted {len(days)}: {names}"
        for kind, d in zip(TYPES, days):
            want = f"{kind}: {d:.1f} days"
            mine = [x for x in names if x.lower().startswith(f"{kind.lower()}:")]
            if mine != [want]:
                return False, f"the {kind} bar is named {mine}, wanted {want!r}"
        bad = [x for x in names if any(f in x for f in forbidden)]
        if bad:
            return False, f"a bar still carries an old figure: {bad}"
        return True, ""
    return probe


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, DAYS_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, DAYS_T4, forbidden=("12.0", "12 days")))


def sewer_named_7(ctx) -> None:
    def probe():
        names = [n for n in _bar_names(ctx) if n.lower().startswith("sewer flooding:")]
        if names != ["Sewer flooding: 7.0 days"]:
            return False, f"the Sewer flooding bar is named {names}, wanted 'Sewer flooding: 7.0 days'"
        return True, ""
    ctx.until(probe)


def bars_to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{k}:": v for k, v in zip(TYPES, DAYS_T2)}, marks="bars", what="bar")


def bars_to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{k}:": v for k, v in zip(TYPES, DAYS_T4)}, marks="bars", what="bar")


def _box(ctx, target: dict, what: str):
    loc = ctx.locate(target)
    box = loc.first.bounding_box() if loc.count() else None
    if not box:
        raise AssertionError(f"{what} is not drawn")
    return box


def _below(ctx, upper: dict, upper_what: str, text: str, section: dict):
    def probe():
        try:
            top = _box(ctx, upper, upper_what)
            line = _box(ctx, {"text": text, "within": section}, f"the line '{text}'")
        except AssertionError as exc:
            return False, str(exc)
        if line["y"] < top["y"] + top["height"] - 2:
            return False, f"the line '{text}' is not under {upper_what}"
        return True, ""
    ctx.until(probe)


def slowest_under_chart(ctx) -> None:
    _below(ctx, CHART, "the chart", "Slowest type:", MEDIAN_SECTION)


def meeting_under_table(ctx) -> None:
    _below(ctx, TYPE_TABLE, "the Complaint types table", "Types meeting the standard:", TYPES_SECTION)


_HEADERS_JS = """
(table) => {
  const norm = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const cells = [...table.querySelectorAll('th, [role="columnheader"]')];
  if (!cells.length) return [];
  const rowOf = (c) => c.closest('tr, [role="row"]');
  const first = rowOf(cells[0]);
  return cells.filter((c) => rowOf(c) === first).map((c) => norm(c.textContent));
}
"""


def _is(header: str, name: str) -> bool:
    return bool(re.match(rf"{re.escape(name)}(\W|$)", header, re.I))


def _headers(ctx) -> list[str]:
    return ctx.locate(TYPE_TABLE).first.evaluate(_HEADERS_JS)


def standard_last(ctx) -> None:
    def probe():
        h = _headers(ctx)
        if not h or not _is(h[-1], "Meets standard"):
            return False, f"'Meets standard' is not the last column of the Complaint types table: {h}"
        return True, ""
    ctx.until(probe)


def change_after_received(ctx) -> None:
    def probe():
        h = _headers(ctx)
        at = [i for i, x in enumerate(h) if _is(x, "Change on April to June")]
        received = [i for i, x in enumerate(h) if re.fullmatch(r"Received(\s*\(.*\))?", x, re.I)]
        if not at or not received or at[0] != received[0] + 1:
            return False, f"'Change on April to June' does not come directly after Received: {h}"
        return True, ""
    ctx.until(probe)


def summary_first(ctx) -> None:
    """Page heading, then the "Summary" section, then the Complaint types table."""
    targets = [
        ("the page heading", {"heading": "Kelvale Water complaints, July to September 2026"}),
        ("the Summary section", {"section": "Summary"}),
        ("the Complaint types table", TYPE_TABLE),
    ]

    def probe():
        try:
            tops = [(what, _box(ctx, t, what)["y"]) for what, t in targets]
        except AssertionError as exc:
            return False, str(exc)
        for (a, ya), (b, yb) in zip(tops, tops[1:]):
            if not ya < yb:
                return False, f"{a} (top at y={ya:.0f}) is not above {b} (top at y={yb:.0f})"
        return True, ""
    ctx.until(probe)
