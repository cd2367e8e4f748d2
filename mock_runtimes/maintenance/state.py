"""Maintenance state: sites, assets, technicians, spare parts, work orders and preventive schedules.

Money is US dollars rounded to cents. Ids and time are deterministic: counters and an ISO-8601
UTC clock live in the state, and the clock moves on one minute with every successful write.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Criticality = Literal["A", "B", "C"]
AssetStatus = Literal["in_service", "out_of_service", "retired"]
Priority = Literal["P1", "P2", "P3", "P4"]
Trade = Literal["electrical", "hvac", "plumbing", "mechanical", "fabric"]
OrderKind = Literal["reactive", "preventive"]
OrderStatus = Literal["open", "assigned", "in_progress", "on_hold", "completed", "closed", "cancelled"]

ACTIVE_STATUSES: tuple[str, ...] = ("open", "assigned", "in_progress", "on_hold")
ASSIGNED_STATUSES: tuple[str, ...] = ("assigned", "in_progress", "on_hold")


class Site(BaseModel):
    id: str
    name: str
    city: str


class Asset(BaseModel):
    id: str
    name: str
    site_id: str
    criticality: Criticality = Field(description="A = business critical, B = important, C = routine")
    status: AssetStatus = "in_service"


class Technician(BaseModel):
    id: str
    name: str
    skills: list[Trade]
    max_open: int = Field(description="cap on work orders assigned to this person that are not yet finished")
    active: bool = True


class Part(BaseModel):
    sku: str
    name: str
    unit_cost: float = Field(description="US dollars per unit")
    on_hand: int
    reserved: int = 0
    reorder_level: int = Field(description="low stock when available (on_hand - reserved) is at or below this")


class PartLine(BaseModel):
    sku: str
    reserved: int = Field(0, description="units held in stores for this order, not yet issued")
    issued: int = Field(0, description="units handed out to the order in total")
    returned: int = Field(0, description="issued units handed back to stores")


class LabourEntry(BaseModel):
    id: str
    technician_id: str
    minutes: int
    note: str = ""
    at: str


class HistoryEntry(BaseModel):
    at: str
    action: str
    by: str = "ui"
    note: str = ""


class WorkOrder(BaseModel):
    id: str
    asset_id: str
    title: str
    kind: OrderKind = "reactive"
    priority: Priority
    trade: Trade
    requires_parts: bool = False
    status: OrderStatus
    opened_at: str
    due_at: str
    assigned_to: str | None = None
    schedule_id: str | None = None
    version: int = 1
    hold_reason: str | None = None
    completion_note: str | None = None
    completed_at: str | None = None
    closed_at: str | None = None
    cancelled_at: str | None = None
    cancel_reason: str | None = None
    parts: list[PartLine] = Field(default_factory=list)
    labour: list[LabourEntry] = Field(default_factory=list)
    history: list[HistoryEntry] = Field(default_factory=list)


class PMSchedule(BaseModel):
    id: str
    asset_id: str
    title: str
    trade: Trade
    priority: Priority
    interval_days: int
    last_done: str = Field(description="YYYY-MM-DD")
    requires_parts: bool = False
    active: bool = True
    open_work_order: str | None = None


class DashboardCache(BaseModel):
    as_of: str
    orders_by_status: dict[str, int] = Field(default_factory=dict)
    overdue: int = 0
    low_stock: list[str] = Field(default_factory=list)
    technician_load: dict[str, int] = Field(default_factory=dict)
    pm_due_this_week: int = 0


class MaintenanceState(BaseModel):
    clock: str = "2026-04-14T08:00:00Z"
    organisation: str = "Kestrel Works Facilities"
    next_work_order: int = 2001
    next_labour: int = 501
    labour_rate: float = Field(68.0, description="US dollars per hour of logged labour")
    response_hours: dict[str, int] = Field(
        default_factory=lambda: {"P1": 4, "P2": 24, "P3": 72, "P4": 240},
        description="priority -> hours from opening to due",
    )
    pm_window_days: int = Field(7, description="a schedule can be raised once its next due date is this close")
    sites: dict[str, Site] = Field(default_factory=dict)
    assets: dict[str, Asset] = Field(default_factory=dict)
    technicians: dict[str, Technician] = Field(default_factory=dict)
    parts: dict[str, Part] = Field(default_factory=dict)
    work_orders: dict[str, WorkOrder] = Field(default_factory=dict)
    schedules: dict[str, PMSchedule] = Field(default_factory=dict)
    dashboard: DashboardCache = Field(default_factory=lambda: DashboardCache(as_of="2026-04-13T22:00:00Z"))
