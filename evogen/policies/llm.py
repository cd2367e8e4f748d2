"""``litellm:<model>``: a policy that asks a language model for the reply and the full src/ tree."""

from __future__ import annotations

from typing import Any

from evogen.action import Action, ParseError, parse_response
from evogen.llm.client import LLMClient, NoLLMResponse
from evogen.llm.prompts import policy_messages
from evogen.observation import Observation


class LiteLLMPolicy:
    """Any litellm model (``openai/gpt-…``, ``anthropic/claude-…``, ``ollama/…``, or a local server)."""

    def __init__(self, model: str, *, api_base: str | None = None, api_key: str | None = None,
                 temperature: float | None = 0.0, max_tokens: int | None = 16_000, seed: int | None = None,
                 timeout_s: float = 300.0, retry_budget_s: float = 600.0, cache: bool | str = True,
                 extra: dict[str, Any] | None = None, **kwargs: Any):
        if not model:
            raise ValueError("litellm policy needs a model, e.g. litellm:openai/gpt-4o-mini")
        self.client = LLMClient(model, api_base=api_base, api_key=api_key, temperature=temperature,
                                max_tokens=max_tokens, seed=seed, timeout_s=timeout_s, retry_budget_s=retry_budget_s,
                                cache=cache, extra={**(extra or {}), **kwargs})
        self.name = f"litellm:{model}"

    def config(self) -> dict[str, Any]:
        return self.client.config()

    def begin_episode(self, *, task: Any, epoch: int) -> None:
        """Each epoch is an independent sample: part of the request (seed) and of the cache key."""
        self.client.sample = epoch

    def __call__(self, observation: Observation) -> Action:
        """One turn. A provider that never answers raises (infrastructure, redone later); a refused
        request is no response; an answer that holds no source is no artifact (``truncated`` when cut off)."""
        try:
            reply = self.client.complete(policy_messages(observation))
        except NoLLMResponse as exc:
            return Action.no_response(str(exc))
        usage = reply.usage()
        try:
            action = parse_response(reply.content, finish_reason=reply.finish_reason)
        except ParseError as exc:
            return Action(reply=reply.content[:2000], files={}, error=f"unparseable response: {exc}",
                          error_reason=exc.reason, usage=usage)
        action.usage = usage
        return action
