"""Checks for the duplicate clean-up desk that the vocabulary cannot state on its own.

What the page must show is computed from ``ctx.runtime_state`` (the live helpdesk, or the
requirement's own copy of it), so every check holds on whatever state its turn starts from.
Writes that must not carry forward run in ``isolated`` requirements; there another desk may act
behind the app (a comment added meanwhile) to prove the page reads the helpdesk again.
"""

from __future__ import annotations

import re

DUPS = {"section": "Possible duplicates"}
DETAILS = {"section": "Ticket details"}
QUEUE = {"section": "Queue"}
MARK = "Duplicate of "
RUN_AT = "2026-03-03T02:00:00Z"


# --- helpers --------------------------------------------------------------------------------
def _tickets(ctx) -> dict:
    return ctx.runtime_state["tickets"]


def _calls(ctx, name: str, since: int = 0) -> list:
    return [c for c in ctx.tool_calls[since:] if c.name == name]


def _behind_comment(ctx, tid: str, body: str, internal: bool) -> None:
    ctx.behind_the_app("add_comment", {"ticket_id": tid, "body": body, "internal": internal})


def _dup_of(ticket: dict) -> str | None:
    marks = [c["body"] for c in ticket["comments"] if c["internal"] and c["body"].startswith(MARK)]
    return marks[-1][len(MARK):] if marks else None


def _expected_ids(ctx, words: str) -> list[str]:
    parts = words.lower().split()
    return sorted(t["id"] for t in _tickets(ctx).values()
                  if t["status"] != "closed" and all(w in t["subject"].lower() for w in parts))


def _count_regex(n: int) -> str:
    if n == 1:
        return r"(?<!\d)1 possible duplicate(?!s)"
    return rf"(?<!\d){n} possible duplicates"


def _expect_table(ctx, words: str) -> list[str]:
    """The table lists exactly the live, not-closed matches in id order, under the right count."""
    ids = _expected_ids(ctx, words)
    if not ids:
        ctx.expect({"expect_text": {"text": "No possible duplicates", "within": DUPS}})
        return ids
    ctx.expect({"expect_list": {"target": {"column": "ID", "within": DUPS}, "texts": ids, "whole": True}},
               {"expect_text": {"regex": _count_regex(len(ids)), "within": DUPS}})
    return ids


def _search(ctx, words: str) -> list[str]:
    ctx.expect({"fill": {"field": "Subject words", "value": words}},
               {"click": {"control": "Search", "exact": True}})
    return _expect_table(ctx, words)


def _cell(ctx, column: str, row: str) -> dict:
    return {"column": column, "row": row, "within": DUPS}


def _until_cell(ctx, column: str, row: str, want: str) -> None:
    def probe():
        try:
            have = " ".join(ctx.text(_cell(ctx, column, row)).split())
        except AssertionError as exc:
            return False, str(exc)
        return have == want, f'the {column} cell of {row} reads "{have}", wanted "{want}"'

    ctx.until(probe)


def _open(ctx, tid: str) -> None:
    subject = _tickets(ctx)[tid]["subject"]
    ctx.expect({"click": {"control": tid, "exact": True, "within": _cell(ctx, "ID", tid)}},
               {"expect_text": {"text": subject, "within": DETAILS}})


def _mark(ctx, typed: str) -> int:
    start = len(ctx.tool_calls)
    ctx.expect({"fill": {"field": "Keep ticket", "within": DETAILS, "value": typed}},
               {"click": {"control": "Mark as duplicate", "exact": True, "within": DETAILS}})
    return start


def _click_details(ctx, name: str) -> int:
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": name, "exact": True, "within": DETAILS}})
    return start


def _status_line(ctx, status: str) -> None:
    ctx.expect({"expect_text": {"regex": rf"Status:\s*{status}(?![a-z])", "within": DETAILS}})


