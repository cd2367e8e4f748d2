"""Checks for the spending-policy audit desk that the vocabulary cannot state on its own.

What the page must show is computed from ``ctx.runtime_state`` at the moment of the check: earlier
turns flag requests on the live system (turn 2 flags PR-3106; turn 5's bulk flag flags the rest),
and isolated checks act behind the app (another desk submits, decides, flags or pays meanwhile).

The audit rules, as the requests state them:
- "Over category limit": a submitted request whose amount is above its category's policy limit
  (exactly at the limit is within it);
- "Possible split": every submitted request of a requester on one cost centre when that requester
  has two or more submitted requests there adding up to more than $5,000.00 (exactly $5,000.00 is
  not a split);
- "Self-approved" (turn 4): an approved or paid request decided by an approver whose name is the
  requester's name.
"""

from __future__ import annotations

import re

FIND = {"section": "Findings"}
SUMMARY = {"section": "Summary"}
LOOK = {"section": "Look up a request"}
DECIDED = {"section": "Decided with a finding"}
OVER = "Over category limit"
SPLIT = "Possible split"
SELF = "Self-approved"
SPLIT_CENTS = 500_000
NOTE_PREFIX = "Policy audit: "
COUNT_TAIL = "submitted requests break a rule"
DECIDING = ("approve_request", "reject_request", "validate_request", "release_payment", "draft_payment",
            "create_request")


# --- state helpers ----------------------------------------------------------------------------
def _money(x: float) -> str:
    return f"${x:,.2f}"


def _cents(x: float) -> int:
    return round(x * 100)


def _norm(text: str) -> str:
    return " ".join(text.split())


def _rule_norm(text: str) -> str:
    """A Rule text with the space around each "; " made regular (chips in a flex row, say)."""
    return re.sub(r"\s*;\s*", "; ", _norm(text)).strip().lower()


def _submitted(state):
    return sorted((r for r in state["requests"].values() if r["status"] == "submitted"), key=lambda r: r["id"])


def _findings(state):
    """[(request, [rules])] for every submitted request that breaks a rule, in request-id order."""
    subs = _submitted(state)
    limits = state["policy_limits"]
    groups: dict[tuple[str, str], list] = {}
    for r in subs:
        groups.setdefault((r["requester"], r["cost_centre"]), []).append(r)
    split = {r["id"] for g in groups.values()
             if len(g) >= 2 and sum(_cents(x["amount"]) for x in g) > SPLIT_CENTS for r in g}
    out = []
    for r in subs:
        rules = []
        cap = limits.get(r["category"])
        if cap is not None and _cents(r["amount"]) > _cents(cap):
            rules.append(OVER)
        if r["id"] in split:
            rules.append(SPLIT)
        if rules:
            out.append((r, rules))
    return out


def _rule_text(rules) -> str:
    return "; ".join(rules)


def _self_approved(state):
    names = {a["id"]: a["name"] for a in state["approvers"].values()}
    return sorted((r for r in state["requests"].values()
                   if r["status"] in ("approved", "paid") and r["decided_by"]
                   and names.get(r["decided_by"]) == r["requester"]), key=lambda r: r["id"])


def _count_line(state) -> str:
    return f"{len(_findings(state))} of {len(_submitted(state))} {COUNT_TAIL}"


def _plural(n: int) -> str:
    return f"{n} request" if n == 1 else f"{n} requests"


def _rule_line(rule, rows) -> str:
    return f"{rule}: {_plural(len(rows))}, {_money(sum(_cents(r['amount']) for r in rows) / 100)}"


def _summary_lines(state, with_self=False):
    f = _findings(state)
    lines = [_rule_line(OVER, [r for r, rules in f if OVER in rules]),
             _rule_line(SPLIT, [r for r, rules in f if SPLIT in rules])]
    if with_self:
        lines.append(_rule_line(SELF, _self_approved(state)))
    return lines


def _flagged_line(state) -> str:
    f = _findings(state)
    return f"Flagged: {sum(1 for r, _ in f if r['flagged'])} of {len(f)} findings"


def _open_findings(state):
    return [(r, rules) for r, rules in _findings(state) if not r["flagged"]]


def _pick_open(state, prefer=None, rule=None):
    """An unflagged finding: ``prefer`` when it is one, else the first (with ``rule`` if given)."""
    open_ = _open_findings(state)
    for r, rules in open_:
        if r["id"] == prefer:
            return r, rules
    for r, rules in open_:
        if rule is None or rules == [rule]:
            return r, rules
    raise AssertionError(f"no unflagged finding left to act on (rule {rule!r}); the check needs one")


# --- acting behind the app --------------------------------------------------------------------
def _create(ctx, requester, centre, category, amount, title="Audit probe", kind="expense"):
    out = ctx.behind_the_app("create_request", {"kind": kind, "title": title, "requester": requester,
                                                "cost_centre": centre, "category": category, "amount": amount})
    return out["request"]["id"]


def _approver_for(state, centre, amount):
    for a in sorted(state["approvers"].values(), key=lambda a: a["approval_limit"]):
        if a["active"] and centre in a["cost_centres"] and a["approval_limit"] >= amount:
            return a["id"]
    raise AssertionError(f"no active approver covers {centre}")


def _reject_behind(ctx, rid, reason="Sent back by the budget owner"):
    state = ctx.runtime_state
    r = state["requests"][rid]
    token = ctx.behind_the_app("get_request", {"request_id": rid})["evidence_token"]
    ctx.behind_the_app("reject_request", {"request_id": rid, "evidence_token": token, "reason": reason,
                                          "approver_id": _approver_for(state, r["cost_centre"], r["amount"])})


