"""The run folder: one writer, intact records kept wherever a line is damaged, no half records
on a full disk, one-line errors for a damaged header (no browser)."""

from __future__ import annotations

import errno
import json
import os
import socket
import subprocess
import sys

import pytest

from evogen.records import EpisodeRecord, Outcome, TurnResult
from evogen.runner import (
    RunConfig,
    RunFolder,
    RunFolderBusy,
    RunFolderError,
    TaskHashMismatch,
    append_record,
    plan,
    read_records,
    write_or_check_header,
)


def record(task="interaction/001", epoch=0, status="complete") -> EpisodeRecord:
    slots = [TurnResult(turn=k, outcome=Outcome.PASSED, response_received=True) for k in range(1, 6)]
    return EpisodeRecord(task_id=task, task_hash="h", suite="interaction", policy="reference", epoch=epoch,
                         slots=slots, status=status, infrastructure_error="browser died" if status != "complete" else None)


def test_torn_last_line_is_quarantined_and_duplicates_ignored(tmp_path):
    append_record(tmp_path, record(epoch=0))
    append_record(tmp_path, record(epoch=0))  # a duplicate (e.g. from a crash between write and bookkeeping)
    append_record(tmp_path, record(epoch=1))
    with (tmp_path / "episodes.jsonl").open("ab") as fh:
        fh.write(b'{"schema_version": 1, "task_id": "interac')  # killed mid-write
    assert [r.key for r in read_records(tmp_path)] == ["interaction/001#0", "interaction/001#1"]
    read_records(tmp_path, repair=True)
    assert (tmp_path / "episodes.jsonl").read_bytes().endswith(b"}\n")
    assert "torn line" in (tmp_path / "quarantine.jsonl").read_text()
    config = RunConfig(tasks=["interaction/001"], epochs=3, out=tmp_path)
    assert plan(config) == [("interaction/001", 2)]


def test_a_corrupt_middle_line_loses_no_intact_record(tmp_path):
    for epoch in range(4):
        append_record(tmp_path, record(epoch=epoch))
    lines = (tmp_path / "episodes.jsonl").read_bytes().splitlines(keepends=True)
    lines[1] = b'{"schema_version": 1, "task_id": "interaction/001", "garbage\n'
    (tmp_path / "episodes.jsonl").write_bytes(b"".join(lines))
    folder = RunFolder(tmp_path)
    kept = folder.records(repair=True)
    assert [r.epoch for r in kept] == [0, 2, 3]
    assert folder.quarantined() == 1
    assert "garbage" in json.loads((tmp_path / "quarantine.jsonl").read_text())["line"]
    assert [r.epoch for r in RunFolder(tmp_path).records()] == [0, 2, 3]  # the repair is on disk
    assert plan(RunConfig(tasks=["interaction/001"], epochs=4, out=tmp_path)) == [("interaction/001", 1)]


def test_unfinished_episodes_are_redone_and_a_complete_one_wins(tmp_path):
    append_record(tmp_path, record(epoch=0, status="unfinished"))
    append_record(tmp_path, record(epoch=1))
    config = RunConfig(tasks=["interaction/001"], epochs=2, out=tmp_path)
    assert plan(config) == [("interaction/001", 0)]
    append_record(tmp_path, record(epoch=0))
    assert plan(config) == []
    assert [r.status for r in read_records(tmp_path)] == ["complete", "complete"]


def test_second_writer_is_refused_naming_the_holder(tmp_path):
    with RunFolder(tmp_path):
        with pytest.raises(RunFolderBusy) as err:
            RunFolder(tmp_path).lock()
        assert str(os.getpid()) in str(err.value) and socket.gethostname() in str(err.value)
        # another process is refused too
        probe = subprocess.run([sys.executable, "-c", "from evogen.runner import RunFolder; import sys; "
                                "RunFolder(sys.argv[1]).lock()", str(tmp_path)], capture_output=True, text=True)
        assert probe.returncode != 0 and "is in use by" in probe.stderr
    RunFolder(tmp_path).lock()  # released


def test_full_disk_leaves_no_half_record(tmp_path, monkeypatch):
    append_record(tmp_path, record(epoch=0))
    before = (tmp_path / "episodes.jsonl").read_bytes()
    real_write = os.write

    def full(fd, data):
        real_write(fd, data[: len(data) // 2])
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", full)
    with pytest.raises(RunFolderError, match="disk .* is full"):
        append_record(tmp_path, record(epoch=1))
    monkeypatch.undo()
    assert (tmp_path / "episodes.jsonl").read_bytes() == before


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


def test_corrupt_header_is_one_line_error_from_the_cli(tmp_path):
    (tmp_path / "header.json").write_text('{"policy": "reference", "task_hashes": {')
    proc = subprocess.run([sys.executable, "-m", "evogen.cli", "run", "-t", "interaction/001", "--out", str(tmp_path)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    lines = [ln for ln in proc.stdout.splitlines() if ln.strip()]
    assert len(lines) <= 2 and "header.json is not valid JSON (line 1" in proc.stdout, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stdout + proc.stderr


def test_malformed_task_file_is_one_line_error_everywhere(tmp_path):
    task = tmp_path / "interaction" / "001"
    task.mkdir(parents=True)
    (task / "task.yaml").write_text("id: interaction/001\nsuite: interaction\nturns:\n  - request: a: b\n")
    env = {**os.environ, "EVOGEN_TASKS_DIR": str(tmp_path)}
    for args in (["tasks", "show", "interaction/001"], ["tasks", "validate", "interaction/001"],
                 ["run", "-t", "interaction/001", "--out", str(tmp_path / "run")]):
        proc = subprocess.run([sys.executable, "-m", "evogen.cli", *args], capture_output=True, text=True, env=env,
                              timeout=120)
        out = proc.stdout + proc.stderr
        assert proc.returncode != 0 and "Traceback" not in out, (args, out)
        assert "task.yaml" in out and "line 4" in out and "quotes" in out, (args, out)


def test_evidence_paths_are_stored_relative_to_the_run_folder(tmp_path, monkeypatch):
    rec = record()
    turn = tmp_path / "evidence" / "interaction__001" / "epoch-0" / "episode-001" / "turn-1"
    rec.slots[0].evidence = {"reply.md": str(turn / "reply.md"), "elsewhere": "/opt/other/file.txt"}
    from evogen.records import RequirementResult, StepTrace

    rec.slots[0].requirements = [RequirementResult(
        id="r", introduced_at=1, statement="s", passed=False, screenshot=str(turn / "screenshots" / "000-r.png"),
        steps=[StepTrace(index=1, verb="click", ok=False, screenshot_after=str(turn / "screenshots" / "001.png"))])]
    monkeypatch.chdir(tmp_path.parent)
    append_record(tmp_path.name, rec)  # a relative --out, as users type it
    stored = read_records(tmp_path)[0].slots[0]
    assert stored.evidence == {"reply.md": "evidence/interaction__001/epoch-0/episode-001/turn-1/reply.md",
                               "elsewhere": "/opt/other/file.txt"}
    assert stored.requirements[0].screenshot.startswith("evidence/") and not stored.requirements[0].screenshot.startswith("/")
    assert stored.requirements[0].steps[0].screenshot_after.endswith("turn-1/screenshots/001.png")
