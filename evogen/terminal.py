"""Tables for people: they fit the terminal, never cut an id, and turn to plain text off a terminal.

``print_table`` tries, in order, until the table fits the console's width:

1. every cell on one line, full headers;
2. abbreviated headers (a legend under the table says what they stand for);
3. cells that are text wrap inside their column (estimates put their interval on a second line);
   ids and numbers never wrap and are never cut;
4. stacked: one block per row, ``header: value`` lines.

Off a terminal (a pipe, a file, CI logs) the table is plain text: columns separated by two
spaces, nothing wrapped, cut or coloured, whatever the width.

Cells are plain text (markup in them is shown as typed, e.g. ``[write]``); pass a ``rich.text.Text``
for a styled cell.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from rich import box
from rich.console import Console
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

Kind = Literal["id", "num", "est", "text"]
Cell = str | Text


@dataclass(frozen=True)
class Col:
    """A column: ``kind`` decides how it may bend — ``id`` and ``num`` never wrap, ``est``
    (``value [low, high]``) may move its interval to a second line, ``text`` wraps."""

    name: str
    short: str | None = None
    kind: Kind = "text"

    @property
    def right(self) -> bool:
        return self.kind in ("num", "est")


def make_console(*, stderr: bool = False) -> Console:
    """A console for the CLI: rich on a terminal (its width, or ``COLUMNS``); plain, uncoloured
    and unwrapped text otherwise."""
    stream = sys.stderr if stderr else sys.stdout
    if stream.isatty() or os.environ.get("FORCE_COLOR") or os.environ.get("TTY_COMPATIBLE") == "1":
        return Console(stderr=stderr)
    return Console(stderr=stderr, width=100_000, color_system=None, highlight=False, emoji=False, soft_wrap=True)


def is_plain(console: Console) -> bool:
    return not console.is_terminal and console.width >= 10_000


def _text(cell: Cell) -> Text:
    return cell.copy() if isinstance(cell, Text) else Text(str(cell))


def _split_estimate(cell: Text) -> Text:
    plain = cell.plain
    at = plain.find(" [")
    if at < 0:
        return cell
    out = cell.copy()
    out.plain = plain[:at] + "\n" + plain[at + 1:]
    return out


def _rich_table(title: str | None, cols: Sequence[Col], rows: Sequence[Sequence[Text]], *, short: bool,
                wrap: bool) -> Table:
    table = Table(title=title, box=box.SIMPLE_HEAD, pad_edge=False, title_justify="left", title_style="bold")
    for i, col in enumerate(cols):
        header = (col.short or col.name) if short else col.name
        cells = [r[i] for r in rows]
        if wrap and col.kind == "est":
            cells = [_split_estimate(c) for c in cells]
        bends = wrap and col.kind == "text"
        widest = max([len(line) for c in cells for line in c.plain.split("\n")] + [1])
        table.add_column(header, justify="right" if col.right else "left", no_wrap=not bends,
                         overflow="fold", min_width=None if bends else max(widest, len(header) if not wrap else 1))
    for r in rows:
        table.add_row(*[(_split_estimate(c) if wrap and col.kind == "est" else c) for c, col in zip(r, cols)])
    return table


def _legend(cols: Sequence[Col]) -> str:
    return "  ".join(f"{c.short} = {c.name}" for c in cols if c.short and c.short != c.name)


def print_table(console: Console, title: str | None, cols: Sequence[Col], rows: Sequence[Sequence[Cell]]) -> None:
    """Print a table that fits ``console`` (see the module docstring)."""
    body = [[_text(c) for c in r] for r in rows]
    if is_plain(console):
        _plain(console, title, cols, body)
        return
    width = console.width
    for short, wrap in ((False, False), (True, False), (True, True)):
        if short and not wrap and not any(c.short for c in cols):
            continue
        table = _rich_table(title, cols, body, short=short, wrap=wrap)
        need = Measurement.get(console, console.options.update_width(1_000_000), table)
        if (need.maximum if not wrap else need.minimum) <= width:
            console.print(table)
            if short and _legend(cols):
                console.print(Text(_legend(cols), style="dim"), overflow="fold")
            return
    _stacked(console, title, cols, body)


def _plain(console: Console, title: str | None, cols: Sequence[Col], rows: Sequence[Sequence[Text]]) -> None:
    widths = [max([len(c.name)] + [len(r[i].plain) for r in rows]) for i, c in enumerate(cols)]

    def line(cells: Sequence[str]) -> str:
        out = [c.rjust(w) if col.right else c.ljust(w) for c, w, col in zip(cells, widths, cols)]
        return "  ".join(out).rstrip()

    if title:
        console.print(Text(title), soft_wrap=True)
    console.print(Text(line([c.name for c in cols])), soft_wrap=True)
    console.print(Text(line(["-" * w for w in widths])), soft_wrap=True)
    for r in rows:
        console.print(Text(line([c.plain.replace("\n", " ") for c in r])), soft_wrap=True)
    console.print()


def _stacked(console: Console, title: str | None, cols: Sequence[Col], rows: Sequence[Sequence[Text]]) -> None:
    if title:
        console.print(Text(title, style="bold"))
    for r in rows:
        head = Text("• ") + r[0]
        console.print(head, overflow="fold")
        for col, cell in zip(cols[1:], r[1:]):
            console.print(Text(f"    {col.name}: ") + cell, overflow="fold")
    console.print()
