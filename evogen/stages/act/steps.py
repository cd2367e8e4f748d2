"""Run the check language's steps against a live page (used by the scripted actor).

Targets are resolved by the page engine in an isolated world (see ``engine.js``). Every wait is a
condition: an expectation is retried until it holds *at a settled page* (no tool call or short
timer pending, DOM unchanged over a frame) or until the page settles without it holding — so a
wrong page fails at once and a slow machine only takes longer. The limits behind the waits
(for pages that never settle) scale with the measured pace of the machine.
"""

from __future__ import annotations

import difflib
import hashlib
import importlib.util
import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Error as PlaywrightError

from evogen.records import StepTrace
from evogen.stages.serve import AppSession, EngineError, RenderFailed
from evogen.tasks.checks import Step, Target, parse_steps
from mock_runtimes.base import lookup

_STYLE_PROPS = ("color", "background-color", "border-color", "box-shadow", "outline-color", "opacity",
                "transform", "visibility", "display", "font-weight", "text-decoration-line")


class StepFailed(AssertionError):
    """A step whose expectation did not hold or whose target could not be used."""


# how much of the page's text one reading keeps for the alignment rule (a bound against hostile pages,
# far above any real page: the rule must see a long page's lower sections too)
SEEN_TEXT_LIMIT = 200_000


def _norm(text: str) -> str:
    return " ".join(str(text).replace("\u00a0", " ").replace("\u202f", " ").split())


def closest(wanted: str, candidates: list[str], n: int = 4) -> list[str]:
    """The candidates most like ``wanted`` (for failure messages)."""
    if not candidates:
        return []
    names = {c: c.split('"', 1)[1].rsplit('"', 1)[0] if '"' in c else c for c in candidates}
    ranked = sorted(candidates, key=lambda c: -difflib.SequenceMatcher(None, wanted.lower(), names[c].lower()).ratio())
    return ranked[:n]


def _wanted_name(target: Target) -> str:
    value = getattr(target, target.way)
    if target.way == "role":
        value = target.name or target.role
    return value if isinstance(value, str) else target.way


def _offers(reply: dict[str, Any], args: Any) -> tuple[bool, str]:
    """Compare the options a choice control offers with what ``expect_options`` asks."""
    what = reply.get("described") or args.target.describe()
    if reply.get("kind") == "closed":
        return False, f"{what} offers no options: it is neither a dropdown nor a group of choices, or it shows none"
    options = reply.get("options") or []
    offered = [_norm(o["label"]) for o in options if o.get("offered") and not o.get("placeholder")]

    def has(label: str, want: str) -> bool:
        return label.lower() == want.lower() if args.whole else want.lower() in label.lower()

    for want in map(_norm, args.includes):
        if not any(has(o, want) for o in offered):
            off = [_norm(o["label"]) for o in options if not o.get("offered") and has(_norm(o["label"]), want)]
            why = f" ({off[0]!r} is there but cannot be chosen)" if off else ""
            return False, f"{what} does not offer {want!r}{why}; it offers {offered[:12]}"
    for want in map(_norm, args.excludes):
        hit = next((o for o in offered if has(o, want)), None)
        if hit is not None:
            return False, f"{what} offers {hit!r}, which it must not; it offers {offered[:12]}"
    if args.exactly is not None:
        wanted = [_norm(t) for t in args.exactly]
        if len(offered) != len(wanted) or not all(has(o, w) for o, w in zip(offered, wanted, strict=False)):
            return False, f"{what} offers {offered[:12]}, wanted {wanted}"
    return True, f"{what} offers {offered[:12]}"


def not_found(target: Target, reply: dict[str, Any]) -> str:
    """One sentence: what was looked for, and the closest things the page does have."""
    where = target
    if reply.get("missingScope"):
        where = Target.model_validate(reply["missingScope"])
    near = closest(_wanted_name(where), reply.get("candidates") or [])
    hint = f"; closest on the page: {', '.join(near)}" if near else "; nothing similar is on the page"
    if where is not target:
        return f"{where.describe()} was not found (looking for {target.describe()}){hint}"
    return f"{target.describe()} was not found{hint}"


