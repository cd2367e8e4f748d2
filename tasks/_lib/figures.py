"""Chart checks shared by task ``checks.py`` files: what no verb can say about drawn figures.

Load it from a task's ``checks.py`` with ``runpy.run_path`` (``Path(__file__).parents[2] / "_lib" /
"figures.py"``): a task whose checks name ``_lib`` has the whole folder in its ledger digest, so
editing a file here stales exactly those tasks.

- ``drawn_to_scale``: ``expect_chart`` checks that a larger value draws a longer bar or a higher
  point, not that the marks share one scale. A chart says "this much" by length or height, so
  each named mark's size must be one linear function of its value (a shared scale; a baseline
  other than zero is allowed, a bar clipped at a stale axis end or drawn from a stale figure is
  not). Marks are found by their accessible names (aria-labelledby, aria-label or a child
  <title>, on the shape or on a group around it); a mark whose name is missing or wrong is the
  name requirement's business, so it is left out here, and fewer than three named marks are not
  judged. ``from_zero=True`` adds what a request that measures bars "from 0" says: the shared
  scale's line passes through zero (a value of 0 draws no bar). ``axis="either"`` accepts columns
  or horizontal bars, for requests that leave the orientation open.
- ``chart_either_way``: ``expect_chart`` as columns or, failing that, as horizontal bars
  (``first="y"`` tries horizontal bars first, for a chart that is most likely drawn that way; the
  verdict is the same, only the order of the two tries and of their messages differs).
- ``bars_inside``: every role img mark of the chart whose name (aria-label or <title>) starts with
  one of the given prefixes is drawn whole inside the chart's box (1.5 px of tolerance): a bar whose
  start (its 0) lies outside the drawn area is cut off there, so what shows is not measured from 0.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

_MARKS_JS = r"""
(root, prefixes) => {
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const nameOf = (el) => {
    const ids = (el.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean);
    const byId = ids.map((id) => document.getElementById(id)).filter(Boolean).map((e) => e.textContent).join(' ');
    if (norm(byId)) return norm(byId);
    const aria = norm(el.getAttribute('aria-label'));
    if (aria) return aria;
    for (const c of el.children) if (c.localName === 'title') return norm(c.textContent);
    return '';
  };
  const shown = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden' || Number(cs.opacity) < 0.05) return false;
    }
    return true;
  };
  const alpha = (v) => {
    if (!v || v === 'none' || v === 'transparent') return 0;
    if (v.startsWith('url(')) return 1;
    const m = v.match(/rgba?\(([^)]+)\)/);
    if (!m) return 1;
    const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
    return p.length > 3 ? p[3] : 1;
  };
  const SHAPES = ['rect', 'path', 'polygon', 'circle', 'ellipse', 'use'];
  const painted = (el) => {
    const cs = getComputedStyle(el);
    if (el instanceof SVGElement) {
      return SHAPES.includes(el.localName) && ((alpha(cs.fill) > 0.1 && Number(cs.fillOpacity) > 0.1) ||
        (alpha(cs.stroke) > 0.1 && Number(cs.strokeOpacity) > 0.1 && parseFloat(cs.strokeWidth) > 0));
    }
    return alpha(cs.backgroundColor) > 0.1 || cs.backgroundImage !== 'none';
  };
  const shapeBoxes = (el) => [el, ...el.querySelectorAll('*')]
    .filter((e) => e.localName !== 'text' && shown(e) && painted(e))
    .filter((e, _i, all) => !all.some((o) => o !== e && e.contains(o)))
    .map((e) => e.getBoundingClientRect()).filter((b) => b.width > 0 || b.height > 0)
    .map((b) => ({ left: b.left, right: b.right, top: b.top, bottom: b.bottom }));
  const out = [];
  for (const el of [root, ...root.querySelectorAll('*')]) {
    const name = nameOf(el);
    if (!name) continue;
    const low = name.toLowerCase();
    const i = prefixes.findIndex((alts) => alts.some((p) => low.startsWith(p.toLowerCase())));
    if (i < 0 || !shown(el)) continue;
    const parts = shapeBoxes(el);
    if (parts.length) out.push({ i, name, parts });
  }
  return out;
}
"""


def _sizes(boxes: Mapping[str, Mapping[str, float]], marks: str, axis: str) -> dict[str, float]:
    """How far each mark reaches along the value axis (larger value → larger size): a bar from the
    baseline the bars share to its end, a point by its position."""
    if marks == "bars" and axis == "x":
        base = max(b["bottom"] for b in boxes.values())
        return {p: base - b["top"] for p, b in boxes.items()}
    if marks == "bars":
        base = min(b["left"] for b in boxes.values())
        return {p: b["right"] - base for p, b in boxes.items()}
    if axis == "x":
        return {p: -(b["top"] + b["bottom"]) / 2 for p, b in boxes.items()}
    return {p: (b["left"] + b["right"]) / 2 for p, b in boxes.items()}


def _fit(pairs: list[tuple[float, float]]) -> tuple[float, float]:
    """Least-squares line size = a + b·value."""
    n = len(pairs)
    mv = sum(v for v, _ in pairs) / n
    ms = sum(s for _, s in pairs) / n
    var = sum((v - mv) ** 2 for v, _ in pairs)
    b = sum((v - mv) * (s - ms) for v, s in pairs) / var if var else 0.0
    return ms - b * mv, b


Prefixes = str | tuple[str, ...]


def _label(key: Prefixes) -> str:
    return (key if isinstance(key, str) else key[0]).rstrip(": ")


def scale_problem(found: list[dict[str, Any]], data: Mapping[Any, float], *, marks: str = "bars",
                  axis: str = "x", what: str = "bar", from_zero: bool = False) -> str | None:
    """Why the named marks are not drawn to one linear scale of their values (with ``from_zero``:
    one that starts at 0), or None."""
    if axis == "either":
        problems = []
        for one, how in (("x", "as columns"), ("y", "as horizontal bars")):
            problem = scale_problem(found, data, marks=marks, axis=one, what=what, from_zero=from_zero)
            if problem is None:
                return None
            problems.append(f"{how}: {problem}")
        return "; ".join(problems)
    prefixes = list(data)
    boxes: dict[str, set[tuple[float, ...]]] = {}
    for f in found:
        parts = f["parts"]
        if marks == "bars" and len(parts) != 1:
            continue  # a bar drawn from several shapes (a track and its fill, a cap): not judged here
        box = {k: (min if k in ("left", "top") else max)(p[k] for p in parts) for k in ("left", "right", "top", "bottom")}
        boxes.setdefault(prefixes[f["i"]], set()).add(tuple(round(box[k], 1) for k in ("left", "right", "top", "bottom")))
    # one mark per datum (a name on a group and on its shape is one mark); several: not judged
    single = {p: dict(zip(("left", "right", "top", "bottom"), next(iter(seen)))) for p, seen in boxes.items()
              if len(seen) == 1}
    if not single:
        return None
    sizes = _sizes(single, marks, axis)
    if len(sizes) < 3 or len({data[p] for p in sizes}) < 2:
        return None
    pairs = [(data[p], sizes[p]) for p in sizes]
    span = max(s for _, s in pairs) - min(s for _, s in pairs)
    reach = max(abs(s) for _, s in pairs) if marks == "bars" else span
    tol = max(2.0, 0.015 * reach)
    _a, b = _fit(pairs)
    if b <= 0:
        return (f"the {what}s do not grow with their values: {', '.join(f'{_label(p)!r} {s:.0f} px' for p, s in sizes.items())}")

    def worst_residual(points: list[tuple[float, float]]) -> float:
        a, b = _fit(points)
        return max(abs(s - (a + b * v)) for v, s in points)

    # the mark whose removal leaves the others most nearly on one line, and how far it sits off their line
    candidates = [p for p in sizes if len({data[q] for q in sizes if q != p}) >= 2]
    if not candidates:
        return None
    culprit = min(candidates, key=lambda p: worst_residual([(data[q], sizes[q]) for q in sizes if q != p]))
    rest = [(data[q], sizes[q]) for q in sizes if q != culprit]
    a, b = _fit(rest)
    off = sizes[culprit] - (a + b * data[culprit])
    if abs(off) <= tol and worst_residual(rest) <= tol:
        return _zero_problem(pairs, what) if from_zero else None
    how = ("longer" if off > 0 else "shorter") if marks == "bars" else ("higher" if off > 0 else "lower")
    return (f"the {what} for {_label(culprit)!r} is drawn {abs(off):.0f} px {how} than its value "
            f"{data[culprit]:g} on the scale the other {what}s share: the {what}s are not drawn to one scale")


def _zero_problem(pairs: list[tuple[float, float]], what: str) -> str | None:
    """Why marks on one shared scale are not measured from 0 (the fitted line's size at value 0
    is not ~0), or None."""
    a, _b = _fit(pairs)
    if abs(a) > max(3.0, 0.03 * max(abs(s) for _, s in pairs)):
        return f"the {what}s are not measured from 0: a value of 0 would be drawn {a:.0f} px long on their scale"
    return None


def drawn_to_scale(ctx: Any, chart: Mapping[str, Any], data: Mapping[Any, float], *, marks: str = "bars",
                   axis: str = "x", what: str = "bar", from_zero: bool = False) -> None:
    """Each named mark of ``chart`` sits on one linear scale of its value.

    ``data`` maps a name prefix ("Week 4:", "Q1:"), or a tuple of prefixes any of which may start
    the name (("March:", "March 2025:")), to the value the mark stands for; ``marks`` is
    ``bars`` (length along the value axis) or ``points`` (position along it); ``axis`` is the
    category axis (``x``: columns or a line over time, ``y``: horizontal bars, ``either``: one of
    the two); ``from_zero`` also requires the scale to start at 0."""
    def probe() -> tuple[bool, str]:
        found = ctx.locate(dict(chart)).evaluate(_MARKS_JS, [[k] if isinstance(k, str) else list(k) for k in data])
        problem = scale_problem(found, data, marks=marks, axis=axis, what=what, from_zero=from_zero)
        return problem is None, problem or ""
    ctx.until(probe)


def chart_either_way(ctx: Any, chart: Mapping[str, Any], data: list[tuple[str, float]], *, marks: str = "bars",
                     first: str = "x") -> None:
    """``expect_chart`` with ``data`` (label, value) pairs, drawn as columns or as horizontal bars
    (tried in the order ``first`` gives: ``x`` columns first, ``y`` horizontal bars first)."""
    step = {"target": dict(chart), "marks": marks, "data": [{"label": n, "value": v} for n, v in data]}
    how = {"x": "as columns", "y": "as horizontal bars"}
    one, other = (first, "y" if first == "x" else "x")
    try:
        ctx.expect({"expect_chart": {**step, "axis": one}})
    except Exception as tried:  # noqa: BLE001 - the other orientation may hold
        try:
            ctx.expect({"expect_chart": {**step, "axis": other}})
        except Exception as also:  # noqa: BLE001
            raise AssertionError(f"{how[one]}: {tried}; {how[other]}: {also}") from None


_INSIDE_JS = """
(chart, prefixes) => {
  const c = chart.getBoundingClientRect();
  const out = [];
  for (const m of chart.querySelectorAll('[role="img"]')) {
    const t = m.querySelector('title');
    const name = ((m.getAttribute('aria-label') || (t && t.textContent) || '')).replace(/\\s+/g, ' ').trim();
    if (!prefixes.some((p) => name.startsWith(p))) continue;
    const b = m.getBoundingClientRect();
    out.push({ name, left: b.left - c.left, right: c.right - b.right, top: b.top - c.top, bottom: c.bottom - b.bottom });
  }
  return out;
}
"""


def bars_inside(ctx: Any, chart: Mapping[str, Any], prefixes: list[str]) -> None:
    """Every named bar (a role img mark whose name starts with one of ``prefixes``) is drawn whole
    inside the first element ``chart`` finds."""
    def probe() -> tuple[bool, str]:
        found = ctx.locate(dict(chart)).first.evaluate(_INSIDE_JS, prefixes)
        out = [f"{b['name']!r} ({min(b['left'], b['right'], b['top'], b['bottom']):.0f} px)" for b in found
               if min(b["left"], b["right"], b["top"], b["bottom"]) < -1.5]
        if out:
            return False, f"bars reach outside the chart's drawn area and are cut off there: {out}"
        return True, ""
    ctx.until(probe)
