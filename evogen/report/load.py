"""Read a run folder: ``header.json`` and ``episodes.jsonl`` (one EpisodeRecord per line)."""

from __future__ import annotations

import json
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from evogen.records import EpisodeRecord

__all__ = ["HEADER_FILE", "EPISODES_FILE", "Run", "load_run", "run_names"]

HEADER_FILE = "header.json"
EPISODES_FILE = "episodes.jsonl"


@dataclass
class Run:
    """One run folder as read from disk."""

    folder: Path
    header: dict[str, Any]
    records: list[EpisodeRecord]
    warnings: list[str] = field(default_factory=list)

    @property
    def run_id(self) -> str:
        """The run id from the header."""
        return str(self.header["run_id"])

    @property
    def policy(self) -> str:
        """The policy named in the header."""
        policy = self.header["policy"]
        return policy if isinstance(policy, str) else json.dumps(policy, sort_keys=True)


def _header(folder: Path) -> dict[str, Any]:
    """Read and check the run header."""
    path = folder / HEADER_FILE
    if not path.is_file():
        raise FileNotFoundError(f"{folder} is not a run folder: no {HEADER_FILE}")
    header = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(header, dict):
        raise ValueError(f"{path}: the header must be a JSON object")
    missing = [k for k in ("policy", "run_id") if k not in header]
    if missing:
        raise ValueError(f"{path}: header lacks {', '.join(missing)}")
    return header


def load_run(folder: str | Path) -> Run:
    """Load a run folder; a torn or invalid *last* line is skipped with a warning, others raise."""
    folder = Path(folder)
    header = _header(folder)
    path = folder / EPISODES_FILE
    lines = path.read_text(encoding="utf-8").splitlines() if path.is_file() else []
    numbered = [(i + 1, line) for i, line in enumerate(lines) if line.strip()]
    records: list[EpisodeRecord] = []
    seen: set[tuple[str, int]] = set()
    notes: list[str] = []
    for pos, (lineno, line) in enumerate(numbered):
        try:
            record = EpisodeRecord.model_validate_json(line)
        except (ValidationError, ValueError) as err:
            if pos == len(numbered) - 1:
                notes.append(f"{path}:{lineno}: skipped a torn or invalid last line")
                continue
            raise ValueError(f"{path}:{lineno}: invalid episode record: {err}") from err
        key = (record.task_id, record.epoch)
        if key in seen:
            notes.append(f"{path}:{lineno}: skipped a duplicate of episode {record.key}")
            continue
        seen.add(key)
        records.append(record)
    for note in notes:
        warnings.warn(note, stacklevel=2)
    return Run(folder=folder, header=header, records=records, warnings=notes)


def run_names(folders: list[Path] | list[str]) -> list[str]:
    """Short, unique names for run folders: the folder's base name, with ``-2``, ``-3`` … when two
    folders share one. The run viewer's URLs (``#/run/<name>/…``) and the report use the same names."""
    seen: dict[str, int] = {}
    names = []
    for folder in folders:
        base = Path(folder).resolve().name or "run"
        seen[base] = seen.get(base, 0) + 1
        names.append(base if seen[base] == 1 else f"{base}-{seen[base]}")
    return names
