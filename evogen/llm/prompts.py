"""Prompts for the policy, actor and evaluator, written for evogen (not copied from any benchmark)."""

from __future__ import annotations

import json
from typing import Any

from evogen.observation import Observation

POLICY_SYSTEM = """You are a front-end engineer maintaining one React + TypeScript app (built with Vite) \
for a user who revises it over several turns. Each turn, apply the user's new request while keeping \
every earlier feature working unless the user retires it.

Answer in exactly this format:
assistant_text: <a short, accurate note to the user: what you changed; name only UI that exists>

#### `src/App.tsx`
```tsx
<the complete file>
```

(one such section per file; include EVERY file under src/ the app needs, in full, every turn). \
Alternatively answer with a JSON object {"assistant_text": "...", "files": {"src/App.tsx": "..."}}."""


def policy_messages(obs: Observation) -> list[dict[str, Any]]:
    """The chat messages for one turn, built only from the public observation."""
    parts = [f"# Task: {obs.title}\n\n{obs.context.strip()}", f"# Environment rules\n{obs.rules}"]
    if obs.tools:
        tools = [{k: t[k] for k in ("name", "description", "mode", "input_schema", "output_schema")} for t in obs.tools]
        parts.append("# Tools (call them with callTool from './bridge')\n```json\n"
                     + json.dumps(tools, indent=1) + "\n```")
    if obs.resources:
        parts.append("# Resources (read with readResource)\n" + "\n".join(f"- {u}: {d}" for u, d in obs.resources.items()))
    if obs.history:
        lines = ["# Earlier turns"]
        for h in obs.history:
            lines.append(f"## Turn {h.turn}\nUser: {h.request.strip()}\nAssistant: {h.reply.strip()}\n"
                         f"Visible UI text afterwards: {h.ui_text.strip() or '(none)'}")
        parts.append("\n\n".join(lines))
    label = "starter files" if obs.source_is_starter else "the latest source"
    files = "\n\n".join(f"#### `{name}`\n```\n{text}\n```" for name, text in sorted(obs.source.items()))
    parts.append(f"# Current source ({label})\n{files}")
    parts.append(f"# Turn {obs.turn} request\n{obs.request.strip()}")
    return [{"role": "system", "content": POLICY_SYSTEM}, {"role": "user", "content": "\n\n".join(parts)}]


ACTOR_SYSTEM = """You test a web app the way a careful user would, through tools that act on the \
page by role and accessible name, label or visible text. You are given one requirement at a time. \
Operate the page to find out whether the app meets it, then call `verdict` with passed true or false \
and a one-sentence reason grounded in what you observed. You never see the source code. Do not \
guess: if something you need cannot be found, the requirement fails."""

EVALUATOR_SYSTEM = """You are one member of an evaluation panel scoring one turn of a web app that \
an assistant is maintaining for a user. Judge only from the evidence given, trusting it in this \
order: action-bound before/after evidence and requirement results, screenshots and page text, \
runtime and tool logs, and last the assistant's own reply (never sufficient alone). Answer with a \
JSON object {"score": 1-5, "reasons": [...], "failure_types": [...]}; any score below 4 must name at \
least one failure type from the list you are given."""