def _approve_behind(ctx, rid, approver=None):
    state = ctx.runtime_state
    r = state["requests"][rid]
    approver = approver or _approver_for(state, r["cost_centre"], r["amount"])
    token = ctx.behind_the_app("get_request", {"request_id": rid})["evidence_token"]
    v = ctx.behind_the_app("validate_request", {"request_id": rid, "approver_id": approver, "evidence_token": token})
    ctx.behind_the_app("approve_request", {"request_id": rid, "approver_id": approver, "version": v["version"],
                                           "validation_token": v["validation_token"]})


def _flag_behind(ctx, rid, note="Queried by the finance team"):
    ctx.behind_the_app("flag_for_review", {"request_id": rid, "note": note})


def _release_behind(ctx, rid):
    token = ctx.behind_the_app("get_request", {"request_id": rid})["evidence_token"]
    ctx.behind_the_app("release_payment", {"request_id": rid, "evidence_token": token})


# --- page helpers -----------------------------------------------------------------------------
def _ready(ctx):
    """Wait until the page has read the system and written its count line."""
    ctx.expect({"expect_text": {"text": COUNT_TAIL, "within": FIND}})


def _reload(ctx):
    ctx.expect({"open": "/"})
    _ready(ctx)


def _cell(ctx, column, row, within=FIND) -> str:
    return _norm(ctx.text({"column": column, "row": row, "within": within}))


def _until_cell(ctx, column, row, want, within=FIND, case=False, rule=False):
    """The cell contains ``want`` (case-insensitive unless ``case``); ``rule``: the cell is exactly
    that Rule text."""
    def probe():
        try:
            have = _cell(ctx, column, row, within)
        except AssertionError as exc:
            return False, str(exc)
        if rule:
            ok = _rule_norm(have) == _rule_norm(want)
        elif case:
            ok = want in have
        else:
            ok = want.lower() in have.lower()
        return ok, f"{column} of {row} reads {have!r}, wanted {want!r}"

    ctx.until(probe)


def _row(rid, within=FIND):
    return {"item": rid, "within": within}


def _listed(ctx, ids, within=FIND):
    """The Request column of ``within`` lists exactly ``ids`` (in this order); nothing else."""
    if ids:
        ctx.expect({"expect_list": {"target": {"column": "Request", "within": within}, "texts": ids}})


def _col(within=FIND):
    return {"column": "Request", "within": within}


def _absent(ctx, ids, scope=None):
    """No row of the table in ``scope`` (default: the Findings table's Request column) is for any
    of ``ids``. (A row target per id: text read ``within`` a whole column is its first cell only.)"""
    scope = scope or _col()
    for rid in ids:
        ctx.expect({"expect_count": {"target": {**scope, "row": rid}, "count": 0}})


def _exactly_listed(ctx, ids, within=FIND):
    _listed(ctx, ids, within)
    others = sorted(k for k in ctx.runtime_state["requests"] if k not in ids)
    _absent(ctx, others, _col(within))


def _click_flag(ctx, rid):
    ctx.expect({"click": {"control": "Flag", "exact": True, "within": _row(rid)}})


def _calls(ctx, name, since=0, ok=None):
    return [c for c in ctx.tool_calls[since:] if c.name == name and (ok is None or c.ok == ok)]


def _no_calls(ctx, since, *names):
    for name in names:
        made = _calls(ctx, name, since)
        assert not made, f"{name} was called ({len(made)}x: {[c.args for c in made][:4]}) and must not be"


def _wait_call(ctx, name, since, rid=None, ok=True):
    def probe():
        made = [c for c in _calls(ctx, name, since, ok) if rid is None or c.args.get("request_id") == rid]
        return bool(made), f"no {'successful ' if ok else ''}{name} call{' for ' + rid if rid else ''} after the click"

    ctx.until(probe)


def _wait_flag_state(ctx, rid, flagged=True):
    def probe():
        have = ctx.runtime_state["requests"][rid]["flagged"]
        return have == flagged, f"{rid} is {'not ' if not have else ''}flagged in the system"

    ctx.until(probe)


def _flag_chain(ctx, rid, note, since):
    """After ``since``: a successful get_request(rid), then one successful flag_for_review(rid, note).
    Returns the flag call."""
    _wait_call(ctx, "flag_for_review", since, rid)
    calls = ctx.tool_calls[since:]
    flags = [c for c in calls if c.name == "flag_for_review" and c.args.get("request_id") == rid]
    assert len(flags) == 1, f"flag_for_review was called {len(flags)} times for {rid}"
    fl = flags[0]
    assert fl.ok, f"flag_for_review for {rid} was refused: {fl.error}"
    assert (fl.args.get("note") or "").strip() == note, \
        f"flag_for_review sent the note {fl.args.get('note')!r}; wanted {note!r}"
    before = [c for c in calls if c.name == "get_request" and c.args.get("request_id") == rid and c.ok
              and c.index < fl.index]
    assert before, f"flag_for_review for {rid} was not preceded by a get_request of {rid} after the click"
    return fl


def _read_back(ctx, rid, since):
    """A successful get_request(rid) after the flag of rid, and list_requests after that read-back."""
    def probe():
        calls = ctx.tool_calls[since:]
        fl = [c for c in calls if c.name == "flag_for_review" and c.args.get("request_id") == rid and c.ok]
        if not fl:
            return False, f"no successful flag_for_review for {rid}"
        back = [c for c in calls if c.name == "get_request" and c.args.get("request_id") == rid and c.ok
                and c.index > fl[-1].index]
        if not back:
            return False, f"{rid} was not read back with get_request after its flag"
        lists = [c for c in calls if c.name == "list_requests" and c.ok and c.index > back[0].index]
        if not lists:
            return False, f"the list was not read again (list_requests) after {rid} was read back"
        return True, ""

    ctx.until(probe)