def _assert_comment_written(ctx, start: int, tid: str, kept: str) -> None:
    adds = [c for c in _calls(ctx, "add_comment", start) if c.ok]
    assert len(adds) == 1, f"marking {tid} made {len(adds)} successful add_comment calls, wanted one"
    args = adds[0].args
    assert args.get("ticket_id") == tid, f"the comment went to {args.get('ticket_id')!r}, not {tid}"
    assert args.get("body") == f"{MARK}{kept}", f"the comment reads {args.get('body')!r}, wanted {MARK + kept!r}"
    assert args.get("internal") is True, "the comment was not internal"
    last = _tickets(ctx)[tid]["comments"][-1]
    assert last["body"] == f"{MARK}{kept}" and last["internal"], f"the helpdesk's last comment on {tid} is {last}"


def _read_after(ctx, start: int, write: str, tid: str) -> bool:
    calls = ctx.tool_calls[start:]
    writes = [i for i, c in enumerate(calls) if c.name == write]
    if not writes:
        return False
    return any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == tid for c in calls[writes[-1] + 1:])


def _queue_lines(ctx) -> None:
    counts = {s: 0 for s in ("open", "pending", "resolved", "closed")}
    for t in _tickets(ctx).values():
        counts[t["status"]] += 1
    steps = []
    for status, n in counts.items():
        label = status.capitalize()
        steps.append({"expect_text": {"regex": rf"(?<![A-Za-z]){label}: {n}(?!\d)", "within": QUEUE}})
    ctx.expect(*steps)


# --- turn 1 -----------------------------------------------------------------------------------
def search_reads_index(ctx):
    """'invoice' is looked up with search_tickets_cached and lists T-2002 and T-2011."""
    ctx.expect({"fill": {"field": "Subject words", "value": "invoice"}},
               {"click": {"control": "Search", "exact": True}},
               {"expect_tool_called": {"name": "search_tickets_cached", "args": {"query": "invoice"}, "ok": True}})
    _expect_table(ctx, "invoice")


def closed_left_out(ctx):
    """'on' matches T-2002, T-2005, T-2008 and T-2011; the closed T-2008 is left out. 'billing'
    matches only T-2008, so nothing is left. The resolved T-2006 ('refund') stays in."""
    _search(ctx, "on")
    ctx.expect({"expect_text": {"text": "T-2008", "absent": True, "within": DUPS}})
    _search(ctx, "billing")
    ctx.expect({"expect_text": {"text": "T-2008", "absent": True, "within": DUPS}})
    _search(ctx, "refund")
    status = _tickets(ctx)["T-2006"]["status"]
    _until_cell(ctx, "Status", "T-2006", status)


def count_line(ctx):
    """'on' shows "3 possible duplicates" above the table, 'upload' "1 possible duplicate" and
    'billing' "No possible duplicates" with no table."""
    ids = _search(ctx, "on")
    n = len(ids)
    ctx.expect({"expect_order": {"texts": [f"{n} possible duplicates", ids[0]], "within": DUPS}})
    _search(ctx, "upload")
    _search(ctx, "billing")
    ctx.expect({"expect_count": {"target": {"column": "ID", "within": DUPS}, "count": 0}},
               {"expect_text": {"text": "Customer", "absent": True, "within": DUPS}})


def new_search_replaces(ctx):
    """A second search ('codes' after 'invoice') replaces the table: only T-2010 is left."""
    _search(ctx, "invoice")
    _search(ctx, "codes")
    ctx.expect({"expect_text": {"text": "T-2002", "absent": True, "within": DUPS}})


def multi_word(ctx):
    """Two words ('invoice pdf') narrow the matches to T-2002."""
    _search(ctx, "invoice pdf")
    ctx.expect({"expect_text": {"text": "T-2011", "absent": True, "within": DUPS}})


