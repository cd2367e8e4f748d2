"""Where things are drawn and what a chart's marks are called: helpers presentation checks share.

Load it like ``figures.py``, from a task's ``checks.py`` with ``runpy.run_path`` (``Path(__file__)
.parents[2] / "_lib" / "marks.py"``); a task whose checks name ``_lib`` has the whole folder in its
ledger digest, so editing this file stales exactly those tasks.

- ``img_names(ctx, target)``: the accessible names of the role img elements inside ``target``, read
  from its aria snapshot, so an aria-label and an SVG <title> count alike; whitespace collapsed.
  A task keeps the names that belong to its marks (those that start with a bar's label).
- ``box`` / ``top``: the drawn box (or its top edge) of the first element ``target`` finds; a
  target that is missing or not drawn fails with the name the request gives it.
- ``below(ctx, upper, upper_what, text, section)``: waits until the line ``text`` (within
  ``section``) is drawn under the bottom edge of ``upper`` (2 px of tolerance).
- ``HEADERS_JS`` / ``header_is``: a table's header row as text (th or role columnheader cells of
  the first header row), and whether a header names a column ("Litres (000s)" names "Litres").
"""

from __future__ import annotations

import re
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


def below(ctx: Any, upper: dict, upper_what: str, text: str, section: dict) -> None:
    def probe() -> tuple[bool, str]:
        try:
            upper_box = box(ctx, upper, upper_what)
            line = box(ctx, {"text": text, "within": section}, f"the line '{text}'")
        except AssertionError as exc:
            return False, str(exc)
        if line["y"] < upper_box["y"] + upper_box["height"] - 2:
            return False, f"the line '{text}' is not under {upper_what}"
        return True, ""
    ctx.until(probe)


def header_is(header: str, name: str) -> bool:
    return bool(re.match(rf"{re.escape(name)}(\W|$)", header, re.I))
