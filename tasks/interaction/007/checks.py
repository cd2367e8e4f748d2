"""Escape-hatch checks for interaction/007: disabled states the check verbs cannot express."""

from playwright.sync_api import expect


def add_disabled(ctx) -> None:
    button = ctx.page.get_by_role("button", name="Add to prep list").filter(visible=True).first
    try:
        expect(button).to_be_disabled(timeout=2500)
    except AssertionError:
        raise AssertionError('button "Add to prep list" is not disabled') from None
