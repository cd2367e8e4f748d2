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
from rich.text import Text

from evogen.terminal import Col, is_plain, make_console, print_table

# help is plain text: option values like [@default|jury] are shown as written, never read as markup
app = typer.Typer(help="Five-turn generative-UI episodes: build, run, operate, score. Add --debug to any command "
                       "to see a traceback when it fails.", no_args_is_help=True, pretty_exceptions_enable=False,
                  rich_markup_mode=None)
tasks_app = typer.Typer(help="List, show and validate benchmark tasks.", no_args_is_help=True, rich_markup_mode=None)
app.add_typer(tasks_app, name="tasks")
console = make_console()

DEMO_TASKS = ["presentation/001", "interaction/001", "tool-grounded/001"]
_SYMBOL = {"passed": Text("P", "green"), "failed": Text("F", "red"), "build_failed": Text("B", "red"),
           "runtime_failed": Text("R", "red"), "no_artifact": Text("A", "red"), "no_response": Text("N", "yellow"),
           "blocked": Text("-", "dim")}
_SYMBOL_LEGEND = "P passed, F failed, B build failed, R runtime failed, A no artifact, N no response, - blocked"
_OK, _MISSING = Text("ok", "green"), Text("missing", "red")


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

    rows: list[list[str | Text]] = []
    missing = False
    for check in diagnose():
        rows.append([check.name, _OK if check.ok else _MISSING,
                     check.detail if check.ok else f"{check.detail}; fix: {check.fix}"])
        missing |= not check.ok
    print_table(console, None, [Col("component", kind="id"), Col("status", kind="id"), Col("detail")], rows)
    raise typer.Exit(1 if missing else 0)


def print_episodes(records: list, out: Console | None = None) -> None:
    """One row per episode: its five turns (P/F/B/R/A/N/-), passes, and the first failure."""
    rows = []
    for rec in sorted(records, key=lambda r: (r.task_id, r.epoch)):
        first_bad = next((s for s in rec.slots if not s.passed and s.outcome.value != "blocked"), None)
        note = (f"T{first_bad.turn} {first_bad.outcome.value}: {first_bad.message}"[:160]) if first_bad else ""
        if rec.status != "complete":
            note = f"unfinished (not scored; rerun to redo): {(rec.infrastructure_error or '')[:120]}"
        rows.append([rec.task_id, str(rec.epoch), *[_SYMBOL[s.outcome.value] for s in rec.slots],
                     f"{sum(rec.passed)}/5", note])
    cols = [Col("task", kind="id"), Col("epoch", "ep", kind="num"), *[Col(f"T{k}", kind="num") for k in range(1, 6)],
            Col("passed", "pass", kind="num"), Col("first failure")]
    out = out or console
    print_table(out, "Episodes", cols, rows)
    out.print(Text(_SYMBOL_LEGEND, style="dim"), overflow="fold")


def print_metrics(records: list, out: Console | None = None) -> None:
    """TP, TP@5, CPT, APR and the independence baseline, overall and per suite, with intervals
    (none from a single episode) and the number of episodes behind each."""
    from evogen import metrics
    from evogen.report.tables import fmt_estimate

    summary = metrics.summarize(records, n_resamples=1000)
    cols = [Col("scope", kind="id"), Col("tasks", kind="num"), Col("episodes", "eps", kind="num"),
            *[Col(n, kind="est") for n in ("TP", "TP@5", "CPT", "APR")],
            Col("baseline Πp_k", "Πp_k", kind="est"), Col("TP@5 / baseline", "ratio", kind="est")]
    rows = []
    for g in [summary.overall, *summary.suites.values()]:
        n = g.n_episodes
        rows.append([g.name, str(g.n_tasks), str(n), *[fmt_estimate(e, n, digits=2) for e in
                                                       (g.tp, g.tp5, g.cpt, g.apr, g.baseline, g.ratio)]])
    print_table(out or console, "Reliability (95% bootstrap intervals over episodes)", cols, rows)


