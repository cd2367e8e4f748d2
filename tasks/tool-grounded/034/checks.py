"""Checks for the treasury payment-release desk that the vocabulary cannot state on its own.

Every check that writes is ``isolated``: the live state stays the fixture's from turn to turn
(EX-2038 $64.20 and PR-3099 $2,150.00 approved, PAY-7000 released for EX-2040), and what the page
must show is computed from ``ctx.runtime_state`` at the moment of the check. Isolated checks set up
their cases behind the app (another desk approves, drafts or releases meanwhile) and reload.

Treasury's rules, as the requests state them:
- "Held: above release limit": the amount is above $2,500.00 (exactly $2,500.00 is within);
- "Held: needs a draft": the amount is above $1,000.00 and no draft payment exists for it;
  the release-limit reason wins when both apply; otherwise "Clear";
- a batch stops releasing once the next payment would take the batch's released total above
  $5,000.00 (exactly $5,000.00 is allowed) and releases nothing after that point.
"""

from __future__ import annotations

AWAIT = {"section": "Awaiting release"}
RELEASED = {"section": "Released payments"}
BATCH = {"section": "Batch summary"}
COUNT_TAIL = "awaiting release,"
HELD_LIMIT = "Held: above release limit"
HELD_DRAFT = "Held: needs a draft"
CLEAR = "Clear"
LIMIT_CENTS = 250_000
DRAFT_CENTS = 100_000
OTHER_WRITES = ("approve_request", "reject_request", "flag_for_review", "create_request", "draft_payment")


# --- state helpers ----------------------------------------------------------------------------
def _money(x: float) -> str:
    return f"${x:,.2f}"


def _cents(x: float) -> int:
    return round(x * 100)


def _norm(text: str) -> str:
    return " ".join((text or "").split())


def _pay_no(pid: str) -> int:
    return int("".join(ch for ch in pid if ch.isdigit()) or 0)


def _approved(state, centre=None):
    return sorted((r for r in state["requests"].values() if r["status"] == "approved"
                   and (centre is None or r["cost_centre"] == centre)), key=lambda r: r["id"])


def _draft_of(state, rid):
    drafts = sorted((p for p in state["payments"].values() if p["request_id"] == rid and p["status"] == "draft"),
                    key=lambda p: _pay_no(p["id"]))
    return drafts[0]["id"] if drafts else None


def _rule(state, r) -> str:
    amount = _cents(r["amount"])
    if amount > LIMIT_CENTS:
        return HELD_LIMIT
    if amount > DRAFT_CENTS and _draft_of(state, r["id"]) is None:
        return HELD_DRAFT
    return CLEAR


def _count_line(state, centre=None) -> str:
    rows = _approved(state, centre)
    return f"{len(rows)} awaiting release, {_money(sum(_cents(r['amount']) for r in rows) / 100)} in total"


def _clear_line(state, centre=None) -> str:
    rows = _approved(state, centre)
    clear = sum(1 for r in rows if _rule(state, r) == CLEAR)
    return f"{clear} clear, {len(rows) - clear} held"


def _released(state):
    return sorted((p for p in state["payments"].values() if p["status"] == "released"),
                  key=lambda p: -_pay_no(p["id"]))


# --- acting behind the app --------------------------------------------------------------------
def _new_approved(ctx, requester, centre, amount, title, approver="AP-3", category="equipment", draft=False):
    """Another desk submits and approves an expense (and drafts its payment). Returns the request id."""
    rid = ctx.behind_the_app("create_request", {"kind": "expense", "title": title, "requester": requester,
                                                "cost_centre": centre, "category": category,
                                                "amount": amount})["request"]["id"]
    _approve_behind(ctx, rid, approver)
    if draft:
        _draft_behind(ctx, rid)
    return rid


def _approve_behind(ctx, rid, approver):
    token = ctx.behind_the_app("get_request", {"request_id": rid})["evidence_token"]
    v = ctx.behind_the_app("validate_request", {"request_id": rid, "approver_id": approver, "evidence_token": token})
    ctx.behind_the_app("approve_request", {"request_id": rid, "approver_id": approver, "version": v["version"],
                                           "validation_token": v["validation_token"]})


def _draft_behind(ctx, rid) -> str:
    return ctx.behind_the_app("draft_payment", {"request_id": rid})["payment"]["id"]


def _release_behind(ctx, rid) -> str:
    token = ctx.behind_the_app("get_request", {"request_id": rid})["evidence_token"]
    return ctx.behind_the_app("release_payment", {"request_id": rid, "evidence_token": token})["payment"]["id"]


# --- page helpers -----------------------------------------------------------------------------
def _ready(ctx):
    """Wait until the page has read the system and written its count line (whatever it says: the
    count line's own requirements judge its figures)."""
    ctx.expect({"expect_text": {"text": COUNT_TAIL}})


def _reload(ctx):
    ctx.expect({"open": "/"})
    _ready(ctx)


