"""Stage 7 — write a turn's evidence bundle to disk.

One folder per turn: source, build log, screenshots, accessibility snapshot, visible text,
console/network/tool logs, runtime state before/after, actor trace, requirement results, scores.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

_SAFE = re.compile(r"[^A-Za-z0-9._-]+")


class EvidenceWriter:
    """Writes named evidence files under one folder and remembers their paths."""

    def __init__(self, folder: Path | None, *, screenshots: str = "failures"):
        self.folder = folder
        self.screenshots = screenshots  # "none" | "failures" | "requirements" | "all"
        self.paths: dict[str, str] = {}
        if folder is not None:
            folder.mkdir(parents=True, exist_ok=True)

    def _path(self, name: str) -> Path | None:
        if self.folder is None:
            return None
        path = self.folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        return path

    def bytes(self, name: str, data: bytes) -> str | None:
        path = self._path(name)
        if path is None:
            return None
        path.write_bytes(data)
        self.paths[name] = str(path)
        return str(path)

    def text(self, name: str, data: str) -> str | None:
        return self.bytes(name, data.encode("utf-8", "replace"))

    def json(self, name: str, data: Any) -> str | None:
        return self.text(name, json.dumps(data, indent=2, sort_keys=True, default=str))

    def source(self, files: dict[str, str]) -> None:
        for name, text in files.items():
            self.text(f"source/{name}", text)

    def screenshot(self, page: Any, label: str) -> str | None:
        """Viewport screenshot named after ``label``; None when screenshots are off or it fails."""
        if self.folder is None or self.screenshots == "none":
            return None
        try:
            data = page.screenshot(animations="disabled", timeout=5_000)
        except Exception:  # noqa: BLE001 - a dead page gives no picture, not a crash
            return None
        name = f"screenshots/{len([k for k in self.paths if k.startswith('screenshots/')]):03d}-{_SAFE.sub('_', label)}.png"
        return self.bytes(name, data)