def _above_first_row(ctx, control):
    """The control is drawn above the first row of the Findings table."""
    f = _findings(ctx.runtime_state)
    assert f, "no findings row to compare with"
    button = ctx.locate(control).first.bounding_box()
    row = ctx.locate(_row(f[0][0]["id"])).first.bounding_box()
    assert button and row, "the control or the first row is not drawn"
    assert button["y"] + button["height"] <= row["y"] + 1, \
        f"{control} is drawn at y={button['y']:.0f}, not above the first findings row (y={row['y']:.0f})"


# --- turn 1 -----------------------------------------------------------------------------------
def loads_from_tools(ctx):
    """As it opens the page calls list_requests with no filter and get_policy_limits."""
    _ready(ctx)
    calls = ctx.tool_calls
    lists = [c for c in calls if c.name == "list_requests" and c.ok
             and all(v in (None, "") for v in c.args.values())]
    assert lists, ("the page did not call list_requests with no filter as it opened; calls: "
                   f"{[c.args for c in calls if c.name == 'list_requests'][:4]}")
    assert [c for c in calls if c.name == "get_policy_limits" and c.ok], \
        "the page did not read the category limits with get_policy_limits as it opened"


def findings_listed(ctx):
    """The Request column lists exactly the findings, in request-id order."""
    _ready(ctx)
    ids = [r["id"] for r, _ in _findings(ctx.runtime_state)]
    _listed(ctx, ids)


def others_absent(ctx):
    """Requests that break no rule (EX-2042, EX-2046, PR-3101 …) and decided ones (EX-2038,
    PR-3099, PR-3100 …) are not in the Findings table."""
    _ready(ctx)
    state = ctx.runtime_state
    ids = {r["id"] for r, _ in _findings(state)}
    _absent(ctx, sorted(k for k in state["requests"] if k not in ids))


def row_columns(ctx):
    """Every findings row shows its requester, cost centre id, category as the system writes it
    (lower case) and amount like "$4,380.00"."""
    _ready(ctx)
    for r, _ in _findings(ctx.runtime_state):
        _until_cell(ctx, "Requester", r["id"], r["requester"])
        _until_cell(ctx, "Cost centre", r["id"], r["cost_centre"])
        _until_cell(ctx, "Category", r["id"], r["category"], case=True)
        _until_cell(ctx, "Amount", r["id"], _money(r["amount"]), case=True)


def rule_cells(ctx):
    """Every findings row's Rule cell names its rules in the stated order, joined with "; "."""
    _ready(ctx)
    for r, rules in _findings(ctx.runtime_state):
        _until_cell(ctx, "Rule", r["id"], _rule_text(rules), rule=True)


def over_limit_boundary(ctx):
    """Requests exactly at their category limit are not findings; a cent above is "Over category
    limit"."""
    _ready(ctx)
    at_meal = _create(ctx, "Hana Kim", "CC-510", "meals", 250.00, "Quarterly close dinner")
    above_meal = _create(ctx, "Jonas Weber", "CC-510", "meals", 250.01, "Supplier lunch")
    at_soft = _create(ctx, "Sara Lind", "CC-410", "software", 2000.00, "Profiler licence")
    above_lodge = _create(ctx, "Tariq Nasser", "CC-220", "lodging", 1800.01, "Hotel for the sales summit")
    _reload(ctx)
    _until_cell(ctx, "Rule", above_meal, OVER, rule=True)
    _until_cell(ctx, "Rule", above_lodge, OVER, rule=True)
    _until_cell(ctx, "Amount", above_meal, "$250.01", case=True)
    _absent(ctx, [at_meal, at_soft])


def split_boundary(ctx):
    """A requester's submitted requests on one cost centre adding up to exactly $5,000.00 are not
    a split; one cent more makes every one of them (the $0.01 one too) a "Possible split". A
    request on another cost centre, or a lone large request, is never part of a split."""
    _ready(ctx)
    state = ctx.runtime_state
    group = [r for r in _submitted(state) if r["requester"] == "Rosa Jimenez" and r["cost_centre"] == "CC-220"]
    total = sum(_cents(r["amount"]) for r in group)
    fill = (SPLIT_CENTS - total) / 100
    assert fill > 0.01, f"Rosa Jimenez's CC-220 requests already add up to {_money(total / 100)}"
    filler = _create(ctx, "Rosa Jimenez", "CC-220", "travel", fill, "Client visits, March")
    elsewhere = _create(ctx, "Rosa Jimenez", "CC-300", "services", 1313.71, "Event staffing")
    lone = _create(ctx, "Tomas Berg", "CC-510", "services", 6200.00, "Audit support contract", kind="purchase")
    _reload(ctx)
    _absent(ctx, [r["id"] for r in group] + [filler, elsewhere, lone])
    last = _create(ctx, "Rosa Jimenez", "CC-220", "travel", 0.01, "Toll receipt")
    _reload(ctx)
    for rid in sorted([r["id"] for r in group] + [filler, last]):
        _until_cell(ctx, "Rule", rid, SPLIT, rule=True)
    _until_cell(ctx, "Amount", last, "$0.01", case=True)
    _absent(ctx, [elsewhere, lone])


def count_line(ctx):
    """Above the table: "N of M submitted requests break a rule" with the live counts."""
    _ready(ctx)
    state = ctx.runtime_state
    line = _count_line(state)
    ctx.expect({"expect_text": {"text": line, "within": FIND}})
    f = _findings(state)
    if f:
        ctx.expect({"expect_order": {"texts": [line, f[0][0]["id"]], "within": FIND}})


def count_line_live(ctx):
    """After another desk rejects a finding and submits a request that breaks no rule, a reload
    shows both live numbers changed."""
    _ready(ctx)
    first = _findings(ctx.runtime_state)[0][0]["id"]
    _reject_behind(ctx, first)
    _create(ctx, "Hana Kim", "CC-510", "training", 420.00, "Audit analytics course")
    _reload(ctx)
    ctx.expect({"expect_text": {"text": _count_line(ctx.runtime_state), "within": FIND}})


