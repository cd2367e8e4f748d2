"""Checks for the finance pre-check desk that the vocabulary cannot state on its own.

Earlier turns flag requests and prepare draft payments, and isolated checks act behind the app
(another desk submits, approves, flags or pays meanwhile), so what the page must show is computed
from ``ctx.runtime_state`` at the moment of the check: the submitted requests, the live budgets,
what validate_request would answer, the suggested approver, the payments.
"""

from __future__ import annotations

import re

WAIT = {"section": "Waiting for a decision"}
PRE = {"section": "Pre-check"}
READY = {"section": "Ready for payment"}
PAYMENTS = {"section": "Payments"}


# --- state helpers ----------------------------------------------------------------------------
def _money(x: float) -> str:
    return f"${x:,.2f}"


def _cents(x: float) -> int:
    return round(x * 100)


def _submitted(state, kind=None):
    return sorted((r for r in state["requests"].values()
                   if r["status"] == "submitted" and (kind is None or r["kind"] == kind)), key=lambda r: r["id"])


def _approvers_for(state, centre):
    return [a for _, a in sorted(state["approvers"].items()) if a["active"] and centre in a["cost_centres"]]


def _suggest(state, req):
    able = [a for a in _approvers_for(state, req["cost_centre"]) if _cents(a["approval_limit"]) >= _cents(req["amount"])]
    best = None
    for a in able:
        if best is None or a["approval_limit"] < best["approval_limit"]:
            best = a
    return best


def _validate(state, req, approver):
    """(True, projected remaining) or (False, error code), as validate_request would answer now."""
    if req["status"] != "submitted":
        return False, "invalid_state"
    if not approver["active"]:
        return False, "invalid_approver"
    if req["cost_centre"] not in approver["cost_centres"]:
        return False, "not_authorised"
    centre = state["cost_centres"][req["cost_centre"]]
    cap = state["policy_limits"].get(req["category"])
    if cap is not None and _cents(req["amount"]) > _cents(cap):
        return False, "policy_limit"
    if _cents(req["amount"]) > _cents(approver["approval_limit"]):
        return False, "approver_limit"
    if _cents(req["amount"]) > _cents(centre["remaining"]):
        return False, "over_budget"
    return True, round(centre["remaining"] - req["amount"], 2)


def _pending(state, centre):
    return round(sum(r["amount"] for r in state["requests"].values()
                     if r["cost_centre"] == centre and r["status"] == "submitted"), 2)


def _approve_behind(ctx, rid, approver_id):
    token = ctx.behind_the_app("get_request", {"request_id": rid})["evidence_token"]
    v = ctx.behind_the_app("validate_request", {"request_id": rid, "approver_id": approver_id, "evidence_token": token})
    ctx.behind_the_app("approve_request", {"request_id": rid, "approver_id": approver_id, "version": v["version"],
                                           "validation_token": v["validation_token"]})


def _create_behind(ctx, title, centre, category, amount, kind="purchase", requester="Check Desk"):
    out = ctx.behind_the_app("create_request", {"kind": kind, "title": title, "requester": requester,
                                                "cost_centre": centre, "category": category, "amount": amount})
    return out["request"]["id"]


def _norm(text: str) -> str:
    return " ".join(text.split())


def _cell(ctx, column, row, within=WAIT) -> str:
    return _norm(ctx.text({"column": column, "row": row, "within": within}))


def _until_cell(ctx, column, row, want, within=WAIT, whole=False, absent=None):
    def probe():
        try:
            have = _cell(ctx, column, row, within)
        except AssertionError as exc:
            return False, str(exc)
        if absent is not None and absent.lower() in have.lower():
            return False, f"{column} of {row} reads {have!r}; it must not say {absent!r}"
        ok = have == want if whole else want.lower() in have.lower()
        return ok, f"{column} of {row} reads {have!r}, wanted {want!r}"

    ctx.until(probe)


def _calls(ctx, name, since=0):
    return [c for c in ctx.tool_calls[since:] if c.name == name]


# --- turn 1 -------------------------------------------------------------------------------------
def loads_from_tools(ctx):
    """As it opens the page reads the submitted requests (list_requests with status submitted) and the
    policy's limits (get_policy_limits or the approvals://policy resource)."""
    ctx.expect({"expect_tool_called": {"name": "list_requests", "args": {"status": "submitted"}, "since": "load", "ok": True}})

    def probe():
        names = {c.name for c in ctx.tool_calls if c.ok}
        return bool({"get_policy_limits", "approvals://policy"} & names), \
            "the policy limits were never read (get_policy_limits or approvals://policy)"

    ctx.until(probe)


