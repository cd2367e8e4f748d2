"""Checks for Platform Engineering's request submission desk that the vocabulary cannot state alone.

Every check that makes the page write (or could make a faulty page write) is ``isolated``: the live
state stays the fixture's from turn to turn, and what the page must show is computed from
``ctx.runtime_state`` at the moment of the check. Other desks act only through
``ctx.behind_the_app``, always before the click that makes the page read or write.

Fixture facts the checks rely on (CC-410, Platform Engineering): budget $48,000.00, remaining
$8,750.00; seven requests (EX-2038 approved, EX-2039 rejected by AP-1 "Duplicate of EX-2031",
EX-2041, EX-2042, EX-2044, EX-2047 and PR-3101 submitted), pending $2,989.29, available $5,760.71.
Approvers covering CC-410: AP-1 Dana Whitfield ($2,500.00), AP-3 Ingrid Sato ($25,000.00) and the
inactive AP-4 Paul Brenner ($2,500.00). New ids: EX-2100…, PR-3200….
"""

from __future__ import annotations

import runpy
from pathlib import Path

_LOG = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "toollog.py"))  # the tool-log helpers
mark, calls, writes, show, arg = _LOG["mark"], _LOG["calls"], _LOG["writes"], _LOG["show"], _LOG["arg"]
no_calls, no_writes, one_write = _LOG["no_calls"], _LOG["no_writes"], _LOG["one_write"]
expect_writes, fresh_token, reads_after = _LOG["expect_writes"], _LOG["fresh_token"], _LOG["reads_after"]
wait_calls, index = _LOG["wait_calls"], _LOG["index"]

CENTRE = "CC-410"
OURS = {"section": "Our requests"}
BUDGET = {"section": "Budget"}
NEW = {"section": "New request"}
ATTN = {"section": "Needs attention"}
PRE = {"section": "Pre-check"}
READY = "awaiting a decision"


# --- figures ----------------------------------------------------------------------------------
def _cents(x: float) -> int:
    return round(x * 100)


def _money_c(c: int) -> str:
    return ("-$" if c < 0 else "$") + f"{abs(c) / 100:,.2f}"


def _money(x: float) -> str:
    return _money_c(_cents(x))


def _norm(text: str) -> str:
    return " ".join((text or "").split())


def _ours(state) -> list[dict]:
    return sorted((r for r in state["requests"].values() if r["cost_centre"] == CENTRE), key=lambda r: r["id"])


def _centre(state) -> dict:
    return state["cost_centres"][CENTRE]


def _pending_c(state) -> int:
    return sum(_cents(r["amount"]) for r in _ours(state) if r["status"] == "submitted")


def _available_c(state) -> int:
    return _cents(_centre(state)["remaining"]) - _pending_c(state)


def _count_line(state) -> str:
    rows = _ours(state)
    n = len(rows)
    waiting = sum(1 for r in rows if r["status"] == "submitted")
    return f"{n} {'request' if n == 1 else 'requests'}, {waiting} awaiting a decision"


def _status(r: dict, flags: bool = True) -> str:
    if flags and r["status"] == "submitted" and r.get("flagged"):
        return "Submitted, flagged"
    return r["status"].capitalize()


# --- other desks ------------------------------------------------------------------------------
def _create(ctx, amount, category="equipment", title="Bench power supply", requester="Lucia Ferreira",
            kind="expense", centre=CENTRE) -> str:
    return ctx.behind_the_app("create_request", {"kind": kind, "title": title, "requester": requester,
                                                 "cost_centre": centre, "category": category,
                                                 "amount": amount})["request"]["id"]


def _approve(ctx, rid, approver="AP-3"):
    token = ctx.behind_the_app("get_request", {"request_id": rid})["evidence_token"]
    v = ctx.behind_the_app("validate_request", {"request_id": rid, "approver_id": approver, "evidence_token": token})
    ctx.behind_the_app("approve_request", {"request_id": rid, "approver_id": approver, "version": v["version"],
                                           "validation_token": v["validation_token"]})


def _reject(ctx, rid, reason, approver="AP-3"):
    token = ctx.behind_the_app("get_request", {"request_id": rid})["evidence_token"]
    ctx.behind_the_app("reject_request", {"request_id": rid, "approver_id": approver, "evidence_token": token,
                                          "reason": reason})


def _flag(ctx, rid, note):
    ctx.behind_the_app("flag_for_review", {"request_id": rid, "note": note})


def _pay(ctx, rid):
    token = ctx.behind_the_app("get_request", {"request_id": rid})["evidence_token"]
    ctx.behind_the_app("release_payment", {"request_id": rid, "evidence_token": token})


# --- page helpers -----------------------------------------------------------------------------
def _ready(ctx):
    """Wait until the page has read the system and written its count line."""
    ctx.expect({"expect_text": {"text": READY}})


def _reload(ctx):
    ctx.expect({"open": "/"})
    _ready(ctx)


def _text(ctx, text, within=None, absent=False):
    step = {"text": text}
    if within is not None:
        step["within"] = within
    if absent:
        step["absent"] = True
    ctx.expect({"expect_text": step})


