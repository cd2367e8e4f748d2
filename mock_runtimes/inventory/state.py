"""Inventory state: items with stock per location, transfers, purchase orders, a clock and counters."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

LocationKind = Literal["warehouse", "store"]
POStatus = Literal["open", "received", "cancelled"]
PlanStatus = Literal["planned", "committed"]
AdjustReason = Literal["cycle_count", "damaged", "found", "shrinkage"]


class Location(BaseModel):
    id: str
    name: str
    kind: LocationKind
    city: str


class Supplier(BaseModel):
    id: str
    name: str
    lead_time_days: int


class StockLevel(BaseModel):
    on_hand: int = 0
    reserved: int = 0


class Item(BaseModel):
    sku: str
    name: str
    supplier_id: str
    case_pack: int
    reorder_point: int = Field(description="reorder when total available across locations drops below this")
    reorder_qty: int = Field(description="standard order quantity")
    unit_cost: float
    stock: dict[str, StockLevel] = Field(default_factory=dict, description="location id -> stock level")
    version: int = 1
    updated_at: str


class Transfer(BaseModel):
    id: str
    sku: str
    from_location: str
    to_location: str
    quantity: int
    committed_at: str
    plan_id: str | None = None


class TransferPlan(BaseModel):
    id: str
    sku: str
    from_location: str
    to_location: str
    quantity: int
    item_version: int
    status: PlanStatus = "planned"
    created_at: str


class PurchaseOrder(BaseModel):
    id: str
    sku: str
    supplier_id: str
    quantity: int
    deliver_to: str
    status: POStatus
    created_at: str
    expected_at: str
    closed_at: str | None = None


class Reservation(BaseModel):
    id: str
    sku: str
    location: str
    quantity: int
    reference: str
    at: str


class Adjustment(BaseModel):
    id: str
    sku: str
    location: str
    before: int
    after: int
    reason: AdjustReason
    at: str


class QuoteRequest(BaseModel):
    id: str
    sku: str
    supplier_id: str
    quantity: int
    requested_at: str


class CachedReport(BaseModel):
    as_of: str
    available: dict[str, dict[str, int]] = Field(
        default_factory=dict, description="sku -> location id -> available units as of the nightly export"
    )


class InventoryState(BaseModel):
    clock: str = "2026-03-02T09:00:00Z"
    next_transfer: int = 2201
    next_plan: int = 1
    next_po: int = 4100
    next_reservation: int = 301
    next_adjustment: int = 1
    next_quote: int = 302
    locations: dict[str, Location] = Field(default_factory=dict)
    suppliers: dict[str, Supplier] = Field(default_factory=dict)
    items: dict[str, Item] = Field(default_factory=dict)
    transfers: list[Transfer] = Field(default_factory=list)
    plans: list[TransferPlan] = Field(default_factory=list)
    purchase_orders: list[PurchaseOrder] = Field(default_factory=list)
    reservations: list[Reservation] = Field(default_factory=list)
    adjustments: list[Adjustment] = Field(default_factory=list)
    quote_requests: list[QuoteRequest] = Field(default_factory=list)
    cached_report: CachedReport = Field(default_factory=lambda: CachedReport(as_of="2026-03-01T22:00:00Z"))