def _row(rid, within=AWAIT):
    return {"item": rid, "within": within}


def _cell(ctx, column, row, within=AWAIT) -> str:
    return _norm(ctx.text({"column": column, "row": row, "within": within}))


def _until_cell(ctx, column, row, want, within=AWAIT, absent=None):
    """The cell contains ``want`` (case-insensitive) and, when given, not ``absent``."""
    def probe():
        try:
            have = _cell(ctx, column, row, within)
        except AssertionError as exc:
            return False, str(exc)
        except Exception as exc:  # noqa: BLE001 - a lookup that fails is a failed probe
            return False, str(exc)
        ok = want.lower() in have.lower() and (absent is None or absent.lower() not in have.lower())
        extra = f" (and without {absent!r})" if absent else ""
        return ok, f"{column} of {row} reads {have!r}, wanted {want!r}{extra}"

    ctx.until(probe)


def _listed(ctx, ids, within=AWAIT):
    """The Request column of the awaiting table lists exactly ``ids``, in this order."""
    if ids:
        ctx.expect({"expect_list": {"target": {"column": "Request", "within": within}, "texts": ids}})
    else:
        for rid in sorted(ctx.runtime_state["requests"]):
            ctx.expect({"expect_text": {"text": rid, "within": within, "absent": True}})


def _listed_live(ctx, centre=None):
    _listed(ctx, [r["id"] for r in _approved(ctx.runtime_state, centre)])


def _click_release(ctx, rid):
    ctx.expect({"click": {"control": "Release", "exact": True, "within": _row(rid)}})


def _tick(ctx, rid, on=True):
    ctx.expect({"check": {"control": "Include", "within": _row(rid), "checked": on}})


def _click_batch(ctx):
    ctx.expect({"click": {"control": "Release selected"}})


def _calls(ctx, name, since=0, ok=None):
    return [c for c in ctx.tool_calls[since:] if c.name == name and (ok is None or c.ok == ok)]


def _releases(ctx, since, ok=True):
    return [c.args.get("request_id") for c in _calls(ctx, "release_payment", since, ok)]


def _wait_status(ctx, rid, status):
    def probe():
        have = ctx.runtime_state["requests"][rid]["status"]
        return have == status, f"{rid} is {have} in the system, wanted {status}"

    ctx.until(probe)


def _wait_text(ctx, text, within=None):
    step = {"text": text}
    if within is not None:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _fresh_read_before(ctx, rid, since):
    """Each successful release of ``rid`` after ``since`` used the evidence token of a get_request
    of ``rid`` made after ``since`` and before the release."""
    calls = ctx.tool_calls[since:]
    rels = [c for c in calls if c.name == "release_payment" and c.args.get("request_id") == rid]
    assert rels, f"release_payment was not called for {rid}"
    for rel in rels:
        reads = [c for c in calls if c.name == "get_request" and c.ok and c.args.get("request_id") == rid
                 and c.index < rel.index]
        assert reads, f"release_payment for {rid} was not preceded by a fresh get_request of {rid} after the click"
        token = reads[-1].result.get("evidence_token") if isinstance(reads[-1].result, dict) else None
        assert rel.args.get("evidence_token") == token, \
            f"release_payment for {rid} sent the token {rel.args.get('evidence_token')!r}, not the fresh read's {token!r}"
        assert rel.ok, f"release_payment for {rid} was refused: {rel.error}"


def _no_other_writes(ctx, since=0):
    for name in OTHER_WRITES:
        made = _calls(ctx, name, since)
        assert not made, f"{name} was called ({[c.args for c in made][:3]}); releasing is the desk's only write"


def _reread_after(ctx, index):
    """list_requests and list_payments were both called (successfully) after call ``index``."""
    def probe():
        lists = [c for c in ctx.tool_calls if c.name == "list_requests" and c.ok and c.index > index]
        pays = [c for c in ctx.tool_calls if c.name == "list_payments" and c.ok and c.index > index]
        missing = [n for n, got in (("list_requests", lists), ("list_payments", pays)) if not got]
        return not missing, f"not read again after the write: {', '.join(missing)}"

    ctx.until(probe)


def _lists_every_payment(calls) -> bool:
    pays = [c for c in calls if c.name == "list_payments" and c.ok]
    statuses = {c.args.get("status") for c in pays}
    return None in statuses or "" in statuses or {"draft", "released"} <= statuses


# --- turn 1 -----------------------------------------------------------------------------------
def reads_on_open(ctx):
    """As it opens, the page reads the approved requests (list_requests, status approved or no
    filter) and every payment (list_payments), and writes nothing."""
    _ready(ctx)
    calls = ctx.tool_calls
    lists = [c for c in calls if c.name == "list_requests" and c.ok
             and c.args.get("status") in (None, "", "approved") and not c.args.get("cost_centre")
             and not c.args.get("kind")]
    assert lists, ("the page did not read the approved requests (list_requests with status approved, or "
                   f"unfiltered) as it opened; calls: {[c.args for c in calls if c.name == 'list_requests'][:4]}")
    assert _lists_every_payment(calls), \
        f"the page did not read every payment with list_payments as it opened; calls: " \
        f"{[c.args for c in calls if c.name == 'list_payments'][:4]}"
    writes = [c.name for c in calls if c.mode == "write"]
    assert not writes, f"the page wrote as it opened: {writes[:4]}"


