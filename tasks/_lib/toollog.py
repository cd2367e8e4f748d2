"""The page's tool log, read from a tool-grounded check: helpers tool-grounded checks share.

Load it like ``marks.py``, from a task's ``checks.py`` with ``runpy.run_path`` (``Path(__file__)
.parents[2] / "_lib" / "toollog.py"``); a task whose checks name this file has it in its ledger
digest, so editing it stales exactly those tasks.

``ctx.tool_calls`` lists the calls the page made during the requirement, in order, as the mock
runtime recorded them: ``name``, ``args``, ``mode`` ("read" or "write"), ``ok``, ``result``,
``error`` (``{"code", "message"}`` when refused) and ``kind`` ("tool", or "resource" for a resource
read). Calls a check makes with ``ctx.behind_the_app`` are not in it.

- ``mark(ctx)``: the log's length now; pass it as ``since`` to look only at what the page does
  after that point (typically right before a click).
- ``calls(ctx, name=None, since=0, ok=None)``: the page's tool calls since ``since`` (resource reads
  left out), of one tool when ``name`` is given, only accepted (``ok=True``) or only refused
  (``ok=False``) ones when asked.
- ``writes(ctx, since=0)``: the write calls among them.
- ``show(calls)``: calls as one readable line for a failure message ("move_room(reservation_id=RS-1,
  to_room=103); get_room(room=104) refused"), evidence tokens left out.
- ``arg(call, key)``: an argument as stripped text ("" when missing); ``error(call)``: the refusal's
  message ("" when accepted); ``index(ctx, call)``: the call's position in ``ctx.tool_calls``.
- ``wait_calls(ctx, name, since, what)``: waits (at a settled page) until the page has called
  ``name`` since ``since``; fails with ``what``.
- ``one_write(ctx, since, name)``: waits for the page's ``name`` call since ``since`` and returns it;
  fails when it made more than one.
- ``no_calls(ctx, since, what)`` / ``no_writes(ctx, since, what)``: the page called nothing (no tool,
  no resource) / wrote nothing since ``since``; the failure says ``what`` and lists the calls.
- ``expect_writes(ctx, since, wanted, what)``: the page's writes since ``since`` are exactly
  ``wanted``, a list of ``(tool, args subset)``, in that order; returns them.
- ``fresh_token(ctx, since, write, read, key)``: ``write`` carried the ``evidence_token`` of the
  page's latest accepted ``read`` call for the same record (``read``'s ``args[key]`` equals
  ``write``'s), made after ``since`` and before ``write``: a read right before the write, not a
  token kept from the page's load.
- ``reads_after(ctx, call, names)``: waits until the page has called every tool in ``names``
  (accepted) after ``call``: the read-back after a write.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def mark(ctx: Any) -> int:
    return len(ctx.tool_calls)


def calls(ctx: Any, name: str | None = None, since: int = 0, ok: bool | None = None) -> list:
    return [c for c in ctx.tool_calls[since:] if c.kind == "tool" and (name is None or c.name == name)
            and (ok is None or c.ok == ok)]


def writes(ctx: Any, since: int = 0) -> list:
    return [c for c in calls(ctx, since=since) if c.mode == "write"]


def show(made: Iterable[Any]) -> str:
    out = []
    for c in made:
        args = ", ".join(f"{k}={v}" for k, v in c.args.items() if k != "evidence_token")
        out.append(f"{c.name}({args}){'' if c.ok else ' refused'}")
    return "; ".join(out) or "none"


def arg(call: Any, key: str) -> str:
    value = call.args.get(key)
    return "" if value is None else str(value).strip()


def error(call: Any) -> str:
    return (call.error or {}).get("message", "")


def index(ctx: Any, call: Any) -> int:
    return next(i for i, c in enumerate(ctx.tool_calls) if c is call)


def wait_calls(ctx: Any, name: str, since: int, what: str) -> None:
    ctx.until(lambda: (bool(calls(ctx, name, since)), what))


def one_write(ctx: Any, since: int, name: str) -> Any:
    wait_calls(ctx, name, since, f"the page made no {name} call")
    made = calls(ctx, name, since)
    assert len(made) == 1, f"{len(made)} {name} calls were made, wanted one: {show(made)}"
    return made[0]


def no_calls(ctx: Any, since: int, what: str) -> None:
    made = list(ctx.tool_calls[since:])
    assert not made, f"{what}: the page called {show(made)}"


def no_writes(ctx: Any, since: int, what: str) -> None:
    made = writes(ctx, since)
    assert not made, f"{what}: the page wrote {show(made)}"


def expect_writes(ctx: Any, since: int, wanted: list[tuple[str, dict]], what: str) -> list:
    made = writes(ctx, since)
    ok = len(made) == len(wanted) and all(
        w.name == name and all(w.args.get(k) == v for k, v in args.items())
        for w, (name, args) in zip(made, wanted, strict=False))
    if not ok:
        want = "; ".join(f"{n}({', '.join(f'{k}={v}' for k, v in a.items())})" for n, a in wanted) or "none"
        raise AssertionError(f"{what}: wanted the writes {want}; the page wrote {show(made)}")
    return made


def fresh_token(ctx: Any, since: int, write: Any, read: str, key: str) -> None:
    record = arg(write, key)
    before = ctx.tool_calls[since:index(ctx, write)]
    reads = [c for c in before if c.kind == "tool" and c.name == read and c.ok and arg(c, key) == record]
    assert reads, f"{record} was not read again ({read}) before {write.name}"
    token = (reads[-1].result or {}).get("evidence_token")
    assert write.args.get("evidence_token") == token, \
        f"{write.name} did not carry the evidence token of the fresh {read} read of {record}"


def reads_after(ctx: Any, call: Any, names: Iterable[str]) -> None:
    wanted = list(names)

    def probe() -> tuple[bool, str]:
        later = {c.name for c in calls(ctx, since=index(ctx, call) + 1, ok=True)}
        missing = [n for n in wanted if n not in later]
        return (not missing, f"after {call.name} the page did not read {missing} again")

    ctx.until(probe)
