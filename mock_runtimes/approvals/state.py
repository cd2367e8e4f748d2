"""Approvals state: expense claims and purchase requests against cost-centre budgets.

Amounts are US dollars rounded to cents. Ids and the clock are deterministic: counters and an
ISO clock live in the state and advance one minute per write.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Kind = Literal["expense", "purchase"]
RequestStatus = Literal["submitted", "approved", "rejected", "paid"]
Category = Literal["travel", "meals", "lodging", "training", "equipment", "software", "services"]
PaymentStatus = Literal["draft", "released"]


class HistoryEntry(BaseModel):
    at: str
    action: str
    by: str
    note: str = ""


class Request(BaseModel):
    id: str
    kind: Kind
    title: str
    requester: str
    cost_centre: str
    category: Category
    amount: float
    status: RequestStatus
    submitted_at: str
    version: int = 1
    flagged: bool = False
    flag_note: str | None = None
    decided_by: str | None = None
    decided_at: str | None = None
    rejection_reason: str | None = None
    history: list[HistoryEntry] = Field(default_factory=list)


class CostCentre(BaseModel):
    id: str
    name: str
    owner: str
    budget: float = Field(description="annual budget for the fiscal year")
    approved_total: float = Field(description="sum of approved and paid requests this fiscal year")
    remaining: float = Field(description="budget - approved_total")
    version: int = 1


class Approver(BaseModel):
    id: str
    name: str
    title: str
    approval_limit: float = Field(description="largest single request this person may approve")
    cost_centres: list[str]
    active: bool = True


class Payment(BaseModel):
    id: str
    request_id: str
    amount: float
    payee: str
    status: PaymentStatus
    created_at: str


class ApprovalsState(BaseModel):
    clock: str = "2026-03-02T09:00:00Z"
    fiscal_year: str = "FY2026"
    next_expense: int = 2100
    next_purchase: int = 3200
    next_payment: int = 7001
    requests: dict[str, Request] = Field(default_factory=dict)
    cost_centres: dict[str, CostCentre] = Field(default_factory=dict)
    approvers: dict[str, Approver] = Field(default_factory=dict)
    payments: dict[str, Payment] = Field(default_factory=dict)
    policy_limits: dict[str, float] = Field(default_factory=dict, description="per-category cap on one request")
    month_end_snapshot: dict[str, float] = Field(
        default_factory=dict, description="remaining budget per cost centre at the February close (stale)"
    )
    month_end_as_of: str = "2026-02-28T18:00:00Z"
