"""JavaScript run in the rendered page to collect presentation evidence."""

# Measured in the page once it rendered: blank page, horizontal overflow, clipped text,
# unreadable contrast, leftover placeholder text.
PROBE_JS = r"""
() => {
  const parse = (c) => { const m = c.match(/rgba?\(([^)]+)\)/); if (!m) return null;
    const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number); return {r:p[0], g:p[1], b:p[2], a: p.length > 3 ? p[3] : 1}; };
  const lum = ({r,g,b}) => { const f = v => { v /= 255; return v <= 0.03928 ? v/12.92 : Math.pow((v+0.055)/1.055, 2.4); };
    return 0.2126*f(r) + 0.7152*f(g) + 0.0722*f(b); };
  const bgOf = (el) => { for (let e = el; e; e = e.parentElement) { const c = parse(getComputedStyle(e).backgroundColor);
    if (c && c.a > 0.5) return c; } return {r:255, g:255, b:255, a:1}; };
  const visible = (el) => { const r = el.getBoundingClientRect(); const cs = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && cs.visibility !== 'hidden' && cs.display !== 'none' && Number(cs.opacity) > 0.05; };
  const text = (document.body.innerText || '').trim();
  const graphics = document.querySelectorAll('svg, canvas, img').length;
  const lowContrast = []; const clipped = [];
  const all = Array.from(document.body.querySelectorAll('*')).slice(0, 3000);
  for (const el of all) {
    const own = Array.from(el.childNodes).filter(n => n.nodeType === 3 && n.textContent.trim()).map(n => n.textContent.trim()).join(' ');
    if (!own || !visible(el)) continue;
    const cs = getComputedStyle(el); const fg = parse(cs.color); if (!fg) continue;
    const bg = bgOf(el); const l1 = lum(fg), l2 = lum(bg);
    const ratio = (Math.max(l1,l2) + 0.05) / (Math.min(l1,l2) + 0.05);
    if (ratio < 3 && fg.a > 0.3 && lowContrast.length < 10) lowContrast.push({text: own.slice(0, 60), ratio: Math.round(ratio*100)/100});
    const hides = ['hidden', 'clip'].includes(cs.overflowX) || ['hidden', 'clip'].includes(cs.overflowY);
    if (hides && cs.textOverflow !== 'ellipsis' && (el.scrollWidth > el.clientWidth + 2 || el.scrollHeight > el.clientHeight + 4)
        && clipped.length < 10) clipped.push(own.slice(0, 60));
  }
  const placeholder = /lorem ipsum|\bTODO\b|placeholder text|vite \+ react|edit src\/app|replace this component/i;
  const pm = text.match(placeholder);
  return {
    text_length: text.length, graphics,
    horizontal_overflow: document.documentElement.scrollWidth > window.innerWidth + 2,
    page_width: document.documentElement.scrollWidth,
    low_contrast: lowContrast, clipped, placeholder: pm ? pm[0] : null,
  };
}
"""

