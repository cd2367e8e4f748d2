"""Helpdesk state: tickets, agents, a deterministic clock and id counters."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Status = Literal["open", "pending", "resolved", "closed"]
Priority = Literal["low", "normal", "high", "urgent"]


class Comment(BaseModel):
    id: str
    author: str
    body: str
    internal: bool = False
    at: str


class Ticket(BaseModel):
    id: str
    subject: str
    customer: str
    priority: Priority
    status: Status
    assignee: str | None = None
    tags: list[str] = Field(default_factory=list)
    created_at: str
    updated_at: str
    version: int = 1
    comments: list[Comment] = Field(default_factory=list)


class Agent(BaseModel):
    id: str
    name: str
    team: str
    active: bool = True


class ScheduledJob(BaseModel):
    id: str
    ticket_ids: list[str]
    status: Status
    run_at: str


class HelpdeskState(BaseModel):
    clock: str = "2026-03-02T09:00:00Z"
    next_ticket: int = 1100
    next_comment: int = 1
    next_job: int = 1
    tickets: dict[str, Ticket] = Field(default_factory=dict)
    agents: dict[str, Agent] = Field(default_factory=dict)
    cached_index: dict[str, Status] = Field(
        default_factory=dict, description="nightly search index: status as of last night"
    )
    scheduled_jobs: list[ScheduledJob] = Field(default_factory=list)