def all_submitted_listed(ctx):
    """The Request column lists exactly the submitted requests of the system, both kinds and every
    cost centre, in request-id order; decided ones are left out."""
    state = ctx.runtime_state
    ids = [r["id"] for r in _submitted(state)]
    decided = sorted(k for k, r in state["requests"].items() if r["status"] != "submitted")
    ctx.expect({"expect_list": {"target": {"column": "Request", "within": WAIT}, "texts": ids}})
    for rid in decided:
        ctx.expect({"expect_text": {"text": rid, "absent": True, "within": WAIT}})


def count_line(ctx):
    """Above the table: "N requests, $X in total" with the live count and sum of what is listed."""
    state = ctx.runtime_state
    rows = _submitted(state)
    line = f"{len(rows)} requests, {_money(sum(r['amount'] for r in rows))} in total"
    ctx.expect({"expect_text": {"text": line}},
               {"expect_order": {"texts": [line, rows[0]["id"]]}})


def policy_boundary(ctx):
    """Meals are capped at $250.00: requests of $249.99 and $250.00 are Within limit, $250.01 is Over limit."""
    made = [(_create_behind(ctx, f"Boundary dinner {amount}", "CC-510", "meals", amount, kind="expense"), amount)
            for amount in (249.99, 250.0, 250.01)]
    ctx.expect({"click": {"control": "Refresh"}})
    for rid, amount in made:
        want = "Over limit" if amount > 250 else "Within limit"
        _until_cell(ctx, "Policy", rid, want, absent="Over" if amount <= 250 else "Within")
        _until_cell(ctx, "Amount", rid, _money(amount))


def refresh_rereads(ctx):
    """Another desk approves EX-2041 (Dana, AP-1) and submits a new request after the page opened:
    Refresh shows the waiting table, the count line and CC-410's live budget as they now are."""
    if ctx.runtime_state["requests"]["EX-2041"]["status"] == "submitted":
        _approve_behind(ctx, "EX-2041", "AP-1")
    new_id = _create_behind(ctx, "Late taxi receipts", "CC-220", "travel", 1000.05, kind="expense")
    ctx.expect({"click": {"control": "Refresh"}},
               {"expect_tool_called": {"name": "list_requests", "ok": True}},
               {"expect_tool_called": {"name": "get_budget", "args": {"cost_centre": "CC-410"}, "ok": True}},
               {"expect_visible": {"item": new_id, "within": WAIT}},
               {"expect_text": {"text": "EX-2041", "absent": True, "within": WAIT}})
    state = ctx.runtime_state
    rows = _submitted(state)
    ctx.expect({"expect_text": f"{len(rows)} requests, {_money(sum(r['amount'] for r in rows))} in total"})
    centre = state["cost_centres"]["CC-410"]
    _until_cell(ctx, "Remaining", "CC-410", _money(centre["remaining"]), within={"section": "Budgets"})
    _until_cell(ctx, "Pending", "CC-410", _money(_pending(state, "CC-410")), within={"section": "Budgets"})


def budgets_live(ctx):
    """Every cost centre has a Budgets row with its id, name, live remaining and pending totals."""
    state = ctx.runtime_state
    budgets = {"section": "Budgets"}
    for cid, centre in sorted(state["cost_centres"].items()):
        _until_cell(ctx, "Name", cid, centre["name"], within=budgets)
        _until_cell(ctx, "Remaining", cid, _money(centre["remaining"]), within=budgets)
        _until_cell(ctx, "Pending", cid, _money(_pending(state, cid)), within=budgets)
    for cid, stale in state["month_end_snapshot"].items():
        if _cents(stale) != _cents(state["cost_centres"][cid]["remaining"]):
            ctx.expect({"expect_text": {"text": _money(stale), "absent": True, "within": budgets}})


def covers_pending(ctx):
    """Covers pending reads Yes when the remaining budget is at least the pending total, else No."""
    state = ctx.runtime_state
    for cid, centre in sorted(state["cost_centres"].items()):
        yes = _cents(centre["remaining"]) >= _cents(_pending(state, cid))
        _until_cell(ctx, "Covers pending", cid, "Yes" if yes else "No", within={"section": "Budgets"},
                    absent="No" if yes else "Yes")