def _click(ctx, control, within=None) -> int:
    target = {"control": control, "exact": True}
    if within is not None:
        target["within"] = within
    since = mark(ctx)
    ctx.expect({"click": target})
    return since


def _row(rid):
    return {"item": rid, "within": OURS}


def _cell(ctx, column, rid) -> str:
    return _norm(ctx.text({"column": column, "row": rid, "within": OURS}))


def _until_cell(ctx, column, rid, want, exact=False):
    def probe():
        try:
            have = _cell(ctx, column, rid)
        except Exception as exc:  # noqa: BLE001 - a lookup that fails is a failed probe
            return False, str(exc)
        ok = have == want if exact else want in have
        return ok, f"{column} of {rid} reads {have!r}, wanted {want!r}"

    ctx.until(probe)


def _listed(ctx):
    ids = [r["id"] for r in _ours(ctx.runtime_state)]
    ctx.expect({"expect_list": {"target": {"column": "Request", "within": OURS}, "texts": ids}})


def _fill(ctx, title=None, requester=None, amount=None, category=None, kind=None):
    steps = []
    if kind is not None:
        steps.append({"select": {"field": "Kind", "within": NEW, "option": kind}})
    if title is not None:
        steps.append({"fill": {"field": "Title", "within": NEW, "value": title}})
    if requester is not None:
        steps.append({"fill": {"field": "Requester", "within": NEW, "value": requester}})
    if category is not None:
        steps.append({"select": {"field": "Category", "within": NEW, "option": category}})
    if amount is not None:
        steps.append({"fill": {"field": "Amount", "within": NEW, "value": amount}})
    ctx.expect(*steps)


def _check(ctx) -> int:
    return _click(ctx, "Check", NEW)


def _submit(ctx) -> int:
    return _click(ctx, "Submit", NEW)


def _checked(ctx, amount, category="travel", title="Taxi to the office", requester="Kai Nakamura", kind=None):
    """Fill a valid form, press Check and wait for its budget line."""
    _fill(ctx, title=title, requester=requester, amount=amount, category=category, kind=kind)
    since = _check(ctx)
    _text(ctx, "Budget:")
    return since


def _policy_line(state, amount, category):
    cap = _cents(state["policy_limits"][category])
    a = _cents(amount)
    if a <= cap:
        return f"Policy: within the {category} limit of {_money_c(cap)}"
    return f"Policy: over the {category} limit of {_money_c(cap)} by {_money_c(a - cap)}"


def _budget_line(state, amount):
    avail = _available_c(state)
    a = _cents(amount)
    if a <= avail:
        return f"Budget: {_money_c(avail)} available, {_money_c(avail - a)} after this request"
    return f"Budget: over the available {_money_c(avail)} by {_money_c(a - avail)}"


def _creates(ctx, since):
    return calls(ctx, "create_request", since)


def _submit_and_wait(ctx) -> tuple[int, object]:
    since = _submit(ctx)
    made = one_write(ctx, since, "create_request")
    assert made.ok, f"create_request was refused: {made.error}"
    return since, made


def _new_id(made) -> str:
    return (made.result or {}).get("request", {}).get("id", "")


# --- turn 1 -----------------------------------------------------------------------------------
def reads_on_open(ctx):
    """As it opens the page reads CC-410's requests (list_requests for CC-410, or unfiltered) and the
    live budget of CC-410 (get_budget), never the cached snapshot, and writes nothing."""
    _ready(ctx)
    made = ctx.tool_calls
    lists = [c for c in made if c.name == "list_requests" and c.ok and not c.args.get("status")
             and not c.args.get("kind") and c.args.get("cost_centre") in (None, "", CENTRE)]
    assert lists, f"the page did not read CC-410's requests with list_requests as it opened: {show(calls(ctx))}"
    budgets = [c for c in made if c.name == "get_budget" and c.ok and arg(c, "cost_centre") == CENTRE]
    assert budgets, f"the page did not read CC-410's budget with get_budget as it opened: {show(calls(ctx))}"
    assert not calls(ctx, "get_budget_snapshot_cached"), "the page read the cached month-end snapshot"
    no_writes(ctx, 0, "opening the page")


def table_rows(ctx):
    """The Request column lists exactly CC-410's requests, every status, in request-id order."""
    _ready(ctx)
    _listed(ctx)


def table_rows_live(ctx):
    """After another desk approves and pays EX-2041 and files CC-410 and CC-420 claims, a reload lists exactly the
    CC-410 requests in id order, the new claim with its own cells."""
    _ready(ctx)
    _approve(ctx, "EX-2041", "AP-1")
    _pay(ctx, "EX-2041")
    mine = _create(ctx, 1234.5, "training", "Kubernetes course seats", "Mei Tanaka")
    other = _create(ctx, 77.0, "meals", "Partner breakfast", "Ben Kowalski", centre="CC-420")
    _reload(ctx)
    _listed(ctx)
    _text(ctx, other, OURS, absent=True)
    _until_cell(ctx, "Title", mine, "Kubernetes course seats")
    _until_cell(ctx, "Requester", mine, "Mei Tanaka")
    _until_cell(ctx, "Category", mine, "training")
    _until_cell(ctx, "Amount", mine, "$1,234.50")
    _until_cell(ctx, "Status", mine, "Submitted")


