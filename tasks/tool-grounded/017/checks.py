"""Checks for the leave-cover approval desk that the vocabulary cannot state on its own.

Earlier turns approve, reject and hold requests on the live system, and isolated checks act behind
the app (another desk submits, decides, flags or pays meanwhile), so what the page must show is
computed from ``ctx.runtime_state`` at the moment of the check: the waiting requests on Marcus's two
cost centres, the live budgets, the allowance Ingrid (AP-3) has used, her decisions, the payments.

Isolated checks make their own requests behind the app (then reload the page) so that they never
depend on which fixture requests earlier turns have already decided.
"""

from __future__ import annotations

WAIT = {"section": "Waiting requests"}
BUDGETS = {"section": "Budgets"}
DECIDED = {"section": "Decided during cover"}
HANDOVER = {"section": "Handover for Marcus"}
CENTRES = ("CC-300", "CC-220")
COVER_CENTS = 250_000
ALLOWANCE_CENTS = 400_000
ME = "AP-3"
HOLD_NOTE = "Held for Marcus Oyelaran's return"
PREFIX = "Covering for Marcus: "


# --- state helpers ----------------------------------------------------------------------------
def _money(x: float) -> str:
    return ("-$" if x < 0 else "$") + f"{abs(x):,.2f}"


def _cents(x: float) -> int:
    return round(x * 100)


def _norm(text: str) -> str:
    return " ".join(text.split())


def _waiting(state):
    return sorted((r for r in state["requests"].values()
                   if r["status"] == "submitted" and r["cost_centre"] in CENTRES), key=lambda r: r["id"])


def _within(r) -> bool:
    return _cents(r["amount"]) <= COVER_CENTS


def _pending(state, centre):
    return sum(_cents(r["amount"]) for r in state["requests"].values()
               if r["cost_centre"] == centre and r["status"] == "submitted") / 100


def _count_line(state) -> str:
    rows = _waiting(state)
    return f"{len(rows)} waiting, {sum(1 for r in rows if _within(r))} within cover"


def _budget_line(state, centre) -> str:
    c = state["cost_centres"][centre]
    return f"{centre} {c['name']}: {_money(c['remaining'])} remaining, {_money(_pending(state, centre))} pending"


def _mine(state):
    """Requests on the two cost centres that AP-3 decided, latest decision first."""
    out = [r for r in state["requests"].values()
           if r["cost_centre"] in CENTRES and r["decided_by"] == ME and r["status"] != "submitted"]
    return sorted(out, key=lambda r: (r["decided_at"] or "", r["id"]), reverse=True)


def _used_cents(state) -> int:
    return sum(_cents(r["amount"]) for r in _mine(state) if r["status"] in ("approved", "paid"))


def _allowance_line(state) -> str:
    used = _used_cents(state)
    return f"Allowance: {_money(used / 100)} used, {_money((ALLOWANCE_CENTS - used) / 100)} left"


def _draft_for(state, rid):
    drafts = sorted((p for p in state["payments"].values() if p["request_id"] == rid and p["status"] == "draft"),
                    key=lambda p: p["id"])
    return drafts[0] if drafts else None


def _decided_line(state, r) -> str:
    line = f"{r['id']} · {r['status'].capitalize()} · {_money(r['amount'])}"
    if r["status"] == "rejected":
        line += f" · {r['rejection_reason']}"
    return line


def _handover_lines(state):
    mine = _mine(state)
    approved = [r for r in mine if r["status"] in ("approved", "paid")]
    rejected = [r for r in mine if r["status"] == "rejected"]
    held = [r for r in _waiting(state) if r["flagged"]]
    return [
        f"Approved by Ingrid: {len(approved)} for {_money(sum(_cents(r['amount']) for r in approved) / 100)}",
        f"Rejected by Ingrid: {len(rejected)}",
        f"Held for Marcus: {len(held)} for {_money(sum(_cents(r['amount']) for r in held) / 100)}",
    ]


# --- acting behind the app --------------------------------------------------------------------
def _create(ctx, title, amount, centre="CC-220", category="travel", kind="expense", requester="Cover Check"):
    out = ctx.behind_the_app("create_request", {"kind": kind, "title": title, "requester": requester,
                                                "cost_centre": centre, "category": category, "amount": amount})
    return out["request"]["id"]


def _approve_behind(ctx, rid, approver=ME):
    token = ctx.behind_the_app("get_request", {"request_id": rid})["evidence_token"]
    v = ctx.behind_the_app("validate_request", {"request_id": rid, "approver_id": approver, "evidence_token": token})
    ctx.behind_the_app("approve_request", {"request_id": rid, "approver_id": approver, "version": v["version"],
                                           "validation_token": v["validation_token"]})


def _reject_behind(ctx, rid, reason, approver=ME):
    token = ctx.behind_the_app("get_request", {"request_id": rid})["evidence_token"]
    ctx.behind_the_app("reject_request", {"request_id": rid, "approver_id": approver, "evidence_token": token,
                                          "reason": reason})


def _release_behind(ctx, rid):
    token = ctx.behind_the_app("get_request", {"request_id": rid})["evidence_token"]
    ctx.behind_the_app("release_payment", {"request_id": rid, "evidence_token": token})


def _reload(ctx, show=None):
    """Open the page again so it reads what another desk changed; wait until ``show`` is listed."""
    ctx.expect({"open": "/"})
    if show:
        ctx.expect({"expect_visible": {"item": show, "within": WAIT}})


# --- page helpers -----------------------------------------------------------------------------
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


def _row(rid):
    return {"item": rid, "within": WAIT}


def _click_in_row(ctx, control, rid):
    ctx.expect({"click": {"control": control, "exact": True, "within": _row(rid)}})


def _calls(ctx, name, since=0):
    return [c for c in ctx.tool_calls[since:] if c.name == name]


def _no_calls(ctx, since, *names):
    for name in names:
        made = _calls(ctx, name, since)
        assert not made, f"{name} was called ({len(made)}×: {[c.args for c in made]}) and must not be"


