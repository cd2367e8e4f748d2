"""Terminal tables for people: at 80 and 120 columns every id is whole and no line is wider than
the terminal (snapshots of the CLI's tables); off a terminal the output is plain text."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

import evogen
from evogen import cli as cli_module
from evogen.records import EpisodeRecord, Mechanism, Outcome, TurnResult
from evogen.terminal import Col, print_table

SNAPSHOTS = Path(__file__).parent / "snapshots"
WIDTHS = (80, 120)
CODES = {"P": Outcome.PASSED, "F": Outcome.FAILED, "B": Outcome.BUILD_FAILED, "-": Outcome.BLOCKED}


def _records() -> list[EpisodeRecord]:
    def ep(task: str, suite: str, pattern: str, epoch: int = 0) -> EpisodeRecord:
        slots = []
        for k, c in enumerate(pattern, start=1):
            failed = c in "FB"
            slots.append(TurnResult(
                turn=k, outcome=CODES[c], response_received=c != "-",
                message="the total under the table still shows $120.00 after removing the second item [write]"
                if failed else "", first_failed_mechanism=Mechanism.DERIVED_STATE_PROPAGATION if c == "F" else None))
        return EpisodeRecord(task_id=task, task_hash="h", suite=suite, policy="reference", epoch=epoch, slots=slots)

    return [ep("presentation/001", "presentation", "PPPPP"), ep("presentation/010", "presentation", "PPFPP"),
            ep("interaction/007", "interaction", "PPPPP"), ep("interaction/007", "interaction", "PFPPP", 1),
            ep("tool-grounded/010", "tool-grounded", "PPB--"), ep("tool-grounded/003", "tool-grounded", "PPPPF")]


def _render(width: int, draw) -> str:
    console = Console(file=io.StringIO(), width=width, force_terminal=True, color_system=None, record=True)
    draw(console)
    return "\n".join(line.rstrip() for line in console.export_text().splitlines()).strip() + "\n"


def _check_snapshot(name: str, text: str) -> None:
    path = SNAPSHOTS / f"{name}.txt"
    if os.environ.get("EVOGEN_UPDATE_SNAPSHOTS") or not path.exists():
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8"), f"{name} changed; rerun with EVOGEN_UPDATE_SNAPSHOTS=1 if intended"


def _assert_fits(text: str, width: int, ids: list[str]) -> None:
    assert max(len(line) for line in text.splitlines()) <= width
    words = set(re.findall(r"[\w-]+/\d{3}", text))
    for task_id in ids:
        assert task_id in words, f"{task_id} is cut or missing:\n{text}"


@pytest.mark.parametrize("width", WIDTHS)
def test_episode_and_metrics_tables(width):
    records = _records()
    ids = sorted({r.task_id for r in records})
    episodes = _render(width, lambda c: cli_module.print_episodes(records, c))
    _assert_fits(episodes, width, ids)
    assert "[write]" in " ".join(episodes.split())  # messages are shown as written, never read as markup
    _check_snapshot(f"episodes-{width}", episodes)
    metrics = _render(width, lambda c: cli_module.print_metrics(records, c))
    _assert_fits(metrics, width, [])
    for scope in ("overall", "presentation", "interaction", "tool-grounded"):
        assert re.search(rf"\b{scope}\b", metrics), scope
    _check_snapshot(f"metrics-{width}", metrics)


@pytest.mark.parametrize("width", WIDTHS)
def test_report_tables(width, tmp_path):
    from evogen.report import build_report, render_terminal
    from evogen.runner import append_record

    folder = tmp_path / "reference-run"
    folder.mkdir()
    (folder / "header.json").write_text('{"run_id": "r1", "policy": "reference", "created_at": "2026-12-01T00:00:00Z"}')
    for r in _records():
        append_record(folder, r)
    report = build_report([folder], n_resamples=200)
    text = _render(width, lambda c: render_terminal(report, c))
    _assert_fits(text, width, sorted({r.task_id for r in _records()}))
    assert "reference @ reference-run" in " ".join(text.split())


@pytest.mark.parametrize("width", WIDTHS)
def test_cli_tables_of_the_benchmark_keep_ids_whole(width, monkeypatch):
    runner = CliRunner()
    for args in (["tasks", "list"], ["tasks", "audit"], ["tasks", "ledger"]):
        console = Console(file=io.StringIO(), width=width, force_terminal=True, color_system=None, record=True)
        monkeypatch.setattr(cli_module, "console", console)
        result = runner.invoke(cli_module.app, args)
        assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
        text = console.export_text()
        _assert_fits(text, width, evogen.list_tasks())


def test_fallbacks_abbreviate_then_wrap_then_stack():
    cols = [Col("task", kind="id"), Col("turns passed (mean)", "passed", kind="num"), Col("first failure")]
    rows = [["tool-grounded/010", "2.5/5", "T3 failed: " + "word " * 30]]
    narrow = _render(40, lambda c: print_table(c, "T", cols, rows))
    assert "tool-grounded/010" in narrow and "passed = turns passed (mean)" in narrow
    assert max(len(line) for line in narrow.splitlines()) <= 40
    tiny = _render(24, lambda c: print_table(c, "T", cols, rows))
    assert "• tool-grounded/010" in tiny and "first failure:" in tiny


def test_plain_text_when_not_a_terminal(tmp_path):
    env = {**os.environ, "COLUMNS": "80"}
    env.pop("FORCE_COLOR", None)
    out = subprocess.run([sys.executable, "-m", "evogen.cli", "tasks", "list"], capture_output=True, text=True,
                         env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "\x1b[" not in out.stdout and "━" not in out.stdout and "│" not in out.stdout
    lines = [line for line in out.stdout.splitlines() if line.strip()]
    ids = evogen.list_tasks()
    assert all(any(line.startswith(t + " ") for line in lines) for t in ids)  # one whole row per task
