"""Calling a mock domain's tools in its unit tests: a call that must work, and one that must fail
with a given code and leave the state as it was."""

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
