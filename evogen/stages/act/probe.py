"""JavaScript run in the rendered page (in the actor's isolated world) to collect presentation evidence."""

# Measured once the app rendered: blank page, horizontal overflow, clipped text, unreadable
# contrast, leftover placeholder text. Runs beside the page engine, so the page's own scripts
# cannot forge what it reads (getComputedStyle, getBoundingClientRect … are this world's own).
# Only what sighted users are shown counts: the visually-hidden pattern (a 1 px clipped box for
# screen readers), elements hidden by clip/clip-path, off-screen or transparent are skipped.
# Contrast follows WCAG 1.4.3: text of an inactive control (a disabled control or fieldset,
# aria-disabled="true", the label of a disabled field) has no minimum, so a greyed-out disabled
# button is not "unreadable"; text over a background image or gradient cannot be measured against
# one colour and is left out rather than measured against the page's white. A leftover note is
# "TODO:" / "FIXME(" in capitals, not the word "Todo" that a to-do list shows.
PROBE_JS = r"""
() => {
  const E = globalThis.__evogenEngine;
  const parse = (c) => { const m = c.match(/rgba?\(([^)]+)\)/); if (!m) return null;
    const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number); return {r:p[0], g:p[1], b:p[2], a: p.length > 3 ? p[3] : 1}; };
  const lum = ({r,g,b}) => { const f = v => { v /= 255; return v <= 0.03928 ? v/12.92 : Math.pow((v+0.055)/1.055, 2.4); };
    return 0.2126*f(r) + 0.7152*f(g) + 0.0722*f(b); };
  // the canvas under a page that paints no background: white, or Chromium's dark canvas when the root
  // element asks for a dark colour scheme only (the browser prefers light)
  const scheme = getComputedStyle(document.documentElement).colorScheme || '';
  const canvas = /\bdark\b/.test(scheme) && !/\blight\b/.test(scheme) ? {r:18, g:18, b:18, a:1} : {r:255, g:255, b:255, a:1};
  // the colour behind el, or null when an image or gradient lies behind it (not one colour to measure)
  const bgOf = (el) => { for (let e = el; e; e = e.parentElement) { const cs = getComputedStyle(e);
    const c = parse(cs.backgroundColor); if (c && c.a > 0.5) return c;
    if (cs.backgroundImage && cs.backgroundImage !== 'none') return null; } return canvas; };
  // WCAG 1.4.3 sets no contrast minimum for the text of an inactive user-interface component
  const inactive = (el) => { if (el.closest(':disabled, [aria-disabled="true"]')) return true;
    const label = el.closest('label'); const control = label && label.control;
    return !!(control && control.disabled); };
  // the visually-hidden pattern: a box of at most 2 px (usually clipped) holding text for screen readers
  const srOnly = (el) => { for (let e = el; e && e !== document.body; e = e.parentElement) {
      const r = e.getBoundingClientRect(); const cs = getComputedStyle(e);
      if ((r.width <= 2 || r.height <= 2) && (cs.overflow !== 'visible' || cs.position === 'absolute' || cs.clip !== 'auto')) return true;
    } return false; };
  const text = E.norm(E.visibleText([document.body]));
  const graphics = Array.from(document.querySelectorAll('svg, canvas, img')).filter((g) => E.isVisible(g)).length;
  const lowContrast = []; const clipped = [];
  const all = Array.from(document.body.querySelectorAll('*')).slice(0, 3000);
  for (const el of all) {
    const ownNodes = Array.from(el.childNodes).filter(n => n.nodeType === 3 && n.textContent.trim());
    if (!ownNodes.length || !E.isVisible(el) || srOnly(el)) continue;
    const own = ownNodes.map(n => n.textContent.trim()).join(' ');
    const cs = getComputedStyle(el); const fg = parse(cs.color); if (!fg) continue;
    const bg = inactive(el) ? null : bgOf(el);
    if (bg) { const l1 = lum(fg), l2 = lum(bg);
      const ratio = (Math.max(l1,l2) + 0.05) / (Math.min(l1,l2) + 0.05);
      if (ratio < 3 && fg.a > 0.3 && lowContrast.length < 10) lowContrast.push({text: own.slice(0, 60), ratio: Math.round(ratio*100)/100}); }
    const hides = ['hidden', 'clip'].includes(cs.overflowX) || ['hidden', 'clip'].includes(cs.overflowY);
    const intended = cs.textOverflow === 'ellipsis' || (cs.webkitLineClamp && cs.webkitLineClamp !== 'none');
    const box = el.getBoundingClientRect();
    if (hides && !intended && box.width > 4 && box.height > 4 &&
        (el.scrollWidth > el.clientWidth + 2 || el.scrollHeight > el.clientHeight + 4) && clipped.length < 10) clipped.push(own.slice(0, 60));
  }
  const placeholder = /lorem ipsum|placeholder text|vite \+ react|edit src\/app|replace this component/i;
  const pm = text.match(placeholder) || text.match(/\b(?:TODO|FIXME)\s*[:(]/);
  return {
    text_length: text.length, graphics,
    horizontal_overflow: document.documentElement.scrollWidth > window.innerWidth + 2,
    page_width: document.documentElement.scrollWidth,
    low_contrast: lowContrast, clipped, placeholder: pm ? pm[0] : null,
  };
}
"""
