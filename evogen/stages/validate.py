"""Stage 1 — validate an action's files against the scaffold's rules.

A rejected action becomes a ``no_artifact`` turn with a reason code and a clear message.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass

from evogen.action import Action
from evogen.scaffold import Scaffold


@dataclass(frozen=True)
class Rejection:
    reason: str
    message: str


@dataclass(frozen=True)
class ValidSource:
    reply: str
    files: dict[str, str]  # src/... -> text, environment-owned files excluded


_BAD_NAME = re.compile(r"[\x00-\x1f\\:*?\"<>|]")


def validate_action(action: Action, scaffold: Scaffold) -> ValidSource | Rejection:
    """Check paths, sizes, encodings and ownership; never raises for bad input."""
    if not action.files:
        return Rejection("no_files", "the response contains no source files")
    if len(action.files) > scaffold.max_files:
        return Rejection("too_many_files", f"{len(action.files)} files; at most {scaffold.max_files} allowed")
    files: dict[str, str] = {}
    total = 0
    for raw_path, content in action.files.items():
        path = str(raw_path)
        problem = _path_problem(path, scaffold)
        if problem:
            return problem
        norm = posixpath.normpath(path)
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
        if any(0xD800 <= ord(ch) <= 0xDFFF for ch in content) or "\x00" in content:
            return Rejection("not_utf8", f"{norm} contains bytes that are not valid UTF-8 text")
        total += size
        if total > scaffold.max_total_bytes:
            return Rejection("too_large", f"source exceeds {scaffold.max_total_bytes // 1000} kB in total")
        files[norm] = content
    if "src/App.tsx" not in files and "src/App.jsx" not in files:
        return Rejection("no_entry_component", "src/App.tsx (the root component) is missing")
    return ValidSource(reply=action.reply or "", files=files)


def _too_large(path: str, size: int, scaffold: Scaffold) -> Rejection:
    return Rejection("file_too_large", f"{path} is {size:,} bytes; at most {scaffold.max_file_bytes:,} per file")


def _path_problem(path: str, scaffold: Scaffold) -> Rejection | None:
    if not path or _BAD_NAME.search(path):
        return Rejection("bad_path", f"{path!r} is not a valid file path")
    if path.startswith("/") or re.match(r"^[A-Za-z]:", path):
        return Rejection("absolute_path", f"{path!r} is absolute; paths are relative, under src/")
    if ".." in path.split("/"):
        return Rejection("path_traversal", f"{path!r} climbs out of the project with '..'")
    norm = posixpath.normpath(path)
    if not norm.startswith("src/"):
        return Rejection("outside_src", f"{path!r} is outside src/; only src/ may be written")
    if norm in scaffold.owned_files:
        return Rejection("env_owned_file", f"{norm} belongs to the environment and may not be overwritten")
    if not norm.endswith(scaffold.source_suffixes):
        return Rejection("bad_suffix", f"{norm}: only {', '.join(scaffold.source_suffixes)} files are allowed")
    return None
