"""A hostile corpus: code written to read the host, the caller's environment or the task's own
contract. Every route is refused with a named outcome, nothing of the outside reaches a message,
record, log, evidence file or the next observation, and the env passes a reference turn after."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

import evogen
from evogen.paths import tasks_dir
from evogen.stages.build import sandbox

SECRET = "sk-evogen-test-secret-7c1f"
TASK = tasks_dir() / "interaction" / "001"
SHOW = "export default function App() {{ return <main><h1>Offsite expenses</h1><pre>{{String({expr})}}</pre></main>; }}\n"


def app(imports: str, expr: str) -> dict[str, str]:
    return {"src/App.tsx": imports + "\n" + SHOW.format(expr=expr)}


ROUTES = {
    "absolute-task": app(f'import x from "{TASK}/task.yaml?raw";', "x"),
    "absolute-mutants": app(f'import x from "{TASK}/mutants.yaml?raw";', "x"),
    "reference-source": app(f'import x from "{TASK}/reference/turn-1/src/App.tsx?raw";', "x"),
    "dotdot-task": app('import x from "../../../../../../../../../' + str(TASK).lstrip("/") + '/task.yaml?raw";', "x"),
    "url-of-task": app(f'import x from "{TASK}/task.yaml?url";', "x"),
    "etc-passwd": app('import x from "/etc/passwd?raw";', "x"),
    "proc-environ": app('import x from "/proc/self/environ?raw";', "x"),
    "proc-cmdline": app('import x from "/proc/self/cmdline?raw";', "x"),
    "non-js-host-file": app(f'import x from "{TASK}/task.yaml";', "x"),
    "glob-out": app('const m = import.meta.glob("../../../../../../../..' + str(TASK.parent) + '/*/mutants.yaml", '
                    '{ query: "?raw", eager: true });', "JSON.stringify(m)"),
    "new-url-asset": app('import { useEffect, useState } from "react";\n'
                         'const u = new URL("../../../../../../../../etc/passwd", import.meta.url).href;\n'
                         'function Show() { const [t, setT] = useState(""); useEffect(() => { fetch(u).then((r) => '
                         'r.text()).then(setT); }, []); return <pre>{t}</pre>; }', "u"),
    "css-import": {**app('import "./a.css";', "1"), "src/a.css": '@import "/etc/passwd";\n'},
    "css-url": {**app('import "./a.css";', "1"), "src/a.css": f'body {{ background: url("{TASK}/task.yaml"); }}\n'},
}


def _outside_markers() -> list[str]:
    """Text that can only appear if outside content was read: the caller's secret, the host's
    passwd, the contract's check syntax and its mutants' descriptions (an evaluated turn's record
    legitimately names requirement ids; paths the code itself names are its own text)."""
    return [SECRET, "root:x:0:0", "fill: {field: Amount (USD)", "An amount of exactly 0 is accepted",
            "kind: stale_derived"]


@pytest.fixture(scope="module")
def env(host, tmp_path_factory):
    os.environ["EVOGEN_TEST_SECRET"] = SECRET  # the caller's environment, which node must never see
    evidence = tmp_path_factory.mktemp("hostile-evidence")
    with evogen.make("interaction/001", browser=host, evidence_dir=evidence, screenshots="none") as e:
        yield e, evidence
    os.environ.pop("EVOGEN_TEST_SECRET", None)


@pytest.mark.browser
@pytest.mark.xdist_group("hostile")
@pytest.mark.parametrize("route", list(ROUTES))
def test_leak_route_is_refused_and_nothing_leaks(env, route):
    env_, evidence = env
    env_.reset()
    obs, reward, _term, _trunc, info = env_.step({"reply": "Here is the page.", "files": ROUTES[route]})
    result = info["turn_result"]
    assert reward == 0.0
    # the plugin refuses the build; under the sandbox some routes find nothing to read and build
    # an app that shows nothing of the outside (and fails its checks)
    assert result.outcome.value in ("build_failed", "failed"), (result.outcome, result.message)
    if not sandbox().active:
        assert result.outcome.value == "build_failed", result.message
    texts = [info["message"], result.model_dump_json(), json.dumps(obs.model_dump(mode="json"))]
    turn_folder = Path(evidence) / f"episode-{env_.episode:03d}" / "turn-1"
    texts += [p.read_text(encoding="utf-8", errors="replace") for p in turn_folder.rglob("*") if p.is_file()]
    assert texts[3:], "the turn wrote no evidence"
    for marker in _outside_markers():
        for text in texts:
            assert marker not in text, f"{route}: {marker!r} leaked"
    # the env is still fine: a reference turn passes
    env_.reset()
    reply, files = env_.task.solution(1)
    _obs, reward, *_ = env_.step({"reply": reply, "files": files})
    assert reward == 1.0


@pytest.mark.browser
def test_sandbox_is_reported():
    box = sandbox()
    assert box.reason
    if os.path.exists("/usr/bin/bwrap"):
        assert box.active, box.reason
