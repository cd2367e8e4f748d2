"""The viewer in real Chromium over real run folders: click through to a failed requirement, compare
two runs side by side, hostile text shown as text, damaged and empty runs shown as such."""

from __future__ import annotations

import re
import shutil
import threading
from collections.abc import Iterator
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect, sync_playwright

from evogen.stages.browser import LAUNCH_ARGS, find_chromium
from evogen.view import make_server
from tests.view.conftest import TASK
from tests.view.hostile_policy import HOSTILE

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("view")]


@pytest.fixture(scope="module")
def viewer(runs, tmp_path_factory) -> Iterator[str]:
    """The viewer on a free port over the three runs, a damaged copy and an empty folder."""
    root = tmp_path_factory.mktemp("browser-runs")
    damaged = root / "v-damaged"
    shutil.copytree(runs["mut"], damaged, ignore=shutil.ignore_patterns(".lock"))
    good = (damaged / "episodes.jsonl").read_bytes()
    (damaged / "episodes.jsonl").write_bytes(b"{ damaged\n" + good)
    (root / "v-empty").mkdir()
    server = make_server([runs["ref"], runs["mut"], runs["hostile"], damaged, root / "v-empty"], port=0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server.url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def browser():
    info = find_chromium(headless=True)
    with sync_playwright() as pw:
        kwargs = {"headless": True, "args": LAUNCH_ARGS}
        if info.executable:
            kwargs["executable_path"] = info.executable
        chromium = pw.chromium.launch(**kwargs)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.set_default_timeout(20_000)
    yield page
    context.close()
    assert not errors, errors


def test_click_from_the_runs_to_a_failed_requirement(viewer, page):
    page.goto(viewer)
    page.get_by_role("link", name="mutant:rate=1,seed=1 @ v-mut").click()
    expect(page.locator("h1")).to_have_text("mutant:rate=1,seed=1 @ v-mut")
    expect(page.locator("tr[data-task] .cell")).to_have_count(5)
    page.get_by_role("link", name=TASK, exact=True).click()
    page.get_by_role("link", name="epoch 0", exact=True).click()
    expect(page.locator("h1")).to_have_text(f"{TASK} · epoch 0")
    page.get_by_role("link", name="turn 2", exact=True).click()
    expect(page.locator("h1")).to_have_text(f"{TASK} · epoch 0 · turn 2")
    assert re.search(r"/epoch/0/turn/2$", page.url) and "/task/tool-grounded%2F901/" in page.url
    expect(page.locator(".outcome-line .badge").first).to_have_text("failed")

    requirement = page.locator("details[data-requirement='resolve']")
    expect(requirement.locator(".badge.tag")).to_have_text("new")
    requirement.locator("summary").click()
    expect(requirement.locator(".req-message")).to_contain_text(
        "state tickets.T-1005.status is 'pending', expected 'resolved'")
    expect(requirement.locator(".req-message")).to_be_visible()
    shot = requirement.locator("img.shot")
    expect(shot).to_be_visible()
    page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=shot.element_handle())
    assert shot.evaluate("img => img.naturalWidth") > 0

    carried = page.locator("details[data-requirement='show-status'] .badge.tag")
    expect(carried).to_have_text("carried (from turn 1)")
    expect(page.locator("table.tools")).to_contain_text("update_ticket_status")
    expect(page.locator("table.state-diff")).to_contain_text("tickets.T-1005.status")
    expect(page.locator("details[data-file='src/App.tsx'] pre.diff .add").first).to_be_visible()


def test_filters_show_failed_turns_only(viewer, page):
    page.goto(viewer + "#/run/v-mut")
    page.get_by_label("failed turns only").check()
    expect(page).to_have_url(re.compile(r"failed=1"))
    page.get_by_role("link", name="turns", exact=True).click()
    rows = page.locator("table.turns tbody tr")
    expect(rows).to_have_count(1)
    expect(rows.first).to_contain_text("external state grounding")
    page.goto(viewer + "#/run/v-ref?failed=1")
    expect(page.locator(".empty")).to_have_text("No tasks match these filters.")