def _approve_chain(ctx, rid, since):
    """After ``since``: get_request(rid), then validate_request(rid, AP-3, that token), then
    approve_request(rid, AP-3, the validated version and token); each succeeds, none as AP-2."""
    def probe():
        calls = ctx.tool_calls[since:]
        vals = [c for c in calls if c.name == "validate_request" and c.args.get("request_id") == rid]
        apps = [c for c in calls if c.name == "approve_request" and c.args.get("request_id") == rid]
        if not apps:
            return False, f"approve_request was not called for {rid} (validate calls: {[v.args for v in vals]})"
        return True, ""

    ctx.until(probe)
    calls = ctx.tool_calls[since:]
    for c in calls:
        if c.args.get("approver_id") not in (None, ME):
            raise AssertionError(f"{c.name} was called as {c.args.get('approver_id')}; Ingrid acts only as AP-3")
    apps = [c for c in calls if c.name == "approve_request" and c.args.get("request_id") == rid]
    assert len(apps) == 1, f"approve_request was called {len(apps)} times for {rid}"
    app = apps[0]
    vals = [c for c in calls if c.name == "validate_request" and c.args.get("request_id") == rid
            and c.index < app.index and c.ok]
    assert vals, f"approve_request for {rid} was not preceded by a successful validate_request"
    val = vals[-1]
    reads = [c for c in calls if c.name == "get_request" and c.args.get("request_id") == rid
             and c.index < val.index and c.ok]
    assert reads, f"validate_request for {rid} was not preceded by a get_request after the click"
    assert val.args.get("approver_id") == ME, f"validate_request was made for {val.args.get('approver_id')}, not AP-3"
    assert val.args.get("evidence_token") == reads[-1].result["evidence_token"], \
        "validate_request did not use the evidence token of the fresh get_request"
    assert app.args.get("approver_id") == ME, f"approve_request was made as {app.args.get('approver_id')}, not AP-3"
    assert app.args.get("version") == val.result["version"], \
        f"approve_request sent version {app.args.get('version')}, validation returned {val.result['version']}"
    assert app.args.get("validation_token") == val.result["validation_token"], \
        "approve_request did not send the validation token validate_request returned"
    assert app.ok, f"approve_request was refused: {app.error}"


# --- turn 1 -----------------------------------------------------------------------------------
def loads_from_tools(ctx):
    """As it opens the page reads requests (list_requests) and the live budget of CC-300 and CC-220."""
    ctx.expect({"expect_tool_called": {"name": "list_requests", "since": "load", "ok": True}},
               {"expect_tool_called": {"name": "get_budget", "args": {"cost_centre": "CC-300"}, "since": "load", "ok": True}},
               {"expect_tool_called": {"name": "get_budget", "args": {"cost_centre": "CC-220"}, "since": "load", "ok": True}})


def waiting_listed(ctx):
    """The Request column lists exactly the submitted requests of CC-300 and CC-220 in id order;
    other cost centres' requests and decided requests are not listed."""
    state = ctx.runtime_state
    ids = [r["id"] for r in _waiting(state)]
    ctx.expect({"expect_list": {"target": {"column": "Request", "within": WAIT}, "texts": ids}})
    others = sorted(k for k, r in state["requests"].items()
                    if r["status"] != "submitted" or r["cost_centre"] not in CENTRES)
    for rid in others:
        ctx.expect({"expect_text": {"text": rid, "absent": True, "within": {"column": "Request", "within": WAIT}}})


def row_columns(ctx):
    """Every waiting row reads its title, requester, cost centre id and amount like "$2,400.00"."""
    for r in _waiting(ctx.runtime_state):
        _until_cell(ctx, "Title", r["id"], r["title"])
        _until_cell(ctx, "Requester", r["id"], r["requester"])
        _until_cell(ctx, "Cost centre", r["id"], r["cost_centre"])
        _until_cell(ctx, "Amount", r["id"], _money(r["amount"]))


def cover_cells(ctx):
    """Cover reads "Within cover" for amounts up to $2,500.00 and "Left for Marcus" above."""
    for r in _waiting(ctx.runtime_state):
        if _within(r):
            _until_cell(ctx, "Cover", r["id"], "Within cover", absent="Left for Marcus")
        else:
            _until_cell(ctx, "Cover", r["id"], "Left for Marcus", absent="Within cover")


def cover_boundary(ctx):
    """Requests of $2,499.99 and $2,500.00 read "Within cover"; one of $2,500.01 "Left for Marcus"."""
    made = [(_create(ctx, f"Boundary flight {a}", a), a) for a in (2499.99, 2500.00, 2500.01)]
    _reload(ctx, made[-1][0])
    for rid, amount in made:
        _until_cell(ctx, "Amount", rid, _money(amount))
        if amount <= 2500:
            _until_cell(ctx, "Cover", rid, "Within cover", absent="Left for Marcus")
        else:
            _until_cell(ctx, "Cover", rid, "Left for Marcus", absent="Within cover")


def count_line(ctx):
    """Above the table: "N waiting, K within cover" with the live counts."""
    state = ctx.runtime_state
    line = _count_line(state)
    rows = _waiting(state)
    ctx.expect({"expect_text": {"text": line, "within": WAIT}})
    if rows:
        ctx.expect({"expect_order": {"texts": [line, rows[0]["id"]], "within": WAIT}})


def count_line_follows(ctx):
    """With one more request within cover and one above it, the line counts both live."""
    _create(ctx, "Printed leaflets", 310.00, category="services")
    rid = _create(ctx, "Regional roadshow stand", 2780.00, category="services", kind="purchase")
    _reload(ctx, rid)
    ctx.expect({"expect_text": {"text": _count_line(ctx.runtime_state), "within": WAIT}})


def budgets_live(ctx):
    """Budgets lists CC-300 and CC-220, each like "CC-300 Field Marketing: $520.00 remaining,
    $5,140.00 pending" from the live figures; the month-end snapshot's figures are not shown."""
    state = ctx.runtime_state
    lines = [_budget_line(state, c) for c in CENTRES]
    for line in lines:
        ctx.expect({"expect_text": {"text": line, "within": BUDGETS}})
    ctx.expect({"expect_count": {"target": {"items": True, "within": BUDGETS}, "count": 2}})
    for c in CENTRES:
        stale = state["month_end_snapshot"][c]
        if _cents(stale) != _cents(state["cost_centres"][c]["remaining"]):
            ctx.expect({"expect_text": {"text": _money(stale), "absent": True}})


