"""A provider-agnostic chat client over litellm: retries, time limits, a disk cache, usage and cost.

litellm is imported lazily (it is slow to import and would otherwise fetch a cost map); the
local cost map is forced. Responses are cached on disk by a hash of the full request, so a
rerun reproduces exactly and costs nothing.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import structlog
from tenacity import RetryError, Retrying, retry_if_exception, stop_after_attempt, wait_exponential

from evogen.paths import cache_dir

log = structlog.get_logger("evogen.llm")


class NoLLMResponse(RuntimeError):
    """The provider gave no usable response after retries (timeout, errors)."""


@dataclass
class LLMReply:
    content: str
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    cached: bool = False
    attempts: int = 1

    def usage(self) -> dict[str, Any]:
        return {"prompt_tokens": self.prompt_tokens, "completion_tokens": self.completion_tokens,
                "cost_usd": self.cost_usd, "cached": self.cached}


def _litellm() -> Any:
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm

    litellm.telemetry = False
    litellm.suppress_debug_info = True
    return litellm


def _retryable(exc: BaseException) -> bool:
    litellm = _litellm()
    retry_types = tuple(t for t in (
        getattr(litellm, "APIConnectionError", None), getattr(litellm, "InternalServerError", None),
        getattr(litellm, "ServiceUnavailableError", None), getattr(litellm, "RateLimitError", None),
        getattr(litellm, "Timeout", None), getattr(litellm, "APIError", None),
        getattr(litellm, "BadGatewayError", None),
    ) if t is not None)
    status = getattr(exc, "status_code", None)
    if isinstance(status, int) and 400 <= status < 500 and status not in (408, 409, 429):
        return False  # the request itself is wrong: retrying cannot help
    return isinstance(exc, retry_types) or isinstance(exc, (TimeoutError, ConnectionError))


class LLMClient:
    """Chat completions through litellm, for any provider or a local OpenAI-compatible server."""

    def __init__(
        self,
        model: str,
        *,
        api_base: str | None = None,
        api_key: str | None = None,
        temperature: float | None = 0.0,
        max_tokens: int | None = None,
        seed: int | None = None,
        timeout_s: float = 120.0,
        max_attempts: int = 3,
        cache: bool = True,
        cache_root: Path | None = None,
        extra: dict[str, Any] | None = None,
    ):
        self.model = model
        self.api_base = api_base
        self.api_key = api_key
        self.temperature = temperature
        self.max_tokens = max_tokens
        self.seed = seed
        self.timeout_s = timeout_s
        self.max_attempts = max_attempts
        self.cache = cache
        self.cache_root = cache_root or cache_dir() / "llm"
        self.extra = dict(extra or {})
        self.requests_sent = 0

    def config(self) -> dict[str, Any]:
        """What a run header records (never the API key)."""
        return {"model": self.model, "api_base": self.api_base, "temperature": self.temperature,
                "max_tokens": self.max_tokens, "seed": self.seed, "timeout_s": self.timeout_s,
                "max_attempts": self.max_attempts, "extra": self.extra}

    def _request(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None,
                 response_format: dict[str, Any] | None) -> dict[str, Any]:
        request: dict[str, Any] = {"model": self.model, "messages": messages, **self.extra}
        for key, value in (("temperature", self.temperature), ("max_tokens", self.max_tokens), ("seed", self.seed),
                           ("tools", tools), ("response_format", response_format)):
            if value is not None:
                request[key] = value
        return request

    def key(self, request: dict[str, Any]) -> str:
        blob = json.dumps({**request, "api_base": self.api_base}, sort_keys=True, default=str)
        return hashlib.sha256(blob.encode()).hexdigest()

    def complete(self, messages: list[dict[str, Any]], *, tools: list[dict[str, Any]] | None = None,
                 response_format: dict[str, Any] | None = None) -> LLMReply:
        """One chat completion. Raises :class:`NoLLMResponse` when none could be had."""
        request = self._request(messages, tools, response_format)
        key = self.key(request)
        path = self.cache_root / key[:2] / f"{key}.json"
        if self.cache and path.exists():
            data = json.loads(path.read_text())
            return LLMReply(content=data["content"], tool_calls=data.get("tool_calls", []),
                            prompt_tokens=data.get("prompt_tokens", 0),
                            completion_tokens=data.get("completion_tokens", 0), cost_usd=0.0, cached=True)
        litellm = _litellm()
        attempts = 0

        def call() -> Any:
            nonlocal attempts
            attempts += 1
            self.requests_sent += 1
            return litellm.completion(**request, api_base=self.api_base, api_key=self.api_key,
                                      timeout=self.timeout_s, num_retries=0)

        started = time.perf_counter()
        try:
            response = Retrying(
                retry=retry_if_exception(_retryable), stop=stop_after_attempt(self.max_attempts),
                wait=wait_exponential(multiplier=0.5, max=8), reraise=True,
            )(call)
        except RetryError as exc:  # pragma: no cover - reraise=True makes this rare
            raise NoLLMResponse(f"{self.model}: no response after {attempts} attempts: {exc}") from exc
        except Exception as exc:  # noqa: BLE001 - every provider failure becomes a named outcome
            raise NoLLMResponse(f"{self.model}: no response after {attempts} attempt(s): "
                                f"{type(exc).__name__}: {str(exc)[:300]}") from exc
        reply = _to_reply(litellm, response, attempts)
        log.info("llm.call", model=self.model, attempts=attempts, seconds=round(time.perf_counter() - started, 2),
                 prompt_tokens=reply.prompt_tokens, completion_tokens=reply.completion_tokens)
        if self.cache:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(json.dumps({"content": reply.content, "tool_calls": reply.tool_calls,
                                       "prompt_tokens": reply.prompt_tokens,
                                       "completion_tokens": reply.completion_tokens, "cost_usd": reply.cost_usd}))
            os.replace(tmp, path)
        return reply


def _to_reply(litellm: Any, response: Any, attempts: int) -> LLMReply:
    choice = response.choices[0]
    message = choice.message
    calls = []
    for call in getattr(message, "tool_calls", None) or []:
        calls.append({"id": call.id, "name": call.function.name, "arguments": call.function.arguments or "{}"})
    usage = getattr(response, "usage", None)
    try:
        cost = float(litellm.completion_cost(completion_response=response) or 0.0)
    except Exception:  # noqa: BLE001 - unknown models (local servers) have no price
        cost = 0.0
    return LLMReply(
        content=message.content or "", tool_calls=calls,
        prompt_tokens=getattr(usage, "prompt_tokens", 0) or 0,
        completion_tokens=getattr(usage, "completion_tokens", 0) or 0,
        cost_usd=cost, attempts=attempts,
    )
