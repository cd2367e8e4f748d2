/* evogen view — a single-page app over the viewer's JSON endpoints (no build step, no dependencies).
 *
 * Everything shown comes from run folders (replies and sources are hostile text), so the DOM is
 * built with createElement and text nodes only (data is never parsed as HTML). Routes: see
 * evogen/view/__init__.py.
 */
"use strict";
(function () {
  const app = document.getElementById("app");
  const crumbs = document.getElementById("crumbs");
  const enc = encodeURIComponent;
  const SYMBOL = { passed: "✓", blocked: "·" };
  const LEGEND = "✓ passed · ✗ failed (failed, build failed, runtime failed, no artifact, no response) · · blocked";
  let renderToken = 0;

  // --- DOM ---------------------------------------------------------------------------------------
  function safeUrl(v) {
    return typeof v === "string" && /^(#|\/(?!\/))/.test(v);
  }

  function h(tag, attrs, ...children) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "class") el.className = v;
      else if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
      else if ((k === "href" || k === "src") && !safeUrl(v)) continue;
      else el.setAttribute(k, v === true ? "" : String(v));
    }
    add(el, children);
    return el;
  }

  function add(el, children) {
    for (const c of children.flat(Infinity)) {
      if (c === null || c === undefined || c === false) continue;
      el.append(c instanceof Node ? c : String(c)); // strings become text nodes
    }
    return el;
  }

  function dec(s) {
    try { return decodeURIComponent(s); } catch (e) { return s; }
  }

  // --- routes ------------------------------------------------------------------------------------------
  const link = {
    home: () => "#/",
    run: (r, q) => `#/run/${enc(r)}` + qs(q || {}),
    task: (r, t) => `#/run/${enc(r)}/task/${enc(t)}`,
    episode: (r, t, e) => `#/run/${enc(r)}/task/${enc(t)}/epoch/${e}`,
    turn: (r, t, e, k) => `#/run/${enc(r)}/task/${enc(t)}/epoch/${e}/turn/${k}`,
    compare: (t, runs) => `#/compare/${enc(t)}?runs=${runs.map(enc).join(",")}`,
    compareTasks: (runs) => `#/compare?runs=${runs.map(enc).join(",")}`,
    compareTurn: (t, e, k, runs) => `#/compare/${enc(t)}/epoch/${e}/turn/${k}?runs=${runs.map(enc).join(",")}`,
  };

  function qs(q) {
    const parts = Object.entries(q).filter(([, v]) => v !== "" && v !== null && v !== undefined && v !== false)
      .map(([k, v]) => `${enc(k)}=${enc(v === true ? "1" : v)}`);
    return parts.length ? "?" + parts.join("&") : "";
  }

  function parseRoute() {
    let raw = location.hash.replace(/^#/, "") || "/";
    let query = "";
    const i = raw.indexOf("?");
    if (i >= 0) { query = raw.slice(i + 1); raw = raw.slice(0, i); }
    const q = {};
    let runsRaw = "";
    for (const part of query.split("&")) {
      if (!part) continue;
      const [k, v = ""] = part.split("=");
      if (k === "runs") runsRaw = v;
      q[dec(k)] = dec(v.replace(/\+/g, " "));
    }
    const runs = runsRaw.split(",").filter(Boolean).map(dec);
    let m;
    if (raw === "/" || raw === "") return { view: "home", q };
    if ((m = raw.match(/^\/run\/([^/]+)\/task\/(.+?)\/epoch\/(\d+)\/turn\/(\d+)\/?$/)))
      return { view: "turn", run: dec(m[1]), task: dec(m[2]), epoch: +m[3], turn: +m[4], q };
    if ((m = raw.match(/^\/run\/([^/]+)\/task\/(.+?)\/epoch\/(\d+)\/?$/)))
      return { view: "episode", run: dec(m[1]), task: dec(m[2]), epoch: +m[3], q };
    if ((m = raw.match(/^\/run\/([^/]+)\/task\/(.+?)\/?$/)))
      return { view: "task", run: dec(m[1]), task: dec(m[2]), q };
    if ((m = raw.match(/^\/run\/([^/]+)\/?$/))) return { view: "run", run: dec(m[1]), q };
    if (/^\/compare\/?$/.test(raw)) return { view: "compareTasks", runs, q };
    if ((m = raw.match(/^\/compare\/(.+?)\/epoch\/(\d+)\/turn\/(\d+)\/?$/)))
      return { view: "compareTurn", task: dec(m[1]), epoch: +m[2], turn: +m[3], runs, q };
    if ((m = raw.match(/^\/compare\/(.+?)\/?$/))) return { view: "compare", task: dec(m[1]), runs, q };
    return { view: "notfound", q };
  }

  async function api(endpoint, params) {
    const res = await fetch(`/api/${endpoint}${qs(params || {})}`, { headers: { Accept: "application/json" } });
    let data;
    try { data = await res.json(); } catch (e) { throw new Error(`${res.status} ${res.statusText}`); }
    if (!res.ok) throw new Error(data && data.error ? data.error : `${res.status} ${res.statusText}`);
    return data;
  }

  function setCrumbs(items) {
    crumbs.replaceChildren();
    items.forEach((item, i) => {
      if (i) crumbs.append(h("span", { class: "sep" }, "›"));
      crumbs.append(item[1] ? h("a", { href: item[1] }, item[0]) : h("span", {}, item[0]));
    });
  }

  // --- small pieces ----------------------------------------------------------------------------------
  function failed(outcome) { return outcome !== "passed" && outcome !== "blocked"; }
  function symbol(outcome) { return SYMBOL[outcome] || "✗"; }
  function kind(outcome) { return outcome === "passed" ? "passed" : outcome === "blocked" ? "blocked" : "fail"; }

  function cell(outcome, href, title, extra) {
    return h(href ? "a" : "span", { class: `cell ${kind(outcome)} ${extra || ""}`.trim(), href, title,
      "data-outcome": outcome }, symbol(outcome));
  }

  /** One episode's five turns as ✓ ✗ · cells, each a link. */
  function strip(ep, hrefOf, opts) {
    opts = opts || {};
    return h("span", { class: "strip", "aria-label": "turns" }, ep.outcomes.map((o, i) => {
      const msg = ep.messages && ep.messages[i] ? ` — ${ep.messages[i]}` : "";
      const extra = [ep.match && !ep.match[i] ? "nomatch" : "", opts.current === i + 1 ? "current" : "",
        opts.differs && opts.differs[i] ? "differs" : ""].join(" ");
      return cell(o, hrefOf(i + 1), `turn ${i + 1}: ${o.replace(/_/g, " ")}${msg}`, extra);
    }));
  }

  function badge(outcome) {
    return h("span", { class: `badge ${kind(outcome)}` }, outcome.replace(/_/g, " "));
  }

  function pre(text, cls) { return h("pre", { class: cls || "" }, text === null || text === undefined ? "" : String(text)); }

  function section(title, ...children) { return [h("h2", {}, title), ...children]; }

  function notesList(notes) {
    if (!notes || !notes.length) return null;
    return h("ul", { class: "notes" }, notes.map((n) => h("li", { class: "note" }, n)));
  }

  function versionsLine(v) {
    const keys = ["evogen", "python", "node", "chromium", "vite", "playwright"];
    const parts = keys.filter((k) => v[k]).map((k) => `${k} ${v[k]}`);
    if (v.git_revision) parts.push(`git ${v.git_revision.slice(0, 12)}${v.git_dirty === "True" ? " (uncommitted changes)" : ""}`);
    return parts.join(" · ");
  }

  function meta(pairs) {
    return h("dl", { class: "meta" }, pairs.filter((p) => p[1] !== "" && p[1] !== null && p[1] !== undefined)
      .map(([k, v]) => [h("dt", {}, k), h("dd", {}, v)]));
  }

  function pct(a, b) { return b ? `${a}/${b} (${Math.round((100 * a) / b)}%)` : "0/0"; }

  function pager(data, hrefOf) {
    if (data.total <= data.limit && data.offset === 0) return null;
    const page = Math.floor(data.offset / data.limit) + 1;
    const last = Math.max(1, Math.ceil(data.total / data.limit));
    return h("div", { class: "pager" },
      page > 1 ? h("a", { href: hrefOf(page - 1) }, "‹ previous") : h("span", { class: "muted" }, "‹ previous"),
      h("span", {}, `${data.offset + 1}–${Math.min(data.total, data.offset + data.limit)} of ${data.total}`),
      page < last ? h("a", { href: hrefOf(page + 1) }, "next ›") : h("span", { class: "muted" }, "next ›"));
  }

  function firstFailure(ep) {
    const i = ep.outcomes.findIndex(failed);
    return i < 0 ? "" : `T${i + 1} ${ep.outcomes[i].replace(/_/g, " ")}: ${ep.messages[i] || ""}`;
  }

  function screenshot(shot, alt, thumb) {
    if (!shot) return null;
    if (!shot.url) return h("span", { class: "muted" }, "screenshot missing");
    return h("a", { href: shot.url, target: "_blank", rel: "noopener" },
      h("img", { class: thumb ? "thumb" : "shot", src: shot.url, alt }));
  }

  // --- views ----------------------------------------------------------------------------------------------
  async function viewHome() {
    setCrumbs([["runs"]]);
    const data = await api("runs");
    const out = [h("h1", {}, "Runs")];
    for (const r of data.runs) {
      out.push(h("div", { class: "card run-card", "data-run": r.name },
        h("h2", {}, h("a", { href: link.run(r.name), class: "run-link" }, r.label)),
        meta([["folder", r.folder], ["evaluator", r.evaluator], ["actor", r.actor], ["created", r.created_at],
          ["versions", versionsLine(r.versions)],
          ["episodes", r.empty ? "" : `${r.episodes} in ${r.tasks} task(s)` + (r.unfinished ? `, ${r.unfinished} unfinished` : "")],
          ["turns passed", r.empty ? "" : pct(r.passed_turns, r.turns)]]),
        r.empty ? h("p", { class: "empty" }, "This run folder has no episodes yet.") : null,
        notesList(r.notes)));
    }
    if (data.runs.length >= 2) {
      const a = h("select", { "aria-label": "first run" }, data.runs.map((r) => h("option", { value: r.name }, r.label)));
      const b = h("select", { "aria-label": "second run" }, data.runs.map((r) => h("option", { value: r.name }, r.label)));
      b.selectedIndex = 1;
      out.push(...section("Compare two runs", h("div", { class: "filters" }, a, b,
        h("button", { type: "button", onclick: () => { location.hash = link.compareTasks([a.value, b.value]); } },
          "choose a task"))));
    }
    return out;
  }

  function filterBar(route, facets) {
    const q = route.q;
    const go = (changes) => { location.hash = link.run(route.run, Object.assign({}, q, changes, { page: "" })); };
    const select = (label, key, values) => h("label", {}, label,
      h("select", { name: key, onchange: (e) => go({ [key]: e.target.value }) },
        h("option", { value: "" }, "all"),
        values.map((v) => h("option", { value: v, selected: q[key] === v }, v.replace(/_/g, " ")))));
    const view = q.view === "turns" ? "turns" : "tasks";
    return h("div", { class: "filters" },
      h("span", { class: "tabs" },
        h("a", { href: link.run(route.run, Object.assign({}, q, { view: "", page: "" })), class: view === "tasks" ? "active" : "" }, "tasks"),
        h("a", { href: link.run(route.run, Object.assign({}, q, { view: "turns", page: "" })), class: view === "turns" ? "active" : "" }, "turns")),
      select("suite", "suite", facets.suites), select("outcome", "outcome", facets.outcomes),
      select("mechanism", "mechanism", facets.mechanisms),
      h("label", {}, h("input", { type: "checkbox", name: "failed", checked: q.failed === "1",
        onchange: (e) => go({ failed: e.target.checked ? "1" : "" }) }), "failed turns only"));
  }

  function runHeader(run) {
    return [h("h1", {}, run.label),
      h("p", { class: "muted small" }, [run.evaluator && `evaluator ${run.evaluator}`, run.created_at, run.folder]
        .filter(Boolean).join(" · ")),
      h("p", { class: "muted small" }, versionsLine(run.versions)),
      notesList(run.notes)];
  }

  async function viewRun(route) {
    const q = route.q;
    const turnsView = q.view === "turns";
    const limit = turnsView ? 200 : 100;
    const page = Math.max(1, parseInt(q.page || "1", 10) || 1);
    const params = { run: route.run, suite: q.suite || "", outcome: q.outcome || "", mechanism: q.mechanism || "",
      failed: q.failed || "", offset: (page - 1) * limit, limit };
    const data = await api(turnsView ? "turns" : "tasks", params);
    const run = data.run;
    setCrumbs([["runs", link.home()], [run.label]]);
    const out = [...runHeader(run)];
    if (run.empty) {
      out.push(h("p", { class: "empty" }, "This run folder has no episodes yet (episodes.jsonl is missing or empty)."));
      return out;
    }
    out.push(filterBar(route, data.facets), h("p", { class: "legend" }, LEGEND));
    const hrefOf = (p) => link.run(route.run, Object.assign({}, q, { page: p > 1 ? String(p) : "" }));
    if (!data.total) {
      out.push(h("p", { class: "empty" }, `No ${turnsView ? "turns" : "tasks"} match these filters.`));
      return out;
    }
    if (turnsView) {
      out.push(h("table", { class: "turns" },
        h("thead", {}, h("tr", {}, ["task", "epoch", "turn", "outcome", "mechanism", "message"].map((c) => h("th", {}, c)))),
        h("tbody", {}, data.turns.map((t) => h("tr", {},
          h("td", {}, h("a", { href: link.task(route.run, t.task_id) }, t.task_id)),
          h("td", { class: "num" }, h("a", { href: link.episode(route.run, t.task_id, t.epoch) }, String(t.epoch))),
          h("td", { class: "num" }, h("a", { href: link.turn(route.run, t.task_id, t.epoch, t.turn) }, `turn ${t.turn}`)),
          h("td", {}, badge(t.outcome), t.regressions ? [" ", h("span", { class: "badge regression" }, "REGRESSION")] : null),
          h("td", {}, (t.mechanism || "").replace(/_/g, " ")),
          h("td", { class: "wrap" }, t.message))))));
    } else {
      out.push(h("table", { class: "tasks" },
        h("thead", {}, h("tr", {}, h("th", {}, "task"), h("th", {}, "suite"), h("th", {}, "turns by epoch"),
          h("th", { class: "num" }, "turns passed"), h("th", { class: "num" }, "episodes all passed"))),
        h("tbody", {}, data.tasks.map((t) => h("tr", { "data-task": t.task_id },
          h("td", {}, h("a", { href: link.task(route.run, t.task_id), class: "task-link" }, t.task_id)),
          h("td", {}, t.suite),
          h("td", {}, h("div", { class: "epochs" }, t.epochs.map((ep) => h("div", { class: "epoch-row" },
            h("a", { class: "label", href: link.episode(route.run, t.task_id, ep.epoch) }, `e${ep.epoch}`),
            strip(ep, (k) => link.turn(route.run, t.task_id, ep.epoch, k)),
            ep.status !== "complete" ? h("span", { class: "badge tag" }, "unfinished") : null)))),
          h("td", { class: "num" }, pct(t.passed_turns, t.turns)),
          h("td", { class: "num" }, `${t.full_passes}/${t.episodes}`))))));
    }
    out.push(pager(data, hrefOf));
    return out;
  }

  async function viewTask(route) {
    const page = Math.max(1, parseInt(route.q.page || "1", 10) || 1);
    const data = await api("task", { run: route.run, task: route.task, offset: (page - 1) * 100, limit: 100 });
    const run = data.run;
    setCrumbs([["runs", link.home()], [run.label, link.run(run.name)], [data.task_id]]);
    const out = [h("h1", {}, data.task_id), h("p", { class: "muted" }, `${run.label} · suite ${data.suite} · ${data.total} episode(s)`)];
    if (data.other_runs.length) {
      out.push(h("p", {}, "Compare with: ", data.other_runs.map((o, i) => [i ? ", " : "",
        h("a", { href: link.compare(data.task_id, [run.name, o]), class: "compare-link" }, o)])));
    }
    out.push(h("p", { class: "legend" }, LEGEND));
    out.push(h("table", { class: "episodes" },
      h("thead", {}, h("tr", {}, ["episode", "turns", "passed", "status", "first failure"].map((c) => h("th", {}, c)))),
      h("tbody", {}, data.episodes.map((ep) => h("tr", { "data-epoch": ep.epoch },
        h("td", {}, h("a", { href: link.episode(run.name, data.task_id, ep.epoch), class: "episode-link" }, `epoch ${ep.epoch}`)),
        h("td", {}, strip(ep, (k) => link.turn(run.name, data.task_id, ep.epoch, k))),
        h("td", { class: "num" }, `${ep.passed}/${ep.outcomes.length}`),
        h("td", {}, ep.status, ep.infrastructure_error ? h("div", { class: "muted small" }, ep.infrastructure_error) : null),
        h("td", { class: "wrap" }, firstFailure(ep)))))));
    out.push(pager(data, (p) => link.task(run.name, data.task_id) + (p > 1 ? `?page=${p}` : "")));
    return out;
  }

  async function viewEpisode(route) {
    const data = await api("task", { run: route.run, task: route.task, epoch: route.epoch });
    const run = data.run;
    const ep = data.episodes[0];
    setCrumbs([["runs", link.home()], [run.label, link.run(run.name)], [data.task_id, link.task(run.name, data.task_id)],
      [`epoch ${ep.epoch}`]]);
    const out = [h("h1", {}, `${data.task_id} · epoch ${ep.epoch}`),
      h("p", { class: "muted" }, `${run.label} · ${ep.passed}/${ep.outcomes.length} turns passed · ${ep.status}`),
      ep.infrastructure_error ? h("p", { class: "note" }, `infrastructure error: ${ep.infrastructure_error}`) : null,
      h("p", {}, strip(ep, (k) => link.turn(run.name, data.task_id, ep.epoch, k))),
      h("table", { class: "episode-turns" },
        h("thead", {}, h("tr", {}, ["turn", "outcome", "first failed mechanism", "message"].map((c) => h("th", {}, c)))),
        h("tbody", {}, ep.outcomes.map((o, i) => h("tr", { "data-turn": i + 1 },
          h("td", {}, h("a", { href: link.turn(run.name, data.task_id, ep.epoch, i + 1), class: "turn-link" }, `turn ${i + 1}`)),
          h("td", {}, badge(o), ep.regressions[i] ? [" ", h("span", { class: "badge regression" }, "REGRESSION")] : null),
          h("td", {}, (ep.mechanisms[i] || "").replace(/_/g, " ")),
          h("td", { class: "wrap" }, ep.messages[i])))))];
    if (data.other_runs.length) {
      out.push(h("p", {}, "Compare with: ", data.other_runs.map((o, i) => [i ? ", " : "",
        h("a", { href: link.compare(data.task_id, [run.name, o]) }, o)])));
    }
    return out;
  }

  function requirementView(r, d) {
    const status = r.passed ? "passed" : "failed";
    const steps = r.steps.length ? h("table", { class: "steps" },
      h("thead", {}, h("tr", {}, ["#", "step", "ok", "message", "tool calls", "screenshots"].map((c) => h("th", {}, c)))),
      h("tbody", {}, r.steps.map((s) => h("tr", {},
        h("td", { class: "num" }, String(s.index)),
        h("td", { class: "wrap" }, h("code", {}, s.target || s.verb)),
        h("td", {}, s.ok ? h("span", { class: "cell passed" }, "✓") : h("span", { class: "cell fail" }, "✗")),
        h("td", { class: "wrap message" }, s.message),
        h("td", {}, (s.tool_calls || []).map((i) => `#${i}`).join(" ")),
        h("td", {}, screenshot(s.screenshot_before, `before step ${s.index}`, true),
          screenshot(s.screenshot_after, `after step ${s.index}`, true)))))) : h("p", { class: "muted" }, "no steps recorded");
    return h("details", { class: `req ${status}`, "data-requirement": r.id },
      h("summary", {},
        h("span", { class: `cell ${r.passed ? "passed" : "fail"}` }, r.passed ? "✓" : "✗"),
        h("strong", { class: "req-id" }, r.id),
        h("span", { class: "badge tag" }, r.carried ? `carried (from turn ${r.introduced_at})` : "new"),
        r.regression ? h("span", { class: "badge regression" }, "REGRESSION") : null,
        h("span", { class: "muted" }, [r.mechanism ? r.mechanism.replace(/_/g, " ") : "", r.severity].filter(Boolean).join(" · ")),
        h("span", {}, r.statement)),
      h("div", { class: "body" },
        r.message ? h("p", { class: "message req-message" }, r.message) : h("p", { class: "muted" }, r.passed ? "passed" : "no message"),
        steps,
        r.screenshot ? [h("h3", {}, r.passed ? "screenshot" : "screenshot at the failure"),
          screenshot(r.screenshot, `screenshot: ${r.id}`, false)] : null));
  }

  function diffView(text) {
    return h("pre", { class: "diff" }, text.split("\n").map((line) => {
      const c = line.startsWith("+++") || line.startsWith("---") ? "head" : line.startsWith("@@") ? "hunk"
        : line.startsWith("+") ? "add" : line.startsWith("-") ? "del" : "";
      return h("span", { class: c }, line || " ");
    }));
  }

  function stateView(state) {
    const out = [];
    const same = state.hash_before && state.hash_before === state.hash_after;
    out.push(h("p", { class: "muted small" }, same ? "state unchanged by this turn (same hash before and after)" : "",
      state.before_url ? [" ", h("a", { href: state.before_url, target: "_blank", rel: "noopener" }, "before (raw)")] : null,
      state.after_url ? [" · ", h("a", { href: state.after_url, target: "_blank", rel: "noopener" }, "after (raw)")] : null));
    if (state.note) out.push(h("p", { class: "muted" }, state.note));
    if (state.changes.length) {
      out.push(h("table", { class: "state-diff" },
        h("thead", {}, h("tr", {}, ["path", "", "before", "after"].map((c) => h("th", {}, c)))),
        h("tbody", {}, state.changes.map((c) => h("tr", {},
          h("td", { class: "wrap" }, h("code", {}, c.path)), h("td", { class: `kind-${c.kind}` }, c.kind),
          h("td", { class: "wrap" }, h("code", {}, c.before)), h("td", { class: "wrap" }, h("code", {}, c.after)))))));
    } else if (!state.note) {
      out.push(h("p", { class: "muted" }, "no differences between the state before and after"));
    }
    return out;
  }

  function sourceView(src) {
    const out = [];
    out.push(h("p", { class: "muted small" }, src.against ? `compared with turn ${src.against} of this episode` : "", src.note ? src.note : ""));
    const changed = src.files.filter((f) => f.status !== "unchanged");
    const same = src.files.filter((f) => f.status === "unchanged");
    for (const f of changed) {
      out.push(h("details", { class: "file", open: true, "data-file": f.file },
        h("summary", {}, h("code", {}, f.file), " ", h("span", { class: `status-${f.status}` }, f.status),
          f.url ? [" · ", h("a", { href: f.url, target: "_blank", rel: "noopener" }, "raw")] : null),
        f.note ? h("p", { class: "note" }, f.note) : null,
        f.diff ? diffView(f.diff) : h("p", { class: "muted" }, "empty")));
    }
    if (src.files.length && !changed.length) out.push(h("p", { class: "muted" }, "no file changed"));
    if (same.length) {
      out.push(h("p", { class: "muted small" }, "unchanged: ", same.map((f, i) => [i ? ", " : "",
        f.url ? h("a", { href: f.url, target: "_blank", rel: "noopener" }, f.file) : f.file])));
    }
    return out;
  }

  function toolView(d) {
    if (!d.tool_log.length) return [h("p", { class: "muted" }, d.tool_note && d.tool_note !== "not recorded" ? d.tool_note : "no tool calls")];
    const json = (v) => (v === undefined ? "" : JSON.stringify(v, null, 2));
    return [d.tool_note ? h("p", { class: "note" }, d.tool_note) : null,
      h("table", { class: "tools" },
        h("thead", {}, h("tr", {}, ["#", "phase", "tool", "mode", "args", "ok", "result"].map((c) => h("th", {}, c)))),
        h("tbody", {}, d.tool_log.map((t, i) => h("tr", {},
          h("td", { class: "num" }, `#${i}`), h("td", {}, String(t.phase ?? "")),
          h("td", {}, h("code", {}, String(t.name ?? t.uri ?? ""))), h("td", {}, String(t.mode ?? t.kind ?? "")),
          h("td", { class: "wrap" }, h("code", {}, json(t.args))),
          h("td", {}, t.ok === false ? h("span", { class: "cell fail", title: String(t.error ?? "") }, "✗") : h("span", { class: "cell passed" }, "✓"),
            t.error ? h("div", { class: "small message" }, typeof t.error === "string" ? t.error : json(t.error)) : null),
          h("td", {}, h("details", {}, h("summary", {}, "result"), pre(json(t.result)),
            t.delta && t.delta.length ? [h("div", { class: "small muted" }, "state delta"), pre(json(t.delta))] : null))))))];
  }

  function consoleView(c) {
    if (!c) return null;
    const items = [...(c.page_errors || []), ...(c.console || [])];
    if (!items.length) return null;
    return section("Browser console", pre(items.map((x) => (typeof x === "string" ? x : JSON.stringify(x))).join("\n")));
  }

  /** One turn; ``compact`` drops the breadcrumbs' job (used side by side). */
  function turnView(d, opts) {
    opts = opts || {};
    const run = d.run;
    const turnHref = opts.turnHref || ((k) => link.turn(run.name, d.task_id, d.epoch, k));
    const failedReqs = d.requirements.filter((r) => !r.passed).length;
    const out = [];
    out.push(opts.compact ? h("h2", { class: "run-title" }, h("a", { href: link.turn(run.name, d.task_id, d.epoch, d.turn) }, run.label))
      : h("h1", {}, `${d.task_id} · epoch ${d.epoch} · turn ${d.turn}`));
    out.push(h("div", { class: "turn-nav" },
      strip({ outcomes: d.strip }, turnHref, { current: d.turn }),
      d.turn > 1 ? h("a", { href: turnHref(d.turn - 1) }, "‹ turn " + (d.turn - 1)) : null,
      d.turn < d.strip.length ? h("a", { href: turnHref(d.turn + 1) }, "turn " + (d.turn + 1) + " ›") : null,
      opts.compact ? null : h("span", { class: "muted" }, run.label)));
    out.push(h("div", { class: "outcome-line" }, badge(d.outcome),
      d.first_failed_mechanism ? h("span", { class: "muted" }, `first failed mechanism: ${d.first_failed_mechanism.replace(/_/g, " ")}`) : null,
      d.reason ? h("code", { class: "muted" }, d.reason) : null));
    out.push(h("p", { class: "message turn-message" }, d.message));
    if (d.passed_by_rule) out.push(h("p", { class: "muted small" }, `pass rule: ${d.passed_by_rule}`));
    if (d.infrastructure_error) out.push(h("p", { class: "note" }, `infrastructure error: ${d.infrastructure_error}`));
    if (d.notes && d.notes.length) out.push(notesList(d.notes));
    out.push(...section("Request", pre(d.request ?? "(not recorded)", "request"),
      d.request_cut ? h("p", { class: "note" }, "cut: open request.md for all of it") : null));
    out.push(...section("Reply", pre(d.reply ?? "(no reply)", "reply"),
      d.reply_cut ? h("p", { class: "note" }, "cut: open reply.md for all of it") : null));
    if (d.build_log !== null && d.build_log !== undefined) {
      out.push(...section("Build log (the build failed)", pre(d.build_log, "build-log"),
        d.build_log_cut ? h("p", { class: "note" }, "cut: open build.log for all of it") : null));
    }
    if (d.scores.length) {
      out.push(...section("Scores", h("table", { class: "scores" },
        h("thead", {}, h("tr", {}, ["dimension", "score", "reasons", "failure types"].map((c) => h("th", {}, c)))),
        h("tbody", {}, d.scores.map((s) => h("tr", {},
          h("td", {}, s.dimension), h("td", { class: "num" }, h("span", { class: `cell ${s.score >= 4 ? "passed" : "fail"}` }, String(s.score))),
          h("td", { class: "wrap" }, (s.reasons || []).join("; ")), h("td", {}, (s.failure_types || []).join(", "))))))));
    }
    out.push(...section(`Requirements (${d.requirements.length}${failedReqs ? `, ${failedReqs} failed` : ""})`,
      d.requirements.length ? h("div", { class: "requirements" }, d.requirements.map((r) => requirementView(r, d)))
        : h("p", { class: "muted" }, "no requirement was checked in this turn")));
    out.push(...section(`Tool calls (${d.tool_log.length})`, toolView(d)));
    out.push(...section("Mock state: before → after", stateView(d.state)));
    out.push(...section("Source: diff from the previous turn", sourceView(d.source)));
    const cons = consoleView(d.console);
    if (cons) out.push(...cons);
    if (d.ui_text) out.push(...section("Visible text", h("details", {}, h("summary", {}, "landing page text"), pre(d.ui_text))));
    out.push(...section("Evidence files", d.evidence.length ? h("ul", { class: "evidence" }, d.evidence.map((e) => h("li", {},
      e.url ? h("a", { href: e.url, target: "_blank", rel: "noopener" }, e.name) : h("span", { class: "muted" }, `${e.name} (missing)`))))
      : h("p", { class: "muted" }, "none recorded")));
    return out;
  }

  async function viewTurn(route) {
    const d = await api("turn", { run: route.run, task: route.task, epoch: route.epoch, turn: route.turn });
    setCrumbs([["runs", link.home()], [d.run.label, link.run(d.run.name)], [d.task_id, link.task(d.run.name, d.task_id)],
      [`epoch ${d.epoch}`, link.episode(d.run.name, d.task_id, d.epoch)], [`turn ${d.turn}`]]);
    return turnView(d);
  }

  async function viewCompareTasks(route) {
    const data = await api("compare", { task: "", runs: route.runs.join(",") });
    const labels = data.runs.map((r) => r.run.label);
    setCrumbs([["runs", link.home()], [`compare ${labels.join(" vs ")}`]]);
    const out = [h("h1", {}, `Compare ${labels.join(" vs ")}`), h("p", { class: "muted" }, `${data.shared_tasks.length} task(s) in all of them`)];
    if (!data.shared_tasks.length) out.push(h("p", { class: "empty" }, "These runs share no task."));
    out.push(h("ul", {}, data.shared_tasks.map((t) => h("li", {}, h("a", { href: link.compare(t, route.runs) }, t)))));
    return out;
  }

  async function viewCompare(route) {
    const data = await api("compare", { task: route.task, runs: route.runs.join(",") });
    const names = data.runs.map((r) => r.run.name);
    setCrumbs([["runs", link.home()], ["compare", link.compareTasks(names)], [data.task_id]]);
    const out = [h("h1", {}, `Compare · ${data.task_id}`), h("p", { class: "muted" }, data.runs.map((r) => r.run.label).join(" vs ")),
      h("p", { class: "legend" }, LEGEND + " · underlined: the runs differ on that turn")];
    const rows = [];
    for (const e of data.epochs) {
      const eps = data.runs.map((r) => r.episodes.find((x) => x.epoch === e));
      const n = Math.max(...eps.map((x) => (x ? x.outcomes.length : 0)));
      const differs = Array.from({ length: n }, (_, i) => new Set(eps.map((x) => (x ? x.outcomes[i] : "missing"))).size > 1);
      data.runs.forEach((r, j) => {
        const ep = eps[j];
        rows.push(h("tr", { "data-epoch": e, "data-run": r.run.name },
          j === 0 ? h("td", { rowspan: data.runs.length }, `epoch ${e}`) : null,
          h("td", {}, h("a", { href: link.task(r.run.name, data.task_id) }, r.run.label)),
          h("td", {}, ep ? strip(ep, (k) => link.compareTurn(data.task_id, e, k, names), { differs }) : h("span", { class: "muted" }, "no episode")),
          h("td", { class: "num" }, ep ? `${ep.passed}/${ep.outcomes.length}` : ""),
          h("td", { class: "wrap" }, ep ? firstFailure(ep) : "")));
      });
    }
    out.push(h("table", { class: "compare" },
      h("thead", {}, h("tr", {}, ["epoch", "run", "turns (click: side by side)", "passed", "first failure"].map((c) => h("th", {}, c)))),
      h("tbody", {}, rows)));
    if (!data.epochs.length) out.push(h("p", { class: "empty" }, "No episodes of this task in these runs."));
    return out;
  }

  async function viewCompareTurn(route) {
    const results = await Promise.allSettled(route.runs.map((r) =>
      api("turn", { run: r, task: route.task, epoch: route.epoch, turn: route.turn })));
    setCrumbs([["runs", link.home()], ["compare", link.compareTasks(route.runs)], [route.task, link.compare(route.task, route.runs)],
      [`epoch ${route.epoch} · turn ${route.turn}`]]);
    const turnHref = (k) => link.compareTurn(route.task, route.epoch, k, route.runs);
    return [h("h1", {}, `${route.task} · epoch ${route.epoch} · turn ${route.turn}`),
      h("div", { class: "side-by-side" }, results.map((res, i) => h("section", { "data-run": route.runs[i] },
        res.status === "fulfilled" ? turnView(res.value, { compact: true, turnHref })
          : [h("h2", {}, route.runs[i]), h("p", { class: "error" }, res.reason.message)])))];
  }

  const VIEWS = { home: viewHome, run: viewRun, task: viewTask, episode: viewEpisode, turn: viewTurn,
    compare: viewCompare, compareTasks: viewCompareTasks, compareTurn: viewCompareTurn };

  async function render() {
    const token = ++renderToken;
    const route = parseRoute();
    const view = VIEWS[route.view];
    let nodes;
    try {
      if (!view) throw new Error(`no such page: ${location.hash}`);
      nodes = await view(route);
    } catch (err) {
      if (route.view === "notfound" || !view) setCrumbs([["runs", link.home()]]);
      nodes = [h("p", { class: "error" }, String(err && err.message ? err.message : err)), h("p", {}, h("a", { href: "#/" }, "back to the runs"))];
    }
    if (token !== renderToken) return; // a newer navigation won
    app.replaceChildren(add(document.createDocumentFragment(), nodes));
    document.title = `evogen view · ${crumbs.textContent.replace(/›/g, " › ")}`;
    app.setAttribute("data-ready", String(token));
    if (!route.keepScroll) window.scrollTo(0, 0);
  }

  window.addEventListener("hashchange", render);
  render();
})();