def refresh_rereads(ctx):
    """After another desk submits a request on CC-300 and rejects a waiting one, Refresh lists the
    new one, drops the rejected one and shows the new count line and budget lines."""
    first = _waiting(ctx.runtime_state)[0]["id"]
    new_id = _create(ctx, "Trade fair lanyards", 42.50, centre="CC-300", category="services", kind="purchase")
    _reject_behind(ctx, first, "Sent to the wrong approver", approver="AP-2")
    ctx.expect({"click": {"control": "Refresh"}},
               {"expect_tool_called": {"name": "list_requests", "ok": True}},
               {"expect_tool_called": {"name": "get_budget", "args": {"cost_centre": "CC-300"}, "ok": True}},
               {"expect_tool_called": {"name": "get_budget", "args": {"cost_centre": "CC-220"}, "ok": True}},
               {"expect_visible": {"item": new_id, "within": WAIT}},
               {"expect_text": {"text": first, "absent": True, "within": {"column": "Request", "within": WAIT}}})
    state = ctx.runtime_state
    ctx.expect({"expect_text": {"text": _count_line(state), "within": WAIT}})
    for c in CENTRES:
        ctx.expect({"expect_text": {"text": _budget_line(state, c), "within": BUDGETS}})


# --- turn 2 -----------------------------------------------------------------------------------
def approve_buttons(ctx):
    """Every "Within cover" row has an Approve button and no "Left for Marcus" row has one."""
    _create(ctx, "Client breakfast", 75.25, category="meals")
    last = _create(ctx, "Sales kickoff speaker fee", 2600.00, category="services", kind="purchase")
    _reload(ctx, last)
    for r in _waiting(ctx.runtime_state):
        ctx.expect({"expect_visible": {"control": "Approve", "exact": True, "within": _row(r["id"]),
                                       "visible": _within(r)}})


def _approved_text(state, rid):
    req = state["requests"][rid]
    centre = state["cost_centres"][req["cost_centre"]]
    return f"Approved {rid}. {req['cost_centre']} remaining: {_money(centre['remaining'])}"


def approve_live(ctx):
    """Approving EX-2048 and then EX-2049 runs the chain as AP-3 and reports "Approved EX-2048.
    CC-300 remaining: $380.00" and "Approved EX-2049. CC-220 remaining: $8,213.70"."""
    for rid in ("EX-2048", "EX-2049"):
        assert ctx.runtime_state["requests"][rid]["status"] == "submitted", f"{rid} is no longer submitted"
        since = len(ctx.tool_calls)
        _click_in_row(ctx, "Approve", rid)
        _approve_chain(ctx, rid, since)
        state = ctx.runtime_state
        assert state["requests"][rid]["status"] == "approved" and state["requests"][rid]["decided_by"] == ME
        ctx.expect({"expect_text": _approved_text(state, rid)})


def approve_as_ingrid(ctx):
    """Approve reads the request, validates it for AP-3 with that token and approves it as AP-3 with
    the validated version and token; it never acts as Marcus (AP-2)."""
    rid = _create(ctx, "Taxi to the Boston client", 233.10)
    _reload(ctx, rid)
    since = len(ctx.tool_calls)
    _click_in_row(ctx, "Approve", rid)
    _approve_chain(ctx, rid, since)
    req = ctx.runtime_state["requests"][rid]
    assert req["status"] == "approved" and req["decided_by"] == ME, f"{rid} is {req['status']} by {req['decided_by']}"


def approve_fresh_token(ctx):
    """When another desk flags the request after the page opened (a new version), Approve still reads
    it fresh and the approval goes through."""
    rid = _create(ctx, "Parking at the Hartford office", 88.80)
    _reload(ctx, rid)
    ctx.behind_the_app("flag_for_review", {"request_id": rid, "note": "Receipt attached late"})
    since = len(ctx.tool_calls)
    _click_in_row(ctx, "Approve", rid)
    _approve_chain(ctx, rid, since)
    ctx.expect({"expect_text": _approved_text(ctx.runtime_state, rid)})


def approve_message(ctx):
    """After approving, the message names the request and the re-read remaining budget."""
    rid = _create(ctx, "Hotel shuttle for the sales team", 150.00, category="services", kind="purchase")
    _reload(ctx, rid)
    _click_in_row(ctx, "Approve", rid)
    ctx.expect({"expect_tool_called": {"name": "approve_request", "ok": True, "min": 1}})
    ctx.expect({"expect_text": _approved_text(ctx.runtime_state, rid)})


def approve_rereads(ctx):
    """After approving, the requests and both budgets are read again: the row leaves the table and
    the count line and CC-220's budget line show the new figures without a reload."""
    rid = _create(ctx, "Rail pass for the trade mission", 412.60)
    _reload(ctx, rid)
    since = len(ctx.tool_calls)
    _click_in_row(ctx, "Approve", rid)
    ctx.expect({"expect_tool_called": {"name": "approve_request", "ok": True, "min": 1}})

    def probe():
        calls = ctx.tool_calls[since:]
        app = [c for c in calls if c.name == "approve_request" and c.ok]
        if not app:
            return False, "no successful approve_request"
        after = [c.name for c in calls if c.index > app[0].index]
        ok = "list_requests" in after and "get_budget" in after
        return ok, f"after the approval the page called {after}; wanted list_requests and get_budget again"

    ctx.until(probe)
    state = ctx.runtime_state
    ctx.expect({"expect_text": {"text": rid, "absent": True, "within": {"column": "Request", "within": WAIT}}},
               {"expect_text": {"text": _count_line(state), "within": WAIT}},
               {"expect_text": {"text": _budget_line(state, "CC-220"), "within": BUDGETS}})


