"""Approvals tools. Docstrings are the public descriptions the policy sees.

Write chain: ``get_request`` (evidence token) -> ``validate_request`` (policy, approver and budget
checks; returns a validation token and the projected remaining budget) -> ``approve_request``
(needs the validation token and the request's current version). Approving moves the amount
into the cost centre's approved total and lowers its remaining budget.

Decoy: ``get_budget_snapshot_cached`` (month-end figures, not authoritative).
Near misses: ``flag_for_review`` (no decision, no budget effect) next to ``approve_request``;
``draft_payment`` (a draft, nothing paid) next to ``release_payment``.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from mock_runtimes.approvals.state import (
    ApprovalsState,
    Approver,
    Category,
    CostCentre,
    HistoryEntry,
    Kind,
    Payment,
    PaymentStatus,
    Request,
    RequestStatus,
)
from mock_runtimes.base import NoArgs, Runtime, ToolFailure, advance_clock, evidence_token, tool


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid")


# --- inputs -----------------------------------------------------------------------------------
class ListRequestsIn(_In):
    status: RequestStatus | None = None
    kind: Kind | None = None
    cost_centre: str | None = Field(None, description="cost centre id, e.g. CC-410")


class RequestIdIn(_In):
    request_id: str


class CostCentreIn(_In):
    cost_centre: str = Field(description="cost centre id, e.g. CC-410")


class ListApproversIn(_In):
    cost_centre: str | None = Field(None, description="only approvers who cover this cost centre")


class ListPaymentsIn(_In):
    status: PaymentStatus | None = None


class ValidateIn(_In):
    request_id: str
    approver_id: str
    evidence_token: str = Field(description="from get_request on the current version")


class ApproveIn(_In):
    request_id: str
    approver_id: str
    version: int = Field(description="the request version the validation was made on")
    validation_token: str = Field(description="from validate_request")


class RejectIn(_In):
    request_id: str
    approver_id: str
    evidence_token: str = Field(description="from get_request on the current version")
    reason: str = Field(min_length=5, max_length=300)


class FlagIn(_In):
    request_id: str
    note: str = Field(min_length=1, max_length=300)


class CreateIn(_In):
    kind: Kind
    title: str = Field(min_length=3, max_length=120)
    requester: str = Field(min_length=1, max_length=80)
    cost_centre: str
    category: Category
    amount: float = Field(gt=0, le=1_000_000)


class DraftPaymentIn(_In):
    request_id: str


class ReleasePaymentIn(_In):
    request_id: str
    evidence_token: str = Field(description="from get_request on the current version")


# --- outputs ----------------------------------------------------------------------------------
class RequestSummary(BaseModel):
    id: str
    kind: Kind
    title: str
    requester: str
    cost_centre: str
    category: Category
    amount: float
    status: RequestStatus
    flagged: bool
    flag_note: str | None
    submitted_at: str
    decided_by: str | None
    decided_at: str | None
    rejection_reason: str | None


class ListRequestsOut(BaseModel):
    requests: list[RequestSummary]


class GetRequestOut(BaseModel):
    request: Request
    evidence_token: str = Field(description="pass to validate_request, reject_request or release_payment")


class CostCentreSummary(BaseModel):
    id: str
    name: str
    owner: str


class ListCostCentresOut(BaseModel):
    cost_centres: list[CostCentreSummary]


class BudgetOut(BaseModel):
    cost_centre: str
    name: str
    fiscal_year: str
    budget: float
    approved_total: float
    remaining: float
    pending_total: float = Field(description="sum of submitted (undecided) requests on this cost centre")
    as_of: str


class SnapshotRow(BaseModel):
    cost_centre: str
    remaining: float


class SnapshotOut(BaseModel):
    as_of: str
    authoritative: bool = False
    rows: list[SnapshotRow]


class ListApproversOut(BaseModel):
    approvers: list[Approver]


class PolicyOut(BaseModel):
    currency: str = "USD"
    category_limits: dict[str, float]


class ValidateOut(BaseModel):
    request_id: str
    version: int
    approver_id: str
    validation_token: str = Field(description="pass to approve_request together with version")
    amount: float
    remaining_before: float
    projected_remaining: float
    checks: list[str]


class RequestOut(BaseModel):
    request: Request


class ApproveOut(BaseModel):
    request: Request
    cost_centre: CostCentre


class PaymentOut(BaseModel):
    payment: Payment
    request: Request


class ListPaymentsOut(BaseModel):
    payments: list[Payment]


def _money(x: float) -> float:
    return round(x + 0.0, 2)


class Approvals(Runtime):
    domain = "approvals"
    State = ApprovalsState
    resources = {"approvals://policy": "The expense and purchasing policy: per-category caps on one request, in USD."}
    state: ApprovalsState

    # --- deterministic clock, lookups and tokens ---------------------------------------------
    def _tick(self) -> str:
        self.state.clock = advance_clock(self.state.clock)
        return self.state.clock

    def _request(self, request_id: str) -> Request:
        req = self.state.requests.get(request_id)
        if req is None:
            raise ToolFailure("not_found", f"no request {request_id!r}")
        return req

    def _centre(self, cost_centre: str) -> CostCentre:
        centre = self.state.cost_centres.get(cost_centre)
        if centre is None:
            raise ToolFailure("not_found", f"no cost centre {cost_centre!r}")
        return centre

    def _approver(self, approver_id: str, req: Request) -> Approver:
        approver = self.state.approvers.get(approver_id)
        if approver is None or not approver.active:
            raise ToolFailure("invalid_approver", f"{approver_id!r} is not an active approver")
        if req.cost_centre not in approver.cost_centres:
            raise ToolFailure("not_authorised", f"{approver.name} does not approve for {req.cost_centre}")
        return approver

    @staticmethod
    def _evidence(req: Request) -> str:
        return evidence_token("ev", req.id, req.version)

    @staticmethod
    def _validation(req: Request, approver_id: str, centre: CostCentre) -> str:
        return evidence_token("val", req.id, req.version, approver_id, centre.id, centre.version)

    def _require_evidence(self, req: Request, token: str) -> None:
        if token != self._evidence(req):
            raise ToolFailure(
                "stale_evidence",
                f"evidence token does not match the current version of {req.id}; call get_request first",
            )

    def _require_submitted(self, req: Request) -> None:
        if req.status != "submitted":
            raise ToolFailure("invalid_state", f"{req.id} is {req.status}, not awaiting a decision")

    def _pending_total(self, cost_centre: str) -> float:
        return _money(sum(r.amount for r in self.state.requests.values()
                          if r.cost_centre == cost_centre and r.status == "submitted"))

    def _touch(self, req: Request, action: str, by: str, note: str = "") -> str:
        now = self._tick()
        req.version += 1
        req.history.append(HistoryEntry(at=now, action=action, by=by, note=note))
        return now

    # --- reads --------------------------------------------------------------------------------
    @tool("read", input=ListRequestsIn, output=ListRequestsOut)
    def list_requests(self, args: ListRequestsIn) -> ListRequestsOut:
        """List live expense claims and purchase requests, optionally filtered by status (submitted, approved, rejected, paid), kind (expense, purchase) and cost centre. Ordered by request id."""
        out = []
        for r in sorted(self.state.requests.values(), key=lambda r: r.id):
            if args.status and r.status != args.status:
                continue
            if args.kind and r.kind != args.kind:
                continue
            if args.cost_centre and r.cost_centre != args.cost_centre:
                continue
            out.append(RequestSummary(**r.model_dump(include=set(RequestSummary.model_fields))))
        return ListRequestsOut(requests=out)

    @tool("read", input=RequestIdIn, output=GetRequestOut)
    def get_request(self, args: RequestIdIn) -> GetRequestOut:
        """Read one request in full (history, decision, flag) with an evidence token for its current version; validate_request, reject_request and release_payment need it."""
        req = self._request(args.request_id)
        return GetRequestOut(request=req, evidence_token=self._evidence(req))

    @tool("read", input=NoArgs, output=ListCostCentresOut)
    def list_cost_centres(self, args: NoArgs) -> ListCostCentresOut:
        """List cost centres (id, name, owner). Use get_budget for live figures."""
        return ListCostCentresOut(cost_centres=[
            CostCentreSummary(id=c.id, name=c.name, owner=c.owner)
            for c in sorted(self.state.cost_centres.values(), key=lambda c: c.id)
        ])

    @tool("read", input=CostCentreIn, output=BudgetOut)
    def get_budget(self, args: CostCentreIn) -> BudgetOut:
        """Live budget of one cost centre for the current fiscal year: annual budget, approved total, remaining budget and the total still pending a decision. Authoritative."""
        c = self._centre(args.cost_centre)
        return BudgetOut(
            cost_centre=c.id, name=c.name, fiscal_year=self.state.fiscal_year, budget=c.budget,
            approved_total=c.approved_total, remaining=c.remaining,
            pending_total=self._pending_total(c.id), as_of=self.state.clock,
        )

    @tool("read", input=NoArgs, output=SnapshotOut)
    def get_budget_snapshot_cached(self, args: NoArgs) -> SnapshotOut:
        """Remaining budget per cost centre from the February month-end close report. Not authoritative: cached figures that miss every approval and adjustment since the close."""
        rows = [SnapshotRow(cost_centre=k, remaining=v) for k, v in sorted(self.state.month_end_snapshot.items())]
        return SnapshotOut(as_of=self.state.month_end_as_of, rows=rows)

    @tool("read", input=ListApproversIn, output=ListApproversOut)
    def list_approvers(self, args: ListApproversIn) -> ListApproversOut:
        """List approvers with their title, single-request approval limit, the cost centres they cover and whether they are active."""
        if args.cost_centre is not None:
            self._centre(args.cost_centre)
        return ListApproversOut(approvers=[
            a for a in sorted(self.state.approvers.values(), key=lambda a: a.id)
            if args.cost_centre is None or args.cost_centre in a.cost_centres
        ])

    @tool("read", input=NoArgs, output=PolicyOut)
    def get_policy_limits(self, args: NoArgs) -> PolicyOut:
        """Spending policy: the largest amount one request may have in each category (USD)."""
        return PolicyOut(category_limits=dict(sorted(self.state.policy_limits.items())))

    @tool("read", input=ListPaymentsIn, output=ListPaymentsOut)
    def list_payments(self, args: ListPaymentsIn) -> ListPaymentsOut:
        """List payments (draft or released), ordered by payment id."""
        return ListPaymentsOut(payments=[
            p for p in sorted(self.state.payments.values(), key=lambda p: p.id)
            if args.status is None or p.status == args.status
        ])

    @tool("read", input=ValidateIn, output=ValidateOut)
    def validate_request(self, args: ValidateIn) -> ValidateOut:
        """Check a submitted request before approval: evidence token, approver (active, covers the cost centre, within their approval limit), category policy limit and remaining budget. Returns a validation token and the projected remaining budget; approve_request needs the token. Fails with policy_limit, approver_limit, over_budget, not_authorised or stale_evidence."""
        req = self._request(args.request_id)
        self._require_evidence(req, args.evidence_token)
        self._require_submitted(req)
        approver = self._approver(args.approver_id, req)
        centre = self._centre(req.cost_centre)
        cap = self.state.policy_limits.get(req.category)
        if cap is not None and req.amount > cap:
            raise ToolFailure("policy_limit", f"{req.id}: ${req.amount:,.2f} exceeds the {req.category} limit of ${cap:,.2f}")
        if req.amount > approver.approval_limit:
            raise ToolFailure("approver_limit",
                              f"{req.id}: ${req.amount:,.2f} exceeds {approver.name}'s approval limit of "
                              f"${approver.approval_limit:,.2f}")
        if req.amount > centre.remaining:
            raise ToolFailure("over_budget",
                              f"{req.id}: ${req.amount:,.2f} exceeds the ${centre.remaining:,.2f} remaining on {centre.id}")
        return ValidateOut(
            request_id=req.id, version=req.version, approver_id=approver.id,
            validation_token=self._validation(req, approver.id, centre), amount=req.amount,
            remaining_before=centre.remaining, projected_remaining=_money(centre.remaining - req.amount),
            checks=["evidence", "approver", "policy_limit", "approval_limit", "budget"],
        )

    # --- writes -------------------------------------------------------------------------------
    @tool("write", input=ApproveIn, output=ApproveOut)
    def approve_request(self, args: ApproveIn) -> ApproveOut:
        """Approve a submitted request now. Needs the validation_token from validate_request and the version it was made on; any change to the request or its cost centre since then makes the token stale. Moves the amount into the cost centre's approved total and lowers its remaining budget."""
        req = self._request(args.request_id)
        if args.version != req.version:
            raise ToolFailure("version_conflict", f"{req.id} is at version {req.version}, not {args.version}")
        self._require_submitted(req)
        approver = self._approver(args.approver_id, req)
        centre = self._centre(req.cost_centre)
        if args.validation_token != self._validation(req, approver.id, centre):
            raise ToolFailure("stale_validation",
                              f"validation token is missing or stale for {req.id}; call validate_request again")
        if req.amount > centre.remaining:  # cannot happen with a fresh token; kept as a guard
            raise ToolFailure("over_budget", f"{req.id} exceeds the remaining budget of {centre.id}")
        now = self._touch(req, "approved", approver.id)
        req.status = "approved"
        req.decided_by = approver.id
        req.decided_at = now
        centre.approved_total = _money(centre.approved_total + req.amount)
        centre.remaining = _money(centre.budget - centre.approved_total)
        centre.version += 1
        return ApproveOut(request=req, cost_centre=centre)

    @tool("write", input=RejectIn, output=RequestOut)
    def reject_request(self, args: RejectIn) -> RequestOut:
        """Reject a submitted request with a reason (at least 5 characters) shown to the requester. Needs the evidence_token from get_request. No budget effect."""
        req = self._request(args.request_id)
        self._require_evidence(req, args.evidence_token)
        self._require_submitted(req)
        approver = self._approver(args.approver_id, req)
        reason = args.reason.strip()
        if len(reason) < 5:
            raise ToolFailure("invalid_arguments", "reason must have at least 5 non-blank characters")
        now = self._touch(req, "rejected", approver.id, reason)
        req.status = "rejected"
        req.decided_by = approver.id
        req.decided_at = now
        req.rejection_reason = reason
        return RequestOut(request=req)

    @tool("write", input=FlagIn, output=RequestOut)
    def flag_for_review(self, args: FlagIn) -> RequestOut:
        """Mark a submitted request for a second look by the finance team, with a note. Does not approve or reject it and does not touch any budget: the request stays submitted."""
        req = self._request(args.request_id)
        self._require_submitted(req)
        self._touch(req, "flagged", "ui", args.note)
        req.flagged = True
        req.flag_note = args.note
        return RequestOut(request=req)

    @tool("write", input=CreateIn, output=RequestOut)
    def create_request(self, args: CreateIn) -> RequestOut:
        """Submit a new expense claim (kind=expense, id EX-…) or purchase request (kind=purchase, id PR-…) against a cost centre. It starts as submitted; nothing is approved or reserved."""
        self._centre(args.cost_centre)
        now = self._tick()
        if args.kind == "expense":
            rid = f"EX-{self.state.next_expense}"
            self.state.next_expense += 1
        else:
            rid = f"PR-{self.state.next_purchase}"
            self.state.next_purchase += 1
        req = Request(
            id=rid, kind=args.kind, title=args.title.strip(), requester=args.requester.strip(),
            cost_centre=args.cost_centre, category=args.category, amount=_money(args.amount),
            status="submitted", submitted_at=now,
            history=[HistoryEntry(at=now, action="submitted", by=args.requester.strip())],
        )
        self.state.requests[rid] = req
        return RequestOut(request=req)

    @tool("write", input=DraftPaymentIn, output=PaymentOut)
    def draft_payment(self, args: DraftPaymentIn) -> PaymentOut:
        """Prepare a draft payment for an approved request, for finance to review later. Nothing is paid: the request stays approved."""
        req = self._request(args.request_id)
        if req.status != "approved":
            raise ToolFailure("invalid_state", f"{req.id} is {req.status}; only approved requests can be paid")
        payment = Payment(id=f"PAY-{self.state.next_payment}", request_id=req.id, amount=req.amount,
                          payee=req.requester, status="draft", created_at=self._tick())
        self.state.next_payment += 1
        self.state.payments[payment.id] = payment
        return PaymentOut(payment=payment, request=req)

    @tool("write", input=ReleasePaymentIn, output=PaymentOut)
    def release_payment(self, args: ReleasePaymentIn) -> PaymentOut:
        """Pay an approved request now: releases the payment to the payee and marks the request paid. Needs the evidence_token from get_request."""
        req = self._request(args.request_id)
        self._require_evidence(req, args.evidence_token)
        if req.status != "approved":
            raise ToolFailure("invalid_state", f"{req.id} is {req.status}; only approved requests can be paid")
        now = self._touch(req, "paid", "ui")
        req.status = "paid"
        draft = next((p for p in sorted(self.state.payments.values(), key=lambda p: p.id)
                      if p.request_id == req.id and p.status == "draft"), None)
        if draft is not None:
            draft.status = "released"
            payment = draft
        else:
            payment = Payment(id=f"PAY-{self.state.next_payment}", request_id=req.id, amount=req.amount,
                              payee=req.requester, status="released", created_at=now)
            self.state.next_payment += 1
            self.state.payments[payment.id] = payment
        return PaymentOut(payment=payment, request=req)

    # --- resources ----------------------------------------------------------------------------
    def resource(self, uri: str) -> dict[str, float]:
        return dict(sorted(self.state.policy_limits.items()))