def awaiting_rows(ctx):
    """The Request column lists exactly the approved requests, in request-id order."""
    _ready(ctx)
    _listed_live(ctx)


def awaiting_rows_live(ctx):
    """After another desk pays EX-2038, approves EX-2041 and approves a new claim, a reload lists
    exactly the approved requests in id order, EX-2041 with its own title, payee and amount."""
    _ready(ctx)
    _release_behind(ctx, "EX-2038")
    _approve_behind(ctx, "EX-2041", "AP-1")
    new = _new_approved(ctx, "Hugo Brandt", "CC-220", 75.50, "Courier for signed contracts", approver="AP-2",
                        category="services")
    _reload(ctx)
    _listed_live(ctx)
    _until_cell(ctx, "Title", "EX-2041", "Train to Lyon for client workshop")
    _until_cell(ctx, "Payee", "EX-2041", "Kai Nakamura")
    _until_cell(ctx, "Amount", "EX-2041", "$412.80")
    _until_cell(ctx, "Payee", new, "Hugo Brandt")
    _until_cell(ctx, "Cost centre", new, "CC-220")
    _until_cell(ctx, "Amount", new, "$75.50")


def draft_cell(ctx):
    """A draft payment another desk prepares for PR-3099 shows as its id in the Draft cell after a
    reload; EX-2038, which has none, reads "No draft"."""
    _ready(ctx)
    pid = _draft_behind(ctx, "PR-3099")
    _reload(ctx)
    _until_cell(ctx, "Draft", "PR-3099", pid)
    _until_cell(ctx, "Draft", "EX-2038", "No draft")


def count_line(ctx):
    """Above the table: "N awaiting release, $X in total" with the live count and sum."""
    _ready(ctx)
    state = ctx.runtime_state
    line = _count_line(state)
    rows = _approved(state)
    ctx.expect({"expect_order": {"texts": [line, rows[0]["id"]]}})


def count_line_live(ctx):
    """After another desk pays EX-2038 and approves claims of $1,000.05 and $0.90, a reload shows
    "3 awaiting release, $3,150.95 in total" (summed to the cent)."""
    _ready(ctx)
    _release_behind(ctx, "EX-2038")
    _new_approved(ctx, "Lena Park", "CC-510", 1000.05, "Archive boxes and shelving")
    _new_approved(ctx, "Lena Park", "CC-510", 0.90, "Postage for a return")
    _reload(ctx)
    line = _count_line(ctx.runtime_state)
    assert line == "3 awaiting release, $3,150.95 in total", line
    _wait_text(ctx, line)


def released_order(ctx):
    """Released payments lists only released payments, highest payment id first: after another
    desk pays EX-2038 (PAY-7001), drafts PR-3099 (PAY-7002, a draft) and approves and pays EX-2041
    (PAY-7003), a reload lists PAY-7003, PAY-7001, PAY-7000 and not the draft."""
    _ready(ctx)
    p1 = _release_behind(ctx, "EX-2038")
    draft = _draft_behind(ctx, "PR-3099")
    _approve_behind(ctx, "EX-2041", "AP-1")
    p3 = _release_behind(ctx, "EX-2041")
    _reload(ctx)
    ids = [p["id"] for p in _released(ctx.runtime_state)]
    assert ids[:2] == [p3, p1], ids
    ctx.expect({"expect_list": {"target": {"column": "Payment", "within": RELEASED}, "texts": ids}})
    ctx.expect({"expect_text": {"text": draft, "within": RELEASED, "absent": True}})
    _until_cell(ctx, "Request", p1, "EX-2038", within=RELEASED)
    _until_cell(ctx, "Payee", p1, "Kai Nakamura", within=RELEASED)
    _until_cell(ctx, "Amount", p1, "$64.20", within=RELEASED)


def refresh(ctx):
    """Refresh reads the requests and the payments again: after another desk pays EX-2038,
    approves EX-2041 and drafts PR-3099, Refresh shows all three changes and the new count."""
    _ready(ctx)
    paid = _release_behind(ctx, "EX-2038")
    _approve_behind(ctx, "EX-2041", "AP-1")
    draft = _draft_behind(ctx, "PR-3099")
    mark = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Refresh"}})
    assert _calls(ctx, "list_requests", mark, ok=True), "Refresh did not call list_requests"
    assert _calls(ctx, "list_payments", mark, ok=True), "Refresh did not call list_payments"
    _listed_live(ctx)
    _until_cell(ctx, "Draft", "PR-3099", draft)
    _wait_text(ctx, _count_line(ctx.runtime_state))
    _until_cell(ctx, "Request", paid, "EX-2038", within=RELEASED)