def status_paid(ctx):
    """A request another desk has paid reads "Paid" after a reload; the others keep their words."""
    _ready(ctx)
    _pay(ctx, "EX-2038")
    _reload(ctx)
    _until_cell(ctx, "Status", "EX-2038", "Paid", exact=True)
    _until_cell(ctx, "Status", "EX-2039", "Rejected", exact=True)
    _until_cell(ctx, "Status", "EX-2041", "Submitted", exact=True)


def count_line(ctx):
    """Above the table: "7 requests, 5 awaiting a decision" from the live data."""
    _ready(ctx)
    state = ctx.runtime_state
    first = _ours(state)[0]["id"]
    ctx.expect({"expect_order": {"texts": [_count_line(state), first]}})


def count_line_live(ctx):
    """After another desk approves EX-2041, rejects EX-2042 and files two CC-410 claims, a reload
    reads "9 requests, 5 awaiting a decision"."""
    _ready(ctx)
    _approve(ctx, "EX-2041", "AP-1")
    _reject(ctx, "EX-2042", "Team events come from the social budget", "AP-1")
    _create(ctx, 19.99, "software", "Diagram tool add-on")
    _create(ctx, 42.0, "meals", "Interview lunch")
    _reload(ctx)
    line = _count_line(ctx.runtime_state)
    assert line == "9 requests, 5 awaiting a decision", line
    _text(ctx, line)


def budget_live(ctx):
    """After another desk approves EX-2041 and files a $6,000.00 CC-410 request, a reload shows
    Remaining $8,337.20, Pending $8,576.49 and Available -$239.29."""
    _ready(ctx)
    _approve(ctx, "EX-2041", "AP-1")
    _create(ctx, 6000.0, "services", "Security review by an outside firm")
    _reload(ctx)
    state = ctx.runtime_state
    remaining = _cents(_centre(state)["remaining"])
    assert (remaining, _pending_c(state)) == (833720, 857649), (remaining, _pending_c(state))
    _text(ctx, "Remaining: $8,337.20", BUDGET)
    _text(ctx, "Pending: $8,576.49", BUDGET)
    _text(ctx, "Available: -$239.29", BUDGET)


def refresh(ctx):
    """Refresh reads the requests and the budget again and shows what another desk changed."""
    _ready(ctx)
    _approve(ctx, "EX-2041", "AP-1")
    new = _create(ctx, 88.0, "travel", "Airport shuttle", "Kai Nakamura")
    since = _click(ctx, "Refresh")
    wait_calls(ctx, "list_requests", since, "Refresh did not call list_requests")
    wait_calls(ctx, "get_budget", since, "Refresh did not call get_budget")
    state = ctx.runtime_state
    _listed(ctx)
    _until_cell(ctx, "Status", "EX-2041", "Approved", exact=True)
    _until_cell(ctx, "Amount", new, "$88.00")
    _text(ctx, _count_line(state))
    _text(ctx, f"Remaining: {_money(_centre(state)['remaining'])}", BUDGET)
    _text(ctx, f"Pending: {_money_c(_pending_c(state))}", BUDGET)
    _text(ctx, f"Available: {_money_c(_available_c(state))}", BUDGET)


# --- turn 2 -----------------------------------------------------------------------------------
def rules_all_at_once(ctx):
    """Check on an empty form shows all three field-rule messages and reads nothing."""
    _ready(ctx)
    since = _check(ctx)
    _text(ctx, "Title: 3 to 120 characters")
    _text(ctx, "Requester: required")
    _text(ctx, "Amount: a positive number with at most two decimals")
    no_calls(ctx, since, "Check with broken field rules")


def title_rule(ctx):
    """The trimmed title must have 3 to 120 characters: "  Ab  " and 121 characters are refused
    (and nothing is read); "Abc" and 120 characters pass."""
    _ready(ctx)
    for title, ok in (("  Ab  ", False), ("Abc", True), ("x" * 121, False), ("  " + "y" * 120 + "  ", True)):
        _fill(ctx, title=title, requester="Kai Nakamura", amount="20", category="travel")
        since = _check(ctx)
        if ok:
            _text(ctx, "Policy:")
            _text(ctx, "Title: 3 to 120 characters", absent=True)
        else:
            _text(ctx, "Title: 3 to 120 characters")
            _text(ctx, "Requester: required", absent=True)
            _text(ctx, "Amount: a positive number", absent=True)
            no_calls(ctx, since, f"Check with the title {title!r}")


def requester_rule(ctx):
    """A requester of only spaces shows "Requester: required" and reads nothing."""
    _ready(ctx)
    _fill(ctx, title="Taxi to the office", requester="   ", amount="20", category="travel")
    since = _check(ctx)
    _text(ctx, "Requester: required")
    _text(ctx, "Title: 3 to 120 characters", absent=True)
    no_calls(ctx, since, "Check with a blank requester")


