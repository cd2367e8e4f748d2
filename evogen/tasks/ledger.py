"""The validation ledger: which tasks were fully proved, on which harness.

A full validation (``evogen tasks validate``: reference, every alternative, every mutant on exactly
its failures) takes minutes per task; a suite of fifty tasks cannot be re-proved in every CI run.
So every full, passing validation is written to ``tasks/validation-ledger.json`` with two digests:

* the **task digest** — every file of the task's folder (request, contract, solutions, mutants);
* the **harness digest** — every source that can change a verdict: the pipeline stages and the
  check engine, the task model and prover, the mock tool backends, and the web scaffold (Vite
  config, lock file, entry files).

An entry is *fresh* when both digests still match. CI asserts that every task is fresh (cheap: it
only hashes files) and re-proves a small fixed, suite-stratified sample in quick mode on the CI
machine itself (which catches drift the digests cannot see: another Chromium, another Node).
Whoever changes a task or the harness re-validates what went stale —
``evogen tasks validate --changed`` — and commits the ledger with the change.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

import mock_runtimes
from evogen.paths import envs_dir, tasks_dir

LEDGER_NAME = "validation-ledger.json"
_PACKAGE = Path(__file__).resolve().parent.parent

# Sources that decide verdicts, relative to the evogen package (folders are taken whole).
_HARNESS_SOURCES = (
    "stages", "tasks/checks.py", "tasks/model.py", "tasks/prove.py", "tasks/audit.py", "env.py", "pipeline.py",
    "reference_track.py", "records.py", "action.py", "scaffold.py", "observation.py",
)
_SCAFFOLD_SOURCES = ("package.json", "package-lock.json", "vite.config.mjs", "index.html", "tsconfig.json", "src")
_SKIP_PARTS = {"__pycache__", "node_modules", "dist", ".pytest_cache"}
_SKIP_SUFFIXES = (".pyc", ".pyo")
LIB_DIR = "_lib"  # tasks/_lib/: check helpers shared by task checks.py files (see tasks/_lib/figures.py)

Freshness = Literal["fresh", "task changed", "harness changed", "never validated", "failed"]


def _files(root: Path, names: Iterable[str]) -> list[tuple[str, Path]]:
    out = []
    for name in names:
        path = root / name
        if path.is_file():
            out.append((name, path))
        elif path.is_dir():
            for p in sorted(path.rglob("*")):
                rel = p.relative_to(root)
                if p.is_file() and not _SKIP_PARTS & set(rel.parts) and not p.name.endswith(_SKIP_SUFFIXES):
                    out.append((rel.as_posix(), p))
    return sorted(out)


def _digest(groups: Iterable[tuple[str, list[tuple[str, Path]]]]) -> str:
    h = hashlib.sha256()
    for label, files in groups:
        for rel, path in files:
            data = path.read_bytes()
            h.update(f"{label}/{rel}\0{len(data)}\0".encode())
            h.update(data)
    return h.hexdigest()[:20]


def task_digest(task_root: Path) -> str:
    """Digest of every file in a task's folder, and of the shared check library (``tasks/_lib/``)
    when the task's ``checks.py`` loads from it."""
    files = [(p.relative_to(task_root).as_posix(), p) for p in sorted(task_root.rglob("*"))
             if p.is_file() and not _SKIP_PARTS & set(p.relative_to(task_root).parts)
             and not p.name.endswith(_SKIP_SUFFIXES)]
    groups = [("task", sorted(files))]
    checks, lib = task_root / "checks.py", task_root.parent.parent / LIB_DIR
    if checks.is_file() and LIB_DIR in checks.read_text(encoding="utf-8") and lib.is_dir():
        groups.append(("lib", _files(lib, sorted(p.name for p in lib.iterdir()))))
    return _digest(groups)


_HARNESS: str | None = None