# --- turn 2 -----------------------------------------------------------------------------------
def review_column(ctx):
    """Review reads "Flagged" (and has no Flag button) for a finding flagged in the system, also one
    flagged by another desk; every other finding has a Flag button."""
    _ready(ctx)
    r, _ = _pick_open(ctx.runtime_state, prefer="EX-2043")
    _flag_behind(ctx, r["id"])
    _reload(ctx)
    for f, _ in _findings(ctx.runtime_state):
        if f["flagged"]:
            _until_cell(ctx, "Review", f["id"], "Flagged")
            ctx.expect({"expect_count": {"target": {"control": "Flag", "exact": True, "within": _row(f["id"])},
                                         "count": 0}})
        else:
            ctx.expect({"expect_visible": {"control": "Flag", "exact": True, "within": _row(f["id"])}})


def review_header(ctx):
    """The Findings table has a column "Review"; an unflagged finding's Flag button is in it."""
    _ready(ctx)
    r, _ = _pick_open(ctx.runtime_state, prefer="EX-2048")
    ctx.expect({"expect_visible": {"control": "Flag", "exact": True,
                                   "within": {"column": "Review", "row": r["id"], "within": FIND}}})


def flag_chain(ctx):
    """Flag on PR-3106 (or, when it is already flagged, the first unflagged finding) reads the
    request, then flags it with "Policy audit: " + its Rule text."""
    _ready(ctx)
    r, rules = _pick_open(ctx.runtime_state, prefer="PR-3106")
    since = len(ctx.tool_calls)
    _click_flag(ctx, r["id"])
    note = NOTE_PREFIX + _rule_text(rules)
    _flag_chain(ctx, r["id"], note, since)
    _wait_flag_state(ctx, r["id"])
    have = ctx.runtime_state["requests"][r["id"]]
    assert (have["flag_note"] or "").strip() == note, f"{r['id']} carries the note {have['flag_note']!r}, wanted {note!r}"
    assert have["status"] == "submitted", f"{r['id']} is {have['status']} after the flag"


def flag_note_each_rule(ctx):
    """Flag on a finding with only "Over category limit" and on one with only "Possible split"
    sends the note with exactly that row's Rule text."""
    _ready(ctx)
    for rule in (OVER, SPLIT):
        r, rules = _pick_open(ctx.runtime_state, rule=rule)
        since = len(ctx.tool_calls)
        _click_flag(ctx, r["id"])
        _flag_chain(ctx, r["id"], NOTE_PREFIX + rule, since)
        _wait_flag_state(ctx, r["id"])


def flag_never_decides(ctx):
    """Flag calls no deciding tool: the request stays submitted and no budget moves."""
    _ready(ctx)
    state = ctx.runtime_state
    r, _ = _pick_open(state)
    before = {k: (c["approved_total"], c["remaining"]) for k, c in state["cost_centres"].items()}
    since = len(ctx.tool_calls)
    _click_flag(ctx, r["id"])
    _wait_call(ctx, "flag_for_review", since, r["id"])
    _wait_flag_state(ctx, r["id"])
    _no_calls(ctx, since, *DECIDING)
    after = ctx.runtime_state
    assert after["requests"][r["id"]]["status"] == "submitted", f"{r['id']} is no longer submitted"
    assert before == {k: (c["approved_total"], c["remaining"]) for k, c in after["cost_centres"].items()}, \
        "a cost centre's figures changed"


def flag_read_back(ctx):
    """After the flag: get_request of the same request, then list_requests; the row reads
    "Flagged" and the page says "<id> flagged for review"."""
    _ready(ctx)
    r, _ = _pick_open(ctx.runtime_state, prefer="EX-2048")
    since = len(ctx.tool_calls)
    _click_flag(ctx, r["id"])
    _read_back(ctx, r["id"], since)
    ctx.expect({"expect_text": {"text": f"{r['id']} flagged for review"}})
    _until_cell(ctx, "Review", r["id"], "Flagged")
    ctx.expect({"expect_count": {"target": {"control": "Flag", "exact": True, "within": _row(r["id"])},
                                 "count": 0}})


def flag_refused(ctx):
    """A finding another desk rejected after the page opened: Flag shows "Not flagged: EX-2045 is
    rejected, not awaiting a decision", leaves it unflagged, and the re-read list drops it. The same
    for one approved meanwhile ("… is approved, …")."""
    _ready(ctx)
    state = ctx.runtime_state
    rejected, _ = _pick_open(state, prefer="EX-2045")
    _reject_behind(ctx, rejected["id"])
    since = len(ctx.tool_calls)
    _click_flag(ctx, rejected["id"])
    ctx.expect({"expect_text": {"text": f"Not flagged: {rejected['id']} is rejected, not awaiting a decision"}})
    _wait_call(ctx, "list_requests", since)
    _absent(ctx, [rejected["id"]], _col())
    assert not ctx.runtime_state["requests"][rejected["id"]]["flagged"], f"{rejected['id']} got flagged"
    # one approved meanwhile: pick an open finding the system lets an approver approve
    state = ctx.runtime_state
    approved = next((r for r, _ in _open_findings(state) if r["id"] in ("EX-2043", "EX-2048")), None)
    if approved is None:
        return
    _approve_behind(ctx, approved["id"])
    since = len(ctx.tool_calls)
    _click_flag(ctx, approved["id"])
    ctx.expect({"expect_text": {"text": f"Not flagged: {approved['id']} is approved, not awaiting a decision"}})
    _wait_call(ctx, "list_requests", since)
    _absent(ctx, [approved["id"]], _col())