# --- turn 2 -----------------------------------------------------------------------------------
def release_fresh_read(ctx):
    """Release on EX-2038 reads the request again after the click and releases it with that read's
    evidence token; nothing else is written and no other request is released."""
    _ready(ctx)
    mark = len(ctx.tool_calls)
    _click_release(ctx, "EX-2038")
    _wait_status(ctx, "EX-2038", "paid")
    _fresh_read_before(ctx, "EX-2038", mark)
    others = [rid for rid in _releases(ctx, mark, ok=None) if rid != "EX-2038"]
    assert not others, f"Release on EX-2038 also released {others}"
    _no_other_writes(ctx)


def release_binds_row(ctx):
    """Each row's Release acts on its own request: after another desk approves a $300.00 claim,
    its row's Release releases that claim and leaves EX-2038 approved."""
    _ready(ctx)
    new = _new_approved(ctx, "Yara Osei", "CC-410", 300.00, "Workshop materials")
    _reload(ctx)
    mark = len(ctx.tool_calls)
    _click_release(ctx, new)
    _wait_status(ctx, new, "paid")
    assert _releases(ctx, mark, ok=None) == [new], f"release_payment calls: {_releases(ctx, mark, ok=None)}"
    assert ctx.runtime_state["requests"]["EX-2038"]["status"] == "approved", "EX-2038 was paid too"


def release_message(ctx):
    """The success line names the payment id the system returned: EX-2038, drafted as PAY-7001
    (PR-3099 drafted as PAY-7002), is released as PAY-7001; then a new $1,000.00 claim without a
    draft is released as the next new id."""
    _ready(ctx)
    d1 = _draft_behind(ctx, "EX-2038")
    _draft_behind(ctx, "PR-3099")
    new = _new_approved(ctx, "Yara Osei", "CC-220", 1000.00, "Regional roadshow printing", approver="AP-2",
                        category="services")
    _reload(ctx)
    _click_release(ctx, "EX-2038")
    _wait_text(ctx, f"Released {d1} to Kai Nakamura for EX-2038 ($64.20)")
    _click_release(ctx, new)
    _wait_status(ctx, new, "paid")
    pid = next(p["id"] for p in ctx.runtime_state["payments"].values()
               if p["request_id"] == new and p["status"] == "released")
    _wait_text(ctx, f"Released {pid} to Yara Osei for {new} ($1,000.00)")


def release_readback(ctx):
    """After Release on EX-2038 the page reads the requests and payments again: EX-2038 leaves the
    awaiting table, the count line follows, and its payment heads Released payments."""
    _ready(ctx)
    mark = len(ctx.tool_calls)
    _click_release(ctx, "EX-2038")
    _wait_status(ctx, "EX-2038", "paid")
    rel = [c for c in _calls(ctx, "release_payment", mark, ok=True) if c.args.get("request_id") == "EX-2038"]
    assert rel, "EX-2038 was not released through release_payment"
    _reread_after(ctx, rel[-1].index)
    _listed_live(ctx)
    _wait_text(ctx, _count_line(ctx.runtime_state))
    pid = rel[-1].result["payment"]["id"]
    ids = [p["id"] for p in _released(ctx.runtime_state)]
    ctx.expect({"expect_list": {"target": {"column": "Payment", "within": RELEASED}, "texts": ids}})
    _until_cell(ctx, "Request", pid, "EX-2038", within=RELEASED)


def _gone_setup(ctx):
    _ready(ctx)
    paid = _release_behind(ctx, "EX-2038")
    mark = len(ctx.tool_calls)
    _click_release(ctx, "EX-2038")
    return paid, mark


def gone_not_released(ctx):
    """When another desk has paid EX-2038 since the page loaded, Release reads it again, releases
    nothing and shows "EX-2038 is no longer awaiting release (paid)"."""
    _paid, mark = _gone_setup(ctx)
    _wait_text(ctx, "EX-2038 is no longer awaiting release (paid)")
    reads = [c for c in _calls(ctx, "get_request", mark, ok=True) if c.args.get("request_id") == "EX-2038"]
    assert reads, "Release did not read EX-2038 again after the click"
    assert not _calls(ctx, "release_payment", mark), \
        f"release_payment was called for a request that is no longer approved: {_releases(ctx, mark, ok=None)}"


def release_only_approved(ctx):
    """Release re-reads the request and sends nothing for one another desk paid meanwhile."""
    _paid, mark = _gone_setup(ctx)

    def probe():
        reads = [c for c in _calls(ctx, "get_request", mark, ok=True) if c.args.get("request_id") == "EX-2038"]
        return bool(reads), "Release did not read EX-2038 again after the click"

    ctx.until(probe)
    made = _calls(ctx, "release_payment", mark)
    assert not made, f"release_payment was called for EX-2038, which is no longer approved: {[c.args for c in made]}"


