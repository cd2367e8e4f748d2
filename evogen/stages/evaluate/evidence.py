"""Render a turn's evidence into prompt material, channel by channel, in order of trust."""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from evogen.stages.act.scripted import ActResult

# most trusted first: action-bound evidence, then what was seen, then logs, then code, the reply last
TRUST_ORDER = ("requirements", "checklist", "actor_trace", "screenshots", "page_text", "accessibility", "probe", "tool_log",
               "console", "network", "build_log", "source", "reply")
MAX_IMAGES = 6
CHANNEL_LIMIT = 12_000


@dataclass
class TurnEvidence:
    """Everything an evaluator may see about one turn."""

    reply: str
    act: ActResult
    source: dict[str, str] = field(default_factory=dict)
    build_log: str = ""

    def text(self, channel: str) -> str:
        return _render(self, channel)[:CHANNEL_LIMIT]

    def images(self, limit: int = MAX_IMAGES) -> list[dict[str, Any]]:
        """Landing screenshot first, then staged requirement screenshots, as image_url parts."""
        paths = [self.act.landing.screenshot] + [r.screenshot for r in self.act.requirements]
        parts = []
        for p in [p for p in paths if p][:limit]:
            data = base64.b64encode(Path(p).read_bytes()).decode()
            parts.append({"type": "image_url", "image_url": {"url": f"data:image/png;base64,{data}"}})
        return parts


def _render(ev: TurnEvidence, channel: str) -> str:
    act = ev.act
    if channel == "requirements":
        return "\n".join(
            f"- [{'PASS' if r.passed else 'FAIL'}] {r.requirement.id} ({'carried from turn ' + str(r.requirement.introduced_at) if r.carried else 'new'}): "
            f"{r.requirement.statement}" + (f" — {r.message}" if r.message else "")
            for r in act.requirements
        ) or "(no requirements were checked)"
    if channel == "checklist":
        return "\n".join(f"- {r.requirement.id}: {r.requirement.statement}" for r in act.requirements) \
            or "(nothing to check)"
    if channel == "actor_trace":
        lines = []
        for r in act.requirements:
            steps = []
            for s in r.steps:
                what = f"{s.verb} {s.target}".strip()
                seen = f" → {s.message}" if s.message else ""
                steps.append(f"{what}{seen}" + ("" if s.ok else " ✗"))
            lines.append(f"{r.requirement.id} ({r.requirement.statement[:120]}):\n  " + "\n  ".join(steps or ["(no steps)"]))
        return "\n".join(lines) or "(the actor took no steps)"
    if channel == "page_text":
        return act.landing.ui_text or "(no visible text)"
    if channel == "accessibility":
        return act.landing.aria
    if channel == "probe":
        return json.dumps(act.landing.probe, indent=1)
    if channel == "tool_log":
        return "\n".join(
            f"{c.get('phase')}: {c['name']}({json.dumps(c.get('args', {}))[:200]}) -> "
            f"{'ok' if c['ok'] else 'ERROR ' + json.dumps(c.get('error'))}" for c in act.tool_log
        ) or "(no tool calls)"
    if channel == "console":
        return json.dumps({"page_errors": act.browser_log.page_errors, "console": act.browser_log.console})[:4000]
    if channel == "network":
        return json.dumps({"blocked": act.browser_log.blocked})
    if channel == "build_log":
        return ev.build_log or "(build succeeded)"
    if channel == "source":
        return "\n\n".join(f"// {name}\n{text}" for name, text in sorted(ev.source.items()))
    if channel == "reply":
        return ev.reply or "(empty reply)"
    if channel == "screenshots":
        return "(screenshots attached as images)"
    raise KeyError(channel)