def covers_pending_boundary(ctx):
    """CC-510's pending total brought exactly to its remaining budget reads Yes; one cent more reads No."""
    state = ctx.runtime_state
    gap = round(state["cost_centres"]["CC-510"]["remaining"] - _pending(state, "CC-510"), 2)
    assert gap > 0.01, f"CC-510 has no room left for the boundary check (gap {gap})"
    _create_behind(ctx, "Archive boxes for audit", "CC-510", "services", gap)
    ctx.expect({"click": {"control": "Refresh"}})
    _until_cell(ctx, "Covers pending", "CC-510", "Yes", within={"section": "Budgets"}, absent="No")
    _create_behind(ctx, "Archive labels", "CC-510", "services", 0.01)
    ctx.expect({"click": {"control": "Refresh"}})
    _until_cell(ctx, "Covers pending", "CC-510", "No", within={"section": "Budgets"}, absent="Yes")


# --- turn 2 -------------------------------------------------------------------------------------
def _open_check(ctx, rid):
    ctx.expect({"click": {"control": "Check", "exact": True, "within": {"item": rid, "within": WAIT}}},
               {"expect_text": {"text": rid, "within": PRE}})


def _run(ctx):
    ctx.expect({"click": {"control": "Run check", "within": PRE}})


def _ready_text(state, rid, approver_id):
    req = state["requests"][rid]
    approver = state["approvers"][approver_id]
    ok, out = _validate(state, req, approver)
    assert ok, f"{rid} would not pass validation for {approver_id} now ({out})"
    return f"Ready for {approver['name']}: {req['cost_centre']} would keep {_money(out)}"


def run_check_ready(ctx):
    """Run check on EX-2041 with the preselected Dana Whitfield reads the request, validates it as AP-1
    and shows "Ready for Dana Whitfield: CC-410 would keep …" with the projected remaining budget."""
    _open_check(ctx, "EX-2041")
    want = _ready_text(ctx.runtime_state, "EX-2041", "AP-1")
    _run(ctx)
    ctx.expect({"expect_tool_called": {"name": "get_request", "args": {"request_id": "EX-2041"}, "ok": True, "min": 1}},
               {"expect_tool_called": {"name": "validate_request", "ok": True, "min": 1, "max": 1,
                                       "args": {"request_id": "EX-2041", "approver_id": "AP-1"}}},
               {"expect_text": {"text": want, "within": PRE}})


def run_check_other_approver(ctx):
    """Choosing Ingrid Sato for EX-2043 validates it as AP-3 and names her in the result."""
    _open_check(ctx, "EX-2043")
    want = _ready_text(ctx.runtime_state, "EX-2043", "AP-3")
    ctx.expect({"select": {"field": "Approver", "within": PRE, "option": "Ingrid Sato (up to $25,000.00)"}})
    _run(ctx)
    ctx.expect({"expect_tool_called": {"name": "validate_request", "ok": True, "min": 1, "max": 1,
                                       "args": {"request_id": "EX-2043", "approver_id": "AP-3"}}},
               {"expect_text": {"text": want, "within": PRE}})


def blocked_messages(ctx):
    """PR-3103 ($4,380.00 on CC-420) is blocked for Dana by her approval limit and for Ingrid by the
    budget; each failure shows "Blocked (<code>): " and the system's own message."""
    _open_check(ctx, "PR-3103")
    state = ctx.runtime_state
    remaining = state["cost_centres"]["CC-420"]["remaining"]
    ctx.expect({"select": {"field": "Approver", "within": PRE, "option": "Dana Whitfield (up to $2,500.00)"}})
    _run(ctx)
    ctx.expect({"expect_text": {"within": PRE, "text":
                "Blocked (approver_limit): PR-3103: $4,380.00 exceeds Dana Whitfield's approval limit of $2,500.00"}})
    ctx.expect({"select": {"field": "Approver", "within": PRE, "option": "Ingrid Sato (up to $25,000.00)"}})
    _run(ctx)
    ctx.expect({"expect_tool_called": {"name": "validate_request", "ok": False, "min": 1,
                                       "args": {"request_id": "PR-3103", "approver_id": "AP-3"}}},
               {"expect_text": {"within": PRE, "text":
                f"Blocked (over_budget): PR-3103: $4,380.00 exceeds the {_money(remaining)} remaining on CC-420"}})


