"""The evogen command (no browser runs here)."""

from __future__ import annotations

import json
import subprocess
import sys

from typer.testing import CliRunner

import evogen
from evogen.cli import app

cli = CliRunner()


def test_setup_is_idempotent_and_doctor_reports():
    first = cli.invoke(app, ["setup", "--no-browser"])
    second = cli.invoke(app, ["setup", "--no-browser"])
    assert first.exit_code == 0 and second.exit_code == 0, first.output + second.output
    assert "up to date" in second.output
    doctor = cli.invoke(app, ["doctor"])
    assert "web environment" in doctor.output and "vite 8.3.8" in doctor.output
    assert "chromium" in doctor.output and doctor.exit_code == 0, doctor.output


def test_tasks_show_public_view_hides_the_contract():
    task = evogen.get_task("interaction/001")
    public = cli.invoke(app, ["tasks", "show", "interaction/001", "--json"])
    assert public.exit_code == 0
    view = json.loads(public.output)
    assert [t["request"] for t in view["turns"]] == [t.request.strip() for t in task.turns]
    secret = task.turns[0].requirements[1].statement
    assert secret not in public.output and "mutants" not in public.output
    private = cli.invoke(app, ["tasks", "show", "interaction/001", "--private", "--json"])
    contract = json.loads(private.output)["private"]
    assert contract["turns"][0]["requirements"][1]["statement"] == secret
    assert "stale-total" in [m["id"] for m in contract["mutants"]]


def _evogen(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "evogen.cli", *args], capture_output=True, text=True, timeout=120)


def test_unknown_ids_exit_2_with_a_suggestion():
    shown = _evogen("tasks", "show", "interaction/01")
    assert shown.returncode == 2 and "did you mean" in shown.stderr + shown.stdout
    run = _evogen("run", "--tasks", "interaction/001,nope/001", "--out", "/tmp/evogen-never")  # comma lists split
    assert run.returncode == 2 and "unknown task 'nope/001'" in run.stderr + run.stdout


def test_help_and_task_text_are_shown_as_written():
    helped = _evogen("run", "--help")
    assert "[@default|jury|checklist|roles.yaml]" in "".join(helped.stdout.split())
    shown = _evogen("tasks", "show", "tool-grounded/001")
    assert shown.returncode == 0
    text = shown.stdout
    assert "[write]" in text and "[read]" in text  # each tool's mode
    assert "Rules" in text and "Return the complete src/ tree" in text  # the rules a policy sees
    assert "Resources" in text and "helpdesk://sla-policy" in text


def test_demo_passes_every_run_option():
    """demo calls run() directly: every option must be given (a typer default is not a value)."""
    import inspect

    from evogen import cli as cli_module

    source = inspect.getsource(cli_module.demo)
    assert all(f"{name}=" in source for name in inspect.signature(cli_module.run).parameters)