def refusal_over_budget(ctx):
    """A request within cover but one cent above CC-300's remaining budget is refused by validation:
    "Not approved (over_budget): <system message>"; nothing is approved and the row stays."""
    remaining = ctx.runtime_state["cost_centres"]["CC-300"]["remaining"]
    amount = round(remaining + 0.01, 2)
    assert amount <= 2500, f"CC-300 has {remaining} left; the check needs it below the cover limit"
    rid = _create(ctx, "Banner printing for the expo", amount, centre="CC-300", category="services", kind="purchase")
    _reload(ctx, rid)
    since = len(ctx.tool_calls)
    _click_in_row(ctx, "Approve", rid)
    ctx.expect({"expect_text": f"Not approved (over_budget): {rid}: {_money(amount)} exceeds the "
                               f"{_money(remaining)} remaining on CC-300"})
    _no_calls(ctx, since, "approve_request")
    assert ctx.runtime_state["requests"][rid]["status"] == "submitted"
    ctx.expect({"expect_visible": {"item": rid, "within": WAIT}})


def refusal_policy(ctx):
    """A $260.00 meal is refused with the policy code: "Not approved (policy_limit): … exceeds the
    meals limit of $250.00"."""
    rid = _create(ctx, "Dinner with the distributor", 260.00, category="meals")
    _reload(ctx, rid)
    _click_in_row(ctx, "Approve", rid)
    ctx.expect({"expect_text": f"Not approved (policy_limit): {rid}: $260.00 exceeds the meals limit of $250.00"},
               {"expect_visible": {"item": rid, "within": WAIT}})


def refusal_live(ctx):
    """PR-3102 ($2,400.00) is within cover but above CC-300's remaining budget: the page shows the
    over_budget refusal with the system's message and keeps the row."""
    state = ctx.runtime_state
    assert state["requests"]["PR-3102"]["status"] == "submitted", "PR-3102 is no longer submitted"
    remaining = state["cost_centres"]["CC-300"]["remaining"]
    _click_in_row(ctx, "Approve", "PR-3102")
    ctx.expect({"expect_text": f"Not approved (over_budget): PR-3102: $2,400.00 exceeds the {_money(remaining)} "
                               f"remaining on CC-300"},
               {"expect_visible": {"item": "PR-3102", "within": WAIT}})


# --- turn 3 -----------------------------------------------------------------------------------
def reject_controls(ctx):
    """Within-cover rows have a Reject button, Left-for-Marcus rows none; Reject opens a Reason field
    and a Confirm rejection button."""
    rid = _create(ctx, "Airport parking", 64.00)
    last = _create(ctx, "Booth furniture hire", 2800.00, category="services", kind="purchase")
    _reload(ctx, last)
    assert rid
    for r in _waiting(ctx.runtime_state):
        ctx.expect({"expect_visible": {"control": "Reject", "exact": True, "within": _row(r["id"]),
                                       "visible": _within(r)}})


def reject_form(ctx):
    """Reject on the second of two new rows opens a "Reason" field and a "Confirm rejection" button
    that reject that request (and not the other)."""
    other = _create(ctx, "Bridge toll", 12.40)
    rid = _create(ctx, "Bus fare to the depot", 8.60)
    _reload(ctx, rid)
    _click_in_row(ctx, "Reject", rid)
    ctx.expect({"expect_visible": {"field": "Reason"}},
               {"expect_visible": {"control": "Confirm rejection"}},
               {"fill": {"field": "Reason", "value": "Wrong cost centre"}},
               {"click": {"control": "Confirm rejection"}},
               {"expect_tool_called": {"name": "reject_request", "ok": True, "min": 1, "max": 1,
                                       "args": {"request_id": rid}}})
    state = ctx.runtime_state
    assert state["requests"][rid]["status"] == "rejected"
    assert state["requests"][other]["status"] == "submitted", f"{other} was decided instead"


def _open_reject(ctx, rid, reason):
    _click_in_row(ctx, "Reject", rid)
    ctx.expect({"fill": {"field": "Reason", "value": reason}},
               {"click": {"control": "Confirm rejection"}})


def reject_guard_short(ctx):
    """"  abcd  " (4 characters once trimmed) and an empty reason show "Write a reason of at least 5
    characters" and send nothing; the request stays submitted."""
    rid = _create(ctx, "Toll charges", 19.40)
    _reload(ctx, rid)
    since = len(ctx.tool_calls)
    _open_reject(ctx, rid, "  abcd  ")
    ctx.expect({"expect_text": "Write a reason of at least 5 characters"})
    ctx.expect({"fill": {"field": "Reason", "value": ""}},
               {"click": {"control": "Confirm rejection"}},
               {"expect_text": "Write a reason of at least 5 characters"})
    _no_calls(ctx, since, "reject_request")
    assert ctx.runtime_state["requests"][rid]["status"] == "submitted"


def reject_guard_boundary(ctx):
    """A reason of exactly 5 characters once trimmed (" abcde ") is sent as "Covering for Marcus:
    abcde"."""
    rid = _create(ctx, "Sample courier", 27.90, category="services", kind="purchase")
    _reload(ctx, rid)
    _open_reject(ctx, rid, " abcde ")
    ctx.expect({"expect_tool_called": {"name": "reject_request", "ok": True, "min": 1, "max": 1,
                                       "args": {"request_id": rid, "reason": PREFIX + "abcde"}}},
               {"expect_text": f"Rejected {rid}"})


def reject_live(ctx):
    """Rejecting PR-3102 with "Over the remaining budget" rejects it as AP-3 with the reason
    "Covering for Marcus: Over the remaining budget" and says "Rejected PR-3102"."""
    assert ctx.runtime_state["requests"]["PR-3102"]["status"] == "submitted", "PR-3102 is no longer submitted"
    since = len(ctx.tool_calls)
    _open_reject(ctx, "PR-3102", "Over the remaining budget")
    ctx.expect({"expect_text": "Rejected PR-3102"})
    _reject_chain(ctx, "PR-3102", PREFIX + "Over the remaining budget", since)
    ctx.expect({"expect_text": {"text": "PR-3102", "absent": True, "within": {"column": "Request", "within": WAIT}}})


