"""``evogen import``: read task files in the reference benchmark's published JSON format.

Fields read: ``task_id, title, domain, suite, difficulty, tools[], resources[], initial_state,
turns[{turn, prompt, query_tags}]`` and ``metadata.validation_contract.validation_scenarios[]``
(one per turn) with ``evidence_requirements[{id, surface, expect, action?, evidence?}]``.
Requirements become natural-language requirements without executable checks (they run with the
LLM actor and evaluator). Tool-grounded tasks need a backend in ``mock_runtimes/``; those whose
backend is not available are reported, not silently dropped.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, Field

from evogen.tasks.model import SUITES, load_task
from mock_runtimes import available_domains

_SUITE_ALIASES = {"tool_grounded": "tool-grounded", "toolgrounded": "tool-grounded", "tool": "tool-grounded"}


class ImportReport(BaseModel):
    imported: dict[str, str] = Field(default_factory=dict, description="new id -> source file")
    unavailable_backend: dict[str, str] = Field(default_factory=dict, description="source task id -> reason")
    errors: dict[str, str] = Field(default_factory=dict, description="source file -> problem")


def _suite(raw: str) -> str:
    key = raw.strip().lower().replace(" ", "_")
    suite = _SUITE_ALIASES.get(key, key.replace("_", "-"))
    if suite not in SUITES:
        raise ValueError(f"unknown suite {raw!r}")
    return suite


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", str(text).lower()).strip("-") or "req"


def convert(data: dict[str, Any], number: int, origin: str, runtime_domain: str | None) -> dict[str, Any]:
    """One task in the official format → the evogen task.yaml mapping."""
    suite = _suite(data["suite"])
    turns_in = sorted(data["turns"], key=lambda t: t.get("turn", 0))
    if len(turns_in) != 5:
        raise ValueError(f"{len(turns_in)} turns; evogen tasks have 5")
    scenarios = (data.get("metadata", {}).get("validation_contract", {}) or {}).get("validation_scenarios", [])
    by_turn: dict[int, list[dict[str, Any]]] = {}
    for k, scenario in enumerate(scenarios, start=1):
        by_turn[int(scenario.get("turn", k))] = scenario.get("evidence_requirements", [])
    seen: set[str] = set()
    turns = []
    for k, turn in enumerate(turns_in, start=1):
        reqs = []
        for i, er in enumerate(by_turn.get(k, []), start=1):
            rid = _slug(er.get("id", f"t{k}-{i}"))
            if rid in seen:
                rid = f"t{k}-{rid}"
            seen.add(rid)
            statement = str(er.get("expect", "")).strip()
            if er.get("action"):
                statement = f"After: {er['action']}. Expect: {statement}"
            if er.get("surface"):
                statement += f" (where: {er['surface']})"
            reqs.append({"id": rid, "statement": statement})
        turns.append({"request": str(turn["prompt"]).strip(), "requirements": reqs})
    out: dict[str, Any] = {
        "id": f"{suite}/{number:03d}", "suite": suite, "title": data.get("title") or data["task_id"],
        "domain": data.get("domain") or "unspecified",
        "difficulty": data.get("difficulty") if data.get("difficulty") in ("easy", "medium", "hard") else "medium",
        "context": str(data.get("context") or data.get("description") or data.get("title") or "").strip() or "(none)",
        "turns": turns, "origin": f"{origin}#{data['task_id']}",
    }
    if runtime_domain:
        out["runtime"] = {"domain": runtime_domain}
    return out


def import_tasks(files: list[Path], out_dir: Path) -> ImportReport:
    """Convert every task found in ``files`` (a task object or a list of them) into ``out_dir``."""
    report = ImportReport()
    counters: dict[str, int] = {}
    domains = set(available_domains())
    for file in files:
        try:
            raw = json.loads(file.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            report.errors[str(file)] = f"cannot read: {exc}"
            continue
        for data in raw if isinstance(raw, list) else [raw]:
            source_id = str(data.get("task_id", file.stem))
            try:
                suite = _suite(data.get("suite", ""))
                runtime = None
                if suite == "tool-grounded":
                    wanted = _slug(data.get("domain", "")).replace("-", "_")
                    runtime = wanted if wanted in domains else None
                    if runtime is None:
                        tools = [t.get("name") for t in data.get("tools", [])]
                        report.unavailable_backend[source_id] = (
                            f"no mock runtime for domain {data.get('domain')!r} ({len(tools)} tools: "
                            f"{', '.join(map(str, tools[:6]))}); add mock_runtimes/{wanted}/ to run it")
                        continue
                counters[suite] = counters.get(suite, 0) + 1
                task = convert(data, counters[suite], file.name, runtime)
                folder = out_dir / task["id"]
                folder.mkdir(parents=True, exist_ok=True)
                (folder / "task.yaml").write_text(yaml.safe_dump(task, sort_keys=False, allow_unicode=True))
                load_task(folder)  # prove it loads
                report.imported[task["id"]] = f"{file}#{source_id}"
            except (KeyError, ValueError, TypeError) as exc:
                report.errors[f"{file}#{source_id}"] = str(exc)[:300]
    return report
