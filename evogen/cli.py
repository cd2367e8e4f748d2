"""The ``evogen`` command: setup, doctor, run, report, tasks, demo."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

app = typer.Typer(help="Five-turn generative-UI episodes: build, run, operate, score. Add --debug to any command "
                       "to see a traceback when it fails.", no_args_is_help=True, pretty_exceptions_enable=False)
tasks_app = typer.Typer(help="List, show and validate benchmark tasks.", no_args_is_help=True)
app.add_typer(tasks_app, name="tasks")
console = Console()

DEMO_TASKS = ["presentation/001", "interaction/001", "tool-grounded/001"]
_SYMBOL = {"passed": "[green]P[/]", "failed": "[red]F[/]", "build_failed": "[red]B[/]",
           "runtime_failed": "[red]R[/]", "no_artifact": "[red]A[/]", "no_response": "[yellow]N[/]",
           "blocked": "[dim]-[/]"}


@app.command()
def setup(browser: bool = typer.Option(True, help="also make sure a Chromium is available"),
          force: bool = typer.Option(False, help="reinstall node modules even if up to date")) -> None:
    """Install what the pipeline needs (idempotent): node modules of the web environment and Chromium."""
    from evogen.doctor import setup as do_setup

    try:
        do_setup(browser=browser, force=force, echo=console.print)
    except Exception as exc:  # noqa: BLE001
        console.print(f"[red]setup failed:[/] {exc}")
        raise typer.Exit(1) from None
    console.print("[green]ready[/]")


@app.command()
def doctor() -> None:
    """Show what was found (versions, paths) and what is missing."""
    from evogen.doctor import diagnose

    table = Table("component", "status", "detail")
    missing = False
    for check in diagnose():
        table.add_row(check.name, "[green]ok[/]" if check.ok else "[red]missing[/]",
                      check.detail if check.ok else f"{check.detail}\nfix: {check.fix}")
        missing |= not check.ok
    console.print(table)
    raise typer.Exit(1 if missing else 0)


def _episode_table(records: list) -> Table:
    table = Table("task", "epoch", *[f"T{k}" for k in range(1, 6)], "passed", "note", title="Episodes")
    for rec in sorted(records, key=lambda r: (r.task_id, r.epoch)):
        first_bad = next((s for s in rec.slots if not s.passed and s.outcome.value != "blocked"), None)
        note = (f"T{first_bad.turn} {first_bad.outcome.value}: {first_bad.message}"[:70]) if first_bad else ""
        if rec.status != "complete":
            note = f"unfinished (not scored; rerun to redo): {(rec.infrastructure_error or '')[:60]}"
        table.add_row(rec.task_id, str(rec.epoch), *[_SYMBOL[s.outcome.value] for s in rec.slots],
                      f"{sum(rec.passed)}/5", note)
    return table


def _metrics_table(records: list) -> Table:
    from evogen import metrics

    summary = metrics.summarize(records, n_resamples=1000)
    table = Table("scope", "tasks", "episodes", "TP", "TP@5", "CPT", "APR", "Πp_k", "TP@5/Πp_k",
                  title="Reliability (95% bootstrap intervals over episodes)")

    def cell(est, digits: int = 3) -> str:
        if est.value is None:
            return "n/a"
        text = f"{est.value:.{digits}f}"
        if est.low is not None and est.high is not None:
            text += f" [{est.low:.{digits}f}, {est.high:.{digits}f}]"
        return text

    for g in [summary.overall, *summary.suites.values()]:
        table.add_row(g.name, str(g.n_tasks), str(g.n_episodes), cell(g.tp), cell(g.tp5), cell(g.cpt, 2),
                      cell(g.apr), cell(g.baseline), cell(g.ratio, 2))
    return table


@app.command()
def run(
    policy: str = typer.Option("reference", help="reference | mutant:<id> | mutant:rate=0.3,seed=1 | litellm:<model> | module:attr"),
    tasks: list[str] | None = typer.Option(None, "--tasks", "-t", help="ids, suites or globs (repeatable); default all"),
    epochs: int = typer.Option(1, min=1),
    workers: int = typer.Option(1, min=1, help="browser workers (processes, or Ray actors), each with its own browser"),
    concurrency: int | None = typer.Option(None, min=1, help="episodes in flight at once (default: --workers); "
                                           "more overlaps waiting on a model with browser work"),
    backend: str = typer.Option("local", help="local | ray"),
    ray_address: str | None = typer.Option(None, "--address", help="Ray cluster: auto, or ray://host:port "
                                           "(default: start a local one)"),
    out: Path = typer.Option(Path("runs/latest"), help="run folder; rerun with the same folder to resume"),
    prior: str = typer.Option("own", help="own | reference: source each turn builds on"),
    state: str = typer.Option("actual", help="actual | reference: tool state each turn starts from"),
    evaluator: str = typer.Option("contract", help="contract | llm:<model>[@default|jury|checklist|roles.yaml]"),
    actor: str = typer.Option("scripted", help="scripted | llm:<model>"),
    api_base: str | None = typer.Option(None, help="OpenAI-compatible base URL for litellm policies"),
    judge_api_base: str | None = typer.Option(None, help="base URL for the LLM actor/evaluator (default: --api-base)"),
    temperature: float | None = typer.Option(None),
    max_tokens: int | None = typer.Option(None),
    cache: str = typer.Option("on", help="LLM answers: on (reuse cached answers of the same request and epoch), "
                              "off, or replay (cached answers only)"),
    retry_budget: float = typer.Option(600.0, help="seconds a provider may keep failing (rate limits, 5xx) before "
                                       "the episode is left unfinished for a rerun"),
    screenshots: str = typer.Option("failures", help="none | failures | requirements | all"),
    turn_timeout: float = typer.Option(300.0, help="hard limit per turn in the browser, seconds"),
    episode_timeout: float = typer.Option(1800.0, help="turns after this many seconds get no response"),
    allow_task_changes: bool = typer.Option(False, help="resume even if task content changed"),
) -> None:
    """Run a policy over tasks, print the per-turn table and TP / TP@5 / CPT / APR."""
    from evogen.registry import select_tasks
    from evogen.runner import RunConfig
    from evogen.runner import run as do_run

    ids = select_tasks(tasks)
    if cache not in ("on", "off", "replay"):
        raise typer.BadParameter("--cache is on, off or replay")
    options = {k: v for k, v in {"api_base": api_base, "temperature": temperature, "max_tokens": max_tokens,
                                 "cache": cache, "retry_budget_s": retry_budget}.items() if v is not None}
    if not policy.startswith("litellm:"):
        options = {k: v for k, v in options.items() if k not in ("cache", "retry_budget_s")}
    judge = {k: v for k, v in {"api_base": judge_api_base or api_base, "cache": cache,
                               "retry_budget_s": retry_budget}.items() if v is not None}
    config = RunConfig(policy=policy, policy_options=options, judge_options=judge, tasks=ids, epochs=epochs,
                       workers=workers, concurrency=concurrency, backend=backend, ray_address=ray_address, out=out,
                       prior=prior, state=state, evaluator=evaluator, actor=actor, screenshots=screenshots,
                       turn_timeout_s=turn_timeout, episode_timeout_s=episode_timeout,
                       allow_task_changes=allow_task_changes)
    passed = slots = 0
    with Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  TimeRemainingColumn(), TextColumn("{task.fields[tp]}"), console=console) as progress:
        bar = progress.add_task(f"{policy}", total=None, tp="")

        def on_record(record, done: int, total: int) -> None:
            nonlocal passed, slots
            passed += sum(record.passed)
            slots += 5
            progress.update(bar, completed=done, total=total, tp=f"TP so far {passed / slots:.3f}")

        records = do_run(config, on_record=on_record)
    selected = [r for r in records if r.task_id in ids]
    console.print(_episode_table(selected))
    unfinished = [r for r in selected if r.status != "complete"]
    if len(unfinished) < len(selected):
        console.print(_metrics_table(selected))
    if unfinished:
        console.print(f"[yellow]{len(unfinished)} episode(s) unfinished[/] (the harness or provider failed; not "
                      f"scored): rerun the same command to do them")
    console.print(f"run folder: {out}   (evogen report {out})")


@app.command()
def demo(out: Path = typer.Option(Path("runs/demo"), help="run folder"),
         workers: int = typer.Option(1, min=1)) -> None:
    """The reference policy over one task per suite; prints the table and metrics."""
    run(policy="reference", tasks=DEMO_TASKS, epochs=1, workers=workers, out=out, prior="own", state="actual",
        evaluator="contract", actor="scripted", api_base=None, judge_api_base=None, temperature=None, max_tokens=None,
        screenshots="failures", turn_timeout=300.0, episode_timeout=1800.0, allow_task_changes=True)


@app.command()
def report(runs: list[Path] = typer.Argument(..., help="run folders; the first is the baseline for comparisons"),
           out: Path = typer.Option(Path("reports/latest"), help="where report.md / report.html go"),
           resamples: int = typer.Option(1000, help="bootstrap resamples")) -> None:
    """Tables (terminal, Markdown) and a self-contained HTML report over one or more runs."""
    from evogen.report import build_report, render_report, render_terminal

    render_terminal(build_report([str(r) for r in runs], n_resamples=resamples), console=console)
    paths = render_report([str(r) for r in runs], out, n_resamples=resamples)
    for kind, path in paths.items():
        console.print(f"{kind}: {path}")


@app.command("import")
def import_(files: list[Path] = typer.Argument(..., help="task files in the official benchmark's JSON format"),
            out: Path = typer.Option(Path("imported_tasks"), help="folder to write <suite>/<NNN>/task.yaml into"),
            backends: Path | None = typer.Option(None, help="the official tool backends, "
                                                 "<checkout>/runtime/tool_backends (needed for tool-grounded tasks)"),
            ) -> None:
    """Import official-format tasks (natural-language requirements; run them with the LLM actor/evaluator)."""
    from evogen.tasks.official import import_tasks

    report = import_tasks(files, out, backends=backends)
    for new_id, source in report.imported.items():
        console.print(f"[green]imported[/] {escape(new_id)} ← {escape(source)}", soft_wrap=True)
    for source, why in report.unavailable_backend.items():
        console.print(f"[yellow]backend unavailable[/] {escape(source)}: {escape(why)}", soft_wrap=True)
    for source, why in report.errors.items():
        console.print(f"[red]error[/] {escape(source)}: {escape(why)}", soft_wrap=True)
    console.print(f"{len(report.imported)} imported into {out}; use them with EVOGEN_TASKS_DIR={out}")
    raise typer.Exit(1 if report.errors else 0)


@tasks_app.command("list")
def tasks_list(suite: str | None = typer.Argument(None)) -> None:
    """Task ids with title, domain and difficulty."""
    from evogen.registry import get_task, list_tasks

    table = Table("id", "title", "domain", "difficulty", "tools")
    for task_id in list_tasks(suite):
        task = get_task(task_id)
        table.add_row(task_id, task.title, task.domain, task.difficulty, task.runtime.domain if task.runtime else "")
    console.print(table)


@tasks_app.command("show")
def tasks_show(task_id: str, private: bool = typer.Option(False, "--private", help="also show the private contract"),
               as_json: bool = typer.Option(False, "--json", help="machine-readable")) -> None:
    """A task's public view (exactly what a policy sees) and, with --private, its requirements and mutants."""
    from evogen.registry import get_task
    from evogen.tasks.views import private_view, public_view

    task = get_task(task_id)
    view = public_view(task)
    if private:
        view["private"] = private_view(task)
    if as_json:
        sys.stdout.write(json.dumps(view, indent=2) + "\n")
        return
    console.print(f"[bold]{task.id}[/] — {task.title}  ({task.domain}, {task.difficulty})")
    console.print(f"\n[bold]Context[/]\n{task.context}")
    if view["tools"]:
        console.print(f"\n[bold]Tools[/] ({len(view['tools'])})")
        for t in view["tools"]:
            console.print(f"  {escape(t['name'])} {escape('[' + t['mode'] + ']')} — {escape(t['description'])}")
    for k, turn in enumerate(task.turns, start=1):
        console.print(f"\n[bold]Turn {k}[/]\n{turn.request.strip()}")
        if private:
            for req in view["private"]["turns"][k - 1]["requirements"]:
                console.print(f"  • [cyan]{req['id']}[/] ({req['mechanism']}, {req['severity']}): {req['statement']}")
                for step in req["check"]:
                    console.print(f"      - {step}")
    if private:
        console.print("\n[bold]Mutants[/]")
        for m in view["private"]["mutants"]:
            console.print(f"  • {m['id']} (turn {m['turn']}, {m['kind']}): {m['description']} → fails {m['fails']}")


