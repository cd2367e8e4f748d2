"""The one thing no verb says for the approvals inbox: which options the Cost centre dropdown
offers, in order (a native ``<select>``'s options, or a custom dropdown's options once opened)."""

from __future__ import annotations


def _options(ctx, label):
    field = ctx.locate({"field": label})
    native = field.evaluate(
        "el => el.options ? Array.from(el.options).map(o => o.textContent.replace(/\\s+/g, ' ').trim()) : null")
    if native is not None:
        return native
    field.click()
    return [t.strip() for t in ctx.page.locator("[role=option]").all_inner_texts() if t.strip()]


def cost_centre_options(ctx):
    """All, CC-410 and CC-420, All first."""
    want = ["All", "CC-410", "CC-420"]

    def probe():
        shown = _options(ctx, "Cost centre")
        return shown == want, f"the Cost centre dropdown offers {shown}; expected {want} in that order"

    ctx.until(probe)
