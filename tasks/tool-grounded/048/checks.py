"""Checks for the accounts-payable payment drafting desk that the vocabulary cannot state alone.

Every check that writes is ``isolated``: the live state stays the fixture's from turn to turn
(EX-2038 $64.20 on CC-410, approved 2026-02-17, and PR-3099 $2,150.00 on CC-510, approved
2026-02-12, both approved without a draft; PAY-7000 released for the paid EX-2040). What the page
must show is computed from ``ctx.runtime_state`` at the moment of the check. Isolated checks set
up their cases behind the app (another desk approves, flags, drafts or releases meanwhile),
either before a reload or between the page's load and the click that makes it write.

The desk's rules, as the requests state them:
- To draft: approved requests without a draft payment; Already drafted: approved requests with one;
- Draft: list_payments first; a draft already there -> "<id> already has draft <PAY>", nothing
  written; otherwise draft_payment for that request only; accepted -> get_request read-back and
  "Drafted <PAY> for <id>: <$> to <payee> (status: <status>)"; refused -> "<id> not drafted: <msg>";
  after every click list_requests and list_payments again;
- Pay on: approval date + 5 days (EX-) or + 30 days (PR-), Saturday/Sunday -> the next Monday;
- Check: "Not eligible: flagged for review" (wins), "Not eligible: above $5,000.00" (above, not at),
  otherwise "Eligible"; no Draft button unless eligible;
- Run sheet: this page load's drafts in drafting order, lines per cost centre in id order, run total;
- Run caps: 3 drafts (checked first), then $6,000.00 (exactly $6,000.00 allowed).
"""

from __future__ import annotations

import runpy
from datetime import date, timedelta
from pathlib import Path

_LIB = Path(__file__).parents[2] / "_lib"
_log = runpy.run_path(str(_LIB / "toollog.py"))
_tab = runpy.run_path(str(_LIB / "tables.py"))
mark, calls, writes, show = _log["mark"], _log["calls"], _log["writes"], _log["show"]
one_write, wait_calls, reads_after, error = _log["one_write"], _log["wait_calls"], _log["reads_after"], _log["error"]
expect_writes = _log["expect_writes"]
row, cell, see, absent, row_gone, row_shown = (_tab["row"], _tab["cell"], _tab["see"], _tab["absent"],
                                               _tab["row_gone"], _tab["row_shown"])

TODRAFT = {"section": "To draft"}
DRAFTED = {"section": "Already drafted"}
RUN = {"section": "Run sheet"}
COUNT_TAIL = " to draft, "
ELIGIBLE = "Eligible"
FLAGGED = "Not eligible: flagged for review"
ABOVE = "Not eligible: above $5,000.00"


# --- state helpers ----------------------------------------------------------------------------
def _cents(x: float) -> int:
    return round(x * 100)


def _money_c(c: int) -> str:
    return f"${c / 100:,.2f}"


def _money(x: float) -> str:
    return _money_c(_cents(x))


def _pay_no(pid: str) -> int:
    return int("".join(ch for ch in pid if ch.isdigit()) or 0)


def _draft_of(state, rid):
    drafts = sorted((p for p in state["payments"].values() if p["request_id"] == rid and p["status"] == "draft"),
                    key=lambda p: _pay_no(p["id"]))
    return drafts[0]["id"] if drafts else None


def _approved(state):
    return sorted((r for r in state["requests"].values() if r["status"] == "approved"), key=lambda r: r["id"])


def _to_draft(state):
    return [r for r in _approved(state) if _draft_of(state, r["id"]) is None]


def _drafted(state):
    return [r for r in _approved(state) if _draft_of(state, r["id"]) is not None]


def _count_line(state) -> str:
    rows = _to_draft(state)
    return f"{len(rows)} to draft, {_money_c(sum(_cents(r['amount']) for r in rows))} in total"


def _pay_on(req) -> str:
    day = date.fromisoformat(req["decided_at"][:10])
    day += timedelta(days=30 if req["id"].startswith("PR-") else 5)
    if day.weekday() == 5:
        day += timedelta(days=2)
    elif day.weekday() == 6:
        day += timedelta(days=1)
    return day.isoformat()


def _drafts(n: int) -> str:
    return f"{n} draft" if n == 1 else f"{n} drafts"


# --- acting behind the app --------------------------------------------------------------------
def _approve_behind(ctx, rid, approver="AP-3"):
    token = ctx.behind_the_app("get_request", {"request_id": rid})["evidence_token"]
    v = ctx.behind_the_app("validate_request", {"request_id": rid, "approver_id": approver, "evidence_token": token})
    ctx.behind_the_app("approve_request", {"request_id": rid, "approver_id": approver, "version": v["version"],
                                           "validation_token": v["validation_token"]})


