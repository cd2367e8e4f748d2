"""Lodging tools: the front desk of a small guesthouse. Docstrings are the public descriptions the
app's author sees. Money is USD as numbers with 2 decimals; every computed amount is rounded half up
to the cent. Dates are YYYY-MM-DD; "today" is always the domain's business date, never the real clock."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

from pydantic import BaseModel, ConfigDict, Field

from mock_runtimes.base import NoArgs, Runtime, ToolFailure, advance_clock, evidence_token, tool
from mock_runtimes.lodging.state import (
    FeeBasis,
    FolioLine,
    Housekeeping,
    LodgingState,
    PayMethod,
    PostableCategory,
    RatePlan,
    Reservation,
    ResStatus,
    Room,
    RoomMove,
    RoomType,
)

ACTIVE: tuple[str, ...] = ("booked", "in_house")
CENT = Decimal("0.01")


class _In(BaseModel):
    # text arguments lose spaces at either end before their length limits are checked
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


def _dec(x: float) -> Decimal:
    return Decimal(str(x))


def _money(x: Decimal | float) -> float:
    value = x if isinstance(x, Decimal) else _dec(x)
    return float(value.quantize(CENT, rounding=ROUND_HALF_UP)) + 0.0


def _d(text: str) -> date:
    return date.fromisoformat(text)


def _nights(arrival: str, departure: str) -> list[str]:
    start, end = _d(arrival), _d(departure)
    return [(start + timedelta(days=i)).isoformat() for i in range((end - start).days)]


# --- output shapes ------------------------------------------------------------------------
class RoomTypeRow(BaseModel):
    code: str
    name: str
    rack_rate: float = Field(description="USD per night before discount")
    capacity: int
    rooms_total: int
    rooms_in_service: int = Field(description="rooms of the type that are not out of order")


class RatePlanRow(BaseModel):
    code: str
    name: str
    discount_percent: int
    min_advance_days: int
    free_cancel_days: int | None = Field(description="None: cancellation is never free")
    late_fee_basis: FeeBasis
    late_fee_percent: int
    no_show_nights: int
    nightly_rates: dict[str, float] = Field(description="room type code -> nightly rate under this plan, USD")


class PropertyOut(BaseModel):
    property_name: str
    business_date: str
    clock: str
    max_nights: int
    charge_limit: float
    room_types: list[RoomTypeRow] = Field(description="ordered by code")
    rate_plans: list[RatePlanRow] = Field(description="ordered by code")


class RoomRow(BaseModel):
    number: str
    room_type: str
    room_type_name: str
    floor: int
    housekeeping: Housekeeping
    occupied_by: str | None
    occupant_name: str | None
    assigned_to: list[str] = Field(description="booked (not yet arrived) reservations holding the room, by arrival")
    note: str


class ListRoomsIn(_In):
    housekeeping: Housekeeping | None = None
    room_type: str | None = None
    vacant_only: bool = Field(False, description="only rooms with no in-house guest")


class ListRoomsOut(BaseModel):
    business_date: str
    rooms: list[RoomRow]


class RoomIn(_In):
    room: str = Field(description="room number, e.g. '101'")


class GetRoomOut(BaseModel):
    room: RoomRow
    version: int
    updated_at: str
    evidence_token: str = Field(description="single use: set_housekeeping_status needs it")


class ResRow(BaseModel):
    id: str
    guest_name: str
    guests: int
    room_type: str
    rate_plan: str
    arrival: str
    departure: str
    nights: int
    nightly_rate: float
    status: ResStatus
    room: str | None
    balance: float = Field(description="posted charges minus payments plus refunds, USD; negative = credit")


class ListResIn(_In):
    status: ResStatus | None = None
    arrival_from: date | None = Field(None, description="inclusive")
    arrival_to: date | None = Field(None, description="inclusive")
    room_type: str | None = None
    guest: str | None = Field(None, max_length=80, description="case-insensitive part of the guest name")


class ListResOut(BaseModel):
    business_date: str
    reservations: list[ResRow]


class ResIdIn(_In):
    reservation_id: str


class ResDetail(ResRow):
    folio: list[FolioLine] = Field(description="in posting order")
    charges_total: float
    payments_total: float
    refunds_total: float
    moves: list[RoomMove] = Field(description="room moves of this stay, oldest first")
    created_at: str
    updated_at: str
    version: int


class GetResOut(BaseModel):
    reservation: ResDetail
    business_date: str
    evidence_token: str = Field(description="single use: the reservation's write tools need it")


class AvailIn(_In):
    room_type: str
    arrival: date
    departure: date


class NightRow(BaseModel):
    night: str
    rooms_in_service: int
    reserved: int
    available: int = Field(description="rooms_in_service - reserved; negative when overbooked")


class AvailOut(BaseModel):
    room_type: str
    nights: list[NightRow]
    min_available: int
    bookable: bool = Field(description="every night has at least one room available")


class CachedRow(BaseModel):
    room_type: str
    free: dict[str, int]


class CachedOut(BaseModel):
    as_of: str
    authoritative: bool = False
    rows: list[CachedRow]


class QuoteOut(BaseModel):
    reservation_id: str
    rate_plan: str
    business_date: str
    arrival: str
    days_before_arrival: int
    free_until: str | None = Field(description="last business date on which cancelling is free; None = never free")
    fee: float = Field(description="USD charged to the folio if cancelled now")
    rule: str
    quote_token: str = Field(description="pass to cancel_reservation")


# --- write inputs -------------------------------------------------------------------------
class CreateIn(_In):
    guest_name: str = Field(min_length=2, max_length=80)
    guests: int = Field(ge=1, le=20)
    room_type: str
    rate_plan: str
    arrival: date
    departure: date


class ResOut(BaseModel):
    reservation: ResDetail


class AssignIn(_In):
    reservation_id: str
    room: str
    evidence_token: str


class TokenIn(_In):
    reservation_id: str
    evidence_token: str


class MoveIn(_In):
    reservation_id: str
    to_room: str
    reason: str = Field(min_length=3, max_length=200)
    evidence_token: str


class MoveOut(BaseModel):
    move: RoomMove
    reservation: ResDetail


class HousekeepingIn(_In):
    room: str
    status: Housekeeping
    evidence_token: str = Field(description="from get_room")


class HousekeepingOut(BaseModel):
    room: RoomRow
    previous: Housekeeping


class ChargeIn(_In):
    reservation_id: str
    category: PostableCategory
    description: str = Field(min_length=2, max_length=120)
    amount: float = Field(gt=0, le=1_000_000, description="USD, at most 2 decimals")


class PaymentIn(_In):
    reservation_id: str
    amount: float = Field(gt=0, le=1_000_000, description="USD, at most 2 decimals")
    method: PayMethod


class LineOut(BaseModel):
    line: FolioLine
    reservation: ResDetail


class VoidIn(_In):
    reservation_id: str
    line_id: str
    reason: str = Field(min_length=3, max_length=200)
    evidence_token: str


class RefundIn(_In):
    reservation_id: str
    payment_line_id: str
    amount: float = Field(gt=0, le=1_000_000, description="USD, at most 2 decimals")
    evidence_token: str


class CancelIn(_In):
    reservation_id: str
    quote_token: str = Field(description="from quote_cancellation")


class Lodging(Runtime):
    domain = "lodging"
    State = LodgingState
    state: LodgingState

    # --- helpers --------------------------------------------------------------------------
    def _tick(self) -> str:
        self.state.clock = advance_clock(self.state.clock)
        return self.state.clock

    def _today(self) -> date:
        return _d(self.state.business_date)

    def _res(self, reservation_id: str) -> Reservation:
        res = self.state.reservations.get(reservation_id)
        if res is None:
            raise ToolFailure("not_found", f"no reservation {reservation_id!r}")
        return res

    def _room(self, number: str) -> Room:
        room = self.state.rooms.get(number)
        if room is None:
            raise ToolFailure("not_found", f"no room {number!r}")
        return room

    def _type(self, code: str) -> RoomType:
        rt = self.state.room_types.get(code)
        if rt is None:
            raise ToolFailure("not_found", f"no room type {code!r}")
        return rt

    def _plan(self, code: str) -> RatePlan:
        plan = self.state.rate_plans.get(code)
        if plan is None:
            raise ToolFailure("not_found", f"no rate plan {code!r}")
        return plan

    @staticmethod
    def _res_token(res: Reservation) -> str:
        return evidence_token("rv", res.id, res.version)

    @staticmethod
    def _room_token(room: Room) -> str:
        return evidence_token("rm", room.number, room.version)

    def _quote_token(self, res: Reservation, fee: float) -> str:
        return evidence_token("cq", res.id, res.version, self.state.business_date, f"{fee:.2f}")

    def _require_res(self, res: Reservation, token: str) -> None:
        if token != self._res_token(res):
            raise ToolFailure("stale_evidence", f"evidence token does not match the current version of {res.id}; "
                                                "call get_reservation first")

    def _require_room(self, room: Room, token: str) -> None:
        if token != self._room_token(room):
            raise ToolFailure("stale_evidence", f"evidence token does not match the current version of room "
                                                f"{room.number}; call get_room first")

    def _touch_res(self, res: Reservation, now: str) -> None:
        res.version += 1
        res.updated_at = now

    def _touch_room(self, room: Room, now: str) -> None:
        room.version += 1
        room.updated_at = now

    @staticmethod
    def _amount(x: float, what: str) -> Decimal:
        value = _dec(x)
        if value != value.quantize(CENT):
            raise ToolFailure("invalid_amount", f"{what} {x} has more than 2 decimals")
        return value

    @staticmethod
    def _totals(res: Reservation) -> tuple[Decimal, Decimal, Decimal, Decimal]:
        charges = sum((_dec(ln.amount) for ln in res.folio if ln.kind == "charge" and not ln.voided), Decimal(0))
        payments = sum((_dec(ln.amount) for ln in res.folio if ln.kind == "payment"), Decimal(0))
        refunds = sum((_dec(ln.amount) for ln in res.folio if ln.kind == "refund"), Decimal(0))
        return charges, payments, refunds, charges - payments + refunds

    def _balance(self, res: Reservation) -> Decimal:
        return self._totals(res)[3]

    def _row(self, res: Reservation) -> dict:
        return dict(
            id=res.id, guest_name=res.guest_name, guests=res.guests, room_type=res.room_type,
            rate_plan=res.rate_plan, arrival=res.arrival, departure=res.departure,
            nights=len(_nights(res.arrival, res.departure)), nightly_rate=res.nightly_rate, status=res.status,
            room=res.room, balance=_money(self._balance(res)),
        )

    def _detail(self, res: Reservation) -> ResDetail:
        charges, payments, refunds, _ = self._totals(res)
        return ResDetail(**self._row(res), folio=[ln.model_copy() for ln in res.folio],
                         charges_total=_money(charges), payments_total=_money(payments),
                         refunds_total=_money(refunds),
                         moves=[m for m in self.state.moves if m.reservation_id == res.id],
                         created_at=res.created_at, updated_at=res.updated_at,
                         version=res.version)

    def _room_row(self, room: Room) -> RoomRow:
        occupant = self.state.reservations.get(room.occupied_by) if room.occupied_by else None
        held = sorted((r for r in self.state.reservations.values() if r.status == "booked" and r.room == room.number),
                      key=lambda r: (r.arrival, r.id))
        return RoomRow(number=room.number, room_type=room.room_type,
                       room_type_name=self.state.room_types[room.room_type].name, floor=room.floor,
                       housekeeping=room.housekeeping, occupied_by=room.occupied_by,
                       occupant_name=occupant.guest_name if occupant else None,
                       assigned_to=[r.id for r in held], note=room.note)

    def _rate(self, room_type: RoomType, plan: RatePlan) -> float:
        return _money(_dec(room_type.rack_rate) * (100 - plan.discount_percent) / 100)

    def _in_service(self, room_type: str) -> int:
        return sum(1 for r in self.state.rooms.values()
                   if r.room_type == room_type and r.housekeeping != "out_of_order")

    def _reserved(self, room_type: str, night: str) -> int:
        return sum(1 for r in self.state.reservations.values()
                   if r.room_type == room_type and r.status in ACTIVE and r.arrival <= night < r.departure)

    def _night_rows(self, room_type: str, arrival: str, departure: str) -> list[NightRow]:
        service = self._in_service(room_type)
        rows = []
        for night in _nights(arrival, departure):
            reserved = self._reserved(room_type, night)
            rows.append(NightRow(night=night, rooms_in_service=service, reserved=reserved,
                                 available=service - reserved))
        return rows

    def _holder(self, room: Room, res: Reservation) -> Reservation | None:
        """Another active reservation holding the room on a night of ``res``'s stay."""
        for other in sorted(self.state.reservations.values(), key=lambda r: r.id):
            if (other.id != res.id and other.status in ACTIVE and other.room == room.number
                    and other.arrival < res.departure and res.arrival < other.departure):
                return other
        return None

    def _fee(self, res: Reservation, plan: RatePlan) -> tuple[int, str | None, Decimal, str]:
        days = (_d(res.arrival) - self._today()).days
        nights = len(_nights(res.arrival, res.departure))
        free_until = (None if plan.free_cancel_days is None
                      else (_d(res.arrival) - timedelta(days=plan.free_cancel_days)).isoformat())
        if plan.free_cancel_days is not None and days >= plan.free_cancel_days:
            return days, free_until, Decimal(0), f"free: arrival is {days} day(s) away (free at {plan.free_cancel_days} or more)"
        basis = _dec(res.nightly_rate) * (nights if plan.late_fee_basis == "whole_stay" else 1)
        fee = (basis * plan.late_fee_percent / 100).quantize(CENT, rounding=ROUND_HALF_UP)
        what = "the whole stay" if plan.late_fee_basis == "whole_stay" else "the first night"
        return days, free_until, fee, f"late: {plan.late_fee_percent}% of {what}"

    def _post(self, res: Reservation, now: str, **fields: object) -> FolioLine:
        line = FolioLine(id=f"FL-{self.state.next_line}", posted_at=now, **fields)  # type: ignore[arg-type]
        self.state.next_line += 1
        res.folio.append(line)
        return line

    def _line(self, res: Reservation, line_id: str) -> FolioLine:
        for line in res.folio:
            if line.id == line_id:
                return line
        raise ToolFailure("not_found", f"no folio line {line_id!r} on {res.id}")

    # --- reads ----------------------------------------------------------------------------
    @tool("read", input=NoArgs, output=PropertyOut)
    def get_property_info(self, args: NoArgs) -> PropertyOut:
        """The guesthouse's settings: its name, the business date (the front desk's 'today', YYYY-MM-DD; it is not the real date), the domain clock, the longest stay (max_nights), the largest single extra charge (charge_limit, USD), room types (code, name, rack rate in USD per night, capacity in guests, rooms in total and in service = not out of order) ordered by code, and rate plans ordered by code with their cancellation rules and the nightly rate of every room type under the plan (rack rate less the plan's discount, rounded half up to the cent)."""
        types = [RoomTypeRow(**self.state.room_types[c].model_dump(),
                             rooms_total=sum(1 for r in self.state.rooms.values() if r.room_type == c),
                             rooms_in_service=self._in_service(c))
                 for c in sorted(self.state.room_types)]
        plans = []
        for code in sorted(self.state.rate_plans):
            plan = self.state.rate_plans[code]
            rates = {c: self._rate(self.state.room_types[c], plan) for c in sorted(self.state.room_types)}
            plans.append(RatePlanRow(**plan.model_dump(), nightly_rates=rates))
        return PropertyOut(property_name=self.state.property_name, business_date=self.state.business_date,
                           clock=self.state.clock, max_nights=self.state.max_nights,
                           charge_limit=self.state.charge_limit, room_types=types, rate_plans=plans)

    @tool("read", input=ListRoomsIn, output=ListRoomsOut)
    def list_rooms(self, args: ListRoomsIn) -> ListRoomsOut:
        """List rooms ordered by room number, live: room type, floor, housekeeping status ('dirty', 'clean', 'inspected', 'out_of_order'), the in-house reservation and guest occupying it (if any) and the booked reservations already assigned to it. Optional filters: housekeeping status, room type, vacant_only (no in-house guest). Fails with not_found for an unknown room type."""
        if args.room_type is not None:
            self._type(args.room_type)
        rows = [self._room_row(self.state.rooms[n]) for n in sorted(self.state.rooms)]
        rows = [r for r in rows
                if (args.housekeeping is None or r.housekeeping == args.housekeeping)
                and (args.room_type is None or r.room_type == args.room_type)
                and (not args.vacant_only or r.occupied_by is None)]
        return ListRoomsOut(business_date=self.state.business_date, rooms=rows)

    @tool("read", input=RoomIn, output=GetRoomOut)
    def get_room(self, args: RoomIn) -> GetRoomOut:
        """Read one room (as in list_rooms) with its version and an evidence token; set_housekeeping_status needs the token. The token changes whenever the room changes (housekeeping status, a guest checking in, moving or checking out). Fails with not_found."""
        room = self._room(args.room)
        return GetRoomOut(room=self._room_row(room), version=room.version, updated_at=room.updated_at,
                          evidence_token=self._room_token(room))

    @tool("read", input=ListResIn, output=ListResOut)
    def list_reservations(self, args: ListResIn) -> ListResOut:
        """List reservations, live, ordered by arrival date then reservation id, each with its nights, locked nightly rate (USD), status ('booked', 'in_house', 'checked_out', 'cancelled', 'no_show'), assigned room and folio balance (USD, charges minus payments plus refunds; negative = credit owed to the guest). Optional filters: status, arrival_from and arrival_to (both inclusive), room type, guest (case-insensitive part of the name). Fails with not_found for an unknown room type."""
        if args.room_type is not None:
            self._type(args.room_type)
        lo = args.arrival_from.isoformat() if args.arrival_from else None
        hi = args.arrival_to.isoformat() if args.arrival_to else None
        needle = args.guest.lower() if args.guest else None
        rows = [ResRow(**self._row(r)) for r in sorted(self.state.reservations.values(), key=lambda r: (r.arrival, r.id))
                if (args.status is None or r.status == args.status)
                and (lo is None or r.arrival >= lo) and (hi is None or r.arrival <= hi)
                and (args.room_type is None or r.room_type == args.room_type)
                and (needle is None or needle in r.guest_name.lower())]
        return ListResOut(business_date=self.state.business_date, reservations=rows)

    @tool("read", input=ResIdIn, output=GetResOut)
    def get_reservation(self, args: ResIdIn) -> GetResOut:
        """Read one reservation in full: stay, status, room, folio lines in posting order (charges, payments, refunds; voided charges stay listed with voided=true and do not count), totals and balance (USD), the stay's room moves (oldest first), version, and an evidence token. assign_room, check_in, move_room, void_charge, refund_payment, check_out and mark_no_show need the token; it changes with every write to the reservation, so each token works once. Fails with not_found."""
        res = self._res(args.reservation_id)
        return GetResOut(reservation=self._detail(res), business_date=self.state.business_date,
                         evidence_token=self._res_token(res))

    @tool("read", input=AvailIn, output=AvailOut)
    def check_availability(self, args: AvailIn) -> AvailOut:
        """Live availability of one room type for the nights from arrival up to (not including) departure: per night the rooms in service (not out of order), the rooms reserved (booked and in-house reservations of the type covering that night, assigned or not) and available = in service - reserved (negative when overbooked). Authoritative. Fails with not_found (room type) or invalid_dates (departure not after arrival, or more than 31 nights)."""
        self._type(args.room_type)
        nights = (args.departure - args.arrival).days
        if nights < 1 or nights > 31:
            raise ToolFailure("invalid_dates", f"departure must be 1 to 31 nights after arrival (got {nights})")
        rows = self._night_rows(args.room_type, args.arrival.isoformat(), args.departure.isoformat())
        low = min(r.available for r in rows)
        return AvailOut(room_type=args.room_type, nights=rows, min_available=low, bookable=low >= 1)

    @tool("read", input=NoArgs, output=CachedOut)
    def get_availability_summary_cached(self, args: NoArgs) -> CachedOut:
        """The channel manager's overnight availability export: rooms free per room type per night, ordered by room type code. Not authoritative: a cached summary as of the time shown, missing every booking, cancellation, no-show and out-of-order change since; use check_availability for live figures."""
        cache = self.state.cached_availability
        rows = [CachedRow(room_type=c, free=dict(sorted(cache.free[c].items()))) for c in sorted(cache.free)]
        return CachedOut(as_of=cache.as_of, rows=rows)

    @tool("read", input=ResIdIn, output=QuoteOut)
    def quote_cancellation(self, args: ResIdIn) -> QuoteOut:
        """Preview what cancelling a booked reservation would cost today; cancels nothing. Cancelling is free while the arrival date is at least the rate plan's free_cancel_days after the business date (free_until is the last free date; plans with free_cancel_days None are never free). Later, the fee is late_fee_percent of the first night's rate or of the whole stay (nightly rate x nights), per the plan's late_fee_basis, rounded half up to the cent. Returns a quote_token that cancel_reservation needs; it is void once the reservation changes. Fails with not_found or invalid_state (not booked, or the arrival date has passed: use mark_no_show)."""
        res = self._res(args.reservation_id)
        self._cancellable(res)
        plan = self._plan(res.rate_plan)
        days, free_until, fee, rule = self._fee(res, plan)
        return QuoteOut(reservation_id=res.id, rate_plan=plan.code, business_date=self.state.business_date,
                        arrival=res.arrival, days_before_arrival=days, free_until=free_until, fee=_money(fee),
                        rule=rule, quote_token=self._quote_token(res, _money(fee)))

    def _cancellable(self, res: Reservation) -> None:
        if res.status != "booked":
            raise ToolFailure("invalid_state", f"{res.id} is {res.status}; only booked reservations can be cancelled")
        if res.arrival < self.state.business_date:
            raise ToolFailure("invalid_state", f"{res.id} was due on {res.arrival}, before the business date "
                                               f"{self.state.business_date}; mark it as a no-show instead")

    # --- writes: reservations ---------------------------------------------------------------
    @tool("write", input=CreateIn, output=ResOut)
    def create_reservation(self, args: CreateIn) -> ResOut:
        """Book a new reservation (status booked, no room assigned, empty folio; id RS-####). The nightly rate is locked at the plan's rate for the room type. Rules: arrival on or after the business date and departure after arrival (invalid_dates); at most max_nights nights (limit_exceeded); guests at most the room type's capacity (limit_exceeded); booked at least the plan's min_advance_days before arrival (plan_restricted); at least one room of the type available on every night, as check_availability counts it (sold_out, naming the first full night). Fails with not_found for an unknown room type or rate plan."""
        rtype = self._type(args.room_type)
        plan = self._plan(args.rate_plan)
        arrival, departure = args.arrival.isoformat(), args.departure.isoformat()
        if args.arrival < self._today():
            raise ToolFailure("invalid_dates", f"arrival {arrival} is before the business date {self.state.business_date}")
        nights = (args.departure - args.arrival).days
        if nights < 1:
            raise ToolFailure("invalid_dates", f"departure {departure} must be after arrival {arrival}")
        if nights > self.state.max_nights:
            raise ToolFailure("limit_exceeded", f"{nights} nights is more than the {self.state.max_nights}-night maximum")
        if args.guests > rtype.capacity:
            raise ToolFailure("limit_exceeded", f"{rtype.name} sleeps at most {rtype.capacity}; got {args.guests} guests")
        lead = (args.arrival - self._today()).days
        if lead < plan.min_advance_days:
            raise ToolFailure("plan_restricted", f"{plan.name} must be booked at least {plan.min_advance_days} days "
                                                 f"before arrival; arrival is {lead} day(s) away")
        for row in self._night_rows(rtype.code, arrival, departure):
            if row.available < 1:
                raise ToolFailure("sold_out", f"no {rtype.name} room available on the night of {row.night}")
        now = self._tick()
        res = Reservation(id=f"RS-{self.state.next_reservation}", guest_name=args.guest_name.strip(),
                          guests=args.guests, room_type=rtype.code, rate_plan=plan.code, arrival=arrival,
                          departure=departure, nightly_rate=self._rate(rtype, plan), status="booked",
                          created_at=now, updated_at=now)
        self.state.next_reservation += 1
        self.state.reservations[res.id] = res
        return ResOut(reservation=self._detail(res))

    @tool("write", input=AssignIn, output=ResOut)
    def assign_room(self, args: AssignIn) -> ResOut:
        """Assign (or re-assign) a room to a booked reservation ahead of check-in; nobody moves in and no charge is posted. The room must be of the booked room type (wrong_room_type), not out of order (room_unavailable) and not held by another booked or in-house reservation on any night of the stay (conflict). Any other housekeeping status is accepted here; check_in needs the room inspected. Needs the reservation's evidence_token from get_reservation (stale_evidence). Fails with not_found, or invalid_state when the reservation is not booked."""
        res = self._res(args.reservation_id)
        room = self._room(args.room)
        self._require_res(res, args.evidence_token)
        if res.status != "booked":
            raise ToolFailure("invalid_state", f"{res.id} is {res.status}; rooms are assigned to booked reservations")
        if room.room_type != res.room_type:
            raise ToolFailure("wrong_room_type", f"room {room.number} is {room.room_type}; {res.id} booked {res.room_type}")
        if room.housekeeping == "out_of_order":
            raise ToolFailure("room_unavailable", f"room {room.number} is out of order")
        other = self._holder(room, res)
        if other is not None:
            raise ToolFailure("conflict", f"room {room.number} is held by {other.id} ({other.arrival} to {other.departure})")
        now = self._tick()
        res.room = room.number
        self._touch_res(res, now)
        return ResOut(reservation=self._detail(res))

    @tool("write", input=TokenIn, output=ResOut)
    def check_in(self, args: TokenIn) -> ResOut:
        """Check a guest in: only on the arrival date (the business date must equal arrival, else invalid_state), only for a booked reservation (invalid_state) with a room assigned by assign_room (no_room_assigned). The room must not be out of order (room_unavailable), must be 'inspected' (room_not_ready; dirty or merely clean rooms fail) and must have no guest in it (conflict, e.g. the previous guest has not checked out). Status becomes in_house and one room charge per night (the locked nightly rate, USD) is posted to the folio. Needs the reservation's evidence_token (stale_evidence)."""
        res = self._res(args.reservation_id)
        self._require_res(res, args.evidence_token)
        if res.status != "booked":
            raise ToolFailure("invalid_state", f"{res.id} is {res.status}; only booked reservations check in")
        if res.arrival != self.state.business_date:
            raise ToolFailure("invalid_state", f"{res.id} arrives on {res.arrival}; the business date is "
                                               f"{self.state.business_date}")
        if res.room is None:
            raise ToolFailure("no_room_assigned", f"{res.id} has no room; assign one with assign_room first")
        room = self._room(res.room)
        if room.housekeeping == "out_of_order":
            raise ToolFailure("room_unavailable", f"room {room.number} is out of order; assign another room")
        if room.housekeeping != "inspected":
            raise ToolFailure("room_not_ready", f"room {room.number} is {room.housekeeping}, not inspected")
        if room.occupied_by is not None:
            raise ToolFailure("conflict", f"room {room.number} is still occupied by {room.occupied_by}")
        now = self._tick()
        for night in _nights(res.arrival, res.departure):
            self._post(res, now, kind="charge", category="room", description=f"Room {room.number} night of {night}",
                       amount=res.nightly_rate, night=night)
        res.status = "in_house"
        room.occupied_by = res.id
        self._touch_room(room, now)
        self._touch_res(res, now)
        return ResOut(reservation=self._detail(res))

    @tool("write", input=MoveIn, output=MoveOut)
    def move_room(self, args: MoveIn) -> MoveOut:
        """Move an in-house guest to another room of the same room type (id MV-###). The rate and the folio do not change. The new room must be of the same type (wrong_room_type), not out of order (room_unavailable), inspected (room_not_ready), empty and not held by another booked or in-house reservation on any night of the stay (conflict); moving to the current room fails (invalid_state). The room left behind becomes 'dirty'. Needs the reservation's evidence_token (stale_evidence). Fails with not_found, or invalid_state unless the reservation is in_house."""
        res = self._res(args.reservation_id)
        target = self._room(args.to_room)
        self._require_res(res, args.evidence_token)
        if res.status != "in_house" or res.room is None:
            raise ToolFailure("invalid_state", f"{res.id} is {res.status}; only in-house guests move rooms")
        if target.number == res.room:
            raise ToolFailure("invalid_state", f"{res.id} is already in room {target.number}")
        if target.room_type != res.room_type:
            raise ToolFailure("wrong_room_type", f"room {target.number} is {target.room_type}; {res.id} booked {res.room_type}")
        if target.housekeeping == "out_of_order":
            raise ToolFailure("room_unavailable", f"room {target.number} is out of order")
        if target.housekeeping != "inspected":
            raise ToolFailure("room_not_ready", f"room {target.number} is {target.housekeeping}, not inspected")
        other = self._holder(target, res)
        if target.occupied_by is not None or other is not None:
            who = target.occupied_by or (other.id if other else "")
            raise ToolFailure("conflict", f"room {target.number} is taken by {who}")
        now = self._tick()
        old = self._room(res.room)
        old.occupied_by = None
        old.housekeeping = "dirty"
        self._touch_room(old, now)
        target.occupied_by = res.id
        self._touch_room(target, now)
        move = RoomMove(id=f"MV-{self.state.next_move}", reservation_id=res.id, from_room=old.number,
                        to_room=target.number, reason=args.reason.strip(), at=now)
        self.state.next_move += 1
        self.state.moves.append(move)
        res.room = target.number
        self._touch_res(res, now)
        return MoveOut(move=move, reservation=self._detail(res))

    @tool("write", input=TokenIn, output=ResOut)
    def check_out(self, args: TokenIn) -> ResOut:
        """Check an in-house guest out, on any day of the stay (an early departure keeps every night already charged). The folio balance must be exactly 0.00: a balance due or a credit owed to the guest fails with unsettled_balance (settle with record_payment or refund_payment first). Status becomes checked_out, the room is freed and becomes 'dirty'. Needs the reservation's evidence_token (stale_evidence). Fails with not_found, or invalid_state unless in_house."""
        res = self._res(args.reservation_id)
        self._require_res(res, args.evidence_token)
        if res.status != "in_house" or res.room is None:
            raise ToolFailure("invalid_state", f"{res.id} is {res.status}; only in-house guests check out")
        balance = self._balance(res)
        if balance != 0:
            what = "due" if balance > 0 else "owed to the guest"
            raise ToolFailure("unsettled_balance", f"{res.id} has {abs(balance):.2f} USD {what}; the balance must be 0.00")
        now = self._tick()
        room = self._room(res.room)
        room.occupied_by = None
        room.housekeeping = "dirty"
        self._touch_room(room, now)
        res.status = "checked_out"
        self._touch_res(res, now)
        return ResOut(reservation=self._detail(res))

    @tool("write", input=CancelIn, output=ResOut)
    def cancel_reservation(self, args: CancelIn) -> ResOut:
        """Cancel a booked reservation before the guest arrives, charging the fee shown by quote_cancellation (posted as a 'cancellation_fee' charge when above 0.00, left for record_payment). Needs the quote_token from quote_cancellation for the reservation's current version (stale_quote when the reservation changed since the quote or the token is not from it). Status becomes cancelled and any assigned room is released. Not a no-show: once the arrival date has passed this fails with invalid_state. Fails with not_found or invalid_state (not booked)."""
        res = self._res(args.reservation_id)
        self._cancellable(res)
        plan = self._plan(res.rate_plan)
        _, _, fee, rule = self._fee(res, plan)
        if args.quote_token != self._quote_token(res, _money(fee)):
            raise ToolFailure("stale_quote", f"quote token does not match the current version of {res.id}; "
                                             "call quote_cancellation again")
        now = self._tick()
        if fee > 0:
            self._post(res, now, kind="charge", category="cancellation_fee",
                       description=f"Cancellation fee ({rule})", amount=_money(fee))
        res.status = "cancelled"
        res.room = None
        self._touch_res(res, now)
        return ResOut(reservation=self._detail(res))

    @tool("write", input=TokenIn, output=ResOut)
    def mark_no_show(self, args: TokenIn) -> ResOut:
        """Record that a booked guest never arrived: allowed on or after the arrival date only (invalid_state before it). Posts a 'no_show_fee' charge of the rate plan's no_show_nights (capped at the stay's nights) times the locked nightly rate, USD, rounded half up to the cent, left for record_payment; releases any assigned room; status becomes no_show. Not a cancellation: no cancellation rule applies. Needs the reservation's evidence_token (stale_evidence). Fails with not_found or invalid_state (not booked)."""
        res = self._res(args.reservation_id)
        self._require_res(res, args.evidence_token)
        if res.status != "booked":
            raise ToolFailure("invalid_state", f"{res.id} is {res.status}; only booked reservations can be no-shows")
        if res.arrival > self.state.business_date:
            raise ToolFailure("invalid_state", f"{res.id} arrives on {res.arrival}, after the business date "
                                               f"{self.state.business_date}")
        plan = self._plan(res.rate_plan)
        nights = min(plan.no_show_nights, len(_nights(res.arrival, res.departure)))
        fee = _money(_dec(res.nightly_rate) * nights)
        now = self._tick()
        self._post(res, now, kind="charge", category="no_show_fee",
                   description=f"No-show fee ({nights} night(s) at {res.nightly_rate:.2f})", amount=fee)
        res.status = "no_show"
        res.room = None
        self._touch_res(res, now)
        return ResOut(reservation=self._detail(res))

    # --- writes: rooms ----------------------------------------------------------------------
    @tool("write", input=HousekeepingIn, output=HousekeepingOut)
    def set_housekeeping_status(self, args: HousekeepingIn) -> HousekeepingOut:
        """Change a room's housekeeping status. Allowed steps only: dirty -> clean; clean -> inspected or dirty; inspected -> dirty; dirty, clean or inspected -> out_of_order (not while a guest is in the room: conflict); out_of_order -> dirty (back in service, to be cleaned). Anything else, such as dirty -> inspected or setting the current status again, fails with invalid_transition. Needs the room's evidence_token from get_room (stale_evidence). Fails with not_found."""
        room = self._room(args.room)
        self._require_room(room, args.evidence_token)
        allowed = {"dirty": {"clean", "out_of_order"}, "clean": {"inspected", "dirty", "out_of_order"},
                   "inspected": {"dirty", "out_of_order"}, "out_of_order": {"dirty"}}
        previous = room.housekeeping
        if args.status not in allowed[previous]:
            raise ToolFailure("invalid_transition", f"room {room.number} cannot go from {previous} to {args.status}")
        if args.status == "out_of_order" and room.occupied_by is not None:
            raise ToolFailure("conflict", f"room {room.number} has a guest in it ({room.occupied_by})")
        now = self._tick()
        room.housekeeping = args.status
        self._touch_room(room, now)
        return HousekeepingOut(room=self._room_row(room), previous=previous)

    # --- writes: folio ----------------------------------------------------------------------
    @tool("write", input=ChargeIn, output=LineOut)
    def post_charge(self, args: ChargeIn) -> LineOut:
        """Post an extra charge (minibar, restaurant, parking, laundry, misc) to an in-house guest's folio (id FL-#). Amount in USD with at most 2 decimals (invalid_amount), at most the property's charge_limit per charge (limit_exceeded). No evidence token needed. Fails with not_found, or invalid_state unless in_house."""
        res = self._res(args.reservation_id)
        if res.status != "in_house":
            raise ToolFailure("invalid_state", f"{res.id} is {res.status}; charges go to in-house folios")
        amount = self._amount(args.amount, "amount")
        if amount > _dec(self.state.charge_limit):
            raise ToolFailure("limit_exceeded", f"{amount} USD is above the {self.state.charge_limit:.2f} USD limit per charge")
        now = self._tick()
        line = self._post(res, now, kind="charge", category=args.category, description=args.description.strip(),
                          amount=float(amount))
        self._touch_res(res, now)
        return LineOut(line=line, reservation=self._detail(res))

    @tool("write", input=PaymentIn, output=LineOut)
    def record_payment(self, args: PaymentIn) -> LineOut:
        """Record a guest payment (card or cash) on any reservation's folio; it lowers the balance. Amount in USD with at most 2 decimals (invalid_amount) and no more than the current balance due (limit_exceeded; a folio with nothing due takes no payment). No evidence token needed. Fails with not_found."""
        res = self._res(args.reservation_id)
        amount = self._amount(args.amount, "amount")
        balance = self._balance(res)
        if amount > balance:
            raise ToolFailure("limit_exceeded", f"{amount} USD is more than the {max(balance, Decimal(0)):.2f} USD due on {res.id}")
        now = self._tick()
        line = self._post(res, now, kind="payment", method=args.method, description=f"Payment ({args.method})",
                          amount=float(amount))
        self._touch_res(res, now)
        return LineOut(line=line, reservation=self._detail(res))

    @tool("write", input=VoidIn, output=LineOut)
    def void_charge(self, args: VoidIn) -> LineOut:
        """Void a charge posted in error: the line stays on the folio marked voided (with the reason) and stops counting, lowering the balance; no money moves. Only charges can be voided (a payment fails with invalid_state: use refund_payment), only once (invalid_state), and not on a checked-out folio (invalid_state). Needs the reservation's evidence_token (stale_evidence). Fails with not_found (reservation or line)."""
        res = self._res(args.reservation_id)
        line = self._line(res, args.line_id)
        self._require_res(res, args.evidence_token)
        if line.kind != "charge":
            raise ToolFailure("invalid_state", f"{line.id} is a {line.kind}, not a charge; use refund_payment for money paid")
        if line.voided:
            raise ToolFailure("invalid_state", f"{line.id} is already voided")
        if res.status == "checked_out":
            raise ToolFailure("invalid_state", f"{res.id} is checked out; its folio is closed")
        now = self._tick()
        line.voided = True
        line.void_reason = args.reason.strip()
        self._touch_res(res, now)
        return LineOut(line=line, reservation=self._detail(res))

    @tool("write", input=RefundIn, output=LineOut)
    def refund_payment(self, args: RefundIn) -> LineOut:
        """Pay money back to the guest against an earlier payment line (refund line FL-#, same method as the payment); it raises the balance. Only payments can be refunded (a charge fails with invalid_state: use void_charge). Amount in USD with at most 2 decimals (invalid_amount), no more than the payment's unrefunded amount and no more than the folio's credit (the negative balance): either breach fails with limit_exceeded. Needs the reservation's evidence_token (stale_evidence). Fails with not_found (reservation or line)."""
        res = self._res(args.reservation_id)
        line = self._line(res, args.payment_line_id)
        self._require_res(res, args.evidence_token)
        if line.kind != "payment":
            raise ToolFailure("invalid_state", f"{line.id} is a {line.kind}, not a payment; use void_charge for charges")
        amount = self._amount(args.amount, "amount")
        left = _dec(line.amount) - _dec(line.refunded)
        if amount > left:
            raise ToolFailure("limit_exceeded", f"only {left:.2f} USD of {line.id} is left to refund")
        credit = -self._balance(res)
        if amount > credit:
            raise ToolFailure("limit_exceeded", f"{res.id} has {max(credit, Decimal(0)):.2f} USD credit; refunding "
                                                f"{amount} USD would leave a balance due")
        now = self._tick()
        line.refunded = _money(_dec(line.refunded) + amount)
        refund = self._post(res, now, kind="refund", method=line.method, description=f"Refund of {line.id}",
                            amount=float(amount), refund_of=line.id)
        self._touch_res(res, now)
        return LineOut(line=refund, reservation=self._detail(res))
