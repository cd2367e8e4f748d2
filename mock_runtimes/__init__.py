"""Deterministic mock tool backends, one folder per domain.

``load_runtime("helpdesk", "default")`` returns a fresh runtime holding the fixture's state.
"""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

from mock_runtimes.base import CallRecord, NullRuntime, Runtime, ToolFailure, ToolSpec, tool

__all__ = ["CallRecord", "NullRuntime", "Runtime", "ToolFailure", "ToolSpec", "available_domains",
           "load_runtime", "runtime_class", "tool"]


def available_domains() -> list[str]:
    folder = Path(__file__).parent
    return sorted(m.name for m in pkgutil.iter_modules([str(folder)]) if m.ispkg)


def runtime_class(domain: str) -> type[Runtime]:
    if domain in ("", "none"):
        return NullRuntime
    if domain not in available_domains():
        raise KeyError(f"no mock runtime {domain!r}; available: {', '.join(available_domains())}")
    module = importlib.import_module(f"mock_runtimes.{domain}")
    return module.RUNTIME


def load_runtime(domain: str | None, fixture: str = "default") -> Runtime:
    cls = runtime_class(domain or "none")
    return cls(cls.fixture(fixture)) if cls is not NullRuntime else cls()