def amount_rule(ctx):
    """0, -5, 12.345 and "ten" are refused with the amount message; 0.01 and 12.5 pass."""
    _ready(ctx)
    for amount, ok in (("0", False), ("0.01", True), ("-5", False), ("12.345", False), ("12.5", True),
                       ("ten", False)):
        _fill(ctx, title="Taxi to the office", requester="Kai Nakamura", amount=amount, category="travel")
        since = _check(ctx)
        if ok:
            _text(ctx, "Policy:")
            _text(ctx, "Amount: a positive number with at most two decimals", absent=True)
        else:
            _text(ctx, "Amount: a positive number with at most two decimals")
            no_calls(ctx, since, f"Check with the amount {amount!r}")


def check_reads(ctx):
    """A valid Check reads get_policy_limits and get_budget (CC-410) after the click, and writes nothing."""
    _ready(ctx)
    since = _checked(ctx, "48.50")
    assert calls(ctx, "get_policy_limits", since, ok=True), f"Check did not read get_policy_limits: {show(calls(ctx, since=since))}"
    budgets = [c for c in calls(ctx, "get_budget", since, ok=True) if arg(c, "cost_centre") == CENTRE]
    assert budgets, f"Check did not read CC-410's budget: {show(calls(ctx, since=since))}"
    assert not calls(ctx, "get_budget_snapshot_cached", since), "Check read the cached snapshot"
    no_writes(ctx, since, "Check")


def policy_boundary(ctx):
    """meals $250.00 is within the $250.00 limit; $250.01 is over by $0.01; $268.40 over by $18.40;
    travel $3,000.00 is within the travel limit."""
    _ready(ctx)
    state = ctx.runtime_state
    for amount, category in (("250.00", "meals"), ("250.01", "meals"), ("268.40", "meals"), ("3000", "travel")):
        _checked(ctx, amount, category)
        _text(ctx, _policy_line(state, float(amount), category))
    _text(ctx, "Policy: within the travel limit of $3,000.00")


def budget_boundary(ctx):
    """$48.50 leaves $5,712.21; exactly $5,760.71 is within ($0.00 after); $5,760.72 is over by $0.01."""
    _ready(ctx)
    _checked(ctx, "48.50")
    _text(ctx, "Budget: $5,760.71 available, $5,712.21 after this request")
    _checked(ctx, "5760.71", "services")
    _text(ctx, "Budget: $5,760.71 available, $0.00 after this request")
    _checked(ctx, "5760.72", "services")
    _text(ctx, "Budget: over the available $5,760.71 by $0.01")


def check_reads_live(ctx):
    """Another desk files a $412.80 CC-410 request after the page opened: Check shows the new
    available figure, $5,347.91."""
    _ready(ctx)
    _create(ctx, 412.8, "travel", "Train to Lyon, second trip", "Kai Nakamura")
    _checked(ctx, "100")
    _text(ctx, "Budget: $5,347.91 available, $5,247.91 after this request")


def submit_unchecked(ctx):
    """Submit sends nothing and shows "Not sent: check the request first" with no Check, after a
    Check that stopped at a field rule, and after a field changed since a passing Check."""
    _ready(ctx)
    _fill(ctx, title="Taxi to the office", requester="Kai Nakamura", amount="48.50", category="travel")
    since = _submit(ctx)
    _text(ctx, "Not sent: check the request first")
    _fill(ctx, amount="4.555")
    _check(ctx)
    _text(ctx, "Amount: a positive number with at most two decimals")
    _fill(ctx, amount="48.50")
    _submit(ctx)
    _text(ctx, "Not sent: check the request first")
    _checked(ctx, "48.50")
    _fill(ctx, amount="49.50")
    _submit(ctx)
    _text(ctx, "Not sent: check the request first")
    no_writes(ctx, since, "Submit without a passing Check of these values")


def submit_over_limit(ctx):
    """After a Check that found the request over the policy limit or over the available budget,
    Submit sends nothing and shows "Not sent: the request is over a limit"."""
    _ready(ctx)
    since = _checked(ctx, "250.01", "meals")
    _submit(ctx)
    _text(ctx, "Not sent: the request is over a limit")
    _checked(ctx, "5760.72", "services")
    _submit(ctx)
    _text(ctx, "Not sent: the request is over a limit")
    no_writes(ctx, since, "Submit after a Check over a limit")


def submit_only_checked(ctx):
    """Submit writes nothing when a field changed since a passing Check (the amount, then the title),
    nor after a Check over the meals limit."""
    _ready(ctx)
    since = _checked(ctx, "48.50")
    _fill(ctx, amount="49.50")
    _submit(ctx)
    no_writes(ctx, since, "Submit after the amount changed since the Check")
    _checked(ctx, "48.50")
    _fill(ctx, title="Taxi to the airport")
    _submit(ctx)
    no_writes(ctx, since, "Submit after the title changed since the Check")
    _checked(ctx, "250.01", "meals")
    _submit(ctx)
    no_writes(ctx, since, "Submit after a Check over the meals limit")


def _submit_case(ctx):
    _ready(ctx)
    _checked(ctx, "48.5", "equipment", title="  Rack power strips  ", requester="  Lucia Ferreira ",
             kind="Purchase request")
    return _submit_and_wait(ctx)