def _new_approved(ctx, requester, centre, amount, title, category="equipment", kind="expense", flag=None):
    """Another desk submits a request, optionally flags it, and approves it as AP-3. Returns its id."""
    rid = ctx.behind_the_app("create_request", {"kind": kind, "title": title, "requester": requester,
                                                "cost_centre": centre, "category": category,
                                                "amount": amount})["request"]["id"]
    if flag:
        ctx.behind_the_app("flag_for_review", {"request_id": rid, "note": flag})
    _approve_behind(ctx, rid)
    return rid


def _draft_behind(ctx, rid) -> str:
    return ctx.behind_the_app("draft_payment", {"request_id": rid})["payment"]["id"]


def _release_behind(ctx, rid) -> str:
    token = ctx.behind_the_app("get_request", {"request_id": rid})["evidence_token"]
    return ctx.behind_the_app("release_payment", {"request_id": rid, "evidence_token": token})["payment"]["id"]


# --- page helpers -----------------------------------------------------------------------------
def _ready(ctx):
    """Wait until the page has read the system and written its count line (whatever its figures:
    the count line's own requirements judge them)."""
    see(ctx, COUNT_TAIL)


def _reload(ctx):
    ctx.expect({"open": "/"})
    _ready(ctx)


def _listed(ctx, ids, column="Request", within=TODRAFT):
    ctx.expect({"expect_list": {"target": {"column": column, "within": within}, "texts": ids}})


def _click_draft(ctx, rid):
    ctx.expect({"click": {"control": "Draft", "within": row(TODRAFT, rid)}})


def _draft_and_wait(ctx, rid) -> dict:
    """Click Draft on ``rid``, wait for its accepted draft_payment and return the payment."""
    since = mark(ctx)
    _click_draft(ctx, rid)
    call = one_write(ctx, since, "draft_payment")
    assert call.ok, f"draft_payment for {rid} was refused: {error(call)}"
    assert call.args.get("request_id") == rid, f"Draft on {rid} drafted {call.args.get('request_id')}"
    return call.result["payment"]


def _no_draft_call(ctx, since, why):
    made = calls(ctx, "draft_payment", since)
    assert not made, f"{why}, yet the page called {show(made)}"


def _no_other_writes(ctx, since=0):
    other = [c for c in writes(ctx, since) if c.name != "draft_payment"]
    assert not other, f"the desk only drafts, yet it wrote {show(other)}"


def _rereads_after(ctx, since):
    """After a Draft click (made after ``since``) the page has read list_requests and list_payments
    again: after its draft_payment when it wrote one; when it wrote nothing (a draft found in the
    fresh list), any accepted read of each made after the click counts, the fresh list_payments
    included (the tables' contents are judged on their own)."""
    drafts = calls(ctx, "draft_payment", since)
    if drafts:
        reads_after(ctx, drafts[0], ["list_requests", "list_payments"])
        return

    def probe():
        seen = {c.name for c in calls(ctx, since=since, ok=True)}
        missing = [n for n in ("list_requests", "list_payments") if n not in seen]
        return not missing, f"after the Draft click the page did not read {missing} again"

    ctx.until(probe)


# --- turn 1 -----------------------------------------------------------------------------------
def reads_on_open(ctx):
    """As it opens, the page reads the approved requests (list_requests with status approved) and
    every payment (list_payments without a status filter), and writes nothing."""
    _ready(ctx)
    lists = [c for c in calls(ctx, "list_requests", ok=True) if c.args.get("status") == "approved"
             and not c.args.get("cost_centre") and not c.args.get("kind")]
    assert lists, ("the page did not read list_requests with status approved as it opened; it called "
                   f"{show(calls(ctx, 'list_requests'))}")
    pays = [c for c in calls(ctx, "list_payments", ok=True) if not c.args.get("status")]
    assert pays, f"the page did not read every payment (list_payments, no status); it called {show(calls(ctx, 'list_payments'))}"
    assert not writes(ctx), f"the page wrote as it opened: {show(writes(ctx))}"


def to_draft_rows(ctx):
    """The Request column of To draft lists exactly the approved requests without a draft, in
    request-id order (EX-2038, PR-3099 on the fixture)."""
    _ready(ctx)
    _listed(ctx, [r["id"] for r in _to_draft(ctx.runtime_state)])