@app.command()
def run(
    policy: str = typer.Option("reference", help="reference | mutant:<id> | mutant:rate=0.3,seed=1 | litellm:<model> | module:attr"),
    tasks: list[str] | None = typer.Option(None, "--tasks", "-t", help="ids, suites or globs (repeatable); default all"),
    epochs: int = typer.Option(1, min=1),
    workers: int = typer.Option(1, min=1, help="browser workers (processes, or Ray actors), each with its own browser"),
    concurrency: int | None = typer.Option(None, min=1, help="episodes in flight at once (default: --workers); "
                                           "more overlaps waiting on a model with browser work"),
    backend: str = typer.Option("local", help="local | ray"),
    ray_address: str | None = typer.Option(None, "--address", help="Ray cluster: auto, host:port or "
                                           "ray://host:port (default: start a local one)"),
    policy_actors: int = typer.Option(0, min=0, help="Ray only: run policy calls on this many lightweight actors "
                                      "apart from the browser workers"),
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
    allow_task_changes: bool = typer.Option(False, help="resume even if task content changed, keeping old results"),
    rerun_changed: bool = typer.Option(False, help="resume, playing again the episodes whose task changed"),
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
                       workers=workers, concurrency=concurrency, backend=backend, ray_address=ray_address,
                       ray_policy_actors=policy_actors, out=out,
                       prior=prior, state=state, evaluator=evaluator, actor=actor, screenshots=screenshots,
                       turn_timeout_s=turn_timeout, episode_timeout_s=episode_timeout,
                       allow_task_changes=allow_task_changes, rerun_changed=rerun_changed)
    passed = slots = 0
    with Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  TimeRemainingColumn(), TextColumn("{task.fields[tp]}"), console=console,
                  disable=is_plain(console)) as progress:
        bar = progress.add_task(f"{policy}", total=None, tp="")

        def on_record(record, done: int, total: int) -> None:
            nonlocal passed, slots
            passed += sum(record.passed)
            slots += 5
            progress.update(bar, completed=done, total=total, tp=f"TP so far {passed / slots:.3f}")
            if is_plain(console):  # a log line per episode instead of a live bar
                console.print(f"[{done}/{total}] {record.task_id} epoch {record.epoch}: {sum(record.passed)}/5 passed"
                              f"{'' if record.status == 'complete' else ' (unfinished)'} in {record.duration_s:.0f} s"
                              f"; TP so far {passed / slots:.3f}", markup=False)

        def on_resume(reused: int, changed: list[str]) -> None:
            if changed:
                progress.console.print(f"re-running {len(changed)} task(s) changed since they were played: "
                                       f"{', '.join(changed)}", markup=False)
            if reused:
                progress.console.print(f"reusing {reused} finished episode(s) from {out} (a new --out starts afresh)",
                                       markup=False)

        records = do_run(config, on_record=on_record, on_resume=on_resume)
    selected = [r for r in records if r.task_id in ids]
    print_episodes(selected)
    unfinished = [r for r in selected if r.status != "complete"]
    if len(unfinished) < len(selected):
        print_metrics(selected)
    if unfinished:
        console.print(f"[yellow]{len(unfinished)} episode(s) unfinished[/] (the harness or provider failed; not "
                      f"scored): rerun the same command to do them")
    console.print(f"run folder: {out}   (evogen report {out})")


@app.command()
def demo(out: Path = typer.Option(Path("runs/demo"), help="run folder"),
         workers: int = typer.Option(1, min=1),
         tasks: list[str] | None = typer.Option(None, "--tasks", "-t", help="ids, suites or globs (comma lists or "
                                                "repeated); default one task per suite")) -> None:
    """The reference policy over one task per suite; prints the table and metrics. Rerunning reuses
    finished episodes and plays again those whose task changed."""
    run(policy="reference", tasks=tasks or DEMO_TASKS, epochs=1, workers=workers, concurrency=None, backend="local",
        ray_address=None, policy_actors=0, out=out, prior="own", state="actual", evaluator="contract", actor="scripted", api_base=None,
        judge_api_base=None, temperature=None, max_tokens=None, cache="on", retry_budget=600.0,
        screenshots="failures", turn_timeout=300.0, episode_timeout=1800.0, allow_task_changes=False,
        rerun_changed=True)


@app.command()
def report(runs: list[Path] = typer.Argument(..., help="run folders; the first is the baseline for comparisons"),
           out: Path = typer.Option(Path("reports/latest"), help="where report.md / report.html go"),
           resamples: int = typer.Option(1000, help="bootstrap resamples")) -> None:
    """Tables (terminal, Markdown) and a self-contained HTML report over one or more runs."""
    from evogen.report import build_report, render_report, render_terminal

    built = build_report([str(r) for r in runs], n_resamples=resamples)
    render_terminal(built, console=console)
    paths = render_report(built, out)
    for kind, path in paths.items():
        console.print(f"{kind}: {path}")


