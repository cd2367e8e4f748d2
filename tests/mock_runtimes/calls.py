"""Calling a mock domain's tools in its unit tests: a call that must work, one that must fail
with a given code and leave the state as it was, and the declared tool set with its modes."""

from __future__ import annotations

from mock_runtimes.base import Runtime


def ok(rt: Runtime, name: str, args: dict | None = None) -> dict:
    rec = rt.call(name, args or {})
    assert rec.ok, rec.error
    return rec.result


def fail(rt: Runtime, name: str, args: dict, code: str) -> dict:
    before = rt.state_hash()
    rec = rt.call(name, args)
    assert not rec.ok and rec.error and rec.error["code"] == code, (rec.error, rec.result)
    assert rt.state_hash() == before, "a failed call must not change the state"
    return rec.error


def assert_tool_set(runtime: type[Runtime], reads: set[str], writes: set[str], count: tuple[int, int]) -> None:
    """The domain declares exactly ``reads`` as read tools and ``writes`` as write tools, and their
    number lies within ``count`` (inclusive)."""
    specs = runtime.tool_specs()
    assert set(specs) == reads | writes
    assert count[0] <= len(specs) <= count[1]
    assert {n for n, s in specs.items() if s.mode == "read"} == reads
    assert {n for n, s in specs.items() if s.mode == "write"} == writes