def fresh_token(ctx):
    """Another desk flags EX-2047 after its pre-check opened (a new version): Run check must read the
    request again, so validation passes instead of failing with stale_evidence."""
    _open_check(ctx, "EX-2047")
    ctx.behind_the_app("flag_for_review", {"request_id": "EX-2047", "note": "Second look at the exam fee"})
    want = _ready_text(ctx.runtime_state, "EX-2047", "AP-1")
    _run(ctx)
    ctx.expect({"expect_tool_called": {"name": "validate_request", "ok": True, "min": 1,
                                       "args": {"request_id": "EX-2047", "approver_id": "AP-1"}}},
               {"expect_text": {"text": want, "within": PRE}})


def history_after_run(ctx):
    """History is read again by Run check: a flag made by another desk after the pre-check opened
    appears as a new line after the submission line."""
    _open_check(ctx, "EX-2047")
    ctx.expect({"expect_text": {"regex": r"2026-02-26\s+submitted\s+by\s+Mei Tanaka", "within": PRE}})
    before = len(ctx.runtime_state["requests"]["EX-2047"]["history"])
    ctx.behind_the_app("flag_for_review", {"request_id": "EX-2047", "note": "Second look at the exam fee"})
    _run(ctx)
    ctx.expect({"expect_text": {"regex": r"2026-03-02\s+flagged\s+by\s+ui", "within": PRE}},
               {"expect_order": {"within": PRE, "texts": ["submitted by Mei Tanaka", "flagged by ui"]}})
    assert before >= 1


def refusal_shown(ctx):
    """Another desk approves EX-2044 after its pre-check opened: Run check shows the refusal
    "Blocked (invalid_state): EX-2044 is approved, not awaiting a decision"."""
    _open_check(ctx, "EX-2044")
    _approve_behind(ctx, "EX-2044", "AP-1")
    _run(ctx)
    ctx.expect({"expect_text": {"within": PRE,
                                "text": "Blocked (invalid_state): EX-2044 is approved, not awaiting a decision"}})


# --- turn 3 -------------------------------------------------------------------------------------
def review_column(ctx):
    """The Review column shows "Flagged: <note>" for every flagged request the system holds and is
    empty for an unflagged one."""
    state = ctx.runtime_state
    flagged = [r for r in _submitted(state) if r["flagged"]]
    for r in flagged:
        _until_cell(ctx, "Review", r["id"], f"Flagged: {r['flag_note']}")
    plain = next(r for r in _submitted(state) if not r["flagged"])
    _until_cell(ctx, "Review", plain["id"], "", whole=True)


def flag_refusal(ctx):
    """Another desk approves EX-2047 after its pre-check opened: flagging it shows
    "Could not flag: EX-2047 is approved, not awaiting a decision"."""
    if ctx.runtime_state["requests"]["EX-2047"]["status"] != "submitted":
        raise AssertionError("EX-2047 is no longer submitted at the start of this check")
    _open_check(ctx, "EX-2047")
    _approve_behind(ctx, "EX-2047", "AP-1")
    ctx.expect({"fill": {"field": "Note for finance", "within": PRE, "value": "Exam fee needs a receipt"}},
               {"click": {"control": "Flag for review", "within": PRE}},
               {"expect_text": "Could not flag: EX-2047 is approved, not awaiting a decision"})


def flag_rereads(ctx):
    """Flagging PR-3106 with a note it does not carry yet reads the table and the request again: its
    Review cell shows the new note and the pre-check history gains a "flagged by ui" line, without a
    reload."""
    req = ctx.runtime_state["requests"]["PR-3106"]
    note = "Software above the policy cap"
    if req["flagged"] and req["flag_note"] == note:
        note = "Software seats above the policy cap"
    flags_before = sum(1 for h in req["history"] if h["action"] == "flagged")
    _open_check(ctx, "PR-3106")
    ctx.expect({"fill": {"field": "Note for finance", "within": PRE, "value": note}},
               {"click": {"control": "Flag for review", "within": PRE}},
               {"expect_tool_called": {"name": "flag_for_review", "args": {"request_id": "PR-3106", "note": note}, "ok": True, "min": 1, "max": 1}},
               {"expect_tool_called": {"name": "list_requests", "args": {"status": "submitted"}, "ok": True}},
               {"expect_tool_called": {"name": "get_request", "args": {"request_id": "PR-3106"}, "ok": True}},
               {"expect_text": "Flagged PR-3106 for review"})
    _until_cell(ctx, "Review", "PR-3106", f"Flagged: {note}")

    def probe():
        shown = len(re.findall(r"flagged\s+by\s+ui", _norm(ctx.text(PRE))))
        return shown >= flags_before + 1, f"the pre-check history shows {shown} flag line(s), wanted {flags_before + 1}"

    ctx.until(probe)


