"""Checks no verb can say for presentation/005.

The request asks for role="img" and an accessible name on every bar; an SVG <title> child names a
bar as well as an aria-label does, but the page engine only reads aria-label on SVG shapes, so the
names are computed here from the role="img" elements of each chart. The legend's place under the
grouped chart is read from the drawn boxes. The bars' heights must follow one scale of the counts
(tasks/_lib/figures.py); `expect_chart` checks only that more students draw a taller bar.
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

drawn_to_scale = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))["drawn_to_scale"]

DIST = {"chart": True, "within": {"section": "Grade distribution"}}
BY_SECTION = {"section": "By lecture section", "exact": True}
SECTION_CHART = {"chart": True, "within": BY_SECTION}
GRADES = ["A", "B", "C", "D", "F"]
T1 = {"A": 14, "B": 22, "C": 17, "D": 6, "F": 3}
T3 = {"A": 14, "B": 24, "C": 16, "D": 5, "F": 3}
S01 = {"A": 8, "B": 13, "C": 7, "D": 2, "F": 1}
S02 = {"A": 6, "B": 11, "C": 9, "D": 3, "F": 2}

_JS = r"""
(svg) => {
  const nameOf = (el) => {
    const ids = (el.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean);
    const byId = ids.map((id) => document.getElementById(id)).filter(Boolean).map((e) => e.textContent).join(' ');
    if (byId.trim()) return byId.replace(/\s+/g, ' ').trim();
    const aria = (el.getAttribute('aria-label') || '').trim();
    if (aria) return aria.replace(/\s+/g, ' ');
    for (const c of el.children) if (c.localName === 'title') return c.textContent.replace(/\s+/g, ' ').trim();
    return '';
  };
  const shown = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden' || Number(cs.opacity) < 0.05) return false;
    }
    return true;
  };
  const hiddenFromAT = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) if (e.getAttribute('aria-hidden') === 'true') return true;
    return false;
  };
  const bars = [];
  const walker = document.createTreeWalker(svg, NodeFilter.SHOW_ELEMENT);
  for (let el = walker.currentNode; el; el = walker.nextNode()) {
    if (!shown(el)) continue;
    const roles = (el.getAttribute('role') || '').split(/\s+/);
    if (roles.includes('img') && el !== svg && !hiddenFromAT(el)) {
      const b = el.getBoundingClientRect();
      bars.push({name: nameOf(el), bottom: b.bottom});
    }
  }
  return bars;
}
"""


def _bars(ctx, chart):
    return ctx.locate(chart).evaluate(_JS)


def _pct(n: int, total: int) -> str:
    return f"{round(n / total * 1000 + 1e-9) / 10:.1f}%"


def _dist_names_check(ctx, counts, *, suffix_ok: bool, most_common: bool = False, forbidden=()):
    total = sum(counts.values())
    top = max(counts.values())
    expected = [f"{g}: {counts[g]} students ({_pct(counts[g], total)})"
                + (", most common" if most_common and counts[g] == top else "") for g in GRADES]

    def probe():
        names = [b["name"] for b in _bars(ctx, DIST)]
        graded = [n for n in names if re.match(r"^[A-F]: ", n)]
        for want in expected:
            hits = [n for n in graded if n == want or (suffix_ok and n.startswith(want + ","))]
            if len(hits) != 1:
                return False, f"no bar named {want!r}; bar names (role img): {graded}"
        if len(graded) != len(expected):
            return False, f"{len(graded)} bars named for a grade, wanted {len(expected)}: {graded}"
        bad = [n for n in names if any(re.search(f, n) for f in forbidden)]
        if bad:
            return False, f"bar names still carry old counts: {bad}"
        return True, ""
    ctx.until(probe)


def dist_names_t1(ctx) -> None:
    _dist_names_check(ctx, T1, suffix_ok=True)


def dist_names_t3(ctx) -> None:
    _dist_names_check(ctx, T3, suffix_ok=True, forbidden=(r"^B: 22 ", r"^C: 17 ", r"^D: 6 "))


def dist_names_t5(ctx) -> None:
    _dist_names_check(ctx, T3, suffix_ok=False, most_common=True)


def no_old_counts_in_names(ctx) -> None:
    def probe():
        names = [b["name"] for b in _bars(ctx, DIST)]
        if not names:
            return False, "no bars with role img in the distribution chart"
        bad = [n for n in names if re.search(r"\b(B: 22|C: 17|D: 6) student", n)
               or any(p in n for p in ("35.5%", "27.4%", "9.7%"))]
        return not bad, f"bar names still carry the pre-regrade counts: {bad}"
    ctx.until(probe)


def section_names(ctx) -> None:
    def ok(name: str, section: str, grade: str, n: int) -> bool:
        unit = "students?" if n == 1 else "students"
        return re.fullmatch(rf"{section}, grade {grade}: {n} {unit}", name) is not None

    def probe():
        names = [b["name"] for b in _bars(ctx, SECTION_CHART)]
        named = [n for n in names if n.startswith("Section 0")]
        for section, counts in (("Section 01", S01), ("Section 02", S02)):
            for g in GRADES:
                hits = [n for n in named if ok(n, section, g, counts[g])]
                if len(hits) != 1:
                    return False, (f"no bar named like '{section}, grade {g}: {counts[g]} students'; "
                                   f"bar names (role img): {named}")
        if len(named) != 10:
            return False, f"{len(named)} section bars, wanted 10: {named}"
        return True, ""
    ctx.until(probe)


def section_legend_under_chart(ctx) -> None:
    def probe():
        bars = _bars(ctx, SECTION_CHART)
        if not bars:
            return False, "no bars with role img in the lecture-section chart"
        lowest = max(b["bottom"] for b in bars)
        for entry in ("Section 01 (31 students)", "Section 02 (31 students)"):
            box = ctx.locate({"text": entry, "exact": True, "within": BY_SECTION}).bounding_box()
            if not box or box["y"] < lowest:
                return False, f"the legend entry {entry!r} is not under the chart"
        return True, ""
    ctx.until(probe)


def bars_to_scale_t1(ctx) -> None:
    drawn_to_scale(ctx, DIST, {f"{g}:": n for g, n in T1.items()})


def bars_to_scale_t3(ctx) -> None:
    drawn_to_scale(ctx, DIST, {f"{g}:": n for g, n in T3.items()})


def section_01_to_scale(ctx) -> None:
    drawn_to_scale(ctx, SECTION_CHART, {f"Section 01, grade {g}:": n for g, n in S01.items()})


def section_02_to_scale(ctx) -> None:
    drawn_to_scale(ctx, SECTION_CHART, {f"Section 02, grade {g}:": n for g, n in S02.items()})
