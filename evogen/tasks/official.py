"""``evogen import``: read the official benchmark's task files and run them with evogen.

Accepted: a file holding one task, a list of tasks, or the ``{"tasks": [...]}`` wrapper; suite
names ``presentation_ui``, ``interactive_tool_ui`` / ``interactive_ui``, ``tool_grounded_action_ui``
(and evogen's own); turns numbered by ``turn`` or ``turn_index`` with ``prompt`` or ``query``.
The public context is ``metadata.task_world.public_context`` (with its product shape), the
difficulty is kept verbatim, and each ``metadata.validation_contract.validation_scenarios[]``
entry's ``evidence_requirements[{id, surface, expect, action?, evidence?}]`` become the turn's
requirements, all of their text in the statement the LLM actor and evaluator read (they have no
executable checks).

Tool-grounded tasks run on their own backends from a checkout of the official repository
(``--backends <checkout>/runtime/tool_backends``): the task folder gets an ``official_runtime.json``
(see :mod:`mock_runtimes.official`). Tasks whose backend cannot be found are reported, not dropped
silently.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, Field

from evogen.tasks.model import SUITES, load_task

_SUITE_ALIASES = {
    "presentation_ui": "presentation", "presentation": "presentation",
    "interactive_tool_ui": "interaction", "interactive_ui": "interaction", "interaction": "interaction",
    "interactive": "interaction",
    "tool_grounded_action_ui": "tool-grounded", "tool_grounded": "tool-grounded", "toolgrounded": "tool-grounded",
    "tool": "tool-grounded", "tool-grounded": "tool-grounded",
}


class ImportReport(BaseModel):
    imported: dict[str, str] = Field(default_factory=dict, description="new id -> source file#task id")
    unavailable_backend: dict[str, str] = Field(default_factory=dict, description="source task id -> reason")
    errors: dict[str, str] = Field(default_factory=dict, description="source -> problem")


def suite_of(raw: str) -> str:
    key = str(raw).strip().lower().replace(" ", "_").replace("-", "_")
    suite = _SUITE_ALIASES.get(key) or _SUITE_ALIASES.get(key.replace("_", "-"))
    if suite not in SUITES:
        raise ValueError(f"unknown suite {raw!r} (known: presentation_ui, interactive_tool_ui, tool_grounded_action_ui)")
    return suite


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", str(text).lower()).strip("-") or "req"


def tasks_in(raw: Any) -> list[dict[str, Any]]:
    """The task objects of one file: a task, a list of tasks, or a ``{"tasks": [...]}`` wrapper."""
    if isinstance(raw, dict) and isinstance(raw.get("tasks"), list):
        return [t for t in raw["tasks"] if isinstance(t, dict)]
    if isinstance(raw, list):
        return [t for t in raw if isinstance(t, dict)]
    if isinstance(raw, dict):
        return [raw]
    raise ValueError("expected a task object, a list of tasks, or {\"tasks\": [...]}")


def _context(data: dict[str, Any]) -> str:
    world = (data.get("metadata") or {}).get("task_world") or {}
    parts = []
    if isinstance(world, dict):
        if world.get("public_context"):
            parts.append(str(world["public_context"]).strip())
        if world.get("product_shape") and str(world["product_shape"]) not in " ".join(parts):
            parts.append(f"Product: {world['product_shape']}.")
    if not parts and data.get("description"):
        parts.append(str(data["description"]).strip())
    if not parts:
        parts.append(str(data.get("title") or data.get("task_id") or "").strip())
    return "\n\n".join(p for p in parts if p) or "(none)"


def _statement(er: dict[str, Any]) -> str:
    text = str(er.get("expect", "")).strip()
    if er.get("action"):
        text = f"After: {str(er['action']).strip()}. Expect: {text}"
    if er.get("evidence"):
        evidence = er["evidence"] if isinstance(er["evidence"], str) else json.dumps(er["evidence"], ensure_ascii=False)
        text += f" Evidence: {evidence.strip()}"
    if er.get("surface"):
        text += f" (judge from: {str(er['surface']).strip()})"
    return text or str(er.get("id", "requirement"))


def convert(data: dict[str, Any], number: int, origin: str, runtime: dict[str, Any] | None) -> dict[str, Any]:
    """One official task → the evogen task.yaml mapping."""
    suite = suite_of(data.get("suite", ""))
    turns_in = sorted(data.get("turns") or [], key=lambda t: int(t.get("turn", t.get("turn_index", 0)) or 0))
    if len(turns_in) != 5:
        raise ValueError(f"{len(turns_in)} turns; evogen episodes have 5")
    contract = (data.get("metadata") or {}).get("validation_contract") or {}
    scenarios = contract.get("validation_scenarios") or []
    by_turn: dict[int, list[dict[str, Any]]] = {}
    for k, scenario in enumerate(scenarios, start=1):
        by_turn[int(scenario.get("turn", scenario.get("turn_index", k)))] = scenario.get("evidence_requirements") or []
    seen: set[str] = set()
    turns = []
    for k, turn in enumerate(turns_in, start=1):
        request = turn.get("prompt") or turn.get("query")
        if not isinstance(request, str) or not request.strip():
            raise ValueError(f"turn {k} has no prompt or query")
        reqs = []
        for i, er in enumerate(by_turn.get(k, []), start=1):
            rid = _slug(er.get("id", f"t{k}-{i}"))
            if rid in seen:
                rid = f"t{k}-{rid}"
                while rid in seen:
                    rid += "-x"
            seen.add(rid)
            reqs.append({"id": rid, "statement": _statement(er)})
        turns.append({"request": request.strip(), "requirements": reqs})
    out: dict[str, Any] = {
        "id": f"{suite}/{number:03d}", "suite": suite,
        "title": str(data.get("title") or data.get("task_id") or data.get("episode_id")),
        "domain": str(data.get("domain") or "unspecified"),
        "difficulty": str(data.get("difficulty") or "unspecified"),
        "context": _context(data), "turns": turns,
        "origin": f"{origin}#{data.get('task_id') or data.get('episode_id')}",
    }
    if runtime is not None:
        out["runtime"] = runtime
    return out


def runtime_spec(data: dict[str, Any], backends: Path) -> dict[str, Any]:
    """The ``official_runtime.json`` of a tool-grounded task (raises ValueError when its backend is missing)."""
    from mock_runtimes.official import OfficialBackendError, load_backend

    tools = [t for t in data.get("tools") or [] if isinstance(t, dict) and t.get("name")]
    ids = Counter(str((t.get("mock_contract") or {}).get("fixture_id") or "") for t in tools)
    ids.pop("", None)
    if not ids:
        raise ValueError("its tools name no backend (mock_contract.fixture_id)")
    fixture_id = ids.most_common(1)[0][0]
    try:
        load_backend(backends, fixture_id)
    except OfficialBackendError as exc:
        raise ValueError(str(exc)) from None
    scenario = ((data.get("scenario_fixtures") or {}).get("default") or {}) if isinstance(data.get("scenario_fixtures"),
                                                                                         dict) else {}
    initial = {**(scenario.get("initial_state") or {}), **(data.get("initial_state") or {})}
    entries = []
    for t in tools:
        entry = {k: t[k] for k in ("name", "mode", "description", "input_schema", "output_schema") if k in t}
        contract = t.get("mock_contract") or {}
        entry["allowed"] = bool(t.get("allowed", contract.get("allowed", True)))
        if contract.get("fixture_id"):
            entry["fixture_id"] = contract["fixture_id"]
        if contract.get("handler_ref"):
            entry["handler_ref"] = contract["handler_ref"]
        entries.append(entry)
    return {"backend_dir": str(Path(backends).expanduser().resolve()), "fixture_id": fixture_id, "tools": entries,
            "resources": [r for r in data.get("resources") or [] if isinstance(r, dict) and r.get("uri")],
            "resource_values": scenario.get("resources") or {}, "initial_state": initial}


def import_tasks(files: list[Path], out_dir: Path, *, backends: Path | None = None) -> ImportReport:
    """Convert every task in ``files`` into ``out_dir/<suite>/<NNN>/`` (tool-grounded ones with their
    backend from ``backends``); numbering follows the order of the files and of tasks in them."""
    report = ImportReport()
    counters: dict[str, int] = {}
    for file in files:
        try:
            found = tasks_in(json.loads(Path(file).read_text(encoding="utf-8")))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError, ValueError) as exc:
            report.errors[str(file)] = f"cannot read: {exc}"
            continue
        for data in found:
            source_id = str(data.get("task_id") or data.get("episode_id") or Path(file).stem)
            try:
                suite = suite_of(data.get("suite", ""))
                spec = None
                if suite == "tool-grounded":
                    if backends is None:
                        report.unavailable_backend[source_id] = (
                            "tool-grounded: give the official backends with --backends <checkout>/runtime/tool_backends")
                        continue
                    try:
                        spec = runtime_spec(data, backends)
                    except ValueError as exc:
                        report.unavailable_backend[source_id] = str(exc)
                        continue
                counters[suite] = counters.get(suite, 0) + 1
                task = convert(data, counters[suite], Path(file).name,
                               {"domain": "official", "fixture": "official_runtime.json"} if spec else None)
                folder = out_dir / task["id"]
                folder.mkdir(parents=True, exist_ok=True)
                (folder / "task.yaml").write_text(yaml.safe_dump(task, sort_keys=False, allow_unicode=True),
                                                  encoding="utf-8")
                if spec is not None:
                    (folder / "official_runtime.json").write_text(json.dumps(spec, indent=1, ensure_ascii=False),
                                                                  encoding="utf-8")
                loaded = load_task(folder)  # prove it loads
                if spec is not None:
                    loaded.runtime_class()  # and that its backend answers to the interface
                report.imported[task["id"]] = f"{file}#{source_id}"
            except Exception as exc:  # noqa: BLE001 - one bad task must not stop the others
                report.errors[f"{file}#{source_id}"] = f"{type(exc).__name__}: {str(exc)[:300]}"
    return report