def _kind_line(ctx, kind):
    rows = _submitted(ctx.runtime_state, kind)
    return rows, f"{len(rows)} requests, {_money(sum(r['amount'] for r in rows))} in total"


def kind_purchase(ctx):
    """Purchase requests reads the submitted purchase requests from list_requests (kind purchase) and
    the count line counts and sums only them."""
    ctx.expect({"select": {"field": "Kind", "option": "Purchase requests"}},
               {"expect_tool_called": {"name": "list_requests", "ok": True, "args": {"kind": "purchase", "status": "submitted"}}})
    rows, line = _kind_line(ctx, "purchase")
    ctx.expect({"expect_list": {"target": {"column": "Request", "within": WAIT}, "texts": [r["id"] for r in rows]}},
               {"expect_text": line})


def kind_expense(ctx):
    """Expense claims reads the submitted expense claims (kind expense) and the line follows."""
    ctx.expect({"select": {"field": "Kind", "option": "Expense claims"}},
               {"expect_tool_called": {"name": "list_requests", "ok": True, "args": {"kind": "expense", "status": "submitted"}}})
    rows, line = _kind_line(ctx, "expense")
    ctx.expect({"expect_list": {"target": {"column": "Request", "within": WAIT}, "texts": [r["id"] for r in rows]}},
               {"expect_text": line})


def kind_back_to_all(ctx):
    """Going back to All requests lists both kinds again with the full count."""
    ctx.expect({"select": {"field": "Kind", "option": "Purchase requests"}},
               {"expect_text": {"text": "EX-2041", "absent": True, "within": WAIT}},
               {"select": {"field": "Kind", "option": "All requests"}})
    rows, line = _kind_line(ctx, None)
    ctx.expect({"expect_list": {"target": {"column": "Request", "within": WAIT}, "texts": [r["id"] for r in rows]}},
               {"expect_text": line})


# --- turn 4 -------------------------------------------------------------------------------------
def _approved(state):
    return sorted((r for r in state["requests"].values() if r["status"] == "approved"), key=lambda r: r["id"])


def _draft_for(state, rid):
    drafts = sorted((p for p in state["payments"].values() if p["request_id"] == rid and p["status"] == "draft"),
                    key=lambda p: p["id"])
    return drafts[0] if drafts else None


def ready_for_payment(ctx):
    """Ready for payment lists exactly the approved requests with title, payee and amount; paid,
    submitted and rejected requests are not listed."""
    state = ctx.runtime_state
    approved = _approved(state)
    ctx.expect({"expect_list": {"target": {"column": "Request", "within": READY}, "texts": [r["id"] for r in approved]}})
    for r in approved:
        _until_cell(ctx, "Title", r["id"], r["title"], within=READY)
        _until_cell(ctx, "Payee", r["id"], r["requester"], within=READY)
        _until_cell(ctx, "Amount", r["id"], _money(r["amount"]), within=READY)
    for rid, r in state["requests"].items():
        if r["status"] != "approved":
            ctx.expect({"expect_text": {"text": rid, "absent": True, "within": READY}})


def draft_cells(ctx):
    """A request with a draft payment shows the draft's id and no Prepare draft button; one without
    shows the button."""
    state = ctx.runtime_state
    for r in _approved(state):
        draft = _draft_for(state, r["id"])
        row = {"item": r["id"], "within": READY}
        if draft:
            _until_cell(ctx, "Draft", r["id"], draft["id"], within=READY)
            ctx.expect({"expect_visible": {"control": "Prepare draft", "within": row, "visible": False}})
        else:
            ctx.expect({"expect_visible": {"control": "Prepare draft", "within": row}})


def _draftless(state):
    for r in _approved(state):
        if _draft_for(state, r["id"]) is None:
            return r
    raise AssertionError("no approved request without a draft payment is left to prepare")