def _reject_chain(ctx, rid, reason, since):
    calls = ctx.tool_calls[since:]
    rejects = [c for c in calls if c.name == "reject_request" and c.args.get("request_id") == rid]
    assert len(rejects) == 1, f"reject_request was called {len(rejects)} times for {rid}"
    rej = rejects[0]
    reads = [c for c in calls if c.name == "get_request" and c.args.get("request_id") == rid and c.ok
             and c.index < rej.index]
    assert reads, f"reject_request for {rid} was not preceded by a get_request after the click"
    assert rej.args.get("evidence_token") == reads[-1].result["evidence_token"], \
        "reject_request did not use the evidence token of the fresh get_request"
    assert rej.args.get("approver_id") == ME, f"reject_request was made as {rej.args.get('approver_id')}, not AP-3"
    assert rej.args.get("reason") == reason, f"reject_request sent the reason {rej.args.get('reason')!r}, wanted {reason!r}"
    assert rej.ok, f"reject_request was refused: {rej.error}"
    _no_calls(ctx, since, "approve_request")
    req = ctx.runtime_state["requests"][rid]
    assert req["status"] == "rejected" and req["decided_by"] == ME


def reject_call(ctx):
    """After another desk flags the request (a new version), Reject reads it fresh and rejects it as
    AP-3 with the trimmed, prefixed reason."""
    rid = _create(ctx, "Duplicate hotel deposit", 318.00, category="lodging")
    _reload(ctx, rid)
    ctx.behind_the_app("flag_for_review", {"request_id": rid, "note": "Looks like a duplicate"})
    since = len(ctx.tool_calls)
    _open_reject(ctx, rid, "  Duplicate of an earlier claim ")
    ctx.expect({"expect_text": f"Rejected {rid}"})
    _reject_chain(ctx, rid, PREFIX + "Duplicate of an earlier claim", since)


def reject_rereads(ctx):
    """After rejecting, the requests and budgets are read again: the row leaves, the count line and
    CC-220's pending figure follow without a reload."""
    rid = _create(ctx, "Conference day pass", 455.00, category="training")
    _reload(ctx, rid)
    since = len(ctx.tool_calls)
    _open_reject(ctx, rid, "Not part of the sales plan")
    ctx.expect({"expect_tool_called": {"name": "reject_request", "ok": True, "min": 1}})

    def probe():
        calls = ctx.tool_calls[since:]
        rej = [c for c in calls if c.name == "reject_request" and c.ok]
        after = [c.name for c in calls if rej and c.index > rej[0].index]
        return ("list_requests" in after and "get_budget" in after,
                f"after the rejection the page called {after}; wanted list_requests and get_budget again")

    ctx.until(probe)
    state = ctx.runtime_state
    ctx.expect({"expect_text": {"text": rid, "absent": True, "within": {"column": "Request", "within": WAIT}}},
               {"expect_text": {"text": _count_line(state), "within": WAIT}},
               {"expect_text": {"text": _budget_line(state, "CC-220"), "within": BUDGETS}})


def reject_refusal(ctx):
    """When another desk approves the request after the Reject form opened, confirming shows "Not
    rejected (invalid_state): <id> is approved, not awaiting a decision"."""
    rid = _create(ctx, "Mileage to the Albany branch", 96.40)
    _reload(ctx, rid)
    _click_in_row(ctx, "Reject", rid)
    _approve_behind(ctx, rid, approver="AP-2")
    ctx.expect({"fill": {"field": "Reason", "value": "Trip was cancelled"}},
               {"click": {"control": "Confirm rejection"}},
               {"expect_text": f"Not rejected (invalid_state): {rid} is approved, not awaiting a decision"})


def hold_buttons(ctx):
    """Only Left-for-Marcus rows that are not flagged have "Hold for Marcus"; flagged ones and
    within-cover rows do not."""
    _create(ctx, "Team lunch on the road", 70.00, category="meals")
    flagged = _create(ctx, "Venue deposit, spring summit", 2950.00, category="services", kind="purchase")
    ctx.behind_the_app("flag_for_review", {"request_id": flagged, "note": "Venue contract under review"})
    last = _create(ctx, "Flights for the Lisbon roadshow", 2900.00)
    _reload(ctx, last)
    for r in _waiting(ctx.runtime_state):
        ctx.expect({"expect_visible": {"control": "Hold for Marcus", "within": _row(r["id"]),
                                       "visible": not _within(r) and not r["flagged"]}})


def hold_live(ctx):
    """Hold for Marcus on PR-3105 flags it with the note "Held for Marcus Oyelaran's return" (no
    approval or rejection), says "Held PR-3105 for Marcus" and shows the note in its Hold cell."""
    req = ctx.runtime_state["requests"]["PR-3105"]
    assert req["status"] == "submitted" and not req["flagged"], "PR-3105 is no longer waiting unflagged"
    since = len(ctx.tool_calls)
    _click_in_row(ctx, "Hold for Marcus", "PR-3105")
    ctx.expect({"expect_tool_called": {"name": "flag_for_review", "ok": True, "min": 1, "max": 1,
                                       "args": {"request_id": "PR-3105", "note": HOLD_NOTE}}},
               {"expect_text": "Held PR-3105 for Marcus"})
    _no_calls(ctx, since, "approve_request", "reject_request")
    _until_cell(ctx, "Hold", "PR-3105", f"Held: {HOLD_NOTE}")
    ctx.expect({"expect_visible": {"control": "Hold for Marcus", "within": _row("PR-3105"), "visible": False}})
    assert ctx.runtime_state["requests"]["PR-3105"]["status"] == "submitted"


def hold_call(ctx):
    """Hold for Marcus only flags the request with the exact note: it stays submitted, nothing is
    approved or rejected, and the page says "Held <id> for Marcus"."""
    rid = _create(ctx, "Partner summit sponsorship", 2650.00, category="services", kind="purchase")
    _reload(ctx, rid)
    since = len(ctx.tool_calls)
    _click_in_row(ctx, "Hold for Marcus", rid)
    ctx.expect({"expect_tool_called": {"name": "flag_for_review", "ok": True, "min": 1, "max": 1,
                                       "args": {"request_id": rid, "note": HOLD_NOTE}}},
               {"expect_text": f"Held {rid} for Marcus"})
    _no_calls(ctx, since, "approve_request", "reject_request", "validate_request")
    req = ctx.runtime_state["requests"][rid]
    assert req["status"] == "submitted" and req["flagged"]


