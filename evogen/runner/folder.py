"""The run folder: one writer at a time, records that are never lost, torn or doubled.

    header.json       versions, git revision, policy and evaluator configuration, task hashes
    episodes.jsonl    one EpisodeRecord per line, appended whole (one write, fsync) by the driver
    quarantine.jsonl  lines that could not be read, moved aside on resume (with the reason)
    superseded.jsonl  records set aside to be played again (their task changed; ``rerun_changed``)
    events.jsonl      structured logs
    evidence/<task>/epoch-<e>/...
    .lock             held (flock) by the run that writes here; names its pid and host

A second run on the same folder refuses, naming the holder. Resume keeps every intact record,
wherever a broken line is; a full disk fails with a clear message and leaves no half record.
"""

from __future__ import annotations

import errno
import fcntl
import json
import os
import socket
import time
from pathlib import Path
from typing import Any

import structlog

from evogen.records import EpisodeRecord

log = structlog.get_logger("evogen.runner")

HEADER = "header.json"
EPISODES = "episodes.jsonl"
QUARANTINE = "quarantine.jsonl"
SUPERSEDED = "superseded.jsonl"
LOCK = ".lock"


class RunFolderError(RuntimeError):
    """The run folder cannot be used as asked (its message says why and what to do)."""


class RunFolderBusy(RunFolderError):
    """Another run holds the folder."""


class TaskHashMismatch(RunFolderError):
    """The run folder was made with different task content or another policy."""


def relative_evidence(record: EpisodeRecord, root: Path) -> EpisodeRecord:
    """The record with evidence and screenshot paths relative to the run folder (so a moved or
    copied folder still finds them); paths outside it are kept as they are."""
    base = Path(root).resolve()

    def rel(p: str | None) -> str | None:
        if not p:
            return p
        try:
            return Path(p).resolve().relative_to(base).as_posix()
        except ValueError:
            return p

    out = record.model_copy(deep=True)
    for slot in out.slots:
        slot.evidence = {k: rel(v) or v for k, v in slot.evidence.items()}
        for req in slot.requirements:
            req.screenshot = rel(req.screenshot)
            for step in req.steps:
                step.screenshot_before, step.screenshot_after = rel(step.screenshot_before), rel(step.screenshot_after)
    return out


def episode_key(task_id: str, epoch: int) -> str:
    return f"{task_id}#{epoch}"