def _approved_target(ctx):
    """An approved request without a draft for an isolated check: another desk approves EX-2049 (Marcus
    Oyelaran, AP-2) and the page is opened again; if EX-2049 is no longer submitted, the first approved
    request without a draft is used."""
    state = ctx.runtime_state
    req = state["requests"]["EX-2049"]
    if req["status"] == "submitted" and _validate(state, req, state["approvers"]["AP-2"])[0]:
        _approve_behind(ctx, "EX-2049", "AP-2")
        ctx.expect({"open": {"path": "/"}},
                   {"expect_visible": {"control": "Prepare draft", "within": {"item": "EX-2049", "within": READY}}})
        return ctx.runtime_state["requests"]["EX-2049"]
    return _draftless(state)


def draft_only(ctx):
    """Prepare draft calls draft_payment only: the request stays approved, its payment is a draft and
    release_payment is never called."""
    req = _approved_target(ctx)
    pay_id = f"PAY-{ctx.runtime_state['next_payment']}"
    ctx.expect({"click": {"control": "Prepare draft", "within": {"item": req["id"], "within": READY}}},
               {"expect_tool_called": {"name": "draft_payment", "args": {"request_id": req["id"]}, "ok": True, "min": 1, "max": 1}},
               {"expect_tool_called": {"name": "release_payment", "since": "load", "min": 0, "max": 0}},
               {"expect_state": {"path": f"requests.{req['id']}.status", "equals": "approved"}},
               {"expect_state": {"path": f"payments.{pay_id}.status", "equals": "draft"}})


def draft_prepared(ctx):
    """Prepare draft on the first approved request without a draft asks for a draft payment once, never
    releases, and says "Draft PAY-… prepared for <id> (<amount>)" with the id the system returned."""
    state = ctx.runtime_state
    req = _draftless(state)
    pay_id = f"PAY-{state['next_payment']}"
    ctx.expect({"click": {"control": "Prepare draft", "within": {"item": req["id"], "within": READY}}},
               {"expect_tool_called": {"name": "draft_payment", "args": {"request_id": req["id"]}, "ok": True, "min": 1, "max": 1}},
               {"expect_text": f"Draft {pay_id} prepared for {req['id']} ({_money(req['amount'])})"},
               {"expect_tool_called": {"name": "release_payment", "since": "load", "min": 0, "max": 0}},
               {"expect_state": {"path": f"requests.{req['id']}.status", "equals": "approved"}},
               {"expect_state": {"path": f"payments.{pay_id}.status", "equals": "draft"}})


def draft_rereads(ctx):
    """After preparing a draft the page reads the payments again: the row's Draft cell shows the new
    id and Payments lists it first, as a Draft."""
    req = _approved_target(ctx)
    pay_id = f"PAY-{ctx.runtime_state['next_payment']}"
    ctx.expect({"click": {"control": "Prepare draft", "within": {"item": req["id"], "within": READY}}},
               {"expect_tool_called": {"name": "list_payments", "ok": True}})
    _until_cell(ctx, "Draft", req["id"], pay_id, within=READY)
    ctx.expect({"expect_text": {"within": PAYMENTS, "regex":
                rf"{pay_id}\s*·\s*{req['id']}\s*·\s*{re.escape(req['requester'])}\s*·\s*{re.escape(_money(req['amount']))}\s*·\s*Draft"}})
    older = sorted((p for p in ctx.runtime_state["payments"] if p != pay_id), reverse=True)
    if older:
        ctx.expect({"expect_order": {"within": PAYMENTS, "texts": [pay_id, older[0]]}})


def draft_refusal(ctx):
    """Another desk pays an approved request after the page opened: Prepare draft shows "Could not
    prepare a draft: <id> is paid; only approved requests can be paid" and the lists are read again
    (the request leaves Ready for payment, its released payment shows under Payments)."""
    req = _approved_target(ctx)
    ctx.expect({"expect_visible": {"control": "Prepare draft", "within": {"item": req["id"], "within": READY}}})
    token = ctx.behind_the_app("get_request", {"request_id": req["id"]})["evidence_token"]
    paid = ctx.behind_the_app("release_payment", {"request_id": req["id"], "evidence_token": token})["payment"]
    ctx.expect({"click": {"control": "Prepare draft", "within": {"item": req["id"], "within": READY}}},
               {"expect_text": f"Could not prepare a draft: {req['id']} is paid; only approved requests can be paid"},
               {"expect_list": {"target": {"column": "Request", "within": READY},
                                "texts": [r["id"] for r in _approved(ctx.runtime_state)]}},
               {"expect_text": {"within": PAYMENTS, "regex": rf"{paid['id']}\s*·\s*{req['id']}\s*·.*?Released"}})


