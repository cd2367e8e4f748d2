"""Where things are drawn and what a chart's marks are called: helpers presentation checks share.

Load it like ``figures.py``, from a task's ``checks.py`` with ``runpy.run_path`` (``Path(__file__)
.parents[2] / "_lib" / "marks.py"``); a task whose checks name ``_lib`` has the whole folder in its
ledger digest, so editing this file stales exactly those tasks.

- ``img_names(ctx, target)``: the accessible names of the role img elements inside ``target``, read
  from its aria snapshot, so an aria-label and an SVG <title> count alike; whitespace collapsed.
  A task keeps the names that belong to its marks (those that start with a bar's label).
- ``box`` / ``top``: the drawn box (or its top edge) of the first element ``target`` finds; a
  target that is missing or not drawn fails with the name the request gives it.
- ``below(ctx, upper, upper_what, text, section=None)``: waits until the line ``text`` (within
  ``section``; anywhere on the page without one) is drawn under the bottom edge of ``upper`` (2 px
  of tolerance).
- ``stacked(ctx, targets)``: waits until each ``(what, target)`` starts below the bottom edge of the
  one before it (2 px of tolerance): not just a lower top, no overlap.
- ``HEADERS_JS`` / ``header_is`` / ``headers``: a table's header row as text (th or role
  columnheader cells of the first header row), whether a header names a column ("Litres (000s)"
  names "Litres"), and the header row of the first table ``table`` finds.
- ``columns_end(ctx, table, names, what)``: waits until the table's last columns are ``names``, in
  that order (one name: that column is the last).
- ``column_after(ctx, table, name, after)``: waits until the column ``name`` comes directly after
  the first column named ``after``.
- ``columns_run(ctx, table, names, then=..., what=...)``: waits until the columns ``names`` stand
  side by side, from the first column named ``names[0]``, and only columns named in ``then`` (if
  any) follow them.
- ``lines_in_order(ctx, texts, section, where="")``: waits until the lines ``texts`` (within
  ``section``) are drawn top to bottom in that order (each top strictly above the next); ``where``
  ("under the table") only words the failure.
- ``tops_in_order(ctx, targets, gap=0)``: waits until each ``(what, target)`` has its top edge more
  than ``gap`` px above the next one's; a missing or undrawn target fails by its ``what``.
- ``names_starting(ctx, target, labels, fold_case=False)``: ``img_names`` that start with one of
  ``labels`` followed by ":" (case-insensitively with ``fold_case``): a chart's mark names.
- ``names_probe(read, wants, ...)``: a probe (for ``ctx.until``) that the names ``read()`` returns
  hold exactly one name per ``(label, want)`` that starts with ``label`` + ``sep`` and that name is
  ``want`` (``loose``: or ``want`` followed by a comma or a space and more words), that there are
  ``count`` names in all (default: one per want; ``check_count=False``: not counted), and that no
  name carries one of ``forbidden`` (substrings, or regular expressions with ``regex``): the
  "exactly one bar named '<label>: <value>'" requirement, plus the stale figures a change forbids.
- ``one_named(ctx, read, label, want, ...)``: waits until exactly one of the names ``read()``
  returns starts with ``label`` + ``sep`` and it is exactly ``want`` (the other marks are not
  counted): "the Aug bar is now named 'Aug: 28,306 visits'".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

_IMG = re.compile(r'\bimg "((?:[^"\\]|\\.)*)"')

HEADERS_JS = """
(table) => {
  const norm = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const cells = [...table.querySelectorAll('th, [role="columnheader"]')];
  if (!cells.length) return [];
  const rowOf = (c) => c.closest('tr, [role="row"]');
  const first = rowOf(cells[0]);
  return cells.filter((c) => rowOf(c) === first).map((c) => norm(c.textContent));
}
"""


def img_names(ctx: Any, target: dict) -> list[str]:
    snapshot = ctx.locate(target).aria_snapshot()
    return [" ".join(n.replace('\\"', '"').split()) for n in _IMG.findall(snapshot)]


def box(ctx: Any, target: dict, what: str) -> dict:
    loc = ctx.locate(target)
    drawn = loc.first.bounding_box() if loc.count() else None
    if not drawn:
        raise AssertionError(f"{what} is not drawn")
    return drawn


def top(ctx: Any, target: dict) -> float:
    drawn = ctx.locate(target).first.bounding_box()
    if not drawn:
        raise AssertionError(f"{target} is not drawn")
    return drawn["y"]


def below(ctx: Any, upper: dict, upper_what: str, text: str, section: dict | None = None) -> None:
    line_target = {"text": text} if section is None else {"text": text, "within": section}

    def probe() -> tuple[bool, str]:
        try:
            upper_box = box(ctx, upper, upper_what)
            line = box(ctx, line_target, f"the line '{text}'")
        except AssertionError as exc:
            return False, str(exc)
        if line["y"] < upper_box["y"] + upper_box["height"] - 2:
            return False, f"the line '{text}' is not under {upper_what}"
        return True, ""
    ctx.until(probe)


def header_is(header: str, name: str) -> bool:
    return bool(re.match(rf"{re.escape(name)}(\W|$)", header, re.I))


def headers(ctx: Any, table: dict) -> list[str]:
    return ctx.locate(table).first.evaluate(HEADERS_JS)


def columns_end(ctx: Any, table: dict, names: Sequence[str], what: str = "the table") -> None:
    def probe() -> tuple[bool, str]:
        h = headers(ctx, table)
        k = len(names)
        if len(h) < k or not all(header_is(x, n) for x, n in zip(h[len(h) - k:], names)):
            if k == 1:
                return False, f"{names[0]!r} is not the last column of {what}: {h}"
            return False, f"{what}'s columns do not end with {', '.join(repr(n) for n in names)}: {h}"
        return True, ""
    ctx.until(probe)


def column_after(ctx: Any, table: dict, name: str, after: str, what: str = "the table") -> None:
    def probe() -> tuple[bool, str]:
        h = headers(ctx, table)
        at = [i for i, x in enumerate(h) if header_is(x, after)]
        if not at or len(h) <= at[0] + 1 or not header_is(h[at[0] + 1], name):
            return False, f"{name!r} is not the column directly after {after!r} in {what}: {h}"
        return True, ""
    ctx.until(probe)


def columns_run(ctx: Any, table: dict, names: Sequence[str], *, then: Sequence[str] = (),
                what: str = "the table") -> None:
    def probe() -> tuple[bool, str]:
        h = headers(ctx, table)
        listed = ", ".join(repr(n) for n in names)
        at = [i for i, x in enumerate(h) if header_is(x, names[0])]
        if not at or len(h) < at[0] + len(names):
            return False, f"{what}'s columns do not run {listed}: {h}"
        i = at[0]
        rest = h[i + len(names):]
        if not all(header_is(h[i + j], n) for j, n in enumerate(names)) or \
                any(not any(header_is(x, t) for t in then) for x in rest):
            after = f" (only {', '.join(repr(t) for t in then)} may follow)" if then else ""
            return False, f"{what}'s columns do not end with {listed}{after}: {h}"
        return True, ""
    ctx.until(probe)


def stacked(ctx: Any, targets: Sequence[tuple[str, dict]]) -> None:
    def probe() -> tuple[bool, str]:
        try:
            boxes = [(what, box(ctx, t, what)) for what, t in targets]
        except AssertionError as exc:
            return False, str(exc)
        for (a, ba), (b, bb) in zip(boxes, boxes[1:]):
            if not ba["y"] + ba["height"] <= bb["y"] + 2:
                return False, (f"{b} (top at y={bb['y']:.0f}) does not come below {a} "
                               f"(bottom at y={ba['y'] + ba['height']:.0f})")
        return True, ""
    ctx.until(probe)


def lines_in_order(ctx: Any, texts: Sequence[str], section: dict, where: str = "") -> None:
    def probe() -> tuple[bool, str]:
        try:
            tops = [box(ctx, {"text": t, "within": section}, f"the line '{t}…'")["y"] for t in texts]
        except AssertionError as exc:
            return False, str(exc)
        if any(not a < b for a, b in zip(tops, tops[1:])):
            return False, (f"the lines {list(texts)} are not drawn in this order{' ' + where if where else ''} "
                           f"(tops at {[round(t) for t in tops]})")
        return True, ""
    ctx.until(probe)


def tops_in_order(ctx: Any, targets: Sequence[tuple[str, dict]], gap: float = 0.0) -> None:
    def probe() -> tuple[bool, str]:
        try:
            tops = [(what, box(ctx, t, what)["y"]) for what, t in targets]
        except AssertionError as exc:
            return False, str(exc)
        for (a, ya), (b, yb) in zip(tops, tops[1:]):
            if not ya + gap < yb:
                return False, f"{a} (top at y={ya:.0f}) is not above {b} (top at y={yb:.0f})"
        return True, ""
    ctx.until(probe)


def names_starting(ctx: Any, target: dict, labels: Sequence[str], fold_case: bool = False) -> list[str]:
    names = img_names(ctx, target)
    if fold_case:
        return [n for n in names if any(n.lower().startswith(f"{x.lower()}:") for x in labels)]
    return [n for n in names if any(n.startswith(f"{x}:") for x in labels)]


def names_probe(read: Callable[[], list[str]], wants: Sequence[tuple[str, str]], *, what: str = "bar",
                count: int | None = None, check_count: bool = True, forbidden: Sequence[str] = (),
                regex: bool = False, fold_case: bool = False, sep: str = ":",
                loose: bool = False) -> Callable[[], tuple[bool, str]]:
    def named(name: str, want: str) -> bool:
        return name == want or (loose and (name.startswith(want + ",") or name.startswith(want + " ")))

    def probe() -> tuple[bool, str]:
        names = read()
        n = len(wants) if count is None else count
        if check_count and len(names) != n:
            like = f"{wants[0][0]}{sep} …" if wants else "…"
            return False, f"{len(names)} {what}s with role img named like {like!r}, wanted {n}: {names}"
        for label, want in wants:
            key = label + sep
            mine = [x for x in names if (x.lower().startswith(key.lower()) if fold_case else x.startswith(key))]
            if len(mine) != 1 or not named(mine[0], want):
                more = " (words may follow after a comma or a space)" if loose else ""
                return False, f"the {label} {what} is named {mine}, wanted {want!r}{more}"
        stale = [x for x in names if any((re.search(f, x) if regex else f in x) for f in forbidden)]
        if stale:
            return False, f"a {what} still carries an old figure: {stale}"
        return True, ""
    return probe


def one_named(ctx: Any, read: Callable[[], list[str]], label: str, want: str, *, what: str = "bar",
              sep: str = ":", fold_case: bool = False) -> None:
    ctx.until(names_probe(read, [(label, want)], what=what, check_count=False, sep=sep, fold_case=fold_case))
