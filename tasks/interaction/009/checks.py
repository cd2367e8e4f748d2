"""Escape-hatch checks for interaction/009: disabled states the check verbs cannot express."""

from playwright.sync_api import expect


def book_disabled(ctx) -> None:
    button = ctx.page.get_by_role("button", name="Book appointment").filter(visible=True).first
    try:
        expect(button).to_be_disabled(timeout=2500)
    except AssertionError:
        raise AssertionError('button "Book appointment" is not disabled') from None