# --- turn 3 -----------------------------------------------------------------------------------
def summary_lines(ctx):
    """Summary shows "Over category limit: 2 requests, $2,918.40" and "Possible split: 5
    requests, $10,684.00" (live), above the Findings section."""
    _ready(ctx)
    state = ctx.runtime_state
    lines = _summary_lines(state)
    for line in lines:
        ctx.expect({"expect_text": {"text": line, "within": SUMMARY}})
    ctx.expect({"expect_order": {"texts": [lines[0], lines[1], _count_line(state)]}})


def summary_one_and_none(ctx):
    """With one over-limit finding left the line reads "Over category limit: 1 request, $…"; with
    none, "Over category limit: 0 requests, $0.00"; the split line follows too."""
    _ready(ctx)
    over = [r["id"] for r, rules in _findings(ctx.runtime_state) if OVER in rules]
    assert over, "no over-limit finding to work with"
    for rid in over[:-1]:
        _reject_behind(ctx, rid)
    _reload(ctx)
    for line in _summary_lines(ctx.runtime_state):
        ctx.expect({"expect_text": {"text": line, "within": SUMMARY}})
    _reject_behind(ctx, over[-1])
    _reload(ctx)
    lines = _summary_lines(ctx.runtime_state)
    assert lines[0] == f"{OVER}: 0 requests, $0.00", lines[0]
    for line in lines:
        ctx.expect({"expect_text": {"text": line, "within": SUMMARY}})


def flagged_line(ctx):
    """Under the rule lines: "Flagged: K of N findings" with the live counts (1 of 6 after turn 2)."""
    _ready(ctx)
    state = ctx.runtime_state
    line = _flagged_line(state)
    ctx.expect({"expect_text": {"text": line, "within": SUMMARY}})
    ctx.expect({"expect_order": {"texts": [_summary_lines(state)[1], line], "within": SUMMARY}})


def summary_follows(ctx):
    """Without a reload: a Flag raises the Flagged count; a refused Flag on a finding rejected
    meanwhile drops it from the rule lines and from the Flagged line's total."""
    _ready(ctx)
    r, _ = _pick_open(ctx.runtime_state)
    _click_flag(ctx, r["id"])
    _wait_flag_state(ctx, r["id"])
    state = ctx.runtime_state
    ctx.expect({"expect_text": {"text": _flagged_line(state), "within": SUMMARY}})
    gone, _ = _pick_open(state, prefer="PR-3106")
    _reject_behind(ctx, gone["id"])
    since = len(ctx.tool_calls)
    _click_flag(ctx, gone["id"])
    _wait_call(ctx, "list_requests", since)
    state = ctx.runtime_state
    for line in _summary_lines(state) + [_flagged_line(state)]:
        ctx.expect({"expect_text": {"text": line, "within": SUMMARY}})


def _lookup(ctx, typed):
    since = len(ctx.tool_calls)
    ctx.expect({"fill": {"field": "Request id", "within": LOOK, "value": typed}},
               {"click": {"control": "Check request", "within": LOOK}})
    return since


def _lookup_expect(ctx, typed, line):
    rid = typed.strip().upper()
    since = _lookup(ctx, typed)
    ctx.expect({"expect_text": {"text": line, "within": LOOK}})
    got = [c for c in _calls(ctx, "get_request", since) if c.args.get("request_id") == rid]
    assert got, f"the lookup of {typed!r} did not call get_request with {rid!r}; calls: " \
                f"{[c.args for c in _calls(ctx, 'get_request', since)]}"


def lookup_finding(ctx):
    """Typing "  pr-3106 " reads PR-3106 with get_request and shows its rules like the table:
    "PR-3106: Over category limit; Possible split" (another finding when PR-3106 is gone)."""
    _ready(ctx)
    f = _findings(ctx.runtime_state)
    rid, rules = next(((r["id"], rules) for r, rules in f if r["id"] == "PR-3106"),
                      (f[0][0]["id"], f[0][1]))
    _lookup_expect(ctx, f"  {rid.lower()} ", f"{rid}: {_rule_text(rules)}")


def lookup_no_finding(ctx):
    """"EX-2042" shows "EX-2042: no finding"; "ex-2048" (a split alone) shows "EX-2048: Possible
    split"."""
    _ready(ctx)
    state = ctx.runtime_state
    found = {r["id"]: rules for r, rules in _findings(state)}
    clean = [r["id"] for r in _submitted(state) if r["id"] not in found]
    rid = "EX-2042" if "EX-2042" in clean else clean[0]
    _lookup_expect(ctx, rid, f"{rid}: no finding")
    ctx.expect({"expect_text": {"text": f"{rid}: no finding", "within": LOOK}})
    if "EX-2048" in found:
        _lookup_expect(ctx, "ex-2048", f"EX-2048: {_rule_text(found['EX-2048'])}")
        ctx.expect({"expect_text": {"text": "no finding", "within": LOOK, "absent": True}})


def lookup_decided(ctx):
    """"PR-3099" shows "PR-3099 is approved and is not audited here"; " ex-2039" "EX-2039 is
    rejected and is not audited here"; "EX-2040" "EX-2040 is paid and is not audited here"."""
    _ready(ctx)
    state = ctx.runtime_state
    for typed in ("PR-3099", " ex-2039", "EX-2040"):
        rid = typed.strip().upper()
        _lookup_expect(ctx, typed, f"{rid} is {state['requests'][rid]['status']} and is not audited here")


def lookup_reads_live(ctx):
    """A submitted request another desk rejected after the page opened is looked up live:
    "EX-2042 is rejected and is not audited here"."""
    _ready(ctx)
    state = ctx.runtime_state
    found = {r["id"] for r, _ in _findings(state)}
    rid = "EX-2042" if state["requests"]["EX-2042"]["status"] == "submitted" else \
        next(r["id"] for r in _submitted(state) if r["id"] not in found)
    _reject_behind(ctx, rid)
    _lookup_expect(ctx, rid, f"{rid} is rejected and is not audited here")


