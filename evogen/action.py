"""What a policy returns each turn, and a parser for raw LLM responses.

An :class:`Action` is the assistant's reply plus the *complete* ``src/`` tree. A policy that got
no response at all (timeout, provider error, exception) returns :meth:`Action.no_response`.
"""

from __future__ import annotations

import json
import re
from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class Action(BaseModel):
    model_config = ConfigDict(extra="forbid")

    reply: str = ""
    files: dict[str, Any] = Field(default_factory=dict, description="'src/...' path -> file text")
    response_received: bool = True
    error: str | None = Field(None, description="why there is no usable response, when known")
    usage: dict[str, Any] = Field(default_factory=dict, description="tokens/cost of producing it")

    @classmethod
    def no_response(cls, error: str) -> Action:
        return cls(response_received=False, error=error)

    @classmethod
    def coerce(cls, value: Action | dict[str, Any] | None) -> Action:
        if value is None:
            return cls.no_response("the policy returned nothing")
        if isinstance(value, Action):
            return value
        if isinstance(value, dict):
            return cls.model_validate(value)
        raise TypeError(f"an action is an Action or a dict with 'reply' and 'files', got {type(value).__name__}")


class ParseError(ValueError):
    """A raw response that holds no usable source."""


_HEADING = re.compile(r"^[ \t]*(?:#{1,6}[ \t]*)?(?:\*\*)?`(?P<path>[^`\n]+)`(?:\*\*)?:?[ \t]*$", re.M)
_FENCE = re.compile(r"^[ \t]*(```+|~~~+)[^\n]*\n(?P<body>.*?)^[ \t]*\1[ \t]*$", re.M | re.S)


def parse_response(text: str) -> Action:
    """Parse an LLM response into an Action.

    Accepts a JSON object ``{"assistant_text": ..., "files": {...}}`` (optionally fenced) or the
    sectioned format: an ``assistant_text:`` preamble, then per file a heading line with the
    path in backticks followed by a fenced code block. Raises :class:`ParseError`.
    """
    if not isinstance(text, str) or not text.strip():
        raise ParseError("empty response")
    as_json = _parse_json(text)
    if as_json is not None:
        return as_json
    matches = list(_HEADING.finditer(text))
    if not matches:
        raise ParseError("no file sections found: expected headings like #### `src/App.tsx` or a JSON object")
    preamble = text[: matches[0].start()]
    reply = re.sub(r"^\s*assistant_text\s*:\s*", "", preamble.strip(), flags=re.I).strip()
    files: dict[str, str] = {}
    for i, m in enumerate(matches):
        end = matches[i + 1].start() if i + 1 < len(matches) else len(text)
        fence = _FENCE.search(text, m.end(), end)
        if fence is None:
            raise ParseError(f"section {m.group('path')!r} has no fenced code block")
        files[m.group("path").strip()] = fence.group("body")
    return Action(reply=reply, files=files)


def _parse_json(text: str) -> Action | None:
    stripped = text.strip()
    fenced = re.fullmatch(r"```(?:json)?\s*\n(.*)\n```", stripped, re.S)
    if fenced:
        stripped = fenced.group(1).strip()
    if not stripped.startswith("{"):
        return None
    try:
        data = json.loads(stripped)
    except json.JSONDecodeError as exc:
        raise ParseError(f"response looks like JSON but does not parse: {exc}") from exc
    if not isinstance(data, dict) or not isinstance(data.get("files"), dict):
        raise ParseError("JSON response needs an object with 'assistant_text' and 'files'")
    return Action(reply=str(data.get("assistant_text", data.get("reply", ""))), files=data["files"])
