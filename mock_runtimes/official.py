"""Run tool backends written to the official benchmark's interface inside evogen.

An official backend is a Python module exposing ``TOOL_SCHEMAS`` (tool name → ``description``,
``inputSchema``/``input_schema``, ``outputSchema``/``output_schema``) and
``invoke(*, tool, args, state) -> dict``, which reads and mutates a plain-dict scenario state.
Such modules live in a checkout of the official repository (``runtime/tool_backends/``); evogen
does not ship them. An imported tool-grounded task keeps, in its folder, an
``official_runtime.json`` naming the backend folder, the module (``fixture_id``), the tools the
task exposes, its resources and its initial state; :func:`official_runtime_class` turns that into
a :class:`~mock_runtimes.base.Runtime` — calls validated against the schemas, applied, logged with
state before/after, snapshots and restore exact — so the rest of the pipeline cannot tell it from
a native domain.
"""

from __future__ import annotations

import copy
import importlib
import importlib.util
import json
import re
import sys
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any, ClassVar

import jsonschema

from mock_runtimes.base import CallRecord, Runtime, ToolSpec, _sha256, canonical_json, diff

SPEC_FILE = "official_runtime.json"
_CLASSES: dict[str, type[Runtime]] = {}


class OfficialBackendError(RuntimeError):
    """The backend module cannot be found or does not follow the official interface."""