def hold_rereads(ctx):
    """After holding, the requests are read again: the row's Hold cell shows the note and its Hold
    for Marcus button is gone, without a reload."""
    rid = _create(ctx, "Customer advisory board venue", 3100.00, category="services", kind="purchase")
    _reload(ctx, rid)
    since = len(ctx.tool_calls)
    _click_in_row(ctx, "Hold for Marcus", rid)
    ctx.expect({"expect_tool_called": {"name": "flag_for_review", "ok": True, "min": 1}})

    def probe():
        calls = ctx.tool_calls[since:]
        fl = [c for c in calls if c.name == "flag_for_review" and c.ok]
        after = [c.name for c in calls if fl and c.index > fl[0].index]
        return "list_requests" in after, f"after the hold the page called {after}; wanted list_requests again"

    ctx.until(probe)
    _until_cell(ctx, "Hold", rid, f"Held: {HOLD_NOTE}")
    ctx.expect({"expect_visible": {"control": "Hold for Marcus", "within": _row(rid), "visible": False}})


def hold_column(ctx):
    """The Hold column shows "Held: <note>" for every flagged request (whatever its note) and stays
    empty for a request that is not flagged."""
    flagged = _create(ctx, "Client gift baskets", 55.00, category="services", kind="purchase")
    ctx.behind_the_app("flag_for_review", {"request_id": flagged, "note": "Receipt missing"})
    plain = _create(ctx, "Train to the Newark office", 47.30)
    _reload(ctx, plain)
    for r in _waiting(ctx.runtime_state):
        if r["flagged"]:
            _until_cell(ctx, "Hold", r["id"], f"Held: {r['flag_note']}")
        else:
            _until_cell(ctx, "Hold", r["id"], "", whole=True)


# --- turn 4 -----------------------------------------------------------------------------------
def allowance_line(ctx):
    """Above the table: "Allowance: $X used, $Y left" from AP-3's live approvals on CC-300/CC-220."""
    state = ctx.runtime_state
    line = _allowance_line(state)
    rows = _waiting(state)
    ctx.expect({"expect_text": {"text": line}})
    if rows:
        ctx.expect({"expect_order": {"texts": [line, rows[0]["id"]]}})


def allowance_counts(ctx):
    """Used counts AP-3's approvals on the two cost centres whether approved or paid, and nothing
    approved by Marcus or on another cost centre."""
    before = _used_cents(ctx.runtime_state)
    paid = _create(ctx, "Sales conference registration", 500.00, category="training")
    _approve_behind(ctx, paid)
    _release_behind(ctx, paid)
    by_marcus = _create(ctx, "Courier for signed contracts", 300.00, category="services", kind="purchase")
    _approve_behind(ctx, by_marcus, approver="AP-2")
    elsewhere = _create(ctx, "Close team taxi", 90.00, centre="CC-510")
    _approve_behind(ctx, elsewhere)
    state = ctx.runtime_state
    assert _used_cents(state) == before + 50000
    ctx.expect({"open": "/"}, {"expect_text": _allowance_line(state)})


def _drain_to(ctx, target=1800.00):
    """Approve (behind the app, as AP-3) enough that exactly ``target`` of the allowance is left."""
    left = (ALLOWANCE_CENTS - _used_cents(ctx.runtime_state)) / 100
    if left > target:
        rid = _create(ctx, "Quarterly sales travel", round(left - target, 2), category="services", kind="purchase")
        _approve_behind(ctx, rid)
    left = (ALLOWANCE_CENTS - _used_cents(ctx.runtime_state)) / 100
    assert 0.05 < left <= 2500, f"the allowance left ({left}) does not suit the check"
    return left


def over_allowance_guard(ctx):
    """With $1,800.00 left, Approve on a $1,800.01 request shows "Over allowance: $1,800.00 left" and
    sends no validation and no approval."""
    left = _drain_to(ctx)
    over = _create(ctx, "Stand build, autumn expo", round(left + 0.01, 2), category="services", kind="purchase")
    _reload(ctx, over)
    since = len(ctx.tool_calls)
    _click_in_row(ctx, "Approve", over)
    ctx.expect({"expect_text": f"Over allowance: {_money(left)} left"})
    _no_calls(ctx, since, "validate_request", "approve_request")
    assert ctx.runtime_state["requests"][over]["status"] == "submitted"


def allowance_exact(ctx):
    """A request of exactly what is left ($1,800.00) is approved, and the line then reads
    "Allowance: $4,000.00 used, $0.00 left"."""
    left = _drain_to(ctx)
    exact = _create(ctx, "Stand build, spring expo", left, category="services", kind="purchase")
    _reload(ctx, exact)
    since = len(ctx.tool_calls)
    _click_in_row(ctx, "Approve", exact)
    _approve_chain(ctx, exact, since)
    ctx.expect({"expect_text": _approved_text(ctx.runtime_state, exact)},
               {"expect_text": "Allowance: $4,000.00 used, $0.00 left"})


def allowance_after_approval(ctx):
    """After approving a $120.00 request the allowance line shows the re-read figures."""
    rid = _create(ctx, "Client site taxi", 120.00)
    _reload(ctx, rid)
    _click_in_row(ctx, "Approve", rid)
    ctx.expect({"expect_tool_called": {"name": "approve_request", "ok": True, "min": 1}})
    ctx.expect({"expect_text": _allowance_line(ctx.runtime_state)})


def decided_list(ctx):
    """Decided during cover lists every request on CC-300/CC-220 decided by AP-3, latest decision
    first, like "EX-2048 · Approved · $140.00" (rejections end with the recorded reason)."""
    state = ctx.runtime_state
    mine = _mine(state)
    assert mine, "nothing has been decided by AP-3 on the two cost centres"
    ctx.expect({"expect_list": {"target": {"items": True, "within": DECIDED},
                                "texts": [_decided_line(state, r) for r in mine]}})


