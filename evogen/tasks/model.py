"""Tasks: the public request of each turn and its private requirements (design.md §5).

A task lives in ``tasks/<suite>/<NNN>/``::

    task.yaml                 metadata, public context, five turns with requirements
    reference/turn-K/reply.md the reference reply for turn K
    reference/turn-K/src/...  the complete src/ tree of turn K's reference solution
    mutants.yaml              planted bugs: edits to a reference turn + requirements they must fail
    alternatives/<name>/...   optional independent correct solutions, same layout as reference/
    checks.py                 optional Python check functions (the escape hatch)
"""

from __future__ import annotations

import hashlib
import re
from functools import cached_property
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    ValidationError,
    field_validator,
    model_validator,
)

from evogen.records import TURNS_PER_EPISODE, Mechanism
from evogen.tasks.checks import Step, parse_steps

SUITES = ("presentation", "interaction", "tool-grounded")
TASK_ID = re.compile(r"^(presentation|interaction|tool-grounded)/(\d{3})$")


class TaskError(ValueError):
    """A task folder that does not load or does not follow the format."""


class Requirement(BaseModel):
    """A private, checkable requirement introduced at some turn."""

    model_config = ConfigDict(extra="forbid")

    id: str
    statement: str
    sentence: str | None = Field(None, description="the request sentence (or clause) this requirement checks, quoted "
                                                   "verbatim from the request of the turn that introduces it")
    mechanism: Mechanism | None = Field(None, description="None only for imported, unlabelled requirements")
    severity: Literal["major", "minor"] = "major"
    persists: bool = True
    isolated: bool = Field(False, description="run on a throwaway copy of the live state: what the check does never "
                                              "carries to later requirements or turns (needed to change the system "
                                              "behind the app, e.g. to provoke a refusal)")
    restates: list[str] = Field(default_factory=list, description="ids of earlier requirements whose promise this one "
                                                                  "also checks in a later turn's situation (search "
                                                                  "still narrows once a filter joins it): a bug "
                                                                  "against their sentence is rightly caught here")
    check: list[Step] | None = Field(None, description="None: natural language only (needs the LLM actor)")
    introduced_at: int = 0  # filled by the task loader

    @field_validator("check", mode="before")
    @classmethod
    def _parse_check(cls, value: Any) -> list[Step] | None:
        return None if value is None else parse_steps(value)


class Turn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    request: str
    requirements: list[Requirement]
    supersedes: list[str] = Field(default_factory=list, description="ids of earlier requirements this turn retires")
    unchecked: dict[str, str] = Field(default_factory=dict, description="request sentence -> why no requirement "
                                                                         "checks it (context, not a promise)")


class RuntimeRef(BaseModel):
    model_config = ConfigDict(extra="forbid")

    domain: str
    fixture: str = "default"


class Mutant(BaseModel):
    """A planted bug: textual edits to one turn of a stored solution, and what it must fail.

    ``violates`` quotes the request sentence the bug breaks; the validator requires that a failed
    requirement tied to that sentence catches it. ``blind`` marks bugs planted from the public view
    before the contract was read (the independent bug hunt). A mutant still being written has no
    ``fails`` yet (``hunt.yaml``); one in ``mutants.yaml`` names the requirement ids it must fail.
    """

    model_config = ConfigDict(extra="forbid")

    id: str
    turn: int = Field(ge=1, le=TURNS_PER_EPISODE)
    description: str
    fails: list[str] = Field(default_factory=list, description="requirement ids that must fail")
    kind: str = Field("bug", description="e.g. regression, unwired_control, stale_derived, wrong_tool_argument")
    edits: list[dict[str, str]] = Field(min_length=1, description="[{file, find, replace}]")
    solution: str = Field("reference", description="the stored solution the edits apply to")
    violates: str | None = Field(None, description="the request sentence the bug breaks, quoted verbatim")
    blind: bool = Field(False, description="planted from the public view before the contract was read")


