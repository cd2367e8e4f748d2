"""Workers never outlive the process that started them, even when it was killed while they were
still starting up (no browser, so quick)."""

from __future__ import annotations

import multiprocessing
import os
import signal
import time
from pathlib import Path


def _late_worker(flag: str) -> None:
    time.sleep(1.5)  # still importing and starting up when its parent is killed
    from evogen.workers import die_with_parent

    die_with_parent()
    Path(flag).write_text(str(os.getpid()))  # reached only by an orphan
    time.sleep(30)


def _doomed_parent(flag: str) -> None:
    child = multiprocessing.get_context("spawn").Process(target=_late_worker, args=(flag,))
    child.start()
    Path(flag + ".child").write_text(str(child.pid))
    os.kill(os.getpid(), signal.SIGKILL)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().split(")")[-1].split()[0] == "Z")


def test_a_worker_whose_parent_was_killed_before_it_started_exits(tmp_path):
    flag = str(tmp_path / "orphan")
    parent = multiprocessing.get_context("spawn").Process(target=_doomed_parent, args=(flag,))
    parent.start()
    parent.join(30)
    assert parent.exitcode == -signal.SIGKILL
    child = int(Path(flag + ".child").read_text())
    deadline = time.monotonic() + 30
    while _alive(child) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not _alive(child), "the worker outlived its killed parent"
    assert not Path(flag).exists(), "the orphaned worker went on working"


def test_a_worker_with_a_live_parent_keeps_running(tmp_path):
    ctx = multiprocessing.get_context("spawn")
    flag = tmp_path / "alive"
    proc = ctx.Process(target=_late_worker, args=(str(flag),))
    proc.start()
    try:
        deadline = time.monotonic() + 30
        while not flag.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert flag.exists() and proc.is_alive()
    finally:
        proc.kill()
        proc.join()
