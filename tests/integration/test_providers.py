"""Provider behaviour through the real CLI and litellm against a scripted server: a bad key stops
the run; a provider that stays down leaves episodes unfinished (never scored) and a rerun with the
same --out does them; epochs are independent samples."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from evogen.llm.testing import ScriptedLLMServer
from evogen.registry import get_task
from evogen.runner import read_records

TASK = "presentation/001"


def answer(turn: int) -> str:
    reply, files = get_task(TASK).solution(turn)
    body = "\n\n".join(f"#### `{name}`\n```tsx\n{text}```" for name, text in files.items())
    return f"assistant_text: {reply}\n\n{body}\n"


def run(out, server, *extra: str) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "evogen.cli", "run", "--policy", "litellm:openai/scripted", "--api-base",
           server.base_url, "-t", TASK, "--out", str(out), "--screenshots", "none", *extra]
    env = {**os.environ, "OPENAI_API_KEY": "sk-test", "EVOGEN_CACHE_DIR": str(out.parent / "cache")}
    return subprocess.run(cmd, capture_output=True, text=True, timeout=900, env=env)


def turn_of(body: dict) -> int:
    return int(re.search(r"# Turn (\d) request", body["messages"][-1]["content"]).group(1))


@pytest.mark.browser
@pytest.mark.xdist_group("providers")
def test_a_bad_key_stops_the_run_at_once(tmp_path):
    with ScriptedLLMServer(lambda _b: {"status": 401, "message": "invalid api key"}) as server:
        proc = run(tmp_path / "run", server, "--epochs", "3")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 4, out
    assert "refused the configuration" in out and "Traceback" not in out
    assert len(server.requests) == 1  # no retries, no other episodes tried
    assert [r for r in read_records(tmp_path / "run") if r.status == "complete"] == []


@pytest.mark.browser
@pytest.mark.xdist_group("providers")
def test_a_provider_down_leaves_episodes_unfinished_and_a_rerun_does_them(tmp_path):
    out = tmp_path / "run"
    with ScriptedLLMServer(lambda _b: {"status": 503, "message": "overloaded"}) as server:
        proc = run(out, server, "--retry-budget", "1")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    (record,) = read_records(out)
    assert record.status == "unfinished" and "ProviderUnavailable" in record.infrastructure_error
    assert "unfinished" in proc.stdout  # said, not scored
    with ScriptedLLMServer(lambda body: {"content": answer(turn_of(body))}) as server:
        proc = run(out, server)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    (record,) = read_records(out)
    assert record.status == "complete" and all(record.passed)


@pytest.mark.browser
@pytest.mark.xdist_group("providers")
def test_epochs_are_independent_samples(tmp_path):
    with ScriptedLLMServer(lambda body: {"content": answer(turn_of(body))}) as server:
        proc = run(tmp_path / "run", server, "--epochs", "2", "--temperature", "0.8")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    firsts = [r for r in server.requests if turn_of(r) == 1]
    assert len(firsts) == 2 and {r.get("seed") for r in firsts} == {None, 1}