def submit_creates(ctx):
    """Submit after a passing Check sends exactly one create_request with the form's values:
    kind purchase, the trimmed title and requester, CC-410, equipment, 48.5; nothing else is written."""
    since, made = _submit_case(ctx)
    expect_writes(ctx, since, [("create_request", {"kind": "purchase", "cost_centre": CENTRE,
                                                   "category": "equipment"})], "Submit")
    sent = (arg(made, "title"), arg(made, "requester"))
    assert sent == ("Rack power strips", "Lucia Ferreira"), f"title and requester sent: {sent!r}"
    assert abs(float(made.args.get("amount")) - 48.5) < 0.001, f"amount sent: {made.args.get('amount')!r}"


def submit_as_opened(ctx):
    """With Kind and Category left as the form opens, Submit sends what they show."""
    _ready(ctx)
    kind = _norm(ctx.value({"field": "Kind", "within": NEW})).lower()
    category = _norm(ctx.value({"field": "Category", "within": NEW})).lower()
    kinds = {"expense claim": "expense", "purchase request": "purchase"}
    cats = ("travel", "meals", "lodging", "training", "equipment", "software", "services")
    if kind not in kinds or category not in cats:
        return  # a placeholder is shown: nothing is claimed for a choice the form does not show
    _fill(ctx, title="Desk lamp", requester="Mei Tanaka", amount="35")
    _check(ctx)
    _text(ctx, "Budget:")
    since, made = _submit_and_wait(ctx)
    assert arg(made, "cost_centre") == CENTRE, f"the request was not charged to CC-410: {show([made])}"
    assert arg(made, "kind") == kinds[kind] and arg(made, "category") == category, \
        f"the form showed {kind!r} / {category!r} but sent {show([made])}"


def submit_readback(ctx):
    """After the submit the page reads the new request back (get_request of the new id), then the
    requests and the budget; the new row shows in Our requests and Pending follows."""
    since, made = _submit_case(ctx)
    rid = _new_id(made)
    after = index(ctx, made) + 1
    ctx.until(lambda: (any(arg(c, "request_id") == rid for c in calls(ctx, "get_request", after, ok=True)),
                       f"the new request {rid} was not read back with get_request"))
    reads_after(ctx, made, ["list_requests", "get_budget"])
    state = ctx.runtime_state
    _until_cell(ctx, "Title", rid, "Rack power strips")
    _until_cell(ctx, "Status", rid, "Submitted")
    _text(ctx, _count_line(state))
    _text(ctx, f"Pending: {_money_c(_pending_c(state))}", BUDGET)


def submit_confirmation(ctx):
    """The confirmation reads "Submitted PR-3200: Rack power strips, $48.50" and the form is cleared."""
    since, made = _submit_case(ctx)
    rid = _new_id(made)
    _text(ctx, f"Submitted {rid}: Rack power strips, $48.50")
    for field in ("Title", "Requester", "Amount"):
        ctx.expect({"expect_value": {"field": field, "within": NEW, "value": ""}})


# --- turn 3 -----------------------------------------------------------------------------------
def attention_rejected_live(ctx):
    """After another desk rejects EX-2047 as Ingrid Sato, a reload lists EX-2039 and EX-2047 in id
    order, EX-2047 with "Rejected by Ingrid Sato: " and the reason the system holds."""
    _ready(ctx)
    _reject(ctx, "EX-2047", "Exam fee comes from the training fund", "AP-3")
    _reload(ctx)
    _text(ctx, "Rejected by Ingrid Sato: Exam fee comes from the training fund", {"item": "EX-2047", "within": ATTN})
    _text(ctx, "Cloud certification exam", {"item": "EX-2047", "within": ATTN})
    _text(ctx, "Rejected by Dana Whitfield: Duplicate of EX-2031", {"item": "EX-2039", "within": ATTN})
    ctx.expect({"expect_order": {"texts": ["EX-2039", "EX-2047"], "within": ATTN}})


def attention_flagged(ctx):
    """A submitted request finance flags reads "Flagged by finance: <note>" in Needs attention after a
    reload, in id order with the rejected EX-2039; unflagged submitted and approved ones are not listed."""
    _ready(ctx)
    _flag(ctx, "EX-2044", "Receipt image is unreadable")
    _reload(ctx)
    _text(ctx, "Flagged by finance: Receipt image is unreadable", {"item": "EX-2044", "within": ATTN})
    _text(ctx, "Noise-cancelling headset", {"item": "EX-2044", "within": ATTN})
    ctx.expect({"expect_order": {"texts": ["EX-2039", "EX-2044"], "within": ATTN}})
    for rid in ("EX-2038", "EX-2041", "PR-3101"):
        _text(ctx, rid, ATTN, absent=True)


def attention_flag_then_decided(ctx):
    """A flagged request that is then approved leaves Needs attention; one flagged then rejected is
    listed as rejected."""
    _ready(ctx)
    _flag(ctx, "EX-2041", "Check the fare class")
    _approve(ctx, "EX-2041", "AP-1")
    _flag(ctx, "EX-2042", "Above the per-head rate")
    _reject(ctx, "EX-2042", "Above the per-head dinner rate", "AP-1")
    _reload(ctx)
    _text(ctx, "EX-2041", ATTN, absent=True)
    _text(ctx, "Rejected by Dana Whitfield: Above the per-head dinner rate", {"item": "EX-2042", "within": ATTN})
    _text(ctx, "Flagged by finance", {"item": "EX-2042", "within": ATTN}, absent=True)


