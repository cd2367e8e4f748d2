"""Checks for the shift-handover board that the vocabulary cannot state on its own.

Every check that writes is an isolated requirement, so the live helpdesk stays as the fixture
starts it; the checks still compute what the page must show from ``ctx.runtime_state`` where
another desk acted behind the app (a comment added, a ticket closed or passed on meanwhile).
"""

from __future__ import annotations

MINE = {"section": "My open tickets"}
DETAILS = {"section": "Ticket details"}
UNOWNED = {"section": "Unowned queue"}
REPORT = {"section": "Handover report"}

LONG_NOTE = ("Customer reports that webhook retries keep firing every minute after the endpoint "
             "returns 200; the retry cap on staging is 5, production has none, ask Platform to "
             "confirm the cap and reply to the customer.")


# --- helpers --------------------------------------------------------------------------------
def _stamp(iso: str) -> str:
    return f"{iso[:10]} {iso[11:16]}"


def _note_line(comment: dict) -> str:
    kind = "Internal" if comment["internal"] else "Public"
    return f"{_stamp(comment['at'])} · {kind} · {comment['body']}"


def _behind_comment(ctx, tid: str, body: str, internal: bool) -> None:
    ctx.behind_the_app("add_comment", {"ticket_id": tid, "body": body, "internal": internal})


def _behind_status(ctx, tid: str, status: str) -> None:
    token = ctx.behind_the_app("get_ticket", {"ticket_id": tid})["evidence_token"]
    ctx.behind_the_app("update_ticket_status", {"ticket_id": tid, "status": status, "evidence_token": token})


def _behind_assign(ctx, tid: str, agent: str) -> None:
    token = ctx.behind_the_app("get_ticket", {"ticket_id": tid})["evidence_token"]
    ctx.behind_the_app("assign_ticket", {"ticket_id": tid, "agent_id": agent, "evidence_token": token})


def _id_button(tid: str) -> dict:
    return {"control": tid, "exact": True, "within": {"column": "ID", "row": tid, "within": MINE}}


def _open(ctx, tid: str) -> None:
    """Press the ticket's id in "My open tickets" and wait until the details show its subject."""
    subject = ctx.runtime_state["tickets"][tid]["subject"]
    ctx.expect({"click": _id_button(tid)},
               {"expect_text": {"text": subject, "within": DETAILS}})


def _add_note(ctx, text: str) -> None:
    ctx.expect({"fill": {"field": "Handover note", "within": DETAILS, "value": text}},
               {"click": {"control": "Add note", "exact": True, "within": DETAILS}},
               {"expect_text": {"text": f"Handover: {text.strip()}", "within": DETAILS}})


def _calls(ctx, name: str, since: int = 0) -> list:
    return [c for c in ctx.tool_calls[since:] if c.name == name]


def _mine_ids(ctx, agent: str) -> list[str]:
    state = ctx.runtime_state
    return sorted(t["id"] for t in state["tickets"].values()
                  if t["assignee"] == agent and t["status"] in ("open", "pending"))


def _expect_mine(ctx, agent: str) -> None:
    ids = _mine_ids(ctx, agent)
    if not ids:
        ctx.expect({"expect_text": {"text": "No tickets to hand over", "within": MINE}})
        return
    n = len(ids)
    line = "1 ticket to hand over" if n == 1 else f"{n} tickets to hand over"
    ctx.expect({"expect_list": {"target": {"column": "ID", "within": MINE}, "texts": ids, "whole": True}},
               {"expect_text": {"text": line, "within": MINE}})


def _until_cell(ctx, column: str, row: str, want: str) -> None:
    def probe():
        try:
            have = " ".join(ctx.text({"column": column, "row": row, "within": MINE}).split())
        except AssertionError as exc:
            return False, str(exc)
        return have == want, f"{column} of {row} reads {have!r}, wanted {want!r}"

    ctx.until(probe)


# --- turn 1 -----------------------------------------------------------------------------------
def unowned_status_rule(ctx):
    """Another desk sets the unowned T-1005 to pending and resolves T-1003: after Refresh the
    queue keeps T-1005 (pending is still unfinished, shown as pending) and drops T-1003."""
    _behind_status(ctx, "T-1005", "pending")
    _behind_status(ctx, "T-1003", "resolved")
    ctx.expect({"click": {"control": "Refresh", "exact": True}},
               {"expect_text": {"text": "T-1005 · Dark mode text is unreadable · normal · pending", "within": UNOWNED}},
               {"expect_text": {"text": "T-1003", "absent": True, "within": UNOWNED}},
               {"expect_text": {"text": "T-1001 · Cannot log in after password reset · high · open", "within": UNOWNED}},
               {"expect_order": {"texts": ["T-1001", "T-1005"], "within": UNOWNED}})


