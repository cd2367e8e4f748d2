"""Checks no verb can say for presentation/003.

From turn 3 the horizontal chart holds two bars per stage (last run and 20-run median) whose
names differ only after the stage name; `expect_chart` cannot pick one series out of them, so
the bars are found by their role and accessible name and their drawn boxes are compared:
pipeline order top to bottom, longer durations drawn longer, each stage's name next to its bar
and each median bar next to its stage's bar; the lengths of both series follow one scale of the
durations (tasks/_lib/figures.py). A numbered list and the legend's place under the chart are read
from the rendered page too.
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

drawn_to_scale = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))["drawn_to_scale"]

CHART = {"chart": True, "within": {"section": "Stage durations", "exact": True}}
SECTION = {"section": "Stage durations", "exact": True}
STAGES = ["Checkout", "Install dependencies", "Lint", "Unit tests", "Build", "Integration tests", "Deploy to staging"]
LAST_T1 = [38, 134, 65, 252, 207, 452, 108]
LAST_T4 = [38, 134, 65, 252, 207, 232, 108]
MEDIAN = [35, 151, 62, 230, 211, 221, 112]


def dur(seconds: int) -> str:
    return f"{seconds // 60}m {seconds % 60:02d}s"


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
  const box = (el) => { const b = el.getBoundingClientRect(); return {left: b.left, right: b.right, top: b.top, bottom: b.bottom}; };
  const bars = [], texts = [];
  const walker = document.createTreeWalker(svg, NodeFilter.SHOW_ELEMENT);
  for (let el = walker.currentNode; el; el = walker.nextNode()) {
    if (!shown(el)) continue;
    const roles = (el.getAttribute('role') || '').split(/\s+/);
    if (roles.includes('img') && el !== svg && !hiddenFromAT(el)) bars.push({name: nameOf(el), ...box(el)});
    if (el.localName === 'text' || el.localName === 'tspan' || el.localName === 'foreignObject') {
      const t = el.textContent.replace(/\s+/g, ' ').trim();
      if (t) texts.push({text: t, ...box(el)});
    }
  }
  return {bars, texts};
}
"""


def _shapes(ctx):
    return ctx.locate(CHART).evaluate(_JS)


def _last_bar(bars, stage):
    return [b for b in bars if b["name"] == stage or b["name"].startswith(stage + ": ")]


def _median_bar(bars, stage):
    return [b for b in bars if b["name"].startswith(stage + " (20-run median): ")]


def _cy(b):
    return (b["top"] + b["bottom"]) / 2


def _length(b):
    return b["right"] - b["left"]


def _bars_problem(shapes, last: list[int], median: list[int] | None):
    bars = shapes["bars"]
    series = [("last-run", _last_bar, last)] + ([("20-run median", _median_bar, median)] if median else [])
    found = {}
    for label, pick, _values in series:
        for stage in STAGES:
            hits = pick(bars, stage)
            if len(hits) != 1:
                return (f"not exactly one {label} bar (role img) named for {stage!r}; "
                        f"bar names: {[b['name'] for b in bars][:16]}")
            found[(label, stage)] = hits[0]
    lasts = [found[("last-run", s)] for s in STAGES]
    for i in range(1, len(STAGES)):
        if not _cy(lasts[i]) > _cy(lasts[i - 1]) + 1:
            return f"the {STAGES[i]} bar is not below the {STAGES[i - 1]} bar (pipeline order, top to bottom)"
    # every stage's name is written next to its own bar
    for s, b in zip(STAGES, lasts):
        labels = [t for t in shapes["texts"] if t["text"] == s]
        if not labels:
            return f"the stage name {s!r} is not written in the chart"
        nearest = min(lasts, key=lambda o: min(abs(_cy(t) - _cy(o)) for t in labels))
        if nearest is not b or min(abs(_cy(t) - _cy(b)) for t in labels) > 30:
            return f"the stage name {s!r} is not next to its bar"
    if median:
        for s in STAGES:
            m = found[("20-run median", s)]
            nearest = min(lasts, key=lambda o: abs(_cy(o) - _cy(m)))
            if nearest is not found[("last-run", s)]:
                return f"the 20-run median bar of {s!r} is not next to that stage's last-run bar"
    drawn = [(v, _length(found[(label, s)]), f"{s} ({label})") for label, _p, values in series
             for s, v in zip(STAGES, values)]
    for va, la, na in drawn:
        for vb, lb, nb in drawn:
            if va > vb and not la > lb + 0.25:
                return f"{na} ({dur(va)}) is not drawn longer than {nb} ({dur(vb)})"
    return None