def harness_digest() -> str:
    """Digest of every source that can change a verdict (computed once per process)."""
    global _HARNESS
    if _HARNESS is None:
        runtimes = Path(mock_runtimes.__file__).resolve().parent
        _HARNESS = _digest([
            ("evogen", _files(_PACKAGE, _HARNESS_SOURCES)),
            ("mock_runtimes", _files(runtimes, sorted(p.name for p in runtimes.iterdir()))),
            ("scaffold", _files(envs_dir() / "react-vite", _SCAFFOLD_SOURCES)),
        ])
    return _HARNESS


class LedgerEntry(BaseModel):
    task_digest: str
    harness: str
    validated_at: str
    reference: list[str] = Field(default_factory=list)
    alternatives: dict[str, int] = Field(default_factory=dict, description="turns passed per alternative")
    mutants: int = 0
    caught: int = 0
    turns: int = 0
    loads: int = 0
    duration_s: float = 0.0


class Ledger(BaseModel):
    """``tasks/validation-ledger.json``: one entry per fully validated task."""

    note: str = ("Written by `evogen tasks validate` after a full passing validation; CI checks every task is "
                 "fresh. Re-validate what went stale with `evogen tasks validate --changed`.")
    tasks: dict[str, LedgerEntry] = Field(default_factory=dict)

    @classmethod
    def path(cls) -> Path:
        return tasks_dir() / LEDGER_NAME

    @classmethod
    def load(cls, path: Path | None = None) -> Ledger:
        path = path or cls.path()
        try:
            return cls.model_validate_json(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls()
        except ValueError as exc:
            from evogen.tasks.model import TaskError

            raise TaskError(f"{path}: not a validation ledger ({str(exc).splitlines()[0]}); delete it and "
                            "re-validate with `evogen tasks validate`") from exc

    def save(self, path: Path | None = None) -> None:
        path = path or self.path()
        data = self.model_dump(mode="json")
        data["tasks"] = dict(sorted(data["tasks"].items()))
        tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        os.replace(tmp, path)

    @classmethod
    def enter(cls, report: Any, task_root: Path, path: Path | None = None) -> bool:
        """Record one report in the ledger file under an exclusive lock (re-read, update, write), so
        validators running side by side never drop each other's entries. True when it changed."""
        import fcntl

        path = path or cls.path()
        with open(path.with_name(path.name + ".lock"), "a+") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                book = cls.load(path)
                changed = book.record(report, task_root)
                if changed:
                    book.save(path)
                return changed
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)

    def freshness(self, task_id: str, task_root: Path) -> Freshness:
        entry = self.tasks.get(task_id)
        if entry is None:
            return "never validated"
        if entry.task_digest != task_digest(task_root):
            return "task changed"
        if entry.harness != harness_digest():
            return "harness changed"
        return "fresh"

    def record(self, report: Any, task_root: Path) -> bool:
        """Enter a validation report: a full passing one is written, a failing one removes the entry;
        a narrowed or quick one changes nothing. True when the ledger changed."""
        if getattr(report, "narrowed", False) or report.quick:
            return False
        if not report.ok:
            return self.tasks.pop(report.task_id, None) is not None
        self.tasks[report.task_id] = LedgerEntry(
            task_digest=task_digest(task_root), harness=harness_digest(),
            validated_at=_dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
            reference=report.reference,
            alternatives={k: sum(o == "passed" for o in v) for k, v in report.alternatives.items()},
            mutants=len(report.mutants), caught=sum(m.ok for m in report.mutants), turns=report.turns,
            loads=report.loads, duration_s=round(report.duration_s, 1),
        )
        return True


def sample(task_ids: list[str], per_suite: int) -> list[str]:
    """A fixed, suite-stratified sample: per suite, the ``per_suite`` tasks whose ids hash lowest
    (the same on every machine and run; adding tasks to a suite changes it only if a new id hashes lower)."""
    by_suite: dict[str, list[str]] = {}
    for t in task_ids:
        by_suite.setdefault(t.split("/")[0], []).append(t)
    chosen = []
    for suite in sorted(by_suite):
        ranked = sorted(by_suite[suite], key=lambda t: hashlib.sha256(t.encode()).hexdigest())
        chosen += sorted(ranked[:per_suite])
    return chosen