def refresh_rereads(ctx):
    """Another desk gives the unowned T-1005 to Priya Raman: Refresh reads the tickets again, T-1005
    joins her table (3 tickets) and leaves the unowned queue."""
    _behind_assign(ctx, "T-1005", "A-1")
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Refresh", "exact": True}},
               {"expect_text": {"text": "Dark mode text is unreadable", "within": {"column": "Subject", "row": "T-1005", "within": MINE}}})
    _expect_mine(ctx, "A-1")
    ctx.expect({"expect_text": {"text": "T-1005", "absent": True, "within": UNOWNED}},
               {"expect_text": {"text": "T-1001 · Cannot log in after password reset · high · open", "within": UNOWNED}})
    assert _calls(ctx, "list_tickets", start), "Refresh did not call list_tickets"


# --- turn 2 -----------------------------------------------------------------------------------
def details_read_live(ctx):
    """Another desk sets T-1007 to pending after the page loaded: opening T-1007 reads it from the
    helpdesk (get_ticket) and shows "Status: pending"."""
    _behind_status(ctx, "T-1007", "pending")
    start = len(ctx.tool_calls)
    _open(ctx, "T-1007")
    ctx.expect({"expect_text": {"regex": r"Status:\s*pending", "within": DETAILS}},
               {"expect_text": {"regex": r"Status:\s*open", "absent": True, "within": DETAILS}})
    assert any(c.ok and c.args.get("ticket_id") == "T-1007" for c in _calls(ctx, "get_ticket", start)), \
        "opening T-1007 did not read it with get_ticket"


def notes_lines(ctx):
    """T-1007 got a public comment and then an internal one from another desk: its notes read, oldest
    first, "<YYYY-MM-DD HH:MM> · Public · …" then "<…> · Internal · …" with the recorded times."""
    _behind_comment(ctx, "T-1007", "Customer asked for an update", False)
    _behind_comment(ctx, "T-1007", "Handover: Retries capped at 5 on staging", True)
    comments = ctx.runtime_state["tickets"]["T-1007"]["comments"]
    lines = [_note_line(c) for c in comments]
    _open(ctx, "T-1007")
    for line in lines:
        ctx.expect({"expect_text": {"text": line, "within": DETAILS}})
    ctx.expect({"expect_order": {"texts": lines, "within": DETAILS}},
               {"expect_text": {"text": "No notes yet", "absent": True, "within": DETAILS}})


def note_length(ctx):
    """A 201-character note is refused with the message and nothing is saved; a 200-character note
    typed between spaces is saved (trimmed) as "Handover: " + the 200 characters."""
    over = LONG_NOTE[:201]
    exact = LONG_NOTE[:200]
    assert len(over) == 201 and len(exact) == 200
    _open(ctx, "T-1004")
    start = len(ctx.tool_calls)
    ctx.expect({"fill": {"field": "Handover note", "within": DETAILS, "value": over}},
               {"click": {"control": "Add note", "exact": True, "within": DETAILS}},
               {"expect_text": {"text": "Write a note of 1 to 200 characters"}})
    assert not _calls(ctx, "add_comment", start), "a 201-character note was sent with add_comment"
    assert not ctx.runtime_state["tickets"]["T-1004"]["comments"], "a 201-character note was saved"
    ctx.expect({"fill": {"field": "Handover note", "within": DETAILS, "value": f"  {exact}  "}},
               {"click": {"control": "Add note", "exact": True, "within": DETAILS}},
               {"expect_tool_called": {"name": "add_comment", "ok": True,
                                       "args": {"ticket_id": "T-1004", "body": f"Handover: {exact}", "internal": True}}})
    bodies = [c["body"] for c in ctx.runtime_state["tickets"]["T-1004"]["comments"]]
    assert bodies == [f"Handover: {exact}"], f"T-1004's comments are {bodies!r}"


def note_readback(ctx):
    """Another desk comments on T-1007 after it was opened; adding a note then reads the ticket again,
    so both the other desk's comment and the new note are listed as the helpdesk records them, and
    the box is emptied."""
    _open(ctx, "T-1007")
    ctx.expect({"expect_text": {"text": "No notes yet", "within": DETAILS}})
    _behind_comment(ctx, "T-1007", "Customer called back about the retries", False)
    start = len(ctx.tool_calls)
    _add_note(ctx, "Sent the retry log to Platform")
    comments = ctx.runtime_state["tickets"]["T-1007"]["comments"]
    lines = [_note_line(c) for c in comments]
    for line in lines:
        ctx.expect({"expect_text": {"text": line, "within": DETAILS}})
    ctx.expect({"expect_order": {"texts": lines, "within": DETAILS}},
               {"expect_value": {"field": "Handover note", "within": DETAILS, "value": ""}})
    assert any(c.ok and c.args.get("ticket_id") == "T-1007" for c in _calls(ctx, "get_ticket", start)), \
        "after the note was saved T-1007 was not read again with get_ticket"


