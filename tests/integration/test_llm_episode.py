"""A full episode with the litellm policy, LLM actor and LLM evaluator against a scripted server."""

from __future__ import annotations

import json
import re

import pytest

from evogen.env import EvogenEnv
from evogen.llm import LLMClient
from evogen.llm.prompts import EVALUATOR_SYSTEM
from evogen.llm.testing import ScriptedLLMServer
from evogen.policies import run_episode
from evogen.policies.llm import LiteLLMPolicy
from evogen.records import EpisodeRecord, Outcome
from evogen.stages.act.llm import LLMActor
from evogen.stages.evaluate.llm import LLMEvaluator


def sectioned(reply: str, files: dict[str, str]) -> str:
    body = "\n\n".join(f"#### `{name}`\n```tsx\n{text}```" for name, text in files.items())
    return f"assistant_text: {reply}\n\n{body}\n"


@pytest.mark.xdist_group("llm-episode")
def test_llm_policy_actor_and_evaluator_full_episode(host, tool_task, tmp_path):
    def script(body: dict) -> dict:
        messages = body["messages"]
        if body.get("tools"):  # the actor: look at the page once, then decide
            if messages[-1]["role"] == "tool":
                return {"tool_calls": [{"name": "verdict", "arguments": {"passed": True, "reason": "seen it"}}]}
            return {"tool_calls": [{"name": "read_page", "arguments": {}}]}
        if messages[0]["content"] == EVALUATOR_SYSTEM:
            return {"content": json.dumps({"score": 5, "reasons": ["matches the evidence"], "failure_types": []})}
        prompt = messages[-1]["content"]
        turn = int(re.search(r"# Turn (\d) request", prompt).group(1))
        if turn == 3:
            return {"content": "I refuse to write code today."}  # malformed -> no_artifact
        return {"content": sectioned(*tool_task.solution(turn))}

    with ScriptedLLMServer(script) as server:
        def judge() -> LLMClient:
            return LLMClient("openai/judge", api_base=server.base_url, api_key="sk-test", cache_root=tmp_path)

        policy = LiteLLMPolicy("openai/author", api_base=server.base_url, api_key="sk-test", cache=False)
        with EvogenEnv(tool_task, browser=host, actor=LLMActor(judge()), evaluator=LLMEvaluator(judge()),
                       evidence_dir=tmp_path / "evidence", screenshots="requirements") as env:
            record = run_episode(env, policy)
    again = EpisodeRecord.model_validate_json(record.model_dump_json())  # the same record schema on disk
    assert [s.outcome for s in again.slots] == [Outcome.PASSED, Outcome.PASSED, Outcome.NO_ARTIFACT,
                                                Outcome.BLOCKED, Outcome.BLOCKED]
    first = again.slots[0]
    assert set(first.scores) == {"presentation", "execution", "alignment"}
    assert first.requirements[0].steps[0].verb == "read_page" and first.requirements[0].message == "seen it"
    assert first.usage.prompt_tokens > 0 and first.judge_usage.prompt_tokens > 0
    assert again.slots[2].reason == "unparseable" and "no file sections" in again.slots[2].message
    # the evaluator of turn 2 was shown screenshots (as images) for Presentation
    evaluator_calls = [r for r in server.requests if r["messages"][0]["content"] == EVALUATOR_SYSTEM]
    assert any(isinstance(r["messages"][1]["content"], list) for r in evaluator_calls)
