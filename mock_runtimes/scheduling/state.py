"""Scheduling state: bookable resources (rooms, clinicians, instruments), bookings, holds,
requests for manual review, waitlists, a stale availability cache, a clock and id counters."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Kind = Literal["room", "clinician", "instrument"]
BookingStatus = Literal["confirmed", "cancelled"]
HoldStatus = Literal["active", "confirmed", "released"]


class Resource(BaseModel):
    id: str
    name: str
    kind: Kind
    location: str
    capacity: int = 1
    slot_minutes: int = 60
    opens: str = "08:00"
    closes: str = "18:00"
    active: bool = True
    requires_approval: bool = False
    note: str = ""


class Booking(BaseModel):
    id: str
    resource_id: str
    date: str
    start: str
    end: str
    title: str
    booked_for: str
    status: BookingStatus = "confirmed"
    created_at: str
    updated_at: str
    version: int = 1
    cancel_reason: str | None = None


class Hold(BaseModel):
    id: str
    resource_id: str
    date: str
    start: str
    end: str
    held_for: str
    status: HoldStatus = "active"
    created_at: str
    expires_at: str
    booking_id: str | None = None


class BookingRequest(BaseModel):
    id: str
    resource_id: str
    date: str
    start: str
    end: str
    requested_by: str
    note: str = ""
    status: Literal["pending_review"] = "pending_review"
    created_at: str


class WaitlistEntry(BaseModel):
    id: str
    resource_id: str
    date: str
    person: str
    created_at: str


class SchedulingState(BaseModel):
    clock: str = "2026-03-02T09:00:00Z"
    days: list[str] = Field(default_factory=list, description="the bookable dates, YYYY-MM-DD")
    hold_minutes: int = 10
    next_booking: int = 2001
    next_hold: int = 1
    next_request: int = 1
    next_waitlist: int = 1
    resources: dict[str, Resource] = Field(default_factory=dict)
    bookings: list[Booking] = Field(default_factory=list)
    holds: list[Hold] = Field(default_factory=list)
    requests: list[BookingRequest] = Field(default_factory=list)
    waitlist: list[WaitlistEntry] = Field(default_factory=list)
    cached_at: str = "2026-03-02T06:00:00Z"
    cached_availability: dict[str, dict[str, list[str]]] = Field(
        default_factory=dict, description="display-board feed: free slot starts per resource and date, as of cached_at"
    )
