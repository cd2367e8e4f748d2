"""tasks/_lib/toollog.py, the tool-log helpers tool-grounded checks share, read over the real helpdesk
runtime's call log: which calls count (resources left out, refused ones on request), the fresh-token
rule (a token kept from an earlier read fails), the read-back after a write, and failure messages
that name what the page did."""

from __future__ import annotations

import runpy
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from mock_runtimes import load_runtime

LOG = runpy.run_path(str(Path(__file__).parents[2] / "tasks" / "_lib" / "toollog.py"))


@dataclass
class Ctx:
    """What the helpers read from a check's context: the tool log, and ``until`` (tried once here)."""

    runtime: Any

    @property
    def tool_calls(self) -> list:
        return self.runtime.log

    def until(self, probe: Callable[[], tuple[bool, str]]) -> None:
        ok, message = probe()
        assert ok, message


@pytest.fixture
def ctx() -> Ctx:
    return Ctx(load_runtime("helpdesk"))


def _read(ctx: Ctx, tid: str) -> str:
    return ctx.runtime.call("get_ticket", {"ticket_id": tid}).result["evidence_token"]


def _pend(ctx: Ctx, tid: str, token: str):
    return ctx.runtime.call("update_ticket_status", {"ticket_id": tid, "status": "pending", "evidence_token": token})


def test_calls_filter_by_tool_outcome_and_mark(ctx):
    ctx.runtime.call("list_tickets", {})
    ctx.runtime.read_resource("helpdesk://sla-policy")
    start = LOG["mark"](ctx)
    ctx.runtime.call("get_ticket", {"ticket_id": "T-9"})  # refused: not found
    _pend(ctx, "T-1003", _read(ctx, "T-1003"))
    assert [c.name for c in LOG["calls"](ctx)] == ["list_tickets", "get_ticket", "get_ticket", "update_ticket_status"]
    assert len(LOG["calls"](ctx, "get_ticket", start)) == 2
    assert len(LOG["calls"](ctx, "get_ticket", start, ok=False)) == 1
    assert [c.name for c in LOG["writes"](ctx, start)] == ["update_ticket_status"]
    refused = LOG["calls"](ctx, "get_ticket", ok=False)[0]
    assert LOG["error"](refused) and LOG["arg"](refused, "ticket_id") == "T-9" and LOG["arg"](refused, "x") == ""
    assert LOG["show"](LOG["calls"](ctx, since=start)) == (
        "get_ticket(ticket_id=T-9) refused; get_ticket(ticket_id=T-1003); "
        "update_ticket_status(ticket_id=T-1003, status=pending)")  # evidence tokens left out


def test_no_calls_counts_a_resource_read_and_no_writes_names_the_write(ctx):
    start = LOG["mark"](ctx)
    LOG["no_calls"](ctx, start, "nothing yet")
    ctx.runtime.read_resource("helpdesk://sla-policy")
    with pytest.raises(AssertionError, match="bad desk time: the page called helpdesk://sla-policy"):
        LOG["no_calls"](ctx, start, "bad desk time")
    LOG["no_writes"](ctx, start, "a read is not a write")
    _pend(ctx, "T-1003", _read(ctx, "T-1003"))
    with pytest.raises(AssertionError, match=r"the page wrote update_ticket_status\(ticket_id=T-1003"):
        LOG["no_writes"](ctx, start, "closed ticket")


def test_one_write_and_expect_writes(ctx):
    start = LOG["mark"](ctx)
    with pytest.raises(AssertionError, match="no update_ticket_status call"):
        LOG["one_write"](ctx, start, "update_ticket_status")
    _pend(ctx, "T-1003", _read(ctx, "T-1003"))
    assert LOG["one_write"](ctx, start, "update_ticket_status").ok
    LOG["expect_writes"](ctx, start, [("update_ticket_status", {"ticket_id": "T-1003", "status": "pending"})], "park")
    with pytest.raises(AssertionError, match="wanted the writes update_ticket_status.*status=open"):
        LOG["expect_writes"](ctx, start, [("update_ticket_status", {"status": "open"})], "reopen")
    with pytest.raises(AssertionError, match="wanted the writes none"):
        LOG["expect_writes"](ctx, start, [], "nothing")
    _pend(ctx, "T-1004", _read(ctx, "T-1004"))
    with pytest.raises(AssertionError, match="2 update_ticket_status calls"):
        LOG["one_write"](ctx, start, "update_ticket_status")


def test_fresh_token_wants_a_read_after_the_mark_and_its_own_token(ctx):
    kept = _read(ctx, "T-1003")  # read at load
    start = LOG["mark"](ctx)
    write = _pend(ctx, "T-1003", kept)  # accepted, but with the load's token
    with pytest.raises(AssertionError, match=r"T-1003 was not read again \(get_ticket\) before update_ticket_status"):
        LOG["fresh_token"](ctx, start, write, "get_ticket", "ticket_id")
    start = LOG["mark"](ctx)
    other = _read(ctx, "T-1004")  # a fresh read, of another ticket
    _read(ctx, "T-1003")
    write = ctx.runtime.call("update_ticket_status", {"ticket_id": "T-1003", "status": "open", "evidence_token": other})
    with pytest.raises(AssertionError, match="did not carry the evidence token of the fresh get_ticket read of T-1003"):
        LOG["fresh_token"](ctx, start, write, "get_ticket", "ticket_id")
    start = LOG["mark"](ctx)
    write = ctx.runtime.call("update_ticket_status",
                             {"ticket_id": "T-1003", "status": "open", "evidence_token": _read(ctx, "T-1003")})
    LOG["fresh_token"](ctx, start, write, "get_ticket", "ticket_id")


def test_reads_after_wants_every_read_after_the_write(ctx):
    ctx.runtime.call("list_tickets", {})
    write = _pend(ctx, "T-1003", _read(ctx, "T-1003"))
    with pytest.raises(AssertionError, match=r"after update_ticket_status the page did not read \['list_tickets'\]"):
        LOG["reads_after"](ctx, write, ["list_tickets"])
    ctx.runtime.call("list_tickets", {"status": "bogus"})  # refused: not a read-back
    with pytest.raises(AssertionError):
        LOG["reads_after"](ctx, write, ["list_tickets"])
    ctx.runtime.call("list_tickets", {})
    LOG["reads_after"](ctx, write, ["list_tickets"])
    assert LOG["index"](ctx, write) == 2
