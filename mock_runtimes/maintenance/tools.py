"""Maintenance tools. Docstrings are the public descriptions the policy sees.

Work-order life cycle: open -> assigned (assign_technician) -> in_progress (start_work) <-> on_hold
(put_on_hold / start_work) -> completed (complete_work_order) -> closed (close_work_order); any
unfinished order can be cancelled (cancel_work_order). Parts go reserve_part -> issue_part, and back
with release_part (unissued reservations) or return_part (issued units).

Evidence: get_work_order returns a token for the order's current version; assign_technician,
reserve_part, complete_work_order, close_work_order and cancel_work_order need it. Every write to an
order moves its version on, so a token is single-use.

Decoy: get_dashboard_cached (last night's summary, not authoritative).
Near misses: cancel_work_order vs close_work_order, put_on_hold vs complete_work_order,
release_part vs return_part.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta

from pydantic import BaseModel, ConfigDict, Field

from mock_runtimes.base import NoArgs, Runtime, ToolFailure, advance_clock, evidence_token, tool
from mock_runtimes.maintenance.state import (
    ACTIVE_STATUSES,
    ASSIGNED_STATUSES,
    Asset,
    Criticality,
    HistoryEntry,
    LabourEntry,
    MaintenanceState,
    OrderKind,
    OrderStatus,
    Part,
    PartLine,
    PMSchedule,
    Priority,
    Technician,
    Trade,
    WorkOrder,
)


class _In(BaseModel):
    # text arguments lose spaces at either end before their length limits are checked
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


def _money(x: float) -> float:
    return round(x + 0.0, 2)


# --- inputs -----------------------------------------------------------------------------------
class ListAssetsIn(_In):
    site_id: str | None = Field(None, description="only assets at this site, e.g. S-NTH")
    criticality: Criticality | None = None
    include_retired: bool = Field(False, description="retired assets are left out unless this is true")


class ListOrdersIn(_In):
    status: OrderStatus | None = None
    site_id: str | None = None
    asset_id: str | None = None
    technician_id: str | None = Field(None, description="only orders assigned to this technician")
    priority: Priority | None = None
    overdue_only: bool = Field(False, description="only unfinished orders whose due_at is before the current time")


class OrderIdIn(_In):
    work_order_id: str = Field(description="e.g. WO-1986")


class ListTechniciansIn(_In):
    skill: Trade | None = Field(None, description="only technicians with this skill")
    available_only: bool = Field(False, description="only active technicians below their cap on open assignments")


class ListPartsIn(_In):
    low_stock_only: bool = Field(False, description="only parts whose available units are at or below the reorder level")


class ListSchedulesIn(_In):
    due_within_days: int | None = Field(
        None, ge=0, le=365, description="only active schedules whose next due date is at most this many days from today")
    site_id: str | None = None


class CreateIn(_In):
    asset_id: str
    title: str = Field(min_length=3, max_length=120)
    priority: Priority
    trade: Trade = Field(description="the skill the job needs")
    requires_parts: bool = Field(False, description="true if the job cannot be completed without issuing parts")


class AssignIn(_In):
    work_order_id: str
    technician_id: str
    evidence_token: str = Field(description="from get_work_order on the current version")


class HoldIn(_In):
    work_order_id: str
    reason: str = Field(min_length=5, max_length=200)


class LabourIn(_In):
    work_order_id: str
    technician_id: str
    minutes: int = Field(ge=15, le=480, multiple_of=15, description="whole quarter hours, 15 to 480")
    note: str = Field("", max_length=200)


class ReserveIn(_In):
    work_order_id: str
    sku: str
    quantity: int = Field(gt=0, le=1000)
    evidence_token: str = Field(description="from get_work_order on the current version")


class PartQtyIn(_In):
    work_order_id: str
    sku: str
    quantity: int = Field(gt=0, le=1000)


class CompleteIn(_In):
    work_order_id: str
    evidence_token: str = Field(description="from get_work_order on the current version")
    completion_note: str = Field(min_length=5, max_length=300)


class CloseIn(_In):
    work_order_id: str
    evidence_token: str = Field(description="from get_work_order on the current version")


class CancelIn(_In):
    work_order_id: str
    evidence_token: str = Field(description="from get_work_order on the current version")
    reason: str = Field(min_length=5, max_length=200)


class ScheduleIdIn(_In):
    schedule_id: str = Field(description="e.g. PM-02")


# --- outputs ----------------------------------------------------------------------------------
class AssetRow(BaseModel):
    id: str
    name: str
    site_id: str
    site_name: str
    criticality: Criticality
    status: str
    open_work_orders: int = Field(description="orders on this asset that are open, assigned, in progress or on hold")


class ListAssetsOut(BaseModel):
    assets: list[AssetRow]


class OrderRow(BaseModel):
    id: str
    asset_id: str
    asset_name: str
    site_id: str
    site_name: str
    title: str
    kind: OrderKind
    priority: Priority
    trade: Trade
    status: OrderStatus
    assigned_to: str | None
    technician_name: str | None
    opened_at: str
    due_at: str
    overdue: bool = Field(description="unfinished and due_at is before the current time")
    schedule_id: str | None


class ListOrdersOut(BaseModel):
    as_of: str = Field(description="the current time the overdue flags were computed at")
    work_orders: list[OrderRow]


class PartLineOut(BaseModel):
    sku: str
    name: str
    unit_cost: float
    reserved: int
    issued: int
    returned: int
    net_issued: int = Field(description="issued - returned")
    cost: float = Field(description="net_issued x unit_cost, US dollars rounded to cents")


class OrderDetail(OrderRow):
    requires_parts: bool
    version: int
    hold_reason: str | None
    completion_note: str | None
    completed_at: str | None
    met_target: bool | None = Field(description="completed at or before due_at; null until completed")
    closed_at: str | None
    cancelled_at: str | None
    cancel_reason: str | None
    parts: list[PartLineOut]
    labour: list[LabourEntry]
    labour_minutes: int
    labour_cost: float = Field(description="labour_minutes x hourly rate / 60, US dollars rounded to cents")
    parts_cost: float
    total_cost: float
    history: list[HistoryEntry]


class GetOrderOut(BaseModel):
    work_order: OrderDetail
    evidence_token: str = Field(description="for the next write on this order; single-use")


class OrderOut(BaseModel):
    work_order: OrderDetail


class TechnicianRow(BaseModel):
    id: str
    name: str
    skills: list[Trade]
    active: bool
    max_open: int
    open_assignments: int = Field(description="assigned, in-progress and on-hold orders assigned to this person")
    capacity_left: int = Field(description="max_open - open_assignments, never below 0")


class ListTechniciansOut(BaseModel):
    technicians: list[TechnicianRow]


class PartRow(BaseModel):
    sku: str
    name: str
    unit_cost: float
    on_hand: int
    reserved: int
    available: int = Field(description="on_hand - reserved")
    reorder_level: int
    low_stock: bool = Field(description="available <= reorder_level")


class ListPartsOut(BaseModel):
    parts: list[PartRow]


class PartMoveOut(BaseModel):
    work_order: OrderDetail
    part: PartRow


class ScheduleRow(BaseModel):
    id: str
    asset_id: str
    asset_name: str
    site_id: str
    title: str
    trade: Trade
    priority: Priority
    interval_days: int
    last_done: str
    next_due: str = Field(description="last_done + interval_days, YYYY-MM-DD")
    days_until_due: int = Field(description="next_due minus today in days; negative when overdue")
    active: bool
    open_work_order: str | None


class ListSchedulesOut(BaseModel):
    today: str
    schedules: list[ScheduleRow]


class GenerateOut(BaseModel):
    work_order: OrderDetail
    schedule: ScheduleRow


class DashboardOut(BaseModel):
    as_of: str
    authoritative: bool = False
    orders_by_status: dict[str, int]
    overdue: int
    low_stock: list[str]
    technician_load: dict[str, int]
    pm_due_this_week: int


class Maintenance(Runtime):
    domain = "maintenance"
    State = MaintenanceState
    resources = {
        "maintenance://response-targets":
            "Hours from opening to due per priority, the hourly labour rate (USD) and the preventive window in days.",
    }
    state: MaintenanceState

    # --- clock, lookups, tokens -------------------------------------------------------------
    def _tick(self) -> str:
        self.state.clock = advance_clock(self.state.clock)
        return self.state.clock

    def _today(self) -> date:
        return datetime.fromisoformat(self.state.clock.replace("Z", "+00:00")).date()

    def _order(self, order_id: str) -> WorkOrder:
        wo = self.state.work_orders.get(order_id)
        if wo is None:
            raise ToolFailure("not_found", f"no work order {order_id!r}")
        return wo

    def _asset(self, asset_id: str) -> Asset:
        asset = self.state.assets.get(asset_id)
        if asset is None:
            raise ToolFailure("not_found", f"no asset {asset_id!r}")
        return asset

    def _technician(self, tech_id: str) -> Technician:
        tech = self.state.technicians.get(tech_id)
        if tech is None:
            raise ToolFailure("not_found", f"no technician {tech_id!r}")
        return tech

    def _part(self, sku: str) -> Part:
        part = self.state.parts.get(sku)
        if part is None:
            raise ToolFailure("not_found", f"no part {sku!r}")
        return part

    def _schedule(self, schedule_id: str) -> PMSchedule:
        sched = self.state.schedules.get(schedule_id)
        if sched is None:
            raise ToolFailure("not_found", f"no preventive schedule {schedule_id!r}")
        return sched

    def _site(self, site_id: str) -> None:
        if site_id not in self.state.sites:
            raise ToolFailure("not_found", f"no site {site_id!r}")

    @staticmethod
    def _token(wo: WorkOrder) -> str:
        return evidence_token("wo", wo.id, wo.version)

    def _require_token(self, wo: WorkOrder, token: str) -> None:
        if token != self._token(wo):
            raise ToolFailure(
                "stale_evidence",
                f"evidence token does not match the current version of {wo.id}; call get_work_order first",
            )

    def _require_status(self, wo: WorkOrder, allowed: tuple[str, ...], doing: str) -> None:
        if wo.status not in allowed:
            raise ToolFailure("invalid_state", f"{wo.id} is {wo.status}; cannot {doing}")

    def _touch(self, wo: WorkOrder, action: str, by: str = "ui", note: str = "") -> str:
        now = self._tick()
        wo.version += 1
        wo.history.append(HistoryEntry(at=now, action=action, by=by, note=note))
        return now

    def _open_assignments(self, tech_id: str) -> int:
        return sum(1 for wo in self.state.work_orders.values()
                   if wo.assigned_to == tech_id and wo.status in ASSIGNED_STATUSES)

    @staticmethod
    def _line(wo: WorkOrder, sku: str) -> PartLine | None:
        return next((ln for ln in wo.parts if ln.sku == sku), None)

    def _overdue(self, wo: WorkOrder) -> bool:
        return wo.status in ACTIVE_STATUSES and wo.due_at < self.state.clock

    def _next_due(self, sched: PMSchedule) -> date:
        return date.fromisoformat(sched.last_done) + timedelta(days=sched.interval_days)

    # --- output builders ----------------------------------------------------------------------
    def _row_fields(self, wo: WorkOrder) -> dict:
        asset = self.state.assets.get(wo.asset_id)
        site_id = asset.site_id if asset else ""
        site = self.state.sites.get(site_id)
        tech = self.state.technicians.get(wo.assigned_to) if wo.assigned_to else None
        return dict(
            id=wo.id, asset_id=wo.asset_id, asset_name=asset.name if asset else wo.asset_id,
            site_id=site_id, site_name=site.name if site else site_id, title=wo.title, kind=wo.kind,
            priority=wo.priority, trade=wo.trade, status=wo.status, assigned_to=wo.assigned_to,
            technician_name=tech.name if tech else None, opened_at=wo.opened_at, due_at=wo.due_at,
            overdue=self._overdue(wo), schedule_id=wo.schedule_id,
        )

    def _detail(self, wo: WorkOrder) -> OrderDetail:
        lines = []
        for ln in wo.parts:
            part = self.state.parts.get(ln.sku)
            unit = part.unit_cost if part else 0.0
            net = ln.issued - ln.returned
            lines.append(PartLineOut(sku=ln.sku, name=part.name if part else ln.sku, unit_cost=unit,
                                     reserved=ln.reserved, issued=ln.issued, returned=ln.returned,
                                     net_issued=net, cost=_money(net * unit)))
        minutes = sum(e.minutes for e in wo.labour)
        labour_cost = _money(minutes * self.state.labour_rate / 60)
        parts_cost = _money(sum(ln.cost for ln in lines))
        return OrderDetail(
            **self._row_fields(wo), requires_parts=wo.requires_parts, version=wo.version,
            hold_reason=wo.hold_reason, completion_note=wo.completion_note, completed_at=wo.completed_at,
            met_target=(wo.completed_at <= wo.due_at) if wo.completed_at else None,
            closed_at=wo.closed_at, cancelled_at=wo.cancelled_at, cancel_reason=wo.cancel_reason,
            parts=lines, labour=list(wo.labour), labour_minutes=minutes, labour_cost=labour_cost,
            parts_cost=parts_cost, total_cost=_money(labour_cost + parts_cost), history=list(wo.history),
        )

    @staticmethod
    def _part_row(part: Part) -> PartRow:
        available = part.on_hand - part.reserved
        return PartRow(sku=part.sku, name=part.name, unit_cost=part.unit_cost, on_hand=part.on_hand,
                       reserved=part.reserved, available=available, reorder_level=part.reorder_level,
                       low_stock=available <= part.reorder_level)

    def _tech_row(self, tech: Technician) -> TechnicianRow:
        n = self._open_assignments(tech.id)
        return TechnicianRow(id=tech.id, name=tech.name, skills=list(tech.skills), active=tech.active,
                             max_open=tech.max_open, open_assignments=n, capacity_left=max(0, tech.max_open - n))

    def _schedule_row(self, sched: PMSchedule) -> ScheduleRow:
        asset = self.state.assets.get(sched.asset_id)
        due = self._next_due(sched)
        return ScheduleRow(
            id=sched.id, asset_id=sched.asset_id, asset_name=asset.name if asset else sched.asset_id,
            site_id=asset.site_id if asset else "", title=sched.title, trade=sched.trade,
            priority=sched.priority, interval_days=sched.interval_days, last_done=sched.last_done,
            next_due=due.isoformat(), days_until_due=(due - self._today()).days, active=sched.active,
            open_work_order=sched.open_work_order,
        )

    def _new_order(self, asset: Asset, title: str, priority: Priority, trade: Trade, requires_parts: bool,
                   due_at: str | None = None, schedule_id: str | None = None) -> WorkOrder:
        now = self._tick()
        if due_at is None:
            opened = datetime.fromisoformat(now.replace("Z", "+00:00"))
            due_at = (opened + timedelta(hours=self.state.response_hours[priority])).strftime("%Y-%m-%dT%H:%M:%SZ")
        wo = WorkOrder(
            id=f"WO-{self.state.next_work_order}", asset_id=asset.id, title=title,
            kind="preventive" if schedule_id else "reactive", priority=priority, trade=trade,
            requires_parts=requires_parts, status="open", opened_at=now, due_at=due_at, schedule_id=schedule_id,
            history=[HistoryEntry(at=now, action="opened", note=schedule_id or "")],
        )
        self.state.next_work_order += 1
        self.state.work_orders[wo.id] = wo
        return wo

    # --- reads --------------------------------------------------------------------------------
    @tool("read", input=ListAssetsIn, output=ListAssetsOut)
    def list_assets(self, args: ListAssetsIn) -> ListAssetsOut:
        """List assets (id, name, site, criticality A/B/C, status in_service / out_of_service / retired) with the number of their unfinished work orders (open, assigned, in progress or on hold). Optional filters: site_id, criticality; retired assets are left out unless include_retired is true. Ordered by asset id. Fails with not_found for an unknown site_id."""
        if args.site_id is not None:
            self._site(args.site_id)
        rows = []
        for aid in sorted(self.state.assets):
            a = self.state.assets[aid]
            if args.site_id and a.site_id != args.site_id:
                continue
            if args.criticality and a.criticality != args.criticality:
                continue
            if a.status == "retired" and not args.include_retired:
                continue
            n = sum(1 for wo in self.state.work_orders.values() if wo.asset_id == aid and wo.status in ACTIVE_STATUSES)
            rows.append(AssetRow(id=a.id, name=a.name, site_id=a.site_id, site_name=self.state.sites[a.site_id].name,
                                 criticality=a.criticality, status=a.status, open_work_orders=n))
        return ListAssetsOut(assets=rows)

    @tool("read", input=ListOrdersIn, output=ListOrdersOut)
    def list_work_orders(self, args: ListOrdersIn) -> ListOrdersOut:
        """List work orders live, optionally filtered by status (open, assigned, in_progress, on_hold, completed, closed, cancelled), site_id, asset_id, technician_id (the assignee), priority (P1-P4) and overdue_only. An order is overdue when it is unfinished (open, assigned, in_progress or on_hold) and its due_at is strictly before the current time; an order due exactly now is not overdue. Ordered by due_at, earliest first, then by id. Authoritative."""
        rows = []
        for wo in sorted(self.state.work_orders.values(), key=lambda w: (w.due_at, w.id)):
            if args.status and wo.status != args.status:
                continue
            if args.asset_id and wo.asset_id != args.asset_id:
                continue
            if args.technician_id and wo.assigned_to != args.technician_id:
                continue
            if args.priority and wo.priority != args.priority:
                continue
            if args.overdue_only and not self._overdue(wo):
                continue
            fields = self._row_fields(wo)
            if args.site_id and fields["site_id"] != args.site_id:
                continue
            rows.append(OrderRow(**fields))
        return ListOrdersOut(as_of=self.state.clock, work_orders=rows)

    @tool("read", input=OrderIdIn, output=GetOrderOut)
    def get_work_order(self, args: OrderIdIn) -> GetOrderOut:
        """Read one work order in full: asset, site, assignee, due time, overdue flag, hold reason, part lines (reserved, issued, returned, net issued and cost), labour entries, costs (labour = minutes x hourly rate / 60; parts = net issued x unit cost; each rounded to cents, USD), completion and history, with its version and an evidence token for that version. assign_technician, reserve_part, complete_work_order, close_work_order and cancel_work_order need the token; any write to the order makes it stale. Fails with not_found."""
        wo = self._order(args.work_order_id)
        return GetOrderOut(work_order=self._detail(wo), evidence_token=self._token(wo))

    @tool("read", input=ListTechniciansIn, output=ListTechniciansOut)
    def list_technicians(self, args: ListTechniciansIn) -> ListTechniciansOut:
        """List technicians with their skills, whether they are active (inactive = on leave), their cap on open assignments (max_open), the number of orders currently assigned to them that are assigned, in progress or on hold, and capacity_left = max_open - that number. Optional filters: skill; available_only (active and capacity_left above 0). Ordered by technician id."""
        rows = []
        for tid in sorted(self.state.technicians):
            row = self._tech_row(self.state.technicians[tid])
            if args.skill and args.skill not in row.skills:
                continue
            if args.available_only and not (row.active and row.capacity_left > 0):
                continue
            rows.append(row)
        return ListTechniciansOut(technicians=rows)

    @tool("read", input=ListPartsIn, output=ListPartsOut)
    def list_parts(self, args: ListPartsIn) -> ListPartsOut:
        """List spare parts in stores, live: unit cost (USD), on hand, reserved for work orders, available = on hand - reserved, reorder level and low_stock (available at or below the reorder level). low_stock_only keeps only low-stock parts. Ordered by SKU."""
        rows = [self._part_row(self.state.parts[s]) for s in sorted(self.state.parts)]
        return ListPartsOut(parts=[r for r in rows if r.low_stock or not args.low_stock_only])

    @tool("read", input=ListSchedulesIn, output=ListSchedulesOut)
    def list_pm_schedules(self, args: ListSchedulesIn) -> ListSchedulesOut:
        """List preventive maintenance schedules: asset, task, trade, priority, interval in days, the date last done, next_due = last_done + interval_days (YYYY-MM-DD), days_until_due from today (negative when overdue), whether active and the unfinished work order raised for it, if any. due_within_days=N keeps only active schedules with days_until_due <= N (overdue ones included); site_id filters by the asset's site. Ordered by next_due, then schedule id."""
        if args.site_id is not None:
            self._site(args.site_id)
        rows = []
        for sched in self.state.schedules.values():
            row = self._schedule_row(sched)
            if args.due_within_days is not None and not (row.active and row.days_until_due <= args.due_within_days):
                continue
            if args.site_id and row.site_id != args.site_id:
                continue
            rows.append(row)
        rows.sort(key=lambda r: (r.next_due, r.id))
        return ListSchedulesOut(today=self._today().isoformat(), schedules=rows)

    @tool("read", input=NoArgs, output=DashboardOut)
    def get_dashboard_cached(self, args: NoArgs) -> DashboardOut:
        """The facilities dashboard summary (orders per status, overdue count, low-stock SKUs, open orders per technician, preventive schedules due this week) from last night's export. Not authoritative: cached figures as of as_of that miss every order, assignment, part movement and completion since; use list_work_orders, list_technicians and list_parts for live figures."""
        d = self.state.dashboard
        return DashboardOut(as_of=d.as_of, orders_by_status=dict(sorted(d.orders_by_status.items())),
                            overdue=d.overdue, low_stock=list(d.low_stock),
                            technician_load=dict(sorted(d.technician_load.items())), pm_due_this_week=d.pm_due_this_week)

    # --- writes: orders -----------------------------------------------------------------------
    @tool("write", input=CreateIn, output=OrderOut)
    def create_work_order(self, args: CreateIn) -> OrderOut:
        """Raise a reactive work order on an asset. It starts open and unassigned, opened now, with due_at = opened time + the priority's response target: P1 4 hours, P2 24 hours, P3 72 hours, P4 240 hours. P1 is reserved for criticality A assets. New ids run WO-2001, WO-2002, ... Fails with not_found (asset), invalid_state (the asset is retired) or invalid_priority (P1 on a B or C asset)."""
        asset = self._asset(args.asset_id)
        if asset.status == "retired":
            raise ToolFailure("invalid_state", f"{asset.id} {asset.name} is retired; no work orders can be raised on it")
        if args.priority == "P1" and asset.criticality != "A":
            raise ToolFailure("invalid_priority",
                              f"P1 is reserved for criticality A assets; {asset.id} {asset.name} is criticality "
                              f"{asset.criticality}")
        wo = self._new_order(asset, args.title.strip(), args.priority, args.trade, args.requires_parts)
        return OrderOut(work_order=self._detail(wo))

    @tool("write", input=AssignIn, output=OrderOut)
    def assign_technician(self, args: AssignIn) -> OrderOut:
        """Assign (or reassign) an open, assigned or on-hold work order to a technician. Needs the order's evidence_token from get_work_order. The technician must be active, have the order's trade among their skills and have fewer open assignments (assigned, in progress, on hold) than their max_open; reassigning frees a place for the previous assignee. An open order becomes assigned; an on-hold order stays on hold. Fails with not_found, stale_evidence, invalid_state (in progress or finished), conflict (already assigned to that person), unavailable (inactive), skill_mismatch or limit_exceeded (at the cap)."""
        wo = self._order(args.work_order_id)
        tech = self._technician(args.technician_id)
        self._require_token(wo, args.evidence_token)
        self._require_status(wo, ("open", "assigned", "on_hold"), "assign a technician")
        if wo.assigned_to == tech.id:
            raise ToolFailure("conflict", f"{wo.id} is already assigned to {tech.name}")
        if not tech.active:
            raise ToolFailure("unavailable", f"{tech.name} is not active (on leave)")
        if wo.trade not in tech.skills:
            raise ToolFailure("skill_mismatch", f"{tech.name} has no {wo.trade} skill needed by {wo.id}")
        n = self._open_assignments(tech.id)
        if n >= tech.max_open:
            raise ToolFailure("limit_exceeded",
                              f"{tech.name} already has {n} open assignments (cap {tech.max_open})")
        previous = wo.assigned_to
        wo.assigned_to = tech.id
        if wo.status == "open":
            wo.status = "assigned"
        self._touch(wo, "reassigned" if previous else "assigned", note=f"{previous or ''}->{tech.id}")
        return OrderOut(work_order=self._detail(wo))

    @tool("write", input=OrderIdIn, output=OrderOut)
    def start_work(self, args: OrderIdIn) -> OrderOut:
        """Mark work as started on an assigned order, or resume an on-hold one: the status becomes in_progress and any hold reason is cleared. The due time does not change. Fails with not_found or invalid_state (open and unassigned, already in progress, or finished)."""
        wo = self._order(args.work_order_id)
        self._require_status(wo, ("assigned", "on_hold"), "start work")
        resumed = wo.status == "on_hold"
        wo.status = "in_progress"
        wo.hold_reason = None
        self._touch(wo, "resumed" if resumed else "started", by=wo.assigned_to or "ui")
        return OrderOut(work_order=self._detail(wo))

    @tool("write", input=HoldIn, output=OrderOut)
    def put_on_hold(self, args: HoldIn) -> OrderOut:
        """Pause an assigned or in-progress work order with a reason (5 to 200 characters), e.g. waiting for access or a part. The order is NOT completed: it stays with its technician, keeps counting against their cap, keeps its due time and reservations, and resumes with start_work. Fails with not_found or invalid_state."""
        wo = self._order(args.work_order_id)
        self._require_status(wo, ("assigned", "in_progress"), "put it on hold")
        reason = args.reason.strip()
        if len(reason) < 5:
            raise ToolFailure("invalid_arguments", "reason must have at least 5 non-blank characters")
        wo.status = "on_hold"
        wo.hold_reason = reason
        self._touch(wo, "on_hold", note=reason)
        return OrderOut(work_order=self._detail(wo))

    @tool("write", input=LabourIn, output=OrderOut)
    def log_labour(self, args: LabourIn) -> OrderOut:
        """Record time worked on an in-progress work order by its assigned technician, in whole quarter hours from 15 to 480 minutes per entry (ids LB-501, LB-502, ...). Labour is costed at 68.00 USD per hour: the order's labour cost is its total minutes x 68.00 / 60, rounded to cents. Fails with not_found, invalid_state (order not in progress) or not_assigned (the technician is not the order's assignee)."""
        wo = self._order(args.work_order_id)
        tech = self._technician(args.technician_id)
        self._require_status(wo, ("in_progress",), "log labour")
        if wo.assigned_to != tech.id:
            raise ToolFailure("not_assigned", f"{tech.name} is not assigned to {wo.id}")
        now = self._touch(wo, "labour", by=tech.id, note=f"{args.minutes} min")
        wo.labour.append(LabourEntry(id=f"LB-{self.state.next_labour}", technician_id=tech.id, minutes=args.minutes,
                                     note=args.note.strip(), at=now))
        self.state.next_labour += 1
        return OrderOut(work_order=self._detail(wo))

    # --- writes: parts ------------------------------------------------------------------------
    @tool("write", input=ReserveIn, output=PartMoveOut)
    def reserve_part(self, args: ReserveIn) -> PartMoveOut:
        """Step 1 of drawing a spare part: hold units in stores for an unfinished work order (open, assigned, in progress or on hold). Needs the order's evidence_token from get_work_order. The units stay on hand but stop counting as available; nothing is issued until issue_part. Fails with not_found, stale_evidence, invalid_state or insufficient_stock (more than the part's available units)."""
        wo = self._order(args.work_order_id)
        part = self._part(args.sku)
        self._require_token(wo, args.evidence_token)
        self._require_status(wo, ACTIVE_STATUSES, "reserve parts")
        available = part.on_hand - part.reserved
        if args.quantity > available:
            raise ToolFailure("insufficient_stock",
                              f"only {available} of {part.sku} {part.name} available; cannot reserve {args.quantity}")
        part.reserved += args.quantity
        line = self._line(wo, part.sku)
        if line is None:
            line = PartLine(sku=part.sku)
            wo.parts.append(line)
        line.reserved += args.quantity
        self._touch(wo, "reserved", note=f"{args.quantity} x {part.sku}")
        return PartMoveOut(work_order=self._detail(wo), part=self._part_row(part))

    @tool("write", input=PartQtyIn, output=PartMoveOut)
    def issue_part(self, args: PartQtyIn) -> PartMoveOut:
        """Step 2 of drawing a spare part: hand reserved units out to an in-progress work order. They leave stores (on hand and reserved both drop) and are costed to the order. Only reserved units can be issued. Fails with not_found, invalid_state (order not in progress) or not_reserved (fewer units reserved on this order than asked)."""
        wo = self._order(args.work_order_id)
        part = self._part(args.sku)
        self._require_status(wo, ("in_progress",), "issue parts")
        line = self._line(wo, part.sku)
        held = line.reserved if line else 0
        if line is None or args.quantity > held:
            raise ToolFailure("not_reserved",
                              f"{wo.id} has {held} of {part.sku} reserved; reserve before issuing {args.quantity}")
        line.reserved -= args.quantity
        line.issued += args.quantity
        part.reserved -= args.quantity
        part.on_hand -= args.quantity
        self._touch(wo, "issued", note=f"{args.quantity} x {part.sku}")
        return PartMoveOut(work_order=self._detail(wo), part=self._part_row(part))

    @tool("write", input=PartQtyIn, output=PartMoveOut)
    def release_part(self, args: PartQtyIn) -> PartMoveOut:
        """Give up reserved units that were never issued: they become available in stores again. Does not touch issued units (see return_part). Allowed on unfinished orders. Fails with not_found, invalid_state or exceeds_reserved (more than the order still has reserved)."""
        wo = self._order(args.work_order_id)
        part = self._part(args.sku)
        self._require_status(wo, ACTIVE_STATUSES, "release parts")
        line = self._line(wo, part.sku)
        held = line.reserved if line else 0
        if line is None or args.quantity > held:
            raise ToolFailure("exceeds_reserved", f"{wo.id} has only {held} of {part.sku} reserved")
        line.reserved -= args.quantity
        part.reserved -= args.quantity
        self._touch(wo, "released", note=f"{args.quantity} x {part.sku}")
        return PartMoveOut(work_order=self._detail(wo), part=self._part_row(part))

    @tool("write", input=PartQtyIn, output=PartMoveOut)
    def return_part(self, args: PartQtyIn) -> PartMoveOut:
        """Hand issued units back to stores (unused spares): on hand goes up, the order's net issued units and parts cost go down. Allowed while the order is in progress, on hold or completed (not once closed or cancelled). Fails with not_found, invalid_state or exceeds_issued (more than issued minus already returned)."""
        wo = self._order(args.work_order_id)
        part = self._part(args.sku)
        self._require_status(wo, ("in_progress", "on_hold", "completed"), "return parts")
        line = self._line(wo, part.sku)
        net = (line.issued - line.returned) if line else 0
        if line is None or args.quantity > net:
            raise ToolFailure("exceeds_issued", f"{wo.id} has only {net} of {part.sku} issued and not returned")
        line.returned += args.quantity
        part.on_hand += args.quantity
        self._touch(wo, "returned", note=f"{args.quantity} x {part.sku}")
        return PartMoveOut(work_order=self._detail(wo), part=self._part_row(part))

    # --- writes: finishing --------------------------------------------------------------------
    @tool("write", input=CompleteIn, output=OrderOut)
    def complete_work_order(self, args: CompleteIn) -> OrderOut:
        """Complete an in-progress work order with a note (5 to 300 characters). Needs the order's evidence_token from get_work_order. The order must have at least one labour entry, no reserved units left unissued (issue or release them first) and, when requires_parts is true, at least one part unit issued and not returned. Records completed_at (now) and met_target (completed at or before due_at). For a preventive order the schedule's last_done becomes today's date, so its next due date moves on by its interval. Fails with not_found, stale_evidence, invalid_state (not in progress, e.g. on hold), missing_labour, parts_outstanding or missing_parts."""
        wo = self._order(args.work_order_id)
        self._require_token(wo, args.evidence_token)
        self._require_status(wo, ("in_progress",), "complete it")
        if not wo.labour:
            raise ToolFailure("missing_labour", f"{wo.id} has no labour logged; log time before completing")
        pending = [f"{ln.reserved} x {ln.sku}" for ln in wo.parts if ln.reserved > 0]
        if pending:
            raise ToolFailure("parts_outstanding",
                              f"{wo.id} still has reserved parts not issued ({', '.join(pending)}); issue or release them")
        if wo.requires_parts and not any(ln.issued - ln.returned > 0 for ln in wo.parts):
            raise ToolFailure("missing_parts", f"{wo.id} requires parts but none are issued")
        now = self._touch(wo, "completed", note=args.completion_note.strip())
        wo.status = "completed"
        wo.completed_at = now
        wo.completion_note = args.completion_note.strip()
        wo.hold_reason = None
        if wo.schedule_id and wo.schedule_id in self.state.schedules:
            sched = self.state.schedules[wo.schedule_id]
            sched.last_done = now[:10]
            if sched.open_work_order == wo.id:
                sched.open_work_order = None
        return OrderOut(work_order=self._detail(wo))

    @tool("write", input=CloseIn, output=OrderOut)
    def close_work_order(self, args: CloseIn) -> OrderOut:
        """Sign off a completed work order: it becomes closed and read-only (no part returns afterwards); its costs are final. Needs the order's evidence_token from get_work_order. Only completed orders can be closed; to abandon unfinished work use cancel_work_order. Fails with not_found, stale_evidence or invalid_state."""
        wo = self._order(args.work_order_id)
        self._require_token(wo, args.evidence_token)
        self._require_status(wo, ("completed",), "close it (only completed orders can be closed)")
        wo.closed_at = self._touch(wo, "closed")
        wo.status = "closed"
        return OrderOut(work_order=self._detail(wo))

    @tool("write", input=CancelIn, output=OrderOut)
    def cancel_work_order(self, args: CancelIn) -> OrderOut:
        """Abandon an unfinished work order (open, assigned, in progress or on hold) with a reason (5 to 200 characters): it becomes cancelled, its unissued reservations are released to stores and its technician's place is freed; labour already logged stays on record. Needs the order's evidence_token from get_work_order. Not for finished work: completed orders are closed with close_work_order. Fails with not_found, stale_evidence, invalid_state or parts_issued (issued units not yet returned; return them first)."""
        wo = self._order(args.work_order_id)
        self._require_token(wo, args.evidence_token)
        self._require_status(wo, ACTIVE_STATUSES, "cancel it")
        issued = [f"{ln.issued - ln.returned} x {ln.sku}" for ln in wo.parts if ln.issued - ln.returned > 0]
        if issued:
            raise ToolFailure("parts_issued", f"{wo.id} has issued parts ({', '.join(issued)}); return them first")
        reason = args.reason.strip()
        if len(reason) < 5:
            raise ToolFailure("invalid_arguments", "reason must have at least 5 non-blank characters")
        for ln in wo.parts:
            if ln.reserved:
                part = self.state.parts.get(ln.sku)
                if part is not None:
                    part.reserved -= ln.reserved
                ln.reserved = 0
        now = self._touch(wo, "cancelled", note=reason)
        wo.status = "cancelled"
        wo.cancelled_at = now
        wo.cancel_reason = reason
        wo.hold_reason = None
        if wo.schedule_id and wo.schedule_id in self.state.schedules:
            sched = self.state.schedules[wo.schedule_id]
            if sched.open_work_order == wo.id:
                sched.open_work_order = None
        return OrderOut(work_order=self._detail(wo))

    @tool("write", input=ScheduleIdIn, output=GenerateOut)
    def generate_pm_work_order(self, args: ScheduleIdIn) -> GenerateOut:
        """Raise the preventive work order for a schedule that has come due: allowed once its next_due is at most 7 days from today (overdue schedules included). The new order is open, preventive, has the schedule's title, trade, priority and requires_parts, and is due at 17:00 UTC on next_due (already overdue if next_due has passed). Fails with not_found, invalid_state (schedule inactive or asset retired), not_due (next_due more than 7 days away) or conflict (the schedule already has an unfinished order)."""
        sched = self._schedule(args.schedule_id)
        asset = self._asset(sched.asset_id)
        if asset.status == "retired":
            raise ToolFailure("invalid_state", f"{sched.id}: asset {asset.id} {asset.name} is retired")
        if not sched.active:
            raise ToolFailure("invalid_state", f"{sched.id} {sched.title} is not active")
        if sched.open_work_order:
            raise ToolFailure("conflict", f"{sched.id} already has unfinished work order {sched.open_work_order}")
        due = self._next_due(sched)
        days = (due - self._today()).days
        if days > self.state.pm_window_days:
            raise ToolFailure("not_due", f"{sched.id} is next due {due.isoformat()}, {days} days away "
                                         f"(can be raised {self.state.pm_window_days} days ahead)")
        wo = self._new_order(asset, sched.title, sched.priority, sched.trade, sched.requires_parts,
                             due_at=f"{due.isoformat()}T17:00:00Z", schedule_id=sched.id)
        sched.open_work_order = wo.id
        return GenerateOut(work_order=self._detail(wo), schedule=self._schedule_row(sched))

    # --- resources ----------------------------------------------------------------------------
    def resource(self, uri: str) -> dict:
        return {"response_hours": dict(sorted(self.state.response_hours.items())),
                "labour_rate": self.state.labour_rate, "currency": "USD",
                "pm_window_days": self.state.pm_window_days}
