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
    error_reason: str | None = Field(None, description="a reason code for the error (e.g. truncated)")
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

    def __init__(self, message: str, *, reason: str = "unparseable"):
        super().__init__(message)
        self.reason = reason


# A file heading: a markdown heading (``#`` to ``######``), a bold line or a bare line holding the path
# in backticks. It starts a file only when a fenced block follows it (blank lines allowed);
# otherwise it is prose (a list of changed files).
_HEADING = re.compile(r"^ {0,3}(?:#{1,6}[ \t]*)?(?:\*\*)?(?:(?:file|path)\s*:\s*)?`(?P<path>[^`\n]+)`(?:\*\*)?:?[ \t]*$",
                      re.I)
_FENCE_OPEN = re.compile(r"^ {0,3}(?P<fence>`{3,}|~{3,})[^`\n]*$")
_ASSISTANT_HEADING = re.compile(r"(?im)^#{1,6}\s*assistant[_\s-]*text\s*:?\s*$")
_ASSISTANT_PREFIX = re.compile(r"(?im)^\s*assistant[_\s-]*text\s*:\s*")


def parse_response(text: str, *, finish_reason: str | None = None) -> Action:
    """Parse a model's answer into an Action — every format the official harness accepts, and more.

    - a JSON object ``{"assistant_text": ..., "files": {...}}`` (the whole answer, or fenced as
      ``json``), with ``files`` as a mapping or as a list of ``{"path", "contents"}``;
    - sections: a heading line naming the path in backticks (``#### `src/App.tsx```, ``**`src/x.ts`**``,
      or the bare path line) followed by a fenced code block with the whole file. Headings count only
      outside code blocks; a path line not followed by a block is prose and ignored. The reply is the
      text before the first file, without an ``assistant_text:`` prefix or ``### assistant_text``
      heading. CRLF line ends are accepted.

    Raises :class:`ParseError`; ``reason`` is ``truncated`` when the answer was cut off
    (``finish_reason="length"``, or a file block never closed).
    """
    if not isinstance(text, str) or not text.strip():
        raise ParseError("empty response", reason="truncated" if finish_reason == "length" else "unparseable")
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    try:
        as_json = _parse_json(text)
        if as_json is not None:
            return as_json
        return _parse_sections(text)
    except ParseError as exc:
        if finish_reason == "length" and exc.reason != "truncated":
            raise ParseError(f"the answer was cut off at the token limit ({exc})", reason="truncated") from None
        raise


def _parse_sections(text: str) -> Action:
    lines = text.split("\n")
    files: dict[str, str] = {}
    first_file_line: int | None = None
    i = 0
    while i < len(lines):
        line = lines[i]
        opening = _FENCE_OPEN.match(line)
        if opening:  # a code block that is not a file: skip it whole
            i = _block_end(lines, i, opening.group("fence"))[1]
            continue
        heading = _HEADING.match(line)
        if heading and _looks_like_path(heading.group("path")):
            j = i + 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            fence = _FENCE_OPEN.match(lines[j]) if j < len(lines) else None
            if fence:
                body, after, closed = _block_end(lines, j, fence.group("fence"))
                if not closed:
                    raise ParseError(f"the block of {heading.group('path')!r} is never closed: the answer looks "
                                     "cut off", reason="truncated")
                if first_file_line is None:
                    first_file_line = i
                files[heading.group("path").strip()] = body
                i = after
                continue
        i += 1
    if not files:
        raise ParseError("no file sections found: expected a heading like #### `src/App.tsx` followed by a code "
                         "block, or a JSON object with assistant_text and files")
    preamble = "\n".join(lines[: first_file_line or 0])
    reply = _ASSISTANT_PREFIX.sub("", _ASSISTANT_HEADING.sub("", preamble), count=1).strip()
    return Action(reply=reply, files=files)


def _block_end(lines: list[str], start: int, fence: str) -> tuple[str, int, bool]:
    """(content, index after the closing fence, closed?) of the block opened at ``start``."""
    close = re.compile(rf"^ {{0,3}}{re.escape(fence[0])}{{{len(fence)},}}[ \t]*$")
    for k in range(start + 1, len(lines)):
        if close.match(lines[k]):
            body = "\n".join(lines[start + 1: k])
            return (body + "\n" if k > start + 1 else ""), k + 1, True
    return "\n".join(lines[start + 1:]), len(lines), False


def _looks_like_path(path: str) -> bool:
    path = path.strip()
    return "/" in path or bool(re.search(r"\.[A-Za-z0-9]{1,5}$", path))


def _parse_json(text: str) -> Action | None:
    stripped = text.strip()
    fenced = re.fullmatch(r"(`{3,}|~{3,})(?:json)?[ \t]*\n(.*)\n\1[ \t]*", stripped, re.S)
    if fenced:
        stripped = fenced.group(2).strip()
    if not stripped.startswith("{"):
        return None
    try:
        data = json.loads(stripped)
    except json.JSONDecodeError as exc:
        if fenced is None and _HEADING.search(text):
            return None  # prose that happens to start with a brace: try sections
        reason = "truncated" if "Unterminated" in str(exc) or exc.pos >= len(stripped) - 2 else "unparseable"
        raise ParseError(f"response looks like JSON but does not parse: {exc}", reason=reason) from exc
    if not isinstance(data, dict):
        raise ParseError("a JSON response must be an object with assistant_text and files")
    raw = data.get("files")
    if isinstance(raw, list):
        files: dict[str, Any] = {}
        for k, entry in enumerate(raw):
            if not isinstance(entry, dict) or not isinstance(entry.get("path"), str):
                raise ParseError(f"files[{k}] must be an object with a path and contents")
            contents = entry.get("contents", entry.get("content"))
            if not isinstance(contents, str):
                raise ParseError(f"files[{k}] ({entry['path']}) has no text contents")
            files[entry["path"]] = contents
    elif isinstance(raw, dict):
        files = raw
    else:
        raise ParseError("a JSON response needs 'files': a mapping of path to text, or a list of {path, contents}")
    reply = data.get("assistant_text", data.get("reply", ""))
    return Action(reply=reply if isinstance(reply, str) else json.dumps(reply), files=files)
