"""A provider-agnostic chat client over litellm: retries, time limits, a disk cache, usage and cost.

litellm is imported lazily (it is slow to import and would otherwise fetch a cost map); the
local cost map is forced.

- **Retries** spend a budget of *time* (default 10 minutes): exponential backoff with jitter,
  honouring ``Retry-After``; rate limits, 5xx, timeouts and dropped connections are retried.
  When the budget runs out the provider is *unavailable* (:class:`ProviderUnavailable`, an
  infrastructure failure: the episode is redone by a rerun, never scored).
- A provider that refuses the configuration itself — a bad API key, an unknown model — raises
  :class:`ProviderConfigError` at once: the run stops.
- A request the provider rejects as such (too long, refused content) is the model's turn getting
  no response (:class:`NoLLMResponse`).
- **Cache** on disk by a hash of the request, the sample index (an epoch is a fresh sample) and
  the endpoint without its port: ``on`` (default), ``off``, or ``replay`` (cached answers only).
  A cache hit costs nothing now and remembers what it cost when it was fetched.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import structlog
from tenacity import Retrying, retry_if_exception, stop_after_attempt, stop_after_delay

from evogen.failures import ProviderConfigError, ProviderUnavailable
from evogen.paths import cache_dir

log = structlog.get_logger("evogen.llm")


class NoLLMResponse(RuntimeError):
    """The provider answered the request with a refusal of the request itself (not retryable)."""


class NotInReplayCache(ProviderUnavailable):
    """``cache="replay"`` and this request was never answered before."""


@dataclass
class LLMReply:
    content: str
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    cached: bool = False
    cached_cost_usd: float = 0.0
    attempts: int = 1
    finish_reason: str | None = None

    def usage(self) -> dict[str, Any]:
        return {"prompt_tokens": self.prompt_tokens, "completion_tokens": self.completion_tokens,
                "cost_usd": self.cost_usd, "cached": self.cached, "cached_cost_usd": self.cached_cost_usd}


def _litellm() -> Any:
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm

    litellm.telemetry = False
    litellm.suppress_debug_info = True
    litellm.drop_params = True  # a provider without `seed` support still answers
    return litellm


def _status(exc: BaseException) -> int | None:
    status = getattr(exc, "status_code", None)
    if status is None:
        status = getattr(getattr(exc, "response", None), "status_code", None)
    return status if isinstance(status, int) else None


def classify(exc: BaseException) -> str:
    """``config`` (stop the run), ``retry`` (within the budget) or ``request`` (no response to this turn)."""
    litellm = _litellm()
    name = type(exc).__name__
    status = _status(exc)
    config_types = tuple(t for t in (getattr(litellm, "AuthenticationError", None),
                                     getattr(litellm, "PermissionDeniedError", None),
                                     getattr(litellm, "NotFoundError", None)) if t is not None)
    if isinstance(exc, config_types) or status in (401, 403, 404) or name in ("AuthenticationError",
                                                                             "PermissionDeniedError", "NotFoundError"):
        return "config"
    if status in (408, 409, 425, 429) or (status is not None and status >= 500):
        return "retry"
    if status is not None and 400 <= status < 500:
        return "request"
    retry_types = tuple(t for t in (
        getattr(litellm, "APIConnectionError", None), getattr(litellm, "InternalServerError", None),
        getattr(litellm, "ServiceUnavailableError", None), getattr(litellm, "RateLimitError", None),
        getattr(litellm, "Timeout", None), getattr(litellm, "BadGatewayError", None),
    ) if t is not None)
    if isinstance(exc, retry_types) or isinstance(exc, (TimeoutError, ConnectionError)):
        return "retry"
    if isinstance(exc, getattr(litellm, "APIError", ())) and status is None:
        return "retry"
    return "request"


def retry_after(exc: BaseException) -> float | None:
    """Seconds the provider asked us to wait (``Retry-After``: seconds or an HTTP date), if it said."""
    headers: Any = None
    for holder in (exc, getattr(exc, "response", None)):
        for attr in ("headers", "litellm_response_headers", "response_headers"):
            candidate = getattr(holder, attr, None)
            if candidate:
                headers = candidate
                break
        if headers:
            break
    if not headers:
        return None
    try:
        value = headers.get("retry-after") or headers.get("Retry-After")
    except AttributeError:
        return None
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except (TypeError, ValueError):
        pass
    try:
        from email.utils import parsedate_to_datetime

        return max(0.0, parsedate_to_datetime(str(value)).timestamp() - time.time())
    except (TypeError, ValueError):
        return None


def endpoint_key(api_base: str | None) -> str | None:
    """The endpoint as far as answers go: scheme, host and path, not the port (local servers move)."""
    if not api_base:
        return None
    from urllib.parse import urlsplit

    parts = urlsplit(api_base)
    return f"{parts.scheme}://{parts.hostname or ''}{parts.path.rstrip('/')}"


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
        retry_budget_s: float = 600.0,
        max_attempts: int = 50,
        cache: bool | str = True,
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
        self.retry_budget_s = retry_budget_s
        self.max_attempts = max_attempts
        self.cache = {True: "on", False: "off"}.get(cache, cache) if isinstance(cache, bool) else str(cache)
        if self.cache not in ("on", "off", "replay"):
            raise ValueError(f"cache is on, off or replay, not {cache!r}")
        self.cache_root = cache_root or cache_dir() / "llm"
        self.extra = dict(extra or {})
        self.sample = 0  # the epoch (an independent sample of the same request)
        self.requests_sent = 0

    def config(self) -> dict[str, Any]:
        """What a run header records (never the API key)."""
        return {"model": self.model, "api_base": self.api_base, "temperature": self.temperature,
                "max_tokens": self.max_tokens, "seed": self.seed, "timeout_s": self.timeout_s,
                "retry_budget_s": self.retry_budget_s, "cache": self.cache, "extra": self.extra}

    def _request(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None,
                 response_format: dict[str, Any] | None) -> dict[str, Any]:
        request: dict[str, Any] = {"model": self.model, "messages": messages, **self.extra}
        seed = self.seed if self.sample == 0 else (self.seed or 0) + self.sample
        for key, value in (("temperature", self.temperature), ("max_tokens", self.max_tokens), ("seed", seed),
                           ("tools", tools), ("response_format", response_format)):
            if value is not None:
                request[key] = value
        return request

    def key(self, request: dict[str, Any]) -> str:
        blob = json.dumps({**request, "api_base": endpoint_key(self.api_base), "sample": self.sample},
                          sort_keys=True, default=str)
        return hashlib.sha256(blob.encode()).hexdigest()

    def complete(self, messages: list[dict[str, Any]], *, tools: list[dict[str, Any]] | None = None,
                 response_format: dict[str, Any] | None = None) -> LLMReply:
        """One chat completion.

        Raises :class:`ProviderConfigError` (stop the run), :class:`ProviderUnavailable` (the retry
        budget ran out; infrastructure) or :class:`NoLLMResponse` (the request itself was refused)."""
        request = self._request(messages, tools, response_format)
        key = self.key(request)
        path = self.cache_root / key[:2] / f"{key}.json"
        if self.cache != "off" and path.exists():
            data = json.loads(path.read_text())
            return LLMReply(content=data["content"], tool_calls=data.get("tool_calls", []),
                            prompt_tokens=data.get("prompt_tokens", 0),
                            completion_tokens=data.get("completion_tokens", 0), cost_usd=0.0, cached=True,
                            cached_cost_usd=float(data.get("cost_usd", 0.0)), finish_reason=data.get("finish_reason"))
        if self.cache == "replay":
            raise NotInReplayCache(f"{self.model}: this request is not in the replay cache ({path.parent.parent})")
        litellm = _litellm()
        attempts = 0

        def call() -> Any:
            nonlocal attempts
            attempts += 1
            self.requests_sent += 1
            return litellm.completion(**request, api_base=self.api_base, api_key=self.api_key,
                                      timeout=self.timeout_s, num_retries=0)

        def wait(state: Any) -> float:
            exc = state.outcome.exception() if state.outcome else None
            asked = retry_after(exc) if exc is not None else None
            backoff = min(60.0, 1.0 * 2 ** (state.attempt_number - 1)) * (0.5 + random.random())
            left = self.retry_budget_s - (time.monotonic() - started_mono)
            return max(0.0, min(max(asked or 0.0, backoff), max(left, 0.0)))

        started = time.perf_counter()
        started_mono = time.monotonic()
        try:
            response = Retrying(
                retry=retry_if_exception(lambda e: classify(e) == "retry"),
                stop=stop_after_delay(self.retry_budget_s) | stop_after_attempt(self.max_attempts),
                wait=wait, reraise=True,
            )(call)
        except Exception as exc:  # noqa: BLE001 - every provider failure becomes a named outcome
            detail = f"{type(exc).__name__}: {str(exc).splitlines()[0][:300] if str(exc) else ''}"
            kind = classify(exc)
            log.warning("llm.failed", model=self.model, attempts=attempts, kind=kind, error=detail[:300])
            if kind == "config":
                raise ProviderConfigError(f"the provider refused the configuration for {self.model} ({detail}); "
                                          "check the model name, --api-base and the API key") from exc
            if kind == "retry":
                raise ProviderUnavailable(f"{self.model}: no answer within the retry budget of "
                                          f"{self.retry_budget_s:.0f} s ({attempts} attempts; last: {detail})") from exc
            raise NoLLMResponse(f"{self.model}: the provider refused the request ({detail})") from exc
        reply = _to_reply(litellm, response, attempts)
        log.info("llm.call", model=self.model, attempts=attempts, seconds=round(time.perf_counter() - started, 2),
                 prompt_tokens=reply.prompt_tokens, completion_tokens=reply.completion_tokens)
        if self.cache != "off":
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.{threading.get_ident()}.tmp")
            tmp.write_text(json.dumps({"content": reply.content, "tool_calls": reply.tool_calls,
                                       "prompt_tokens": reply.prompt_tokens, "finish_reason": reply.finish_reason,
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
        cost_usd=cost, attempts=attempts, finish_reason=getattr(choice, "finish_reason", None),
    )
