"""Bad input gets a named outcome and a clear message, never crashes, never passes, never leaks."""

from __future__ import annotations

import pytest

import evogen
from evogen.action import Action
from evogen.policies import run_episode

APP = "export default function App() { return <main><h1>Offsite expenses</h1></main>; }"

BAD = {
    "dotdot": ({"src/../secrets.ts": "x", "src/App.tsx": APP}, "no_artifact", "path_traversal", ".."),
    "absolute": ({"/etc/App.tsx": APP}, "no_artifact", "absolute_path", "absolute"),
    "outside_src": ({"vite.config.ts": "export default {}", "src/App.tsx": APP}, "no_artifact", "outside_src", "src/"),
    "bridge": ({"src/bridge.ts": "export const callTool = () => 1;", "src/App.tsx": APP}, "no_artifact",
               "env_owned_file", "environment"),
    "huge": ({"src/App.tsx": APP, "src/data.ts": "export const d = '" + "x" * 5_000_000 + "';"}, "no_artifact",
             "file_too_large", "bytes"),
    "not_utf8": ({"src/App.tsx": b"export default () => '\xff\xfe';"}, "no_artifact", "not_utf8", "UTF-8"),
    "empty": ({}, "no_artifact", "no_files", "no source"),
    "missing_package": ({"src/App.tsx": 'import dayjs from "dayjs";\n' + APP}, "build_failed", "disallowed_import",
                        "dayjs"),
    "syntax": ({"src/App.tsx": "export default function App( { return <p> }"}, "build_failed", "build_error", ""),
    "render_loop": ({"src/App.tsx": "export default function App() { while (true) {} return <p/>; }"},
                    "runtime_failed", "hung", "time limit"),
    "throws": ({"src/App.tsx": "export default function App(): JSX.Element { throw new Error('boom'); }"},
               "runtime_failed", "render_error", "boom"),
}


@pytest.fixture(scope="module")
def env(host):
    with evogen.make("interaction/001", browser=host, screenshots="none") as e:
        yield e


@pytest.mark.xdist_group("bad-actions")
@pytest.mark.parametrize("case", list(BAD))
def test_bad_action_named_outcome_then_good_turn(env, case):
    files, outcome, reason, fragment = BAD[case]
    env.reset()
    _obs, reward, terminated, _trunc, info = env.step({"reply": "Here you go.", "files": files})
    result = info["turn_result"]
    assert (result.outcome.value, result.reason) == (outcome, reason), result.message
    assert fragment in result.message
    assert reward == 0.0 and terminated  # no artifact to build on: the episode ends
    assert [s.outcome.value for s in env.record().slots[1:]] == ["blocked"] * 4
    # the same env then runs a good turn
    env.reset()
    reply, good = env.task.solution(1)
    _obs, reward, terminated, _trunc, info = env.step({"reply": reply, "files": good})
    assert info["outcome"] == "passed" and reward == 1.0 and not terminated


@pytest.mark.xdist_group("bad-actions")
def test_fetch_to_outside_is_blocked_logged_and_fails(env):
    env.reset()
    reply, files = env.task.solution(1)
    files = dict(files)
    files["src/App.tsx"] = files["src/App.tsx"].replace(
        "export default function App() {",
        'fetch("https://collector.example.com/beacon").catch(() => {});\nexport default function App() {', 1)
    _obs, reward, _t, _tr, info = env.step({"reply": reply, "files": files})
    result = info["turn_result"]
    assert result.outcome.value == "failed" and reward == 0.0
    assert "collector.example.com" in result.message
    assert "network" in " ".join(result.scores["execution"].reasons)


@pytest.mark.xdist_group("bad-actions")
def test_raising_policy_is_no_response_and_blocks(env):
    def policy(obs):
        if obs.turn == 2:
            raise RuntimeError("provider exploded")
        return Action(**dict(zip(("reply", "files"), env.task.solution(obs.turn))))

    record = run_episode(env, policy)
    outcomes = [s.outcome.value for s in record.slots]
    assert outcomes == ["passed", "no_response", "blocked", "blocked", "blocked"]
    assert record.slots[1].response_received is False and "provider exploded" in record.slots[1].message


@pytest.mark.xdist_group("bad-actions")
def test_garbage_action_is_no_artifact(env):
    env.reset()
    _obs, _r, terminated, _t, info = env.step({"reply": 3, "files": "not a mapping"})
    assert info["outcome"] == "no_artifact" and info["turn_result"].reason == "malformed_action" and terminated
