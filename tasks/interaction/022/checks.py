"""Checks no verb can say for interaction/022 (household electricity tariff comparer): a name typed
with spaces around it must be shown without them (visible text collapses the spaces, so read the
item's text nodes)."""

from __future__ import annotations

TRIM_JS = """(el) => {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const found = [];
  while (walker.nextNode()) {
    const t = walker.currentNode.data;
    if (t.includes("Kettle")) found.push(t);
  }
  return found;
}"""


def name_trimmed(ctx) -> None:
    """The appliance added as "  Kettle  " is shown as "Kettle", without the spaces typed around it."""
    target = {"item": "Kettle", "within": {"section": "Appliances"}}

    def probe() -> tuple[bool, str]:
        loc = ctx.locate(target)
        if not loc.count():
            return False, "no item for Kettle in the Appliances section"
        texts = loc.first.evaluate(TRIM_JS)
        bad = [t for t in texts if "  Kettle" in t or "Kettle  " in t]
        if bad:
            return False, f"the name keeps the spaces typed around it: {bad!r}"
        return True, ""

    ctx.until(probe)
