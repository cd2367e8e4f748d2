"""The batch runner end to end: 2 workers × 2 epochs, SIGKILL mid-way, resume; then the HTML report."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from evogen.runner import read_records

DEMO = ["presentation/001", "interaction/001", "tool-grounded/001"]
MUTANT = "mutant:rate=0.5,seed=4"


def evogen_run(out: Path, policy: str, epochs: int, *, wait: bool = True) -> subprocess.Popen | None:
    cmd = [sys.executable, "-m", "evogen.cli", "run", "--policy", policy, "--epochs", str(epochs), "--workers", "2",
           "--screenshots", "none", "--out", str(out)]
    for task in DEMO:
        cmd += ["--tasks", task]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if not wait:
        return proc
    output, _ = proc.communicate(timeout=3000)
    assert proc.returncode == 0, output[-3000:]
    return None


def verdicts(folder: Path) -> dict[str, list[str]]:
    records = read_records(folder)
    keys = [r.key for r in records]
    assert len(keys) == len(set(keys)), "duplicate records"
    return {r.key: [s.outcome.value for s in r.slots] for r in records}


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    root = tmp_path_factory.mktemp("runs")
    evogen_run(root / "reference", "reference", 1)
    evogen_run(root / "clean", MUTANT, 2)
    killed = root / "killed"
    proc = evogen_run(killed, MUTANT, 2, wait=False)
    deadline = time.time() + 900
    while time.time() < deadline:
        if (killed / "episodes.jsonl").exists() and (killed / "episodes.jsonl").read_bytes().count(b"\n") >= 2:
            break
        time.sleep(0.5)
    proc.send_signal(signal.SIGKILL)  # no cleanup at all
    proc.wait()
    with (killed / "episodes.jsonl").open("ab") as fh:
        fh.write(b'{"schema_version": 1, "task_id": "tool-gr')  # as if killed mid-write
    partial = len(read_records(killed))
    evogen_run(killed, MUTANT, 2)
    return root, partial


@pytest.mark.timeout(3600)
@pytest.mark.xdist_group("runner")
def test_killed_and_resumed_run_equals_clean_run(runs):
    root, partial = runs
    assert 2 <= partial < 6
    clean, resumed = verdicts(root / "clean"), verdicts(root / "killed")
    assert len(clean) == 6 and clean == resumed
    assert any("failed" in v for v in clean.values())  # the mutant policy planted bugs
    assert all(v == ["passed"] * 5 for v in verdicts(root / "reference").values())
    events = (root / "killed" / "events.jsonl").read_text()
    assert "run.torn_line_repaired" in events and "run.episode" in events


@pytest.mark.timeout(3600)
@pytest.mark.xdist_group("runner")
def test_report_html_renders_in_chromium(runs, host):
    root, _ = runs
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
