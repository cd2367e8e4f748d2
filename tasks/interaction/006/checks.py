"""Escape-hatch checks for interaction/006: disabled states the check verbs cannot express."""

from playwright.sync_api import expect


def _button_disabled(ctx, name: str) -> None:
    button = ctx.page.get_by_role("button", name=name).filter(visible=True).first
    try:
        expect(button).to_be_disabled(timeout=2500)
    except AssertionError:
        raise AssertionError(f'button "{name}" is not disabled') from None


def fewer_disabled(ctx) -> None:
    _button_disabled(ctx, "Fewer servings")


def more_disabled(ctx) -> None:
    _button_disabled(ctx, "More servings")


def reset_disabled(ctx) -> None:
    _button_disabled(ctx, "Reset ticks")


def add_ingredient_disabled(ctx) -> None:
    _button_disabled(ctx, "Add ingredient")
