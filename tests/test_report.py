"""Reports: two small hand-written run folders; the numbers in the Markdown match hand values."""

from __future__ import annotations

import base64
import io
import json
from html.parser import HTMLParser
from pathlib import Path

import pytest
from rich.console import Console

from evogen.records import EpisodeRecord, Mechanism, Outcome, RequirementResult, TurnResult
from evogen.report import build_report, load_run, render_html, render_markdown, render_report, render_terminal

CODES = {"P": Outcome.PASSED, "F": Outcome.FAILED, "X": Outcome.BUILD_FAILED, "B": Outcome.BLOCKED}
REG = RequirementResult(
    id="r1", introduced_at=1, statement="s", mechanism=Mechanism.DERIVED_STATE_PROPAGATION,
    carried=True, passed=False, regression=True,
)  # fmt: skip
NEW = RequirementResult(
    id="r2", introduced_at=3, statement="s", mechanism=Mechanism.AFFORDANCE_BINDING, passed=False
)


def slot(k: int, code: str, reqs=(), mech: Mechanism | None = None) -> TurnResult:
    """One synthetic turn slot."""
    outcome = CODES[code]
    return TurnResult(
        turn=k,
        outcome=outcome,
        response_received=outcome is not Outcome.BLOCKED,
        requirements=list(reqs),
        first_failed_mechanism=mech,
    )


def episode(task: str, suite: str, slots: list[TurnResult], epoch: int = 0, policy: str = "p") -> str:
    """One episodes.jsonl line."""
    record = EpisodeRecord(task_id=task, task_hash="h", suite=suite, policy=policy, epoch=epoch, slots=slots)
    return record.model_dump_json()


def plain(pattern: str) -> list[TurnResult]:
    """Slots without requirement detail."""
    return [slot(k, c) for k, c in enumerate(pattern, start=1)]


def write_run(folder: Path, run_id: str, lines: list[str], tail: str = "") -> Path:
    """Write header.json and episodes.jsonl (optionally with a torn last line)."""
    folder.mkdir(parents=True)
    (folder / "header.json").write_text(json.dumps({"run_id": run_id, "policy": run_id, "evogen": "0.1.0"}))
    (folder / "episodes.jsonl").write_text("\n".join(lines) + "\n" + tail)
    return folder


@pytest.fixture
def runs(tmp_path: Path) -> list[Path]:
    """A reference run and a mutant run over the same three tasks in two suites."""
    ref = [
        episode("t1", "interaction", plain("PPPPP")),
        episode("t2", "interaction", [*plain("PP"), slot(3, "F", [NEW], Mechanism.AFFORDANCE_BINDING), slot(4, "P"), slot(5, "P")]),
        episode("t3", "presentation", [*plain("PPPP"), slot(5, "F", [REG, NEW], Mechanism.EXTERNAL_STATE_GROUNDING)]),
    ]  # fmt: skip
    mut = [
        episode("t1", "interaction", [*plain("PP"), slot(3, "F", [REG], Mechanism.DERIVED_STATE_PROPAGATION), slot(4, "P"), slot(5, "P")]),
        episode("t2", "interaction", [slot(1, "P"), slot(2, "X"), slot(3, "B"), slot(4, "B"), slot(5, "B")]),
        episode("t3", "presentation", [slot(k, "F", mech=Mechanism.INFORMATION_ARCHITECTURE) for k in range(1, 6)]),
    ]  # fmt: skip
    return [
        write_run(tmp_path / "ref", "ref", ref),
        write_run(tmp_path / "mut", "mut", mut, tail='{"task_id": "t4", "sui'),
    ]


def md_table(markdown: str, heading: str) -> list[dict[str, str]]:
    """Rows of the pipe table under a Markdown heading, as dicts keyed by column."""
    lines = markdown.splitlines()
    start = next(i for i, line in enumerate(lines) if line.lstrip("#").strip() == heading)
    rows = []
    for line in lines[start + 1 :]:
        if not line.strip():
            if rows:
                break
            continue
        if not line.startswith("|"):
            break
        rows.append([c.strip() for c in line.strip().strip("|").split("|")])
    header, body = rows[0], rows[2:]
    return [dict(zip(header, r, strict=True)) for r in body]