def row_cells(ctx):
    """Each To draft row reads its request's title, requester, cost centre id, amount and approval
    date: PR-3099 Standing desks for the close team, Ingrid Sato, CC-510, $2,150.00, 2026-02-12."""
    _ready(ctx)
    for r in _to_draft(ctx.runtime_state):
        cell(ctx, TODRAFT, r["id"], "Title", r["title"])
        cell(ctx, TODRAFT, r["id"], "Payee", r["requester"])
        cell(ctx, TODRAFT, r["id"], "Cost centre", r["cost_centre"])
        cell(ctx, TODRAFT, r["id"], "Amount", _money(r["amount"]))
        cell(ctx, TODRAFT, r["id"], "Approved on", r["decided_at"][:10])


def to_draft_live(ctx):
    """After another desk releases EX-2038, drafts PR-3099, approves EX-2041 and approves a new
    $88.40 claim, a reload lists exactly EX-2041 and the new claim, with their own cells."""
    _ready(ctx)
    _release_behind(ctx, "EX-2038")
    _draft_behind(ctx, "PR-3099")
    _approve_behind(ctx, "EX-2041", "AP-1")
    new = _new_approved(ctx, "Greta Lindholm", "CC-220", 88.40, "Toner for the sales office printer")
    _reload(ctx)
    state = ctx.runtime_state
    ids = [r["id"] for r in _to_draft(state)]
    assert ids == ["EX-2041", new], ids
    _listed(ctx, ids)
    cell(ctx, TODRAFT, "EX-2041", "Title", "Train to Lyon for client workshop")
    cell(ctx, TODRAFT, "EX-2041", "Amount", "$412.80")
    cell(ctx, TODRAFT, new, "Payee", "Greta Lindholm")
    cell(ctx, TODRAFT, new, "Cost centre", "CC-220")
    cell(ctx, TODRAFT, new, "Amount", "$88.40")
    cell(ctx, TODRAFT, new, "Approved on", state["requests"][new]["decided_at"][:10])


def count_line(ctx):
    """Above the To draft table the line reads "2 to draft, $2,214.20 in total" (live figures)."""
    _ready(ctx)
    state = ctx.runtime_state
    rows = _to_draft(state)
    line = _count_line(state)
    if rows:
        ctx.expect({"expect_order": {"texts": [line, rows[0]["id"]]}})
    else:
        see(ctx, line)


def count_live(ctx):
    """After another desk drafts EX-2038 and approves claims of $1,000.05 and $0.90, a reload shows
    "3 to draft, $3,150.95 in total" (summed to the cent)."""
    _ready(ctx)
    _draft_behind(ctx, "EX-2038")
    _new_approved(ctx, "Lena Park", "CC-510", 1000.05, "Archive shelving for the close team")
    _new_approved(ctx, "Lena Park", "CC-510", 0.90, "Postage for a returned invoice")
    _reload(ctx)
    line = _count_line(ctx.runtime_state)
    assert line == "3 to draft, $3,150.95 in total", line
    see(ctx, line)


def drafted_empty(ctx):
    """With no approved request drafted (the fixture), Already drafted reads "No drafts yet"."""
    _ready(ctx)
    state = ctx.runtime_state
    drafted = _drafted(state)
    if not drafted:
        see(ctx, "No drafts yet", DRAFTED)
    else:
        _listed(ctx, [r["id"] for r in drafted], within=DRAFTED)


def drafted_table(ctx):
    """After another desk drafts PR-3099 (first) and EX-2038 and approves a new claim, a reload
    lists EX-2038 then PR-3099 under Already drafted (request-id order) with their own draft ids and
    amounts, no "No drafts yet", and neither of them under To draft."""
    _ready(ctx)
    p_pr = _draft_behind(ctx, "PR-3099")
    p_ex = _draft_behind(ctx, "EX-2038")
    _new_approved(ctx, "Oskar Brandvold", "CC-410", 45.00, "Cables for the test bench")
    _reload(ctx)
    _listed(ctx, ["EX-2038", "PR-3099"], within=DRAFTED)
    cell(ctx, DRAFTED, "EX-2038", "Payment", p_ex)
    cell(ctx, DRAFTED, "PR-3099", "Payment", p_pr)
    cell(ctx, DRAFTED, "EX-2038", "Amount", "$64.20")
    cell(ctx, DRAFTED, "PR-3099", "Amount", "$2,150.00")
    absent(ctx, "No drafts yet", DRAFTED)
    row_gone(ctx, TODRAFT, "EX-2038", "Request")
    row_gone(ctx, TODRAFT, "PR-3099", "Request")


