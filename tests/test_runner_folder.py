"""The run folder: atomic appends, torn-line repair, duplicates, and the task-hash guard (no browser)."""

from __future__ import annotations

import json

import pytest

from evogen.records import EpisodeRecord, Outcome, TurnResult
from evogen.runner import (
    RunConfig,
    TaskHashMismatch,
    append_record,
    plan,
    read_records,
    write_or_check_header,
)


def record(task="interaction/001", epoch=0) -> EpisodeRecord:
    slots = [TurnResult(turn=k, outcome=Outcome.PASSED, response_received=True) for k in range(1, 6)]
    return EpisodeRecord(task_id=task, task_hash="h", suite="interaction", policy="reference", epoch=epoch, slots=slots)


def test_torn_last_line_is_repaired_and_duplicates_ignored(tmp_path):
    append_record(tmp_path, record(epoch=0))
    append_record(tmp_path, record(epoch=0))  # a duplicate (e.g. from a crash between write and bookkeeping)
    append_record(tmp_path, record(epoch=1))
    with (tmp_path / "episodes.jsonl").open("ab") as fh:
        fh.write(b'{"schema_version": 1, "task_id": "interac')  # killed mid-write
    assert [r.key for r in read_records(tmp_path)] == ["interaction/001#0", "interaction/001#1"]
    read_records(tmp_path, repair=True)
    assert (tmp_path / "episodes.jsonl").read_bytes().endswith(b"}\n")
    config = RunConfig(tasks=["interaction/001"], epochs=3, out=tmp_path)
    assert plan(config) == [("interaction/001", 2)]


def test_header_refuses_changed_tasks_or_policy(tmp_path):
    config = RunConfig(tasks=["interaction/001"], out=tmp_path)
    header = write_or_check_header(config, {"name": "reference"})
    assert header["versions"]["evogen"] and header["task_hashes"]["interaction/001"]
    assert header["versions"]["vite"] == "8.3.8"
    data = json.loads((tmp_path / "header.json").read_text())
    data["task_hashes"]["interaction/001"] = "0" * 64
    (tmp_path / "header.json").write_text(json.dumps(data))
    with pytest.raises(TaskHashMismatch, match="different content"):
        write_or_check_header(config, {"name": "reference"})
    write_or_check_header(config.model_copy(update={"allow_task_changes": True}), {"name": "reference"})
    with pytest.raises(TaskHashMismatch, match="policy"):
        write_or_check_header(config.model_copy(update={"policy": "mutant:x"}), {})
