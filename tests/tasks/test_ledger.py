"""The validation ledger: digests see every change that can move a verdict and nothing else; only a
full passing validation is written; the CI sample is fixed and stratified; the CLI says what is stale."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from evogen.tasks import ledger as ledger_mod
from evogen.tasks.ledger import Ledger, harness_digest, sample, task_digest
from evogen.tasks.prove import MutantCheck, TaskValidation

FIXTURE = Path(__file__).parents[1] / "fixtures" / "tasks"
TASK = "tool-grounded/901"


@pytest.fixture
def tasks(tmp_path, monkeypatch):
    root = tmp_path / "tasks"
    shutil.copytree(FIXTURE, root)
    monkeypatch.setenv("EVOGEN_TASKS_DIR", str(root))
    return root


def _report(ok: bool = True, **extra) -> TaskValidation:
    report = TaskValidation(task_id=TASK, reference=["passed"] * 5, alternatives={"blind": ["passed"] * 5},
                            mutants=[MutantCheck(id="m", turn=2, kind="bug", expected=["r"], failed=["r"], ok=True)],
                            turns=16, loads=40, duration_s=12.3, **extra)
    if not ok:
        report.problems.append("mutant m not caught")
    return report


def test_a_full_passing_validation_is_fresh_until_the_task_changes(tasks):
    book = Ledger()
    root = tasks / TASK
    assert book.freshness(TASK, root) == "never validated"
    assert book.record(_report(), root)
    book.save()
    book = Ledger.load()
    assert book.freshness(TASK, root) == "fresh"
    assert book.tasks[TASK].caught == 1 and book.tasks[TASK].alternatives == {"blind": 5}
    (root / "reference" / "turn_3" / "note.txt").parent.mkdir(parents=True, exist_ok=True)
    (root / "reference" / "turn_3" / "note.txt").write_text("a new file in a solution")
    assert book.freshness(TASK, root) == "task changed"
    (root / "reference" / "turn_3" / "note.txt").unlink()
    assert book.freshness(TASK, root) == "fresh"
    mutants = root / "mutants.yaml"
    mutants.write_text(mutants.read_text() + "\n# a comment is a change too\n")
    assert book.freshness(TASK, root) == "task changed"


def test_a_task_using_the_shared_check_library_is_stale_when_the_library_changes(tasks):
    book = Ledger()
    root = tasks / TASK
    lib = tasks / "_lib"
    lib.mkdir()
    (lib / "figures.py").write_text("def drawn_to_scale(ctx, *a, **k):\n    pass\n")
    assert book.record(_report(), root)
    untouched = task_digest(root)
    (lib / "figures.py").write_text("def drawn_to_scale(ctx, *a, **k):\n    return None\n")
    assert task_digest(root) == untouched, "a task that does not load the library does not depend on it"
    checks = root / "checks.py"
    checks.write_text((checks.read_text() if checks.exists() else "") +
                      '\nimport runpy\nfig = runpy.run_path("../../_lib/figures.py")\n')
    assert book.record(_report(), root)
    assert book.freshness(TASK, root) == "fresh"
    (lib / "figures.py").write_text("def drawn_to_scale(ctx, *a, **k):\n    raise AssertionError\n")
    assert book.freshness(TASK, root) == "task changed"


def test_only_the_library_files_a_task_loads_are_in_its_digest(tasks):
    root = tasks / TASK
    lib = tasks / "_lib"
    lib.mkdir()
    (lib / "figures.py").write_text('import runpy\nSHARED = runpy.run_path("shapes.py")\n')
    (lib / "shapes.py").write_text("SIDES = 4\n")
    (lib / "marks.py").write_text("def box(ctx, target):\n    pass\n")
    checks = root / "checks.py"
    checks.write_text((checks.read_text() if checks.exists() else "") +
                      '\nimport runpy\nfig = runpy.run_path("../../_lib/figures.py")\n')
    before = task_digest(root)
    (lib / "marks.py").write_text("def box(ctx, target):\n    return None\n")
    assert task_digest(root) == before, "a library file the task does not load is not its dependency"
    (lib / "shapes.py").write_text("SIDES = 5\n")
    assert task_digest(root) != before, "a file the loaded file loads is a dependency too"
    # a checks.py that names the folder but no file of it depends on the whole folder
    checks.write_text('import runpy, os\nLIB = os.path.join("..", "..", "_lib")\n')
    whole = task_digest(root)
    (lib / "marks.py").write_text("def box(ctx, target):\n    raise AssertionError\n")
    assert task_digest(root) != whole


def test_only_full_passing_validations_are_written(tasks):
    root = tasks / TASK
    book = Ledger()
    assert not book.record(_report(quick=True), root)
    assert not book.record(_report(narrowed=True), root)
    assert TASK not in book.tasks
    assert book.record(_report(), root)
    assert not book.record(_report(ok=False, narrowed=True), root)  # a narrowed failure says nothing either way
    assert book.record(_report(ok=False), root)  # a full failure removes the entry
    assert TASK not in book.tasks



def test_a_named_validation_is_a_proof_and_says_so(tasks):
    root = tasks / TASK
    book = Ledger()
    assert book.record(_report(), root)
    book.save()
    assert '"mode"' not in Ledger.path().read_text()  # exact, the default: older ledgers read the same
    assert book.record(_report(named=True), root)
    book.save()
    book = Ledger.load()
    assert book.freshness(TASK, root) == "fresh" and book.tasks[TASK].mode == "named"
    assert not book.earlier.get(TASK)  # the same version: the named proof replaced the exact one
    assert book.record(_report(ok=False, named=True), root) and TASK not in book.tasks


def test_a_task_edited_while_it_was_validated_is_not_entered(tasks):
    root = tasks / TASK
    at_start = task_digest(root)
    (root / "task.yaml").write_text((root / "task.yaml").read_text() + "\n# edited during the run\n")
    with pytest.raises(ledger_mod.ChangedDuringValidation, match="changed while it was being validated"):
        Ledger.enter(_report(), root, validated=at_start)
    assert TASK not in Ledger.load().tasks
    assert Ledger.enter(_report(), root, validated=task_digest(root))  # unchanged since its start: entered
    assert Ledger.load().freshness(TASK, root) == "fresh"


def test_named_runs_refuse_what_needs_exact_failures(tasks):
    env = {**os.environ, "EVOGEN_TASKS_DIR": str(tasks), "COLUMNS": "160"}
    for extra in (["--adopt"], ["--quick"], ["--sample", "1"]):
        proc = subprocess.run([sys.executable, "-m", "evogen.cli", "tasks", "validate", "--named", *extra],
                              capture_output=True, text=True, env=env, timeout=120)
        assert proc.returncode == 2 and "--named" in proc.stderr and "Traceback" not in proc.stderr, proc.stderr


def _on_harness(monkeypatch, digest: str) -> None:
    """Act as if the verdict sources hashed to ``digest`` (a harness change, a revert, a branch)."""
    monkeypatch.setattr(ledger_mod, "_HARNESS", digest * 20)


def test_an_earlier_proof_counts_again_when_its_version_returns(tasks, monkeypatch):
    root = tasks / TASK
    book = Ledger()
    _on_harness(monkeypatch, "a")
    assert book.record(_report(), root)
    _on_harness(monkeypatch, "b")
    assert book.freshness(TASK, root) == "harness changed" and book.proof(TASK, root) is None
    assert book.record(_report(), root)
    assert book.freshness(TASK, root) == "fresh" and book.tasks[TASK].harness == "b" * 20
    book.save()
    book = Ledger.load()
    _on_harness(monkeypatch, "a")  # the harness change reverted: its proof holds again, no re-validation
    assert book.freshness(TASK, root) == "fresh" and book.proof(TASK, root).harness == "a" * 20
    (root / "task.yaml").write_text((root / "task.yaml").read_text() + "\n")
    assert book.freshness(TASK, root) == "task changed"  # a proof holds for its exact pair of digests only
    assert book.record(_report(), root)  # a third version: both earlier proofs are kept
    assert [e.harness[0] for e in book.earlier[TASK]] == ["b", "a"]
    # a failed validation voids the proof of its own version and no other
    assert book.record(_report(ok=False), root)
    assert TASK not in book.tasks and book.freshness(TASK, root) == "task changed"
    _on_harness(monkeypatch, "b")
    (root / "task.yaml").write_text((root / "task.yaml").read_text()[:-1])
    assert book.freshness(TASK, root) == "fresh"


def test_earlier_proofs_are_few_and_one_per_version(tasks, monkeypatch):
    root = tasks / TASK
    book = Ledger()
    for digest in "abcdeab":
        _on_harness(monkeypatch, digest)
        book.record(_report(), root)
    assert book.tasks[TASK].harness[0] == "b"
    assert [e.harness[0] for e in book.earlier[TASK]] == ["a", "e", "d"]


def test_a_harness_change_proved_in_parts_counts_the_moment_it_lands(tasks, monkeypatch):
    """The proofs made under a harness not yet landed are merged into the landed ledger; they change
    nothing there (the old proofs still hold) and make the task fresh once the new harness lands."""
    root = tasks / TASK
    _on_harness(monkeypatch, "a")
    landed = Ledger()
    landed.record(_report(), root)
    _on_harness(monkeypatch, "b")
    branch = Ledger()
    branch.record(_report(), root)
    _on_harness(monkeypatch, "a")
    assert landed.merge(branch, {TASK: root}) == 1 and landed.merge(branch, {TASK: root}) == 0
    assert landed.tasks[TASK].harness[0] == "a" and landed.freshness(TASK, root) == "fresh"
    _on_harness(monkeypatch, "b")
    assert landed.freshness(TASK, root) == "fresh"
    assert landed.merge(Ledger(), {TASK: root}) == 0  # merging promotes the proof that holds now
    assert landed.tasks[TASK].harness[0] == "b" and [e.harness[0] for e in landed.earlier[TASK]] == ["a"]


def test_harness_digest_follows_verdict_sources_only(tmp_path, monkeypatch):
    package = tmp_path / "evogen"
    shutil.copytree(Path(ledger_mod.__file__).parents[1], package,
                    ignore=shutil.ignore_patterns("__pycache__", "_data"))
    monkeypatch.setattr(ledger_mod, "_PACKAGE", package)

    def fresh() -> str:
        monkeypatch.setattr(ledger_mod, "_HARNESS", None)
        return harness_digest()

    base = fresh()
    assert fresh() == base
    (package / "cli.py").write_text((package / "cli.py").read_text() + "\n# help text\n")
    assert fresh() == base, "the CLI decides no verdict"
    for source in ("stages/act/engine.js", "stages/act/steps.py", "tasks/checks.py", "stages/serve.py"):
        path = package / source
        original = path.read_text()
        path.write_text(original + "\n// changed\n" if source.endswith(".js") else original + "\n# changed\n")
        assert fresh() != base, f"{source} can change verdicts"
        path.write_text(original)
        assert fresh() == base


def test_a_mock_domain_is_in_the_digest_of_the_tasks_that_run_against_it(tasks, tmp_path, monkeypatch):
    runtimes = tmp_path / "mock_runtimes"
    shutil.copytree(Path(ledger_mod.mock_runtimes.__file__).parent, runtimes,
                    ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(ledger_mod, "_runtimes_dir", lambda: runtimes)
    root = tasks / TASK  # runs against helpdesk, fixture "default"

    def harness() -> str:
        monkeypatch.setattr(ledger_mod, "_HARNESS", None)
        return harness_digest()

    task, base = task_digest(root), harness()
    (runtimes / "helpdesk" / "tools.py").write_text((runtimes / "helpdesk" / "tools.py").read_text() + "\n# x\n")
    assert task_digest(root) != task and harness() == base, "its own domain's code stales the task only"
    task = task_digest(root)
    fixture = runtimes / "helpdesk" / "fixtures" / "default.json"
    fixture.write_text(fixture.read_text() + "\n")
    assert task_digest(root) != task, "so does the fixture it loads"
    task = task_digest(root)
    (runtimes / "helpdesk" / "fixtures" / "another.json").write_text("{}")
    (runtimes / "scheduling" / "tools.py").write_text((runtimes / "scheduling" / "tools.py").read_text() + "\n# x\n")
    shutil.copytree(runtimes / "helpdesk", runtimes / "newdomain")
    assert task_digest(root) == task and harness() == base, "another fixture or domain changes nothing here"
    (runtimes / "base.py").write_text((runtimes / "base.py").read_text() + "\n# x\n")
    assert harness() != base, "the shared framework decides every tool-grounded verdict"
    # a task.yaml the digest cannot read counts every domain: a dependency is never left out
    (root / "task.yaml").write_text("runtime: [not, a, mapping")
    broken = task_digest(root)
    (runtimes / "approvals" / "tools.py").write_text((runtimes / "approvals" / "tools.py").read_text() + "\n# x\n")
    assert task_digest(root) != broken


def test_the_ci_sample_is_fixed_and_stratified():
    ids = [f"{s}/{i:03d}" for s in ("presentation", "interaction", "tool-grounded") for i in range(1, 51)]
    chosen = sample(ids, 2)
    assert len(chosen) == 6 and sample(list(reversed(ids)), 2) == chosen
    assert {c.split("/")[0] for c in chosen} == {"presentation", "interaction", "tool-grounded"}
    # growing a suite keeps the sample unless a new id ranks lower
    grown = sample(ids + ["presentation/051"], 2)
    assert set(grown) - set(chosen) <= {"presentation/051"}


def test_ledger_command_names_stale_tasks_and_fails_the_check(tasks):
    env = {**os.environ, "EVOGEN_TASKS_DIR": str(tasks), "COLUMNS": "120"}

    def ledger_check() -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "evogen.cli", "tasks", "ledger", "--check"],
                              capture_output=True, text=True, env=env, timeout=120)

    proc = ledger_check()
    assert proc.returncode == 1 and "never validated" in proc.stdout and "0 of 1 fresh" in proc.stdout
    book = Ledger()
    book.record(_report(), tasks / TASK)
    book.save()
    proc = ledger_check()
    assert proc.returncode == 0 and "1 of 1 fresh" in proc.stdout, proc.stdout
    proc = subprocess.run([sys.executable, "-m", "evogen.cli", "tasks", "validate", "--changed"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0 and "nothing to validate" in proc.stdout
    (tasks / TASK / "task.yaml").write_text((tasks / TASK / "task.yaml").read_text() + "\n")
    proc = ledger_check()
    assert proc.returncode == 1 and "task changed" in proc.stdout
    # another ledger's proof of this task as it is now (say, validated on another machine) makes it fresh
    other = tasks.parent / "other-ledger.json"
    book = Ledger()
    book.record(_report(), tasks / TASK)
    book.save(other)
    (tasks / "validation-ledger.json").write_text(Ledger().model_dump_json())
    proc = subprocess.run([sys.executable, "-m", "evogen.cli", "tasks", "ledger", "--check", "--merge", str(other)],
                          capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0 and "1 proof(s) taken in" in proc.stdout and "1 of 1 fresh" in proc.stdout, proc.stdout
    assert Ledger.load().freshness(TASK, tasks / TASK) == "fresh"


def test_a_damaged_ledger_is_one_clear_error(tasks):
    (tasks / "validation-ledger.json").write_text("{ not json")
    proc = subprocess.run([sys.executable, "-m", "evogen.cli", "tasks", "ledger"], capture_output=True, text=True,
                          env={**os.environ, "EVOGEN_TASKS_DIR": str(tasks)}, timeout=120)
    assert proc.returncode == 2
    assert "not a validation ledger" in proc.stderr + proc.stdout and "Traceback" not in proc.stderr
    assert task_digest(tasks / TASK)  # the task itself still hashes


def _enter_from_another_process(task_id: str, root: str, ledger_path: str) -> None:
    from evogen.tasks.ledger import Ledger as L

    L.enter(TaskValidation(task_id=task_id, reference=["passed"] * 5, turns=5, loads=5, duration_s=1.0),
            Path(root), Path(ledger_path))


def test_validators_side_by_side_keep_each_others_entries(tasks):
    """Two validators each holding an old view of the ledger: every entry survives."""
    import multiprocessing

    path = tasks / "validation-ledger.json"
    root = tasks / TASK
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_enter_from_another_process, args=(f"tool-grounded/9{i:02d}", str(root), str(path)))
             for i in range(6)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    assert sorted(Ledger.load(path).tasks) == [f"tool-grounded/9{i:02d}" for i in range(6)]


def test_an_adopted_validation_is_complete_only_when_adoption_was_all_it_lacked(tasks):
    """`validate --adopt`: when the only problems were mutants whose observed failures were just
    written as their `fails`, the validation counts as complete; any other problem, a mutant whose
    list was not adopted, or one that passed its turn keeps it incomplete."""
    from evogen.cli import _settled_by_adoption

    def report(failed: list[str], outcome: str = "failed", extra: list[str] | None = None) -> TaskValidation:
        check = MutantCheck(id="wrong-status", turn=2, kind="wrong_argument", expected=["other"], failed=failed,
                            outcome=outcome, ok=False)
        return TaskValidation(task_id=TASK, reference=["passed"] * 5, mutants=[check], problems=[
            f"mutant wrong-status (turn 2): expected exactly ['other'] to fail, got {failed} with outcome failed: x",
            *(extra or [])])

    settled = _settled_by_adoption(report(["resolve"]))  # mutants.yaml says fails: [resolve]
    assert settled is not None and settled.ok and settled.mutants[0].expected == ["resolve"]
    assert _settled_by_adoption(report(["resolve"], extra=["alternative 'blind' turn 3: failed"])) is None
    assert _settled_by_adoption(report(["resolve", "other"])) is None  # not what mutants.yaml now says
    assert _settled_by_adoption(report([], outcome="passed")) is None
    # a newly joined bug had no list at all: the audit's complaint is settled by the adoption too
    empty = report(["resolve"], extra=["mutant wrong-status names no requirement it must fail"])
    assert (settled := _settled_by_adoption(empty)) is not None and settled.ok
    assert _settled_by_adoption(report(["resolve"], extra=["mutant another names no requirement it must fail"])) is None


def test_adoption_in_the_validating_process_reads_the_adopted_lists(tasks):
    """The validation that --adopt follows ran in the same process and loaded the task with its old
    `fails` lists; settling the report must read mutants.yaml as --adopt rewrote it."""
    from evogen.cli import _settled_by_adoption
    from evogen.registry import get_task
    from evogen.tasks.prove import adopt_observed_fails

    sentence = "Add a button \"Mark resolved\" that resolves T-1005"
    spec = tasks / TASK / "task.yaml"
    spec.write_text(spec.read_text().replace("      - id: resolve\n", f"      - id: resolve\n        sentence: '{sentence}'\n"))
    path = tasks / TASK / "mutants.yaml"
    path.write_text(path.read_text().replace("fails: [resolve]", f"fails: [other]\n  violates: '{sentence}'"))
    assert [m.fails for m in get_task(TASK).mutants] == [["other"]]  # what the validation saw, now cached
    check = MutantCheck(id="wrong-status", turn=2, kind="wrong_argument", expected=["other"], failed=["resolve"],
                        outcome="failed", ok=False)
    report = TaskValidation(task_id=TASK, reference=["passed"] * 5, mutants=[check], problems=[
        "mutant wrong-status (turn 2): expected exactly ['other'] to fail, got ['resolve'] with outcome failed: x"])
    assert adopt_observed_fails(TASK, report) == ["wrong-status: fails ['other'] -> ['resolve']"]
    settled = _settled_by_adoption(report)
    assert settled is not None and settled.ok and settled.mutants[0].expected == ["resolve"]