def gone_readback(ctx):
    """After that refusal the page reads the requests and payments again: EX-2038 leaves the
    awaiting table and the other desk's payment shows under Released payments."""
    paid, mark = _gone_setup(ctx)
    _wait_text(ctx, "no longer awaiting release")
    reads = [c for c in _calls(ctx, "get_request", mark, ok=True) if c.args.get("request_id") == "EX-2038"]
    assert reads, "Release did not read EX-2038 again after the click"
    _reread_after(ctx, reads[-1].index)
    _listed_live(ctx)
    _until_cell(ctx, "Request", paid, "EX-2038", within=RELEASED)


# --- turn 3 -----------------------------------------------------------------------------------
def approved_by_live(ctx):
    """Approved by names the approver the system recorded: EX-2049 approved by AP-2 reads
    "Marcus Oyelaran", EX-2041 approved by AP-1 "Dana Whitfield"."""
    _ready(ctx)
    _approve_behind(ctx, "EX-2049", "AP-2")
    _approve_behind(ctx, "EX-2041", "AP-1")
    _reload(ctx)
    _until_cell(ctx, "Approved by", "EX-2049", "Marcus Oyelaran")
    _until_cell(ctx, "Approved by", "EX-2041", "Dana Whitfield")


def release_limit_boundary(ctx):
    """Drafted payments of exactly $2,500.00 read "Clear"; $2,500.01 reads "Held: above release
    limit"."""
    _ready(ctx)
    at = _new_approved(ctx, "Ines Duarte", "CC-410", 2500.00, "Load balancer appliance", draft=True)
    above = _new_approved(ctx, "Ines Duarte", "CC-510", 2500.01, "Fire-safe cabinet", draft=True)
    _reload(ctx)
    _until_cell(ctx, "Rule check", at, CLEAR, absent="Held")
    _until_cell(ctx, "Rule check", above, HELD_LIMIT)


def draft_boundary(ctx):
    """Without a draft, $1,000.00 reads "Clear" and $1,000.01 "Held: needs a draft"; with a
    draft, $1,000.01 reads "Clear", and so does PR-3099 once another desk drafts it."""
    _ready(ctx)
    at = _new_approved(ctx, "Tomas Berg", "CC-220", 1000.00, "Booth graphics", approver="AP-2",
                       category="services")
    above = _new_approved(ctx, "Tomas Berg", "CC-220", 1000.01, "Lead-scanning rental", approver="AP-2",
                          category="services")
    drafted = _new_approved(ctx, "Tomas Berg", "CC-220", 1000.01, "Demo stand freight", approver="AP-2",
                            category="services", draft=True)
    _draft_behind(ctx, "PR-3099")
    _reload(ctx)
    _until_cell(ctx, "Rule check", at, CLEAR, absent="Held")
    _until_cell(ctx, "Rule check", above, HELD_DRAFT)
    _until_cell(ctx, "Rule check", drafted, CLEAR, absent="Held")
    _until_cell(ctx, "Rule check", "PR-3099", CLEAR, absent="Held")


def both_apply(ctx):
    """$2,600.00 without a draft breaks both rules and reads the release-limit reason only."""
    _ready(ctx)
    both = _new_approved(ctx, "Ines Duarte", "CC-410", 2600.00, "Rack-mounted UPS")
    _reload(ctx)
    _until_cell(ctx, "Rule check", both, HELD_LIMIT, absent="draft")


def held_no_release(ctx):
    """Held rows (PR-3099, needing a draft; a drafted $2,600.00 claim, above the limit) have no
    Release button; the clear EX-2038 keeps its own."""
    _ready(ctx)
    above = _new_approved(ctx, "Ines Duarte", "CC-410", 2600.00, "Rack-mounted UPS", draft=True)
    _reload(ctx)
    _until_cell(ctx, "Rule check", above, HELD_LIMIT)
    ctx.expect({"expect_visible": {"control": "Release", "exact": True, "within": _row("EX-2038")}},
               {"expect_count": {"target": {"control": "Release", "exact": True, "within": _row("PR-3099")},
                                 "count": 0}},
               {"expect_count": {"target": {"control": "Release", "exact": True, "within": _row(above)},
                                 "count": 0}})


def clear_held_line(ctx):
    """Under the table: "N clear, M held" with the live counts."""
    _ready(ctx)
    state = ctx.runtime_state
    rows = _approved(state)
    ctx.expect({"expect_order": {"texts": [rows[-1]["id"], _clear_line(state)]}})


def clear_held_live(ctx):
    """After another desk drafts PR-3099 and approves a $2,600.00 claim, a reload shows
    "2 clear, 1 held"."""
    _ready(ctx)
    _draft_behind(ctx, "PR-3099")
    _new_approved(ctx, "Ines Duarte", "CC-410", 2600.00, "Rack-mounted UPS")
    _reload(ctx)
    line = _clear_line(ctx.runtime_state)
    assert line == "2 clear, 1 held", line
    _wait_text(ctx, line)


