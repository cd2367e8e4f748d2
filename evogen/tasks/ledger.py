"""The validation ledger: which tasks were fully proved, on which harness.

A full validation (``evogen tasks validate``: reference, every alternative, every mutant on exactly
its failures) takes minutes per task; a suite of fifty tasks cannot be re-proved in every CI run.
So every full, passing validation is written to ``tasks/validation-ledger.json`` with two digests:

* the **task digest** — every file of the task's folder (request, contract, solutions, mutants),
  the shared check-library files its checks load, and the mock tool domain it runs against (the
  domain's code and the one fixture it loads);
* the **harness digest** — every other source that can change a verdict: the pipeline stages and
  the check engine, the task model and prover, the mock runtimes' shared framework, and the web
  scaffold (Vite config, lock file, entry files). A new domain or fixture stales no task; a change
  to one domain stales only the tasks that run against it.

An entry is *fresh* when both digests still match. CI asserts that every task is fresh (cheap: it
only hashes files) and re-proves a small fixed, suite-stratified sample in quick mode on the CI
machine itself (which catches drift the digests cannot see: another Chromium, another Node).
Whoever changes a task or the harness re-validates what went stale —
``evogen tasks validate --changed`` — and commits the ledger with the change.

A proof stays true for its exact pair of digests, so the ledger keeps a few **earlier proofs** per
task beside the latest one: a task is fresh when any of them matches. Going back to an earlier
version (a revert, a branch) then needs no re-validation, and a harness change too large to
validate in one sitting can be proved part by part: the proofs made under the new harness are
committed while the old harness is still the one that runs, and count the moment it lands.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import hashlib
import json
import os
from collections.abc import Iterable, Iterator
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


class ChangedDuringValidation(Exception):
    """A task's files changed while it was being validated: the report proves neither version."""


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


def _lib_names(checks_text: str, lib: Path) -> list[str]:
    """The files of the shared check library a ``checks.py`` loads: those it names, and those the
    named ones name in turn; the whole folder when it names ``_lib`` but no file of it (a load this
    reading cannot follow must not leave a dependency out)."""
    files = {p.name: p for p in lib.iterdir() if p.is_file() and not p.name.endswith(_SKIP_SUFFIXES)}
    named = {n for n in files if n in checks_text}
    if not named:
        return sorted(p.name for p in lib.iterdir())
    todo = list(named)
    while todo:
        text = files[todo.pop()].read_text(encoding="utf-8", errors="replace")
        for n in files:
            if n not in named and n in text:
                named.add(n)
                todo.append(n)
    return sorted(named)


def _runtimes_dir() -> Path:
    return Path(mock_runtimes.__file__).resolve().parent


def _runtime_files(task_root: Path) -> list[tuple[str, Path]]:
    """The mock domain a task runs against: the domain's own files and the fixture it loads. A
    task.yaml this cannot read counts every domain (a dependency must never be left out)."""
    import yaml

    runtimes = _runtimes_dir()
    domains = sorted(p.name for p in runtimes.iterdir() if p.is_dir() and not _SKIP_PARTS & {p.name})
    try:
        spec = (yaml.safe_load((task_root / "task.yaml").read_text(encoding="utf-8")) or {}).get("runtime")
        if spec is None:
            return []
        domain, fixture = str(spec["domain"]), str(spec.get("fixture") or "default")
    except (OSError, ValueError, TypeError, KeyError, AttributeError, yaml.YAMLError):
        return _files(runtimes, domains)
    if domain not in domains:
        return []  # an unknown domain fails the task's validation; nothing to hash
    folder = runtimes / domain
    own = _files(folder, sorted(p.name for p in folder.iterdir() if p.name != "fixtures"))
    return [(f"{domain}/{rel}", path) for rel, path in own + _files(folder, [f"fixtures/{fixture}.json"])]