# --- turn 2 -----------------------------------------------------------------------------------
def details_shown(ctx):
    """T-2010 opens with its subject, customer, priority, status and "No comments"; opening T-2005
    then replaces it."""
    _search(ctx, "codes")
    start = len(ctx.tool_calls)
    _open(ctx, "T-2010")
    assert any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == "T-2010"
               for c in ctx.tool_calls[start:]), "opening T-2010 did not read it with get_ticket"
    t = _tickets(ctx)["T-2010"]
    ctx.expect({"expect_text": {"text": f"Customer: {t['customer']}", "within": DETAILS}},
               {"expect_text": {"text": f"Priority: {t['priority']}", "within": DETAILS}})
    _status_line(ctx, t["status"])
    if not t["comments"]:
        ctx.expect({"expect_text": {"text": "No comments", "within": DETAILS}})
    _search(ctx, "upload")
    _open(ctx, "T-2005")
    t = _tickets(ctx)["T-2005"]
    ctx.expect({"expect_text": {"text": f"Customer: {t['customer']}", "within": DETAILS}},
               {"expect_text": {"text": f"Priority: {t['priority']}", "within": DETAILS}},
               {"expect_text": {"text": "Two-factor codes rejected", "absent": True, "within": DETAILS}})
    _status_line(ctx, t["status"])


def comment_lines(ctx):
    """Another desk adds a public and then an internal comment to T-2005; the details list them
    oldest first as "Public · …" and "Internal · …"."""
    _behind_comment(ctx, "T-2005", "Customer sent a screenshot", False)
    _behind_comment(ctx, "T-2005", "Asked for the app version", True)
    _search(ctx, "upload")
    _open(ctx, "T-2005")
    ctx.expect({"expect_text": {"text": "Public · Customer sent a screenshot", "within": DETAILS}},
               {"expect_text": {"text": "Internal · Asked for the app version", "within": DETAILS}},
               {"expect_order": {"texts": ["Public · Customer sent a screenshot", "Internal · Asked for the app version"],
                                 "within": DETAILS}},
               {"expect_text": {"text": "No comments", "absent": True, "within": DETAILS}})


def mark_self(ctx):
    """Typing T-2010's own id (with spaces around it) shows "A ticket cannot duplicate itself" and
    writes nothing."""
    before = len(_tickets(ctx)["T-2010"]["comments"])
    _search(ctx, "codes")
    _open(ctx, "T-2010")
    start = _mark(ctx, "  T-2010 ")
    ctx.expect({"expect_text": {"text": "A ticket cannot duplicate itself", "within": DETAILS}})
    assert not _calls(ctx, "add_comment", start), "a comment was written although the ticket names itself"
    assert len(_tickets(ctx)["T-2010"]["comments"]) == before, "T-2010's comments changed"


def mark_refused(ctx):
    """Keeping the unknown T-2999: the page reads it, the helpdesk refuses, and the page shows
    "Refused: no ticket 'T-2999'" and writes nothing."""
    before = len(_tickets(ctx)["T-2010"]["comments"])
    _search(ctx, "codes")
    _open(ctx, "T-2010")
    start = _mark(ctx, "T-2999")
    ctx.expect({"expect_text": {"text": "Refused: no ticket 'T-2999'", "within": DETAILS}})
    assert any(c.name == "get_ticket" and c.args.get("ticket_id") == "T-2999" and not c.ok
               for c in ctx.tool_calls[start:]), "the kept ticket T-2999 was not read with get_ticket"
    assert not _calls(ctx, "add_comment", start), "a comment was written although the kept ticket does not exist"
    assert len(_tickets(ctx)["T-2010"]["comments"]) == before, "T-2010's comments changed"


def mark_writes(ctx):
    """Marking T-2012 with " T-2007 " reads T-2007 first, then adds one internal comment
    "Duplicate of T-2007" to T-2012 in the helpdesk."""
    _search(ctx, "webhook")
    _open(ctx, "T-2012")
    start = _mark(ctx, " T-2007 ")
    calls = ctx.tool_calls[start:]
    kept_reads = [i for i, c in enumerate(calls) if c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == "T-2007"]
    adds = [i for i, c in enumerate(calls) if c.name == "add_comment"]
    assert kept_reads, "the kept ticket T-2007 was not read from the helpdesk"
    assert adds and kept_reads[0] < adds[0], "the kept ticket was not read before the comment was written"
    _assert_comment_written(ctx, start, "T-2012", "T-2007")
    for name in ("update_ticket_status", "schedule_bulk_status"):
        assert not _calls(ctx, name, start), f"marking a duplicate called {name}"