def lookup_unknown(ctx):
    """"  ex-9999" shows "No request EX-9999 in the system"; "PR-3106X" "No request PR-3106X in the
    system"."""
    _ready(ctx)
    _lookup_expect(ctx, "  ex-9999", "No request EX-9999 in the system")
    _lookup_expect(ctx, "pr-3106x", "No request PR-3106X in the system")


def lookup_empty(ctx):
    """An empty field and one with only spaces show "Enter a request id" and call nothing."""
    _ready(ctx)
    for typed in ("", "   "):
        since = _lookup(ctx, typed)
        ctx.expect({"expect_text": {"text": "Enter a request id", "within": LOOK}})
        _no_calls(ctx, since, "get_request")
    # a real lookup afterwards still works and replaces the prompt
    _lookup_expect(ctx, "PR-3099", "PR-3099 is")


# --- turn 4 -----------------------------------------------------------------------------------
def decided_listed(ctx):
    """"Decided with a finding" lists exactly the self-approved requests (PR-3099: Ingrid Sato,
    decided by Ingrid Sato, approved, $2,150.00); EX-2038 and EX-2040 (decided by Dana) are not."""
    _ready(ctx)
    state = ctx.runtime_state
    names = {a["id"]: a["name"] for a in state["approvers"].values()}
    rows = _self_approved(state)
    _exactly_listed(ctx, [r["id"] for r in rows], DECIDED)
    for r in rows:
        _until_cell(ctx, "Requester", r["id"], r["requester"], DECIDED)
        _until_cell(ctx, "Decided by", r["id"], names[r["decided_by"]], DECIDED)
        _until_cell(ctx, "Status", r["id"], r["status"], DECIDED, case=True)
        _until_cell(ctx, "Amount", r["id"], _money(r["amount"]), DECIDED, case=True)


def reads_approvers(ctx):
    """As it opens the page reads the approvers (list_approvers)."""
    _ready(ctx)
    assert [c for c in ctx.tool_calls if c.name == "list_approvers" and c.ok], \
        "the page did not read the approvers with list_approvers"


def self_approved_rule(ctx):
    """Another desk: a claim by Dana Whitfield approved by Dana (AP-1) is self-approved and listed
    before PR-3099; one by Dana approved by Ingrid (AP-3) is not; PR-3099, now paid, stays listed
    as "paid"."""
    _ready(ctx)
    own = _create(ctx, "Dana Whitfield", "CC-410", "travel", 120.00, "Taxi to the data centre")
    _approve_behind(ctx, own, "AP-1")
    other = _create(ctx, "Dana Whitfield", "CC-410", "training", 380.00, "Leadership workshop")
    _approve_behind(ctx, other, "AP-3")
    if ctx.runtime_state["requests"]["PR-3099"]["status"] == "approved":
        _release_behind(ctx, "PR-3099")
    _reload(ctx)
    state = ctx.runtime_state
    ids = [r["id"] for r in _self_approved(state)]
    assert own in ids and other not in ids
    _exactly_listed(ctx, ids, DECIDED)
    _until_cell(ctx, "Decided by", own, "Dana Whitfield", DECIDED)
    _until_cell(ctx, "Status", "PR-3099", "paid", DECIDED, case=True)
    _until_cell(ctx, "Amount", own, "$120.00", DECIDED, case=True)


def rejected_never_self(ctx):
    """A claim by Dana Whitfield that Dana (AP-1) rejected is not listed under "Decided with a
    finding"."""
    _ready(ctx)
    rid = _create(ctx, "Dana Whitfield", "CC-420", "meals", 64.00, "Team breakfast")
    _reject_behind(ctx, rid, "Personal expense, not claimable")
    _reload(ctx)
    ctx.expect({"expect_visible": {"item": "PR-3099", "within": DECIDED}})
    _absent(ctx, [rid], _col(DECIDED))


def decided_not_flaggable(ctx):
    """Self-approved requests are not in the Findings table and have no Flag button."""
    _ready(ctx)
    rows = _self_approved(ctx.runtime_state)
    ctx.expect({"expect_visible": {"item": rows[0]["id"], "within": DECIDED}})
    ctx.expect({"expect_count": {"target": {"control": "Flag", "exact": True, "within": DECIDED}, "count": 0}})
    _absent(ctx, [r["id"] for r in rows], _col())


def summary_self_line(ctx):
    """The Summary's third line reads "Self-approved: 1 request, $2,150.00" (live), after the
    other two."""
    _ready(ctx)
    lines = _summary_lines(ctx.runtime_state, with_self=True)
    ctx.expect({"expect_text": {"text": lines[2], "within": SUMMARY}})
    ctx.expect({"expect_order": {"texts": lines, "within": SUMMARY}})


def recheck_reads(ctx):
    """Re-check (above the table) reads the requests, the policy limits and the approvers again;
    with no change it shows "Re-check: 0 resolved, 0 new"."""
    _ready(ctx)
    since = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Re-check"}})
    ctx.expect({"expect_text": {"text": "Re-check: 0 resolved, 0 new"}})
    for name in ("list_requests", "get_policy_limits", "list_approvers"):
        assert _calls(ctx, name, since, ok=True), f"Re-check did not call {name}"


def recheck_button(ctx):
    """A "Re-check" button is drawn above the first row of the Findings table."""
    _ready(ctx)
    _above_first_row(ctx, {"control": "Re-check"})