# --- turn 3 -----------------------------------------------------------------------------------
def handover_needs_note(ctx):
    """T-1007 has no comment: Hand over shows "Add a handover note first" and assigns nothing. With
    only a public comment (added by another desk) it is still refused."""
    _open(ctx, "T-1007")
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Hand over", "exact": True, "within": DETAILS}},
               {"expect_text": {"text": "Add a handover note first"}})
    assert not _calls(ctx, "assign_ticket", start), "Hand over without a note called assign_ticket"
    _behind_comment(ctx, "T-1007", "Customer: is there any news?", False)
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Hand over", "exact": True, "within": DETAILS}},
               {"expect_text": {"text": "Add a handover note first"}})
    assert not _calls(ctx, "assign_ticket", start), "Hand over with only a public comment called assign_ticket"
    assert ctx.runtime_state["tickets"]["T-1007"]["assignee"] == "A-1", "T-1007 changed owner"


def handover_fresh_token(ctx):
    """After a note on T-1007, another desk comments on it (a new version); Hand over with the
    preselected Tomas Berg still succeeds, since the ticket is read again right before the change."""
    _open(ctx, "T-1007")
    _add_note(ctx, "Retry storm traced to the EU endpoint")
    _behind_comment(ctx, "T-1007", "Customer: any news?", False)
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Hand over", "exact": True, "within": DETAILS}},
               {"expect_tool_called": {"name": "assign_ticket", "ok": True,
                                       "args": {"ticket_id": "T-1007", "agent_id": "A-2"}}})
    refused = [c for c in _calls(ctx, "assign_ticket", start) if not c.ok]
    assert not refused, f"the helpdesk refused assign_ticket: {refused[0].error}"
    assert ctx.runtime_state["tickets"]["T-1007"]["assignee"] == "A-2", "T-1007 is not Tomas Berg's"


def handover_readback(ctx):
    """T-1004 handed to Ada Okafor: assign_ticket with A-3, then T-1004 read again and shown as
    "Owner: Ada Okafor"."""
    _open(ctx, "T-1004")
    _add_note(ctx, "Waiting on the customer's admin list")
    start = len(ctx.tool_calls)
    ctx.expect({"select": {"field": "Hand over to", "within": DETAILS, "option": "Ada Okafor"}},
               {"click": {"control": "Hand over", "exact": True, "within": DETAILS}},
               {"expect_tool_called": {"name": "assign_ticket", "ok": True, "args": {"ticket_id": "T-1004", "agent_id": "A-3"}}},
               {"expect_text": {"regex": r"Owner:\s*Ada Okafor", "within": DETAILS}},
               {"expect_text": {"regex": r"Owner:\s*Priya Raman", "absent": True, "within": DETAILS}})
    assert ctx.runtime_state["tickets"]["T-1004"]["assignee"] == "A-3"
    calls = ctx.tool_calls[start:]
    assign_at = max(i for i, c in enumerate(calls) if c.name == "assign_ticket" and c.ok)
    assert any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == "T-1004" for c in calls[assign_at + 1:]), \
        "T-1004 was not read again with get_ticket after it was handed over"


def handover_leaves_table(ctx):
    """After T-1007 is handed over, "My open tickets" is read again: only T-1004 is left and the
    line reads "1 ticket to hand over"."""
    _open(ctx, "T-1007")
    _add_note(ctx, "Retries capped, customer informed")
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Hand over", "exact": True, "within": DETAILS}},
               {"expect_tool_called": {"name": "assign_ticket", "ok": True, "args": {"ticket_id": "T-1007"}}})
    _expect_mine(ctx, "A-1")
    ctx.expect({"expect_text": {"text": "2 tickets to hand over", "absent": True, "within": MINE}})
    calls = ctx.tool_calls[start:]
    assign_at = max(i for i, c in enumerate(calls) if c.name == "assign_ticket" and c.ok)
    assert any(c.name == "list_tickets" and c.ok for c in calls[assign_at + 1:]), \
        "the tickets were not read again with list_tickets after the handover"


