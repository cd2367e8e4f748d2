"""Checks that compare the account page with the helpdesk's live state."""

import re
from datetime import datetime, timedelta, timezone

from playwright.sync_api import expect

SLA_HOURS = {"urgent": 1, "high": 4, "normal": 24, "low": 72}
NOW = datetime(2026, 3, 2, 9, 30, tzinfo=timezone.utc)  # the browser's pinned clock


def _tickets(ctx, customer=None):
    return [t for t in ctx.runtime_state["tickets"].values() if customer is None or t["customer"] == customer]


def _shows(ctx, pattern):
    expect(ctx.page.locator("body")).to_contain_text(re.compile(pattern), use_inner_text=True, timeout=2500)


def _summary(ctx, customer):
    mine = _tickets(ctx, customer)
    for status in ("open", "pending", "resolved", "closed"):
        n = sum(1 for t in mine if t["status"] == status)
        _shows(ctx, rf"{status.capitalize()}: {n}(?!\d)")


def summary_kestrel(ctx):
    _summary(ctx, "Kestrel Dental")


def summary_riverside(ctx):
    _summary(ctx, "Riverside Gym")


def summary_lumen(ctx):
    _summary(ctx, "Lumen Labs")


def comment_count_t3001(ctx):
    n = len(ctx.runtime_state["tickets"]["T-3001"]["comments"])
    _shows(ctx, rf"(?<!\d){n} comments")


def overdue_kestrel(ctx):
    n = 0
    for t in _tickets(ctx, "Kestrel Dental"):
        if t["status"] not in ("open", "pending"):
            continue
        created = datetime.fromisoformat(t["created_at"].replace("Z", "+00:00"))
        if created + timedelta(hours=SLA_HOURS[t["priority"]]) < NOW:
            n += 1
    _shows(ctx, rf"Overdue: {n}(?!\d)")


def _created_row(ctx, subject, customer):
    found = [t for t in _tickets(ctx, customer) if t["subject"] == subject]
    assert found, f"the helpdesk has no ticket {subject!r} for {customer}"
    newest = max(found, key=lambda t: int(t["id"].split("-")[1]))
    row = ctx.page.get_by_role("row", name=newest["id"]).filter(has_text=subject)
    expect(row.first).to_be_visible(timeout=2500)


def created_printer_row(ctx):
    _created_row(ctx, "Front desk printer queue is stuck", "Kestrel Dental")