def recheck_resolved(ctx):
    """Another desk rejects EX-2045: Re-check shows "Re-check: 1 resolved (EX-2045), 0 new", the row
    leaves the table and the count line and the Summary follow."""
    _ready(ctx)
    ids = [r["id"] for r, _ in _findings(ctx.runtime_state)]
    rid = "EX-2045" if "EX-2045" in ids else ids[0]
    _reject_behind(ctx, rid)
    ctx.expect({"click": {"control": "Re-check"}})
    ctx.expect({"expect_text": {"text": f"Re-check: 1 resolved ({rid}), 0 new"}})
    state = ctx.runtime_state
    _absent(ctx, [rid], _col())
    ctx.expect({"expect_text": {"text": _count_line(state), "within": FIND}})
    for line in _summary_lines(state, with_self=True):
        ctx.expect({"expect_text": {"text": line, "within": SUMMARY}})


def recheck_new(ctx):
    """Another desk submits a $250.01 meal, a $1,800.01 hotel and a $250.00 meal: Re-check shows
    "Re-check: 0 resolved, 2 new (EX-2100, EX-2101)" (the ids the system gave the first two)."""
    _ready(ctx)
    a = _create(ctx, "Jonas Weber", "CC-510", "meals", 250.01, "Supplier lunch")
    b = _create(ctx, "Tariq Nasser", "CC-220", "lodging", 1800.01, "Hotel for the sales summit")
    _create(ctx, "Hana Kim", "CC-510", "meals", 250.00, "Quarterly close dinner")
    ctx.expect({"click": {"control": "Re-check"}})
    ids = ", ".join(sorted([a, b]))
    ctx.expect({"expect_text": {"text": f"Re-check: 0 resolved, 2 new ({ids})"}})
    _until_cell(ctx, "Rule", a, OVER, rule=True)


def recheck_lists(ctx):
    """A split made by another desk: Re-check lists all three new ids in request-id order
    ("EX-2049, EX-2100, PR-3105"); rejecting the newest then gives "3 resolved (…), 0 new"."""
    _ready(ctx)
    state = ctx.runtime_state
    group = [r for r in _submitted(state) if r["requester"] == "Rosa Jimenez" and r["cost_centre"] == "CC-220"]
    total = sum(_cents(r["amount"]) for r in group)
    new = _create(ctx, "Rosa Jimenez", "CC-220", "travel", (SPLIT_CENTS - total + 1) / 100, "Client visits, March")
    ids = sorted([r["id"] for r in group] + [new])
    ctx.expect({"click": {"control": "Re-check"}})
    ctx.expect({"expect_text": {"text": f"Re-check: 0 resolved, {len(ids)} new ({', '.join(ids)})"}})
    _reject_behind(ctx, new, "Split across claims")
    ctx.expect({"click": {"control": "Re-check"}})
    ctx.expect({"expect_text": {"text": f"Re-check: {len(ids)} resolved ({', '.join(ids)}), 0 new"}})


def recheck_rebuilds_decided(ctx):
    """Another desk pays PR-3099: after Re-check its Status reads "paid" without a reload."""
    _ready(ctx)
    ctx.expect({"expect_visible": {"item": "PR-3099", "within": DECIDED}})
    if ctx.runtime_state["requests"]["PR-3099"]["status"] != "approved":
        return
    _release_behind(ctx, "PR-3099")
    ctx.expect({"click": {"control": "Re-check"}})
    _until_cell(ctx, "Status", "PR-3099", "paid", DECIDED, case=True)


# --- turn 5 -----------------------------------------------------------------------------------
BULK = {"control": "Flag all open findings"}


def _question(state) -> str:
    return f"Flag {len(_open_findings(state))} open findings?"


def bulk_question(ctx):
    """"Flag all open findings" asks "Flag 5 open findings?" (the live number of unflagged rows)
    with Confirm and Cancel, and sends nothing yet."""
    _ready(ctx)
    state = ctx.runtime_state
    assert _open_findings(state), "no open finding to ask about"
    since = len(ctx.tool_calls)
    ctx.expect({"click": BULK},
               {"expect_text": {"text": _question(state)}},
               {"expect_visible": {"control": "Confirm"}},
               {"expect_visible": {"control": "Cancel"}})
    _no_calls(ctx, since, "flag_for_review", *DECIDING)


def bulk_button(ctx):
    """A "Flag all open findings" button is drawn above the Findings table."""
    _ready(ctx)
    _above_first_row(ctx, BULK)


def bulk_open_count(ctx):
    """With two more findings flagged by another desk, the question counts only the rest."""
    _ready(ctx)
    for r, _ in _open_findings(ctx.runtime_state)[:2]:
        _flag_behind(ctx, r["id"])
    _reload(ctx)
    state = ctx.runtime_state
    assert _open_findings(state), "no open finding left"
    ctx.expect({"click": BULK}, {"expect_text": {"text": _question(state)}})


def bulk_cancel(ctx):
    """Cancel removes the question and sends nothing."""
    _ready(ctx)
    state = ctx.runtime_state
    since = len(ctx.tool_calls)
    ctx.expect({"click": BULK},
               {"expect_text": {"text": _question(state)}},
               {"click": {"control": "Cancel"}},
               {"expect_text": {"text": "open findings?", "absent": True}})
    _no_calls(ctx, since, "flag_for_review", *DECIDING)
    assert [r["id"] for r, _ in _open_findings(ctx.runtime_state)] == [r["id"] for r, _ in _open_findings(state)]


def bulk_none_open(ctx):
    """With every finding flagged (by another desk), the button shows "No open findings to flag",
    asks nothing and sends nothing."""
    _ready(ctx)
    for r, _ in _open_findings(ctx.runtime_state):
        _flag_behind(ctx, r["id"])
    _reload(ctx)
    since = len(ctx.tool_calls)
    ctx.expect({"click": BULK},
               {"expect_text": {"text": "No open findings to flag"}},
               {"expect_text": {"text": "open findings?", "absent": True}})
    _no_calls(ctx, since, "flag_for_review", *DECIDING)


