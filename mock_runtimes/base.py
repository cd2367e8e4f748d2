"""The mock tool runtime framework (design.md §6).

A domain subclasses :class:`Runtime`, declares its state as a pydantic model and its tools as
methods decorated with :func:`tool`. The method's docstring *is* the tool's public description;
its input and output models give the JSON Schemas the policy sees. Every call is validated,
applied and logged with the state before/after and the delta. Snapshots are canonical JSON with
a stable hash, and restore is exact.
"""

from __future__ import annotations

import copy
import hashlib
import inspect
import json
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

Mode = Literal["read", "write"]


class ToolFailure(Exception):
    """A domain-level error a tool returns to the caller (not found, stale token, …)."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True)
class ToolSpec:
    name: str
    mode: Mode
    description: str
    input_model: type[BaseModel]
    output_model: type[BaseModel] | None
    method: Callable[..., Any]

    def contract(self) -> dict[str, Any]:
        """The public view of the tool: name, description, mode, input/output JSON Schema."""
        return {
            "name": self.name,
            "description": self.description,
            "mode": self.mode,
            "input_schema": self.input_model.model_json_schema(),
            "output_schema": self.output_model.model_json_schema() if self.output_model else {},
        }


def tool(mode: Mode, *, input: type[BaseModel], output: type[BaseModel] | None = None) -> Callable:
    """Declare a runtime method as a tool."""

    def mark(fn: Callable) -> Callable:
        fn.__evogen_tool__ = (mode, input, output)  # type: ignore[attr-defined]
        return fn

    return mark


class NoArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")


class CallRecord(BaseModel):
    """One logged tool call or resource read."""

    index: int
    kind: Literal["tool", "resource"] = "tool"
    name: str
    mode: str = "read"
    args: dict[str, Any] = Field(default_factory=dict)
    ok: bool
    result: Any = None
    error: dict[str, str] | None = None
    state_hash_before: str
    state_hash_after: str
    delta: list[dict[str, Any]] = Field(default_factory=list)

    def envelope(self) -> str:
        """The JSON the browser bridge receives."""
        if self.ok:
            return json.dumps({"ok": True, "result": self.result})
        return json.dumps({"ok": False, "error": self.error})


def evidence_token(prefix: str, *parts: object) -> str:
    """A deterministic token proving a read of some version: ``<prefix>-<12 hex>``."""
    return f"{prefix}-" + hashlib.sha256(":".join(str(p) for p in parts).encode()).hexdigest()[:12]


def advance_clock(iso: str, minutes: int = 1) -> str:
    """The deterministic domain clock, moved on: ISO-8601 UTC in, ISO-8601 UTC out."""
    now = datetime.fromisoformat(iso.replace("Z", "+00:00")) + timedelta(minutes=minutes)
    return now.strftime("%Y-%m-%dT%H:%M:%SZ")


def canonical_json(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_hash(snapshot: dict[str, Any]) -> str:
    return _sha256(canonical_json(snapshot))


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def diff(before: Any, after: Any, path: str = "") -> list[dict[str, Any]]:
    """Leaf-level differences between two JSON values, as [{path, before, after}]."""
    if isinstance(before, dict) and isinstance(after, dict):
        out: list[dict[str, Any]] = []
        for key in sorted(set(before) | set(after), key=str):
            sub = f"{path}.{key}" if path else str(key)
            if key not in before:
                out.append({"path": sub, "before": None, "after": after[key]})
            elif key not in after:
                out.append({"path": sub, "before": before[key], "after": None})
            else:
                out.extend(diff(before[key], after[key], sub))
        return out
    if before != after:
        return [{"path": path, "before": before, "after": after}]
    return []


def lookup(snapshot: Any, path: str) -> Any:
    """Follow a dotted path (``tickets.T-1002.status``, list indices allowed); KeyError if absent."""
    node = snapshot
    for part in path.split(".") if path else []:
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.lstrip("-").isdigit() and -len(node) <= int(part) < len(node):
            node = node[int(part)]
        else:
            raise KeyError(path)
    return node


class Runtime:
    """Base class of every mock domain. Subclasses set ``domain`` and ``State``."""

    domain: ClassVar[str] = "none"
    State: ClassVar[type[BaseModel]] = NoArgs
    resources: ClassVar[dict[str, str]] = {}  # uri -> description
    _specs: ClassVar[dict[str, ToolSpec]]

    def __init__(self, state: BaseModel | dict[str, Any] | None = None):
        if state is None:
            state = self.State()
        self.state: BaseModel = state if isinstance(state, BaseModel) else self.State.model_validate(state)
        self.log: list[CallRecord] = []

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        specs: dict[str, ToolSpec] = {}
        for name, fn in inspect.getmembers(cls, inspect.isfunction):
            marker = getattr(fn, "__evogen_tool__", None)
            if marker:
                mode, input_model, output_model = marker
                doc = inspect.cleandoc(fn.__doc__ or "")
                if not doc:
                    raise TypeError(f"tool {cls.domain}.{name} needs a docstring: it is the public description")
                specs[name] = ToolSpec(name, mode, doc, input_model, output_model, fn)
        cls._specs = specs

    # --- declaration --------------------------------------------------------
    @classmethod
    def tool_specs(cls) -> dict[str, ToolSpec]:
        return dict(getattr(cls, "_specs", {}))

    @classmethod
    def contracts(cls) -> list[dict[str, Any]]:
        return [spec.contract() for spec in cls.tool_specs().values()]

    @classmethod
    def fixture(cls, name: str = "default") -> BaseModel:
        """Load ``fixtures/<name>.json`` beside the domain's module."""
        module = inspect.getmodule(cls)
        folder = Path(module.__file__).parent / "fixtures" if module and module.__file__ else Path(".")
        path = folder / f"{name}.json"
        if not path.exists():
            known = sorted(p.stem for p in folder.glob("*.json"))
            raise FileNotFoundError(f"{cls.domain} has no fixture {name!r} (known: {known})")
        return cls.State.model_validate_json(path.read_text(encoding="utf-8"))

    # --- state --------------------------------------------------------------
    def snapshot(self) -> dict[str, Any]:
        """Canonical JSON-compatible copy of the state."""
        return json.loads(self._canonical())

    def _canonical(self) -> str:
        return canonical_json(self.state.model_dump(mode="json"))

    def state_hash(self) -> str:
        return _sha256(self._canonical())

    def restore(self, snapshot: dict[str, Any]) -> None:
        """Replace the state with ``snapshot`` exactly; the call log is kept."""
        self.state = self.State.model_validate(copy.deepcopy(snapshot))

    def fork(self) -> Runtime:
        """A throwaway copy of the current state with an empty log (for re-checks)."""
        return type(self)(self.State.model_validate(self.snapshot()))

    # --- calls --------------------------------------------------------------
    def call(self, name: str, args: Any) -> CallRecord:
        """Validate, apply and log one tool call. Never raises for bad input."""
        before_text = self._canonical()  # serialised once; parsed again only if the state changed
        spec = self.tool_specs().get(name)
        arguments = args if isinstance(args, dict) else {"_raw": args}
        error: dict[str, str] | None = None
        result: Any = None
        if spec is None:
            error = {"code": "unknown_tool", "message": f"no tool named {name!r}"}
        elif not isinstance(args, dict):
            error = {"code": "invalid_arguments", "message": "arguments must be a JSON object"}
        else:
            try:
                parsed = spec.input_model.model_validate(args)
            except ValidationError as exc:
                error = {"code": "invalid_arguments", "message": _short_validation(exc)}
            else:
                try:
                    out = spec.method(self, parsed)
                    result = out.model_dump(mode="json") if isinstance(out, BaseModel) else out
                except ToolFailure as exc:
                    self.restore(json.loads(before_text))  # failed calls leave no trace in the state
                    error = {"code": exc.code, "message": exc.message}
        after_text = self._canonical()
        changed = after_text != before_text
        record = CallRecord(
            index=len(self.log),
            name=name,
            mode=spec.mode if spec else "read",
            args=arguments,
            ok=error is None,
            result=result,
            error=error,
            state_hash_before=(before_hash := _sha256(before_text)),
            state_hash_after=_sha256(after_text) if changed else before_hash,
            delta=diff(json.loads(before_text), json.loads(after_text)) if changed else [],
        )
        self.log.append(record)
        return record

    def read_resource(self, uri: str) -> CallRecord:
        """Read a declared resource through :meth:`resource`, logged like a read tool."""
        before_hash = self.state_hash()
        error = None
        result: Any = None
        if uri not in self.resources:
            error = {"code": "unknown_resource", "message": f"no resource {uri!r}"}
        else:
            try:
                result = self.resource(uri)
            except ToolFailure as exc:
                error = {"code": exc.code, "message": exc.message}
        record = CallRecord(
            index=len(self.log), kind="resource", name=uri, ok=error is None, result=result, error=error,
            state_hash_before=before_hash, state_hash_after=before_hash,
        )
        self.log.append(record)
        return record

    def resource(self, uri: str) -> Any:
        raise ToolFailure("unknown_resource", f"no resource {uri!r}")


class NullRuntime(Runtime):
    """The runtime of tasks without tools."""

    domain = "none"


def _short_validation(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors()[:5]:
        loc = ".".join(str(x) for x in err["loc"]) or "(arguments)"
        parts.append(f"{loc}: {err['msg']}")
    return "; ".join(parts)