@dataclass
class CheckContext:
    """What a Python escape-hatch check receives."""

    page: Any
    session: AppSession
    task_root: Path
    tool_log_start: int
    runner: StepRunner

    @property
    def runtime_state(self) -> dict[str, Any]:
        return self.session.runtime.snapshot()

    @property
    def tool_calls(self) -> list[Any]:
        return self.session.runtime.log[self.tool_log_start:]

    def locate(self, target: Target | dict[str, Any]) -> Any:
        """A Playwright locator for the target (found by meaning, as in the declarative steps)."""
        return self.runner.locator(Target.model_validate(target) if isinstance(target, dict) else target)

    def text(self, target: Target | dict[str, Any] | None = None) -> str:
        """What a person sees in the target (default: the whole page), whitespace-normalised."""
        spec = None if target is None else (Target.model_validate(target) if isinstance(target, dict) else target)
        return self.runner.visible_text(spec)

    def until(self, probe: Callable[[], tuple[bool, str]]) -> None:
        """Retry ``probe`` until it holds at a settled page; raise StepFailed with its message if not."""
        self.runner.until(probe)

    def options(self, target: Target | dict[str, Any]) -> list[str]:
        """The labels a choice control offers, in order, read as ``expect_options`` reads them (a
        native select, a datalist, a listbox, radios; a closed custom dropdown is opened and closed
        again). Placeholders, disabled and hidden options are left out. Raises StepFailed when the
        control is not on the page."""
        return self.runner.offered(Target.model_validate(target) if isinstance(target, dict) else target)

    def value(self, target: Target | dict[str, Any]) -> str:
        """A field's value as ``expect_value`` reads it: a select's or a custom dropdown's shown
        choice (without an arrow glyph), an input's value. Raises StepFailed when it is not on the page."""
        return self.runner.field_value(Target.model_validate(target) if isinstance(target, dict) else target)

    def behind_the_app(self, tool: str, args: dict[str, Any]) -> Any:
        """Call a tool behind the app's back (another desk acting meanwhile), e.g. to provoke
        a refusal: calls ``tool`` on the runtime without logging it as the app's call, and returns
        its result. Only in an ``isolated`` requirement, so the change never carries forward."""
        if not self.runner.isolated:
            raise StepFailed("behind_the_app needs a requirement marked `isolated: true` (the change would carry "
                             "into later requirements and turns)")
        runtime = self.session.runtime
        record = runtime.call(tool, args)
        runtime.log.pop()  # not the app's call: tool expectations never count it
        if not record.ok:
            raise StepFailed(f"the check's own {tool} call (behind the app) failed: {record.error}")
        return record.result

    def expect(self, *steps: dict[str, Any]) -> None:
        """Run vocabulary steps from Python, with arguments computed from the state (e.g.
        ``ctx.expect({"expect_options": {"field": "Assign to", "excludes": inactive}})``)."""
        self.runner.run(parse_steps(list(steps)))


