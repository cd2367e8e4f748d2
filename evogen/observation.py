"""What a policy sees each turn (design.md §3)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

REPLY_LIMIT = 1_200
UI_TEXT_LIMIT = 2_000


class EarlierTurn(BaseModel):
    """An earlier turn in compact form."""

    turn: int
    request: str
    reply: str = Field("", description=f"the assistant's reply, at most {REPLY_LIMIT} characters")
    ui_text: str = Field("", description=f"visible text of the UI that was built, at most {UI_TEXT_LIMIT} characters")


class Observation(BaseModel):
    task_id: str
    title: str
    suite: str
    turn: int = Field(ge=1, le=5)
    request: str
    context: str
    tools: list[dict[str, Any]] = Field(default_factory=list, description="public tool contracts")
    resources: dict[str, str] = Field(default_factory=dict, description="resource uri -> description")
    history: list[EarlierTurn] = Field(default_factory=list)
    source: dict[str, str] = Field(default_factory=dict, description="full source of the latest turn (starter files at turn 1)")
    source_is_starter: bool = True
    rules: str = ""

    def to_dict(self) -> dict[str, Any]:
        return self.model_dump(mode="json")