def status_flagged(ctx):
    """A flagged submitted request's Status reads "Submitted, flagged"; an unflagged one "Submitted"."""
    _ready(ctx)
    _flag(ctx, "PR-3101", "Quote attached is from last year")
    _reload(ctx)
    _until_cell(ctx, "Status", "PR-3101", "Submitted, flagged", exact=True)
    _until_cell(ctx, "Status", "EX-2041", "Submitted", exact=True)


def _amount_value(ctx) -> float:
    text = ctx.value({"field": "Amount", "within": NEW}).replace("$", "").replace(",", "").strip()
    try:
        return float(text)
    except ValueError:
        return -1.0


def resubmit_fills(ctx):
    """Resubmit on EX-2039 fills the form (Expense claim, "Monitor arm (resubmitted)", Priya Desai,
    equipment, 129), shows "Resubmitting EX-2039" and sends nothing; a rejected purchase request
    (PR-3101, rejected by another desk) fills Purchase request, software and 1850."""
    _ready(ctx)
    since = _click(ctx, "Resubmit", {"item": "EX-2039", "within": ATTN})
    _text(ctx, "Resubmitting EX-2039", NEW)
    ctx.expect({"expect_value": {"field": "Kind", "within": NEW, "value": "Expense claim"}},
               {"expect_value": {"field": "Title", "within": NEW, "value": "Monitor arm (resubmitted)"}},
               {"expect_value": {"field": "Requester", "within": NEW, "value": "Priya Desai"}},
               {"expect_value": {"field": "Category", "within": NEW, "value": "equipment"}})
    ctx.until(lambda: (abs(_amount_value(ctx) - 129.0) < 0.001, "Amount does not hold 129"))
    no_writes(ctx, since, "Resubmit")
    _reject(ctx, "PR-3101", "Use the group licence instead", "AP-1")
    _reload(ctx)
    since = _click(ctx, "Resubmit", {"item": "PR-3101", "within": ATTN})
    _text(ctx, "Resubmitting PR-3101", NEW)
    ctx.expect({"expect_value": {"field": "Kind", "within": NEW, "value": "Purchase request"}},
               {"expect_value": {"field": "Title", "within": NEW,
                                 "value": "Load-testing service, annual licence (resubmitted)"}},
               {"expect_value": {"field": "Requester", "within": NEW, "value": "Lucia Ferreira"}},
               {"expect_value": {"field": "Category", "within": NEW, "value": "software"}})
    ctx.until(lambda: (abs(_amount_value(ctx) - 1850.0) < 0.001, "Amount does not hold 1850"))
    no_writes(ctx, since, "Resubmit")


def _resubmit_flow(ctx):
    _ready(ctx)
    _click(ctx, "Resubmit", {"item": "EX-2039", "within": ATTN})
    _text(ctx, "Resubmitting EX-2039", NEW)
    _check(ctx)
    _text(ctx, "Budget:")
    return _submit_and_wait(ctx)


def resubmit_sends(ctx):
    """Check and Submit after Resubmit send the filled values with create_request and confirm
    "Submitted EX-2100: Monitor arm (resubmitted), $129.00, replaces EX-2039"."""
    since, made = _resubmit_flow(ctx)
    expect_writes(ctx, since, [("create_request", {"kind": "expense", "title": "Monitor arm (resubmitted)",
                                                   "requester": "Priya Desai", "cost_centre": CENTRE,
                                                   "category": "equipment"})], "Submit after Resubmit")
    assert abs(float(made.args.get("amount")) - 129.0) < 0.001, f"amount sent: {made.args.get('amount')!r}"
    _text(ctx, f"Submitted {_new_id(made)}: Monitor arm (resubmitted), $129.00, replaces EX-2039")


def resubmitted_as(ctx):
    """Once the copy is submitted, EX-2039's entry reads "Resubmitted as EX-2100" and has no Resubmit
    button; a copy another desk filed for a later rejection shows the same way after a reload."""
    since, made = _resubmit_flow(ctx)
    rid = _new_id(made)
    entry = {"item": "EX-2039", "within": ATTN}
    _text(ctx, f"Resubmitted as {rid}", entry)
    ctx.expect({"expect_count": {"control": "Resubmit", "within": entry, "count": 0}})
    _reject(ctx, "EX-2047", "Book the exam through the academy", "AP-1")
    copy = _create(ctx, 300.0, "training", "Cloud certification exam (resubmitted)", "Mei Tanaka")
    _reload(ctx)
    entry = {"item": "EX-2047", "within": ATTN}
    _text(ctx, f"Resubmitted as {copy}", entry)
    ctx.expect({"expect_count": {"control": "Resubmit", "within": entry, "count": 0}})
    _text(ctx, f"Resubmitted as {rid}", {"item": "EX-2039", "within": ATTN})


# --- turn 4 -----------------------------------------------------------------------------------
def _precheck(ctx, rid) -> int:
    return _click(ctx, "Pre-check", _row(rid))


