"""Real Chromium pages made from small HTML snippets, with the actor's page engine installed."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from evogen.stages.act.steps import StepRunner
from evogen.stages.browser import BrowserHost
from evogen.stages.serve import AppSession
from evogen.tasks.checks import Target, parse_steps
from mock_runtimes import load_runtime

PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
body {{ font: 16px sans-serif; margin: 8px; }}
.sr-only {{ position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
            clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }}
{css}</style></head><body><div id="root">{body}</div><script>{script}</script></body></html>"""


class Page:
    """One loaded snippet: resolve targets, read visible text, run check steps."""

    def __init__(self, session: AppSession, root: Path):
        self.session = session
        self.runner = StepRunner(session, root)
        self.runner.begin()
        self.runner.loaded()

    def find(self, **target: Any) -> dict[str, Any]:
        return self.runner.op("locate", Target(**target).spec())

    def text(self, **target: Any) -> str:
        reply = self.runner.op("text", Target(**target).spec() if target else None)
        return reply.get("text", "") if reply.get("found") else None  # type: ignore[return-value]

    def texts(self, **target: Any) -> list[str]:
        return self.runner.op("texts", Target(**target).spec()).get("texts", [])

    def run(self, steps: list[Any]) -> None:
        self.runner.run(parse_steps(steps))

    def world(self, js: str) -> Any:
        return self.session.world(js)


@pytest.fixture(scope="module")
def chromium():
    host = BrowserHost()
    yield host
    host.close()


@pytest.fixture
def page_of(chromium, tmp_path) -> Callable[..., Any]:
    """``page_of(body, css="", script="", check=fn)`` loads the snippet and calls ``check(page)`` in the browser thread."""

    def run(body: str, check: Callable[[Page], Any], css: str = "", script: str = "") -> Any:
        dist = tmp_path / f"dist-{abs(hash(body + css + script))}"
        dist.mkdir(exist_ok=True)
        (dist / "index.html").write_text(PAGE.format(body=body, css=css, script=script), encoding="utf-8")

        def job(browser: Any) -> Any:
            session = AppSession(browser, dist, load_runtime(None, "default"), server=chromium.server)
            try:
                session.load()
                return check(Page(session, tmp_path))
            finally:
                session.close()

        return chromium.run(job, timeout_s=120)

    return run
