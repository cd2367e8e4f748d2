"""Lodging state: a small guesthouse front desk. Room types, rooms with a housekeeping status,
rate plans with cancellation rules, reservations with folios, room moves, a business date that only
the fixture sets (never the real clock), a domain clock moved on by every write, and id counters."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Housekeeping = Literal["dirty", "clean", "inspected", "out_of_order"]
ResStatus = Literal["booked", "in_house", "checked_out", "cancelled", "no_show"]
LineKind = Literal["charge", "payment", "refund"]
ChargeCategory = Literal["room", "minibar", "restaurant", "parking", "laundry", "misc",
                         "cancellation_fee", "no_show_fee"]
PostableCategory = Literal["minibar", "restaurant", "parking", "laundry", "misc"]
PayMethod = Literal["card", "cash"]
FeeBasis = Literal["first_night", "whole_stay"]


class RoomType(BaseModel):
    code: str
    name: str
    rack_rate: float = Field(description="nightly rate before any rate-plan discount, USD, 2 decimals")
    capacity: int = Field(description="most guests the room type sleeps")


class RatePlan(BaseModel):
    code: str
    name: str
    discount_percent: int = Field(description="off the rack rate; nightly rate rounded half up to the cent")
    min_advance_days: int = Field(0, description="booking must be made at least this many days before arrival")
    free_cancel_days: int | None = Field(
        description="cancellation is free while arrival is at least this many days after the business date; "
                    "None = never free")
    late_fee_basis: FeeBasis
    late_fee_percent: int
    no_show_nights: int = Field(description="nights charged on a no-show, capped at the stay's nights")


class Room(BaseModel):
    number: str
    room_type: str
    floor: int
    housekeeping: Housekeeping
    occupied_by: str | None = Field(None, description="id of the in-house reservation in the room")
    note: str = ""
    version: int = 1
    updated_at: str


class FolioLine(BaseModel):
    id: str
    kind: LineKind
    category: ChargeCategory | None = Field(None, description="charges only")
    method: PayMethod | None = Field(None, description="payments and refunds only")
    description: str
    amount: float = Field(description="positive USD, 2 decimals")
    night: str | None = Field(None, description="room charges: the night (YYYY-MM-DD) charged")
    posted_at: str
    voided: bool = False
    void_reason: str | None = None
    refunded: float = Field(0.0, description="payments: USD refunded from this payment so far")
    refund_of: str | None = Field(None, description="refunds: the payment line refunded")


class Reservation(BaseModel):
    id: str
    guest_name: str
    guests: int
    room_type: str
    rate_plan: str
    arrival: str
    departure: str
    nightly_rate: float
    status: ResStatus
    room: str | None = None
    folio: list[FolioLine] = Field(default_factory=list)
    created_at: str
    updated_at: str
    version: int = 1


class RoomMove(BaseModel):
    id: str
    reservation_id: str
    from_room: str
    to_room: str
    reason: str
    at: str


class CachedAvailability(BaseModel):
    as_of: str
    free: dict[str, dict[str, int]] = Field(
        default_factory=dict, description="room type -> night (YYYY-MM-DD) -> rooms free at the time of the export")


class LodgingState(BaseModel):
    property_name: str = "Guesthouse"
    business_date: str = "2026-05-14"
    clock: str = "2026-05-14T15:00:00Z"
    max_nights: int = 14
    charge_limit: float = 500.0
    next_reservation: int = 7001
    next_line: int = 1
    next_move: int = 401
    room_types: dict[str, RoomType] = Field(default_factory=dict)
    rate_plans: dict[str, RatePlan] = Field(default_factory=dict)
    rooms: dict[str, Room] = Field(default_factory=dict)
    reservations: dict[str, Reservation] = Field(default_factory=dict)
    moves: list[RoomMove] = Field(default_factory=list)
    cached_availability: CachedAvailability = Field(
        default_factory=lambda: CachedAvailability(as_of="2026-05-13T23:30:00Z"))
