// The actor's page engine. Runs in an isolated world (the page's scripts cannot see or patch it):
// roles and accessible names, what a sighted user can see, and locators by meaning
// (section / item / control / field / cell / heading / text). Installed as globalThis.__evogenEngine.
(() => {
  if (globalThis.__evogenEngine) return;
  const MARK = "data-evogen-target";
  const win = window;
  const doc = document;
  const styleOf = (el) => win.getComputedStyle(el);

  // --- text -------------------------------------------------------------------------------
  const norm = (s) => String(s == null ? "" : s).replace(/[\u00a0\u202f\u2007\u2009\u200a]/g, " ")
    .replace(/[\u200b\u200c\u200d\ufeff]/g, "").replace(/\s+/g, " ").trim();
  const low = (s) => norm(s).toLowerCase();
  // names compare without trailing colons and required-field stars: "Amount (USD) *:" ~ "Amount (USD)"
  const nameKey = (s) => low(s).replace(/[\s:*]+$/g, "").replace(/^[\s*]+/g, "");
  const isWordChar = (c) => /[\p{L}\p{N}]/u.test(c || "");

  // 3 exact, 2 starts with the wanted words, 1 contains them as words, 0 no match
  function nameScore(name, want, exact) {
    const n = nameKey(name), w = nameKey(want);
    if (!w) return n ? 0 : 3;
    if (n === w) return 3;
    if (exact) return 0;
    if (n.startsWith(w) && !isWordChar(n[w.length]) ) return 2;
    let i = n.indexOf(w);
    while (i >= 0) {
      if (!isWordChar(n[i - 1]) && !isWordChar(n[i + w.length])) return 1;
      i = n.indexOf(w, i + 1);
    }
    return 0;
  }

  // --- what is rendered and seen ---------------------------------------------------------
  function isRendered(el) {
    if (!el || !el.isConnected) return false;
    if (el.closest && el.closest("[hidden]") && styleOf(el).display === "none") return false;
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = styleOf(e);
      if (cs.display === "none" || cs.contentVisibility === "hidden") return false;
      if (Number(cs.opacity) < 0.05) return false;
    }
    const cs = styleOf(el);
    if (cs.visibility === "hidden" || cs.visibility === "collapse") return false;
    return true;
  }

  // the part of a rect that survives every clipping ancestor (overflow hidden/clip, clip-path)
  function clipRect(el, rect) {
    let r = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
    for (let e = el; e && e.nodeType === 1 && e !== doc.documentElement; e = e.parentElement) {
      const cs = styleOf(e);
      if (cs.clipPath && cs.clipPath !== "none" && /inset\(\s*(50%|100%)/.test(cs.clipPath)) return null;
      if (cs.clip && cs.clip !== "auto" && /rect\(\s*0(px)?[ ,]+0(px)?[ ,]+0(px)?[ ,]+0(px)?\s*\)/.test(cs.clip)) return null;
      const clips = (v) => v === "hidden" || v === "clip";
      if (clips(cs.overflowX) || clips(cs.overflowY)) {
        const b = e.getBoundingClientRect();
        if (clips(cs.overflowX)) { r.left = Math.max(r.left, b.left); r.right = Math.min(r.right, b.right); }
        if (clips(cs.overflowY)) { r.top = Math.max(r.top, b.top); r.bottom = Math.min(r.bottom, b.bottom); }
        if (r.right - r.left < 2 || r.bottom - r.top < 2) return null;
      }
    }
    // beyond the document's left/top edge nobody can scroll to it (the "off-screen" pattern)
    const sx = win.scrollX, sy = win.scrollY;
    if (r.right + sx <= 0 || r.bottom + sy <= 0) return null;
    if (r.right - r.left < 2 || r.bottom - r.top < 2) return null;
    return r;
  }

  function isVisible(el) {
    if (!isRendered(el)) return false;
    const rects = el.getClientRects();
    for (const rect of rects) if (clipRect(el, rect)) return true;
    // an element without its own box (display: contents) is visible through its children
    if (!rects.length && styleOf(el).display === "contents") {
      for (const c of el.children) if (isVisible(c)) return true;
    }
    return false;
  }

  function textNodeVisible(node) {
    const parent = node.parentElement;
    if (!parent || !isRendered(parent)) return false;
    const cs = styleOf(parent);
    const color = cs.color.match(/rgba?\(([^)]+)\)/);
    if (color) {
      const parts = color[1].split(/[ ,/]+/).filter(Boolean).map(Number);
      if (parts.length > 3 && parts[3] < 0.05) return false;
    }
    if (parseFloat(cs.fontSize) < 4) return false;
    const range = doc.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (clipRect(parent, rect)) return true;
    return false;
  }

  const BLOCKISH = /^(block|flex|grid|list-item|table|table-row|table-cell|table-caption|flow-root)/;

  // What a sighted user sees inside the given roots, in document order (fields show their values).
  function visibleText(roots) {
    const out = [];
    const walk = (node) => {
      if (node.nodeType === 3) {
        if (!node.textContent.trim()) {
          if (node.textContent && node.parentElement && isRendered(node.parentElement)) out.push(" ");
        } else if (textNodeVisible(node)) out.push(node.textContent);
        return;
      }
      if (node.nodeType !== 1) return;
      const el = node;
      const tag = el.localName;
      if (tag === "script" || tag === "style" || tag === "template" || tag === "noscript") return;
      const cs = styleOf(el);
      if (cs.display === "none" || Number(cs.opacity) < 0.05) return;
      const block = BLOCKISH.test(cs.display);
      if (block) out.push("\n");
      const pseudo = (which) => {
        const c = styleOf(el, which).content;
        if (c && /^["'].*["']$/.test(c) && cs.visibility !== "hidden") out.push(c.slice(1, -1));
      };
      pseudo("::before");
      if ((tag === "input" || tag === "textarea") && isVisible(el)) {
        // what someone typed is not something the page shows: only read-only fields and buttons count
        const t = (el.type || "").toLowerCase();
        if (t === "button" || t === "submit" || t === "reset") out.push(" " + (el.value || "") + " ");
        else if ((el.readOnly || el.disabled) && !["checkbox", "radio", "hidden", "password", "file", "range", "color"].includes(t)) {
          out.push(" " + (el.value || "") + " ");
        }
      } else if (tag === "select") {
        // a dropdown's current choice is the user's input, not the page's output
      } else if (tag === "img" && isVisible(el)) {
        // an image is seen, not read: its alt text is not visible text
      } else {
        for (const child of el.childNodes) walk(child);
        if (el.shadowRoot) for (const child of el.shadowRoot.childNodes) walk(child);
      }
      pseudo("::after");
      if (block) out.push("\n");
    };
    for (const r of roots) walk(r);
    return out.join("");
  }

  // --- roles ---------------------------------------------------------------------------------
  const KNOWN_ROLES = new Set(("alert alertdialog application article banner blockquote button caption cell checkbox " +
    "code columnheader combobox complementary contentinfo definition deletion dialog directory document emphasis " +
    "feed figure form generic grid gridcell group heading img insertion link list listbox listitem log main marquee " +
    "math menu menubar menuitem menuitemcheckbox menuitemradio meter navigation none note option paragraph " +
    "presentation progressbar radio radiogroup region row rowgroup rowheader scrollbar search searchbox separator " +
    "slider spinbutton status strong subscript superscript switch tab table tablist tabpanel term textbox time " +
    "timer toolbar tooltip tree treegrid treeitem").split(" "));

  function inTableContext(el) {
    const t = el.closest("table");
    if (!t) return null;
    const r = t.getAttribute("role");
    return r && r !== "table" && r !== "grid" && r !== "treegrid" ? null : t;
  }

  function role(el) {
    if (!el || el.nodeType !== 1) return "";
    const explicit = (el.getAttribute("role") || "").trim().split(/\s+/).find((r) => KNOWN_ROLES.has(r));
    if (explicit) return explicit === "none" ? "presentation" : explicit;
    const tag = el.localName;
    switch (tag) {
      case "a": case "area": return el.hasAttribute("href") ? "link" : "generic";
      case "button": return "button";
      case "summary": return "button";
      case "input": {
        const t = (el.getAttribute("type") || "text").toLowerCase();
        if (["button", "submit", "reset", "image"].includes(t)) return "button";
        if (t === "checkbox") return "checkbox";
        if (t === "radio") return "radio";
        if (t === "range") return "slider";
        if (t === "number") return "spinbutton";
        if (t === "search") return el.hasAttribute("list") ? "combobox" : "searchbox";
        if (t === "hidden") return "";
        if (el.hasAttribute("list")) return "combobox";
        return "textbox";
      }
      case "select": return el.multiple || el.size > 1 ? "listbox" : "combobox";
      case "textarea": return "textbox";
      case "option": return "option";
      case "h1": case "h2": case "h3": case "h4": case "h5": case "h6": return "heading";
      case "ul": case "ol": case "menu": return "list";
      case "li": return "listitem";
      case "table": return "table";
      case "tr": return "row";
      case "thead": case "tbody": case "tfoot": return "rowgroup";
      case "td": return inTableContext(el)?.getAttribute("role") === "grid" ? "gridcell" : "cell";
      case "th": {
        const scope = (el.getAttribute("scope") || "").toLowerCase();
        if (scope === "row" || scope === "rowgroup") return "rowheader";
        if (scope === "col" || scope === "colgroup" || el.closest("thead")) return "columnheader";
        const row = el.parentElement;
        if (row && Array.from(row.children).every((c) => c.localName === "th")) return "columnheader";
        return "rowheader";
      }
      case "caption": return "caption";
      case "nav": return "navigation";
      case "main": return "main";
      case "aside": return "complementary";
      case "header": return el.closest("article, aside, main, nav, section") ? "generic" : "banner";
      case "footer": return el.closest("article, aside, main, nav, section") ? "generic" : "contentinfo";
      case "section": return hasOwnLabel(el) ? "region" : "generic";
      case "form": return hasOwnLabel(el) ? "form" : "generic";
      case "search": return "search";
      case "dialog": return "dialog";
      case "fieldset": case "details": case "optgroup": return "group";
      case "figure": return "figure";
      case "article": return "article";
      case "img": return el.getAttribute("alt") === "" ? "presentation" : "img";
      case "progress": return "progressbar";
      case "meter": return "meter";
      case "output": return "status";
      case "dl": return "list";
      case "dt": return "term";
      case "dd": return "definition";
      case "p": return "paragraph";
      case "hr": return "separator";
      default: return "generic";
    }
  }
  const hasOwnLabel = (el) => !!(el.getAttribute("aria-label") || "").trim() || !!el.getAttribute("aria-labelledby");

  function headingLevel(el) {
    const m = /^h([1-6])$/.exec(el.localName);
    if (m && !el.getAttribute("role")) return Number(m[1]);
    const a = Number(el.getAttribute("aria-level"));
    return a > 0 ? a : m ? Number(m[1]) : 2;
  }

  // --- accessible names (a practical subset of accname 1.2) ----------------------------------
  const NAME_FROM_CONTENT = new Set(["button", "cell", "checkbox", "columnheader", "gridcell", "heading", "link",
    "menuitem", "menuitemcheckbox", "menuitemradio", "option", "radio", "row", "rowheader", "switch", "tab",
    "tooltip", "treeitem", "listitem", "term", "caption"]);

  function hiddenForNames(el) {
    if (el.getAttribute && el.getAttribute("aria-hidden") === "true") return true;
    const cs = styleOf(el);
    return cs.display === "none" || cs.visibility === "hidden";
  }

  function contentName(el, depth) {
    let out = "";
    for (const child of el.childNodes) {
      if (child.nodeType === 3) { out += child.textContent; continue; }
      if (child.nodeType !== 1 || hiddenForNames(child)) continue;
      const tag = child.localName;
      if (tag === "script" || tag === "style") continue;
      const label = (child.getAttribute("aria-label") || "").trim();
      if (label) { out += " " + label + " "; continue; }
      if (tag === "img") { out += " " + (child.getAttribute("alt") || "") + " "; continue; }
      if (tag === "input" || tag === "select" || tag === "textarea") {
        out += " " + (tag === "select" ? (child.selectedOptions[0]?.textContent || "") : child.value || "") + " ";
        continue;
      }
      if (tag === "svg") { const t = child.querySelector("title"); if (t) out += " " + t.textContent + " "; continue; }
      const block = BLOCKISH.test(styleOf(child).display);
      out += (block ? " " : "") + (depth > 20 ? child.textContent : contentName(child, depth + 1)) + (block ? " " : "");
    }
    return out;
  }

  function byIds(el, attr) {
    const ids = (el.getAttribute(attr) || "").trim().split(/\s+/).filter(Boolean);
    return ids.map((id) => doc.getElementById(id)).filter(Boolean);
  }

  function accName(el) {
    if (!el || el.nodeType !== 1) return "";
    const labelledBy = byIds(el, "aria-labelledby");
    if (labelledBy.length) {
      const text = labelledBy.map((r) => (r.getAttribute("aria-label") || "").trim() || contentName(r, 0)).join(" ");
      if (norm(text)) return norm(text);
    }
    const aria = norm(el.getAttribute("aria-label"));
    if (aria) return aria;
    const tag = el.localName;
    if (tag === "input" || tag === "select" || tag === "textarea" || tag === "meter" || tag === "progress" || tag === "output") {
      const t = (el.getAttribute("type") || "").toLowerCase();
      if (tag === "input" && ["button", "submit", "reset"].includes(t)) return norm(el.value || (t === "submit" ? "Submit" : t === "reset" ? "Reset" : ""));
      if (tag === "input" && t === "image") return norm(el.getAttribute("alt"));
      const labels = el.labels ? Array.from(el.labels) : [];
      if (labels.length) {
        const text = labels.map((l) => {
          // the label's text without the control's own value
          const clone = l.cloneNode(true);
          clone.querySelectorAll("input, select, textarea").forEach((c) => c.remove());
          return contentNameOfDetached(clone, l);
        }).join(" ");
        if (norm(text)) return norm(text);
      }
      if (norm(el.getAttribute("title"))) return norm(el.getAttribute("title"));
      return norm(el.getAttribute("placeholder"));
    }
    if (tag === "img" || tag === "area") return norm(el.getAttribute("alt")) || norm(el.getAttribute("title"));
    if (tag === "fieldset") { const lg = el.querySelector(":scope > legend"); if (lg) return norm(contentName(lg, 0)); }
    if (tag === "figure") { const fc = el.querySelector(":scope > figcaption"); if (fc) return norm(contentName(fc, 0)); }
    if (tag === "table") { const cap = el.querySelector(":scope > caption"); if (cap) return norm(contentName(cap, 0)); }
    if (el instanceof SVGElement) { const t = el.querySelector(":scope > title"); if (t && norm(t.textContent)) return norm(t.textContent); }
    if (tag === "details") { const s = el.querySelector(":scope > summary"); if (s) return norm(contentName(s, 0)); }
    const r = role(el);
    if (NAME_FROM_CONTENT.has(r)) {
      const text = norm(contentName(el, 0));
      if (text) return text;
    }
    return norm(el.getAttribute("title"));
  }

  // a detached clone has no computed style: read its text, skipping what is hidden in the original
  function contentNameOfDetached(clone, original) {
    const hidden = new Set();
    original.querySelectorAll("*").forEach((e) => { if (hiddenForNames(e)) hidden.add(norm(e.textContent)); });
    let text = clone.textContent || "";
    for (const h of hidden) if (h) text = text.replace(h, " ");
    return text;
  }

  // --- scopes and candidates -----------------------------------------------------------------
  const inScope = (el, scope) => !scope || scope.some((s) => s === el || s.contains(el));

  function allElements(scope) {
    const roots = scope || [doc.body];
    const out = [];
    const seen = new Set();
    for (const r of roots) {
      if (r.nodeType !== 1) continue;
      if (!seen.has(r)) { seen.add(r); out.push(r); }
      for (const e of r.querySelectorAll("*")) if (!seen.has(e)) { seen.add(e); out.push(e); }
    }
    return out;
  }

  function best(cands, want, exact, nameOf) {
    let top = 0;
    const scored = [];
    for (const el of cands) {
      const s = nameScore(nameOf(el), want, exact);
      if (s > 0) { scored.push([s, el]); top = Math.max(top, s); }
    }
    return scored.filter(([s]) => s === top).map(([, el]) => el);
  }

  const CONTROL_ROLES = new Set(["button", "link", "tab", "checkbox", "radio", "switch", "menuitem",
    "menuitemcheckbox", "menuitemradio", "option", "treeitem"]);
  const FIELD_ROLES = new Set(["textbox", "searchbox", "spinbutton", "slider", "combobox", "listbox", "checkbox",
    "radio", "switch"]);
  const SECTION_ROLES = new Set(["region", "complementary", "navigation", "main", "form", "dialog", "alertdialog",
    "group", "article", "figure", "tabpanel", "search", "table", "list", "radiogroup", "toolbar", "tree", "grid",
    "log", "status", "banner", "contentinfo"]);
  const ITEM_ROLES = new Set(["listitem", "row", "article", "option", "treeitem"]);

  function isClickableGeneric(el) {
    if (CONTROL_ROLES.has(role(el))) return false;
    if (el.hasAttribute("tabindex") && el.getAttribute("tabindex") !== "-1") return true;
    if (el.hasAttribute("onclick")) return true;
    return styleOf(el).cursor === "pointer" && !(el.parentElement && styleOf(el.parentElement).cursor === "pointer");
  }

  // visually headed but not a heading: short text, first in its box, bigger or bolder than the text around
  function looksLikeHeading(el) {
    if (!el.firstChild || el.children.length > 2) return false;
    const text = norm(el.textContent);
    if (!text || text.length > 80) return false;
    const cs = styleOf(el);
    const parent = el.parentElement;
    const base = parent ? parseFloat(styleOf(parent).fontSize) : 16;
    return (parseFloat(cs.fontSize) >= base * 1.15 || Number(cs.fontWeight) >= 600 || cs.fontWeight === "bold") &&
      BLOCKISH.test(cs.display);
  }

  function headings(scope, want, exact) {
    const cands = allElements(scope).filter((e) => role(e) === "heading" && isVisible(e));
    let found = best(cands, want, exact, accName);
    if (!found.length) {
      const visual = allElements(scope).filter((e) => ["div", "p", "span", "strong", "b", "legend", "label", "summary",
        "caption", "figcaption", "dt"].includes(e.localName) && isVisible(e) && looksLikeHeading(e));
      found = best(visual, want, exact, (e) => e.textContent);
    }
    return found;
  }

  const isRootish = (el) => !el || el === doc.body || el === doc.documentElement || el.id === "root";

  function headingRankOf(el) { return role(el) === "heading" ? headingLevel(el) : looksLikeHeading(el) ? 7 : 99; }

  function containsRival(container, heading, level) {
    for (const e of container.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]")) {
      if (e === heading || heading.contains(e) || e.contains(heading)) continue;
      if (headingLevel(e) <= level && isRendered(e)) return true;
    }
    return false;
  }

  function isNamedSection(el) {
    const r = role(el);
    return (SECTION_ROLES.has(r) && r !== "list" && r !== "table" && !!accName(el)) ||
      ["section", "article", "aside", "fieldset", "dialog", "details", "figure"].includes(el.localName);
  }

  // The section a heading starts: the largest block beginning with the heading that holds no rival
  // heading, plus the siblings after it up to the next rival heading or named section.
  function sectionOfHeading(h) {
    const level = headingRankOf(h) === 99 ? 6 : Math.min(headingRankOf(h), 6);
    let block = h;
    for (;;) {
      const p = block.parentElement;
      if (isRootish(p) || p.localName === "main" && containsRival(p, h, 6)) break;
      const first = Array.from(p.children).find((c) => isRendered(c) && (norm(c.textContent) || c.querySelector("svg, img, canvas, input, button")));
      if (first !== block) break;
      if (containsRival(p, h, level)) break;
      block = p;
      if (isNamedSection(block)) return [block];
    }
    const nodes = [block];
    for (let s = block.nextElementSibling; s; s = s.nextElementSibling) {
      const rank = headingRankOf(s);
      if (rank <= level || containsRival(s, h, level) || isNamedSection(s) && accName(s)) break;
      nodes.push(s);
    }
    return nodes;
  }

  function sections(spec, scope) {
    const want = spec.section;
    const exact = !!spec.exact;
    const scored = [];
    const named = allElements(scope).filter((e) => (SECTION_ROLES.has(role(e)) || isNamedSection(e)) && isVisible(e));
    for (const e of named) {
      const score = nameScore(accName(e), want, exact);
      if (score) scored.push({ score, nodes: [e], anchor: e });
    }
    const headed = allElements(scope).filter((e) => role(e) === "heading" && isVisible(e));
    let headingHits = headed.map((h) => ({ h, score: nameScore(accName(h), want, exact) })).filter((x) => x.score);
    if (!headingHits.length && !scored.length) {
      const visual = allElements(scope).filter((e) => ["div", "p", "span", "strong", "b", "legend", "label", "summary",
        "caption", "figcaption", "dt"].includes(e.localName) && isVisible(e) && looksLikeHeading(e));
      headingHits = visual.map((h) => ({ h, score: nameScore(h.textContent, want, exact) })).filter((x) => x.score);
    }
    for (const { h, score } of headingHits) {
      // a container already named by this same heading adds nothing new
      const owner = scored.find((x) => x.anchor.contains(h) && nameScore(accName(x.anchor), accName(h), true) === 3);
      if (owner) { owner.score = Math.max(owner.score, score); continue; }
      scored.push({ score, nodes: sectionOfHeading(h), anchor: h });
    }
    const top = Math.max(0, ...scored.map((x) => x.score));
    const best = scored.filter((x) => x.score === top);
    best.sort((a, b) => (a.anchor.compareDocumentPosition(b.anchor) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    const seen = new Set();
    const out = [];
    for (const x of best) {
      if (x.nodes.some((n) => seen.has(n))) continue;
      x.nodes.forEach((n) => seen.add(n));
      out.push(x.nodes);
    }
    return out;
  }

  // --- items -----------------------------------------------------------------------------------
  const signature = (el) => el.localName + "|" + Array.from(el.classList).sort().join(".") + "|" + (el.getAttribute("role") || "");

  // a header row: a row of a <thead>, or a row of column headers, where an empty cell (over a
  // column of buttons, say) does not make it a body row
  function isHeaderRow(el) {
    if (role(el) !== "row") return false;
    if (el.parentElement && el.parentElement.localName === "thead") return true;
    const kids = Array.from(el.children);
    return kids.some((c) => role(c) === "columnheader") &&
      kids.every((c) => role(c) === "columnheader" || !norm(c.textContent));
  }

  function semanticItem(el, scope) {
    for (let a = el; a && a.nodeType === 1 && inScope(a, scope) && !isRootish(a); a = a.parentElement) {
      if (ITEM_ROLES.has(role(a)) && !isHeaderRow(a) && isVisible(a)) return a;
    }
    return null;
  }

  function repeatedLevels(el, scope) {
    const levels = [];
    for (let a = el; a && a.nodeType === 1 && !isRootish(a); a = a.parentElement) {
      if (scope && !scope.some((s) => s.contains(a) && s !== a)) break;
      const p = a.parentElement;
      if (!p) break;
      const disp = styleOf(a).display;
      if (disp === "inline" || disp === "contents") continue;
      const sig = signature(a);
      const twins = Array.from(p.children).filter((c) => c !== a && signature(c) === sig && isRendered(c));
      if (twins.length) levels.push(a);
    }
    return levels;
  }

  // smallest visible elements whose visible text holds the wanted text
  function textHolders(want, scope, exact) {
    const w = low(want);
    const holders = [];
    for (const e of allElements(scope)) {
      if (["script", "style", "option"].includes(e.localName)) continue;
      const own = Array.from(e.childNodes).filter((n) => n.nodeType === 3).map((n) => n.textContent).join("");
      const fieldText = (e.localName === "input" || e.localName === "textarea") ? e.value : "";
      if (!low(own + " " + fieldText).includes(w) && !low(e.textContent).includes(w)) continue;
      const text = low(visibleText([e]));
      if (!(exact ? text === w : text.includes(w))) continue;
      holders.push(e);
    }
    // keep the innermost
    return holders.filter((e) => !holders.some((o) => o !== e && e.contains(o)));
  }

  function itemFor(holder, want, scope) {
    const sem = semanticItem(holder, scope);
    if (sem) return sem;
    const levels = repeatedLevels(holder, scope);
    const key = low(want);
    for (const a of levels) if (low(visibleText([a])) !== key) return a;
    if (levels.length) return levels[0];
    // a list of one: the nearest block around the key that holds more than the key
    for (let a = holder; a && a.nodeType === 1 && !isRootish(a); a = a.parentElement) {
      if (scope && !scope.some((s) => s.contains(a) && s !== a)) break;
      if (/^(inline|contents)$/.test(styleOf(a).display)) continue;
      if (low(visibleText([a])) !== key) return a;
    }
    return null;
  }

  function items(spec, scope) {
    if (spec.item != null && spec.item !== true) {
      const want = String(spec.item);
      const holders = textHolders(want, scope, false);
      // prefer holders whose own text is exactly the key
      const exactHolders = holders.filter((h) => low(visibleText([h])) === low(want));
      const ordered = exactHolders.length ? exactHolders : holders;
      const out = [];
      for (const h of ordered) { const it = itemFor(h, want, scope); if (it && !out.includes(it)) out.push(it); }
      return out;
    }
    if (spec.like != null) {
      const [first] = items({ item: spec.like }, scope);
      if (!first) return [];
      const sem = ITEM_ROLES.has(role(first));
      const sig = signature(first);
      if (sem && role(first) === "row") {
        const table = first.closest("table, [role=table], [role=grid], [role=treegrid]");
        if (table) return tableRows(table).filter((r) => !isHeaderRow(r) && isVisible(r));
      }
      return Array.from(first.parentElement.children).filter((c) => isVisible(c) &&
        (sem ? ITEM_ROLES.has(role(c)) && !isHeaderRow(c) : signature(c) === sig));
    }
    // every item of the (largest) list in scope
    const semantic = allElements(scope).filter((e) => ITEM_ROLES.has(role(e)) && !isHeaderRow(e) && isVisible(e) &&
      !(role(e) === "option" && e.closest("select")));
    if (semantic.length) {
      const groups = new Map();
      const listOf = (e) => (role(e) === "row" ? e.closest("table, [role=table], [role=grid], [role=treegrid]") : null)
        || (role(e) === "listitem" ? e.closest("ul, ol, menu, [role=list]") : null) || e.parentElement;
      for (const e of semantic) { const k = listOf(e); groups.set(k, [...(groups.get(k) || []), e]); }
      return Array.from(groups.values()).sort((a, b) => b.length - a.length)[0];
    }
    let bestGroup = [];
    for (const c of allElements(scope)) {
      const kids = Array.from(c.children).filter((k) => isVisible(k) && !/^(inline|contents)$/.test(styleOf(k).display));
      const bySig = new Map();
      for (const k of kids) bySig.set(signature(k), [...(bySig.get(signature(k)) || []), k]);
      for (const g of bySig.values()) if (g.length >= 2 && g.length > bestGroup.length) bestGroup = g;
    }
    return bestGroup;
  }

  // --- tables ------------------------------------------------------------------------------------
  function tableRows(table) {
    return Array.from(table.querySelectorAll("tr, [role=row]")).filter((r) => {
      const owner = r.parentElement && r.parentElement.closest("table, [role=table], [role=grid], [role=treegrid]");
      return owner === table && isRendered(r);
    });
  }
  const rowCells = (row) => Array.from(row.children).filter((c) =>
    ["cell", "gridcell", "columnheader", "rowheader"].includes(role(c)) && isRendered(c));

  const span = (c, attr) => Math.max(1, Number(c.getAttribute(attr) || c.getAttribute(`aria-${attr}`)) || 1);

  function tableGrid(rows) {
    // the table model: grid[r][k] is the cell that covers row r, column k. A cell covers the
    // columns its colspan says and the rows its rowspan says (within its own row group), so a
    // booking merged over three blocks is "the cell" of each of those three rows.
    const grid = rows.map(() => []);
    rows.forEach((row, r) => {
      let col = 0;
      for (const c of rowCells(row)) {
        while (grid[r][col]) col++;
        const wide = span(c, "colspan");
        const raw = Number(c.getAttribute("rowspan") || c.getAttribute("aria-rowspan"));
        const tall = raw === 0 && c.hasAttribute("rowspan") ? rows.length : Math.max(1, raw || 1);
        for (let dr = 0; dr < tall && r + dr < rows.length; dr++) {
          if (dr && rows[r + dr].parentElement !== row.parentElement) break;
          for (let dc = 0; dc < wide; dc++) grid[r + dr][col + dc] = c;
        }
        col += wide;
      }
    });
    return grid;
  }

  function columnIndex(rows, grid, column, exact) {
    for (let r = 0; r < rows.length; r++) {
      if (!rowCells(rows[r]).some((c) => role(c) === "columnheader")) continue;
      let bestScore = 0, bestCol = -1;
      grid[r].forEach((c, col) => {
        if (!c || c.parentElement !== rows[r] || grid[r][col - 1] === c) return;  // a cell once, where it starts
        const s = nameScore(accName(c) || c.textContent, column, exact);
        if (s > bestScore) { bestScore = s; bestCol = col; }
      });
      if (bestCol >= 0) return bestCol;
    }
    return -1;
  }

  function tablesIn(scope) {
    return allElements(scope).filter((e) => ["table", "grid", "treegrid"].includes(role(e)) && isVisible(e));
  }

  function cells(spec, scope) {
    const out = [];
    for (const table of tablesIn(scope)) {
      const rows = tableRows(table);
      const grid = tableGrid(rows);
      const col = columnIndex(rows, grid, spec.column, !!spec.exact);
      if (col < 0) continue;
      const body = rows.filter((r) => !isHeaderRow(r));
      let chosen = body;
      if (spec.row != null) {
        const want = String(spec.row);
        const scored = body.map((r) => {
          const texts = rowCells(r).map((c) => visibleText([c]));
          const score = texts.some((t) => low(t) === low(want)) ? 2 : low(visibleText([r])).includes(low(want)) ? 1 : 0;
          return [score, r];
        }).filter(([s]) => s > 0);
        const top = Math.max(0, ...scored.map(([s]) => s));
        chosen = scored.filter(([s]) => s === top).map(([, r]) => r);
      }
      for (const r of chosen) {
        const c = grid[rows.indexOf(r)][col];
        if (c && !out.includes(c)) out.push(c);
      }
      if (out.length) break;
    }
    return out;
  }

  // --- resolution --------------------------------------------------------------------------------
  function findAll(spec, scope) {
    const exact = !!spec.exact;
    const visibleOnly = spec.include_hidden ? (e) => isRendered(e) || true : isVisible;
    let found = [];
    if (spec.section != null) {
      // a section can be several sibling nodes: its scope is the list of them
      return sections(spec, scope).map((nodes) => ({ nodes }));
    }
    if (spec.role != null) {
      const cands = allElements(scope).filter((e) => role(e) === spec.role && visibleOnly(e));
      found = spec.name != null ? best(cands, spec.name, exact, accName) : cands;
    } else if (spec.control != null) {
      const cands = allElements(scope).filter((e) => (CONTROL_ROLES.has(role(e)) || e.localName === "summary") && isVisible(e));
      found = best(cands, spec.control, exact, accName);
      if (!found.length) {
        // a checkbox or radio styled through its label: the visible label is the control
        const hiddenInputs = allElements(scope).filter((e) => ["checkbox", "radio", "switch"].includes(role(e)) && !isVisible(e));
        found = best(hiddenInputs, spec.control, exact, accName).map((e) => (e.labels && e.labels[0]) || e).filter(isVisible);
      }
      if (!found.length) {
        const generic = allElements(scope).filter((e) => isVisible(e) && isClickableGeneric(e));
        found = best(generic, spec.control, exact, (e) => accName(e) || e.textContent);
      }
    } else if (spec.field != null || spec.label != null) {
      const want = spec.field != null ? spec.field : spec.label;
      const cands = allElements(scope).filter(isField);
      found = best(cands.filter(isVisible), want, exact, accName);
      if (!found.length) {
        const hidden = best(cands.filter((e) => !isVisible(e)), want, exact, accName);
        found = hidden.map((e) => (e.labels && e.labels[0] && isVisible(e.labels[0]) ? e.labels[0] : e)).filter(isVisible);
      }
      if (!found.length) found = best(cands.filter(isVisible), want, exact, (e) => e.getAttribute("placeholder") || "");
      if (!found.length) {
        // visually labelled: a short text right before the field in the same box
        for (const e of cands.filter(isVisible)) {
          let prev = e.previousElementSibling;
          while (prev && !norm(prev.textContent)) prev = prev.previousElementSibling;
          if (prev && nameScore(prev.textContent, want, exact) >= 2) found.push(e);
        }
      }
    } else if (spec.placeholder != null) {
      const cands = allElements(scope).filter((e) => e.hasAttribute("placeholder") && isVisible(e));
      found = best(cands, spec.placeholder, exact, (e) => e.getAttribute("placeholder"));
    } else if (spec.heading != null) {
      found = headings(scope, spec.heading, exact);
    } else if (spec.item != null || spec.items != null || spec.like != null) {
      found = items(spec.items != null ? { like: spec.like } : spec, scope);
    } else if (spec.column != null) {
      found = cells(spec, scope);
    } else if (spec.text != null) {
      found = textHolders(String(spec.text), scope, exact).filter(isVisible);
    } else if (spec.chart != null) {
      const cands = allElements(scope).filter((e) => isVisible(e) && (e.localName === "svg" || e.localName === "canvas" ||
        ["img", "figure", "region", "group"].includes(role(e))));
      found = spec.chart === true ? cands.filter((e) => e.localName === "svg" || e.localName === "canvas") : best(cands, spec.chart, exact, accName);
    }
    if (spec.has_text != null) found = found.filter((e) => low(visibleText([e])).includes(low(spec.has_text)));
    return found.map((e) => ({ nodes: [e] }));
  }

  // a column target without `nth` names a set of cells (all of them, or those of the rows `row` picks)
  function allCells(spec) {
    return spec.column != null && spec.nth == null;
  }

  function resolve(spec) {
    let scopes = [null];
    if (spec.within) {
      const outer = resolve(spec.within);
      if (!outer.matches.length) return { matches: [], scopeMissing: outer };
      // a column's cells are one scope together (the set the target names); any other scope is
      // its best match
      scopes = allCells(spec.within) ? outer.matches.map((m) => m.nodes) : [outer.matches[0].nodes];
    }
    let matches = [];
    for (const scope of scopes) matches = matches.concat(findAll(spec, scope));
    if (spec.nth != null) matches = matches.length > spec.nth ? [matches[spec.nth]] : [];
    return { matches, scope: scopes[0] };
  }

  // names of what is there, for "closest candidates" messages
  // a field: a form control, an editable region, or a custom dropdown (a button that opens a
  // listbox or menu of choices), which a user reads as a field labelled by its label
  function isField(e) {
    return FIELD_ROLES.has(role(e)) || e.isContentEditable || isCustomDropdown(e);
  }
  // a custom dropdown: a button that opens a list of choices (aria-haspopup other than false or
  // dialog), or a combobox that is not a text input
  const CHOICE_POPUPS = new Set(["true", "listbox", "menu", "tree", "grid"]);
  function isCustomDropdown(e) {
    if (role(e) === "button") return CHOICE_POPUPS.has(e.getAttribute("aria-haspopup") || "");
    return role(e) === "combobox" && e.localName !== "input" && e.localName !== "textarea";
  }

  function candidates(spec, scope) {
    const els = allElements(scope).filter(isVisible);
    let pool = [];
    if (spec.control != null || (spec.role && CONTROL_ROLES.has(spec.role))) {
      pool = els.filter((e) => CONTROL_ROLES.has(role(e))).map((e) => `${role(e)} "${accName(e)}"`);
    } else if (spec.field != null || spec.label != null) {
      pool = els.filter(isField).map((e) => `${role(e)} "${accName(e)}"`);
    } else if (spec.section != null || spec.heading != null || (spec.role && SECTION_ROLES.has(spec.role))) {
      pool = els.filter((e) => role(e) === "heading" || (SECTION_ROLES.has(role(e)) && accName(e)))
        .map((e) => `${role(e)} "${accName(e)}"`);
    } else if (spec.column != null) {
      pool = els.filter((e) => role(e) === "columnheader").map((e) => `column "${accName(e) || norm(e.textContent)}"`);
    } else if (spec.role) {
      pool = els.filter((e) => role(e) === spec.role).map((e) => `${role(e)} "${accName(e)}"`);
    } else {
      pool = els.filter((e) => e.children.length === 0 && norm(e.textContent)).map((e) => `text "${norm(e.textContent).slice(0, 60)}"`);
    }
    return Array.from(new Set(pool)).slice(0, 200);
  }

  let markCounter = 0;
  function mark(el) {
    const id = `t${++markCounter}`;
    doc.querySelectorAll(`[${MARK}]`).forEach((e) => e.removeAttribute(MARK));
    el.setAttribute(MARK, id);
    return id;
  }


  // --- charts -------------------------------------------------------------------------------------
  const center = (r) => ({ x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 });
  function paintAlpha(value) {
    if (!value || value === "none" || value === "transparent") return 0;
    if (value.startsWith("url(")) return 1;
    const m = value.match(/rgba?\(([^)]+)\)/);
    if (!m) return 1;
    const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
    return p.length > 3 ? p[3] : 1;
  }
  function markName(el) {
    const own = accName(el) || norm(el.getAttribute("data-label"));
    if (own) return own;
    const t = el.querySelector && el.querySelector(":scope > title");
    return t ? norm(t.textContent) : "";
  }

  function chartMarks(roots, kind, named) {
    const all = [];
    for (const r of roots) { all.push(r); r.querySelectorAll("*").forEach((e) => all.push(e)); }
    const rootBox = roots.map((r) => r.getBoundingClientRect()).reduce((a, b) => ({
      left: Math.min(a.left, b.left), top: Math.min(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom),
    }));
    const rw = Math.max(1, rootBox.right - rootBox.left), rh = Math.max(1, rootBox.bottom - rootBox.top);
    let marks = [];
    if (kind === "bars") {
      for (const e of all) {
        if (!isRendered(e)) continue;
        const tag = e.localName;
        const cs = styleOf(e);
        let filled = false;
        if (tag === "rect" || tag === "path" || tag === "polygon") filled = paintAlpha(cs.fill) > 0.1 && Number(cs.fillOpacity) > 0.1;
        else if (e instanceof HTMLElement && !["svg", "text", "span", "label", "button", "input"].includes(tag)) filled = paintAlpha(cs.backgroundColor) > 0.1 || cs.backgroundImage !== "none";
        if (!filled) continue;
        const b = e.getBoundingClientRect();
        const w = b.right - b.left, h = b.bottom - b.top;
        if (w * h < 2 || w < 1 || h < 1) continue;
        if (w >= 0.8 * rw && h >= 0.8 * rh) continue; // a background
        marks.push(e);
      }
      // leaf-most boxes only: a track holding its fill is not a bar
      marks = marks.filter((e) => !marks.some((o) => o !== e && e.contains(o)));
    } else if (kind === "points") {
      for (const e of all) {
        if (!isRendered(e)) continue;
        const b = e.getBoundingClientRect();
        const w = b.right - b.left, h = b.bottom - b.top;
        if (e.localName === "circle" || e.localName === "ellipse") { if (w > 0 && h > 0) marks.push(e); continue; }
        if (["rect", "use", "path", "polygon"].includes(e.localName) && w > 1 && h > 1 && w <= 24 && h <= 24 &&
            Math.abs(w - h) <= 3 && paintAlpha(styleOf(e).fill) > 0.1) { marks.push(e); continue; }
        if (e instanceof HTMLElement && w > 1 && h > 1 && w <= 30 && h <= 30 && Math.abs(w - h) <= 2 &&
            paintAlpha(styleOf(e).backgroundColor) > 0.1 && parseFloat(styleOf(e).borderRadius) > 0) marks.push(e);
      }
    } else {
      for (const e of all) {
        if (!isRendered(e) || !["path", "polyline", "line"].includes(e.localName)) continue;
        const cs = styleOf(e);
        if (paintAlpha(cs.stroke) <= 0.1 || parseFloat(cs.strokeWidth) <= 0) continue;
        if (e.localName !== "line" && paintAlpha(cs.fill) > 0.1 && e.localName !== "polyline") continue;
        marks.push(e);
      }
    }
    if (named) marks = marks.filter((e) => low(markName(e)).includes(low(named)));
    return { marks, rootBox };
  }

  // screen points along a line-like element
  function lineSamples(e) {
    const pts = [];
    const ctm = e.getScreenCTM ? e.getScreenCTM() : null;
    const toScreen = (x, y) => {
      if (!ctm) return { x, y };
      return { x: ctm.a * x + ctm.c * y + ctm.e - 0, y: ctm.b * x + ctm.d * y + ctm.f - 0 };
    };
    if (e.localName === "line") {
      const g = (a) => e[a].baseVal.value;
      pts.push(toScreen(g("x1"), g("y1")), toScreen(g("x2"), g("y2")));
    } else if (e.localName === "polyline") {
      for (const p of Array.from(e.points)) pts.push(toScreen(p.x, p.y));
    } else if (typeof e.getTotalLength === "function") {
      const len = e.getTotalLength();
      const n = Math.min(600, Math.max(50, Math.round(len / 2)));
      for (let i = 0; i <= n; i++) { const p = e.getPointAtLength((len * i) / n); pts.push(toScreen(p.x, p.y)); }
    }
    // getScreenCTM is in viewport coordinates already
    return pts;
  }

  function yOnLine(samples, x, tol) {
    let bestD = Infinity, y = null;
    for (let i = 0; i < samples.length; i++) {
      const a = samples[i], b = samples[i + 1];
      if (b && ((a.x <= x && x <= b.x) || (b.x <= x && x <= a.x)) && Math.abs(b.x - a.x) > 1e-6) {
        return a.y + ((x - a.x) / (b.x - a.x)) * (b.y - a.y);
      }
      const d = Math.abs(a.x - x);
      if (d < bestD) { bestD = d; y = a.y; }
    }
    return bestD <= Math.max(6, tol) ? y : null;
  }

  function chart(roots, opts) {
    const problems = [];
    const data = opts.data;
    const alongX = opts.axis !== "y";
    const pos = (r) => (alongX ? center(r).x : center(r).y);
    // labels along the category axis
    const labelAt = [];
    for (const d of data) {
      const holders = textHolders(d.label, roots, false).filter((h) => isVisible(h) && low(visibleText([h])).length <= low(d.label).length + 40);
      if (!holders.length) { problems.push(`the label ${JSON.stringify(d.label)} is not shown in the chart`); labelAt.push(null); continue; }
      const exactOnes = holders.filter((h) => low(visibleText([h])) === low(d.label));
      labelAt.push((exactOnes[0] || holders[0]).getBoundingClientRect());
    }
    if (problems.length) return { ok: false, problems, marks: 0 };
    const positions = labelAt.map(pos);
    if (opts.ordered) {
      for (let i = 1; i < positions.length; i++) {
        if (!(positions[i] > positions[i - 1] + 0.5)) {
          problems.push(`the labels are not in the data's order along the ${alongX ? "horizontal" : "vertical"} axis: ` +
            `${JSON.stringify(data[i - 1].label)} should come before ${JSON.stringify(data[i].label)}`);
          break;
        }
      }
    }
    const { marks } = chartMarks(roots, opts.marks, opts.named);
    if (!marks.length) return { ok: false, problems: [`no ${opts.marks === "line" ? "line" : opts.marks} drawn in the chart`], marks: 0 };
    const gaps = positions.slice(1).map((p, i) => Math.abs(p - positions[i])).filter((g) => g > 0);
    const tol = gaps.length ? Math.max(4, Math.min(...gaps) / 2) : 40;
    const monotone = (sizes) => {
      const out = [];
      const defined = sizes.filter((x) => x != null);
      const span = defined.length ? Math.max(...defined) - Math.min(...defined) : 0;
      for (let i = 0; i < data.length; i++) {
        for (let j = 0; j < data.length; j++) {
          if (sizes[i] == null || sizes[j] == null || i === j) continue;
          const dv = data[i].value - data[j].value;
          const ds = sizes[i] - sizes[j];
          if (dv > 1e-9 && !(ds > 0.25)) {
            out.push(`${JSON.stringify(data[i].label)} (${data[i].value}) is not drawn ${opts.marks === "bars" ? "longer" : "higher"} than ` +
              `${JSON.stringify(data[j].label)} (${data[j].value})`);
            return out;
          }
          if (Math.abs(dv) <= 1e-9 && Math.abs(ds) > Math.max(1.5, 0.02 * span)) {
            out.push(`${JSON.stringify(data[i].label)} and ${JSON.stringify(data[j].label)} have the same value but are drawn differently`);
            return out;
          }
        }
      }
      return out;
    };
    if (opts.marks === "line") {
      // the data must fit one line: each drawn line on its own, and all segments joined
      const candidates = marks.map(lineSamples);
      const segments = marks.filter((m) => m.localName === "line");
      if (segments.length > 1) candidates.push(segments.flatMap(lineSamples).sort((a, b) => a.x - b.x));
      let bestProblems = null;
      for (const samples of candidates) {
        const found = [];
        const sizes = data.map((d, i) => {
          const y = yOnLine(samples, center(labelAt[i]).x, tol / 2);
          if (y == null) found.push(`no line passes over the label ${JSON.stringify(d.label)}`);
          return y == null ? null : -y;
        });
        const all = [...found, ...monotone(sizes)];
        if (!all.length) { bestProblems = []; break; }
        if (bestProblems === null || all.length < bestProblems.length) bestProblems = all;
      }
      problems.push(...(bestProblems || []));
    } else {
      const sizes = [];
      const used = new Set();
      for (let i = 0; i < data.length; i++) {
        let bestMark = null, bestD = Infinity;
        for (const m of marks) {
          const d = Math.abs(pos(m.getBoundingClientRect()) - positions[i]);
          if (d < bestD && !used.has(m)) { bestD = d; bestMark = m; }
        }
        if (!bestMark || bestD > tol) {
          problems.push(`no ${opts.marks === "bars" ? "bar" : "point"} at the label ${JSON.stringify(data[i].label)}`);
          sizes.push(null);
          continue;
        }
        used.add(bestMark);
        const b = bestMark.getBoundingClientRect();
        if (opts.marks === "bars") sizes.push(alongX ? b.bottom - b.top : b.right - b.left);
        else sizes.push(alongX ? -center(b).y : center(b).x);
        const name = markName(bestMark);
        const others = data.filter((o, j) => j !== i && low(name).includes(low(o.label)) && !low(name).includes(low(data[i].label)));
        if (others.length) problems.push(`the mark at ${JSON.stringify(data[i].label)} is named ${JSON.stringify(name)}`);
        else if (data[i].name && !low(name).includes(low(data[i].name))) {
          problems.push(`the mark at ${JSON.stringify(data[i].label)} is named ${JSON.stringify(name)}, not ${JSON.stringify(data[i].name)}`);
        }
      }
      problems.push(...monotone(sizes));
    }
    return { ok: problems.length === 0, problems, marks: marks.length };
  }


  // --- operations the actor calls -----------------------------------------------------------------
  function missing(spec, r) {
    if (r.scopeMissing) {
      let inner = spec.within;
      let miss = r.scopeMissing;
      while (miss.scopeMissing && inner.within) { miss = miss.scopeMissing; inner = inner.within; }
      return { found: false, count: 0, missingScope: inner, candidates: candidates(inner, null) };
    }
    return { found: false, count: 0, candidates: candidates(spec, r.scope) };
  }
  const firstNode = (m) => m.nodes[0];
  function isDisabled(el) {
    if (el.disabled) return true;
    if (el.getAttribute("aria-disabled") === "true") return true;
    const fs = el.closest("fieldset[disabled]");
    return !!(fs && !(fs.querySelector(":scope > legend") || { contains: () => false }).contains(el));
  }
  function isSelected(el) {
    const attrs = ["aria-selected", "aria-pressed", "aria-checked", "aria-current"];
    for (const a of attrs) { const v = el.getAttribute(a); if (v && v !== "false") return true; }
    if (el.checked === true) return true;
    if (el.localName === "option") return el.selected;
    const input = el.localName === "label" && el.control;
    return !!(input && input.checked);
  }
  const ARROWS = "\u25BC\u25BE\u25BF\u25BD\u2304\u23F7\u02C5\u2193\u2335";  // ▼ ▾ ▿ ▽ ⌄ ⏷ ˅ ↓ ⌵
  const DROPDOWN_ARROWS = new RegExp(`^[\\s${ARROWS}]+|[\\s${ARROWS}]+$`, "g");
  function fieldValue(el) {
    if (el.localName === "label" && el.control) el = el.control;
    if (el.localName === "select") return norm(el.selectedOptions[0] ? el.selectedOptions[0].textContent : "");
    if (isCustomDropdown(el)) {
      // a custom dropdown shows its choice; decoration is not part of it: parts hidden from assistive
      // technology, and an arrow glyph at either end (a caret typed into the text, "Held by prescriber ▾")
      const shown = (n) => n.nodeType === 3 ? n.textContent : n.nodeType === 1 && n.getAttribute("aria-hidden") !== "true"
        ? Array.from(n.childNodes).map(shown).join("") : "";
      return norm(Array.from(el.childNodes).map(shown).join("")).replace(DROPDOWN_ARROWS, "");
    }
    if ("value" in el && el.localName !== "button" && el.localName !== "li") return String(el.value);
    return norm(el.textContent);
  }
  const ops = {
    locate(spec) {
      const r = resolve(spec);
      if (!r.matches.length) return missing(spec, r);
      const el = firstNode(r.matches[0]);
      const target = el.localName === "label" && el.control && !isVisible(el.control) ? el : el;
      return { found: true, count: r.matches.length, mark: mark(target), described: describeEl(target),
        tag: target.localName, role: role(target), native: target.localName === "select",
        checked: target.localName === "label" && target.control ? !!target.control.checked : !!target.checked };
    },
    // where a trusted mouse click on the marked element lands right now, when that is certain without
    // Playwright's actionability waits: one box wholly inside the viewport whose centre hits the element
    // (or something inside it), not disabled, and nothing animating on the page; else {ok: false}
    // and the caller clicks through Playwright (which scrolls, waits for stable and enabled, retries)
    aim(id) {
      const el = doc.querySelector(`[${MARK}="${id}"]`);
      if (!el || !el.isConnected) return { ok: false, why: "gone" };
      if (isDisabled(el) || el.closest('[aria-disabled="true"]')) return { ok: false, why: "disabled" };
      if (typeof doc.getAnimations !== "function" || doc.getAnimations().some((a) => a.playState === "running"))
        return { ok: false, why: "animating" };
      const boxes = el.getClientRects();
      if (boxes.length !== 1) return { ok: false, why: "boxes" };
      const r = boxes[0];
      if (r.width < 1 || r.height < 1 || r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight)
        return { ok: false, why: "viewport" };
      const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
      const hit = doc.elementFromPoint(x, y);
      if (!hit || !(hit === el || el.contains(hit))) return { ok: false, why: "covered" };
      return { ok: true, x, y, checked: !!el.checked };
    },
    // ready the marked text field for typing as Playwright's fill does (its text selected, focused) when
    // it is plainly fillable: a visible, enabled, editable <textarea> or text-like <input>; the caller
    // then inserts the text (or deletes the selection for ""). Anything else: {ok: false}, and the
    // caller uses Playwright's fill with its waits and its own handling of dates, colours and the like
    prime(id, value) {
      const el = doc.querySelector(`[${MARK}="${id}"]`);
      if (!el || !el.isConnected) return { ok: false, why: "gone" };
      const typed = ["", "email", "number", "password", "search", "tel", "text", "url"];
      if (!(el.localName === "textarea" || (el.localName === "input" && typed.includes(el.type.toLowerCase()))))
        return { ok: false, why: "kind" };
      if (!isVisible(el) || isDisabled(el) || el.closest('[aria-disabled="true"]') || el.readOnly
          || el.getAttribute("aria-readonly") === "true") return { ok: false, why: "state" };
      let text = String(value);
      if (el.localName === "input" && el.type.toLowerCase() === "number") {
        text = text.trim();
        if (Number.isNaN(Number(text))) return { ok: false, why: "number" };
      }
      if (el.localName === "input") { el.select(); el.focus(); }
      else { el.selectionStart = 0; el.selectionEnd = el.value.length; el.focus(); }
      return { ok: true, value: text };
    },
    // the checked state of the marked element (found: false when it has left the page)
    marked(id) {
      const el = doc.querySelector(`[${MARK}="${id}"]`);
      return el && el.isConnected ? { found: true, checked: !!el.checked } : { found: false };
    },
    text(spec) {
      if (!spec) return { found: true, text: norm(visibleText([doc.body])) };
      const r = resolve(spec);
      if (!r.matches.length) return missing(spec, r);
      // the text of a column is every cell's, top to bottom, one per line: a text "within the
      // column" is in any of its cells, and one absent from it is in none
      const shown = allCells(spec) ? r.matches.map((m) => visibleText(m.nodes)).join("\n") : visibleText(r.matches[0].nodes);
      return { found: true, text: norm(shown), described: describeEl(firstNode(r.matches[0])) };
    },
    count(spec) {
      const r = resolve(spec);
      if (!r.matches.length && r.scopeMissing) return missing(spec, r);
      return { found: true, count: r.matches.length, described: r.matches.slice(0, 5).map((m) => describeEl(firstNode(m))),
        candidates: r.matches.length ? [] : candidates(spec, r.scope) };
    },
    // names a user meets on things without text of their own (an SVG shape's <title> tooltip, an
    // aria-label on an icon or a chart mark): with the visible text, what a reply may quote as shown
    names() {
      const out = new Set();
      for (const found of doc.body ? doc.body.querySelectorAll("[aria-label], [aria-labelledby], svg title") : []) {
        const el = found.localName === "title" ? found.parentElement : found;
        if (!el || !isRendered(el)) continue;
        const name = markName(el);
        if (name && name.length <= 300) out.add(name);
        if (out.size >= 2000) break;
      }
      return { found: true, names: [...out] };
    },
    // the page's visible text and those names in one round trip (what an action made the page show)
    seen() {
      return { found: true, text: norm(visibleText([doc.body])), names: ops.names().names };
    },
    texts(spec) {
      const r = resolve(spec);
      if (!r.matches.length && r.scopeMissing) return missing(spec, r);
      return { found: true, texts: r.matches.map((m) => norm(visibleText(m.nodes))) };
    },
    value(spec) {
      const r = resolve(spec);
      if (!r.matches.length) return missing(spec, r);
      return { found: true, value: fieldValue(firstNode(r.matches[0])), described: describeEl(firstNode(r.matches[0])) };
    },
    state(spec) {
      const r = resolve(spec);
      if (!r.matches.length) return missing(spec, r);
      const el = firstNode(r.matches[0]);
      const control = el.localName === "label" && el.control ? el.control : el;
      return { found: true, enabled: !isDisabled(control), selected: isSelected(el), described: describeEl(el) };
    },
    chart(spec, opts) {
      const r = resolve(spec);
      if (!r.matches.length) return missing(spec, r);
      // several matching charts: the first one the data fits
      let first = null;
      for (const m of r.matches) {
        const out = chart(m.nodes, opts);
        if (out.ok) return { found: true, ...out };
        first = first || out;
      }
      return { found: true, ...first };
    },
    style(spec, props) {
      const el = spec ? (resolve(spec).matches[0] || { nodes: [null] }).nodes[0] : doc.body;
      if (!el) return null;
      const cs = styleOf(el);
      return props.map((p) => cs.getPropertyValue(p));
    },
    options(spec, opts) {
      // what a choice control offers: a native select or datalist, a listbox, a group of radios
      const r = resolve(spec);
      if (!r.matches.length) return missing(spec, r);
      let el = firstNode(r.matches[0]);
      if (el.localName === "label" && el.control) el = el.control;
      const described = describeEl(el);
      if (el.localName === "select") {
        return { found: true, kind: "native", described, options: Array.from(el.options).map((o) => ({
          label: norm(o.label || o.textContent), value: o.value, placeholder: o.value === "",
          offered: !(o.disabled || o.hidden || styleOf(o).display === "none" ||
                     (o.parentElement && o.parentElement.localName === "optgroup" && o.parentElement.disabled)) })) };
      }
      if (el.list && el.list.localName === "datalist") {
        return { found: true, kind: "native", described, options: Array.from(el.list.options).map((o) => ({
          label: norm(o.value || o.label || o.textContent), value: o.value, placeholder: false, offered: !o.disabled })) };
      }
      const isBox = (e) => e && ["listbox", "radiogroup", "menu"].includes(role(e));
      let box = isBox(el) ? el : null;
      for (const attr of ["aria-controls", "aria-owns"]) {
        if (box) break;
        for (const id of (el.getAttribute(attr) || "").split(/\s+/).filter(Boolean)) {
          const t = doc.getElementById(id);
          if (t && isRendered(t)) { box = t; break; }
        }
      }
      if (!box) box = Array.from(el.querySelectorAll('[role="listbox"], [role="radiogroup"]')).find(isRendered) || null;
      const choices = (root) => Array.from(root.querySelectorAll(
        '[role="option"], [role="radio"], [role="menuitemradio"], [role="menuitem"], input[type="radio"]')).filter(
        (o) => o.localName === "input" ? isRendered(o) || (o.labels && Array.from(o.labels).some(isRendered)) : isRendered(o));
      let items = box ? choices(box) : [];
      if (!items.length && !box) items = choices(el);  // a fieldset or section holding radios
      const popups = () => Array.from(doc.querySelectorAll('[role="listbox"], [role="menu"]')).filter(isRendered);
      if (!items.length && opts && opts.opened) {
        // a custom dropdown just opened: the listbox that appeared (portals render it elsewhere)
        const open = popups();
        const fresh = open.filter((b) => !b.hasAttribute("data-evogen-prebox"));
        if (fresh.length === 1) items = choices(fresh[0]);
        else if (open.length === 1) items = choices(open[0]);
      }
      if (!items.length) {
        if (!(opts && opts.opened)) for (const b of popups()) b.setAttribute("data-evogen-prebox", "");
        return { found: true, kind: "closed", described, options: [] };
      }
      return { found: true, kind: "listbox", described, options: items.map((o) => ({
        label: norm(accName(o) || o.textContent), value: null, placeholder: false,
        offered: !isDisabled(o) })) };
    },
  };

  // --- quiescence ---------------------------------------------------------------------------------
  let mutations = 0;
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === "attributes" && r.attributeName && r.attributeName.startsWith("data-evogen")) continue;
      mutations++;
    }
  });
  observer.observe(doc, { subtree: true, childList: true, attributes: true, characterData: true });

  const describeEl = (el) => `${role(el) || el.localName} "${accName(el).slice(0, 60)}"`;

  globalThis.__evogenEngine = {
    norm, low, nameScore, isVisible, isRendered, visibleText, role, accName, resolve, candidates, mark, describeEl,
    items, cells, tableRows, rowCells, headingLevel, sections, textHolders, chart, chartMarks, ops,
    mutations: () => mutations,
    frames: (n) => new Promise((res) => { let k = 0; const tick = () => (++k >= n ? res(mutations) : requestAnimationFrame(tick)); requestAnimationFrame(tick); }),
    speed: () => {
      // a fixed amount of work; its duration tells how much CPU the renderer gets right now
      const t0 = performance.now();
      let x = 0;
      for (let i = 0; i < 300000; i++) x = (x + Math.sqrt(i) * 1.0001) % 1000003;
      return [performance.now() - t0, x];
    },
  };
})();