def refresh(ctx):
    """After another desk drafts EX-2038 and approves EX-2041, Refresh reads the approved requests
    and the payments again: To draft lists EX-2041 and PR-3099, EX-2038 is under Already drafted
    with its draft id, and the count line reads "2 to draft, $2,562.80 in total"."""
    _ready(ctx)
    pid = _draft_behind(ctx, "EX-2038")
    _approve_behind(ctx, "EX-2041", "AP-1")
    since = mark(ctx)
    ctx.expect({"click": {"control": "Refresh"}})
    wait_calls(ctx, "list_requests", since, "Refresh did not call list_requests")
    wait_calls(ctx, "list_payments", since, "Refresh did not call list_payments")
    _listed(ctx, ["EX-2041", "PR-3099"])
    cell(ctx, DRAFTED, "EX-2038", "Payment", pid)
    see(ctx, "2 to draft, $2,562.80 in total")


# --- turn 2 -----------------------------------------------------------------------------------
def draft_reads_first(ctx):
    """Draft on EX-2038 reads list_payments after the click and before draft_payment."""
    _ready(ctx)
    since = mark(ctx)
    _click_draft(ctx, "EX-2038")
    call = one_write(ctx, since, "draft_payment")
    before = [c for c in calls(ctx, "list_payments", since, ok=True) if c.index < call.index]
    assert before, f"Draft did not read list_payments before draft_payment: {show(calls(ctx, since=since))}"


def duplicate_not_drafted(ctx):
    """When another desk has drafted PR-3099 and then EX-2038 (PAY-7002) after the page loaded,
    Draft on EX-2038 calls no draft_payment and shows "EX-2038 already has draft PAY-7002"."""
    _ready(ctx)
    _draft_behind(ctx, "PR-3099")
    pid = _draft_behind(ctx, "EX-2038")
    since = mark(ctx)
    _click_draft(ctx, "EX-2038")
    see(ctx, f"EX-2038 already has draft {pid}")
    wait_calls(ctx, "list_payments", since, "Draft did not read the payments again")
    _no_draft_call(ctx, since, f"EX-2038 already had the draft {pid}")


def duplicate_rereads(ctx):
    """After that click, the page reads the requests and payments again: EX-2038 leaves To draft
    and is listed under Already drafted with the other desk's draft id."""
    _ready(ctx)
    _draft_behind(ctx, "PR-3099")
    pid = _draft_behind(ctx, "EX-2038")
    since = mark(ctx)
    _click_draft(ctx, "EX-2038")
    _rereads_after(ctx, since)
    cell(ctx, DRAFTED, "EX-2038", "Payment", pid)
    row_gone(ctx, TODRAFT, "EX-2038", "Request")


def draft_one_write(ctx):
    """Draft on PR-3099 (the second row) writes exactly one draft_payment, for PR-3099; EX-2038 gets
    no draft and nothing else is written."""
    _ready(ctx)
    since = mark(ctx)
    _click_draft(ctx, "PR-3099")
    one_write(ctx, since, "draft_payment")
    expect_writes(ctx, since, [("draft_payment", {"request_id": "PR-3099"})], "Draft on PR-3099")
    _no_other_writes(ctx)
    assert _draft_of(ctx.runtime_state, "EX-2038") is None, "EX-2038 was drafted too"


def draft_binds_row(ctx):
    """After another desk approves a $240.00 claim, Draft in that claim's row drafts that claim only."""
    _ready(ctx)
    new = _new_approved(ctx, "Yusuf Adeyemi", "CC-410", 240.00, "Soldering station for the lab")
    _reload(ctx)
    since = mark(ctx)
    _click_draft(ctx, new)
    one_write(ctx, since, "draft_payment")
    expect_writes(ctx, since, [("draft_payment", {"request_id": new})], f"Draft on {new}")


def draft_message(ctx):
    """With another desk's draft for a new claim made after the page loaded (PAY-7001), Draft on
    EX-2038 shows "Drafted PAY-7002 for EX-2038: $64.20 to Kai Nakamura (status: approved)"; Draft on
    PR-3099 then shows the next id returned with "$2,150.00 to Ingrid Sato"."""
    _ready(ctx)
    other = _new_approved(ctx, "Aiko Brennan", "CC-220", 15.00, "Parking at the client site")
    _draft_behind(ctx, other)
    pay = _draft_and_wait(ctx, "EX-2038")
    status = ctx.runtime_state["requests"]["EX-2038"]["status"]
    see(ctx, f"Drafted {pay['id']} for EX-2038: {_money(pay['amount'])} to {pay['payee']} (status: {status})")
    pay2 = _draft_and_wait(ctx, "PR-3099")
    see(ctx, f"Drafted {pay2['id']} for PR-3099: $2,150.00 to Ingrid Sato (status: approved)")


