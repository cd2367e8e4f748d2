"""Stage 1 — validate an action's files against the scaffold's rules.

A rejected action becomes a ``no_artifact`` turn with a reason code and a clear message. Nothing
a policy sends can make this stage raise: odd types, surrogates, NULs, over-long or colliding
names, huge replies all get a named outcome (see the property test).
"""

from __future__ import annotations

import posixpath
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from evogen.action import Action
from evogen.scaffold import Scaffold

MAX_REPLY_CHARS = 50_000  # a longer reply is cut here (and the turn notes it)
NAME_MAX_BYTES = 255  # one path component, as filesystems allow
PATH_MAX_BYTES = 1_024


def safe_text(text: str) -> str:
    """The text with lone surrogates replaced, so it can be written, logged and serialised."""
    return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace") if _has_surrogate(text) else text


def _has_surrogate(text: str) -> bool:
    return any(0xD800 <= ord(ch) <= 0xDFFF for ch in text)


@dataclass(frozen=True)
class Rejection:
    reason: str
    message: str


@dataclass(frozen=True)
class ValidSource:
    reply: str
    files: dict[str, str]  # src/... -> text, environment-owned files excluded
    notes: list[str] = field(default_factory=list)  # what was changed on the way (a cut reply …)


def clean_reply(reply: Any) -> tuple[str, list[str]]:
    """The reply as text that can be stored, cut at :data:`MAX_REPLY_CHARS`; notes say what changed."""
    notes = []
    text = reply if isinstance(reply, str) else ("" if reply is None else str(reply))
    if _has_surrogate(text):
        text = safe_text(text)
        notes.append("the reply held invalid characters (lone surrogates), replaced by U+FFFD")
    if len(text) > MAX_REPLY_CHARS:
        notes.append(f"the reply was cut from {len(text):,} to {MAX_REPLY_CHARS:,} characters")
        text = text[:MAX_REPLY_CHARS]
    return text, notes


_BAD_NAME = re.compile(r"[\x00-\x1f\\:*?\"<>|]")


def validate_action(action: Action, scaffold: Scaffold) -> ValidSource | Rejection:
    """Check paths, sizes, encodings and ownership; never raises for bad input."""
    try:
        return _validate(action, scaffold)
    except Exception as exc:  # noqa: BLE001 - a bug here must still give the turn a named outcome
        return Rejection("invalid_action", f"the action could not be read: {type(exc).__name__}")


def _validate(action: Action, scaffold: Scaffold) -> ValidSource | Rejection:
    reply, notes = clean_reply(action.reply)
    if not isinstance(action.files, dict) or not action.files:
        return Rejection("no_files", "the response contains no source files")
    if len(action.files) > scaffold.max_files:
        return Rejection("too_many_files", f"{len(action.files)} files; at most {scaffold.max_files} allowed")
    files: dict[str, str] = {}
    seen: dict[str, str] = {}  # normalised name -> the name as sent
    total = 0
    for raw_path, content in action.files.items():
        if not isinstance(raw_path, str):
            return Rejection("bad_path", f"a file name must be text, got {type(raw_path).__name__}")
        problem = _path_problem(raw_path, scaffold)
        if problem:
            return problem
        norm = posixpath.normpath(raw_path)
        key = unicodedata.normalize("NFC", norm).casefold()
        if key in seen:
            return Rejection("duplicate_path", f"{safe_text(raw_path)!r} and {safe_text(seen[key])!r} name the same file "
                             "(they differ only in case, Unicode form or './')")
        seen[key] = raw_path
        if isinstance(content, bytes):
            if len(content) > scaffold.max_file_bytes:
                return _too_large(norm, len(content), scaffold)
            try:
                content = content.decode("utf-8")
            except UnicodeDecodeError:
                return Rejection("not_utf8", f"{norm} is not valid UTF-8 text")
        if not isinstance(content, str):
            return Rejection("not_text", f"{norm} must be text, got {type(content).__name__}")
        size = len(content.encode("utf-8", errors="surrogatepass"))
        if size > scaffold.max_file_bytes:
            return _too_large(norm, size, scaffold)
        if _has_surrogate(content) or "\x00" in content:
            return Rejection("not_utf8", f"{norm} contains characters that are not valid UTF-8 text")
        total += size
        if total > scaffold.max_total_bytes:
            return Rejection("too_large", f"source exceeds {scaffold.max_total_bytes // 1000} kB in total")
        files[norm] = content
    # a file and a folder of the same name cannot both exist
    for name in files:
        parts = name.split("/")
        for i in range(2, len(parts)):
            prefix = "/".join(parts[:i])
            if prefix in files:
                return Rejection("path_collision", f"{prefix} is both a file and the folder of {name}")
    if "src/App.tsx" not in files and "src/App.jsx" not in files:
        return Rejection("no_entry_component", "src/App.tsx (the root component) is missing")
    return ValidSource(reply=reply, files=files, notes=notes)


def _too_large(path: str, size: int, scaffold: Scaffold) -> Rejection:
    return Rejection("file_too_large", f"{path} is {size:,} bytes; at most {scaffold.max_file_bytes:,} per file")


def _path_problem(path: str, scaffold: Scaffold) -> Rejection | None:
    shown = safe_text(path)[:200]
    if not path or _BAD_NAME.search(path) or _has_surrogate(path) or path != path.strip():
        return Rejection("bad_path", f"{shown!r} is not a valid file path")
    encoded = path.encode("utf-8")
    if len(encoded) > PATH_MAX_BYTES or any(len(part.encode("utf-8")) > NAME_MAX_BYTES for part in path.split("/")):
        return Rejection("bad_path", f"{shown[:80]!r}… is too long: at most {NAME_MAX_BYTES} bytes per name and "
                         f"{PATH_MAX_BYTES} per path")
    if path.startswith("/") or re.match(r"^[A-Za-z]:", path):
        return Rejection("absolute_path", f"{shown!r} is absolute; paths are relative, under src/")
    if ".." in path.split("/"):
        return Rejection("path_traversal", f"{shown!r} climbs out of the project with '..'")
    if "" in path.split("/")[:-1] or path.endswith("/"):
        return Rejection("bad_path", f"{shown!r} has an empty folder name")
    norm = posixpath.normpath(path)
    if not norm.startswith("src/"):
        return Rejection("outside_src", f"{shown!r} is outside src/; only src/ may be written")
    if norm in scaffold.owned_files:
        return Rejection("env_owned_file", f"{norm} belongs to the environment and may not be overwritten")
    if not norm.endswith(scaffold.source_suffixes):
        return Rejection("bad_suffix", f"{norm}: only {', '.join(scaffold.source_suffixes)} files are allowed")
    if any(part.startswith(".") for part in norm.split("/")):
        return Rejection("bad_path", f"{norm}: hidden (dot) files and folders are not allowed")
    return None
