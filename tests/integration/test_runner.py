"""The batch runner end to end: 2 workers × 2 epochs, SIGKILL mid-way, resume; then the HTML report."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from evogen.runner import read_records

TASKS = ["presentation/001", "presentation/002"]
MUTANT = "mutant:rate=0.5,seed=4"


def evogen_run(out: Path, policy: str, epochs: int, *, wait: bool = True) -> subprocess.Popen | None:
    cmd = [sys.executable, "-m", "evogen.cli", "run", "--policy", policy, "--epochs", str(epochs), "--workers", "2",
           "--screenshots", "none", "--out", str(out)]
    for task in TASKS:
        cmd += ["--tasks", task]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if not wait:
        return proc
    output, _ = proc.communicate(timeout=3000)
    assert proc.returncode == 0, output[-3000:]
    return None


def verdicts(folder: Path) -> dict[str, dict]:
    records = read_records(folder)
    keys = [r.key for r in records]
    assert len(keys) == len(set(keys)), "duplicate records"
    return {r.key: r.verdict() for r in records}


def lines(folder: Path) -> int:
    path = folder / "episodes.jsonl"
    return path.read_bytes().count(b"\n") if path.exists() else 0


def kill_when(proc: subprocess.Popen, ready) -> None:
    """SIGKILL the run (no cleanup at all) as soon as ``ready()`` holds."""
    deadline = time.time() + 900
    while time.time() < deadline and proc.poll() is None and not ready():
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.wait()


def make_runs(root: Path):
    evogen_run(root / "reference", "reference", 1)
    evogen_run(root / "clean", MUTANT, 2)
    killed = root / "killed"
    seen = []
    # three moments: before any record, after the first, and with one episode left
    for ready in (lambda: (killed / "header.json").exists(), lambda: lines(killed) >= 1, lambda: lines(killed) >= 3):
        proc = evogen_run(killed, MUTANT, 2, wait=False)
        kill_when(proc, ready)
        seen.append(lines(killed))
    with (killed / "episodes.jsonl").open("ab") as fh:
        fh.write(b'{"schema_version": 1, "task_id": "presentation/0')  # as if killed mid-write
    partial = len(read_records(killed))
    evogen_run(killed, MUTANT, 2)
    return root, partial, seen


# One test, not two sharing a fixture: under xdist the two tests each built the runs (≈ 230 s apiece).
@pytest.mark.timeout(3600)
def test_killed_and_resumed_run_equals_clean_run_and_its_report_renders(tmp_path, host):
    root, partial, seen = make_runs(tmp_path)
    assert seen[0] <= seen[1] <= seen[2] and partial < 4
    clean, resumed = verdicts(root / "clean"), verdicts(root / "killed")
    assert len(clean) == 4 and clean == resumed
    assert any(any(s["outcome"] == "failed" for s in v["slots"]) for v in clean.values())  # bugs were planted
    assert all(all(s["outcome"] == "passed" for s in v["slots"]) for v in verdicts(root / "reference").values())
    assert "torn line" in (root / "killed" / "quarantine.jsonl").read_text()
    assert "run.episode" in (root / "killed" / "events.jsonl").read_text()
    report_renders_in_chromium(root, host)


def report_renders_in_chromium(root: Path, host) -> None:
    out = root / "report"
    proc = subprocess.run([sys.executable, "-m", "evogen.cli", "report", str(root / "reference"), str(root / "clean"),
                           "--out", str(out), "--resamples", "200"], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "TP@5" in proc.stdout
    html = out / "report.html"

    def look(browser):
        context = browser.new_context()
        page = context.new_page()
        page.goto(html.as_uri())
        found = {
            "leaderboard_rows": page.locator("table.leaderboard tbody tr").count(),
            "plots": page.locator("img[alt='pass rate by turn'], img[alt='failure mechanisms']").count(),
            "plot_loaded": page.evaluate("() => [...document.images].every(i => i.complete && i.naturalWidth > 0)"),
            "text": page.inner_text("body"),
        }
        context.close()
        return found

    found = host.run(look, timeout_s=120)
    assert found["leaderboard_rows"] == 2 and found["plots"] == 2 and found["plot_loaded"]
    assert MUTANT in found["text"] and "reference" in found["text"]
    assert (out / "report.md").read_text().count("|") > 20