def decided_only_ingrid(ctx):
    """Decisions by Marcus on his cost centres and Ingrid's decisions on other cost centres are not
    listed; Ingrid's own approval on CC-220 is."""
    by_marcus = _create(ctx, "Regional dinner", 120.00, category="meals")
    _approve_behind(ctx, by_marcus, approver="AP-2")
    elsewhere = _create(ctx, "Audit binder supplies", 45.00, centre="CC-510", category="equipment", kind="purchase")
    _approve_behind(ctx, elsewhere)
    mine = _create(ctx, "Mileage to the Trenton store", 61.20)
    _approve_behind(ctx, mine)
    ctx.expect({"open": "/"},
               {"expect_visible": {"item": mine, "within": DECIDED}})
    for rid in (by_marcus, elsewhere, "PR-3100", "PR-3099"):
        ctx.expect({"expect_text": {"text": rid, "absent": True, "within": DECIDED}})


def decided_statuses(ctx):
    """A rejection decided after an approval that has since been paid comes first, with its reason;
    the paid one reads "Paid"."""
    first = _create(ctx, "Hotel for the Boston pitch", 280.00, category="lodging")
    _approve_behind(ctx, first)
    second = _create(ctx, "Duplicate hotel night", 140.00, category="lodging")
    _reject_behind(ctx, second, PREFIX + "Already claimed on EX-2049")
    _release_behind(ctx, first)
    state = ctx.runtime_state
    top = [f"{second} · Rejected · $140.00 · {PREFIX}Already claimed on EX-2049", f"{first} · Paid · $280.00"]
    ctx.expect({"open": "/"},
               {"expect_list": {"target": {"items": True, "within": DECIDED},
                                "texts": [_decided_line(state, r) for r in _mine(state)]}},
               {"expect_order": {"texts": top, "within": DECIDED}})


def decided_after_approve(ctx):
    """An approval made on the page appears at the top of Decided during cover without a reload."""
    rid = _create(ctx, "Train to the Providence client", 73.50)
    _reload(ctx, rid)
    _click_in_row(ctx, "Approve", rid)
    ctx.expect({"expect_tool_called": {"name": "approve_request", "ok": True, "min": 1}})
    state = ctx.runtime_state
    ctx.expect({"expect_list": {"target": {"items": True, "within": DECIDED},
                                "texts": [_decided_line(state, r) for r in _mine(state)]}})


def decided_after_reject(ctx):
    """A rejection made on the page appears at the top with the recorded reason, without a reload."""
    rid = _create(ctx, "Lounge access", 65.00, category="services", kind="purchase")
    _reload(ctx, rid)
    _open_reject(ctx, rid, "Booked twice")
    ctx.expect({"expect_tool_called": {"name": "reject_request", "ok": True, "min": 1}})
    ctx.expect({"expect_text": {"text": f"{rid} · Rejected · $65.00 · {PREFIX}Booked twice", "within": DECIDED}})
    state = ctx.runtime_state
    ctx.expect({"expect_list": {"target": {"items": True, "within": DECIDED},
                                "texts": [_decided_line(state, r) for r in _mine(state)]}})


def decided_refresh(ctx):
    """A decision Ingrid made elsewhere after the page opened appears after Refresh."""
    ctx.expect({"expect_visible": {"section": "Decided during cover"}})
    rid = _create(ctx, "Phone bill while travelling", 38.90, category="services", kind="purchase")
    _approve_behind(ctx, rid)
    ctx.expect({"click": {"control": "Refresh"}},
               {"expect_visible": {"item": rid, "within": DECIDED}})
    state = ctx.runtime_state
    ctx.expect({"expect_list": {"target": {"items": True, "within": DECIDED},
                                "texts": [_decided_line(state, r) for r in _mine(state)]}})


# --- turn 5 -----------------------------------------------------------------------------------
def _decided_item(rid):
    return {"item": rid, "within": DECIDED}


def draft_buttons(ctx):
    """Approved items without a draft have Prepare draft; an item with a draft ends with "Draft
    PAY-…" and has none; rejected and paid items have none."""
    with_draft = _create(ctx, "Hotel for the Hartford visit", 210.00, category="lodging")
    _approve_behind(ctx, with_draft)
    ctx.behind_the_app("draft_payment", {"request_id": with_draft})
    without = _create(ctx, "Taxi from the Hartford station", 32.00)
    _approve_behind(ctx, without)
    ctx.expect({"open": "/"}, {"expect_visible": {"item": without, "within": DECIDED}})
    state = ctx.runtime_state
    for r in _mine(state):
        if r["status"] == "approved" and _draft_for(state, r["id"]):
            continue  # judged by draft_shown
        ctx.expect({"expect_visible": {"control": "Prepare draft", "within": _decided_item(r["id"]),
                                       "visible": r["status"] == "approved"}})


def draft_shown(ctx):
    """An approved item whose draft another desk prepared ends with "Draft PAY-…" and has no Prepare
    draft button (and so does every approved item with a draft)."""
    rid = _create(ctx, "Hotel for the Portland visit", 226.00, category="lodging")
    _approve_behind(ctx, rid)
    ctx.behind_the_app("draft_payment", {"request_id": rid})
    ctx.expect({"open": "/"}, {"expect_visible": {"item": rid, "within": DECIDED}})
    state = ctx.runtime_state
    for r in _mine(state):
        draft = _draft_for(state, r["id"]) if r["status"] == "approved" else None
        if draft:
            ctx.expect({"expect_text": {"text": f"{_decided_line(state, r)} · Draft {draft['id']}",
                                        "within": _decided_item(r["id"])}},
                       {"expect_visible": {"control": "Prepare draft", "within": _decided_item(r["id"]),
                                           "visible": False}})


def draft_live(ctx):
    """Prepare draft on EX-2048 asks for a draft payment only and says "Drafted PAY-7001 for
    EX-2048"; the item then ends with "Draft PAY-7001"."""
    state = ctx.runtime_state
    assert state["requests"]["EX-2048"]["status"] == "approved" and not _draft_for(state, "EX-2048")
    since = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Prepare draft", "within": _decided_item("EX-2048")}},
               {"expect_tool_called": {"name": "draft_payment", "ok": True, "min": 1, "max": 1,
                                       "args": {"request_id": "EX-2048"}}})
    draft = _draft_for(ctx.runtime_state, "EX-2048")
    assert draft, "no draft payment exists for EX-2048"
    ctx.expect({"expect_text": f"Drafted {draft['id']} for EX-2048"},
               {"expect_text": {"text": f"EX-2048 · Approved · $140.00 · Draft {draft['id']}", "within": DECIDED}},
               {"expect_visible": {"control": "Prepare draft", "within": _decided_item("EX-2048"), "visible": False}})
    _no_calls(ctx, since, "release_payment")
    assert ctx.runtime_state["requests"]["EX-2048"]["status"] == "approved"