def mark_readback(ctx):
    """Another desk adds a public comment to T-2009 after it was opened; marking it as a duplicate
    of T-2013 reads it again, so both the new public comment and the mark are listed."""
    _search(ctx, "excel")
    _open(ctx, "T-2009")
    _behind_comment(ctx, "T-2009", "Customer replied with a file", False)
    start = _mark(ctx, "T-2013")
    _assert_comment_written(ctx, start, "T-2009", "T-2013")
    assert _read_after(ctx, start, "add_comment", "T-2009"), "T-2009 was not read again after the comment was added"
    ctx.expect({"expect_text": {"text": "Public · Customer replied with a file", "within": DETAILS}},
               {"expect_order": {"texts": ["Public · Customer replied with a file", "Internal · Duplicate of T-2013"],
                                 "within": DETAILS}})


def dup_column_from_helpdesk(ctx):
    """Marks made elsewhere show: T-2005 carries internal marks for T-2012 and then T-2001 and a
    later public "Duplicate of T-2003"; its cell reads T-2001. T-2010 has none and reads "—"."""
    _behind_comment(ctx, "T-2005", "Duplicate of T-2012", True)
    _behind_comment(ctx, "T-2005", "Duplicate of T-2001", True)
    _behind_comment(ctx, "T-2005", "Duplicate of T-2003", False)
    _search(ctx, "upload")
    _until_cell(ctx, "Duplicate of", "T-2005", "T-2001")
    _search(ctx, "codes")
    _until_cell(ctx, "Duplicate of", "T-2010", "—")


def dup_column_follows(ctx):
    """Marking T-2012 as a duplicate of T-2001 on the page updates its "Duplicate of" cell."""
    _search(ctx, "webhook")
    current = _dup_of(_tickets(ctx)["T-2012"]) or "—"
    _until_cell(ctx, "Duplicate of", "T-2012", current)
    _open(ctx, "T-2012")
    start = _mark(ctx, "T-2001")
    _assert_comment_written(ctx, start, "T-2012", "T-2001")
    _until_cell(ctx, "Duplicate of", "T-2012", "T-2001")
    ctx.expect({"expect_text": {"text": "Internal · Duplicate of T-2001", "within": DETAILS}})


# --- turn 3 -----------------------------------------------------------------------------------
def close_guard(ctx):
    """The unmarked T-2010 is not closed: "Mark it as a duplicate first", no status write."""
    _search(ctx, "codes")
    _open(ctx, "T-2010")
    status = _tickets(ctx)["T-2010"]["status"]
    start = _click_details(ctx, "Close duplicate")
    ctx.expect({"expect_text": {"text": "Mark it as a duplicate first", "within": DETAILS}})
    for name in ("update_ticket_status", "schedule_bulk_status", "add_comment"):
        assert not _calls(ctx, name, start), f"closing an unmarked ticket called {name}"
    assert _tickets(ctx)["T-2010"]["status"] == status, "T-2010's status changed"


def close_guard_public(ctx):
    """A public comment "Duplicate of T-2001" on T-2010 is not a mark: it is still refused."""
    _behind_comment(ctx, "T-2010", "Duplicate of T-2001", False)
    close_guard(ctx)


def close_now(ctx):
    """T-2013, just marked as a duplicate of T-2009, is closed at once with update_ticket_status
    (fresh token after the mark), never through the overnight batch."""
    _search(ctx, "export")
    _open(ctx, "T-2013")
    _assert_comment_written(ctx, _mark(ctx, "T-2009"), "T-2013", "T-2009")
    start = _click_details(ctx, "Close duplicate")
    ups = _calls(ctx, "update_ticket_status", start)
    assert [c.ok for c in ups] == [True], f"Close duplicate made these update_ticket_status calls: {[(c.args, c.ok) for c in ups]}"
    assert ups[0].args.get("ticket_id") == "T-2013" and ups[0].args.get("status") == "closed", \
        f"update_ticket_status was called with {ups[0].args}"
    assert not _calls(ctx, "schedule_bulk_status", start), "closing used the overnight batch"
    assert _tickets(ctx)["T-2013"]["status"] == "closed", "T-2013 is not closed in the helpdesk"