@dataclass
class StepRunner:
    session: AppSession
    task_root: Path
    shoot: Callable[[str], str | None] = lambda _label: None
    traces: list[StepTrace] = field(default_factory=list)
    seen: list[str] = field(default_factory=list)
    load_log_start: int = 0
    action_log_start: int = 0
    req_error_start: tuple[int, int] = (0, 0)
    remember_text: bool = True
    isolated: bool = False  # the check runs on its own throwaway copy of the state (an isolated requirement)

    @property
    def page(self) -> Any:
        return self.session.page

    @property
    def pace(self) -> Any:
        return self.session.pace

    def begin(self) -> None:
        self.traces = []
        self.seen = []

    def loaded(self) -> None:
        """Call once the check's page is loaded (its own load, or one shared with look-only checks):
        ``since: load`` and error checks count from that load, ``since: action`` from now."""
        self.load_log_start = self.session.load_log_start
        self.req_error_start = self.session.load_errors
        self.action_log_start = len(self.session.runtime.log)

    def run(self, steps: list[Step]) -> None:
        """Run steps in order; raises StepFailed naming the first step that failed."""
        for step in steps:
            index = len(self.traces) + 1
            started = time.perf_counter()
            calls_before = len(self.session.runtime.log)
            if not step.verb.startswith("expect_"):
                self.action_log_start = calls_before
            trace = StepTrace(index=index, verb=step.verb, target=step.describe(), ok=False)
            self.traces.append(trace)
            try:
                observed = getattr(self, f"_{step.verb}")(step.args, trace)
                trace.ok = True
                if observed:
                    trace.message = str(observed)[:300]
                if step.verb in ("click", "press", "select", "check", "open", "hover", "fill") and self.remember_text:
                    self._remember_text()  # what the action made the page show (typing may show a message)
            except (StepFailed, PlaywrightError, AssertionError, RenderFailed, EngineError) as exc:
                trace.message = _short(exc)
                raise StepFailed(f"step {index} ({step.describe()}): {trace.message}") from None
            finally:
                trace.duration_s = round(time.perf_counter() - started, 4)
                trace.tool_calls = list(range(calls_before, len(self.session.runtime.log)))

    def _remember_text(self) -> None:
        """Keep what the page showed after an action (dialogs, messages that later vanish)."""
        try:
            self.seen.append(self.seen_now())
        except (EngineError, PlaywrightError, StepFailed):
            pass

    def seen_now(self) -> str:
        """All the page shows now: its visible text, then the names of things without text of their
        own (an SVG shape's ``<title>``, an icon's aria-label) — what a reply may quote as shown."""
        reply = self.op("seen")
        text = str(reply.get("text", ""))[:SEEN_TEXT_LIMIT]
        return " ".join([text, *(str(n) for n in reply.get("names") or [])])[:SEEN_TEXT_LIMIT]

    # --- waiting on conditions -----------------------------------------------------------------
    def until(self, probe: Callable[[], tuple[bool, str]], limit_s: float | None = None) -> str:
        """Retry ``probe`` until it holds at a settled page; StepFailed with its last message if the
        page settles (or the pace-scaled limit passes) without it holding."""
        deadline = time.perf_counter() + (self.pace.expect_s if limit_s is None else limit_s)
        while True:
            ok, detail = probe()
            settled, unchanged = self.session.settle_state(max(0.05, deadline - time.perf_counter()))
            if unchanged:  # the page was settled and did not move since: what the probe read holds
                if ok:
                    return detail
                raise StepFailed(detail)
            if ok:
                if not settled:
                    return detail  # a page that never settles (an animation): it held when we looked
                ok, detail = probe()
                if ok:
                    return detail
                continue  # it held only on the way: keep waiting for the settled page
            if settled:
                ok, detail = probe()
                if ok:
                    continue
                raise StepFailed(detail)
            if time.perf_counter() > deadline:
                raise StepFailed(detail)

    def op(self, name: str, *args: Any) -> dict[str, Any]:
        reply = self.session.call(f"ops.{name}", *args)
        if not isinstance(reply, dict):
            raise EngineError(f"the page engine gave no answer to {name}")
        return reply

    def find(self, target: Target) -> dict[str, Any]:
        """Resolve a target (retrying until the page settles) and mark the element for Playwright."""
        spec = target.spec()
        box: dict[str, Any] = {}

        def probe() -> tuple[bool, str]:
            reply = self.op("locate", spec)
            box["reply"] = reply
            return bool(reply.get("found")), "" if reply.get("found") else not_found(target, reply)

        self.until(probe)
        # the mark is from the settled page (the probe ran last)
        return box["reply"]

    def locator(self, target: Target) -> Any:
        found = self.find(target)
        return self.page.locator(f'[data-evogen-target="{found["mark"]}"]')

    def visible_text(self, target: Target | None) -> str:
        reply = self.op("text", target.spec() if target is not None else None)
        if not reply.get("found"):
            raise StepFailed(not_found(target, reply)) if target is not None else StepFailed("no page")
        return str(reply.get("text", ""))

    # --- actions ---------------------------------------------------------------------------
    def _act(self, target: Target, action: Callable[[Any, dict[str, Any]], object], what: str) -> None:
        for attempt in range(3):
            found = self.find(target)
            loc = self.page.locator(f'[data-evogen-target="{found["mark"]}"]')
            try:
                action(loc, found)
                break
            except PlaywrightError as exc:
                text = str(exc)
                if attempt < 2 and ("not attached" in text or "detached" in text or "resolved to 0" in text.lower()
                                    or ("Timeout" in text and "waiting for locator" in text and loc.count() == 0)):
                    continue  # re-rendered between finding and acting: find it again
                raise StepFailed(f"could not {what} {found.get('described', target.describe())}: {_short(exc)}") from None
        self.session.settle()

    def _open(self, args: Any, trace: StepTrace) -> None:
        self.session.open(args.path)
        self.action_log_start = len(self.session.runtime.log)

    def _tap(self, loc: Any, found: dict[str, Any]) -> dict[str, Any]:
        """Click the found element. When the engine sees the click's landing point is certain right
        now (see ``aim`` in engine.js), a trusted mouse click there, the same events Playwright's click
        sends without its actionability round trips; otherwise Playwright's click, which scrolls and
        waits for the element to be visible, stable, enabled and not covered. Returns the aim."""
        aim = self.op("aim", found["mark"])
        if aim.get("ok"):
            self.page.mouse.click(aim["x"], aim["y"])
        else:
            loc.click(timeout=self.pace.action_ms)
        return aim

    def _click(self, args: Any, trace: StepTrace) -> None:
        self._act(args.target, self._tap, "click")

    def _fill(self, args: Any, trace: StepTrace) -> None:
        def type_in(loc: Any, found: dict[str, Any]) -> None:
            primed = self.op("prime", found["mark"], args.value)  # see ``prime`` in engine.js
            if not primed.get("ok"):
                loc.fill(args.value, timeout=self.pace.action_ms)
            elif primed["value"]:
                self.page.keyboard.insert_text(primed["value"])
            else:
                self.page.keyboard.press("Delete")

        self._act(args.target, type_in, "fill")

    def _select(self, args: Any, trace: StepTrace) -> None:
        def choose(loc: Any, found: dict[str, Any]) -> None:
            if found.get("native"):
                try:
                    loc.select_option(label=args.option, timeout=self.pace.action_ms)
                except PlaywrightError:
                    options = self.op("options", args.target.spec()).get("options", [])
                    match = next((o for o in options if _norm(o["label"]).lower() == _norm(args.option).lower()
                                  or o["value"] == args.option), None)
                    if match is None:
                        shown = [o["label"] for o in options]
                        raise StepFailed(f"no option {args.option!r} in {found.get('described')}; options: {shown}") from None
                    loc.select_option(value=match["value"], timeout=self.pace.action_ms)
                return
            # a custom dropdown: open it, then pick the option by name
            self._tap(loc, found)
            self.session.settle()
            option = Target(control=args.option)
            chosen = self.find(option)
            self._tap(self.page.locator(f'[data-evogen-target="{chosen["mark"]}"]'), chosen)

        self._act(args.target, choose, "choose an option of")

    def _check(self, args: Any, trace: StepTrace) -> None:
        def tick(loc: Any, found: dict[str, Any]) -> None:
            if found.get("tag") == "label" or found.get("role") not in ("checkbox", "radio", "switch", "menuitemcheckbox",
                                                                        "menuitemradio"):
                if bool(found.get("checked")) != args.checked or found.get("tag") != "label":
                    self._tap(loc, found)
                return
            if found.get("tag") != "input" or (found.get("role") != "checkbox" and args.checked is False):
                loc.set_checked(args.checked, timeout=self.pace.action_ms)
                return
            # a native checkbox or radio, as Playwright's set_checked: click unless already so, then the
            # click must have changed it (read at once, before anything else runs)
            if bool(found.get("checked")) == args.checked:
                return
            aim = self.op("aim", found["mark"])
            if not aim.get("ok"):
                loc.set_checked(args.checked, timeout=self.pace.action_ms)
                return
            self.page.mouse.click(aim["x"], aim["y"])
            after = self.op("marked", found["mark"])
            if not after.get("found"):
                after = self.op("locate", args.target.spec())
            if bool(after.get("checked")) != args.checked:
                raise StepFailed(f"could not {'tick' if args.checked else 'untick'} {found.get('described')}: "
                                 "clicking it did not change its state")

        self._act(args.target, tick, "tick" if args.checked else "untick")

    def _hover(self, args: Any, trace: StepTrace) -> None:
        def point(loc: Any, found: dict[str, Any]) -> None:
            aim = self.op("aim", found["mark"])  # as _tap: the mouse moved there, when that is certain now
            if aim.get("ok"):
                self.page.mouse.move(aim["x"], aim["y"])
            else:
                loc.hover(timeout=self.pace.action_ms)

        self._act(args.target, point, "hover over")

    def _press(self, args: Any, trace: StepTrace) -> None:
        if args.target is not None:
            self._act(args.target, lambda loc, _f: loc.press(args.key, timeout=self.pace.action_ms), "press a key in")
        else:
            self.page.keyboard.press(args.key)
            self.session.settle()

    def _wait_for(self, args: Any, trace: StepTrace) -> None:
        self._expect_visible(type("A", (), {"target": args.target, "visible": args.state == "visible"})(), trace)

    # --- expectations ----------------------------------------------------------------------
    def _expect_text(self, args: Any, trace: StepTrace) -> str:
        spec = args.within.spec() if args.within is not None else None
        flags = re.I if args.ignore_case else 0
        wanted = re.compile(args.regex, flags) if args.regex is not None else None
        text_wanted = _norm(args.text) if args.text is not None else ""

        def probe() -> tuple[bool, str]:
            reply = self.op("text", spec)
            if not reply.get("found"):
                return False, not_found(args.within, reply)
            shown = _norm(reply.get("text", ""))
            if wanted is not None:
                present = wanted.search(shown) is not None
            else:
                present = (text_wanted.lower() in shown.lower()) if args.ignore_case else (text_wanted in shown)
            where = f" in {args.within.describe()}" if args.within is not None else ""
            label = args.text if args.text is not None else f"/{args.regex}/"
            if args.absent:
                return not present, f"{label!r} is still shown{where}: {_excerpt(shown, text_wanted)!r}"
            return present, f"{label!r} is not shown{where}; it shows: {shown[:300]!r}"

        return self.until(probe)

    def _expect_visible(self, args: Any, trace: StepTrace) -> None:
        spec = args.target.spec()

        def probe() -> tuple[bool, str]:
            reply = self.op("count", spec)
            n = int(reply.get("count") or 0)
            if args.visible:
                return n > 0, not_found(args.target, reply)
            return n == 0, f"{args.target.describe()} is still shown ({', '.join(reply.get('described', []))})"

        self.until(probe)

    def _expect_count(self, args: Any, trace: StepTrace) -> str:
        spec = args.target.spec()

        def probe() -> tuple[bool, str]:
            reply = self.op("count", spec)
            if not reply.get("found"):
                return False, not_found(args.target, reply)
            n = int(reply.get("count") or 0)
            ok = (args.count is None or n == args.count) and (args.min is None or n >= args.min) and \
                (args.max is None or n <= args.max)
            wanted = f"{args.count}" if args.count is not None else f"min={args.min} max={args.max}"
            return ok, f"found {n} × {args.target.describe()}, wanted {wanted}"

        return self.until(probe)

    def _expect_value(self, args: Any, trace: StepTrace) -> None:
        spec = args.target.spec()

        def probe() -> tuple[bool, str]:
            reply = self.op("value", spec)
            if not reply.get("found"):
                return False, not_found(args.target, reply)
            value = str(reply.get("value", ""))
            return _norm(value) == _norm(args.value), f"value of {reply.get('described')} is {value!r}, expected {args.value!r}"

        self.until(probe)

    def field_value(self, target: Target) -> str:
        """A field's value as ``expect_value`` reads it (a select's or custom dropdown's shown
        choice), once the page has settled."""
        spec = target.spec()
        seen: list[str] = []

        def probe() -> tuple[bool, str]:
            reply = self.op("value", spec)
            if not reply.get("found"):
                return False, not_found(target, reply)
            seen[:] = [_norm(str(reply.get("value", "")))]
            return True, ""

        self.until(probe)
        return seen[0]

    def _expect_enabled(self, args: Any, trace: StepTrace) -> None:
        spec = args.target.spec()

        def probe() -> tuple[bool, str]:
            reply = self.op("state", spec)
            if not reply.get("found"):
                return False, not_found(args.target, reply)
            state = "enabled" if reply.get("enabled") else "disabled"
            return bool(reply.get("enabled")) == args.enabled, f"{reply.get('described')} is {state}"

        self.until(probe)

    def _expect_selected(self, args: Any, trace: StepTrace) -> None:
        spec = args.target.spec()

        def probe() -> tuple[bool, str]:
            reply = self.op("state", spec)
            if not reply.get("found"):
                return False, not_found(args.target, reply)
            state = "selected" if reply.get("selected") else "not selected"
            return bool(reply.get("selected")) == args.selected, f"{reply.get('described')} is {state}"

        self.until(probe)

    def _expect_order(self, args: Any, trace: StepTrace) -> None:
        spec = args.within.spec() if args.within is not None else None

        def probe() -> tuple[bool, str]:
            reply = self.op("text", spec)
            if not reply.get("found"):
                return False, not_found(args.within, reply)
            shown = _norm(reply.get("text", ""))
            at = 0
            for text in args.texts:
                i = shown.find(_norm(text), at)
                if i < 0:
                    where = "at all" if _norm(text) not in shown else f"after {args.texts[args.texts.index(text) - 1]!r}"
                    return False, f"{text!r} is not shown {where}; order wanted: {args.texts}; shown: {shown[:300]!r}"
                at = i + len(_norm(text))
            return True, ""

        self.until(probe)

    def _expect_list(self, args: Any, trace: StepTrace) -> None:
        spec = args.target.spec()

        def probe() -> tuple[bool, str]:
            reply = self.op("texts", spec)
            if not reply.get("found"):
                return False, not_found(args.target, reply)
            shown = [_norm(t) for t in reply.get("texts", [])]
            wanted = [_norm(t) for t in args.texts]
            if len(shown) != len(wanted):
                return False, f"{len(shown)} × {args.target.describe()}, wanted {len(wanted)}: {shown[:8]}"
            for i, (have, want) in enumerate(zip(shown, wanted, strict=True)):
                if (have != want) if args.whole else (want not in have):
                    return False, f"#{i + 1} of {args.target.describe()} shows {have[:120]!r}, wanted {want!r}"
            return True, ""

        self.until(probe)

    def _expect_options(self, args: Any, trace: StepTrace) -> str:
        return self._read_options(args.target, lambda reply: _offers(reply, args))

    def offered(self, target: Target) -> list[str]:
        """The labels a choice control offers (placeholders, disabled and hidden options left out),
        read as ``expect_options`` reads them once the page has settled; [] when it offers none."""
        seen: list[str] = []

        def judge(reply: dict[str, Any]) -> tuple[bool, str]:
            seen[:] = [_norm(o["label"]) for o in reply.get("options") or []
                       if o.get("offered") and not o.get("placeholder")]
            return True, ""

        self._read_options(target, judge)
        return seen

    def _read_options(self, target: Target, judge: Callable[[dict[str, Any]], tuple[bool, str]]) -> str:
        """Retry ``judge`` on what the control offers: a native select or datalist, a listbox, a
        group of radios; a custom dropdown showing no options yet is opened once and closed after."""
        spec = target.spec()
        opened = False

        def probe() -> tuple[bool, str]:
            nonlocal opened
            reply = self.op("options", spec, {"opened": opened})
            if not reply.get("found"):
                return False, not_found(target, reply)
            if reply.get("kind") == "closed" and not opened:
                opened = True
                self.locator(target).click(timeout=self.pace.action_ms)
                return probe()
            return judge(reply)

        try:
            return self.until(probe)
        finally:
            if opened:
                try:
                    self.page.keyboard.press("Escape")
                except PlaywrightError:
                    pass

    def _expect_chart(self, args: Any, trace: StepTrace) -> str:
        spec = args.target.spec()
        opts = {"marks": args.marks, "data": [d.model_dump() for d in args.data], "axis": args.axis,
                "ordered": args.ordered, "named": getattr(args, "named", None)}

        def probe() -> tuple[bool, str]:
            reply = self.op("chart", spec, opts)
            if not reply.get("found"):
                return False, not_found(args.target, reply)
            problems = reply.get("problems") or []
            return bool(reply.get("ok")), "; ".join(problems[:3]) or "the chart does not match the data"

        return self.until(probe)

    def _capture(self, target: Target | None, prop: str) -> Any:
        if prop == "text":
            return self.visible_text(target)
        if prop == "screenshot":
            element = self.locator(target) if target is not None else self.page.locator("body")
            return element.screenshot(animations="disabled")
        return self.session.call("ops.style", target.spec() if target is not None else None, list(_STYLE_PROPS))

    def _expect_changed(self, args: Any, trace: StepTrace) -> None:
        trace.screenshot_before = self.shoot("changed-before")
        baseline = self._capture(args.target, args.property)
        self.run(args.do)
        where = args.target.describe() if args.target else "the page"

        def probe() -> tuple[bool, str]:
            return self._capture(args.target, args.property) != baseline, \
                f"the {args.property} of {where} did not change after the action"

        try:
            self.until(probe)
        finally:
            trace.screenshot_after = self.shoot("changed-after")

    def _expect_tool_called(self, args: Any, trace: StepTrace) -> None:
        self.session.settle()
        start = self.load_log_start if args.since == "load" else self.action_log_start
        log = self.session.runtime.log[start:]
        calls = [c for c in log if c.kind == "tool" and c.name == args.name and _subset(args.args, c.args)
                 and (args.ok is None or c.ok == args.ok)]
        n = len(calls)
        if n < args.min or (args.max is not None and n > args.max):
            seen = [f"{c.name}({json.dumps(c.args, sort_keys=True)[:120]}){'' if c.ok else ' refused'}"
                    for c in log if c.kind == "tool"]
            since = "since the page loaded" if args.since == "load" else "after the last action"
            ok = "" if args.ok is None else (" successfully" if args.ok else " and refused")
            raise StepFailed(
                f"{args.name} with {json.dumps(args.args, sort_keys=True)} called{ok} {n}× {since} "
                f"(wanted min={args.min}, max={args.max}); calls seen: {seen[-6:] or 'none'}"
            )

    def _expect_state(self, args: Any, trace: StepTrace) -> None:
        self.session.settle()
        snapshot = self.session.runtime.snapshot()
        try:
            value = lookup(snapshot, args.path)
        except KeyError:
            if args.exists is False:
                return
            raise StepFailed(f"runtime state has no {args.path!r}") from None
        if args.exists is False:
            raise StepFailed(f"runtime state still has {args.path!r}")
        if "equals" in args.model_fields_set and value != args.equals:
            raise StepFailed(f"state {args.path} is {value!r}, expected {args.equals!r}")
        if args.contains is not None and not _contains(value, args.contains):
            raise StepFailed(f"state {args.path} = {str(value)[:200]!r} does not contain {args.contains!r}")
        if args.length is not None and (not hasattr(value, "__len__") or len(value) != args.length):
            raise StepFailed(f"state {args.path} has length {len(value) if hasattr(value, '__len__') else '-'}, "
                             f"expected {args.length}")

    def _expect_no_errors(self, args: Any, trace: StepTrace) -> None:
        self.session.settle()
        errors = self.session.log.page_errors[self.req_error_start[0]:]
        console = [c["text"] for c in self.session.log.console[self.req_error_start[1]:] if c["type"] == "error"
                   and "ERR_BLOCKED_BY_CLIENT" not in c["text"]]
        if errors or console:
            raise StepFailed(f"errors on the page: {(errors + console)[:3]}")

    def _python(self, args: Any, trace: StepTrace) -> None:
        module = _checks_module(self.task_root / "checks.py")
        fn = getattr(module, args.function, None)
        if fn is None:
            raise StepFailed(f"checks.py has no function {args.function!r}")
        fn(CheckContext(self.page, self.session, self.task_root, self.load_log_start, self))