def precheck_buttons_live(ctx):
    """After another desk approves EX-2041 and files a claim, a reload gives the new claim a
    Pre-check button and takes EX-2041's away."""
    _ready(ctx)
    _approve(ctx, "EX-2041", "AP-1")
    new = _create(ctx, 15.0, "meals", "Coffee for the design review")
    _reload(ctx)
    ctx.expect({"expect_visible": {"control": "Pre-check", "exact": True, "within": _row(new)}},
               {"expect_count": {"control": "Pre-check", "within": _row("EX-2041"), "count": 0}})


def precheck_calls(ctx):
    """Pre-check on EX-2041 reads list_approvers for CC-410 after the click, reads EX-2041 with
    get_request and calls validate_request for EX-2041 as AP-1 with that read's token; no writes."""
    _ready(ctx)
    since = _precheck(ctx, "EX-2041")
    wait_calls(ctx, "validate_request", since, "Pre-check did not call validate_request")
    vals = calls(ctx, "validate_request", since)
    assert len(vals) == 1, f"wanted one validate_request: {show(vals)}"
    v = vals[0]
    assert arg(v, "request_id") == "EX-2041" and arg(v, "approver_id") == "AP-1", f"validated {show([v])}"
    fresh_token(ctx, since, v, "get_request", "request_id")
    no_writes(ctx, since, "Pre-check")


def precheck_reads_approvers(ctx):
    """Pre-check reads the approvers covering CC-410 (list_approvers with cost_centre CC-410) after
    the click, before it validates."""
    _ready(ctx)
    since = _precheck(ctx, "EX-2041")
    wait_calls(ctx, "validate_request", since, "Pre-check did not call validate_request")
    lists = [c for c in calls(ctx, "list_approvers", since, ok=True) if arg(c, "cost_centre") == CENTRE]
    assert lists, f"Pre-check did not read list_approvers for CC-410 after the click: {show(calls(ctx, since=since))}"
    v = calls(ctx, "validate_request", since)[0]
    assert index(ctx, lists[0]) < index(ctx, v), "list_approvers was read after validate_request"


def precheck_pass(ctx):
    """Pre-check on EX-2041 shows "EX-2041 passes for Dana Whitfield: $8,337.20 would remain"."""
    _ready(ctx)
    _precheck(ctx, "EX-2041")
    _text(ctx, "EX-2041 passes for Dana Whitfield: $8,337.20 would remain", PRE)


def precheck_approver_boundary(ctx):
    """A $2,500.00 request goes to Dana Whitfield (limit exactly $2,500.00); a $2,500.01 one to
    Ingrid Sato, and the projected remaining is the system's."""
    _ready(ctx)
    at = _create(ctx, 2500.0, "equipment", "Build server memory")
    above = _create(ctx, 2500.01, "equipment", "Build server disks")
    _reload(ctx)
    since = _precheck(ctx, at)
    _text(ctx, f"{at} passes for Dana Whitfield: $6,250.00 would remain", PRE)
    v = calls(ctx, "validate_request", since)
    assert v and arg(v[-1], "approver_id") == "AP-1", f"validated {show(v)}"
    since = _precheck(ctx, above)
    _text(ctx, f"{above} passes for Ingrid Sato: $6,249.99 would remain", PRE)
    v = calls(ctx, "validate_request", since)
    assert v and arg(v[-1], "approver_id") == "AP-3", f"validated {show(v)}"


def precheck_no_approver(ctx):
    """A $30,000.00 request shows "PR-3200: no approver can approve $30,000.00" and calls nothing after
    list_approvers; $25,000.00 still goes to Ingrid Sato and is validated."""
    _ready(ctx)
    big = _create(ctx, 30000.0, "services", "Platform migration partner", kind="purchase")
    edge = _create(ctx, 25000.0, "services", "Observability contract", kind="purchase")
    _reload(ctx)
    since = _precheck(ctx, big)
    _text(ctx, f"{big}: no approver can approve $30,000.00", PRE)
    made = [c for c in calls(ctx, since=since) if c.name != "list_approvers"]
    assert not made, f"after finding no approver the page called {show(made)}"
    since = _precheck(ctx, edge)
    wait_calls(ctx, "validate_request", since, f"Pre-check of {edge} ($25,000.00) did not call validate_request")
    v = calls(ctx, "validate_request", since)
    assert arg(v[-1], "approver_id") == "AP-3", f"validated {show(v)}"
    _text(ctx, f"{edge} would be refused: ", PRE)


def precheck_refused(ctx):
    """A refusal shows "<id> would be refused: " and the system's message (policy limit; over budget)."""
    _ready(ctx)
    meals = _create(ctx, 300.0, "meals", "Hack week dinner")
    big = _create(ctx, 9000.0, "services", "Penetration test", kind="purchase")
    _reload(ctx)
    _precheck(ctx, meals)
    _text(ctx, f"{meals} would be refused: {meals}: $300.00 exceeds the meals limit of $250.00", PRE)
    _precheck(ctx, big)
    _text(ctx, f"{big} would be refused: {big}: $9,000.00 exceeds the $8,750.00 remaining on CC-410", PRE)


