"""The fixed web environment generated source is built in (``envs/react-vite``).

It says which files an action may write, which packages it may import, which files the
environment owns, and the rules text shown to the policy.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from evogen.paths import envs_dir


@dataclass(frozen=True)
class Scaffold:
    name: str
    root: Path
    owned_files: tuple[str, ...] = ("src/main.tsx", "src/bridge.ts")
    allowed_imports: tuple[str, ...] = ("react", "react-dom", "react-dom/client", "react/jsx-runtime")
    source_suffixes: tuple[str, ...] = (".tsx", ".ts", ".jsx", ".js", ".css", ".json", ".svg")
    max_files: int = 60
    max_file_bytes: int = 200_000
    max_total_bytes: int = 1_000_000
    config_files: tuple[str, ...] = field(default=("index.html", "vite.config.mjs", "tsconfig.json", "package.json"))

    @property
    def node_modules(self) -> Path:
        return self.root / "node_modules"

    def is_installed(self) -> bool:
        return (self.node_modules / "vite" / "package.json").exists()

    def vite_version(self) -> str | None:
        pkg = self.node_modules / "vite" / "package.json"
        return json.loads(pkg.read_text())["version"] if pkg.exists() else None

    def owned_sources(self) -> dict[str, str]:
        return {name: (self.root / name).read_text(encoding="utf-8") for name in self.owned_files}

    def starter_files(self) -> dict[str, str]:
        """What a policy sees as 'the latest source' at turn 1."""
        files = {"src/App.tsx": (self.root / "src/App.tsx").read_text(encoding="utf-8")}
        return {**self.owned_sources(), **files}

    @cached_property
    def fingerprint(self) -> str:
        """Hash of everything besides the action that decides the build output."""
        digest = hashlib.sha256()
        for name in (*self.config_files, "package-lock.json", *self.owned_files):
            digest.update(name.encode() + b"\0" + (self.root / name).read_bytes() + b"\0")
        return digest.hexdigest()

    def rules(self, *, has_tools: bool) -> str:
        lines = [
            "Return the complete src/ tree every turn: every file under src/ that the app needs.",
            "Write only files under src/ with suffixes " + ", ".join(self.source_suffixes) + ".",
            f"src/App.tsx must default-export the root component. {', '.join(self.owned_files)} belong to "
            "the environment: do not write them.",
            "Allowed package imports: " + ", ".join(self.allowed_imports) + ". Relative imports of your "
            "own src/ files are fine; any other package fails the build.",
            "No network access: fetch, XMLHttpRequest, WebSocket and external assets are blocked.",
            f"At most {self.max_files} files, {self.max_file_bytes // 1000} kB per file.",
        ]
        if has_tools:
            lines.append(
                "Reach tools only through the bridge: `import { callTool, readResource } from './bridge'`; "
                "`await callTool(name, args)` resolves to the tool's result or rejects with a ToolError "
                "(fields code, message)."
            )
        return "\n".join(f"- {line}" for line in lines)


def default_scaffold() -> Scaffold:
    return Scaffold(name="react-vite", root=envs_dir() / "react-vite")
