"""Python checks for interaction/004: the requests pin these controls as *disabled*."""

from playwright.sync_api import expect

from evogen.tasks.checks import Target


def _expect_disabled(ctx, target: Target, what: str) -> None:
    try:
        expect(ctx.locate(target)).to_be_disabled(timeout=2_500)
    except AssertionError:
        raise AssertionError(f"{what} is not disabled") from None


def submit_disabled(ctx) -> None:
    _expect_disabled(ctx, Target(role="button", name="Submit answers"), "Submit answers")


def first_move_up_disabled(ctx) -> None:
    _expect_disabled(ctx, Target(role="button", name="Move up", within=Target(role="listitem", has_text="organelle")),
                     "Move up on the first question")
