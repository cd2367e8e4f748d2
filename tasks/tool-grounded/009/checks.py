"""Read-back checks that compare what the page shows with the live runtime state.

Writes in this task are re-run at later turns on a state earlier turns changed, so the expected
figures are read from the runtime state at check time instead of being hard-coded.
"""

from __future__ import annotations

import re
import time

TIMEOUT_S = 2.5


def _available(ctx, sku: str, location: str) -> int:
    level = ctx.runtime_state["items"][sku]["stock"][location]
    return level["on_hand"] - level["reserved"]


def _numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"(?<![\w-])\d+(?![\w])", text)]


def _poll(predicate, describe) -> None:
    deadline = time.monotonic() + TIMEOUT_S
    while True:
        ok, seen = predicate()
        if ok:
            return
        if time.monotonic() > deadline:
            raise AssertionError(describe(seen))
        time.sleep(0.1)


def _row_shows(ctx, item_name: str, sku: str, locations: list[str]) -> None:
    row = ctx.page.get_by_role("row").filter(has_text=item_name).filter(visible=True).first
    wanted = [_available(ctx, sku, loc) for loc in locations]

    def probe():
        try:
            text = row.inner_text(timeout=500)
        except Exception:  # noqa: BLE001 - row not there yet
            return False, ""
        nums = _numbers(text)
        return all(n in nums for n in wanted), text

    _poll(probe, lambda seen: f"row {item_name!r} should show the live available figures {wanted} "
                              f"({', '.join(locations)}); it shows {' '.join(seen.split())[:200]!r}")


def headlamp_readback(ctx) -> None:
    """After the Reno DC -> Portland store headlamp transfer, the table shows the new figures."""
    _row_shows(ctx, "Trail Headlamp", "SKU-1001", ["WH-RNO", "ST-PDX"])


def tarp_readback(ctx) -> None:
    """After reversing TR-2198, the tarp row shows the live Denver and Columbus figures."""
    _row_shows(ctx, "Ultralight Tarp", "SKU-1005", ["ST-DEN", "WH-CMH"])


def bottle_hint_readback(ctx) -> None:
    """After committing bottles out of Columbus DC, the source hint shows the live figure."""
    wanted = f"Available at source: {_available(ctx, 'SKU-1002', 'WH-CMH')}"

    def probe():
        text = " ".join(ctx.page.inner_text("body").split())
        return re.search(re.escape(wanted) + r"(?!\d)", text) is not None, text

    def describe(seen: str) -> str:
        shown = re.search(r"Available at source: \d+", seen)
        return f"expected {wanted!r} after the commit; the page shows {shown.group(0) if shown else 'no source figure'!r}"

    _poll(probe, describe)


def plan_disabled(ctx) -> None:
    """The Plan transfer button is disabled."""
    button = ctx.page.get_by_role("button", name="Plan transfer").filter(visible=True).first

    def probe():
        try:
            return button.is_disabled(timeout=500), ""
        except Exception:  # noqa: BLE001
            return False, ""

    _poll(probe, lambda _seen: "the 'Plan transfer' button is not disabled")


def to_excludes_reno(ctx) -> None:
    """With From = Reno DC, the To dropdown does not offer Reno DC."""
    select = ctx.page.get_by_label("To", exact=True).filter(visible=True).first
    options = select.evaluate("el => Array.from(el.options || []).map(o => o.textContent.trim())")
    if "Reno DC" in options:
        raise AssertionError(f"the To dropdown still offers Reno DC: {options}")
    if not any(o in options for o in ("Columbus DC", "Portland store", "Denver store")):
        raise AssertionError(f"the To dropdown offers no other location: {options}")
