"""Python checks for interaction/003: the request pins this control as *disabled*."""

from playwright.sync_api import expect

from evogen.tasks.checks import Target


def sunday_copy_disabled(ctx) -> None:
    target = Target(role="button", name="Copy to next day", within=Target(role="listitem", has_text="Sun"))
    try:
        expect(ctx.locate(target)).to_be_disabled(timeout=2_500)
    except AssertionError:
        raise AssertionError("Copy to next day is not disabled on the Sunday shift") from None
