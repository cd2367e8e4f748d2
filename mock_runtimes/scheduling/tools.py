"""Scheduling tools. Docstrings are the public descriptions the policy sees."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from mock_runtimes.base import Runtime, ToolFailure, advance_clock, evidence_token, tool
from mock_runtimes.scheduling.state import (
    Booking,
    BookingRequest,
    BookingStatus,
    Hold,
    Kind,
    Resource,
    SchedulingState,
    WaitlistEntry,
)

DATE = r"^\d{4}-\d{2}-\d{2}$"
TIME = r"^([01]\d|2[0-3]):[0-5]\d$"


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid")


# --- inputs -----------------------------------------------------------------------------
class ListResourcesIn(_In):
    kind: Kind | None = Field(None, description="only resources of this kind")


class ResourceDayIn(_In):
    resource_id: str
    date: str = Field(pattern=DATE, description="YYYY-MM-DD")


class ListBookingsIn(_In):
    date: str | None = Field(None, pattern=DATE)
    resource_id: str | None = None
    booked_for: str | None = Field(None, description="exact name the booking is for")
    include_cancelled: bool = False


class BookingIdIn(_In):
    booking_id: str


class DayIn(_In):
    date: str = Field(pattern=DATE)
    kind: Kind | None = None


class HoldIn(_In):
    resource_id: str
    date: str = Field(pattern=DATE)
    start: str = Field(pattern=TIME, description="HH:MM, on the resource's slot grid")
    held_for: str = Field(min_length=1, max_length=80, description="the person the slot is for")
    duration_minutes: int | None = Field(None, ge=1, le=720, description="default: one slot")


class ConfirmIn(_In):
    hold_id: str
    hold_token: str = Field(description="the hold_token returned by hold_slot")
    title: str = Field(min_length=1, max_length=120)


class ReleaseIn(_In):
    hold_id: str
    hold_token: str


class CancelIn(_In):
    booking_id: str
    evidence_token: str = Field(description="from get_booking on the current version")
    reason: str = Field("", max_length=200)


class RescheduleIn(_In):
    booking_id: str
    evidence_token: str = Field(description="from get_booking on the current version")
    new_date: str = Field(pattern=DATE)
    new_start: str = Field(pattern=TIME)


class RequestIn(_In):
    resource_id: str
    date: str = Field(pattern=DATE)
    start: str = Field(pattern=TIME)
    requested_by: str = Field(min_length=1, max_length=80)
    note: str = Field("", max_length=300)


class WaitlistIn(_In):
    resource_id: str
    date: str = Field(pattern=DATE)
    person: str = Field(min_length=1, max_length=80)


# --- outputs ----------------------------------------------------------------------------
class ListResourcesOut(BaseModel):
    resources: list[Resource]


class Slot(BaseModel):
    start: str
    end: str


class FreeSlotsOut(BaseModel):
    resource_id: str
    date: str
    slot_minutes: int
    slots: list[Slot]
    as_of: str


class CachedSlotsOut(BaseModel):
    resource_id: str
    date: str
    slots: list[Slot]
    cached_at: str


class BookingSummary(BaseModel):
    id: str
    resource_id: str
    date: str
    start: str
    end: str
    title: str
    booked_for: str
    status: BookingStatus


class ListBookingsOut(BaseModel):
    bookings: list[BookingSummary]


class GetBookingOut(BaseModel):
    booking: Booking
    evidence_token: str = Field(description="pass to cancel_booking / reschedule_booking")


class DayRow(BaseModel):
    resource_id: str
    name: str
    total_slots: int
    booked_slots: int
    held_slots: int
    free_slots: int


class DaySummaryOut(BaseModel):
    date: str
    resources: list[DayRow]


class WaitlistRow(BaseModel):
    id: str
    person: str
    position: int
    created_at: str


class WaitlistOut(BaseModel):
    resource_id: str
    date: str
    entries: list[WaitlistRow]


class HoldOut(BaseModel):
    hold: Hold
    hold_token: str = Field(description="pass to confirm_booking or release_hold")


class ReleaseOut(BaseModel):
    hold: Hold


class BookingOut(BaseModel):
    booking: Booking


class RequestOut(BaseModel):
    request: BookingRequest


class JoinOut(BaseModel):
    entry: WaitlistEntry
    position: int


def _minutes(hhmm: str) -> int:
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def _hhmm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _overlaps(a_start: str, a_end: str, b_start: str, b_end: str) -> bool:
    return _minutes(a_start) < _minutes(b_end) and _minutes(b_start) < _minutes(a_end)


class Scheduling(Runtime):
    domain = "scheduling"
    State = SchedulingState
    resources = {"scheduling://booking-policy": "Booking rules: hold length, cancellation notice, slot grid."}
    state: SchedulingState

    # --- deterministic clock, ids and tokens --------------------------------------------
    def _tick(self) -> str:
        self.state.clock = advance_clock(self.state.clock)
        return self.state.clock

    def _later(self, stamp: str, minutes: int) -> str:
        return advance_clock(stamp, minutes)

    @staticmethod
    def _booking_token(booking: Booking) -> str:
        return evidence_token("ev", booking.id, booking.version)

    @staticmethod
    def _hold_token(hold: Hold) -> str:
        return evidence_token("hk", hold.id, hold.resource_id, hold.date, hold.start, hold.created_at)

    # --- lookups ------------------------------------------------------------------------
    def _resource(self, resource_id: str) -> Resource:
        res = self.state.resources.get(resource_id)
        if res is None:
            raise ToolFailure("not_found", f"no resource {resource_id!r}")
        return res

    def _bookable(self, resource_id: str, date: str) -> Resource:
        res = self._resource(resource_id)
        if date not in self.state.days:
            raise ToolFailure("outside_calendar", f"{date} is not a bookable day (open days: {', '.join(self.state.days)})")
        if not res.active:
            raise ToolFailure("resource_inactive", f"{res.name} is out of service")
        return res

    def _booking(self, booking_id: str) -> Booking:
        for b in self.state.bookings:
            if b.id == booking_id:
                return b
        raise ToolFailure("not_found", f"no booking {booking_id!r}")

    def _hold(self, hold_id: str) -> Hold:
        for h in self.state.holds:
            if h.id == hold_id:
                return h
        raise ToolFailure("not_found", f"no hold {hold_id!r}")

    def _hold_live(self, hold: Hold) -> bool:
        return hold.status == "active" and hold.expires_at > self.state.clock

    def _grid(self, res: Resource) -> list[tuple[str, str]]:
        start, close, step = _minutes(res.opens), _minutes(res.closes), res.slot_minutes
        return [(_hhmm(t), _hhmm(t + step)) for t in range(start, close - step + 1, step)]

    def _busy(self, resource_id: str, date: str, *, skip_booking: str | None = None) -> tuple[list, list]:
        booked = [
            (b.start, b.end) for b in self.state.bookings
            if b.resource_id == resource_id and b.date == date and b.status == "confirmed" and b.id != skip_booking
        ]
        held = [
            (h.start, h.end) for h in self.state.holds
            if h.resource_id == resource_id and h.date == date and self._hold_live(h)
        ]
        return booked, held

    def _span(self, res: Resource, start: str, duration: int | None) -> str:
        minutes = duration or res.slot_minutes
        if (_minutes(start) - _minutes(res.opens)) % res.slot_minutes or minutes % res.slot_minutes:
            raise ToolFailure("invalid_slot", f"{res.name} is booked in {res.slot_minutes}-minute slots from {res.opens}")
        end = _minutes(start) + minutes
        if _minutes(start) < _minutes(res.opens) or end > _minutes(res.closes):
            raise ToolFailure("outside_hours", f"{res.name} is bookable {res.opens}–{res.closes}")
        return _hhmm(end)

    def _require_free(self, res: Resource, date: str, start: str, end: str, *, skip_booking: str | None = None) -> None:
        booked, held = self._busy(res.id, date, skip_booking=skip_booking)
        if any(_overlaps(start, end, s, e) for s, e in booked):
            raise ToolFailure("conflict", f"{res.name} is already booked on {date} between {start} and {end}")
        if any(_overlaps(start, end, s, e) for s, e in held):
            raise ToolFailure("conflict", f"{res.name} is on hold for someone else on {date} at {start}")

    def _require_token(self, booking: Booking, token: str) -> None:
        if token != self._booking_token(booking):
            raise ToolFailure(
                "stale_evidence",
                f"evidence token does not match the current version of {booking.id}; call get_booking first",
            )

    # --- reads --------------------------------------------------------------------------
    @tool("read", input=ListResourcesIn, output=ListResourcesOut)
    def list_resources(self, args: ListResourcesIn) -> ListResourcesOut:
        """List bookable resources (rooms, clinicians or instruments) with location, capacity, slot length, opening hours, whether they are in service (active) and whether bookings need manual approval. Ordered by id."""
        items = [r for _, r in sorted(self.state.resources.items()) if args.kind is None or r.kind == args.kind]
        return ListResourcesOut(resources=items)

    @tool("read", input=ResourceDayIn, output=FreeSlotsOut)
    def list_free_slots(self, args: ResourceDayIn) -> FreeSlotsOut:
        """Live availability: the free slots of one resource on one date, computed from current bookings and active holds. Authoritative."""
        res = self._bookable(args.resource_id, args.date)
        booked, held = self._busy(res.id, args.date)
        busy = booked + held
        slots = [Slot(start=s, end=e) for s, e in self._grid(res) if not any(_overlaps(s, e, bs, be) for bs, be in busy)]
        return FreeSlotsOut(resource_id=res.id, date=args.date, slot_minutes=res.slot_minutes, slots=slots,
                            as_of=self.state.clock)

    @tool("read", input=ResourceDayIn, output=CachedSlotsOut)
    def get_cached_availability(self, args: ResourceDayIn) -> CachedSlotsOut:
        """Availability feed cached early this morning for the lobby display boards. Fast, but not authoritative: it ignores bookings, holds and cancellations made since cached_at."""
        res = self._resource(args.resource_id)
        starts = self.state.cached_availability.get(res.id, {}).get(args.date, [])
        slots = [Slot(start=s, end=_hhmm(_minutes(s) + res.slot_minutes)) for s in starts]
        return CachedSlotsOut(resource_id=res.id, date=args.date, slots=slots, cached_at=self.state.cached_at)

    @tool("read", input=ListBookingsIn, output=ListBookingsOut)
    def list_bookings(self, args: ListBookingsIn) -> ListBookingsOut:
        """List bookings filtered by date, resource and/or the person they are for, ordered by date and start time. Cancelled bookings are left out unless include_cancelled is true. Has no evidence tokens: use get_booking before changing one."""
        out = []
        for b in sorted(self.state.bookings, key=lambda b: (b.date, b.start, b.resource_id, b.id)):
            if args.date and b.date != args.date:
                continue
            if args.resource_id and b.resource_id != args.resource_id:
                continue
            if args.booked_for and b.booked_for != args.booked_for:
                continue
            if b.status == "cancelled" and not args.include_cancelled:
                continue
            out.append(BookingSummary(**b.model_dump(include=set(BookingSummary.model_fields))))
        return ListBookingsOut(bookings=out)

    @tool("read", input=BookingIdIn, output=GetBookingOut)
    def get_booking(self, args: BookingIdIn) -> GetBookingOut:
        """Read one booking in full with an evidence token that cancel_booking and reschedule_booking require."""
        booking = self._booking(args.booking_id)
        return GetBookingOut(booking=booking, evidence_token=self._booking_token(booking))

    @tool("read", input=DayIn, output=DaySummaryOut)
    def get_day_summary(self, args: DayIn) -> DaySummaryOut:
        """Live per-resource slot counts for one date (total, booked, on hold, free), for active resources, optionally of one kind."""
        if args.date not in self.state.days:
            raise ToolFailure("outside_calendar", f"{args.date} is not a bookable day")
        rows = []
        for _, res in sorted(self.state.resources.items()):
            if not res.active or (args.kind and res.kind != args.kind):
                continue
            booked, held = self._busy(res.id, args.date)
            grid = self._grid(res)
            n_booked = sum(1 for s, e in grid if any(_overlaps(s, e, bs, be) for bs, be in booked))
            n_held = sum(1 for s, e in grid if any(_overlaps(s, e, hs, he) for hs, he in held)
                         and not any(_overlaps(s, e, bs, be) for bs, be in booked))
            rows.append(DayRow(resource_id=res.id, name=res.name, total_slots=len(grid), booked_slots=n_booked,
                               held_slots=n_held, free_slots=len(grid) - n_booked - n_held))
        return DaySummaryOut(date=args.date, resources=rows)

    @tool("read", input=ResourceDayIn, output=WaitlistOut)
    def get_waitlist(self, args: ResourceDayIn) -> WaitlistOut:
        """The waitlist of one resource on one date, in order (position 1 is offered the next freed slot)."""
        self._resource(args.resource_id)
        entries = [w for w in self.state.waitlist if w.resource_id == args.resource_id and w.date == args.date]
        rows = [WaitlistRow(id=w.id, person=w.person, position=i, created_at=w.created_at)
                for i, w in enumerate(entries, start=1)]
        return WaitlistOut(resource_id=args.resource_id, date=args.date, entries=rows)

    # --- writes -------------------------------------------------------------------------
    @tool("write", input=HoldIn, output=HoldOut)
    def hold_slot(self, args: HoldIn) -> HoldOut:
        """Put a short hold on a free slot (step 1 of booking). Returns a hold_token; the slot is booked only when confirm_booking is called with it before the hold expires. Fails with 'conflict' if the slot is taken and 'approval_required' for resources whose bookings need manual approval."""
        res = self._bookable(args.resource_id, args.date)
        if res.requires_approval:
            raise ToolFailure("approval_required", f"{res.name} needs approval: file a request with request_booking")
        end = self._span(res, args.start, args.duration_minutes)
        self._require_free(res, args.date, args.start, end)
        now = self._tick()
        hold = Hold(id=f"H-{self.state.next_hold}", resource_id=res.id, date=args.date, start=args.start, end=end,
                    held_for=args.held_for, created_at=now, expires_at=self._later(now, self.state.hold_minutes))
        self.state.next_hold += 1
        self.state.holds.append(hold)
        return HoldOut(hold=hold, hold_token=self._hold_token(hold))

    @tool("write", input=ConfirmIn, output=BookingOut)
    def confirm_booking(self, args: ConfirmIn) -> BookingOut:
        """Turn an active hold into a confirmed booking (step 2 of booking). Requires the hold_token from hold_slot."""
        hold = self._hold(args.hold_id)
        if args.hold_token != self._hold_token(hold):
            raise ToolFailure("stale_evidence", f"hold token does not match {hold.id}; use the token hold_slot returned")
        if hold.status != "active":
            raise ToolFailure("hold_not_active", f"{hold.id} is already {hold.status}")
        if not self._hold_live(hold):
            raise ToolFailure("hold_expired", f"{hold.id} expired at {hold.expires_at}; hold the slot again")
        now = self._tick()
        booking = Booking(id=f"B-{self.state.next_booking}", resource_id=hold.resource_id, date=hold.date,
                          start=hold.start, end=hold.end, title=args.title, booked_for=hold.held_for,
                          created_at=now, updated_at=now)
        self.state.next_booking += 1
        self.state.bookings.append(booking)
        hold.status = "confirmed"
        hold.booking_id = booking.id
        return BookingOut(booking=booking)

    @tool("write", input=ReleaseIn, output=ReleaseOut)
    def release_hold(self, args: ReleaseIn) -> ReleaseOut:
        """Give up an active hold so the slot is free again. Requires the hold_token."""
        hold = self._hold(args.hold_id)
        if args.hold_token != self._hold_token(hold):
            raise ToolFailure("stale_evidence", f"hold token does not match {hold.id}")
        if hold.status != "active":
            raise ToolFailure("hold_not_active", f"{hold.id} is already {hold.status}")
        self._tick()
        hold.status = "released"
        return ReleaseOut(hold=hold)

    @tool("write", input=CancelIn, output=BookingOut)
    def cancel_booking(self, args: CancelIn) -> BookingOut:
        """Cancel a confirmed booking now, freeing its slot. Requires the evidence_token from get_booking on the current version."""
        booking = self._booking(args.booking_id)
        self._require_token(booking, args.evidence_token)
        if booking.status == "cancelled":
            raise ToolFailure("already_cancelled", f"{booking.id} is already cancelled")
        booking.status = "cancelled"
        booking.cancel_reason = args.reason or None
        booking.version += 1
        booking.updated_at = self._tick()
        return BookingOut(booking=booking)

    @tool("write", input=RescheduleIn, output=BookingOut)
    def reschedule_booking(self, args: RescheduleIn) -> BookingOut:
        """Move a confirmed booking to another free start time (same length, same resource). Requires the evidence_token from get_booking on the current version."""
        booking = self._booking(args.booking_id)
        self._require_token(booking, args.evidence_token)
        if booking.status != "confirmed":
            raise ToolFailure("not_confirmed", f"{booking.id} is {booking.status}")
        res = self._bookable(booking.resource_id, args.new_date)
        length = _minutes(booking.end) - _minutes(booking.start)
        end = self._span(res, args.new_start, length)
        self._require_free(res, args.new_date, args.new_start, end, skip_booking=booking.id)
        booking.date, booking.start, booking.end = args.new_date, args.new_start, end
        booking.version += 1
        booking.updated_at = self._tick()
        return BookingOut(booking=booking)

    @tool("write", input=RequestIn, output=RequestOut)
    def request_booking(self, args: RequestIn) -> RequestOut:
        """File a booking request for manual review by the resource's coordinator. Does not book or hold anything: the slot stays free until a coordinator acts. Meant for resources that require approval."""
        res = self._bookable(args.resource_id, args.date)
        end = self._span(res, args.start, None)
        now = self._tick()
        req = BookingRequest(id=f"R-{self.state.next_request}", resource_id=res.id, date=args.date, start=args.start,
                             end=end, requested_by=args.requested_by, note=args.note, created_at=now)
        self.state.next_request += 1
        self.state.requests.append(req)
        return RequestOut(request=req)

    @tool("write", input=WaitlistIn, output=JoinOut)
    def join_waitlist(self, args: WaitlistIn) -> JoinOut:
        """Add a person to the waitlist of a resource on a date. Idempotent: someone already waiting keeps their place."""
        self._bookable(args.resource_id, args.date)
        entries = [w for w in self.state.waitlist if w.resource_id == args.resource_id and w.date == args.date]
        for i, w in enumerate(entries, start=1):
            if w.person == args.person:
                return JoinOut(entry=w, position=i)
        entry = WaitlistEntry(id=f"W-{self.state.next_waitlist}", resource_id=args.resource_id, date=args.date,
                              person=args.person, created_at=self._tick())
        self.state.next_waitlist += 1
        self.state.waitlist.append(entry)
        return JoinOut(entry=entry, position=len(entries) + 1)

    # --- resources ----------------------------------------------------------------------
    def resource(self, uri: str) -> dict[str, object]:
        return {"hold_minutes": self.state.hold_minutes, "cancellation_notice_hours": 2,
                "days": list(self.state.days), "slot_grid": "slots start at opening time, one slot_minutes apart"}