@tasks_app.command("audit")
def tasks_audit(selection: list[str] | None = typer.Argument(None, help="ids, suites or globs; default all")) -> None:
    """Contract strength without a browser: sentence ties, the severity rule, mutants per turn, blind
    alternatives, and the request sentences no requirement checks."""
    from evogen.registry import get_task, select_tasks
    from evogen.tasks.audit import audit_task
    from evogen.tasks.model import TaskError

    ids = select_tasks(selection)
    table = Table("task", "mutants per turn", "blind mutants", "blind alternatives", "unchecked sentences", "status",
                  title="Contract audit")
    bad = 0
    reports = []
    for task_id in ids:
        try:
            report = audit_task(get_task(task_id))
        except TaskError as exc:
            console.print(f"[red]{escape(task_id)}[/]: {escape(str(exc))}")
            bad += 1
            continue
        reports.append(report)
        bad += bool(report.problems)
        table.add_row(task_id, " ".join(map(str, report.mutants_per_turn)), str(report.blind_mutants),
                      ", ".join(report.blind_alternatives) or "-", str(len(report.uncovered)),
                      "[green]ok[/]" if not report.problems else f"[red]{len(report.problems)} problems[/]")
    console.print(table)
    for report in reports:
        for p in report.problems:
            console.print(f"[red]{escape(report.task_id)}[/]: {escape(p)}")
        for w in report.warnings:
            console.print(f"[yellow]{escape(report.task_id)}[/]: {escape(w)}")
    raise typer.Exit(1 if bad else 0)