def load_backend(backend_dir: Path, fixture_id: str) -> ModuleType:
    """Import ``fixture_id`` from ``backend_dir`` the way the official harness does: as
    ``runtime.tool_backends.<id>`` when the folder sits in an official checkout (so its imports of
    ``runtime.types`` resolve), else straight from the file."""
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", fixture_id):
        raise OfficialBackendError(f"invalid backend name {fixture_id!r}")
    folder = Path(backend_dir).expanduser().resolve()
    file = folder / f"{fixture_id}.py"
    if not file.exists():
        raise OfficialBackendError(f"no backend {fixture_id!r} in {folder} (expected {file.name})")
    if folder.name == "tool_backends" and folder.parent.name == "runtime":
        root = str(folder.parent.parent)
        if root not in sys.path:
            sys.path.insert(0, root)
        try:
            return importlib.import_module(f"runtime.tool_backends.{fixture_id}")
        except Exception as exc:  # noqa: BLE001 - a broken checkout gets one clear sentence
            raise OfficialBackendError(f"backend {fixture_id!r} does not import: {type(exc).__name__}: {exc}") \
                from exc
    name = f"evogen_official_{fixture_id}_{_sha256(str(file))[:8]}"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, file)
    if spec is None or spec.loader is None:
        raise OfficialBackendError(f"cannot load {file}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # noqa: BLE001
        del sys.modules[name]
        raise OfficialBackendError(f"backend {fixture_id!r} does not import: {type(exc).__name__}: {exc}") from exc
    return module


def official_runtime_class(spec_path: Path) -> type[Runtime]:
    """The runtime class for one imported task's ``official_runtime.json`` (cached per file content)."""
    spec_path = Path(spec_path)
    try:
        raw = spec_path.read_text(encoding="utf-8")
        spec = json.loads(raw)
    except (OSError, json.JSONDecodeError) as exc:
        raise OfficialBackendError(f"{spec_path}: cannot be read ({exc})") from exc
    key = _sha256(str(spec_path) + "\0" + raw)
    if key in _CLASSES:
        return _CLASSES[key]
    backend_dir = Path(spec["backend_dir"])
    if not backend_dir.is_absolute():
        backend_dir = (spec_path.parent / backend_dir).resolve()
    module = load_backend(backend_dir, spec["fixture_id"])
    schemas = getattr(module, "TOOL_SCHEMAS", None)
    invoke = getattr(module, "invoke", None)
    if not isinstance(schemas, dict) or not callable(invoke):
        raise OfficialBackendError(f"backend {spec['fixture_id']!r} must expose TOOL_SCHEMAS and invoke(...)")
    tools: dict[str, dict[str, Any]] = {}
    for entry in spec.get("tools") or [{"name": n, "mode": "read"} for n in schemas]:
        name = entry["name"]
        schema = schemas.get(name) or {}
        tools[name] = {
            "name": name,
            "mode": entry.get("mode", "read"),
            "allowed": entry.get("allowed", True),
            "description": entry.get("description") or schema.get("description") or name,
            "input_schema": entry.get("input_schema") or schema.get("inputSchema") or schema.get("input_schema") or {},
            "output_schema": entry.get("output_schema") or schema.get("outputSchema") or schema.get("output_schema")
            or {},
            "fixture_id": entry.get("fixture_id", spec["fixture_id"]),
            "handler_ref": entry.get("handler_ref", f"{spec['fixture_id']}.{name}"),
        }
    resources = {r["uri"]: r.get("description", r.get("name", "")) for r in spec.get("resources", [])}
    cls = type(f"Official_{spec['fixture_id']}", (OfficialRuntime,), {
        "domain": f"official:{spec['fixture_id']}", "module": module, "tools": tools,
        "resources": resources, "resource_values": dict(spec.get("resource_values", {})),
        "initial_state": dict(spec.get("initial_state", {})),
    })
    _CLASSES[key] = cls
    return cls


class OfficialRuntime(Runtime):
    """A backend module behind evogen's runtime interface; the state is the backend's own dict."""

    module: ClassVar[Any] = None
    tools: ClassVar[dict[str, dict[str, Any]]] = {}
    resource_values: ClassVar[dict[str, Any]] = {}
    initial_state: ClassVar[dict[str, Any]] = {}

    def __init__(self, state: dict[str, Any] | None = None):
        self.data: dict[str, Any] = copy.deepcopy(state if state is not None else self.initial_state)
        self.log: list[CallRecord] = []

    @classmethod
    def tool_specs(cls) -> dict[str, ToolSpec]:
        from pydantic import BaseModel

        return {name: ToolSpec(name, t["mode"], t["description"], BaseModel, None, lambda *_: None)
                for name, t in cls.tools.items()}

    @classmethod
    def contracts(cls) -> list[dict[str, Any]]:
        return [{k: t[k] for k in ("name", "description", "mode", "input_schema", "output_schema")}
                for t in cls.tools.values()]

    # --- state --------------------------------------------------------------
    def _canonical(self) -> str:
        return canonical_json(self.data)

    def restore(self, snapshot: dict[str, Any]) -> None:
        self.data = copy.deepcopy(snapshot)

    def fork(self) -> Runtime:
        return type(self)(self.snapshot())

    # --- calls --------------------------------------------------------------
    def call(self, name: str, args: Any) -> CallRecord:
        """Validate against the backend's schemas, invoke, log — as the official harness does
        (writes and the tool trace are recorded in the state), never raising for bad input."""
        before_text = self._canonical()
        spec = self.tools.get(name)
        arguments = args if isinstance(args, dict) else {"_raw": args}
        error: dict[str, str] | None = None
        result: Any = None
        if spec is None:
            error = {"code": "unknown_tool", "message": f"no tool named {name!r}"}
        elif not spec["allowed"]:
            error = {"code": "not_allowed", "message": f"the tool {name} is not allowed"}
        elif not isinstance(args, dict):
            error = {"code": "invalid_arguments", "message": "arguments must be a JSON object"}
        else:
            try:
                jsonschema.validate(instance=args, schema=spec["input_schema"])
            except jsonschema.ValidationError as exc:
                error = {"code": "invalid_arguments", "message": exc.message[:300]}
            if error is None:
                tool = SimpleNamespace(**{k: spec[k] for k in ("name", "mode", "allowed", "fixture_id", "handler_ref",
                                                               "input_schema", "output_schema")},
                                       backend="python", description=spec["description"])
                try:
                    result = self.module.invoke(tool=tool, args=copy.deepcopy(args), state=self.data)
                    if not isinstance(result, dict):
                        raise ValueError("the backend returned a non-object result")
                    jsonschema.validate(instance=result, schema=spec["output_schema"])
                except jsonschema.ValidationError as exc:
                    error = {"code": "invalid_result", "message": f"the result breaks the output schema: {exc.message[:200]}"}
                except Exception as exc:  # noqa: BLE001 - a backend refusal is the tool's error answer
                    text = str(exc) or type(exc).__name__
                    code = text.split(":", 1)[0].strip() if re.match(r"^[a-z_]+:", text) else "tool_error"
                    error = {"code": code[:60] if " " not in code else "tool_error", "message": text[:300]}
                if error is not None:
                    self.restore(json.loads(before_text))
                    result = None
                else:
                    if spec["mode"] == "write":
                        self.data.setdefault("writes", []).append({"tool": name, "args": copy.deepcopy(args),
                                                                   "result": copy.deepcopy(result)})
                    self.data.setdefault("tool_trace", []).append({"tool": name, "args": copy.deepcopy(args),
                                                                   "result": copy.deepcopy(result)})
        after_text = self._canonical()
        changed = after_text != before_text
        record = CallRecord(
            index=len(self.log), name=name, mode=spec["mode"] if spec else "read", args=arguments,
            ok=error is None, result=result, error=error, state_hash_before=(before := _sha256(before_text)),
            state_hash_after=_sha256(after_text) if changed else before,
            delta=diff(json.loads(before_text), json.loads(after_text)) if changed else [],
        )
        self.log.append(record)
        return record

    def resource(self, uri: str) -> Any:
        return copy.deepcopy(self.resource_values.get(uri))