def draft_readback(ctx):
    """After the accepted draft_payment for EX-2038 the page reads EX-2038 back with get_request."""
    _ready(ctx)
    since = mark(ctx)
    _click_draft(ctx, "EX-2038")
    call = one_write(ctx, since, "draft_payment")

    def probe():
        back = [c for c in calls(ctx, "get_request", since, ok=True)
                if c.index > call.index and c.args.get("request_id") == "EX-2038"]
        return bool(back), f"after draft_payment the page did not read EX-2038 back with get_request: " \
                           f"{show(calls(ctx, since=since))}"

    ctx.until(probe)


def draft_rereads(ctx):
    """After Draft on EX-2038 the page calls list_requests and list_payments again: EX-2038 leaves
    To draft, is listed under Already drafted with the new id, and the count line follows."""
    _ready(ctx)
    since = mark(ctx)
    pay = _draft_and_wait(ctx, "EX-2038")
    _rereads_after(ctx, since)
    cell(ctx, DRAFTED, "EX-2038", "Payment", pay["id"])
    row_gone(ctx, TODRAFT, "EX-2038", "Request")
    see(ctx, _count_line(ctx.runtime_state))


def refusal_shown(ctx):
    """When another desk has released EX-2038 after the page loaded, Draft calls draft_payment, which
    refuses, and the page shows "EX-2038 not drafted: " with the system's message as it came."""
    _ready(ctx)
    _release_behind(ctx, "EX-2038")
    since = mark(ctx)
    _click_draft(ctx, "EX-2038")
    call = one_write(ctx, since, "draft_payment")
    assert not call.ok, "draft_payment for the paid EX-2038 was accepted"
    see(ctx, f"EX-2038 not drafted: {error(call)}")


def refusal_rereads(ctx):
    """After the refusal the page reads the requests and payments again: EX-2038 (now paid) leaves
    To draft and the count line reads "1 to draft, $2,150.00 in total"."""
    _ready(ctx)
    _release_behind(ctx, "EX-2038")
    since = mark(ctx)
    _click_draft(ctx, "EX-2038")
    _rereads_after(ctx, since)
    row_gone(ctx, TODRAFT, "EX-2038", "Request")
    see(ctx, "1 to draft, $2,150.00 in total")


# --- turn 3 -----------------------------------------------------------------------------------
def pay_on_fixture(ctx):
    """Pay on: EX-2038 (approved 2026-02-17, +5 = Sunday 02-22) reads 2026-02-23; PR-3099 (approved
    2026-02-12, +30 = Saturday 03-14) reads 2026-03-16."""
    _ready(ctx)
    for r in _to_draft(ctx.runtime_state):
        cell(ctx, TODRAFT, r["id"], "Pay on", _pay_on(r))


def pay_on_live(ctx):
    """A claim approved today (Monday 2026-03-02, +5 = Saturday) reads 2026-03-09; a purchase request
    approved today (+30 = Wednesday 2026-04-01) reads 2026-04-01."""
    _ready(ctx)
    claim = _new_approved(ctx, "Selma Varga", "CC-410", 72.00, "Train to the Bristol office")
    buy = _new_approved(ctx, "Selma Varga", "CC-410", 410.00, "Bench power supply", kind="purchase")
    _reload(ctx)
    state = ctx.runtime_state
    assert _pay_on(state["requests"][claim]) == "2026-03-09", _pay_on(state["requests"][claim])
    assert _pay_on(state["requests"][buy]) == "2026-04-01", _pay_on(state["requests"][buy])
    cell(ctx, TODRAFT, claim, "Pay on", "2026-03-09")
    cell(ctx, TODRAFT, buy, "Pay on", "2026-04-01")


def check_fixture(ctx):
    """EX-2038 and PR-3099 (neither flagged, both at most $5,000.00) read "Eligible"."""
    _ready(ctx)
    for r in _to_draft(ctx.runtime_state):
        want = FLAGGED if r["flagged"] else ABOVE if _cents(r["amount"]) > 500_000 else ELIGIBLE
        cell(ctx, TODRAFT, r["id"], "Check", want)


def check_amount(ctx):
    """A claim of exactly $5,000.00 reads "Eligible"; one of $5,000.01 reads "Not eligible: above
    $5,000.00"."""
    _ready(ctx)
    at = _new_approved(ctx, "Hanne Solberg", "CC-510", 5000.00, "Year-end audit support", category="services")
    over = _new_approved(ctx, "Hanne Solberg", "CC-410", 5000.01, "Load-test consultancy", category="services")
    _reload(ctx)
    cell(ctx, TODRAFT, at, "Check", ELIGIBLE)
    cell(ctx, TODRAFT, over, "Check", ABOVE)