def payments_list(ctx):
    """Payments lists every payment of the system, highest id first, each like
    "PAY-7000 · EX-2040 · Omar Haddad · $36.00 · Released"."""
    state = ctx.runtime_state
    pays = sorted(state["payments"].values(), key=lambda p: int(re.sub(r"\D", "", p["id"]) or 0), reverse=True)
    lines = []
    for p in pays:
        status = "Draft" if p["status"] == "draft" else "Released"
        rx = (rf"{p['id']}\s*·\s*{p['request_id']}\s*·\s*{re.escape(p['payee'])}\s*·\s*"
              rf"{re.escape(_money(p['amount']))}\s*·\s*{status}")
        ctx.expect({"expect_text": {"regex": rx, "within": PAYMENTS}})
        lines.append(p["id"])
    if len(lines) >= 2:
        ctx.expect({"expect_order": {"within": PAYMENTS, "texts": lines}})


# --- turn 5 -------------------------------------------------------------------------------------
def suggested_column(ctx):
    """Suggested approver names the active approver covering the cost centre with the lowest limit
    still at least the amount (None when there is none), for every listed request."""
    state = ctx.runtime_state
    for r in _submitted(state):
        best = _suggest(state, r)
        _until_cell(ctx, "Suggested approver", r["id"], best["name"] if best else "None")


def suggested_boundary(ctx):
    """On CC-410 (Dana up to $2,500.00, Ingrid up to $25,000.00): $2,499.99 and $2,500.00 suggest Dana
    Whitfield, $2,500.01 suggests Ingrid Sato; on CC-220 $25,000.00 suggests Ingrid, $25,000.01 None."""
    cases = [("CC-410", 2499.99, "Dana Whitfield"), ("CC-410", 2500.0, "Dana Whitfield"),
             ("CC-410", 2500.01, "Ingrid Sato"), ("CC-220", 25000.0, "Ingrid Sato"), ("CC-220", 25000.01, "None")]
    made = [(_create_behind(ctx, f"Boundary order {amount}", centre, "services", amount), want)
            for centre, amount, want in cases]
    ctx.expect({"click": {"control": "Refresh"}})
    for rid, want in made:
        _until_cell(ctx, "Suggested approver", rid, want)


def preselect_suggested(ctx):
    """Pre-check preselects the suggested approver: Ingrid Sato for PR-3103 ($4,380.00 on CC-420),
    Dana Whitfield for EX-2041, and the first listed (Marcus Oyelaran) when the suggestion is None."""
    _open_check(ctx, "PR-3103")
    ctx.expect({"expect_value": {"field": "Approver", "within": PRE, "value": "Ingrid Sato (up to $25,000.00)"}})
    _open_check(ctx, "EX-2041")
    ctx.expect({"expect_value": {"field": "Approver", "within": PRE, "value": "Dana Whitfield (up to $2,500.00)"}})
    rid = _create_behind(ctx, "Regional roadshow package", "CC-220", "services", 26000.0)
    ctx.expect({"click": {"control": "Refresh"}})
    _open_check(ctx, rid)
    ctx.expect({"expect_value": {"field": "Approver", "within": PRE, "value": "Marcus Oyelaran (up to $5,000.00)"}})


def _expected_results(state, kind=None):
    out = {}
    for r in _submitted(state, kind):
        best = _suggest(state, r)
        if best is None:
            out[r["id"]] = (None, "No approver")
            continue
        ok, res = _validate(state, r, best)
        out[r["id"]] = (best["id"], "Ready" if ok else f"Blocked ({res})")
    return out


def _summary(results):
    ready = sum(1 for _, v in results.values() if v == "Ready")
    return f"{ready} ready, {len(results) - ready} blocked"


def _check_all_and_compare(ctx, kind=None):
    want = _expected_results(ctx.runtime_state, kind)
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Check all"}},
               {"expect_text": _summary(want)})
    for rid, (_, text) in want.items():
        _until_cell(ctx, "Result", rid, text, absent="Blocked" if text == "Ready" else None)
    return want, start


def check_all_results(ctx):
    """Check all fills Result with Ready / Blocked (<code>) / No approver for every listed request and
    shows "N ready, M blocked"."""
    _check_all_and_compare(ctx)


