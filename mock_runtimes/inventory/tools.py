"""Inventory tools. Docstrings are the public descriptions the policy sees."""

from __future__ import annotations

from datetime import datetime, timedelta

from pydantic import BaseModel, ConfigDict, Field

from mock_runtimes.base import NoArgs, Runtime, ToolFailure, advance_clock, evidence_token, tool
from mock_runtimes.inventory.state import (
    Adjustment,
    AdjustReason,
    InventoryState,
    Item,
    Location,
    POStatus,
    PurchaseOrder,
    QuoteRequest,
    Reservation,
    StockLevel,
    Supplier,
    Transfer,
    TransferPlan,
)


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid")


# --- shared output shapes -----------------------------------------------------------------
class LocationStock(BaseModel):
    location: str
    on_hand: int
    reserved: int
    available: int = Field(description="on_hand - reserved")


class ItemRow(BaseModel):
    sku: str
    name: str
    supplier_id: str
    supplier_name: str
    case_pack: int
    reorder_point: int
    reorder_qty: int
    unit_cost: float
    stock: list[LocationStock]
    total_on_hand: int
    total_available: int
    on_order: int = Field(description="units on open purchase orders")
    below_reorder_point: bool = Field(description="total_available < reorder_point")


class ItemDetail(ItemRow):
    version: int
    updated_at: str


# --- reads ----------------------------------------------------------------------------------
class ListLocationsOut(BaseModel):
    locations: list[Location]


class ListItemsIn(_In):
    location: str | None = Field(None, description="only report stock at this location id")
    below_reorder_only: bool = Field(False, description="only items whose total available is below their reorder point")


class ListItemsOut(BaseModel):
    items: list[ItemRow]


class SkuIn(_In):
    sku: str


class GetItemOut(BaseModel):
    item: ItemDetail
    supplier: Supplier
    evidence_token: str = Field(description="pass to write tools to prove you read the current version of the item")


class ListTransfersIn(_In):
    sku: str | None = None
    limit: int | None = Field(None, ge=1, le=200)


class ListTransfersOut(BaseModel):
    transfers: list[Transfer] = Field(description="newest first")


class ListPOsIn(_In):
    status: POStatus | None = None
    sku: str | None = None


class PORow(BaseModel):
    id: str
    sku: str
    item_name: str
    supplier_id: str
    supplier_name: str
    quantity: int
    deliver_to: str
    deliver_to_name: str
    status: POStatus
    created_at: str
    expected_at: str
    closed_at: str | None = None


class ListPOsOut(BaseModel):
    purchase_orders: list[PORow]


class QuoteRow(BaseModel):
    id: str
    sku: str
    item_name: str
    supplier_id: str
    supplier_name: str
    quantity: int
    requested_at: str


class ListQuotesOut(BaseModel):
    quote_requests: list[QuoteRow]


class CachedRow(BaseModel):
    sku: str
    name: str
    available: dict[str, int]
    total_available: int
    below_reorder_point: bool


class CachedReportOut(BaseModel):
    as_of: str
    authoritative: bool = False
    items: list[CachedRow]


class ForecastIn(_In):
    sku: str
    days: int = Field(30, ge=1, le=90)


class ForecastOut(BaseModel):
    sku: str
    days: int
    expected_demand: int
    projected_available: int = Field(description="modelled, not current: today's total minus expected demand")


# --- writes ---------------------------------------------------------------------------------
class PlanIn(_In):
    sku: str
    from_location: str
    to_location: str
    quantity: int = Field(gt=0, le=100_000)
    evidence_token: str


class PlanOut(BaseModel):
    plan_id: str
    plan_token: str = Field(description="pass to commit_transfer")
    sku: str
    from_location: str
    to_location: str
    quantity: int
    available_at_source: int


class CommitIn(_In):
    plan_id: str
    plan_token: str


class CommitOut(BaseModel):
    transfer: Transfer
    stock: list[LocationStock] = Field(description="the item's stock at the two locations after the move")


class ReserveIn(_In):
    sku: str
    location: str
    quantity: int = Field(gt=0, le=100_000)
    reference: str = Field(min_length=1, max_length=80, description="customer order number")


class ReserveOut(BaseModel):
    reservation: Reservation
    stock: LocationStock


class AdjustIn(_In):
    sku: str
    location: str
    counted_quantity: int = Field(ge=0, le=1_000_000)
    reason: AdjustReason
    evidence_token: str


