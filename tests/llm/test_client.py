"""Real litellm client code over HTTP against a local scripted OpenAI-compatible server:
retries in time with Retry-After, configuration errors that stop, refused requests, the cache."""

from __future__ import annotations

import time

import pytest

from evogen.failures import ProviderConfigError, ProviderUnavailable
from evogen.llm import LLMClient, NoLLMResponse
from evogen.llm.client import NotInReplayCache
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


def test_a_429_burst_longer_than_30_s_is_survived_honouring_retry_after(tmp_path):
    started = time.monotonic()

    def script(_body):
        if time.monotonic() - started < 32:
            return {"status": 429, "retry_after": 4, "message": "rate limited"}
        return {"content": "after the burst"}

    with ScriptedLLMServer(script) as server:
        reply = client(server, tmp_path).complete(MESSAGES)
    assert reply.content == "after the burst"
    assert time.monotonic() - started >= 32
    # Retry-After was honoured: about one request per 4 s, not a storm
    assert 5 <= len(server.requests) <= 12, len(server.requests)


def test_a_budget_that_runs_out_is_the_provider_unavailable_not_the_model(tmp_path):
    with ScriptedLLMServer(lambda _b: {"status": 503}) as server:
        with pytest.raises(ProviderUnavailable, match="retry budget of 2 s"):
            client(server, tmp_path, retry_budget_s=2).complete(MESSAGES)
        assert len(server.requests) >= 2


def test_hang_is_retried_then_unavailable(tmp_path):
    with ScriptedLLMServer([{"hang": 3}, {"hang": 3}]) as server:
        with pytest.raises(ProviderUnavailable, match="Timeout|timed out"):
            client(server, tmp_path, timeout_s=1, max_attempts=2).complete(MESSAGES)
        assert len(server.requests) == 2


@pytest.mark.parametrize("status", [401, 403, 404])
def test_bad_key_or_unknown_model_stops_at_once(tmp_path, status):
    with ScriptedLLMServer(lambda _b: {"status": status, "message": "no"}) as server:
        with pytest.raises(ProviderConfigError, match="refused the configuration"):
            client(server, tmp_path).complete(MESSAGES)
        assert len(server.requests) == 1


def test_a_refused_request_is_no_response(tmp_path):
    with ScriptedLLMServer([{"status": 400, "message": "context too long"}, {"content": "never"}]) as server:
        with pytest.raises(NoLLMResponse, match="refused the request"):
            client(server, tmp_path).complete(MESSAGES)
        assert len(server.requests) == 1


def test_cache_hit_sends_nothing_and_keeps_the_original_cost(tmp_path):
    with ScriptedLLMServer(lambda body: {"content": "cached answer"}) as server:
        first = client(server, tmp_path).complete(MESSAGES)
        second = client(server, tmp_path).complete(MESSAGES)
        other = client(server, tmp_path, temperature=0.5).complete(MESSAGES)
    assert not first.cached and second.cached and second.content == first.content
    assert second.cost_usd == 0.0 and second.cached_cost_usd == first.cost_usd and not other.cached
    assert len(server.requests) == 2  # the rerun of the identical request cost nothing


def test_cache_key_ignores_the_port_and_separates_samples(tmp_path):
    with ScriptedLLMServer(lambda body: {"content": f"seed {body.get('seed')}"}) as one:
        a = client(one, tmp_path, temperature=0.8).complete(MESSAGES)
    with ScriptedLLMServer(lambda body: {"content": "other server"}) as two:
        b = client(two, tmp_path, temperature=0.8).complete(MESSAGES)  # same endpoint, new port
        c = client(two, tmp_path, temperature=0.8)
        c.sample = 1
        c_reply = c.complete(MESSAGES)
    assert b.cached and b.content == a.content
    assert not c_reply.cached and two.requests[-1]["seed"] == 1  # an epoch is a fresh sample


def test_cache_modes(tmp_path):
    with ScriptedLLMServer(lambda body: {"content": "x"}) as server:
        client(server, tmp_path).complete(MESSAGES)
        client(server, tmp_path, cache="off").complete(MESSAGES)
        assert len(server.requests) == 2  # off: always asks
        assert client(server, tmp_path, cache="replay").complete(MESSAGES).cached
        with pytest.raises(NotInReplayCache):
            client(server, tmp_path, cache="replay").complete([{"role": "user", "content": "new"}])
        assert len(server.requests) == 2


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


def test_policy_epochs_are_independent_samples(tmp_path):
    with ScriptedLLMServer(lambda body: {"content": f"sample {body.get('seed')}"}) as server:
        policy = LiteLLMPolicy("openai/scripted", api_base=server.base_url, api_key="sk-test", temperature=0.8,
                               cache=False)
        for epoch in range(3):
            policy.begin_episode(task=None, epoch=epoch)
            policy(_obs())
    assert len(server.requests) == 3 and len({r.get("seed") for r in server.requests}) == 3


def test_policy_malformed_truncated_and_refused(tmp_path):
    answer = "assistant_text: Done.\n\n#### `src/App.tsx`\n```tsx\nexport default () => <p>h"
    with ScriptedLLMServer([{"content": "Sorry, I cannot help."}, {"content": answer, "finish_reason": "length"},
                            {"status": 400}]) as server:
        policy = LiteLLMPolicy("openai/scripted", api_base=server.base_url, api_key="sk-test", cache=False)
        malformed = policy(_obs())
        truncated = policy(_obs())
        refused = policy(_obs())
    assert malformed.response_received and not malformed.files and malformed.error_reason == "unparseable"
    assert truncated.response_received and truncated.error_reason == "truncated"
    assert not refused.response_received and "refused" in refused.error
