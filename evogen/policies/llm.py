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
                 timeout_s: float = 300.0, max_attempts: int = 3, cache: bool = True,
                 extra: dict[str, Any] | None = None, **kwargs: Any):
        if not model:
            raise ValueError("litellm policy needs a model, e.g. litellm:openai/gpt-4o-mini")
        self.client = LLMClient(model, api_base=api_base, api_key=api_key, temperature=temperature,
                                max_tokens=max_tokens, seed=seed, timeout_s=timeout_s, max_attempts=max_attempts,
                                cache=cache, extra={**(extra or {}), **kwargs})
        self.name = f"litellm:{model}"

    def config(self) -> dict[str, Any]:
        return self.client.config()

    def __call__(self, observation: Observation) -> Action:
        try:
            reply = self.client.complete(policy_messages(observation))
        except NoLLMResponse as exc:
            return Action.no_response(str(exc))
        usage = reply.usage()
        try:
            action = parse_response(reply.content)
        except ParseError as exc:
            return Action(reply=reply.content[:2000], files={}, error=f"unparseable response: {exc}", usage=usage)
        action.usage = usage
        return action