# --- turn 4 -----------------------------------------------------------------------------------
def include_boxes(ctx):
    """The clear EX-2038 has an unticked "Include" checkbox, the held PR-3099 none, and "Release
    selected" stands above the table."""
    _ready(ctx)
    ctx.expect({"expect_selected": {"control": "Include", "within": _row("EX-2038"), "selected": False}},
               {"expect_count": {"target": {"control": "Include", "within": _row("PR-3099")}, "count": 0}},
               {"expect_visible": {"control": "Release selected"}})
    button = ctx.locate({"control": "Release selected"}).first.bounding_box()
    row = ctx.locate(_row(_approved(ctx.runtime_state)[0]["id"])).first.bounding_box()
    assert button and row, "the Release selected button or the first row is not drawn"
    assert button["y"] + button["height"] <= row["y"] + 1, \
        f"Release selected is drawn at y={button['y']:.0f}, not above the table's first row (y={row['y']:.0f})"


def _two_clear(ctx, amount=300.00, **kw):
    _ready(ctx)
    new = _new_approved(ctx, "Yara Osei", kw.pop("centre", "CC-410"), amount, kw.pop("title", "Workshop materials"),
                        **kw)
    _reload(ctx)
    return new


def batch_releases(ctx):
    """Ticking a new $300.00 claim and then EX-2038 and pressing Release selected releases both,
    EX-2038 first (request-id order), each with the token of its own fresh read; PR-3099 stays;
    afterwards the page reads the requests and payments again."""
    new = _two_clear(ctx)
    _tick(ctx, new)
    _tick(ctx, "EX-2038")
    mark = len(ctx.tool_calls)
    _click_batch(ctx)
    _wait_status(ctx, new, "paid")
    _wait_status(ctx, "EX-2038", "paid")
    assert _releases(ctx, mark, ok=None) == ["EX-2038", new], \
        f"release_payment calls after the click: {_releases(ctx, mark, ok=None)}; wanted EX-2038 then {new}"
    _fresh_read_before(ctx, "EX-2038", mark)
    _fresh_read_before(ctx, new, mark)
    _no_other_writes(ctx)
    last = _calls(ctx, "release_payment", mark)[-1]
    _reread_after(ctx, last.index)
    _listed_live(ctx)


def batch_skips_gone(ctx):
    """A ticked request another desk paid after the page loaded is read again and not released;
    the other ticked claim is."""
    new = _two_clear(ctx)
    _tick(ctx, "EX-2038")
    _tick(ctx, new)
    _release_behind(ctx, "EX-2038")
    mark = len(ctx.tool_calls)
    _click_batch(ctx)
    _wait_status(ctx, new, "paid")
    assert _releases(ctx, mark, ok=None) == [new], f"release_payment calls: {_releases(ctx, mark, ok=None)}"
    reads = [c for c in _calls(ctx, "get_request", mark, ok=True) if c.args.get("request_id") == "EX-2038"]
    assert reads, "Release selected did not read EX-2038 again"


def batch_summary(ctx):
    """Batch summary: one line per ticked request in id order with the payment id the system
    returned ("EX-2038: released as PAY-7002, $64.20" while the drafted claim keeps its draft's
    PAY-7001), and "Released 2 of 2 payments, $1,064.20 in total" under the lines."""
    new = _two_clear(ctx, 1000.00, centre="CC-220", title="Regional roadshow printing", approver="AP-2",
                     category="services", draft=True)
    draft = _draft_of(ctx.runtime_state, new)
    _tick(ctx, new)
    _tick(ctx, "EX-2038")
    _click_batch(ctx)
    _wait_status(ctx, new, "paid")
    _wait_status(ctx, "EX-2038", "paid")
    pid = next(p["id"] for p in ctx.runtime_state["payments"].values()
               if p["request_id"] == "EX-2038" and p["status"] == "released")
    first = f"EX-2038: released as {pid}, $64.20"
    second = f"{new}: released as {draft}, $1,000.00"
    total = "Released 2 of 2 payments, $1,064.20 in total"
    _wait_text(ctx, total, BATCH)
    ctx.expect({"expect_order": {"texts": [first, second, total], "within": BATCH}})


def batch_summary_gone(ctx):
    """With EX-2038 paid by another desk meanwhile: "EX-2038: not released, now paid", the other
    line released, and "Released 1 of 2 payments, $300.00 in total"."""
    new = _two_clear(ctx)
    _tick(ctx, "EX-2038")
    _tick(ctx, new)
    _release_behind(ctx, "EX-2038")
    _click_batch(ctx)
    _wait_status(ctx, new, "paid")
    pid = next(p["id"] for p in ctx.runtime_state["payments"].values()
               if p["request_id"] == new and p["status"] == "released")
    total = "Released 1 of 2 payments, $300.00 in total"
    _wait_text(ctx, total, BATCH)
    ctx.expect({"expect_order": {"texts": ["EX-2038: not released, now paid", f"{new}: released as {pid}, $300.00",
                                           total], "within": BATCH}})


