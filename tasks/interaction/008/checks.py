"""Escape-hatch checks for interaction/008: disabled states the check verbs cannot express."""

from playwright.sync_api import expect


def _disabled(locator, what: str) -> None:
    try:
        expect(locator.filter(visible=True).first).to_be_disabled(timeout=2500)
    except AssertionError:
        raise AssertionError(f"{what} is not disabled") from None


def _region(ctx, name: str):
    return ctx.page.get_by_role("region", name=name).filter(visible=True).first


def dark_mode_rollout_disabled(ctx) -> None:
    _disabled(_region(ctx, "dark-mode").get_by_label("Rollout (%)"), 'dark-mode "Rollout (%)" field')


def search_v2_enabled_disabled(ctx) -> None:
    _disabled(_region(ctx, "search-v2").get_by_role("checkbox", name="Enabled"), 'search-v2 "Enabled" checkbox')


def undo_disabled(ctx) -> None:
    _disabled(ctx.page.get_by_role("button", name="Undo last change"), '"Undo last change" button')
