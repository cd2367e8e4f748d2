"""Lazy access to run folders for the viewer.

``episodes.jsonl`` is indexed once by byte offset, with a small :class:`Summary` per line (and
again from where it stopped when the file grows; from the start when it was rewritten). A full
record is read, by its offset, only when a task's episode or a turn is asked for; evidence files
only when a turn is. Damaged lines are skipped and named in :attr:`RunData.notes`.
"""

from __future__ import annotations

import json
import os
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from evogen.records import EpisodeRecord
from evogen.runner.folder import EPISODES, HEADER, RunFolderError

__all__ = ["NotARunFolder", "RunData", "Summary", "Viewer", "check_run_folder"]

_MARKERS = (HEADER, EPISODES, "evidence")
_RECORD_CACHE = 16
_MESSAGE_CHARS = 240


class NotARunFolder(RunFolderError):
    """A path given to the viewer is not a run folder."""


def check_run_folder(path: Path) -> Path:
    """The resolved folder, or :class:`NotARunFolder` saying why not.

    A run folder holds ``header.json``, ``episodes.jsonl`` or ``evidence/``; an empty folder is
    accepted too (a run that has not written anything yet) and shown as empty."""
    if not path.exists():
        raise NotARunFolder(f"{path} is not a run folder: it does not exist")
    if not path.is_dir():
        raise NotARunFolder(f"{path} is not a run folder: it is a file, not a folder")
    try:
        entries = [p.name for p in path.iterdir()]
    except OSError as exc:
        raise NotARunFolder(f"{path} cannot be read: {exc.strerror or exc}") from None
    if entries and not any(m in entries for m in _MARKERS):
        raise NotARunFolder(f"{path} is not a run folder: it has no {HEADER}, {EPISODES} or evidence/ "
                            "(make one with `evogen run --out DIR`)")
    return path.resolve()


@dataclass(frozen=True)
class Summary:
    """What the lists need of one intact line of ``episodes.jsonl``."""

    line: int
    offset: int
    length: int
    task_id: str
    suite: str
    epoch: int
    policy: str
    status: str
    infrastructure_error: str
    outcomes: tuple[str, ...]
    mechanisms: tuple[str | None, ...]
    messages: tuple[str, ...]
    regressions: tuple[int, ...]

    @property
    def key(self) -> tuple[str, int]:
        return (self.task_id, self.epoch)

    @property
    def passed(self) -> int:
        return sum(o == "passed" for o in self.outcomes)

    @classmethod
    def of(cls, record: EpisodeRecord, line: int, offset: int, length: int) -> Summary:
        return cls(
            line=line, offset=offset, length=length, task_id=record.task_id, suite=record.suite,
            epoch=record.epoch, policy=record.policy, status=record.status,
            infrastructure_error=(record.infrastructure_error or "")[:_MESSAGE_CHARS],
            outcomes=tuple(s.outcome.value for s in record.slots),
            mechanisms=tuple(s.first_failed_mechanism.value if s.first_failed_mechanism else None
                             for s in record.slots),
            messages=tuple(s.message[:_MESSAGE_CHARS] for s in record.slots),
            regressions=tuple(len(s.regressions) for s in record.slots),
        )


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return (text.splitlines()[0] if text else type(exc).__name__)[:200]