def batch_again(ctx):
    """A second Release selected replaces the first summary."""
    new = _two_clear(ctx)
    _tick(ctx, "EX-2038")
    _click_batch(ctx)
    _wait_status(ctx, "EX-2038", "paid")
    _wait_text(ctx, "Released 1 of 1 payments, $64.20 in total", BATCH)
    _tick(ctx, new)
    _click_batch(ctx)
    _wait_status(ctx, new, "paid")
    _wait_text(ctx, "Released 1 of 1 payments, $300.00 in total", BATCH)
    ctx.expect({"expect_text": {"text": "EX-2038", "within": BATCH, "absent": True}},
               {"expect_text": {"text": "$64.20", "within": BATCH, "absent": True}})


# --- turn 5 -----------------------------------------------------------------------------------
def _centre_label(state, cid) -> str:
    return f"{cid} {state['cost_centres'][cid]['name']}"


def centre_options(ctx):
    """The Cost centre dropdown offers "All cost centres" then every cost centre like "CC-410
    Platform Engineering" in id order, read with list_cost_centres; All cost centres is chosen."""
    _ready(ctx)
    state = ctx.runtime_state
    labels = ["All cost centres"] + [_centre_label(state, cid) for cid in sorted(state["cost_centres"])]
    # an option with an empty value is a placeholder to expect_options (not offered): "All cost
    # centres" may be one (value "") or a real option, so accept it either way, first when offered

    def offered():
        got = ctx.options({"field": "Cost centre"})
        return got in (labels, labels[1:]), f"the Cost centre dropdown offers {got}, wanted {labels}"

    ctx.until(offered)
    ctx.expect({"expect_value": {"field": "Cost centre", "value": "All cost centres"}},
               {"expect_tool_called": {"name": "list_cost_centres", "since": "load", "ok": True}})
    field = ctx.locate({"field": "Cost centre"}).first.bounding_box()
    row = ctx.locate(_row(_approved(state)[0]["id"])).first.bounding_box()
    assert field and row, "the Cost centre dropdown or the first row is not drawn"
    assert field["y"] + field["height"] <= row["y"] + 1, \
        f"the Cost centre dropdown is drawn at y={field['y']:.0f}, not above the table's first row (y={row['y']:.0f})"


def _choose(ctx, cid):
    state = ctx.runtime_state
    mark = len(ctx.tool_calls)
    label = "All cost centres" if cid is None else _centre_label(state, cid)
    ctx.expect({"select": {"field": "Cost centre", "option": label}})
    return mark


def _filtered_read(ctx, cid, mark):
    def probe():
        calls = [c for c in _calls(ctx, "list_requests", mark, ok=True)
                 if (c.args.get("cost_centre") or None) == cid and c.args.get("status") in (None, "", "approved")]
        seen = [c.args for c in _calls(ctx, "list_requests", mark)]
        return bool(calls), f"list_requests was not called with cost_centre {cid!r}; calls: {seen[:4]}"

    ctx.until(probe)


def _shows_centre(ctx, cid):
    state = ctx.runtime_state
    _listed_live(ctx, cid)
    _wait_text(ctx, _count_line(state, cid))
    _wait_text(ctx, _clear_line(state, cid))


def centre_filter(ctx):
    """Choosing CC-510 reads list_requests for CC-510: only PR-3099 is listed, with "1 awaiting
    release, $2,150.00 in total" and "0 clear, 1 held"; Released payments still lists PAY-7000."""
    _ready(ctx)
    mark = _choose(ctx, "CC-510")
    _filtered_read(ctx, "CC-510", mark)
    _shows_centre(ctx, "CC-510")
    ids = [p["id"] for p in _released(ctx.runtime_state)]
    ctx.expect({"expect_list": {"target": {"column": "Payment", "within": RELEASED}, "texts": ids}})


def centre_filter_back(ctx):
    """CC-410 lists only EX-2038 ("1 clear, 0 held"); choosing All cost centres again reads every
    approved request (no cost_centre) and lists both."""
    _ready(ctx)
    mark = _choose(ctx, "CC-410")
    _filtered_read(ctx, "CC-410", mark)
    _shows_centre(ctx, "CC-410")
    mark = _choose(ctx, None)
    _filtered_read(ctx, None, mark)
    _shows_centre(ctx, None)


def centre_empty(ctx):
    """CC-220 has no approved request: no row, "0 awaiting release, $0.00 in total" and
    "0 clear, 0 held"."""
    _ready(ctx)
    mark = _choose(ctx, "CC-220")
    _filtered_read(ctx, "CC-220", mark)
    _wait_text(ctx, "0 awaiting release, $0.00 in total")
    _wait_text(ctx, "0 clear, 0 held")
    for rid in ("EX-2038", "PR-3099"):
        ctx.expect({"expect_text": {"text": rid, "within": AWAIT, "absent": True}})