class RunFolder:
    """A run folder; :meth:`lock` before writing."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self._lock_fd: int | None = None

    # --- the lock ---------------------------------------------------------------------------
    def lock(self) -> None:
        """Take the folder for this process, or raise :class:`RunFolderBusy` naming the holder."""
        self.path.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path / LOCK, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            holder = os.read(fd, 4096).decode("utf-8", "replace").strip() or "another process"
            os.close(fd)
            raise RunFolderBusy(f"{self.path} is in use by {holder}; wait for it to finish or use another --out") \
                from None
        os.ftruncate(fd, 0)
        os.write(fd, json.dumps({"pid": os.getpid(), "host": socket.gethostname(),
                                 "since": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}).encode())
        os.fsync(fd)
        self._lock_fd = fd

    def unlock(self) -> None:
        if self._lock_fd is not None:
            fcntl.flock(self._lock_fd, fcntl.LOCK_UN)
            os.close(self._lock_fd)
            self._lock_fd = None

    def __enter__(self) -> RunFolder:
        self.lock()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.unlock()

    # --- the header ----------------------------------------------------------------------------
    def read_header(self) -> dict[str, Any] | None:
        path = self.path / HEADER
        if not path.exists():
            return None
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            where = f" (line {exc.lineno}, column {exc.colno})" if isinstance(exc, json.JSONDecodeError) else ""
            raise RunFolderError(f"{path} is not valid JSON{where}: repair it or move the folder away and "
                                 "start a new run") from None
        if not isinstance(data, dict):
            raise RunFolderError(f"{path} is not a JSON object: repair it or start a new run in another folder")
        return data

    def write_header(self, header: dict[str, Any]) -> None:
        self._atomic_write(self.path / HEADER, json.dumps(header, indent=2, sort_keys=True).encode("utf-8"))

    # --- records --------------------------------------------------------------------------------
    def records(self, *, repair: bool = False) -> list[EpisodeRecord]:
        """Every intact record (the first of duplicates; a complete one before unfinished ones).

        With ``repair``, unreadable lines — a torn last line, or a damaged one anywhere — are moved to
        ``quarantine.jsonl`` with the reason, and the intact ones are kept in order."""
        path = self.path / EPISODES
        if not path.exists():
            return []
        data = path.read_bytes()
        kept: list[bytes] = []
        bad: list[tuple[bytes, str]] = []
        records: list[EpisodeRecord] = []
        for line in data.splitlines(keepends=True):
            if not line.strip():
                continue
            if not line.endswith(b"\n"):
                bad.append((line, "torn line (the run stopped while writing it)"))
                continue
            try:
                records.append(EpisodeRecord.model_validate_json(line))
                kept.append(line)
            except ValueError as exc:
                bad.append((line, f"unreadable record: {str(exc).splitlines()[0][:200]}"))
        if bad and repair:
            self._quarantine(bad)
            self._atomic_write(path, b"".join(kept))
            log.warning("run.quarantined", lines=len(bad), file=str(self.path / QUARANTINE))
        return _best_per_key(records)

    def set_aside(self, keys: set[str], reason: str) -> int:
        """Move every record of these episode keys to ``superseded.jsonl`` (with the reason), so
        they are played again; returns how many lines moved. Hold the lock."""
        path = self.path / EPISODES
        if not keys or not path.exists():
            return 0
        kept: list[bytes] = []
        moved: list[tuple[bytes, str]] = []
        for line in path.read_bytes().splitlines(keepends=True):
            try:
                key = EpisodeRecord.model_validate_json(line).key
            except ValueError:
                kept.append(line)
                continue
            (moved.append((line, reason)) if key in keys else kept.append(line))
        if moved:
            self._quarantine(moved, SUPERSEDED)
            self._atomic_write(path, b"".join(kept))
        return len(moved)

    def quarantined(self) -> int:
        path = self.path / QUARANTINE
        return sum(1 for _ in path.open("rb")) if path.exists() else 0

    def append(self, record: EpisodeRecord) -> None:
        """Append one record as one write of one line, flushed; never leaves half a line behind."""
        line = (relative_evidence(record, self.path).model_dump_json() + "\n").encode("utf-8")
        path = self.path / EPISODES
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            size = os.fstat(fd).st_size
            try:
                written = os.write(fd, line)
                if written != len(line):
                    raise OSError(errno.ENOSPC, "short write")
                os.fsync(fd)
            except OSError as exc:
                os.ftruncate(fd, size)  # no half record
                if exc.errno in (errno.ENOSPC, errno.EDQUOT):
                    raise RunFolderError(f"the disk holding {self.path} is full: free space and rerun with the same "
                                         "--out (finished episodes are kept)") from None
                raise RunFolderError(f"cannot write {path}: {exc.strerror or exc}") from None
        finally:
            os.close(fd)

    def evidence(self, task_id: str, epoch: int) -> Path:
        return self.path / "evidence" / task_id.replace("/", "__") / f"epoch-{epoch}"

    # --- helpers ---------------------------------------------------------------------------------
    def _quarantine(self, lines: list[tuple[bytes, str]], name: str = QUARANTINE) -> None:
        with (self.path / name).open("ab") as fh:
            for raw, reason in lines:
                entry = {"reason": reason, "at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                         "line": raw.decode("utf-8", "replace").rstrip("\n")}
                fh.write((json.dumps(entry) + "\n").encode("utf-8"))
            fh.flush()
            os.fsync(fh.fileno())

    @staticmethod
    def _atomic_write(path: Path, data: bytes) -> None:
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        try:
            with tmp.open("wb") as fh:
                fh.write(data)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, path)
        except OSError as exc:
            tmp.unlink(missing_ok=True)
            if exc.errno in (errno.ENOSPC, errno.EDQUOT):
                raise RunFolderError(f"the disk holding {path.parent} is full: free space and rerun") from None
            raise


def _best_per_key(records: list[EpisodeRecord]) -> list[EpisodeRecord]:
    """One record per (task, epoch): the first complete one, else the last unfinished one."""
    best: dict[str, EpisodeRecord] = {}
    order: list[str] = []
    for rec in records:
        old = best.get(rec.key)
        if old is None:
            order.append(rec.key)
            best[rec.key] = rec
        elif old.status != "complete":
            best[rec.key] = rec
    return [best[k] for k in order]
