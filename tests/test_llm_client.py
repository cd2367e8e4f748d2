"""Real litellm client code over HTTP against a local scripted OpenAI-compatible server."""

from __future__ import annotations

import pytest

from evogen.llm import LLMClient, NoLLMResponse
from evogen.llm.testing import ScriptedLLMServer
from evogen.observation import Observation
from evogen.policies.llm import LiteLLMPolicy

MESSAGES = [{"role": "user", "content": "hello"}]


def client(server, tmp_path, **kw):
    return LLMClient("openai/scripted", api_base=server.base_url, api_key="sk-test", cache_root=tmp_path, **kw)


def test_500_then_success_is_retried(tmp_path):
    with ScriptedLLMServer([{"status": 500}, {"content": "fine"}]) as server:
        reply = client(server, tmp_path).complete(MESSAGES)
    assert reply.content == "fine" and reply.attempts == 2 and len(server.requests) == 2
    assert reply.prompt_tokens > 0 and reply.completion_tokens > 0


def test_hang_becomes_no_response(tmp_path):
    with ScriptedLLMServer([{"hang": 4}, {"hang": 4}]) as server:
        with pytest.raises(NoLLMResponse, match="Timeout|timed out"):
            client(server, tmp_path, timeout_s=1, max_attempts=2).complete(MESSAGES)
        assert len(server.requests) == 2


def test_client_errors_are_not_retried(tmp_path):
    with ScriptedLLMServer([{"status": 400, "message": "bad request"}, {"content": "never"}]) as server:
        with pytest.raises(NoLLMResponse):
            client(server, tmp_path).complete(MESSAGES)
        assert len(server.requests) == 1


def test_cache_hit_sends_nothing(tmp_path):
    with ScriptedLLMServer(lambda body: {"content": "cached answer"}) as server:
        first = client(server, tmp_path).complete(MESSAGES)
        second = client(server, tmp_path).complete(MESSAGES)
        other = client(server, tmp_path, temperature=0.5).complete(MESSAGES)
    assert not first.cached and second.cached and second.content == first.content
    assert second.cost_usd == 0.0 and not other.cached
    assert len(server.requests) == 2  # the rerun of the identical request cost nothing


def _obs() -> Observation:
    return Observation(task_id="interaction/001", title="t", suite="interaction", turn=1, request="Build it.",
                       context="ctx", source={"src/App.tsx": "export default () => null;"}, rules="- rules")


def test_policy_parses_good_answer_and_records_usage(tmp_path):
    answer = "assistant_text: Done.\n\n#### `src/App.tsx`\n```tsx\nexport default () => <p>hi</p>;\n```\n"
    with ScriptedLLMServer([{"content": answer}]) as server:
        policy = LiteLLMPolicy("openai/scripted", api_base=server.base_url, api_key="sk-test", cache=False, seed=3)
        action = policy(_obs())
    assert action.reply == "Done." and "src/App.tsx" in action.files and action.usage["prompt_tokens"] > 0
    sent = server.requests[0]
    assert sent["seed"] == 3 and sent["temperature"] == 0.0
    assert "Turn 1 request" in sent["messages"][1]["content"]
    assert policy.config()["model"] == "openai/scripted" and "api_key" not in policy.config()


def test_policy_malformed_and_no_response(tmp_path):
    with ScriptedLLMServer([{"content": "Sorry, I cannot help."}, {"status": 503}, {"status": 503}]) as server:
        policy = LiteLLMPolicy("openai/scripted", api_base=server.base_url, api_key="sk-test", cache=False,
                               max_attempts=2)
        malformed = policy(_obs())
        silent = policy(_obs())
    assert malformed.response_received and not malformed.files and "unparseable" in malformed.error
    assert not silent.response_received and "no response" in silent.error