@tasks_app.command("build")
def tasks_build(task_id: str,
                solution: str = typer.Option("reference", help="reference, or an alternative's folder name"),
                hunt: bool = typer.Option(True, help="also build the mutants in hunt.yaml")) -> None:
    """Build every turn of a stored solution and of its mutants (no browser, no contract)."""
    from evogen.tasks.prove import check_builds

    results = check_builds(task_id, solution, hunt=hunt)
    for r in results:
        mark = "[green]ok[/]" if r.ok else "[red]FAILED[/]"
        console.print(f"{mark}  {escape(r.what)}" + (f"\n      {escape(r.message)}" if r.message else ""))
    bad = sum(not r.ok for r in results)
    if bad:
        console.print(f"[red]{bad} of {len(results)} did not build[/]")
        raise typer.Exit(1)
    console.print(f"[green]all {len(results)} build[/]")


@tasks_app.command("validate")
def tasks_validate(selection: list[str] | None = typer.Argument(None, help="ids, suites or globs; default all"),
                   workers: int = typer.Option(1, min=1),
                   as_json: Path | None = typer.Option(None, "--json", help="also write the report here"),
                   solution: list[str] | None = typer.Option(None, "--solution", help="only these alternatives "
                                                             "(repeatable; the reference always runs)"),
                   mutant: list[str] | None = typer.Option(None, "--mutant", help="only these mutant ids (repeatable)"),
                   adopt: bool = typer.Option(False, "--adopt", help="write each caught mutant's observed failures "
                                              "into mutants.yaml (only when a requirement tied to the sentence it "
                                              "violates caught it)"),
                   changed: bool = typer.Option(False, "--changed", help="only tasks the ledger does not show fresh "
                                                "(changed, never validated, or the harness changed)"),
                   sample: int | None = typer.Option(None, "--sample", min=1, help="a fixed sample of N tasks per "
                                                     "suite, in quick mode (what CI re-proves)"),
                   quick: bool = typer.Option(False, "--quick", help="stop each mutant at its first failure tied to "
                                              "the sentence it violates (proves it caught; not written to the ledger)"),
                   ledger: bool = typer.Option(True, help="write full passing validations to the ledger"),
                   ) -> None:
    """Prove tasks: reference and alternatives pass every turn, every mutant fails where it should.

    A full, passing validation is written to tasks/validation-ledger.json (see `evogen tasks ledger`)."""
    from evogen.registry import get_task, select_tasks
    from evogen.tasks.ledger import Ledger
    from evogen.tasks.ledger import sample as sample_of
    from evogen.tasks.prove import density_summary, validate_tasks

    ids = select_tasks(selection)
    book = Ledger.load()
    if changed:
        ids = [t for t in ids if book.freshness(t, get_task(t).root) != "fresh"]
        if not ids:
            console.print("[green]every selected task is fresh in the ledger; nothing to validate[/]")
            return
    if sample is not None:
        ids = sample_of(ids, sample)
        quick = True
    narrow: dict[str, Any] = {"solutions": solution, "mutants": mutant} if (solution or mutant) else {}
    if quick:
        narrow["quick"] = True
    console.print(f"validating {len(ids)} task(s)" + (" (quick)" if quick else "") + f" with {workers} worker(s)")
    with Progress(TextColumn("validating"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  TextColumn("{task.fields[last]}"), console=console) as progress:
        bar = progress.add_task("validate", total=len(ids), last="")

        def done(result) -> None:
            mark = "ok" if result.ok else "PROBLEMS"
            progress.update(bar, advance=1, last=f"{result.task_id}: {mark} ({result.duration_s:.0f} s)")
            if ledger and book.record(result, get_task(result.task_id).root):
                try:
                    book.save()
                except OSError as exc:
                    progress.console.print(f"[yellow]ledger not written: {escape(str(exc))}[/]")

        results = validate_tasks(ids, workers=workers, on_done=done, **narrow)
    table = Table("task", "reference", "alternatives", "mutants caught", "blind", "unchecked", "turns", "loads",
                  "time", "status", title="Task validation" + (" (quick)" if quick else ""))
    for r in results:
        caught = sum(m.ok for m in r.mutants)
        audit = r.audit
        table.add_row(r.task_id, " ".join(o[0].upper() for o in r.reference),
                      ", ".join(f"{k}:{sum(o == 'passed' for o in v)}/5" for k, v in r.alternatives.items()),
                      f"{caught}/{len(r.mutants)}", str(audit.blind_mutants if audit else 0),
                      str(len(audit.uncovered) if audit else "-"), str(r.turns), str(r.loads),
                      f"{r.duration_s:.0f} s", "[green]ok[/]" if r.ok else "[red]problems[/]")
    console.print(table)
    for r in results:
        for p in r.problems:
            console.print(f"[red]{escape(r.task_id)}[/]: {escape(p)}")
        for w in r.warnings:
            console.print(f"[yellow]{escape(r.task_id)}[/]: {escape(w)}")
    if adopt:
        from evogen.tasks.prove import adopt_observed_fails

        for r in results:
            for line in adopt_observed_fails(r.task_id, r):
                console.print(f"[cyan]{escape(r.task_id)}[/] adopted {escape(line)}")
    density = density_summary(results)
    dtable = Table("suite", "tasks", "turns", "new req/turn", "checked req/turn", "tools/task", "mutants",
                   "false pass", "false fail", title="Densities and evaluator error counts")
    for suite, d in density.items():
        dtable.add_row(suite, *[str(d[k]) for k in ("tasks", "turns", "requirements_per_turn", "checked_per_turn",
                                                   "tools_per_task", "mutants", "false_pass", "false_fail")])
    console.print(dtable)
    total = sum(r.duration_s for r in results)
    console.print(f"{sum(r.turns for r in results)} turns, {sum(r.loads for r in results)} page loads, "
                  f"{total:.0f} s of validation")
    if as_json:
        as_json.write_text(json.dumps({"tasks": [r.model_dump() for r in results], "density": density}, indent=2))
    bad = [r for r in results if not r.ok]
    if bad:
        console.print(f"[red]{len(bad)} task(s) with problems[/]")
        raise typer.Exit(1)
    console.print(f"[green]all {len(results)} task(s) valid[/]")


@tasks_app.command("ledger")
def tasks_ledger(selection: list[str] | None = typer.Argument(None, help="ids, suites or globs; default all"),
                 check: bool = typer.Option(False, "--check", help="exit 1 unless every selected task is fresh"),
                 ) -> None:
    """Which tasks were fully validated on the current harness (tasks/validation-ledger.json)."""
    from evogen.registry import get_task, select_tasks
    from evogen.tasks.ledger import Ledger

    ids = select_tasks(selection)
    book = Ledger.load()
    states = {t: book.freshness(t, get_task(t).root) for t in ids}
    table = Table("task", "state", "validated", "caught", "time", title="Validation ledger")
    for t, state in states.items():
        e = book.tasks.get(t)
        style = "green" if state == "fresh" else "yellow"
        table.add_row(t, f"[{style}]{state}[/]", e.validated_at[:10] if e else "-", f"{e.caught}/{e.mutants}" if e else "-",
                      f"{e.duration_s:.0f} s" if e else "-")
    console.print(table)
    stale = [t for t, s in states.items() if s != "fresh"]
    console.print(f"{len(ids) - len(stale)} of {len(ids)} fresh" + (
        "; re-validate the rest with `evogen tasks validate --changed`" if stale else ""))
    if check and stale:
        raise typer.Exit(1)


def _known_errors() -> dict[type[BaseException], int]:
    """Errors whose message already says what is wrong and what to do: one line, an exit code."""
    from evogen.failures import ProviderConfigError
    from evogen.registry import UnknownTaskError
    from evogen.runner.folder import RunFolderBusy, RunFolderError
    from evogen.stages.browser import NoBrowserError
    from evogen.tasks.model import TaskError

    return {RunFolderBusy: 3, RunFolderError: 2, UnknownTaskError: 2, TaskError: 2, ProviderConfigError: 4,
            NoBrowserError: 5}


def main() -> None:
    """The ``evogen`` entry point: errors are one line (``--debug`` shows the traceback)."""
    debug = "--debug" in sys.argv[1:]
    if debug:
        sys.argv.remove("--debug")
    try:
        app()
    except KeyboardInterrupt:
        console.print("[yellow]interrupted[/] (rerun with the same --out to resume)")
        raise SystemExit(130) from None
    except Exception as exc:  # noqa: BLE001
        if debug:
            raise
        code = next((c for t, c in _known_errors().items() if isinstance(exc, t)), None)
        text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        if code is None:
            console.print(f"[red]error:[/] {escape(type(exc).__name__)}: {escape(text)} (rerun with --debug for the "
                          "traceback)", soft_wrap=True)
            raise SystemExit(1) from None
        console.print(f"[red]error:[/] {escape(text)}", soft_wrap=True)
        raise SystemExit(code) from None


if __name__ == "__main__":
    main()