def outcome_line(ctx):
    """A request no active approver may approve counts as blocked in the outcome line."""
    _create_behind(ctx, "Flagship store fit-out", "CC-300", "services", 40000.0)
    ctx.expect({"click": {"control": "Refresh"}})
    want = _expected_results(ctx.runtime_state)
    ctx.expect({"click": {"control": "Check all"}},
               {"expect_text": _summary(want)})


def check_all_calls(ctx):
    """Check all reads each listed request fresh and validates it with its suggested approver; it never
    approves, rejects or flags."""
    want, start = _check_all_and_compare(ctx)
    calls = ctx.tool_calls[start:]
    for rid, (approver, _) in want.items():
        if approver is None:
            continue
        reads = [i for i, c in enumerate(calls) if c.name == "get_request" and c.args.get("request_id") == rid]
        checks = [i for i, c in enumerate(calls) if c.name == "validate_request" and c.args.get("request_id") == rid]
        assert reads, f"Check all did not read {rid} (get_request)"
        assert checks, f"Check all did not validate {rid}"
        assert any(calls[i].args.get("approver_id") == approver for i in checks), \
            f"Check all validated {rid} as {[calls[i].args.get('approver_id') for i in checks]}, not its suggested {approver}"
        assert min(reads) < max(checks), f"Check all validated {rid} without reading it first"
    for name in ("approve_request", "reject_request", "flag_for_review"):
        assert not [c for c in calls if c.name == name], f"Check all called {name}"


def check_all_fresh_token(ctx):
    """Another desk flags EX-2042 after the page opened: Check all reads it fresh, so it is Ready, not
    Blocked (stale_evidence)."""
    ctx.expect({"expect_visible": {"item": "EX-2042", "within": WAIT}})
    ctx.behind_the_app("flag_for_review", {"request_id": "EX-2042", "note": "Receipt is blurry"})
    ctx.expect({"click": {"control": "Check all"}})
    _until_cell(ctx, "Result", "EX-2042", "Ready", absent="Blocked")


def no_approver_not_validated(ctx):
    """A request no active approver may approve reads "No approver", is never validated and counts as
    blocked."""
    rid = _create_behind(ctx, "Flagship store fit-out", "CC-300", "services", 40000.0)
    ctx.expect({"click": {"control": "Refresh"}},
               {"expect_visible": {"item": rid, "within": WAIT}})
    want, start = _check_all_and_compare(ctx)
    assert want[rid][1] == "No approver"
    assert not [c for c in ctx.tool_calls[start:] if c.name == "validate_request" and c.args.get("request_id") == rid], \
        f"Check all validated {rid}, which has no suggested approver"


def check_all_kind(ctx):
    """With Kind on Purchase requests, Check all runs for the listed purchase requests only and the
    outcome line counts only them."""
    ctx.expect({"select": {"field": "Kind", "option": "Purchase requests"}},
               {"expect_text": {"text": "EX-2041", "absent": True, "within": WAIT}})
    want, start = _check_all_and_compare(ctx, "purchase")
    validated = {c.args.get("request_id") for c in ctx.tool_calls[start:] if c.name == "validate_request"}
    stray = sorted(v for v in validated if v not in want)
    assert not stray, f"Check all validated requests that are not listed: {stray}"


def _results_cleared(ctx, summary):
    def probe():
        try:
            cells = [_norm(ctx.text({"column": "Result", "row": rid, "within": WAIT}))
                     for rid in ("EX-2041", "EX-2045")]
        except AssertionError:
            cells = []  # the Result column may be hidden until Check all runs again
        if any(c for c in cells):
            return False, f"Result still shows {cells}"
        if summary in _norm(ctx.text()):
            return False, f"the outcome line {summary!r} is still shown"
        return True, ""

    ctx.until(probe)


def clears_on_kind(ctx):
    """Changing Kind clears the Result column and the outcome line."""
    want, _ = _check_all_and_compare(ctx)
    ctx.expect({"select": {"field": "Kind", "option": "Expense claims"}},
               {"expect_text": {"text": "PR-3101", "absent": True, "within": WAIT}},
               {"select": {"field": "Kind", "option": "All requests"}},
               {"expect_visible": {"item": "PR-3101", "within": WAIT}})
    _results_cleared(ctx, _summary(want))


def clears_on_refresh(ctx):
    """Refresh clears the Result column and the outcome line."""
    want, _ = _check_all_and_compare(ctx)
    ctx.expect({"click": {"control": "Refresh"}})
    _results_cleared(ctx, _summary(want))