@app.command()
def view(runs: list[Path] = typer.Argument(..., help="run folders"),
         port: int = typer.Option(8765, help="port on 127.0.0.1 (a free one when it is taken)"),
         open_browser: bool = typer.Option(True, "--open/--no-open", help="open the viewer in a browser")) -> None:
    """Browse run folders turn by turn in a local web viewer (127.0.0.1 only; Ctrl-C stops it)."""
    from evogen.view import serve

    serve(runs, port=port, open_browser=open_browser, echo=lambda s: console.print(s, markup=False, highlight=False,
                                                                                  soft_wrap=True))


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

    rows = []
    for task_id in list_tasks(suite):
        task = get_task(task_id)
        rows.append([task_id, task.title, task.domain, task.difficulty, task.runtime.domain if task.runtime else ""])
    print_table(console, None, [Col("id", kind="id"), Col("title"), Col("domain"), Col("difficulty", "diff."),
                                Col("tools", kind="id")], rows)


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
    def say(text: str = "", style: str | None = None) -> None:
        console.print(text, style=style, markup=False, highlight=False)  # task text is shown as written

    say(f"{task.id} — {task.title}  ({task.domain}, {task.difficulty})", "bold")
    say()
    say("Context", "bold")
    say(task.context.strip())
    if view["tools"]:
        say()
        say(f"Tools ({len(view['tools'])}), called through src/bridge.ts", "bold")
        for t in view["tools"]:
            args = ", ".join(f"{k}{'' if k in t['input_schema'].get('required', []) else '?'}"
                             for k in t["input_schema"].get("properties", {}))
            say(f"  {t['name']}({args}) [{t['mode']}] — {t['description']}")
    if view["resources"]:
        say()
        say(f"Resources ({len(view['resources'])}), read with readResource(uri)", "bold")
        for uri, what in view["resources"].items():
            say(f"  {uri} — {what}")
    say()
    say("Rules", "bold")
    say(view["rules"])
    for k, turn in enumerate(task.turns, start=1):
        say()
        say(f"Turn {k}", "bold")
        say(turn.request.strip())
        if private:
            for req in view["private"]["turns"][k - 1]["requirements"]:
                say(f"  • {req['id']} ({req['mechanism']}, {req['severity']}): {req['statement']}")
                for step in req["check"]:
                    say(f"      - {step}")
    if private:
        say()
        say("Mutants", "bold")
        for m in view["private"]["mutants"]:
            say(f"  • {m['id']} (turn {m['turn']}, {m['kind']}): {m['description']} → fails {m['fails']}")