def value(cell: str) -> float | None:
    """The point value of 'v [lo, hi]', None for n/a."""
    head = cell.split()[0]
    return None if head == "n/a" else float(head)


def by(rows: list[dict[str, str]], column: str) -> dict[str, dict[str, str]]:
    """Rows keyed by one column."""
    return {r[column]: r for r in rows}


COLS = ["TP", "countable TP", "TP@5", "CPT", "APR", "baseline Πp_k", "TP@5 / baseline"]
# Hand-computed (see the fixture): official metrics pooled over each selection's episodes; the
# macro row is the extra mean over suites.
MACRO = "macro over suites (extra)"
EXPECTED = {
    "ref": {
        "overall": [13 / 15, 13 / 15, 1 / 3, 11 / 3, 9 / 11, 4 / 9, 0.75],
        "interaction": [0.9, 0.9, 0.5, 3.5, 6 / 7, 0.5, 1.0],
        "presentation": [0.8, 0.8, 0.0, 4.0, 0.75, 0.0, None],
        MACRO: [0.85, 0.85, 0.25, 3.75, (6 / 7 + 0.75) / 2, 0.25, 1.0],
    },
    "mut": {
        "overall": [1 / 3, 1 / 3, 0.0, 1.0, 0.5, 0.0, None],
        "interaction": [0.5, 0.5, 0.0, 1.5, 0.5, 0.0, None],
        "presentation": [0.0, 0.0, 0.0, 0.0, None, 0.0, None],
        MACRO: [0.25, 0.25, 0.0, 0.75, 0.5, 0.0, None],
    },
}


def approx3(x: float | None):
    """Equality at the report's three decimals."""
    return None if x is None else pytest.approx(round(x, 3), abs=1e-9)


def test_markdown_numbers_match_hand_computed(runs):
    with pytest.warns(UserWarning, match="torn"):
        report = build_report(runs)
    md = render_markdown(report)

    board = by(md_table(md, "Leaderboard"), "run")
    assert list(board) == ["ref @ ref", "mut @ mut"] and board["ref @ ref"]["rank"] == "1"
    for run in ("ref", "mut"):
        assert [value(board[f"{run} @ {run}"][c]) for c in COLS] == [approx3(x) for x in EXPECTED[run]["overall"]]
        summary = by(md_table(md, f"Summary: {run} @ {run}"), "group")
        for group, expected in EXPECTED[run].items():
            assert [value(summary[group][c]) for c in COLS] == [approx3(x) for x in expected], (run, group)
        assert summary["interaction"]["tasks"] == "2" and summary["interaction"]["episodes"] == "2"

    turns = by(md_table(md, "Pass rate by turn position"), "run")
    assert [value(turns["ref @ ref"][f"turn {k}"]) for k in range(1, 6)] == [1.0, 1.0, 0.667, 1.0, 0.667]
    assert [value(turns["mut @ mut"][f"turn {k}"]) for k in range(1, 6)] == [0.667, 0.333, 0.0, 0.333, 0.333]
    assert turns["ref @ ref"]["episodes"] == "3"  # the sample size next to the intervals

    mech = by(md_table(md, "Failure mechanisms"), "mechanism")
    ref, mut = "ref @ ref", "mut @ mut"
    assert mech["affordance_binding"][ref] == "1" and mech["external_state_grounding"][ref] == "1"
    assert mech["information_architecture"][mut] == "5" and mech["unlabelled"][mut] == "1"
    assert mech["derived_state_propagation"][mut] == "1"
    assert (mech["total"][ref], mech["total"][mut]) == ("2", "7")

    ref_attr = by(md_table(md, "Transition attribution: ref @ ref"), "transition")["all"]
    assert [ref_attr[c] for c in ("eligible", "passed", "failed", "regression", "new", "both", "other")] == [
        "11", "9", "2", "0", "1", "1", "0",
    ]  # fmt: skip
    mut_attr = by(md_table(md, "Transition attribution: mut @ mut"), "transition")
    assert [mut_attr["all"][c] for c in ("eligible", "passed", "failed", "regression", "other")] == [
        "4", "2", "2", "1", "1",
    ]  # fmt: skip
    assert mut_attr["2→3"]["regression"] == "1" and mut_attr["1→2"]["other"] == "1"

    cmp = md_table(md, "Paired comparison with the reference run")[0]
    assert cmp["comparison"] == "mut @ mut − ref @ ref" and cmp["paired episodes"] == "3"
    assert value(cmp["ΔTP"]) == approx3(1 / 3 - 13 / 15) and value(cmp["ΔTP@5"]) == approx3(-1 / 3)
    assert cmp["slots passed only in ref / run"] == "8 / 0"
    assert float(cmp["McNemar p"]) == pytest.approx(2 * 0.5**8, rel=1e-3)

    assert "torn or invalid last line" in md
    assert "1000 resamples" in md and "seed 7" in md


