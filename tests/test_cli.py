"""The evogen command (no browser runs here)."""

from __future__ import annotations

import json

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


def test_unknown_ids_exit_2_with_a_suggestion():
    shown = cli.invoke(app, ["tasks", "show", "interaction/01"])
    assert shown.exit_code == 2 and "did you mean" in shown.output
    run = cli.invoke(app, ["run", "--tasks", "nope/001", "--out", "/tmp/evogen-never"])
    assert run.exit_code == 2 and "unknown task 'nope/001'" in run.output
