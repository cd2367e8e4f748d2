"""The validator's rules that need no browser: which requirements a mutant is tied to, and when a
validation stops before running anything."""

import shutil
from pathlib import Path
from types import SimpleNamespace

import pytest
import yaml

import evogen
from evogen.tasks import prove
from evogen.tasks.audit import tied_requirements
from evogen.tasks.model import TaskError, load_task

FIXTURE = Path(__file__).parents[1] / "fixtures" / "tasks" / "tool-grounded" / "901"


def test_a_sentence_is_tied_to_the_requirements_quoting_it():
    task = evogen.get_task("presentation/002")
    first = task.turns[0].requirements[0]
    tied = tied_requirements(task, first.sentence, 1)
    assert first.id in tied
    assert all(r.sentence and (first.sentence in r.sentence or r.sentence in first.sentence)
               for t in task.turns for r in t.requirements if r.id in tied)
    assert tied_requirements(task, None, 5) == set()
    assert tied_requirements(task, "A sentence no request says.", 5) == set()


def test_the_tie_follows_a_turn_that_retires_the_tied_requirement():
    task = evogen.get_task("presentation/002")
    retiring = next(k for k, t in enumerate(task.turns, start=1) if "average" in t.supersedes)
    average = next(r for r in task.turns[0].requirements if r.id == "average")
    replacements = {r.id for r in task.turns[retiring - 1].requirements}
    before = tied_requirements(task, average.sentence, retiring - 1)
    after = tied_requirements(task, average.sentence, retiring)
    assert not before & replacements  # not yet retired: only the quoting requirements
    assert replacements <= after and "average" in after
    # a turn that retires none of the tied requirements adds nothing
    other = task.turns[1].requirements[0]
    assert not set(task.turns[retiring - 1].supersedes) & tied_requirements(task, other.sentence, 2)
    assert not tied_requirements(task, other.sentence, 5) & replacements


def _fixture_with(tmp_path: Path, mutants: list[dict]) -> evogen.Task:
    folder = tmp_path / "tool-grounded" / "901"
    shutil.copytree(FIXTURE, folder)
    (folder / "mutants.yaml").write_text(yaml.safe_dump(mutants), encoding="utf-8")
    return load_task(folder)


class _Ran(Exception):
    pass


def _refuse_browser(*_a, **_k):
    raise _Ran


def _mutant(mid: str, fails: list[str], turn: int = 2) -> dict:
    return {"id": mid, "turn": turn, "kind": "wrong_argument", "description": "planted",
            "fails": fails, "violates": "not a sentence of any request",
            "edits": [{"file": "src/App.tsx", "find": 'const TARGET = "resolved";', "replace": 'const TARGET = "x";'}]}


def test_a_mutant_naming_an_unknown_requirement_stops_before_any_run(tmp_path, monkeypatch):
    task = _fixture_with(tmp_path, [_mutant("wrong-status", ["no-such-requirement"])])
    monkeypatch.setattr(prove, "get_task", lambda _id: task)
    monkeypatch.setattr(prove, "make", _refuse_browser)
    report = prove.validate_task("tool-grounded/901")
    assert any("unknown requirements ['no-such-requirement']" in p for p in report.problems)
    assert report.reference == []


def test_other_mutant_problems_do_not_stop_the_run_whatever_the_mutant_is_called(tmp_path, monkeypatch):
    # a problem line that happens to contain "load", "unknown" or "not checked" (here through the
    # mutant's id) is not a misnamed requirement: the validation must still run the task
    task = _fixture_with(tmp_path, [_mutant("resolve-after-reload-unknown-not-checked", ["resolve"])])
    monkeypatch.setattr(prove, "get_task", lambda _id: task)
    monkeypatch.setattr(prove, "make", _refuse_browser)
    with pytest.raises(_Ran):
        prove.validate_task("tool-grounded/901")


def test_a_requirement_that_restates_an_earlier_one_is_tied_to_its_sentence():
    task = evogen.get_task("tool-grounded/009")
    search = next(r for r in task.turns[0].requirements if r.id == "search")
    combined = next(r for t in task.turns for r in t.requirements if "search" in r.restates)
    assert combined.introduced_at > 1 and not (combined.sentence and search.sentence in combined.sentence)
    assert combined.id in tied_requirements(task, search.sentence, combined.introduced_at)
    assert combined.id not in tied_requirements(task, search.sentence, combined.introduced_at - 1)


def test_a_regression_shows_through_a_restating_requirement_only_when_it_is_tied():
    task = evogen.get_task("tool-grounded/009")
    search = next(r for r in task.turns[0].requirements if r.id == "search")
    combined = next(r for t in task.turns for r in t.requirements if "search" in r.restates)
    other = next(r for r in task.turns[0].requirements
                 if r.sentence and not (r.sentence in search.sentence or search.sentence in r.sentence)
                 and combined.id not in tied_requirements(task, r.sentence, combined.introduced_at))

    def mutant(sentence):
        return SimpleNamespace(violates=sentence, turn=combined.introduced_at, kind="regression")

    assert prove.shows_regression(task, mutant(search.sentence), [combined.id], [])
    assert not prove.shows_regression(task, mutant(other.sentence), [combined.id], [])  # restates another promise
    assert prove.shows_regression(task, mutant(other.sentence), [other.id], [other.id])  # flagged when carried
    assert not prove.shows_regression(task, mutant(search.sentence), [search.id], [])  # neither


def test_restating_a_requirement_no_earlier_turn_introduced_is_refused(tmp_path):
    folder = tmp_path / "tool-grounded" / "901"
    shutil.copytree(FIXTURE, folder)
    data = yaml.safe_load((folder / "task.yaml").read_text(encoding="utf-8"))
    data["turns"][1]["requirements"][0]["restates"] = ["heading"]  # introduced at turn 4, not before turn 2
    (folder / "task.yaml").write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    with pytest.raises(TaskError, match="restates \\['heading'\\], which no earlier turn introduces"):
        load_task(folder)
