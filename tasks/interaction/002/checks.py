"""Python checks for interaction/002: the request pins these controls as *disabled*."""

from playwright.sync_api import expect

from evogen.tasks.checks import Target


def _expect_disabled(ctx, target: Target) -> None:
    element = ctx.locate(target)
    try:
        expect(element).to_be_disabled(timeout=2_500)
    except AssertionError:
        raise AssertionError(f"{target.describe()} is not disabled") from None


def confirm_withhold_disabled(ctx) -> None:
    _expect_disabled(ctx, Target(role="button", name="Confirm withhold"))


def sign_off_disabled(ctx) -> None:
    _expect_disabled(ctx, Target(role="button", name="Sign off round"))


def paracetamol_locked(ctx) -> None:
    _expect_disabled(ctx, Target(role="checkbox", within=Target(role="listitem", has_text="Paracetamol")))