# --- turn 4 -----------------------------------------------------------------------------------
def status_readback(ctx):
    """T-1007 set to pending: the ticket and the list are read again; the details show
    "Status: pending" and T-1007's row shows pending."""
    _open(ctx, "T-1007")
    start = len(ctx.tool_calls)
    ctx.expect({"select": {"field": "New status", "within": DETAILS, "option": "pending"}},
               {"click": {"control": "Set status", "exact": True, "within": DETAILS}},
               {"expect_tool_called": {"name": "update_ticket_status", "ok": True,
                                       "args": {"ticket_id": "T-1007", "status": "pending"}}},
               {"expect_text": {"regex": r"Status:\s*pending", "within": DETAILS}})
    _until_cell(ctx, "Status", "T-1007", "pending")
    calls = ctx.tool_calls[start:]
    at = max(i for i, c in enumerate(calls) if c.name == "update_ticket_status" and c.ok)
    after = calls[at + 1:]
    assert any(c.name == "get_ticket" and c.ok and c.args.get("ticket_id") == "T-1007" for c in after), \
        "T-1007 was not read again with get_ticket after the change"
    assert any(c.name == "list_tickets" and c.ok for c in after), "the tickets were not read again after the change"


def refusal_shown(ctx):
    """Another desk closes T-1007 after it was opened: Set status pending is refused by the helpdesk,
    the page shows "Not saved: T-1007 is closed and cannot be reopened" and "Status: closed"."""
    _open(ctx, "T-1007")
    ctx.expect({"expect_text": {"regex": r"Status:\s*open", "within": DETAILS}})
    _behind_status(ctx, "T-1007", "closed")
    ctx.expect({"select": {"field": "New status", "within": DETAILS, "option": "pending"}},
               {"click": {"control": "Set status", "exact": True, "within": DETAILS}},
               {"expect_text": {"text": "Not saved: T-1007 is closed and cannot be reopened"}},
               {"expect_text": {"regex": r"Status:\s*closed", "within": DETAILS}},
               {"expect_text": {"regex": r"Status:\s*open", "absent": True, "within": DETAILS}})
    assert ctx.runtime_state["tickets"]["T-1007"]["status"] == "closed"


def notes_column(ctx):
    """Another desk adds a public and an internal comment to T-1007 and two internal ones to T-1004:
    after Refresh the Notes column reads 1 for T-1007 and 2 for T-1004."""
    _behind_comment(ctx, "T-1007", "Customer asked for an update", False)
    _behind_comment(ctx, "T-1007", "Handover: Retries capped at 5 on staging", True)
    _behind_comment(ctx, "T-1004", "Handover: Admin list requested", True)
    _behind_comment(ctx, "T-1004", "Handover: Reminder sent on Monday", True)
    ctx.expect({"click": {"control": "Refresh", "exact": True}})
    _until_cell(ctx, "Notes", "T-1007", "1")
    _until_cell(ctx, "Notes", "T-1004", "2")


def notes_follow(ctx):
    """Adding notes to T-1004 on the page moves its Notes cell from 0 to 1 to 2; T-1007 stays 0."""
    _until_cell(ctx, "Notes", "T-1004", "0")
    _open(ctx, "T-1004")
    _add_note(ctx, "Admin list requested from the customer")
    _until_cell(ctx, "Notes", "T-1004", "1")
    _add_note(ctx, "Second reminder sent")
    _until_cell(ctx, "Notes", "T-1004", "2")
    _until_cell(ctx, "Notes", "T-1007", "0")


# --- turn 5 -----------------------------------------------------------------------------------
def _note_t1007_and_refresh(ctx):
    _behind_comment(ctx, "T-1007", "Handover: Retries capped at 5 on staging", True)
    ctx.expect({"click": {"control": "Refresh", "exact": True}})
    _until_cell(ctx, "Notes", "T-1007", "1")


def all_mixed(ctx):
    """T-1007 has an internal note, T-1004 only a public comment. After Refresh another desk comments on T-1007 (new
    version); Hand over all (Tomas Berg preselected) reads it again and assigns it to A-2 without a
    refusal, and leaves T-1004 untouched."""
    _behind_comment(ctx, "T-1004", "Customer: we will send the admin list", False)
    _note_t1007_and_refresh(ctx)
    _behind_comment(ctx, "T-1007", "Customer: thanks, waiting", False)
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Hand over all", "exact": True}},
               {"expect_tool_called": {"name": "assign_ticket", "ok": True, "args": {"ticket_id": "T-1007", "agent_id": "A-2"}}},
               {"expect_text": {"text": "Handed over"}})
    assigns = _calls(ctx, "assign_ticket", start)
    refused = [c for c in assigns if not c.ok]
    assert not refused, f"the helpdesk refused assign_ticket: {refused[0].error}"
    assert not [c for c in assigns if c.args.get("ticket_id") == "T-1004"], "T-1004 (no note) was assigned"
    tickets = ctx.runtime_state["tickets"]
    assert tickets["T-1007"]["assignee"] == "A-2", "T-1007 is not Tomas Berg's"
    assert tickets["T-1004"]["assignee"] == "A-1" and tickets["T-1004"]["status"] == "pending", "T-1004 was touched"