_CHECK_MODULES: dict[str, Any] = {}


def _checks_module(path: Path) -> Any:
    """A task's checks.py, loaded once per distinct content (an edited file is loaded afresh)."""
    try:
        source = path.read_bytes()
    except OSError:
        raise StepFailed(f"no checks.py in {path.parent}") from None
    key = hashlib.sha256(str(path).encode() + b"\0" + source).hexdigest()
    if key not in _CHECK_MODULES:
        spec = importlib.util.spec_from_file_location(f"evogen_checks_{key[:16]}", path)
        if spec is None or spec.loader is None:
            raise StepFailed(f"checks.py in {path.parent} cannot be loaded")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _CHECK_MODULES[key] = module
    return _CHECK_MODULES[key]


def _subset(wanted: Any, actual: Any) -> bool:
    if isinstance(wanted, dict):
        return isinstance(actual, dict) and all(k in actual and _subset(v, actual[k]) for k, v in wanted.items())
    if isinstance(wanted, float) or isinstance(actual, float):
        try:
            return abs(float(wanted) - float(actual)) < 1e-9
        except (TypeError, ValueError):
            return False
    return bool(wanted == actual)


def _contains(value: Any, wanted: Any) -> bool:
    if isinstance(value, str):
        return str(wanted) in value
    if isinstance(value, dict):
        return _subset(wanted, value) if isinstance(wanted, dict) else wanted in value
    if isinstance(value, list):
        return any(_subset(wanted, item) for item in value)
    return False


def _excerpt(shown: str, text: str, width: int = 60) -> str:
    i = shown.find(text)
    return shown[max(0, i - width): i + len(text) + width] if i >= 0 else shown[:2 * width]


def _short(exc: BaseException) -> str:
    text = str(exc).strip()
    first = text.splitlines()[0] if text else type(exc).__name__
    if "Timeout" in first and "exceeded" in first:
        first = first.split("Call log")[0].strip()
    return first[:400]