class RunData:
    """One run folder, read lazily; safe to use from several threads."""

    def __init__(self, folder: Path, name: str):
        self.folder = Path(folder).resolve()
        self.name = name
        self._lock = threading.RLock()
        self._header: dict[str, Any] | None = None
        self._header_stamp: tuple[int, int] | None = None
        self._header_note = ""
        self._reset()

    def _reset(self) -> None:
        self._entries: list[Summary] = []
        self._damaged: list[str] = []
        self._torn = ""
        self._size = 0
        self._lines = 0
        self._ino: int | None = None
        self._stamp: tuple[int, int, int] | None = None
        self._best: list[Summary] | None = None
        self._records: OrderedDict[int, EpisodeRecord] = OrderedDict()

    # --- the header ------------------------------------------------------------------------
    def header(self) -> dict[str, Any]:
        path = self.folder / HEADER
        with self._lock:
            try:
                st = path.stat()
            except OSError:
                self._header, self._header_stamp, self._header_note = {}, None, ""
                return {}
            stamp = (st.st_size, st.st_mtime_ns)
            if stamp != self._header_stamp:
                self._header_stamp = stamp
                self._header_note = ""
                try:
                    data = json.loads(path.read_text(encoding="utf-8"))
                    if not isinstance(data, dict):
                        raise ValueError("not a JSON object")
                    self._header = data
                except (OSError, ValueError) as exc:
                    self._header = {}
                    self._header_note = f"{HEADER} could not be read ({_first_line(exc)}); shown without it"
            return self._header or {}

    # --- the index -------------------------------------------------------------------------
    def refresh(self) -> None:
        """Index what was appended to ``episodes.jsonl`` since the last look (all of it when the
        file was replaced or shrank)."""
        path = self.folder / EPISODES
        with self._lock:
            try:
                st = path.stat()
            except OSError:
                if self._stamp is not None:
                    self._reset()
                return
            stamp = (st.st_ino, st.st_size, st.st_mtime_ns)
            if stamp == self._stamp:
                return
            if st.st_ino != self._ino or st.st_size < self._size:
                self._reset()
            self._ino = st.st_ino
            self._torn = ""
            try:
                with path.open("rb") as fh:
                    fh.seek(self._size)
                    pos = self._size
                    while True:
                        raw = fh.readline()
                        if not raw:
                            break
                        if not raw.endswith(b"\n"):
                            self._torn = (f"{EPISODES} line {self._lines + 1}: the last line is incomplete (a run "
                                          "is writing it, or stopped while writing it); not shown")
                            break
                        self._lines += 1
                        if raw.strip():
                            self._index_line(raw, pos)
                        pos += len(raw)
                    self._size = pos
            except OSError as exc:
                self._damaged.append(f"{EPISODES} could not be read: {exc.strerror or exc}")
            self._stamp = stamp
            self._best = None

    def _index_line(self, raw: bytes, offset: int) -> None:
        try:
            record = EpisodeRecord.model_validate_json(raw)
        except ValueError as exc:  # pydantic's ValidationError is a ValueError
            self._damaged.append(f"{EPISODES} line {self._lines}: skipped a damaged record ({_first_line(exc)})")
            return
        self._entries.append(Summary.of(record, self._lines, offset, len(raw)))

    def summaries(self) -> list[Summary]:
        """One summary per (task, epoch), as the runner keeps them: the first complete record,
        else the last unfinished one."""
        self.refresh()
        with self._lock:
            if self._best is None:
                best: dict[tuple[str, int], Summary] = {}
                for s in self._entries:
                    old = best.get(s.key)
                    if old is None or old.status != "complete":
                        best[s.key] = s
                self._best = sorted(best.values(), key=lambda s: (s.task_id, s.epoch))
            return self._best

    def by_task(self) -> dict[str, list[Summary]]:
        out: dict[str, list[Summary]] = {}
        for s in self.summaries():
            out.setdefault(s.task_id, []).append(s)
        return out

    def summary(self, task_id: str, epoch: int) -> Summary | None:
        return next((s for s in self.summaries() if s.key == (task_id, epoch)), None)

    @property
    def notes(self) -> list[str]:
        """What could not be shown: damaged lines, an incomplete last line, an unreadable header."""
        self.summaries()
        self.header()
        with self._lock:
            return [n for n in (self._header_note, *self._damaged, self._torn) if n]

    # --- records ------------------------------------------------------------------------------
    def record(self, task_id: str, epoch: int) -> EpisodeRecord | None:
        """The full record of one episode, read from its byte offset (a few are cached)."""
        s = self.summary(task_id, epoch)
        if s is None:
            return None
        with self._lock:
            cached = self._records.get(s.offset)
            if cached is not None:
                self._records.move_to_end(s.offset)
                return cached
            with (self.folder / EPISODES).open("rb") as fh:
                fh.seek(s.offset)
                raw = fh.read(s.length)
            record = EpisodeRecord.model_validate_json(raw)
            self._records[s.offset] = record
            while len(self._records) > _RECORD_CACHE:
                self._records.popitem(last=False)
            return record

    # --- files ------------------------------------------------------------------------------------
    def inside(self, path: Path) -> Path | None:
        """``path`` resolved, if it lies inside this run folder."""
        try:
            real = path.resolve()
            real.relative_to(self.folder)
        except (OSError, ValueError, RuntimeError):
            return None
        return real

    def resolve(self, stored: str | None) -> Path | None:
        """An evidence or screenshot path as stored in a record, as a path inside the run folder.

        New runs store paths relative to the run folder; older ones absolute paths, resolved by
        the part from ``evidence/`` on (the folder may have moved since)."""
        if not stored:
            return None
        path = Path(stored)
        if not path.is_absolute():
            return self.inside(self.folder / path)
        here = self.inside(path)
        if here is not None:
            return here
        parts = path.parts
        candidates = [self.folder.joinpath(*parts[i:]) for i, p in enumerate(parts) if p == "evidence"]
        found = next((c for c in candidates if c.exists()), candidates[0] if candidates else None)
        return self.inside(found) if found is not None else None

    def relative(self, path: Path) -> str:
        return path.relative_to(self.folder).as_posix()

    def file(self, relative: str) -> Path | None:
        """A file inside the run folder by its path relative to it; None for anything else."""
        if "\x00" in relative or any(part == ".." for part in relative.replace("\\", "/").split("/")):
            return None
        found = self.inside(self.folder / relative.lstrip("/"))
        return found if found is not None and found.is_file() else None


def run_names(folders: Sequence[Path]) -> list[str]:
    """The names the report uses for the same folders (so its links land here)."""
    from evogen.report.load import run_names as names

    return names(list(folders))


class Viewer:
    """The run folders being viewed, by unique name (the folder's base name, ``-2`` … on clashes)."""

    def __init__(self, folders: Sequence[Path | str]):
        if not folders:
            raise NotARunFolder("give at least one run folder")
        resolved = [check_run_folder(Path(os.path.expanduser(str(f)))) for f in folders]
        self.runs: dict[str, RunData] = {n: RunData(f, n) for n, f in zip(run_names(resolved), resolved)}

    def run(self, name: str) -> RunData | None:
        return self.runs.get(name)