def draft_call(ctx):
    """Prepare draft calls draft_payment once and never release_payment; the request stays approved and
    the page names the payment the system returned."""
    rid = _create(ctx, "Rental car for the Maine tour", 388.00)
    _approve_behind(ctx, rid)
    ctx.expect({"open": "/"}, {"expect_visible": {"item": rid, "within": DECIDED}})
    since = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Prepare draft", "within": _decided_item(rid)}},
               {"expect_tool_called": {"name": "draft_payment", "ok": True, "min": 1, "max": 1,
                                       "args": {"request_id": rid}}})
    _no_calls(ctx, since, "release_payment")
    state = ctx.runtime_state
    draft = _draft_for(state, rid)
    assert draft and state["requests"][rid]["status"] == "approved", "the request was paid instead of drafted"
    ctx.expect({"expect_text": f"Drafted {draft['id']} for {rid}"})


def draft_rereads(ctx):
    """After drafting, the payments and the list are read again: the item ends with "Draft PAY-…" and
    its Prepare draft button is gone, without a reload."""
    rid = _create(ctx, "Hotel for the Vermont tour", 244.00, category="lodging")
    _approve_behind(ctx, rid)
    ctx.expect({"open": "/"}, {"expect_visible": {"item": rid, "within": DECIDED}})
    since = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Prepare draft", "within": _decided_item(rid)}},
               {"expect_tool_called": {"name": "draft_payment", "ok": True, "min": 1}})

    def probe():
        calls = ctx.tool_calls[since:]
        d = [c for c in calls if c.name == "draft_payment" and c.ok]
        after = [c.name for c in calls if d and c.index > d[0].index]
        return "list_payments" in after, f"after the draft the page called {after}; wanted list_payments again"

    ctx.until(probe)
    draft = _draft_for(ctx.runtime_state, rid)
    ctx.expect({"expect_text": {"text": f"{rid} · Approved · $244.00 · Draft {draft['id']}", "within": DECIDED}},
               {"expect_visible": {"control": "Prepare draft", "within": _decided_item(rid), "visible": False}})


def draft_refusal(ctx):
    """When another desk pays the request after the page opened, Prepare draft shows "No draft: <id> is
    paid; only approved requests can be paid"."""
    rid = _create(ctx, "Ferry to the island client", 58.00)
    _approve_behind(ctx, rid)
    ctx.expect({"open": "/"}, {"expect_visible": {"control": "Prepare draft", "within": _decided_item(rid)}})
    _release_behind(ctx, rid)
    ctx.expect({"click": {"control": "Prepare draft", "within": _decided_item(rid)}},
               {"expect_text": f"No draft: {rid} is paid; only approved requests can be paid"})


def handover_lines(ctx):
    """Handover for Marcus shows the three lines with the live figures."""
    for line in _handover_lines(ctx.runtime_state):
        ctx.expect({"expect_text": {"text": line, "within": HANDOVER}})


def handover_counts(ctx):
    """Paid approvals by AP-3 count as approved, Marcus's own decisions do not count, and every flagged
    waiting request counts as held whatever its note or amount."""
    paid = _create(ctx, "Sales offsite catering deposit", 900.00, category="services", kind="purchase")
    _approve_behind(ctx, paid)
    _release_behind(ctx, paid)
    by_marcus = _create(ctx, "Trade show parking", 44.00)
    _reject_behind(ctx, by_marcus, "Submitted twice", approver="AP-2")
    rejected = _create(ctx, "Seat upgrade", 180.00)
    _reject_behind(ctx, rejected, PREFIX + "Upgrades are not covered")
    held_small = _create(ctx, "Taxi receipts bundle", 66.00)
    ctx.behind_the_app("flag_for_review", {"request_id": held_small, "note": "Receipt check"})
    held_big = _create(ctx, "Launch event venue", 4200.00, category="services", kind="purchase")
    ctx.behind_the_app("flag_for_review", {"request_id": held_big, "note": "Awaiting a second quote"})
    ctx.expect({"open": "/"})
    handover_lines(ctx)


def handover_after_hold(ctx):
    """Holding a request on the page updates "Held for Marcus" without a reload."""
    rid = _create(ctx, "Awards dinner sponsorship", 3300.00, category="services", kind="purchase")
    _reload(ctx, rid)
    _click_in_row(ctx, "Hold for Marcus", rid)
    ctx.expect({"expect_tool_called": {"name": "flag_for_review", "ok": True, "min": 1}})
    handover_lines(ctx)


def handover_after_approve(ctx):
    """Approving a request on the page updates "Approved by Ingrid" without a reload."""
    rid = _create(ctx, "Parking at the Hartford client", 29.00)
    _reload(ctx, rid)
    _click_in_row(ctx, "Approve", rid)
    ctx.expect({"expect_tool_called": {"name": "approve_request", "ok": True, "min": 1}})
    handover_lines(ctx)


def handover_after_reject(ctx):
    """Rejecting a request on the page updates "Rejected by Ingrid" without a reload."""
    rid = _create(ctx, "Personal travel insurance", 49.00, category="services", kind="purchase")
    _reload(ctx, rid)
    _open_reject(ctx, rid, "Not a business expense")
    ctx.expect({"expect_tool_called": {"name": "reject_request", "ok": True, "min": 1}})
    handover_lines(ctx)


def handover_refresh(ctx):
    """A rejection Ingrid made elsewhere after the page opened shows in the lines after Refresh."""
    ctx.expect({"expect_visible": {"section": "Handover for Marcus"}})
    rid = _create(ctx, "Streaming subscription", 15.00, category="software", kind="purchase")
    _reject_behind(ctx, rid, PREFIX + "Personal subscription")
    ctx.expect({"click": {"control": "Refresh"}},
               {"expect_tool_called": {"name": "list_requests", "ok": True}})
    handover_lines(ctx)