def _confirm_bulk(ctx, meanwhile=None):
    """Ask, let another desk act (``meanwhile``), confirm; returns (rows open at the question, since)."""
    state = ctx.runtime_state
    open_ = _open_findings(state)
    ctx.expect({"click": BULK}, {"expect_text": {"text": _question(state)}})
    if meanwhile:
        meanwhile(open_)
    since = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Confirm"}})
    _wait_call(ctx, "list_requests", since)
    ctx.expect({"expect_text": {"text": "Bulk flag: "}})
    return open_, since


def bulk_chain(ctx):
    """Confirm flags every open finding in request-id order: for each a get_request just before
    its flag_for_review (note "Policy audit: " + its Rule text) and a get_request after it."""
    _ready(ctx)
    open_, since = _confirm_bulk(ctx)
    calls = ctx.tool_calls[since:]
    flags = [c for c in calls if c.name == "flag_for_review"]
    assert [c.args.get("request_id") for c in flags] == [r["id"] for r, _ in open_], \
        f"flags sent for {[c.args.get('request_id') for c in flags]}, wanted {[r['id'] for r, _ in open_]} in order"
    prev = -1
    for (r, rules), fl in zip(open_, flags, strict=True):
        rid = r["id"]
        assert fl.ok, f"flag_for_review for {rid} was refused: {fl.error}"
        assert (fl.args.get("note") or "").strip() == NOTE_PREFIX + _rule_text(rules), \
            f"{rid} was flagged with {fl.args.get('note')!r}"
        reads = [c for c in calls if c.name == "get_request" and c.args.get("request_id") == rid]
        assert any(prev < c.index < fl.index for c in reads), \
            f"{rid} was not read with get_request just before its flag"
        assert any(c.index > fl.index and c.ok for c in reads), f"{rid} was not read back after its flag"
        prev = fl.index
    lists = [c for c in calls if c.name == "list_requests" and c.ok]
    assert flags and lists and lists[-1].index > flags[-1].index, "the list was not read again after the bulk flag"
    state = ctx.runtime_state
    for r, rules in open_:
        have = state["requests"][r["id"]]
        assert have["flagged"] and (have["flag_note"] or "").strip() == NOTE_PREFIX + _rule_text(rules), \
            f"{r['id']}: flagged={have['flagged']}, note={have['flag_note']!r}"
        _until_cell(ctx, "Review", r["id"], "Flagged")


def bulk_skip(ctx):
    """Rows decided or flagged by another desk after the question are read, then skipped without a
    flag; the message names them: "Bulk flag: N flagged, 2 skipped (EX-2043, EX-2045)"."""
    _ready(ctx)
    skipped = []

    def meanwhile(open_):
        ids = [r["id"] for r, _ in open_]
        rej = "EX-2045" if "EX-2045" in ids else ids[-1]
        _reject_behind(ctx, rej)
        skipped.append(rej)
        rest = [i for i in ids if i != rej]
        if rest:
            fl = "EX-2043" if "EX-2043" in rest else rest[0]
            _flag_behind(ctx, fl, "Already with finance")
            skipped.append(fl)

    open_, since = _confirm_bulk(ctx, meanwhile)
    skipped.sort()
    for rid in skipped:
        made = [c for c in _calls(ctx, "flag_for_review", since) if c.args.get("request_id") == rid]
        assert not made, f"{rid} was flagged although it was no longer open"
        reads = [c for c in _calls(ctx, "get_request", since) if c.args.get("request_id") == rid]
        assert reads, f"{rid} was skipped without reading it first"
    n = len(open_) - len(skipped)
    ctx.expect({"expect_text": {"text": f"Bulk flag: {n} flagged, {len(skipped)} skipped ({', '.join(skipped)})"}})


def bulk_message(ctx):
    """With one open finding rejected meanwhile the page says "Bulk flag: 4 flagged, 1 skipped
    (EX-2045)" (counts from the live state), and the rejected row leaves the table."""
    _ready(ctx)
    gone = []

    def meanwhile(open_):
        ids = [r["id"] for r, _ in open_]
        rid = "EX-2045" if "EX-2045" in ids else ids[0]
        _reject_behind(ctx, rid)
        gone.append(rid)

    open_, since = _confirm_bulk(ctx, meanwhile)
    ctx.expect({"expect_text": {"text": f"Bulk flag: {len(open_) - 1} flagged, 1 skipped ({gone[0]})"}})
    _absent(ctx, gone, _col())


def bulk_never_decides(ctx):
    """The bulk flag calls no deciding tool; every request stays submitted."""
    _ready(ctx)
    open_, since = _confirm_bulk(ctx)
    _no_calls(ctx, since, *DECIDING)
    state = ctx.runtime_state
    for r, _ in open_:
        assert state["requests"][r["id"]]["status"] == "submitted", f"{r['id']} is no longer submitted"


def bulk_live(ctx):
    """On the live system: Confirm flags the five open findings, "Bulk flag: 5 flagged, 0 skipped",
    every row reads "Flagged"; pressing the button again says "No open findings to flag"."""
    _ready(ctx)
    open_, since = _confirm_bulk(ctx)
    ctx.expect({"expect_text": {"text": f"Bulk flag: {len(open_)} flagged, 0 skipped"}})
    ctx.expect({"expect_text": {"text": "skipped (", "absent": True}})
    for r, _ in _findings(ctx.runtime_state):
        _until_cell(ctx, "Review", r["id"], "Flagged")
    since = len(ctx.tool_calls)
    ctx.expect({"click": BULK}, {"expect_text": {"text": "No open findings to flag"}})
    _no_calls(ctx, since, "flag_for_review")