def close_fresh_token(ctx):
    """T-2012 carries a mark in the helpdesk. After it is opened another agent comments on it (its
    version changes); Close duplicate still succeeds, because the page reads it again first."""
    tid = "T-2012"
    assert _dup_of(_tickets(ctx)[tid]), "T-2012 carries no duplicate mark in the helpdesk at this turn"
    _search(ctx, "webhook")
    _open(ctx, tid)
    _behind_comment(ctx, tid, "Customer confirmed it is the same problem", True)
    start = _click_details(ctx, "Close duplicate")
    ups = _calls(ctx, "update_ticket_status", start)
    assert ups and all(c.ok for c in ups), f"the close was refused: {[(c.args, c.ok) for c in ups]}"
    assert _tickets(ctx)[tid]["status"] == "closed", "T-2012 is not closed in the helpdesk"


def close_fresh_mark(ctx):
    """Another desk marks the unmarked T-2009 after the page opened it: the page reads the ticket
    again, sees the mark and closes it."""
    _search(ctx, "excel")
    _open(ctx, "T-2009")
    _behind_comment(ctx, "T-2009", "Duplicate of T-2013", True)
    start = _click_details(ctx, "Close duplicate")
    ups = [c for c in _calls(ctx, "update_ticket_status", start) if c.ok]
    assert ups, "T-2009 was not closed although the helpdesk shows a duplicate mark on it"
    assert _tickets(ctx)["T-2009"]["status"] == "closed", "T-2009 is not closed in the helpdesk"


def close_readback(ctx):
    """After closing T-2013 the page reads it again ("Status: closed"), searches again, and T-2013
    leaves the table while the count follows."""
    _search(ctx, "export")
    _open(ctx, "T-2013")
    _mark(ctx, "T-2009")
    start = _click_details(ctx, "Close duplicate")
    assert _tickets(ctx)["T-2013"]["status"] == "closed", "T-2013 is not closed in the helpdesk"
    assert _read_after(ctx, start, "update_ticket_status", "T-2013"), "T-2013 was not read again after closing"
    assert any(c.name == "search_tickets_cached" for c in ctx.tool_calls[start:]), "the search did not run again"
    _status_line(ctx, "closed")
    _expect_table(ctx, "export")
    ctx.expect({"expect_text": {"text": "T-2013", "absent": True, "within": {"column": "ID", "within": DUPS}}})


# --- turn 4 -----------------------------------------------------------------------------------
def _bulk(ctx) -> int:
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Close marked overnight", "exact": True, "within": DUPS}})
    return start


def bulk_none(ctx):
    """Nothing in the 'codes' table is marked: no tool is called and "No marked duplicates to
    close" is shown."""
    _search(ctx, "codes")
    start = _bulk(ctx)
    ctx.expect({"expect_text": {"text": "No marked duplicates to close"}})
    called = [c.name for c in ctx.tool_calls[start:]]
    assert not called, f"Close marked overnight called {called} although nothing is marked"


def bulk_under_table(ctx):
    """The button sits under the table of "Possible duplicates"."""
    ids = _search(ctx, "on")
    ctx.expect({"expect_order": {"texts": ["Subject", ids[-1], "Close marked overnight"], "within": DUPS}})


def _mark_two(ctx) -> None:
    _search(ctx, "on")
    _open(ctx, "T-2011")
    _assert_comment_written(ctx, _mark(ctx, "T-2002"), "T-2011", "T-2002")
    _open(ctx, "T-2005")
    _assert_comment_written(ctx, _mark(ctx, "T-2001"), "T-2005", "T-2001")


def _marked_in(ctx, words: str) -> list[str]:
    return [tid for tid in _expected_ids(ctx, words) if _dup_of(_tickets(ctx)[tid])]