def check_flagged(ctx):
    """A $20.00 claim flagged for review before its approval reads "Not eligible: flagged for review"."""
    _ready(ctx)
    flagged = _new_approved(ctx, "Piet Janssen", "CC-220", 20.00, "Sticky notes for the kickoff",
                            flag="Check the receipt")
    _reload(ctx)
    cell(ctx, TODRAFT, flagged, "Check", FLAGGED)
    cell(ctx, TODRAFT, "EX-2038", "Check", ELIGIBLE)


def check_both(ctx):
    """A flagged claim of $5,200.00 reads the flag reason, "Not eligible: flagged for review"."""
    _ready(ctx)
    both = _new_approved(ctx, "Piet Janssen", "CC-220", 5200.00, "Kickoff stage production",
                         category="services", flag="Second quote missing")
    _reload(ctx)
    cell(ctx, TODRAFT, both, "Check", FLAGGED)


def ineligible_no_button(ctx):
    """The flagged claim and the $5,000.01 claim have no Draft button; the $5,000.00 claim and
    EX-2038 keep theirs."""
    _ready(ctx)
    at = _new_approved(ctx, "Hanne Solberg", "CC-510", 5000.00, "Year-end audit support", category="services")
    over = _new_approved(ctx, "Hanne Solberg", "CC-410", 5000.01, "Load-test consultancy", category="services")
    flagged = _new_approved(ctx, "Piet Janssen", "CC-220", 20.00, "Sticky notes for the kickoff",
                            flag="Check the receipt")
    _reload(ctx)
    row_shown(ctx, TODRAFT, over, "Request")
    row_shown(ctx, TODRAFT, flagged, "Request")
    ctx.expect({"expect_visible": {"control": "Draft", "within": row(TODRAFT, "EX-2038")}},
               {"expect_visible": {"control": "Draft", "within": row(TODRAFT, at)}},
               {"expect_count": {"target": {"control": "Draft", "within": row(TODRAFT, over)}, "count": 0}},
               {"expect_count": {"target": {"control": "Draft", "within": row(TODRAFT, flagged)}, "count": 0}})


def boundary_drafts(ctx):
    """The eligible $5,000.00 claim can be drafted: its Draft writes draft_payment for it."""
    _ready(ctx)
    at = _new_approved(ctx, "Hanne Solberg", "CC-510", 5000.00, "Year-end audit support", category="services")
    _reload(ctx)
    since = mark(ctx)
    _click_draft(ctx, at)
    one_write(ctx, since, "draft_payment")
    expect_writes(ctx, since, [("draft_payment", {"request_id": at})], f"Draft on the $5,000.00 claim {at}")


def count_all_rows(ctx):
    """With a $5,000.01 claim and a flagged $20.00 claim listed, the count line still counts and sums
    every row: "4 to draft, $7,234.21 in total"."""
    _ready(ctx)
    _new_approved(ctx, "Hanne Solberg", "CC-410", 5000.01, "Load-test consultancy", category="services")
    _new_approved(ctx, "Piet Janssen", "CC-220", 20.00, "Sticky notes for the kickoff", flag="Check the receipt")
    _reload(ctx)
    line = _count_line(ctx.runtime_state)
    assert line == "4 to draft, $7,234.21 in total", line
    see(ctx, line)


# --- turn 4 -----------------------------------------------------------------------------------
def run_empty(ctx):
    """Before the first draft the run sheet reads "Nothing drafted in this run" and
    "Run total: $0.00 (0 drafts)"."""
    _ready(ctx)
    see(ctx, "Nothing drafted in this run", RUN)
    see(ctx, "Run total: $0.00 (0 drafts)", RUN)


def reads_centres(ctx):
    """As it opens, the page reads the cost centres (list_cost_centres)."""
    _ready(ctx)
    wait_calls(ctx, "list_cost_centres", 0, "the page did not read the cost centres (list_cost_centres) as it opened")


def run_row(ctx):
    """After Draft on PR-3099 the run sheet has a row for the returned payment: Request PR-3099,
    Payee Ingrid Sato, Cost centre CC-510, Amount $2,150.00, Pay on 2026-03-16."""
    _ready(ctx)
    pay = _draft_and_wait(ctx, "PR-3099")
    req = ctx.runtime_state["requests"]["PR-3099"]
    cell(ctx, RUN, pay["id"], "Request", "PR-3099")
    cell(ctx, RUN, pay["id"], "Payee", pay["payee"])
    cell(ctx, RUN, pay["id"], "Cost centre", "CC-510")
    cell(ctx, RUN, pay["id"], "Amount", _money(pay["amount"]))
    cell(ctx, RUN, pay["id"], "Pay on", _pay_on(req))
    absent(ctx, "Nothing drafted in this run", RUN)