def all_report(ctx):
    """With a note on T-1007 only, Hand over all shows "Handover report" with "T-1004 skipped: no
    handover note", "T-1007 → Tomas Berg" and then "Handed over 1 of 2 tickets"."""
    _note_t1007_and_refresh(ctx)
    lines = ["T-1004 skipped: no handover note", "T-1007 → Tomas Berg", "Handed over 1 of 2 tickets"]
    ctx.expect({"click": {"control": "Hand over all", "exact": True}})
    for line in lines:
        ctx.expect({"expect_text": {"text": line, "within": REPORT}})
    ctx.expect({"expect_order": {"texts": lines, "within": REPORT}})


def all_table_after(ctx):
    """After Hand over all (T-1007 handed over), the tickets are read again: only T-1004 is left and
    the line reads "1 ticket to hand over"."""
    _note_t1007_and_refresh(ctx)
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Hand over all", "exact": True}},
               {"expect_text": {"text": "Handed over", "within": REPORT}})
    _expect_mine(ctx, "A-1")
    calls = ctx.tool_calls[start:]
    last_assign = max(i for i, c in enumerate(calls) if c.name == "assign_ticket" and c.ok)
    assert any(c.name == "list_tickets" and c.ok for c in calls[last_assign + 1:]), \
        "the tickets were not read again with list_tickets after Hand over all"


def all_chosen_agent(ctx):
    """Both tickets have internal notes; with Ada Okafor chosen, Hand over all assigns T-1004 and
    T-1007 to A-3 (each with its own fresh read), the report names her twice, "Handed over 2 of 2
    tickets", and the table is empty."""
    _behind_comment(ctx, "T-1004", "Handover: Admin list requested", True)
    _note_t1007_and_refresh(ctx)
    _until_cell(ctx, "Notes", "T-1004", "1")
    start = len(ctx.tool_calls)
    ctx.expect({"select": {"field": "Incoming agent", "within": MINE, "option": "Ada Okafor"}},
               {"click": {"control": "Hand over all", "exact": True}},
               {"expect_text": {"text": "Handed over 2 of 2 tickets", "within": REPORT}},
               {"expect_text": {"text": "T-1004 → Ada Okafor", "within": REPORT}},
               {"expect_text": {"text": "T-1007 → Ada Okafor", "within": REPORT}},
               {"expect_text": {"text": "No tickets to hand over", "within": MINE}})
    assigns = _calls(ctx, "assign_ticket", start)
    assert not [c for c in assigns if not c.ok], "the helpdesk refused an assign_ticket call"
    tickets = ctx.runtime_state["tickets"]
    assert tickets["T-1004"]["assignee"] == "A-3" and tickets["T-1007"]["assignee"] == "A-3", \
        "T-1004 and T-1007 are not both Ada Okafor's"


def all_one_by_one(ctx):
    """Hand over all assigns each ticket itself (assign_ticket per ticket), never schedules the
    overnight batch and never changes a status: T-1004 stays pending, T-1007 open."""
    _behind_comment(ctx, "T-1004", "Handover: Admin list requested", True)
    _note_t1007_and_refresh(ctx)
    _until_cell(ctx, "Notes", "T-1004", "1")
    start = len(ctx.tool_calls)
    ctx.expect({"click": {"control": "Hand over all", "exact": True}},
               {"expect_text": {"text": "Handed over", "within": REPORT}})
    assigned = {c.args.get("ticket_id") for c in _calls(ctx, "assign_ticket", start) if c.ok}
    assert assigned == {"T-1004", "T-1007"}, f"assign_ticket succeeded for {sorted(assigned)}"
    assert not _calls(ctx, "schedule_bulk_status", start), "Hand over all scheduled the overnight batch"
    assert not _calls(ctx, "update_ticket_status", start), "Hand over all changed a status"
    tickets = ctx.runtime_state["tickets"]
    assert tickets["T-1004"]["status"] == "pending" and tickets["T-1007"]["status"] == "open", "a status changed"