def bulk_job(ctx):
    """With T-2011 and then T-2005 marked, one schedule_bulk_status call closes the marked tickets of
    the 'on' table in id order; no status changes now."""
    _mark_two(ctx)
    want = _marked_in(ctx, "on")
    before = {tid: _tickets(ctx)[tid]["status"] for tid in _expected_ids(ctx, "on")}
    start = _bulk(ctx)
    jobs = _calls(ctx, "schedule_bulk_status", start)
    assert len(jobs) == 1 and jobs[0].ok, f"wanted one successful schedule_bulk_status call, got {[(c.args, c.ok) for c in jobs]}"
    assert jobs[0].args.get("ticket_ids") == want, f"the job got {jobs[0].args.get('ticket_ids')}, wanted {want}"
    assert jobs[0].args.get("status") == "closed", f"the job sets status {jobs[0].args.get('status')!r}"
    assert not _calls(ctx, "update_ticket_status", start), "a status was changed right now"
    after = {tid: _tickets(ctx)[tid]["status"] for tid in before}
    assert after == before, f"statuses changed: {before} -> {after}"


def _new_job(ctx) -> dict:
    before = len(ctx.runtime_state["scheduled_jobs"])
    _bulk(ctx)
    jobs = ctx.runtime_state["scheduled_jobs"]
    assert len(jobs) > before, "Close marked overnight queued no overnight job"
    return jobs[-1]


def bulk_line(ctx):
    """The job line names the helpdesk's job id and run time: "1 ticket" for the carried mark on
    T-2012 ('webhook'), "2 tickets" once T-2005 and T-2011 are marked ('on')."""
    want = _marked_in(ctx, "webhook")
    assert want == ["T-2012"], f"'webhook' should show the one marked ticket T-2012, state has {want}"
    _search(ctx, "webhook")
    job = _new_job(ctx)
    ctx.expect({"expect_text": {"regex": rf"Job {re.escape(job['id'])} will close 1 ticket at {re.escape(job['run_at'])}"}})
    _mark_two(ctx)
    n = len(_marked_in(ctx, "on"))
    job = _new_job(ctx)
    ctx.expect({"expect_text": {"regex": rf"Job {re.escape(job['id'])} will close {n} tickets at {re.escape(job['run_at'])}"}})


def bulk_stays_live(ctx):
    """After the job is queued, T-2005 and T-2011 stay in the table with their live status."""
    _mark_two(ctx)
    _bulk(ctx)
    ctx.expect({"expect_text": {"regex": r"Job J-\d+ will close"}})
    _expect_table(ctx, "on")
    for tid in ("T-2005", "T-2011"):
        _until_cell(ctx, "Status", tid, _tickets(ctx)[tid]["status"])


# --- turn 5 -----------------------------------------------------------------------------------
def queue_on_load(ctx):
    """As the page opens, "Queue" shows the helpdesk's counts per status."""
    ctx.expect({"expect_tool_called": {"name": "get_queue_stats", "ok": True, "since": "load"}})
    _queue_lines(ctx)


def queue_after_close(ctx):
    """Closing T-2005 (marked first) re-reads the queue: Open drops by one, Closed rises by one."""
    _search(ctx, "upload")
    _open(ctx, "T-2005")
    _mark(ctx, "T-2001")
    start = _click_details(ctx, "Close duplicate")
    assert _tickets(ctx)["T-2005"]["status"] == "closed", "T-2005 is not closed in the helpdesk"
    assert _calls(ctx, "get_queue_stats", start), "the queue was not read again after closing"
    _queue_lines(ctx)


def queue_after_every_change(ctx):
    """Marking a ticket and queueing the overnight job each read the queue again."""
    _search(ctx, "upload")
    _open(ctx, "T-2005")
    start = _mark(ctx, "T-2001")
    assert _calls(ctx, "get_queue_stats", start), "the queue was not read again after marking a duplicate"
    start = _bulk(ctx)
    assert _calls(ctx, "schedule_bulk_status", start), "the overnight job was not queued"
    assert _calls(ctx, "get_queue_stats", start), "the queue was not read again after queueing the overnight job"
    _queue_lines(ctx)