def task_digest(task_root: Path) -> str:
    """Digest of every file in a task's folder, of the files of the shared check library
    (``tasks/_lib/``) its ``checks.py`` loads, and of the mock domain it runs against, so editing
    one library file or one domain stales only the tasks that use it."""
    files = [(p.relative_to(task_root).as_posix(), p) for p in sorted(task_root.rglob("*"))
             if p.is_file() and not _SKIP_PARTS & set(p.relative_to(task_root).parts)
             and not p.name.endswith(_SKIP_SUFFIXES)]
    groups = [("task", sorted(files))]
    checks, lib = task_root / "checks.py", task_root.parent.parent / LIB_DIR
    if checks.is_file() and lib.is_dir():
        text = checks.read_text(encoding="utf-8")
        if LIB_DIR in text:
            groups.append(("lib", _files(lib, _lib_names(text, lib))))
    runtime = _runtime_files(task_root)
    if runtime:
        groups.append(("runtime", runtime))
    return _digest(groups)


_HARNESS: str | None = None


def harness_digest() -> str:
    """Digest of every source that can change a verdict (computed once per process)."""
    global _HARNESS
    if _HARNESS is None:
        runtimes = _runtimes_dir()
        _HARNESS = _digest([
            ("evogen", _files(_PACKAGE, _HARNESS_SOURCES)),
            # the shared framework; each domain is in the digest of the tasks that run against it
            ("mock_runtimes", _files(runtimes, sorted(p.name for p in runtimes.iterdir() if p.is_file()))),
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
    mode: Literal["exact", "named"] = Field(
        "exact", description="exact: every mutant failed exactly the requirements it names; named: every "
                             "mutant failed at least those (checked only as far as their verdicts need)")

    @property
    def version(self) -> tuple[str, str]:
        """What the proof is of: (task digest, harness digest)."""
        return self.task_digest, self.harness


KEEP_EARLIER = 3  # earlier proofs kept per task


class Ledger(BaseModel):
    """``tasks/validation-ledger.json``: per fully validated task its latest proof, and up to
    ``KEEP_EARLIER`` proofs of other versions of the task or the harness."""

    note: str = ("Written by `evogen tasks validate` after a full passing validation; CI checks every task is "
                 "fresh. Re-validate what went stale with `evogen tasks validate --changed`.")
    tasks: dict[str, LedgerEntry] = Field(default_factory=dict)
    earlier: dict[str, list[LedgerEntry]] = Field(
        default_factory=dict, description=f"per task, up to {KEEP_EARLIER} proofs of other (task, harness) versions, "
                                          "newest first")

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
        for entry in [*data["tasks"].values(), *(e for v in data["earlier"].values() for e in v)]:
            if entry.get("mode") == "exact":  # the default, left out so older entries read as before
                del entry["mode"]
        data["tasks"] = dict(sorted(data["tasks"].items()))
        data["earlier"] = {t: v for t, v in sorted(data["earlier"].items()) if v}
        tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        os.replace(tmp, path)

    @classmethod
    @contextlib.contextmanager
    def locked(cls, path: Path | None = None) -> Iterator[Ledger]:
        """The ledger file under an exclusive lock: read, changed by the caller, written back, so
        validators running side by side never drop each other's entries."""
        import fcntl

        path = path or cls.path()
        with open(path.with_name(path.name + ".lock"), "a+") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                book = cls.load(path)
                before = book.model_dump()
                yield book
                if book.model_dump() != before:
                    book.save(path)
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)

    @classmethod
    def enter(cls, report: Any, task_root: Path, path: Path | None = None, *, validated: str | None = None) -> bool:
        """Record one report in the ledger file under the lock. True when it changed.

        ``validated``: the task digest when its validation began; when the task has changed since,
        nothing is written and :class:`ChangedDuringValidation` says so."""
        if validated is not None and task_digest(task_root) != validated:
            raise ChangedDuringValidation(
                f"{report.task_id} changed while it was being validated: not entered in the ledger "
                "(validate it again)")
        with cls.locked(path) as book:
            return book.record(report, task_root)

    def proof(self, task_id: str, task_root: Path) -> LedgerEntry | None:
        """The proof that holds for the task as it is now on the harness as it is now, if any
        (the latest proof, or an earlier one of exactly this version)."""
        digests = (task_digest(task_root), harness_digest())
        return next((e for e in [self.tasks.get(task_id), *self.earlier.get(task_id, [])]
                     if e is not None and e.version == digests), None)

    def freshness(self, task_id: str, task_root: Path) -> Freshness:
        entry = self.tasks.get(task_id)
        if entry is None and not self.earlier.get(task_id):
            return "never validated"
        if self.proof(task_id, task_root) is not None:
            return "fresh"
        known = [e for e in [entry, *self.earlier.get(task_id, [])] if e is not None]
        return "harness changed" if any(e.task_digest == task_digest(task_root) for e in known) else "task changed"

    def keep_earlier(self, task_id: str, entry: LedgerEntry) -> None:
        """Keep ``entry`` among the task's earlier proofs (newest first; one per version)."""
        others = [e for e in self.earlier.get(task_id, []) if e.version != entry.version]
        self.earlier[task_id] = [entry, *others][:KEEP_EARLIER]

    def merge(self, other: Ledger, roots: dict[str, Path]) -> int:
        """Take in another ledger's proofs (another branch's or machine's ledger file): each version
        not known here is kept as an earlier proof, and a proof that holds for a task as it is now
        (``roots``: task id → folder) becomes its latest. Returns how many proofs were new."""
        added = 0
        for t in sorted(set(other.tasks) | set(other.earlier)):
            theirs = ([other.tasks[t]] if t in other.tasks else []) + other.earlier.get(t, [])
            for entry in reversed(theirs):  # oldest first, so the newest ends up first
                known = [e for e in [self.tasks.get(t), *self.earlier.get(t, [])] if e is not None]
                if all(e.version != entry.version for e in known):
                    self.keep_earlier(t, entry)
                    added += 1
        for t, root in roots.items():
            self.promote(t, root)
        return added

    def promote(self, task_id: str, task_root: Path) -> None:
        """Make the proof that holds now (if it is an earlier one) the task's latest."""
        holds, latest = self.proof(task_id, task_root), self.tasks.get(task_id)
        if holds is None or holds is latest:
            return
        self.earlier[task_id] = [e for e in self.earlier.get(task_id, []) if e is not holds]
        if latest is not None:
            self.keep_earlier(task_id, latest)
        self.tasks[task_id] = holds

    def record(self, report: Any, task_root: Path) -> bool:
        """Enter a validation report: a full (or named) passing one is written, a failing one removes
        the entry; a narrowed or quick one changes nothing. True when the ledger changed."""
        if getattr(report, "narrowed", False) or report.quick:
            return False
        version = (task_digest(task_root), harness_digest())
        previous = self.tasks.pop(report.task_id, None)
        others = self.earlier.get(report.task_id, [])
        # a proof of this very version is void now (a failure) or replaced (a new proof)
        self.earlier[report.task_id] = [e for e in others if e.version != version]
        changed = len(self.earlier[report.task_id]) != len(others)
        if previous is not None and previous.version != version:
            self.keep_earlier(report.task_id, previous)
            changed = True
        if not report.ok:
            return changed or previous is not None
        self.tasks[report.task_id] = LedgerEntry(
            task_digest=version[0], harness=version[1],
            validated_at=_dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
            reference=report.reference,
            alternatives={k: sum(o == "passed" for o in v) for k, v in report.alternatives.items()},
            mutants=len(report.mutants), caught=sum(m.ok for m in report.mutants), turns=report.turns,
            loads=report.loads, duration_s=round(report.duration_s, 1),
            mode="named" if getattr(report, "named", False) else "exact",
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