def precheck_fresh(ctx):
    """When another desk approved EX-2041 after the page opened, Pre-check reads it again and shows
    the system's refusal "EX-2041 would be refused: EX-2041 is approved, not awaiting a decision"."""
    _ready(ctx)
    _approve(ctx, "EX-2041", "AP-1")
    since = _precheck(ctx, "EX-2041")
    _text(ctx, "EX-2041 would be refused: EX-2041 is approved, not awaiting a decision", PRE)
    no_writes(ctx, since, "Pre-check")


# --- turn 5 -----------------------------------------------------------------------------------
def budget_changed(ctx):
    """Another desk files a $412.80 CC-410 request between Check and Submit: Submit reads get_budget,
    sends nothing, shows the changed-budget message and updates the Budget section."""
    _ready(ctx)
    _checked(ctx, "100")
    _text(ctx, "Budget: $5,760.71 available")
    _create(ctx, 412.8, "travel", "Train to Lyon, second trip", "Kai Nakamura")
    since = _submit(ctx)
    wait_calls(ctx, "get_budget", since, "Submit did not read get_budget again")
    _text(ctx, "Budget changed since your check: $5,760.71 is now $5,347.91. Check again.")
    _text(ctx, "Available: $5,347.91", BUDGET)
    no_writes(ctx, since, "Submit after the budget changed")


def budget_changed_recheck(ctx):
    """After the changed-budget refusal, Submit again shows "Not sent: check the request first"; a new
    Check and Submit then send the request."""
    _ready(ctx)
    _checked(ctx, "100")
    _create(ctx, 412.8, "travel", "Train to Lyon, second trip", "Kai Nakamura")
    since = _submit(ctx)
    _text(ctx, "Budget changed since your check")
    _submit(ctx)
    _text(ctx, "Not sent: check the request first")
    no_writes(ctx, since, "Submit without a new Check")
    _check(ctx)
    _text(ctx, "Budget: $5,347.91 available, $5,247.91 after this request")
    _submit_and_wait(ctx)


def budget_same_sends(ctx):
    """Another desk approves EX-2041 between Check and Submit: remaining and pending both drop by
    $412.80, the available amount is unchanged, so Submit reads get_budget and then sends."""
    _ready(ctx)
    _checked(ctx, "100")
    _approve(ctx, "EX-2041", "AP-1")
    since, made = _submit_and_wait(ctx)
    budgets = [c for c in calls(ctx, "get_budget", since) if index(ctx, c) < index(ctx, made)]
    assert budgets, f"Submit did not read get_budget before create_request: {show(calls(ctx, since=since))}"
    _text(ctx, "Budget changed since your check", absent=True)


def updates_refresh(ctx):
    """After another desk pays EX-2038, approves EX-2041 and rejects EX-2042, Refresh shows
    "Updates: EX-2038 is now Paid; EX-2041 is now Approved; EX-2042 is now Rejected"."""
    _ready(ctx)
    _pay(ctx, "EX-2038")
    _approve(ctx, "EX-2041", "AP-1")
    _reject(ctx, "EX-2042", "Team events come from the social budget", "AP-1")
    _click(ctx, "Refresh")
    _text(ctx, "Updates: EX-2038 is now Paid; EX-2041 is now Approved; EX-2042 is now Rejected")
    _click(ctx, "Refresh")
    _text(ctx, "Updates: none")


def updates_ignores(ctx):
    """A flag alone and a request new since the previous read are not named: Refresh shows
    "Updates: none"."""
    _ready(ctx)
    _flag(ctx, "EX-2044", "Receipt image is unreadable")
    _create(ctx, 64.0, "travel", "Taxi from the data centre")
    _click(ctx, "Refresh")
    _text(ctx, "Updates: none")
    _text(ctx, "EX-2044 is now", absent=True)


def updates_after_submit(ctx):
    """The read after a submit is compared too: when another desk approved EX-2041 meanwhile, the line
    reads "Updates: EX-2041 is now Approved" and does not name the new request."""
    _ready(ctx)
    _checked(ctx, "100")
    _approve(ctx, "EX-2041", "AP-1")
    since, made = _submit_and_wait(ctx)
    _text(ctx, "Updates: EX-2041 is now Approved")
    _text(ctx, f"{_new_id(made)} is now", absent=True)


def precheck_never_writes(ctx):
    """Pre-checks that pass, that are refused and that find no approver write nothing: every request
    stays submitted and unflagged."""
    _ready(ctx)
    meals = _create(ctx, 300.0, "meals", "Hack week dinner")
    big = _create(ctx, 30000.0, "services", "Platform migration partner", kind="purchase")
    _reload(ctx)
    since = mark(ctx)
    for rid, text in (("EX-2041", "EX-2041 passes for"), ("PR-3101", "PR-3101 passes for"),
                      (meals, f"{meals} would be refused"), (big, f"{big}: no approver")):
        _precheck(ctx, rid)
        _text(ctx, text, PRE)
    no_writes(ctx, since, "Pre-check")
    for rid in ("EX-2041", "PR-3101", meals, big):
        r = ctx.runtime_state["requests"][rid]
        assert r["status"] == "submitted" and not r["flagged"], f"{rid} is {r['status']}, flagged={r['flagged']}"
