"""Python checks for interaction/005: the request pins this control as *disabled*."""

from playwright.sync_api import expect

from evogen.tasks.checks import Target


def save_disabled(ctx) -> None:
    try:
        expect(ctx.locate(Target(role="button", name="Save scenario"))).to_be_disabled(timeout=2_500)
    except AssertionError:
        raise AssertionError("Save scenario is not disabled with three scenarios saved") from None