def run_order(ctx):
    """Drafting PR-3099 and then EX-2038 lists them in that order (not request-id order)."""
    _ready(ctx)
    p1 = _draft_and_wait(ctx, "PR-3099")
    p2 = _draft_and_wait(ctx, "EX-2038")
    _listed(ctx, ["PR-3099", "EX-2038"], within=RUN)
    _listed(ctx, [p1["id"], p2["id"]], column="Payment", within=RUN)


def run_lines(ctx):
    """After drafting PR-3099, EX-2038 and a new $300.00 CC-410 claim, under the table:
    "CC-410 Platform Engineering: $364.20 (2 drafts)", "CC-510 Finance Operations: $2,150.00
    (1 draft)", then "Run total: $2,514.20 (3 drafts)"."""
    _ready(ctx)
    new = _new_approved(ctx, "Ravi Menon", "CC-410", 300.00, "Oscilloscope probes")
    _reload(ctx)
    _draft_and_wait(ctx, "PR-3099")
    _draft_and_wait(ctx, "EX-2038")
    last = _draft_and_wait(ctx, new)
    ctx.expect({"expect_order": {"within": RUN, "texts": [
        last["id"], "CC-410 Platform Engineering: $364.20 (2 drafts)",
        "CC-510 Finance Operations: $2,150.00 (1 draft)", "Run total: $2,514.20 (3 drafts)"]}})


def run_singular(ctx):
    """After drafting only EX-2038: "CC-410 Platform Engineering: $64.20 (1 draft)" and
    "Run total: $64.20 (1 draft)", and no line for another cost centre."""
    _ready(ctx)
    _draft_and_wait(ctx, "EX-2038")
    see(ctx, "CC-410 Platform Engineering: $64.20 (1 draft)", RUN)
    see(ctx, "Run total: $64.20 (1 draft)", RUN)
    for other in ("CC-220", "CC-300", "CC-420", "CC-510"):
        absent(ctx, other, RUN)


def run_no_row(ctx):
    """A Draft that drafts nothing adds no row: another desk drafts EX-2038 (the page reports the
    existing draft) and then releases a new claim (draft_payment refuses); the run sheet still
    reads "Nothing drafted in this run" and "Run total: $0.00 (0 drafts)"."""
    _ready(ctx)
    new = _new_approved(ctx, "Tilde Moreau", "CC-220", 33.00, "Taxi from the trade fair")
    _reload(ctx)
    _draft_behind(ctx, "EX-2038")
    since = mark(ctx)
    _click_draft(ctx, "EX-2038")
    _rereads_after(ctx, since)
    see(ctx, "Run total: $0.00 (0 drafts)", RUN)
    _release_behind(ctx, new)
    since = mark(ctx)
    _click_draft(ctx, new)
    call = one_write(ctx, since, "draft_payment")
    assert not call.ok, f"draft_payment for the paid {new} was accepted"
    _rereads_after(ctx, since)
    see(ctx, "Nothing drafted in this run", RUN)
    see(ctx, "Run total: $0.00 (0 drafts)", RUN)


def refresh_keeps_run(ctx):
    """After Draft on EX-2038, Refresh leaves the run sheet as it was: EX-2038's row and
    "Run total: $64.20 (1 draft)"."""
    _ready(ctx)
    pay = _draft_and_wait(ctx, "EX-2038")
    see(ctx, "Run total: $64.20 (1 draft)", RUN)
    since = mark(ctx)
    ctx.expect({"click": {"control": "Refresh"}})
    wait_calls(ctx, "list_requests", since, "Refresh did not call list_requests")
    cell(ctx, RUN, pay["id"], "Request", "EX-2038")
    see(ctx, "Run total: $64.20 (1 draft)", RUN)


def run_starts_on_open(ctx):
    """The run sheet covers only what was drafted since the page was opened: after a draft,
    opening the page again reads "Nothing drafted in this run" and "Run total: $0.00 (0 drafts)"."""
    _ready(ctx)
    _draft_and_wait(ctx, "EX-2038")
    see(ctx, "Run total: $64.20 (1 draft)", RUN)
    _reload(ctx)
    see(ctx, "Nothing drafted in this run", RUN)
    see(ctx, "Run total: $0.00 (0 drafts)", RUN)