def centre_refresh_keeps(ctx):
    """With CC-410 chosen, Refresh reads CC-410 again: a claim another desk approved on CC-410
    appears next to EX-2038, PR-3099 stays out, and the dropdown still shows CC-410."""
    _ready(ctx)
    _choose(ctx, "CC-410")
    _shows_centre(ctx, "CC-410")
    _new_approved(ctx, "Yara Osei", "CC-410", 300.00, "Workshop materials")
    mark = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Refresh"}})
    _filtered_read(ctx, "CC-410", mark)
    _shows_centre(ctx, "CC-410")
    ctx.expect({"expect_value": {"field": "Cost centre", "value": _centre_label(ctx.runtime_state, "CC-410")}})


def release_keeps_centre(ctx):
    """With CC-410 chosen, releasing EX-2038 re-reads CC-410 only: the table stays empty of
    PR-3099 and the lines read "0 awaiting release, $0.00 in total" and "0 clear, 0 held"."""
    _ready(ctx)
    _choose(ctx, "CC-410")
    _shows_centre(ctx, "CC-410")
    mark = len(ctx.tool_calls)
    _click_release(ctx, "EX-2038")
    _wait_status(ctx, "EX-2038", "paid")
    _filtered_read(ctx, "CC-410", mark)
    _wait_text(ctx, "0 awaiting release, $0.00 in total")
    _wait_text(ctx, "0 clear, 0 held")
    ctx.expect({"expect_text": {"text": "PR-3099", "within": AWAIT, "absent": True}})


def batch_keeps_centre(ctx):
    """With CC-410 chosen, Release selected on a new CC-410 claim re-reads CC-410 only."""
    _ready(ctx)
    new = _new_approved(ctx, "Yara Osei", "CC-410", 300.00, "Workshop materials")
    _reload(ctx)
    _choose(ctx, "CC-410")
    _shows_centre(ctx, "CC-410")
    _tick(ctx, new)
    mark = len(ctx.tool_calls)
    _click_batch(ctx)
    _wait_status(ctx, new, "paid")
    _wait_text(ctx, "Released 1 of 1 payments, $300.00 in total", BATCH)
    _filtered_read(ctx, "CC-410", mark)
    _shows_centre(ctx, "CC-410")
    ctx.expect({"expect_text": {"text": "PR-3099", "within": AWAIT, "absent": True}})


def _cap_case(ctx, last_amounts):
    """Drafted $2,500.00 and $2,000.00 claims, then claims of ``last_amounts``, all ticked."""
    _ready(ctx)
    ids = [_new_approved(ctx, "Nadia Roth", "CC-410", 2500.00, "Build server", draft=True),
           _new_approved(ctx, "Nadia Roth", "CC-410", 2000.00, "Test devices", draft=True)]
    for i, amount in enumerate(last_amounts):
        ids.append(_new_approved(ctx, "Nadia Roth", "CC-410", amount, f"Cables and adapters, lot {i + 1}"))
    _reload(ctx)
    for rid in ids:
        _tick(ctx, rid)
    mark = len(ctx.tool_calls)
    _click_batch(ctx)
    return ids, mark


def cap_exact(ctx):
    """Ticked claims of $2,500.00, $2,000.00 and $500.00 add up to exactly $5,000.00: all three
    are released, "Released 3 of 3 payments, $5,000.00 in total"."""
    ids, mark = _cap_case(ctx, [500.00])
    for rid in ids:
        _wait_status(ctx, rid, "paid")
    _wait_text(ctx, "Released 3 of 3 payments, $5,000.00 in total", BATCH)
    ctx.expect({"expect_text": {"text": "batch cap reached", "within": BATCH, "absent": True}})


def cap_over(ctx):
    """Ticked claims of $2,500.00, $2,000.00, $500.01 and $10.00: the first two are released; the
    $500.01 claim would pass $5,000.00, so it and the $10.00 claim after it are not released and
    read "…: not released, batch cap reached"; "Released 2 of 4 payments, $4,500.00 in total"."""
    ids, mark = _cap_case(ctx, [500.01, 10.00])
    _wait_text(ctx, "Released 2 of 4 payments, $4,500.00 in total", BATCH)
    state = ctx.runtime_state
    assert [state["requests"][rid]["status"] for rid in ids] == ["paid", "paid", "approved", "approved"], \
        f"statuses after the batch: {[(rid, state['requests'][rid]['status']) for rid in ids]}"
    released = _releases(ctx, mark, ok=None)
    assert ids[2] not in released and ids[3] not in released, f"release_payment calls: {released}"
    ctx.expect({"expect_order": {"texts": [f"{ids[2]}: not released, batch cap reached",
                                           f"{ids[3]}: not released, batch cap reached",
                                           "Released 2 of 4 payments"], "within": BATCH}})