def _bars_check(ctx, last, median):
    def probe():
        problem = _bars_problem(_shapes(ctx), last, median)
        return problem is None, problem or ""
    ctx.until(probe)


def bars_t1(ctx) -> None:
    _bars_check(ctx, LAST_T1, None)


def bars_t3(ctx) -> None:
    _bars_check(ctx, LAST_T1, MEDIAN)


def bars_t4(ctx) -> None:
    _bars_check(ctx, LAST_T4, MEDIAN)


def _to_scale(ctx, last: list[int], median: list[int] | None) -> None:
    data = {f"{s}:": v for s, v in zip(STAGES, last)}
    data.update({f"{s} (20-run median)": v for s, v in zip(STAGES, median or [])})
    drawn_to_scale(ctx, CHART, data, axis="y")


def bars_to_scale_t1(ctx) -> None:
    _to_scale(ctx, LAST_T1, None)


def bars_to_scale_t3(ctx) -> None:
    _to_scale(ctx, LAST_T1, MEDIAN)


def bars_to_scale_t4(ctx) -> None:
    _to_scale(ctx, LAST_T4, MEDIAN)


_LAST_NAME = re.compile(r"^(.+?): (\d+m \d\ds)(, slower than usual)?$")


def _names_check(ctx, expected: list[str], *, prefix_ok: bool, median: bool = False, forbidden=()):
    def probe():
        names = [b["name"] for b in _shapes(ctx)["bars"]]
        if median:
            pool = [n for n in names if "(20-run median)" in n]
        else:
            pool = [n for n in names if _LAST_NAME.match(n) and _LAST_NAME.match(n).group(1) in STAGES]
        for want in expected:
            hits = [n for n in pool if n == want or (prefix_ok and n.startswith(want + ","))]
            if len(hits) != 1:
                return False, f"no bar named {want!r}; bar names: {pool}"
        if len(pool) != len(expected):
            return False, f"{len(pool)} bars named like {expected[0]!r}, wanted {len(expected)}: {pool}"
        bad = [n for n in names if any(f in n for f in forbidden)]
        if bad:
            return False, f"bar names still carry {forbidden}: {bad}"
        return True, ""
    ctx.until(probe)


def names_t1(ctx) -> None:
    _names_check(ctx, [f"{s}: {dur(v)}" for s, v in zip(STAGES, LAST_T1)], prefix_ok=True)


def median_names(ctx) -> None:
    _names_check(ctx, [f"{s} (20-run median): {dur(v)}" for s, v in zip(STAGES, MEDIAN)], prefix_ok=False, median=True)


def _flagged(values):
    return [f"{s}: {dur(v)}" + (", slower than usual" if v > m * 1.1 else "") for s, v, m in zip(STAGES, values, MEDIAN)]


def flags_t3(ctx) -> None:
    _names_check(ctx, _flagged(LAST_T1), prefix_ok=False)


def names_t4(ctx) -> None:
    _names_check(ctx, _flagged(LAST_T4), prefix_ok=False, forbidden=("7m 32s", "slower than usual"))


def no_old_integration_name(ctx) -> None:
    def probe():
        names = [b["name"] for b in _shapes(ctx)["bars"]]
        if not names:
            return False, "no bars with role img in the chart"
        bad = [n for n in names if "7m 32s" in n]
        return not bad, f"a bar still carries 7m 32s: {bad}"
    ctx.until(probe)


def _box(ctx, text):
    return ctx.locate({"text": text, "exact": True, "within": SECTION}).bounding_box()