class Task(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    suite: str
    title: str
    domain: str
    difficulty: str = Field("medium", description="easy | medium | hard, or an imported task's own label")
    context: str
    runtime: RuntimeRef | None = None
    turns: list[Turn]
    unmutated: dict[str, str] = Field(default_factory=dict, description="requirement id -> why no mutant targets it")
    origin: str | None = Field(None, description="where an imported task came from")
    _root: Path | None = PrivateAttr(default=None)

    @model_validator(mode="after")
    def _shape(self) -> Task:
        if not TASK_ID.match(self.id):
            raise ValueError(f"task id {self.id!r} is not '<suite>/<NNN>'")
        if self.id.split("/")[0] != self.suite:
            raise ValueError(f"task id {self.id!r} does not match suite {self.suite!r}")
        if len(self.turns) != TURNS_PER_EPISODE:
            raise ValueError(f"a task has {TURNS_PER_EPISODE} turns, {self.id} has {len(self.turns)}")
        seen: dict[str, int] = {}
        for k, turn in enumerate(self.turns, start=1):
            for gone in turn.supersedes:
                if gone not in seen:
                    raise ValueError(f"turn {k} supersedes unknown requirement {gone!r}")
            for req in turn.requirements:
                if req.id in seen:
                    raise ValueError(f"requirement id {req.id!r} appears twice")
                earlier = [r for r in req.restates if seen.get(r, k) >= k]
                if earlier:
                    raise ValueError(f"requirement {req.id!r} restates {earlier}, which no earlier turn introduces")
                seen[req.id] = k
                req.introduced_at = k
        if self.suite == "tool-grounded" and self.runtime is None:
            raise ValueError("a tool-grounded task needs a runtime")
        if self.origin is None:
            unlabelled = [r.id for t in self.turns for r in t.requirements if r.mechanism is None or r.check is None]
            if unlabelled:
                raise ValueError(f"requirements need a mechanism and a check: {unlabelled[:5]}")
        return self

    # --- where things are -------------------------------------------------
    @property
    def root(self) -> Path:
        if self._root is None:
            raise TaskError(f"task {self.id} was not loaded from a folder")
        return self._root

    @property
    def number(self) -> str:
        return self.id.split("/")[1]

    @cached_property
    def content_hash(self) -> str:
        """sha256 over every file in the task folder (path and bytes), stable across machines."""
        digest = hashlib.sha256()
        for path in sorted(p for p in self.root.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
            digest.update(path.relative_to(self.root).as_posix().encode())
            digest.update(b"\0")
            digest.update(path.read_bytes())
            digest.update(b"\0")
        return digest.hexdigest()

    # --- contract ---------------------------------------------------------
    def requirements_in_force(self, turn: int) -> list[Requirement]:
        """Every requirement checked at ``turn``: earlier ones still in force, then the turn's new ones."""
        active: dict[str, Requirement] = {}
        for k in range(1, turn + 1):
            for gone in self.turns[k - 1].supersedes:
                active.pop(gone, None)
            for req in list(active.values()):
                if not req.persists:
                    active.pop(req.id)
            for req in self.turns[k - 1].requirements:
                active[req.id] = req
        return list(active.values())

    # --- tools -------------------------------------------------------------
    def runtime_class(self) -> type[Any]:
        """The class of this task's mock tool runtime (an official backend for imported tasks)."""
        from mock_runtimes import NullRuntime, runtime_class

        if self.runtime is None:
            return NullRuntime
        if self.runtime.domain == "official":
            from mock_runtimes.official import SPEC_FILE, official_runtime_class

            return official_runtime_class(self.root / (self.runtime.fixture if self.runtime.fixture != "default"
                                                       else SPEC_FILE))
        return runtime_class(self.runtime.domain)

    def new_runtime(self) -> Any:
        """A fresh runtime holding the task's starting state."""
        cls = self.runtime_class()
        if self.runtime is None or self.runtime.domain == "official":
            return cls()
        return cls(cls.fixture(self.runtime.fixture))

    def requirement(self, req_id: str) -> Requirement:
        for turn in self.turns:
            for req in turn.requirements:
                if req.id == req_id:
                    return req
        raise KeyError(req_id)

    # --- solutions --------------------------------------------------------
    def solution_dir(self, turn: int, solution: str = "reference") -> Path:
        base = self.root / "reference" if solution == "reference" else self.root / "alternatives" / solution
        return base / f"turn-{turn}"

    def solution(self, turn: int, solution: str = "reference") -> tuple[str, dict[str, str]]:
        """(reply, files) of a stored solution turn; files keyed by 'src/...' paths."""
        folder = self.solution_dir(turn, solution)
        if not folder.is_dir():
            raise TaskError(f"{self.id}: no {solution} solution for turn {turn} at {folder}")
        reply_file = folder / "reply.md"
        reply = reply_file.read_text(encoding="utf-8").strip() if reply_file.exists() else ""
        files = {
            p.relative_to(folder).as_posix(): p.read_text(encoding="utf-8")
            for p in sorted((folder / "src").rglob("*"))
            if p.is_file()
        }
        return reply, files

    def mutated(self, mutant: Mutant) -> tuple[str, dict[str, str]]:
        """(reply, files) of the mutant's solution turn with its edits applied."""
        reply, files = self.solution(mutant.turn, mutant.solution)
        return reply, apply_edits(files, mutant.edits, label=f"{self.id}#{mutant.id}")

    def alternatives(self) -> list[str]:
        folder = self.root / "alternatives"
        return sorted(p.name for p in folder.iterdir() if p.is_dir()) if folder.is_dir() else []

    @cached_property
    def mutants(self) -> list[Mutant]:
        return _load_mutants(self.root / "mutants.yaml")

    def hunt(self) -> list[Mutant]:
        """Mutants of an independent bug hunt not yet tied to requirements (``hunt.yaml``)."""
        return _load_mutants(self.root / "hunt.yaml")

    def mutant(self, mutant_id: str) -> Mutant:
        for m in self.mutants:
            if m.id == mutant_id:
                return m
        known = ", ".join(m.id for m in self.mutants) or "none"
        raise KeyError(f"{self.id} has no mutant {mutant_id!r} (known: {known})")


def _load_mutants(path: Path) -> list[Mutant]:
    if not path.exists():
        return []
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or []
        if not isinstance(data, list):
            raise TypeError("expected a list of mutants")
        return [Mutant.model_validate(item) for item in data]
    except (yaml.YAMLError, ValueError, TypeError) as exc:
        raise TaskError(f"{path}: {exc}") from exc


def apply_edits(files: dict[str, str], edits: list[dict[str, str]], *, label: str = "") -> dict[str, str]:
    """Apply find/replace edits; each ``find`` must occur exactly once in its file."""
    out = dict(files)
    for edit in edits:
        name, find, replace = edit["file"], edit["find"], edit.get("replace", "")
        if name not in out:
            raise TaskError(f"{label}: edit targets missing file {name}")
        count = out[name].count(find)
        if count != 1:
            raise TaskError(f"{label}: edit text must occur once in {name}, found {count}: {find[:60]!r}")
        out[name] = out[name].replace(find, replace)
    return out


def load_task(folder: Path) -> Task:
    """Load and validate the task in ``folder``; a :class:`TaskError` says, in one line, which file,
    which field and what is wrong."""
    path = folder / "task.yaml"
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise TaskError(f"{path}: cannot be read ({exc.strerror or exc})") from exc
    except yaml.YAMLError as exc:
        raise TaskError(f"{path}: {_yaml_problem(exc)}") from exc
    if not isinstance(data, dict):
        raise TaskError(f"{path}: expected a mapping of task fields (id, suite, title, …, turns), "
                        f"got {type(data).__name__}")
    try:
        task = Task.model_validate(data)
    except ValidationError as exc:
        raise TaskError(f"{path}: {_field_problem(exc)}") from exc
    except ValueError as exc:
        raise TaskError(f"{path}: {str(exc).splitlines()[0]}") from exc
    task._root = folder
    return task


def _yaml_problem(exc: yaml.YAMLError) -> str:
    mark = getattr(exc, "problem_mark", None)
    where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark is not None else ""
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    hint = " (a value holding ': ' or starting with a quote needs quotes around it)" \
        if "mapping values" in str(problem) or "expected <block end>" in str(problem) else ""
    return f"{where}not valid YAML: {problem}{hint}"


def _field_problem(exc: ValidationError) -> str:
    first = exc.errors()[0]
    loc = ".".join(str(x) for x in first.get("loc", ()) if x not in ("function-after[_parse_check(), "
                                                                      "nullable[list[Step]]]",))
    message = str(first.get("msg", "invalid")).removeprefix("Value error, ")
    more = f" (and {len(exc.errors()) - 1} more)" if len(exc.errors()) > 1 else ""
    return f"{loc or 'the task'}: {message}{more}"
