"""Everything that talks to a language model goes through :class:`LLMClient` (litellm)."""

from evogen.llm.client import LLMClient, LLMReply, NoLLMResponse

__all__ = ["LLMClient", "LLMReply", "NoLLMResponse"]