# --- turn 5 -----------------------------------------------------------------------------------
def left_start(ctx):
    """As the page opens, under the run total: "Left in this run: 3 drafts, $6,000.00"."""
    _ready(ctx)
    ctx.expect({"expect_order": {"within": RUN, "texts": ["Run total: $0.00 (0 drafts)",
                                                           "Left in this run: 3 drafts, $6,000.00"]}})


def left_live(ctx):
    """After Draft on PR-3099: "Left in this run: 2 drafts, $3,850.00"; after EX-2038 too:
    "Left in this run: 1 draft, $3,785.80"."""
    _ready(ctx)
    _draft_and_wait(ctx, "PR-3099")
    see(ctx, "Left in this run: 2 drafts, $3,850.00", RUN)
    _draft_and_wait(ctx, "EX-2038")
    see(ctx, "Left in this run: 1 draft, $3,785.80", RUN)


def fourth_refused(ctx):
    """With new CC-410 claims of $100.00 and $200.00, drafting EX-2038 and both claims is allowed
    ("Left in this run: 0 drafts, $5,635.80"); Draft on PR-3099 then calls no draft_payment, shows
    "Not drafted: this run already has 3 drafts" and the run total stays at 3 drafts."""
    _ready(ctx)
    a = _new_approved(ctx, "Ravi Menon", "CC-410", 100.00, "Cable ties and labels")
    b = _new_approved(ctx, "Ravi Menon", "CC-410", 200.00, "Spare keyboard set")
    _reload(ctx)
    for rid in ("EX-2038", a, b):
        _draft_and_wait(ctx, rid)
    see(ctx, "Left in this run: 0 drafts, $5,635.80", RUN)
    since = mark(ctx)
    _click_draft(ctx, "PR-3099")
    see(ctx, "Not drafted: this run already has 3 drafts")
    _no_draft_call(ctx, since, "the run already had 3 drafts")
    see(ctx, "Run total: $364.20 (3 drafts)", RUN)
    assert _draft_of(ctx.runtime_state, "PR-3099") is None, "PR-3099 was drafted"


def over_refused(ctx):
    """After PR-3099 ($2,150.00) is drafted, Draft on a new $3,850.01 claim calls no draft_payment and
    shows "Not drafted: <id> would take this run to $6,000.01"; the run total stays $2,150.00."""
    _ready(ctx)
    new = _new_approved(ctx, "Ines Carvalho", "CC-220", 3850.01, "Regional partner summit venue",
                        category="services")
    _reload(ctx)
    _draft_and_wait(ctx, "PR-3099")
    since = mark(ctx)
    _click_draft(ctx, new)
    see(ctx, f"Not drafted: {new} would take this run to $6,000.01")
    _no_draft_call(ctx, since, f"{new} would take the run above $6,000.00")
    see(ctx, "Run total: $2,150.00 (1 draft)", RUN)


def exact_allowed(ctx):
    """After PR-3099, a new $3,850.00 claim brings the run to exactly $6,000.00 and is drafted:
    "Run total: $6,000.00 (2 drafts)", "Left in this run: 1 draft, $0.00"."""
    _ready(ctx)
    new = _new_approved(ctx, "Ines Carvalho", "CC-220", 3850.00, "Regional partner summit venue",
                        category="services")
    _reload(ctx)
    _draft_and_wait(ctx, "PR-3099")
    _draft_and_wait(ctx, new)
    see(ctx, "Run total: $6,000.00 (2 drafts)", RUN)
    see(ctx, "Left in this run: 1 draft, $0.00", RUN)


def count_first(ctx):
    """With PR-3099 and new claims of $1,900.00 and $1,950.00 drafted (3 drafts, exactly $6,000.00),
    Draft on EX-2038 breaks both caps and shows the drafts message, "Not drafted: this run already
    has 3 drafts", and "Left in this run: 0 drafts, $0.00"."""
    _ready(ctx)
    a = _new_approved(ctx, "Ines Carvalho", "CC-220", 1900.00, "Booth furniture hire")
    b = _new_approved(ctx, "Ravi Menon", "CC-410", 1950.00, "Network switch for the lab")
    _reload(ctx)
    for rid in ("PR-3099", a, b):
        _draft_and_wait(ctx, rid)
    see(ctx, "Left in this run: 0 drafts, $0.00", RUN)
    since = mark(ctx)
    _click_draft(ctx, "EX-2038")
    see(ctx, "Not drafted: this run already has 3 drafts")
    absent(ctx, "would take this run to")
    _no_draft_call(ctx, since, "the run already had 3 drafts")