class AdjustOut(BaseModel):
    adjustment: Adjustment
    stock: LocationStock


class CreatePOIn(_In):
    sku: str
    quantity: int = Field(gt=0, le=100_000)
    deliver_to: str = Field(description="id of a warehouse location (stores cannot receive supplier deliveries)")
    evidence_token: str


class POOut(BaseModel):
    purchase_order: PORow


class QuoteIn(_In):
    sku: str
    quantity: int = Field(gt=0, le=100_000)


class QuoteOut(BaseModel):
    quote_request: QuoteRow


class ReceiveIn(_In):
    po_id: str
    evidence_token: str = Field(description="evidence token of the order's item, from get_item")


class ReceiveOut(BaseModel):
    purchase_order: PORow
    stock: LocationStock


class PoIdIn(_In):
    po_id: str


class Inventory(Runtime):
    domain = "inventory"
    State = InventoryState
    state: InventoryState

    # --- deterministic clock, ids and evidence tokens -------------------------------
    def _now(self) -> datetime:
        return datetime.fromisoformat(self.state.clock.replace("Z", "+00:00"))

    def _tick(self) -> str:
        self.state.clock = advance_clock(self.state.clock)
        return self.state.clock

    def _item(self, sku: str) -> Item:
        item = self.state.items.get(sku)
        if item is None:
            raise ToolFailure("not_found", f"no item with SKU {sku!r}")
        return item

    def _location(self, location_id: str) -> Location:
        loc = self.state.locations.get(location_id)
        if loc is None:
            raise ToolFailure("not_found", f"no location {location_id!r}")
        return loc

    def _po(self, po_id: str) -> PurchaseOrder:
        for po in self.state.purchase_orders:
            if po.id == po_id:
                return po
        raise ToolFailure("not_found", f"no purchase order {po_id!r}")

    @staticmethod
    def _token(item: Item) -> str:
        return evidence_token("ev", item.sku, item.version)

    @staticmethod
    def _plan_token(plan: TransferPlan) -> str:
        return evidence_token("pt", plan.id, plan.sku, plan.quantity, plan.item_version)

    def _require_token(self, item: Item, token: str) -> None:
        if token != self._token(item):
            raise ToolFailure(
                "stale_evidence",
                f"evidence token does not match the current version of {item.sku}; call get_item first",
            )

    def _touch(self, item: Item) -> str:
        item.version += 1
        item.updated_at = self._tick()
        return item.updated_at

    def _level(self, item: Item, location_id: str) -> StockLevel:
        self._location(location_id)
        return item.stock.setdefault(location_id, StockLevel())

    @staticmethod
    def _loc_stock(location_id: str, level: StockLevel) -> LocationStock:
        return LocationStock(location=location_id, on_hand=level.on_hand, reserved=level.reserved,
                             available=level.on_hand - level.reserved)

    def _on_order(self, sku: str) -> int:
        return sum(po.quantity for po in self.state.purchase_orders if po.sku == sku and po.status == "open")

    def _row(self, item: Item, location: str | None = None) -> dict:
        stock = [
            self._loc_stock(loc_id, item.stock.get(loc_id, StockLevel()))
            for loc_id in sorted(self.state.locations)
            if location is None or loc_id == location
        ]
        all_levels = [self._loc_stock(k, v) for k, v in item.stock.items()]
        total_available = sum(s.available for s in all_levels)
        supplier = self.state.suppliers.get(item.supplier_id)
        return dict(
            sku=item.sku, name=item.name, supplier_id=item.supplier_id,
            supplier_name=supplier.name if supplier else item.supplier_id, case_pack=item.case_pack,
            reorder_point=item.reorder_point, reorder_qty=item.reorder_qty, unit_cost=item.unit_cost,
            stock=stock, total_on_hand=sum(s.on_hand for s in all_levels), total_available=total_available,
            on_order=self._on_order(item.sku), below_reorder_point=total_available < item.reorder_point,
        )

    def _po_row(self, po: PurchaseOrder) -> PORow:
        item = self.state.items.get(po.sku)
        supplier = self.state.suppliers.get(po.supplier_id)
        loc = self.state.locations.get(po.deliver_to)
        return PORow(
            **po.model_dump(), item_name=item.name if item else po.sku,
            supplier_name=supplier.name if supplier else po.supplier_id,
            deliver_to_name=loc.name if loc else po.deliver_to,
        )

    def _quote_row(self, q: QuoteRequest) -> QuoteRow:
        item = self.state.items.get(q.sku)
        supplier = self.state.suppliers.get(q.supplier_id)
        return QuoteRow(**q.model_dump(), item_name=item.name if item else q.sku,
                        supplier_name=supplier.name if supplier else q.supplier_id)

    # --- reads ----------------------------------------------------------------------
    @tool("read", input=NoArgs, output=ListLocationsOut)
    def list_locations(self, args: NoArgs) -> ListLocationsOut:
        """List every stock location (id, name, kind 'warehouse' or 'store', city), ordered by id."""
        return ListLocationsOut(locations=[self.state.locations[k] for k in sorted(self.state.locations)])

    @tool("read", input=ListItemsIn, output=ListItemsOut)
    def list_items(self, args: ListItemsIn) -> ListItemsOut:
        """List items with live stock per location (on hand, reserved, available = on hand - reserved), totals, units on open purchase orders and whether total available is below the reorder point. Ordered by SKU. Authoritative."""
        if args.location is not None:
            self._location(args.location)
        rows = []
        for sku in sorted(self.state.items):
            row = self._row(self.state.items[sku], args.location)
            if args.below_reorder_only and not row["below_reorder_point"]:
                continue
            rows.append(ItemRow(**row))
        return ListItemsOut(items=rows)

    @tool("read", input=SkuIn, output=GetItemOut)
    def get_item(self, args: SkuIn) -> GetItemOut:
        """Read one item in full (live stock per location, reorder settings, supplier) with an evidence token that write tools require. The token changes whenever the item changes."""
        item = self._item(args.sku)
        supplier = self.state.suppliers[item.supplier_id]
        detail = ItemDetail(**self._row(item), version=item.version, updated_at=item.updated_at)
        return GetItemOut(item=detail, supplier=supplier, evidence_token=self._token(item))

    @tool("read", input=ListTransfersIn, output=ListTransfersOut)
    def list_transfers(self, args: ListTransfersIn) -> ListTransfersOut:
        """List committed stock transfers between locations, newest first, optionally for one SKU and limited to the latest N."""
        rows = [t for t in reversed(self.state.transfers) if args.sku is None or t.sku == args.sku]
        if args.limit is not None:
            rows = rows[: args.limit]
        return ListTransfersOut(transfers=rows)

    @tool("read", input=ListPOsIn, output=ListPOsOut)
    def list_purchase_orders(self, args: ListPOsIn) -> ListPOsOut:
        """List purchase orders (with item, supplier and delivery location names), optionally filtered by status ('open', 'received', 'cancelled') and SKU. Ordered by PO number."""
        rows = [
            self._po_row(po) for po in sorted(self.state.purchase_orders, key=lambda p: p.id)
            if (args.status is None or po.status == args.status) and (args.sku is None or po.sku == args.sku)
        ]
        return ListPOsOut(purchase_orders=rows)

    @tool("read", input=NoArgs, output=ListQuotesOut)
    def list_quote_requests(self, args: NoArgs) -> ListQuotesOut:
        """List price-quote requests sent to suppliers, oldest first."""
        return ListQuotesOut(quote_requests=[self._quote_row(q) for q in self.state.quote_requests])

    @tool("read", input=NoArgs, output=CachedReportOut)
    def get_stock_report_cached(self, args: NoArgs) -> CachedReportOut:
        """The nightly stock report export (available units per location and a below-reorder flag). Not authoritative: figures are as of the last nightly run and miss today's transfers, counts, receipts and reservations."""
        rows = []
        for sku in sorted(self.state.cached_report.available):
            item = self.state.items.get(sku)
            avail = dict(self.state.cached_report.available[sku])
            total = sum(avail.values())
            rows.append(CachedRow(
                sku=sku, name=item.name if item else sku, available=avail, total_available=total,
                below_reorder_point=bool(item and total < item.reorder_point),
            ))
        return CachedReportOut(as_of=self.state.cached_report.as_of, items=rows)

    @tool("read", input=ForecastIn, output=ForecastOut)
    def forecast_demand(self, args: ForecastIn) -> ForecastOut:
        """Forecast an item's demand over the next N days (default 30) from its sales history, with the projected available units at the end of that window. A model estimate, not current stock."""
        item = self._item(args.sku)
        total = sum(s.on_hand - s.reserved for s in item.stock.values())
        daily = max(1, round(item.reorder_point / 14))
        demand = daily * args.days
        return ForecastOut(sku=item.sku, days=args.days, expected_demand=demand, projected_available=total - demand)

    # --- writes ---------------------------------------------------------------------
    @tool("write", input=PlanIn, output=PlanOut)
    def plan_transfer(self, args: PlanIn) -> PlanOut:
        """Step 1 of moving stock: validate a transfer of an item between two locations and return a plan (plan_id, plan_token). Requires the item's evidence_token from get_item. Nothing moves until commit_transfer."""
        item = self._item(args.sku)
        self._location(args.from_location)
        self._location(args.to_location)
        self._require_token(item, args.evidence_token)
        if args.from_location == args.to_location:
            raise ToolFailure("same_location", "from_location and to_location must differ")
        level = item.stock.get(args.from_location, StockLevel())
        available = level.on_hand - level.reserved
        if args.quantity > available:
            name = self.state.locations[args.from_location].name
            raise ToolFailure(
                "insufficient_stock",
                f"only {available} of {item.sku} available at {name}; cannot move {args.quantity}",
            )
        plan = TransferPlan(
            id=f"PLN-{self.state.next_plan:04d}", sku=item.sku, from_location=args.from_location,
            to_location=args.to_location, quantity=args.quantity, item_version=item.version,
            created_at=self._tick(),
        )
        self.state.next_plan += 1
        self.state.plans.append(plan)
        return PlanOut(plan_id=plan.id, plan_token=self._plan_token(plan), sku=plan.sku,
                       from_location=plan.from_location, to_location=plan.to_location,
                       quantity=plan.quantity, available_at_source=available)

    @tool("write", input=CommitIn, output=CommitOut)
    def commit_transfer(self, args: CommitIn) -> CommitOut:
        """Step 2 of moving stock: execute a plan from plan_transfer, moving the units now. Fails if the item changed since the plan was made (plan it again) or the plan was already committed."""
        plan = next((p for p in self.state.plans if p.id == args.plan_id), None)
        if plan is None:
            raise ToolFailure("not_found", f"no transfer plan {args.plan_id!r}")
        if args.plan_token != self._plan_token(plan):
            raise ToolFailure("invalid_plan_token", f"plan_token does not belong to {plan.id}")
        if plan.status == "committed":
            raise ToolFailure("plan_used", f"{plan.id} was already committed")
        item = self._item(plan.sku)
        if item.version != plan.item_version:
            raise ToolFailure("stale_plan", f"{item.sku} changed since {plan.id} was made; plan the transfer again")
        source = self._level(item, plan.from_location)
        if source.on_hand - source.reserved < plan.quantity:
            raise ToolFailure("insufficient_stock", f"not enough {item.sku} at {plan.from_location}")
        target = self._level(item, plan.to_location)
        source.on_hand -= plan.quantity
        target.on_hand += plan.quantity
        now = self._touch(item)
        plan.status = "committed"
        transfer = Transfer(
            id=f"TR-{self.state.next_transfer}", sku=item.sku, from_location=plan.from_location,
            to_location=plan.to_location, quantity=plan.quantity, committed_at=now, plan_id=plan.id,
        )
        self.state.next_transfer += 1
        self.state.transfers.append(transfer)
        return CommitOut(transfer=transfer, stock=[self._loc_stock(plan.from_location, source),
                                                   self._loc_stock(plan.to_location, target)])

    @tool("write", input=ReserveIn, output=ReserveOut)
    def reserve_stock(self, args: ReserveIn) -> ReserveOut:
        """Hold units of an item at one location for a customer order (reference). The units stay where they are but stop counting as available. Does not move stock between locations."""
        item = self._item(args.sku)
        level = self._level(item, args.location)
        if args.quantity > level.on_hand - level.reserved:
            raise ToolFailure("insufficient_stock",
                              f"only {level.on_hand - level.reserved} of {item.sku} available at {args.location}")
        level.reserved += args.quantity
        now = self._touch(item)
        res = Reservation(id=f"RS-{self.state.next_reservation}", sku=item.sku, location=args.location,
                          quantity=args.quantity, reference=args.reference, at=now)
        self.state.next_reservation += 1
        self.state.reservations.append(res)
        return ReserveOut(reservation=res, stock=self._loc_stock(args.location, level))

    @tool("write", input=AdjustIn, output=AdjustOut)
    def adjust_stock(self, args: AdjustIn) -> AdjustOut:
        """Record a stock count: set the on-hand quantity of an item at one location to the counted value, with a reason ('cycle_count', 'damaged', 'found', 'shrinkage'). Requires the item's evidence_token from get_item. The count may not be below the units reserved there."""
        item = self._item(args.sku)
        self._require_token(item, args.evidence_token)
        level = self._level(item, args.location)
        if args.counted_quantity < level.reserved:
            raise ToolFailure("below_reserved",
                              f"{level.reserved} units are reserved at {args.location}; count cannot be lower")
        before = level.on_hand
        level.on_hand = args.counted_quantity
        now = self._touch(item)
        adj = Adjustment(id=f"ADJ-{self.state.next_adjustment}", sku=item.sku, location=args.location,
                         before=before, after=args.counted_quantity, reason=args.reason, at=now)
        self.state.next_adjustment += 1
        self.state.adjustments.append(adj)
        return AdjustOut(adjustment=adj, stock=self._loc_stock(args.location, level))

    @tool("write", input=CreatePOIn, output=POOut)
    def create_purchase_order(self, args: CreatePOIn) -> POOut:
        """Place a purchase order with the item's supplier for delivery to a warehouse. Quantity must be a multiple of the item's case pack. Requires the item's evidence_token from get_item. Orders are sent to the supplier immediately."""
        item = self._item(args.sku)
        loc = self._location(args.deliver_to)
        self._require_token(item, args.evidence_token)
        if loc.kind != "warehouse":
            raise ToolFailure("invalid_location", f"{loc.name} is a store; suppliers deliver to warehouses only")
        if args.quantity % item.case_pack:
            raise ToolFailure("case_pack", f"quantity must be a multiple of the case pack ({item.case_pack})")
        supplier = self.state.suppliers[item.supplier_id]
        now = self._touch(item)
        expected = (self._now() + timedelta(days=supplier.lead_time_days)).strftime("%Y-%m-%d")
        po = PurchaseOrder(id=f"PO-{self.state.next_po}", sku=item.sku, supplier_id=supplier.id,
                           quantity=args.quantity, deliver_to=loc.id, status="open", created_at=now,
                           expected_at=expected)
        self.state.next_po += 1
        self.state.purchase_orders.append(po)
        return POOut(purchase_order=self._po_row(po))

    @tool("write", input=QuoteIn, output=QuoteOut)
    def request_supplier_quote(self, args: QuoteIn) -> QuoteOut:
        """Ask the item's supplier for a price quote for a quantity. Creates no purchase order and changes no stock."""
        item = self._item(args.sku)
        q = QuoteRequest(id=f"QR-{self.state.next_quote}", sku=item.sku, supplier_id=item.supplier_id,
                         quantity=args.quantity, requested_at=self._tick())
        self.state.next_quote += 1
        self.state.quote_requests.append(q)
        return QuoteOut(quote_request=self._quote_row(q))

    @tool("write", input=ReceiveIn, output=ReceiveOut)
    def receive_purchase_order(self, args: ReceiveIn) -> ReceiveOut:
        """Book the delivery of an open purchase order: its quantity is added to on-hand stock at the delivery warehouse and the order is closed as received. Requires the evidence_token of the order's item from get_item."""
        po = self._po(args.po_id)
        if po.status != "open":
            raise ToolFailure("not_open", f"{po.id} is {po.status}")
        item = self._item(po.sku)
        self._require_token(item, args.evidence_token)
        level = self._level(item, po.deliver_to)
        level.on_hand += po.quantity
        po.status = "received"
        po.closed_at = self._touch(item)
        return ReceiveOut(purchase_order=self._po_row(po), stock=self._loc_stock(po.deliver_to, level))

    @tool("write", input=PoIdIn, output=POOut)
    def cancel_purchase_order(self, args: PoIdIn) -> POOut:
        """Cancel an open purchase order; its units no longer count as on order."""
        po = self._po(args.po_id)
        if po.status != "open":
            raise ToolFailure("not_open", f"{po.id} is {po.status}")
        item = self._item(po.sku)
        po.status = "cancelled"
        po.closed_at = self._touch(item)
        return POOut(purchase_order=self._po_row(po))