def reopen_refused(ctx):
    """Reopening T-2005 right after closing it is refused: "Refused: T-2005 is closed and cannot be
    reopened", the page reads it again and still shows "Status: closed"."""
    _search(ctx, "upload")
    _open(ctx, "T-2005")
    _mark(ctx, "T-2001")
    _click_details(ctx, "Close duplicate")
    _status_line(ctx, "closed")
    start = _click_details(ctx, "Reopen")
    ups = _calls(ctx, "update_ticket_status", start)
    assert ups and ups[-1].args.get("status") == "open" and not ups[-1].ok, \
        f"Reopen should try update_ticket_status(open) and be refused: {[(c.args, c.ok) for c in ups]}"
    ctx.expect({"expect_text": {"text": "Refused: T-2005 is closed and cannot be reopened", "within": DETAILS}})
    assert _read_after(ctx, start, "update_ticket_status", "T-2005"), "T-2005 was not read again after the refusal"
    _status_line(ctx, "closed")
    assert _tickets(ctx)["T-2005"]["status"] == "closed"


def reopen_works(ctx):
    """Reopening the resolved T-2006 sets it to open now, reads it again ("Status: open") and runs the
    search again, so its row reads open."""
    _search(ctx, "refund")
    _open(ctx, "T-2006")
    start = _click_details(ctx, "Reopen")
    ups = _calls(ctx, "update_ticket_status", start)
    assert len(ups) == 1 and ups[0].ok and ups[0].args.get("ticket_id") == "T-2006" and ups[0].args.get("status") == "open", \
        f"Reopen made these update_ticket_status calls: {[(c.args, c.ok) for c in ups]}"
    assert not _calls(ctx, "schedule_bulk_status", start), "Reopen used the overnight batch"
    assert _tickets(ctx)["T-2006"]["status"] == "open"
    assert _read_after(ctx, start, "update_ticket_status", "T-2006"), "T-2006 was not read again after reopening"
    assert any(c.name == "search_tickets_cached" for c in ctx.tool_calls[start:]), "the search did not run again"
    _status_line(ctx, "open")
    _until_cell(ctx, "Status", "T-2006", "open")


def reopen_fresh_token(ctx):
    """Another agent comments on the pending T-2004 after it is opened; Reopen still succeeds."""
    _search(ctx, "sso")
    _open(ctx, "T-2004")
    _behind_comment(ctx, "T-2004", "Sales team asked again", True)
    start = _click_details(ctx, "Reopen")
    ups = _calls(ctx, "update_ticket_status", start)
    assert ups and all(c.ok for c in ups), f"the reopen was refused: {[(c.args, c.ok) for c in ups]}"
    assert _tickets(ctx)["T-2004"]["status"] == "open"
    _status_line(ctx, "open")


# --- small wrappers ---------------------------------------------------------------------------
def empty_search(ctx):
    """Searching with only spaces, then with an empty box, calls no tool and shows the hint."""
    for value in ("   ", ""):
        ctx.expect({"fill": {"field": "Subject words", "value": value}})
        start = len(ctx.tool_calls)
        ctx.expect({"click": {"control": "Search", "exact": True}},
                   {"expect_text": {"text": "Type at least one word"}})
        called = [c.name for c in ctx.tool_calls[start:]]
        assert not called, f"searching with {value!r} called {called}"


def id_opens(ctx):
    """Pressing the ID T-2010 in the table reads it and shows it under "Ticket details"."""
    _search(ctx, "codes")
    start = len(ctx.tool_calls)
    _open(ctx, "T-2010")
    assert any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == "T-2010"
               for c in ctx.tool_calls[start:]), "opening T-2010 did not read it with get_ticket"


def keep_trimmed(ctx):
    """"  T-2013 " typed into "Keep ticket" names T-2013: T-2009 gets "Duplicate of T-2013"."""
    _search(ctx, "excel")
    _open(ctx, "T-2009")
    _assert_comment_written(ctx, _mark(ctx, "  T-2013 "), "T-2009", "T-2013")


def queue_lines(ctx):
    """"Queue" shows one line per status with the helpdesk's counts."""
    _queue_lines(ctx)