@tasks_app.command("audit")
def tasks_audit(selection: list[str] | None = typer.Argument(None, help="ids, suites or globs; default all")) -> None:
    """Contract strength without a browser: sentence ties, the severity rule, mutants per turn, blind
    alternatives, and the request sentences no requirement checks."""
    from evogen.registry import get_task, select_tasks
    from evogen.tasks.audit import audit_task
    from evogen.tasks.model import TaskError

    ids = select_tasks(selection)
    rows: list[list[str | Text]] = []
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
        rows.append([task_id, " ".join(map(str, report.mutants_per_turn)), str(report.blind_mutants),
                     ", ".join(report.blind_alternatives) or "-", str(len(report.uncovered)),
                     Text("ok", "green") if not report.problems else Text(f"{len(report.problems)} problems", "red")])
    print_table(console, "Contract audit", [
        Col("task", kind="id"), Col("mutants per turn", "per turn", kind="num"), Col("blind mutants", "blind", kind="num"),
        Col("blind alternatives", "alternatives"), Col("unchecked sentences", "unchecked", kind="num"),
        Col("status", kind="id")], rows)
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
                   named: bool = typer.Option(False, "--named", help="prove each mutant fails every requirement "
                                              "it names, checking its turn only as far as those verdicts need "
                                              "(about half the checks; for re-proving a harness; a failure its "
                                              "`fails` leaves out may go unseen, so not with --adopt)"),
                   ledger: bool = typer.Option(True, help="write full passing validations to the ledger"),
                   ) -> None:
    """Prove tasks: reference and alternatives pass every turn, every mutant fails where it should.

    A full, passing validation is written to tasks/validation-ledger.json (see `evogen tasks ledger`)."""
    from evogen.registry import get_task, select_tasks
    from evogen.tasks.ledger import ChangedDuringValidation, Ledger, harness_digest, task_digest
    from evogen.tasks.ledger import sample as sample_of
    from evogen.tasks.prove import density_summary, validate_tasks

    if named and (quick or sample is not None or adopt):
        raise typer.BadParameter("--named is its own kind of mutant run: not with --quick, --sample or --adopt "
                                 "(--adopt needs each mutant's exact failures)", param_hint="--named")
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
    if workers > 1:  # longest first (the ledger's last durations; new tasks first), so no worker idles at the end
        ids = sorted(ids, key=lambda t: -(book.tasks[t].duration_s if t in book.tasks else float("inf")))
    narrow: dict[str, Any] = {"solutions": solution, "mutants": mutant} if (solution or mutant) else {}
    if quick:
        narrow["quick"] = True
    if named:
        narrow["named"] = True
    mode = " (quick)" if quick else " (named)" if named else ""
    # what is being proved: a task (or the harness) edited while the run goes is not what was validated
    validated = {t: task_digest(get_task(t).root) for t in ids}
    harness_digest()
    moved: set[str] = set()
    console.print(f"validating {len(ids)} task(s){mode} with {workers} worker(s)")
    with Progress(TextColumn("validating"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  TextColumn("{task.fields[last]}"), console=console, disable=is_plain(console)) as progress:
        bar = progress.add_task("validate", total=len(ids), last="")
        finished = 0

        def done(result) -> None:
            nonlocal finished
            finished += 1
            mark = "ok" if result.ok else "PROBLEMS"
            progress.update(bar, advance=1, last=f"{result.task_id}: {mark} ({result.duration_s:.0f} s)")
            if is_plain(console):
                console.print(f"[{finished}/{len(ids)}] {result.task_id}: {mark} ({result.duration_s:.0f} s, "
                              f"{result.turns} turns, {result.loads} page loads)", markup=False)
            for p in result.problems:  # as soon as the task ends, not only after the whole run
                progress.console.print(f"  [red]{escape(result.task_id)}[/]: {escape(p)}")
            if ledger:
                try:
                    Ledger.enter(result, get_task(result.task_id).root, validated=validated[result.task_id])
                except ChangedDuringValidation as exc:
                    moved.add(result.task_id)
                    progress.console.print(f"[yellow]{escape(str(exc))}[/]")
                except OSError as exc:
                    progress.console.print(f"[yellow]ledger not written: {escape(str(exc))}[/]")

        results = sorted(validate_tasks(ids, workers=workers, on_done=done, **narrow), key=lambda r: r.task_id)
    rows: list[list[str | Text]] = []
    for r in results:
        caught = sum(m.ok for m in r.mutants)
        audit = r.audit
        rows.append([r.task_id, " ".join(o[0].upper() for o in r.reference),
                     ", ".join(f"{k}:{sum(o == 'passed' for o in v)}/5" for k, v in r.alternatives.items()),
                     f"{caught}/{len(r.mutants)}", str(audit.blind_mutants if audit else 0),
                     str(len(audit.uncovered) if audit else "-"), str(r.turns), str(r.loads),
                     f"{r.duration_s:.0f} s", Text("ok", "green") if r.ok else Text("problems", "red")])
    print_table(console, "Task validation" + mode, [
        Col("task", kind="id"), Col("reference", "ref", kind="id"), Col("alternatives", "alts"),
        Col("mutants caught", "caught", kind="num"), Col("blind mutants", "blind", kind="num"),
        Col("unchecked sentences", "unchk", kind="num"), Col("turns", kind="num"), Col("page loads", "loads", kind="num"),
        Col("time", kind="num"), Col("status", kind="id")], rows)
    for r in results:
        for p in r.problems:
            console.print(f"[red]{escape(r.task_id)}[/]: {escape(p)}")
        for w in r.warnings:
            console.print(f"[yellow]{escape(r.task_id)}[/]: {escape(w)}")
    if adopt:
        from evogen.tasks.prove import adopt_observed_fails

        for r in results:
            if r.task_id in moved:
                console.print(f"[yellow]{escape(r.task_id)}: not adopted (the task changed during its validation)[/]")
                continue
            lines = adopt_observed_fails(r.task_id, r)
            for line in lines:
                console.print(f"[cyan]{escape(r.task_id)}[/] adopted {escape(line)}")
            settled = _settled_by_adoption(r) if lines and not quick and not narrow else None
            if settled is not None and ledger:
                Ledger.enter(settled, get_task(r.task_id).root)
                console.print(f"[green]{escape(r.task_id)}: every problem was a mutant's `fails` list, now adopted; "
                              "the validation is complete and entered in the ledger (no re-run needed)[/]")
    density = density_summary(results)
    keys = ("tasks", "turns", "requirements_per_turn", "checked_per_turn", "tools_per_task", "mutants", "false_pass",
            "false_fail")
    print_table(console, "Densities and evaluator error counts", [
        Col("suite", kind="id"), Col("tasks", kind="num"), Col("turns", kind="num"),
        Col("new requirements per turn", "new/turn", kind="num"), Col("checked requirements per turn", "checked/turn",
                                                                     kind="num"),
        Col("tools per task", "tools", kind="num"), Col("mutants", kind="num"), Col("false pass", "FP", kind="num"),
        Col("false fail", "FF", kind="num")], [[suite, *[str(d[k]) for k in keys]] for suite, d in density.items()])
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


def _settled_by_adoption(report: Any) -> Any:
    """The report as it stands once ``--adopt`` wrote each mutant's observed failures: when every
    problem was a caught mutant whose ``fails`` list now equals what it failed (verdicts are
    deterministic, so a re-run would see the same), a passing copy; otherwise None."""
    from evogen.registry import get_task
    from evogen.tasks.model import load_task
    from evogen.tasks.prove import shows_regression

    # read from disk, not the registry's copy: the validation just run in this process loaded the
    # task (and its mutants) before --adopt rewrote mutants.yaml
    task = load_task(get_task(report.task_id).root)
    mutants = {m.id: m for m in task.mutants}  # as mutants.yaml now reads, adopted lists included
    settled = report.model_copy(deep=True)
    for check in settled.mutants:
        if check.ok:
            continue
        mutant = mutants.get(check.id)
        if (mutant is None or check.outcome in ("passed", "") or sorted(mutant.fails) != check.failed
                or (check.kind == "regression" and not shows_regression(task, mutant, check.failed, check.regressions))):
            return None
        check.expected, check.ok = list(check.failed), True
    adopted = {c.id for c, before in zip(settled.mutants, report.mutants) if c.ok and not before.ok}

    def settled_by(problem: str, mutant_id: str) -> bool:
        return ((problem.startswith(f"mutant {mutant_id} (turn ") and ": expected exactly " in problem)
                or problem == f"mutant {mutant_id} names no requirement it must fail")  # a new bug's empty list

    settled.problems = [p for p in report.problems if not any(settled_by(p, i) for i in adopted)]
    return settled if not settled.problems else None


@tasks_app.command("ledger")
def tasks_ledger(selection: list[str] | None = typer.Argument(None, help="ids, suites or globs; default all"),
                 check: bool = typer.Option(False, "--check", help="exit 1 unless every selected task is fresh"),
                 merge: Path | None = typer.Option(None, "--merge", exists=True, dir_okay=False,
                                                   help="take in the proofs of another ledger file (another "
                                                        "branch's or machine's) and write the ledger"),
                 ) -> None:
    """Which tasks were fully validated on the current harness (tasks/validation-ledger.json).

    A task is fresh when a proof of exactly its current content on the current harness is recorded:
    the latest one, or one of the earlier proofs the ledger keeps per task."""
    from evogen.registry import get_task, select_tasks
    from evogen.tasks.ledger import Ledger

    ids = select_tasks(selection)
    if merge is not None:
        from evogen.registry import list_tasks

        with Ledger.locked() as book:
            added = book.merge(Ledger.load(merge), {t: get_task(t).root for t in list_tasks()})
        console.print(f"{added} proof(s) taken in from {merge}", markup=False)
    book = Ledger.load()
    states = {t: book.freshness(t, get_task(t).root) for t in ids}
    rows: list[list[str | Text]] = []
    for t, state in states.items():
        e = book.proof(t, get_task(t).root) or book.tasks.get(t)
        rows.append([t, Text(state, "green" if state == "fresh" else "yellow"), e.validated_at[:10] if e else "-",
                     (f"{e.caught}/{e.mutants}" + (" named" if e.mode == "named" else "")) if e else "-",
                     f"{e.duration_s:.0f} s" if e else "-"])
    print_table(console, "Validation ledger", [Col("task", kind="id"), Col("state", kind="id"),
                                               Col("validated", kind="id"), Col("mutants caught", "caught", kind="num"),
                                               Col("time", kind="num")], rows)
    stale = [t for t, s in states.items() if s != "fresh"]
    console.print(f"{len(ids) - len(stale)} of {len(ids)} fresh" + (
        "; re-validate the rest with `evogen tasks validate --changed`" if stale else ""))
    if check and stale:
        raise typer.Exit(1)


def _known_errors() -> dict[type[BaseException], int]:
    """Errors whose message already says what is wrong and what to do: one line, an exit code."""
    from evogen.failures import BackendUnavailable, ProviderConfigError
    from evogen.registry import UnknownTaskError
    from evogen.runner.folder import RunFolderBusy, RunFolderError
    from evogen.stages.browser import NoBrowserError
    from evogen.tasks.model import TaskError

    return {RunFolderBusy: 3, RunFolderError: 2, UnknownTaskError: 2, TaskError: 2, ProviderConfigError: 4,
            NoBrowserError: 5, BackendUnavailable: 6}


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