def legend_under_chart(ctx) -> None:
    def probe():
        bars = _shapes(ctx)["bars"]
        if not bars:
            return False, "no bars with role img in the chart"
        lowest = max(b["bottom"] for b in bars)
        for entry in ("Last run", "20-run median"):
            box = _box(ctx, entry)
            if not box or box["y"] < lowest:
                return False, f"the legend entry {entry!r} is not under the chart"
        return True, ""
    ctx.until(probe)


def _slower_line_under_legend(ctx, line: str) -> None:
    def probe():
        legend_bottom = max(b["y"] + b["height"] for b in (_box(ctx, "Last run"), _box(ctx, "20-run median")) if b)
        box = _box(ctx, line)
        if not box or box["y"] < legend_bottom - 1:
            return False, f"{line!r} is not written under the legend"
        return True, ""
    ctx.until(probe)


def slower_line_t3(ctx) -> None:
    _slower_line_under_legend(ctx, "Slower than usual: Integration tests")


def slower_line_t4(ctx) -> None:
    _slower_line_under_legend(ctx, "Slower than usual: none")


_NUMBERED_JS = r"""
(item) => {
  const numeric = /^(decimal|decimal-leading-zero|lower-roman|upper-roman|lower-alpha|upper-alpha|lower-latin|upper-latin|arabic-indic|cjk-decimal)/;
  const siblings = Array.from(item.parentElement ? item.parentElement.children : [item]);
  return siblings.every((li) => {
    const cs = getComputedStyle(li);
    if (cs.display === 'list-item' && numeric.test(cs.listStyleType)) return true;
    const before = getComputedStyle(li, '::before').content || '';
    if (/counter\(/.test(before)) return true;
    return /^\s*\d+[.)]\s/.test(li.innerText || '');
  });
}
"""


def slowest_numbered(ctx) -> None:
    def probe():
        item = ctx.locate({"items": True, "within": {"section": "Slowest stages"}})
        return bool(item.evaluate(_NUMBERED_JS)), "the slowest-stages list is not numbered"
    ctx.until(probe)


_MEDIAN_NAME = re.compile(r"^(.+?) \(20-run median\): (\d+)m (\d\d)s$")
_LAST_PARTS = re.compile(r"^(.+?): (\d+)m (\d\d)s(, slower than usual)?$")


def slower_rule(ctx) -> None:
    """The flags follow the rule on whatever figures the chart shows: a stage is flagged (bar name
    suffix, and listed on the "Slower than usual:" line) exactly when its last run is more than 10%
    over its median; with none flagged the line says "none"."""
    def probe():
        names = [b["name"] for b in _shapes(ctx)["bars"]]
        medians, lasts = {}, {}
        for n in names:
            m = _MEDIAN_NAME.match(n)
            if m:
                medians[m.group(1)] = int(m.group(2)) * 60 + int(m.group(3))
                continue
            m = _LAST_PARTS.match(n)
            if m:
                lasts[m.group(1)] = (int(m.group(2)) * 60 + int(m.group(3)), bool(m.group(4)))
        missing = [s for s in STAGES if s not in medians or s not in lasts]
        if missing:
            return False, f"bars for {missing} (last run and 20-run median) were not found; bar names: {names[:16]}"
        slow = [s for s in STAGES if lasts[s][0] > medians[s] * 1.1]
        wrong = [s for s in STAGES if lasts[s][1] != (s in slow)]
        if wrong:
            return False, (f"the ', slower than usual' suffix is wrong for {wrong} "
                           f"(more than 10% over the median: {slow or 'none'})")
        line = ctx.text({"text": "Slower than usual:", "within": SECTION})
        listed = line.split(":", 1)[1].strip() if ":" in line else ""
        if not slow:
            return listed == "none", f"the line reads {line!r}, wanted 'Slower than usual: none'"
        got = {p.strip() for p in re.split(r",\s*|\s+and\s+", listed) if p.strip()}
        return got == set(slow), f"the line reads {line!r}, wanted the stages {slow}"
    ctx.until(probe)