class _Collect(HTMLParser):
    """Collects table classes and img attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: list[dict[str, str | None]] = []
        self.imgs: list[dict[str, str | None]] = []

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables.append(dict(attrs))
        elif tag == "img":
            self.imgs.append(dict(attrs))


def test_html_has_tables_and_inline_plots(runs):
    with pytest.warns(UserWarning):
        page = render_html(build_report(runs, n_resamples=100))
    parser = _Collect()
    parser.feed(page)
    classes = [t["class"] for t in parser.tables]
    assert classes.count("leaderboard") == 1
    assert classes.count("run-summary") == 2 and classes.count("attribution") == 2
    assert {"pass-by-turn", "mechanisms", "comparison"} <= set(classes)
    assert {t["data-run"] for t in parser.tables if t["class"] == "run-summary"} == {"ref @ ref", "mut @ mut"}
    alts = {i["alt"]: i for i in parser.imgs}
    assert set(alts) == {"pass rate by turn", "failure mechanisms"}
    for img in alts.values():
        prefix = "data:image/png;base64,"
        assert img["src"].startswith(prefix)
        assert base64.b64decode(img["src"][len(prefix) :]).startswith(b"\x89PNG\r\n\x1a\n")
    # self-contained: nothing loaded from anywhere; the only URLs are links into the local viewer
    assert 'src="http' not in page and "https://" not in page
    assert page.count("http://") == page.count("http://127.0.0.1:8765/")
    assert '<table class="leaderboard"' in page and "0.867 [" in page


def test_render_report_writes_files_and_prints(runs, tmp_path):
    out = io.StringIO()
    console = Console(file=out, width=250, record=True)
    with pytest.warns(UserWarning):
        paths = render_report(runs, tmp_path / "report", n_resamples=50, console=console)
    assert set(paths) == {"markdown", "html", "json"}
    assert all(p.is_file() for p in paths.values())
    assert paths["html"].read_text().startswith("<!DOCTYPE html>")
    metrics = json.loads(paths["json"].read_text())
    assert metrics["runs"]["ref @ ref"]["metrics"]["overall"]["tp"]["value"] == pytest.approx(13 / 15)
    text = console.export_text()
    assert "Leaderboard" in text and "0.867" in text and "Transition attribution: mut @ mut" in text


def test_terminal_render(runs):
    with pytest.warns(UserWarning):
        report = build_report(runs, n_resamples=0)
    console = Console(file=io.StringIO(), width=250, record=True)
    render_terminal(report, console)
    text = console.export_text()
    assert "Summary: ref @ ref" in text and "0.867" in text
    assert "0.867 [" not in text  # no resamples, no intervals
    assert "skipped a torn or invalid last line" in text


def test_load_run_torn_last_line_and_errors(runs, tmp_path):
    with pytest.warns(UserWarning, match="torn"):
        run = load_run(runs[1])
    assert len(run.records) == 3 and run.run_id == "mut" and run.policy == "mut"
    bad = write_run(tmp_path / "bad", "bad", ["{not json", episode("t1", "s", plain("PPPPP"))])
    with pytest.raises(ValueError, match="invalid episode record"):
        load_run(bad)
    six = json.loads(episode("t1", "s", plain("PPPPP")))
    six["slots"].append(six["slots"][0])
    wrong = write_run(tmp_path / "six", "six", [json.dumps(six), episode("t2", "s", plain("PPPPP"))])
    with pytest.raises(ValueError):
        load_run(wrong)
    with pytest.raises(FileNotFoundError):
        load_run(tmp_path / "nowhere")
    nohead = tmp_path / "nohead"
    nohead.mkdir()
    (nohead / "header.json").write_text(json.dumps({"policy": "p"}))
    with pytest.raises(ValueError, match="run_id"):
        load_run(nohead)


def test_epochs_section(tmp_path):
    lines = [
        episode("t1", "s", plain("PPPPP"), epoch=0),
        episode(
            "t1", "s", [*plain("PP"), slot(3, "F"), *plain("PP")[:0], slot(4, "P"), slot(5, "P")], epoch=1
        ),
    ]
    folder = write_run(tmp_path / "ep", "ep", lines)
    md = render_markdown(build_report([folder], n_resamples=0))
    row = by(md_table(md, "Epochs: ep @ ep (2–2 per task)"), "group")["overall"]
    assert (value(row["pass^1"]), value(row["pass^2"]), value(row["pass@2"])) == (0.5, 0.0, 1.0)
    assert value(row["flip rate"]) == 1.0
    assert value(row["baseline (per task)"]) == 0.5 and value(row["TP@5 / baseline"]) == 1.0


def test_report_names_tasks_and_episodes_and_links_into_the_viewer(runs):
    with pytest.warns(UserWarning):
        report = build_report(runs, n_resamples=100)
    md = render_markdown(report)
    tasks = by(md_table(md, "Tasks: mut @ mut"), "task")
    assert set(tasks) == {"[t1](http://127.0.0.1:8765/#/run/mut/task/t1)",
                          "[t2](http://127.0.0.1:8765/#/run/mut/task/t2)",
                          "[t3](http://127.0.0.1:8765/#/run/mut/task/t3)"}
    t3 = tasks["[t3](http://127.0.0.1:8765/#/run/mut/task/t3)"]
    assert t3["all five passed"] == "0/1" and t3["first failure"] == "T1 information_architecture"
    episodes = md_table(md, "Episodes: ref @ ref")
    assert [e["turns"] for e in episodes] == ["P P P P P", "P P F P P", "P P P P F"]
    assert episodes[1]["task"] == "[t2](http://127.0.0.1:8765/#/run/ref/task/t2/epoch/0/turn/3)"
    assert episodes[1]["first failure"].startswith("T3 failed (affordance_binding)")
    header = by(md_table(md, "Run: ref @ ref"), "field")
    assert header["run folder"]["value"].endswith("ref") and "evogen" in header
    assert "Generated 20" in md and "evogen view" in md


def test_no_interval_from_one_episode_and_no_empty_chart(tmp_path):
    folder = write_run(tmp_path / "one", "one", [episode("t1", "s", plain("PPPPP"))])
    report = build_report([folder], n_resamples=200)
    md = render_markdown(report)
    summary = by(md_table(md, "Summary: one @ one"), "group")["overall"]
    assert summary["TP"] == "1.000" and summary["episodes"] == "1"
    page = render_html(report)
    assert 'id="no-failures"' in page and 'alt="failure mechanisms"' not in page


def test_report_command_builds_the_analysis_once(runs, tmp_path, monkeypatch):
    from typer.testing import CliRunner

    import evogen.report.analysis as analysis
    from evogen.cli import app

    calls = []
    real = analysis.summarize
    monkeypatch.setattr(analysis, "summarize", lambda *a, **k: calls.append(1) or real(*a, **k))
    with pytest.warns(UserWarning):
        result = CliRunner().invoke(app, ["report", *map(str, runs), "--out", str(tmp_path / "rep"),
                                          "--resamples", "50"])
    assert result.exit_code == 0, result.output
    assert len(calls) == 2  # once per run, not once per output
    assert (tmp_path / "rep" / "report.html").is_file()