def test_two_runs_side_by_side(viewer, page):
    page.goto(viewer + f"#/run/v-mut/task/{quote(TASK, safe='')}")  # a report's link
    page.get_by_role("link", name="v-ref", exact=True).click()  # "compare with"
    expect(page.locator("h1")).to_have_text(f"Compare · {TASK}")
    mut = page.locator("tr[data-run='v-mut'] .cell")
    ref = page.locator("tr[data-run='v-ref'] .cell")
    expect(mut).to_have_count(5)
    expect(ref).to_have_count(5)
    assert [c.get_attribute("data-outcome") for c in ref.all()] == ["passed"] * 5
    assert [c.get_attribute("data-outcome") for c in mut.all()] == ["passed", "failed", "passed", "passed", "passed"]
    assert "differs" in (mut.nth(1).get_attribute("class") or "")
    mut.nth(1).click()  # turn 2 of both, side by side
    expect(page).to_have_url(re.compile(r"#/compare/tool-grounded%2F901/epoch/0/turn/2\?runs=v-mut,v-ref$"))
    left, right = page.locator("section[data-run='v-mut']"), page.locator("section[data-run='v-ref']")
    expect(left.locator(".outcome-line .badge")).to_have_text("failed")
    expect(right.locator(".outcome-line .badge")).to_have_text("passed")
    expect(left.locator("details[data-requirement='resolve'].failed")).to_have_count(1)
    expect(right.locator("details[data-requirement='resolve'].passed")).to_have_count(1)
    left_box, right_box = left.bounding_box(), right.bounding_box()
    assert left_box and right_box and left_box["x"] < right_box["x"] and abs(left_box["y"] - right_box["y"]) < 2
    right.get_by_role("link", name="turn 3 ›").click()  # step both on together
    expect(page).to_have_url(re.compile(r"/epoch/0/turn/3\?runs=v-mut,v-ref$"))
    expect(page.locator("section .outcome-line .badge")).to_have_text(["passed", "passed"])


def test_hostile_text_is_shown_as_text(viewer, page):
    page.goto(viewer + f"#/run/v-hostile/task/{quote(TASK, safe='')}/epoch/0/turn/1")
    reply = page.locator("pre.reply")
    expect(reply).to_contain_text(HOSTILE)
    expect(page.locator("details[data-file='src/App.tsx']")).to_contain_text(HOSTILE)
    assert page.locator("main img").count() == 0 and page.locator("main b, main script").count() == 0
    assert page.evaluate("window.__pwned") is None
    page.locator(".turn-nav .strip .cell").nth(2).click()  # turn 3, where a carried requirement broke
    expect(page.locator("h1")).to_have_text(f"{TASK} · epoch 0 · turn 3")
    resolve = page.locator("details[data-requirement='resolve']")
    expect(resolve.locator("summary .badge.regression")).to_have_text("REGRESSION")
    expect(resolve.locator(".badge.tag")).to_have_text("carried (from turn 2)")
    expect(page.locator("pre.reply")).to_contain_text(HOSTILE)
    page.locator(".turn-nav .strip .cell").nth(4).click()  # turn 5: the build failed
    expect(page.locator(".outcome-line .badge")).to_have_text("build failed")
    expect(page.locator("pre.build-log")).to_contain_text("Build failed")
    expect(page.locator("details[data-file='src/App.tsx'] pre.diff .add").last).to_have_text("+export const broken = ;")
    assert page.evaluate("window.__pwned") is None


def test_damaged_and_empty_runs(viewer, page):
    page.goto(viewer)
    card = page.locator(".run-card[data-run='v-damaged']")
    expect(card.locator(".note")).to_contain_text("line 1: skipped a damaged record")
    expect(card).to_contain_text("1 in 1 task(s)")
    expect(page.locator(".run-card[data-run='v-empty'] .empty")).to_have_text("This run folder has no episodes yet.")
    page.goto(viewer + "#/run/v-empty")
    expect(page.locator(".empty")).to_contain_text("no episodes yet")
    page.goto(viewer + "#/run/nope")
    expect(page.locator(".error")).to_contain_text("no run named 'nope'")
