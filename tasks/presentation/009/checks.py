"""Checks no verb can say for presentation/009: the accessible labels of the chart's marks.

The request asks for an accessible label on every column ("13:00: 19.2 kWh", an aria-label or an
SVG <title>) and on every forecast point ("Forecast 13:00: 20.1 kWh"). No target reads the name of
an SVG shape that has no role, so the names are read here from the chart in "Hourly output":
an element's aria-labelledby text, its aria-label, or its child <title>, whichever it carries.
A label counts for an hour when it starts with the wanted text (case and spacing aside); words
after it are tolerated, words before it are not ("Measured 13:00: …" is not the column label).
The columns' heights follow one scale of the measured output, and the forecast points one scale of
the forecast (tasks/_lib/figures.py).
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

drawn_to_scale = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))["drawn_to_scale"]

CHART = {"chart": True, "within": {"section": "Hourly output"}}
FIRST_HOUR = 5

MEASURED_T2 = [0.4, 2.1, 5.6, 9.8, 13.5, 16.4, 18.7, 12.1, 19.2, 17.6, 14.3, 10.9, 7.2, 3.8, 1.5, 0.3]
MEASURED_T4 = MEASURED_T2[:7] + [19.9] + MEASURED_T2[8:]
FORECAST = [0.5, 2.4, 6.1, 10.4, 14.2, 17.3, 19.6, 20.4, 20.1, 18.2, 14.8, 11.0, 7.0, 3.6, 1.4, 0.2]

_NAMES_JS = r"""
(svg) => {
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const shown = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden' || Number(cs.opacity) < 0.05) return false;
      if (e.getAttribute('aria-hidden') === 'true') return false;
    }
    return true;
  };
  const out = [];
  for (const el of svg.querySelectorAll('*')) {
    const tag = el.localName;
    if (tag === 'title' || tag === 'desc' || !shown(el)) continue;
    const ids = (el.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean);
    let name = norm(ids.map((id) => { const t = document.getElementById(id); return t ? t.textContent : ''; }).join(' '));
    if (!name) name = norm(el.getAttribute('aria-label'));
    if (!name) for (const c of el.children) if (c.localName === 'title') { name = norm(c.textContent); break; }
    if (name) out.push(name);
  }
  return Array.from(new Set(out));
}
"""

_HOUR = re.compile(r"^(?:forecast\s+)?(\d\d):00\s*:\s*(\d+(?:\.\d+)?)\s*kwh\b", re.I)


def _hour(i: int) -> str:
    return f"{FIRST_HOUR + i:02d}:00"


def _key(text: str) -> str:
    return " ".join(text.lower().split())


def _names(ctx) -> list[str]:
    return ctx.locate(CHART).evaluate(_NAMES_JS)


def _series_problem(names: list[str], values: list[float], prefix: str) -> str:
    """'' when every hour has a mark named '<prefix>HH:00: V kWh' and no mark of that series names
    an hour with another value."""
    keys = [_key(n) for n in names]
    for i, v in enumerate(values):
        want = _key(f"{prefix}{_hour(i)}: {v:.1f} kWh")
        if not any(k == want or (k.startswith(want) and not k[len(want)].isalnum()) for k in keys):
            return f"no mark labelled {want!r}"
    wanted = {f"{FIRST_HOUR + i:02d}": f"{v:.1f}" for i, v in enumerate(values)}
    for name in names:
        is_forecast = _key(name).startswith("forecast")
        if is_forecast != bool(prefix):
            continue
        m = _HOUR.match(name.strip())
        if m and wanted.get(m.group(1)) != f"{float(m.group(2)):.1f}":
            return f"a mark is labelled {name!r}, which is not the {m.group(1)}:00 {prefix.strip().lower() or 'measured'} value"
    return ""


def _check(ctx, series: list[tuple[list[float], str]]) -> None:
    def probe():
        names = _names(ctx)
        for values, prefix in series:
            problem = _series_problem(names, values, prefix)
            if problem:
                return False, f"{problem}; labels in the chart: {names[:40]}"
        return True, ""
    ctx.until(probe)


def column_labels_t2(ctx) -> None:
    _check(ctx, [(MEASURED_T2, "")])


def column_labels_t4(ctx) -> None:
    _check(ctx, [(MEASURED_T4, "")])


def forecast_and_column_labels(ctx) -> None:
    _check(ctx, [(FORECAST, "Forecast "), (MEASURED_T4, "")])


_TABLE_HEADS_JS = r"""
(table) => {
  const seen = (el) => {
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    return r.width > 1 && r.height > 1 && cs.visibility !== 'hidden' && Number(cs.opacity) >= 0.05;
  };
  const heads = table.querySelectorAll('caption, thead th, th[scope="col"], [role="columnheader"]');
  return Array.from(heads).filter(seen).map((el) => el.innerText || '');
}
"""


def balance_unit(ctx) -> None:
    """"each in kWh": the unit is shown with the figure in the "Exported to grid" row, or once for the
    figures in a column header or the table's caption ("Energy (kWh)") — either says it to a reader."""
    section = {"section": "Energy balance"}
    row = {"item": "Exported to grid", "within": section}
    table = {"role": "table", "within": section}

    def probe():
        if "kwh" in ctx.text(row).lower():
            return True, ""
        heads = [" ".join(h.split()) for h in ctx.locate(table).evaluate(_TABLE_HEADS_JS)]
        if any("kwh" in h.lower() for h in heads):
            return True, ""
        return False, (f"the unit kWh is shown neither in the row for 'Exported to grid' ({ctx.text(row)!r}) "
                       f"nor in a column header or caption of the table ({heads})")
    ctx.until(probe)


def _hour(i: int) -> str:
    return f"{FIRST_HOUR + i:02d}:00"


def columns_to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{_hour(i)}:": v for i, v in enumerate(MEASURED_T2)}, what="column")


def columns_to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{_hour(i)}:": v for i, v in enumerate(MEASURED_T4)}, what="column")


def forecast_to_scale(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"Forecast {_hour(i)}:": v for i, v in enumerate(FORECAST)}, marks="points",
                   what="forecast point")
