"""Chart checks: read the accessible labels of the graphics inside a section's SVG charts.

A bar/point/slice counts as labelled when it (or a group around it) carries an aria-label,
an aria-labelledby, or a child SVG <title>; any of these is accepted. Matching is
case-insensitive on whitespace-normalised text and tolerates extra words around the label.
"""

import time

_LABELS_JS = r"""
(root) => {
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const shown = (el) => { const r = el.getBoundingClientRect(); const cs = getComputedStyle(el);
    return (r.width > 0 || r.height > 0) && cs.visibility !== 'hidden' && cs.display !== 'none'; };
  const out = [];
  for (const svg of root.querySelectorAll('svg')) {
    if (!shown(svg)) continue;
    for (const el of [svg, ...svg.querySelectorAll('*')]) {
      const tag = el.tagName.toLowerCase();
      if (tag === 'title' || tag === 'desc' || !shown(el)) continue;
      const names = [el.getAttribute('aria-label')];
      const ids = el.getAttribute('aria-labelledby');
      if (ids) names.push(ids.split(/\s+/).map((id) => { const t = document.getElementById(id); return t ? t.textContent : ''; }).join(' '));
      for (const c of el.children) if (c.tagName.toLowerCase() === 'title') names.push(c.textContent);
      for (const n of names) if (norm(n)) out.push(norm(n));
    }
  }
  return out;
}
"""


def chart_labels(ctx, region: str) -> list[str]:
    loc = ctx.page.get_by_role("region", name=region).filter(visible=True)
    if loc.count() == 0:
        return []
    return loc.first.evaluate(_LABELS_JS)


def expect_chart_labels(ctx, region: str, present: list[str], absent: list[str] = ()) -> None:
    deadline = time.monotonic() + 2.5
    while True:
        labels = chart_labels(ctx, region)
        low = [label.lower() for label in labels]
        missing = [w for w in present if not any(w.lower() in label for label in low)]
        stale = [w for w in absent if any(w.lower() in label for label in low)]
        if not missing and not stale:
            return
        if time.monotonic() > deadline:
            raise AssertionError(
                f"chart in section {region!r}: missing labels {missing}, labels that should be gone {stale}; "
                f"labels found: {labels[:16]}"
            )
        ctx.page.wait_for_timeout(150)


REGION = "On-time rate by day"


def bar_labels_fixed(ctx):
    expect_chart_labels(ctx, REGION, ["Mon: 88.6%", "Tue: 92.1%", "Wed: 84.3%", "Fri: 86.4%"])


def thursday_label_revised(ctx):
    expect_chart_labels(ctx, REGION, ["Thu: 90.8%"], absent=["Thu: 77.9%"])
